// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { Card, cardClass, type CardTone } from "./card";

const classesOf = (element: HTMLElement) => element.className.split(" ").filter(Boolean).sort();

describe("Card", () => {
  it("is a plain, padded card unless told otherwise", () => {
    render(<Card data-testid="card">Text</Card>);
    const card = screen.getByTestId("card");
    expect(card.tagName).toBe("DIV");
    expect(classesOf(card)).toEqual(["card", "card-plain", "p-6"]);
  });

  it("renders as the element it is given, in the tone, padding and interaction asked, and only adds the caller's classes", () => {
    render(
      <ul>
        <Card as="li" tone="muted" padding={7} interactive="link" className="flex flex-col" aria-label="Entry">
          <a href="/services">Services</a>
        </Card>
      </ul>,
    );
    const card = screen.getByRole("listitem", { name: "Entry" });
    expect(classesOf(card)).toEqual(["card", "card-link", "card-muted", "flex", "flex-col", "p-7"]);
  });

  it("marks dark brand panels as dark surfaces, and names an elevation only when one is asked for", () => {
    expect(cardClass({ tone: "brand" })).toBe("card card-brand surface-dark p-6");
    expect(cardClass({ tone: "muted", padding: 0 })).toBe("card card-muted");
    expect(cardClass({ tone: "brand", elevation: "card", padding: 5 })).toBe("card card-brand surface-dark card-card p-5");
    expect(cardClass({ tone: "bare", elevation: "raised", padding: 0 })).toBe("card card-raised");
  });

  it("has a rule in the style sheet for every class it names", () => {
    const css = readFileSync("app/app.css", "utf8");
    const tones: CardTone[] = ["plain", "muted", "outline", "dashed", "tint", "translucent", "brand", "brand-deep"];
    const names = new Set(
      [
        ...tones.map((tone) => cardClass({ tone })),
        cardClass({ elevation: "flat" }),
        cardClass({ elevation: "card" }),
        cardClass({ elevation: "raised" }),
        cardClass({ interactive: "hover" }),
        cardClass({ interactive: "link" }),
      ]
        .flatMap((classes) => classes.split(" "))
        .filter((name) => name.startsWith("card")),
    );
    for (const name of names) expect(css, name).toMatch(new RegExp(`\\.${name} \\{`));
  });
});
