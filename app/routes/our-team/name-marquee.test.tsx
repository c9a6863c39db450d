// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "#app/.server/content/site.ts";
import { stubMatchMedia } from "#tests/dom-stubs.ts";
import { NameMarquee } from "./name-marquee";

const people = site.people.leadership.map((person, index) => ({ ...person, initials: `P${index + 1}` }));
const ui = (
  <NameMarquee rows={[people.slice(0, 6), people.slice(6)]} labels={["Right to Left", "Left to Right"]} pauseWhat="leadership names" />
);
const stage = () => screen.getByRole("list", { name: "Right to Left" }).closest("[data-playing]")!;

describe("NameMarquee", () => {
  it("lists the twelve names once for screen readers, in two rows scrolling opposite ways", () => {
    stubMatchMedia(false);
    render(ui);
    const first = screen.getByRole("list", { name: "Right to Left" });
    const second = screen.getByRole("list", { name: "Left to Right" });
    expect(within(first).getAllByRole("listitem")).toHaveLength(6);
    expect(within(second).getAllByRole("listitem")).toHaveLength(6);
    for (const person of people) expect(screen.getAllByText(person.name)).toHaveLength(2); // the loop's copy is aria-hidden
    expect(screen.getAllByRole("listitem")).toHaveLength(12);
    const [rightToLeft, leftToRight] = [first, second].map((list) => list.closest("[data-marquee-track]")!.className);
    expect(rightToLeft).toMatch(/animate-\[marquee_\d+s_linear_infinite\]/);
    expect(leftToRight).toMatch(/animate-\[marquee_\d+s_linear_infinite_reverse\]/);
  });

  it("moves until the visitor pauses it, and plays again on request", () => {
    stubMatchMedia(false);
    render(ui);
    expect(stage()).toHaveAttribute("data-playing", "true");
    fireEvent.click(screen.getByRole("button", { name: "Pause leadership names" }));
    expect(stage()).toHaveAttribute("data-playing", "false");
    fireEvent.click(screen.getByRole("button", { name: "Play leadership names" }));
    expect(stage()).toHaveAttribute("data-playing", "true");
  });

  it("stands still under prefers-reduced-motion", () => {
    stubMatchMedia(true);
    render(ui);
    expect(stage()).toHaveAttribute("data-playing", "false");
    expect(screen.getByRole("button", { name: "Play leadership names" })).toBeInTheDocument();
  });
});
