// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { getIndustryPage } from "#app/.server/content/industries.ts";
import { HOVER_GRACE_MS } from "#app/lib/use-hover-content.ts";
import { IndustryMenu } from "./industry-menu";

const { menu } = getIndustryPage("insurance")!;

const Stub = () => <RoutesStub initialEntries={["/key-industries/insurance"]} />;

function renderMenu() {
  render(<Stub />);
  return {
    user: userEvent.setup(),
    nav: screen.getByRole("navigation", { name: "Key industries" }),
  };
}

const RoutesStub = createRoutesStub([
  {
    path: "*",
    Component: () => (
      <>
        <a href="#before">Before the menu</a>
        <IndustryMenu {...menu} />
        <a href="#after">After the menu</a>
      </>
    ),
  },
]);

const tooltipOf = (link: HTMLElement) => document.getElementById(link.getAttribute("aria-describedby")!)!;
const openTooltips = () => [...document.querySelectorAll('[role="tooltip"][data-open]')];

describe("IndustryMenu", () => {
  it("links all six industries under their labels and marks the current one", () => {
    renderMenu();
    const links = screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("/key-industries/"));
    expect(links.map((link) => link.textContent)).toEqual([
      "Banking",
      "Financial Services",
      "Insurance",
      "HealthCare",
      "Media & Entertainment",
      "Packaging & Distribution",
    ]);
    expect(screen.getByRole("link", { name: "Insurance" })).toHaveAttribute("aria-current", "page");
    expect(links.filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
  });

  it("describes each link with its tooltip, which is closed until asked for", () => {
    renderMenu();
    const banking = screen.getByRole("link", { name: "Banking" });
    expect(tooltipOf(banking)).toHaveAttribute("role", "tooltip");
    expect(banking).toHaveAccessibleDescription(menu.items[0]!.tagline);
    expect(openTooltips()).toEqual([]);
  });

  it("shows a link's tooltip on keyboard focus, moves it with focus, and hides it when focus leaves", async () => {
    const { user } = renderMenu();
    screen.getByRole("link", { name: "Before the menu" }).focus();
    await user.tab();
    const banking = screen.getByRole("link", { name: "Banking" });
    expect(banking).toHaveFocus();
    expect(openTooltips()).toEqual([tooltipOf(banking)]);
    await user.tab();
    expect(openTooltips()).toEqual([tooltipOf(screen.getByRole("link", { name: "Financial Services" }))]);
    act(() => screen.getByRole("link", { name: "After the menu" }).focus());
    expect(openTooltips()).toEqual([]);
  });

  it("dismisses a focused link's tooltip with Escape, keeping focus, until focus comes back", async () => {
    const { user } = renderMenu();
    const healthcare = screen.getByRole("link", { name: "HealthCare" });
    act(() => healthcare.focus());
    expect(tooltipOf(healthcare)).toHaveAttribute("data-open");
    await user.keyboard("{Escape}");
    expect(openTooltips()).toEqual([]);
    expect(healthcare).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab();
    expect(tooltipOf(healthcare)).toHaveAttribute("data-open");
  });

  it("shows the tooltip on hover and keeps it while the pointer moves onto it; Escape dismisses it; it closes a grace period after the pointer leaves", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Stub />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const media = screen.getByRole("link", { name: "Media & Entertainment" });
      const tooltip = tooltipOf(media);
      await user.hover(media);
      expect(tooltip).toHaveAttribute("data-open");
      await user.hover(tooltip);
      expect(tooltip).toHaveAttribute("data-open");
      await user.keyboard("{Escape}");
      expect(tooltip).not.toHaveAttribute("data-open");
      await user.unhover(tooltip);
      act(() => vi.advanceTimersByTime(HOVER_GRACE_MS));
      await user.hover(media);
      expect(tooltip).toHaveAttribute("data-open");
      await user.unhover(media);
      expect(tooltip).toHaveAttribute("data-open");
      act(() => vi.advanceTimersByTime(HOVER_GRACE_MS));
      expect(tooltip).not.toHaveAttribute("data-open");
    } finally {
      vi.useRealTimers();
    }
  });
});
