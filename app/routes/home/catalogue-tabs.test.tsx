// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getHomeContent } from "#app/.server/content/home.ts";
import { CatalogueTabs } from "./catalogue-tabs";

// Cards link to their offering's page, so the tabs render inside a router.
function renderTabs() {
  const Stub = createRoutesStub([{ path: "*", Component: () => <CatalogueTabs catalogue={getHomeContent().catalogue} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("CatalogueTabs", () => {
  it("is a WAI-ARIA tab list with one tab per service family", () => {
    renderTabs();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Data Services",
      "AI Solution",
      "Microsoft Consulting Practice",
      "Salesforce Consulting Practice",
      "Product Engineering",
      "Startup Solution",
      "Staffing Solution",
    ]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAttribute("aria-labelledby", tabs[0]!.id);
    expect(within(panel).getAllByRole("listitem")).toHaveLength(6);
  });

  it("draws only the shown panel's cards, and the next family's when its tab is chosen", () => {
    renderTabs();
    // Hidden panels included: they hold no cards.
    expect(screen.getAllByRole("listitem", { hidden: true })).toHaveLength(6);
    fireEvent.click(screen.getByRole("tab", { name: "AI Solution" }));
    expect(screen.getAllByRole("listitem", { hidden: true })).toHaveLength(4);
    expect(within(screen.getByRole("tabpanel")).getAllByRole("listitem")).toHaveLength(4);
  });

  it("arrow keys, Home and End move selection and focus, wrapping at the ends", () => {
    renderTabs();
    const tabs = screen.getAllByRole("tab");
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tabs[6]);
    expect(tabs[6]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(tabs[6]!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: "End" });
    fireEvent.keyDown(tabs[6]!, { key: "Home" });
    fireEvent.keyDown(tabs[0]!, { key: "ArrowRight" });
    fireEvent.keyDown(tabs[1]!, { key: "ArrowRight" });
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    expect(tabs[2]).toHaveAttribute("tabindex", "0");
    expect(tabs[0]).toHaveAttribute("tabindex", "-1");
  });

  it("lays the consulting practices out five per row and styles cards by type", () => {
    renderTabs();
    fireEvent.click(screen.getByRole("tab", { name: "Salesforce Consulting Practice" }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("list")).toHaveClass("lg:grid-cols-5");
    expect(within(panel).getAllByRole("listitem")).toHaveLength(10);
    fireEvent.click(screen.getByRole("tab", { name: "AI Solution" }));
    const cards = within(screen.getByRole("tabpanel")).getAllByRole("listitem");
    expect(within(screen.getByRole("tabpanel")).getByRole("list")).toHaveClass("lg:grid-cols-3");
    expect(cards.map((card) => card.dataset.cardType)).toEqual(["1", "0", "0", "4"]);
  });

  it("links a card to the page of the offering it describes, and leaves the others plain", () => {
    renderTabs();
    fireEvent.click(screen.getByRole("tab", { name: "AI Solution" }));
    expect(screen.getByRole("link", { name: "Document intelligence" })).toHaveAttribute("href", "/aiservices/document-intelligence");
    fireEvent.click(screen.getByRole("tab", { name: "Microsoft Consulting Practice" }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("link", { name: "Power BI" })).toHaveAttribute("href", "/services/business-intelligence");
    expect(within(panel).queryByRole("link", { name: "Power Platform" })).toBeNull();
  });
});
