// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getGlobalFootprintPage } from "#app/.server/content/offices.ts";
import { HOVER_GRACE_MS } from "#app/lib/use-hover-content.ts";
import { Footprint } from "./footprint";

const { page, offices, map } = getGlobalFootprintPage("/global-footprint");

function renderFootprint() {
  render(<Footprint map={map} offices={offices} copy={page.map} />);
  return userEvent.setup();
}

/** The one office card on show: there is never more than one. */
function shownCard() {
  const cards = screen.getAllByRole("article");
  expect(cards).toHaveLength(1);
  return cards[0]!;
}

const cardTitle = () => within(shownCard()).getByRole("heading", { level: 3 }).textContent;
const point = (name: RegExp) => within(screen.getByRole("group", { name: page.map.label })).getByRole("link", { name });

describe("Footprint", () => {
  it("starts at the head office, with a labelled point for every office in the original site's order", () => {
    renderFootprint();
    expect(cardTitle()).toBe("Corporate Headquarters");
    const points = within(screen.getByRole("group", { name: page.map.label })).getAllByRole("link");
    expect(points.map((link) => link.getAttribute("href"))).toEqual(
      ["hq", "as", "lo", "du", "ba", "ch", "co", "au"].map((id) => `#office-${id}`),
    );
    expect(points[0]).toHaveAccessibleName("Corporate Headquarters, San Jose, USA");
    expect(screen.getByText("Office 1 of 8")).toBeInTheDocument();
  });

  it("shows only the office a pointer rests on", async () => {
    const user = renderFootprint();
    await user.hover(point(/^London/));
    expect(cardTitle()).toBe("London");
    expect(within(shownCard()).getByRole("link", { name: "london@lumenor.example" })).toHaveAttribute(
      "href",
      "mailto:london@lumenor.example",
    );
    expect(within(shownCard()).getByRole("link", { name: "+44 20 7946 0958" })).toHaveAttribute("href", "tel:+442079460958");
    expect(point(/^London/)).toHaveAttribute("aria-current", "true");
    expect(point(/^Corporate Headquarters/)).not.toHaveAttribute("aria-current");
    await user.hover(point(/^Dubai/));
    await waitFor(() => expect(cardTitle()).toBe("Dubai"));
    expect(screen.queryByRole("heading", { name: "London" })).not.toBeInTheDocument();
  });

  it("keeps the card of a point while the pointer only crosses another on its way, and follows a pointer that rests on it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Footprint map={map} offices={offices} copy={page.map} />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.hover(point(/^London/));
      expect(cardTitle()).toBe("London");
      await user.hover(point(/^Dubai/));
      expect(cardTitle()).toBe("London");
      await user.hover(shownCard());
      act(() => vi.advanceTimersByTime(HOVER_GRACE_MS));
      expect(cardTitle()).toBe("London");
      await user.hover(point(/^Dubai/));
      act(() => vi.advanceTimersByTime(HOVER_GRACE_MS));
      expect(cardTitle()).toBe("Dubai");
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the office whose point has keyboard focus", async () => {
    const user = renderFootprint();
    point(/^Corporate Headquarters/).focus();
    await user.tab();
    expect(point(/^Austin/)).toHaveFocus();
    expect(cardTitle()).toBe("Austin");
    await user.tab();
    await user.tab();
    expect(cardTitle()).toBe("Dubai");
  });

  it("selects on a click or tap and stays on the page instead of jumping to the address list", () => {
    renderFootprint();
    const notPrevented = fireEvent.click(point(/^Chennai/));
    expect(notPrevented).toBe(false);
    expect(cardTitle()).toBe("Chennai");
  });

  it("steps back from the head office to Australia and on from Australia to the head office", async () => {
    const user = renderFootprint();
    await user.click(screen.getByRole("button", { name: "Previous office" }));
    expect(cardTitle()).toBe("Australia");
    expect(screen.getByText("Office 8 of 8")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next office" }));
    expect(cardTitle()).toBe("Corporate Headquarters");
  });

  it("visits every office once in the original site's order with next", async () => {
    const user = renderFootprint();
    const seen = [cardTitle()];
    for (let i = 0; i < 8; i++) {
      await user.click(screen.getByRole("button", { name: "Next office" }));
      seen.push(cardTitle());
    }
    expect(seen).toEqual([
      "Corporate Headquarters",
      "Austin",
      "London",
      "Dubai",
      "Bangalore",
      "Chennai",
      "Coimbatore",
      "Australia",
      "Corporate Headquarters",
    ]);
  });

  it("announces the card politely as it changes", () => {
    renderFootprint();
    expect(shownCard().parentElement).toHaveAttribute("aria-live", "polite");
  });
});
