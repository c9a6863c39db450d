// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewCoverflow } from "./review-coverflow";
import { readSingleton } from "#app/.server/content/content-files.ts";

const workLife = readSingleton("workLifePage");

const reviews = workLife.reviews.items;
const ui = <ReviewCoverflow label="Employee reviews" sampleLabel="Sample" reviews={reviews} />;
const slide = (position: string) => screen.getByRole("group", { name: position });
const current = () => document.querySelector("[data-position=current]");

describe("ReviewCoverflow", () => {
  it("opens on the second review, its neighbours beside it and out of reach", () => {
    render(ui);
    expect(current()).toBe(slide("2 of 3"));
    expect(current()).toHaveTextContent(reviews[1]!.quote);
    expect(slide("1 of 3")).toHaveAttribute("data-position", "before");
    expect(slide("3 of 3")).toHaveAttribute("data-position", "after");
    expect(slide("1 of 3")).toHaveAttribute("inert");
    expect(slide("2 of 3")).not.toHaveAttribute("inert");
    expect(screen.getByRole("button", { name: "Show review 2 of 3" })).toHaveAttribute("aria-current", "true");
  });

  it("moves with the arrows and stops at the ends", () => {
    render(ui);
    fireEvent.click(screen.getByRole("button", { name: "Next review" }));
    expect(current()).toBe(slide("3 of 3"));
    expect(screen.getByRole("button", { name: "Next review" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Previous review" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous review" }));
    expect(current()).toBe(slide("1 of 3"));
    expect(slide("3 of 3")).toHaveAttribute("data-position", "far-after");
    expect(screen.getByRole("button", { name: "Previous review" })).toBeDisabled();
  });

  it("moves with the arrow keys inside the slider", () => {
    render(ui);
    const region = screen.getByRole("region", { name: "Employee reviews" });
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(current()).toBe(slide("1 of 3"));
    fireEvent.keyDown(region, { key: "ArrowRight" });
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(current()).toBe(slide("3 of 3"));
  });

  it("marks sample reviews as such and attributes them by role", () => {
    render(ui);
    expect(screen.getAllByText("Sample")).toHaveLength(reviews.filter((review) => review.sample).length);
    for (const review of reviews) expect(screen.getByText(review.role)).toBeInTheDocument();
  });
});
