// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chartSummary, WeeklyEnquiriesChart } from "./weekly-enquiries-chart";

const quiet = (week: string) => ({ week, contact: 0, whitepaper: 0 });

describe("WeeklyEnquiriesChart", () => {
  it("names itself by its span and a summary, and draws one segment per kind a week had, scaled alike", () => {
    const weeks = [
      { week: "2026-11-09", contact: 6, whitepaper: 2 },
      quiet("2026-11-16"),
      { week: "2026-11-23", contact: 0, whitepaper: 4 },
    ];
    render(<WeeklyEnquiriesChart weeks={weeks} />);
    const chart = screen.getByRole("img");
    expect(chart).toHaveAccessibleName(
      "Enquiries per week, 9 Nov to 23 Nov Stacked bars, one per week: contact messages solid, whitepaper requests hatched above them. " +
        "6 contact messages and 6 whitepaper requests in 3 weeks, spam excluded; the busiest week began 9 Nov, with 8.",
    );
    const groups = [...chart.querySelectorAll("g")].filter((group) => group.querySelector(":scope > title"));
    expect(groups.map((group) => group.querySelector("title")?.textContent)).toEqual([
      "Week beginning 9 Nov: 6 contact, 2 whitepaper",
      "Week beginning 16 Nov: 0 contact, 0 whitepaper",
      "Week beginning 23 Nov: 0 contact, 4 whitepaper",
    ]);
    const heights = groups.map((group) => [...group.querySelectorAll("rect")].map((rect) => Number(rect.getAttribute("height"))));
    expect(heights[1]).toEqual([]);
    expect(heights[0]![0]! / heights[0]![1]!).toBeCloseTo(3);
    expect(heights[2]![0]! / heights[0]![1]!).toBeCloseTo(2);
  });

  it("still draws an axis, and says so plainly, when no lead came in", () => {
    const weeks = ["2026-11-09", "2026-11-16"].map(quiet);
    expect(chartSummary(weeks)).toBe("0 contact messages and 0 whitepaper requests in 2 weeks, spam excluded.");
    render(<WeeklyEnquiriesChart weeks={weeks} />);
    expect([...screen.getByRole("img").querySelectorAll("text")].map((text) => text.textContent)).toEqual(["0", "1", "16 Nov"]);
  });
});
