// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card, cardClass } from "./card";

const classesOf = (element: HTMLElement) => element.className.split(" ").filter(Boolean).sort();

describe("Card", () => {
  it("is a white, bordered, padded card with the card shadow unless told otherwise", () => {
    render(<Card data-testid="card">Text</Card>);
    const card = screen.getByTestId("card");
    expect(card.tagName).toBe("DIV");
    expect(classesOf(card)).toEqual(["bg-white", "border", "border-ink-200", "p-6", "rounded-card", "shadow-card"]);
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
    expect(classesOf(card)).toEqual(
      [
        "rounded-card",
        "border",
        "border-ink-200",
        "bg-ink-50",
        "p-7",
        "relative",
        "transition-shadow",
        "hover:shadow-raised",
        "has-[a:focus-visible]:outline-2",
        "has-[a:focus-visible]:outline-offset-2",
        "has-[a:focus-visible]:outline-brand-500",
        "flex",
        "flex-col",
      ].sort(),
    );
  });

  it("raises dark brand panels and leaves muted ones flat, unless an elevation is named", () => {
    expect(cardClass({ tone: "brand" })).toBe("rounded-card surface-dark bg-brand-900 text-white shadow-raised p-6");
    expect(cardClass({ tone: "muted", padding: 0 })).toBe("rounded-card border border-ink-200 bg-ink-50");
    expect(cardClass({ tone: "brand", elevation: "card", padding: 5 })).toBe("rounded-card surface-dark bg-brand-900 text-white shadow-card p-5");
  });
});
