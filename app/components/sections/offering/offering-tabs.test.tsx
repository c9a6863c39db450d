// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cardVariantByType } from "#app/lib/card-variants.ts";
import { OfferingTabs } from "./offering-tabs";
import type { TabData } from "./types";
import { readCollection } from "#app/.server/content/content-files.ts";

const services = readCollection("services");

// The strands as the page's loader hands them over (components may not import server code).
const tabs: TabData[] = services
  .find((service) => service.slug === "cloud-data-strategy")!
  .tabs!.map((tab) => ({
    ...tab,
    cards: tab.cards.map((card, index) => ({ ...card, variant: cardVariantByType[card.type], seed: index + 1 })),
  }));
const names = ["Cloud Data Governance", "Cloud Data Management", "Cloud Data Modernization"];
const ui = <OfferingTabs id="strands" label="Strands" tabs={tabs} />;

describe("OfferingTabs", () => {
  it("sends every panel in the HTML, one after another under its own heading, behind links to each (JavaScript off)", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    expect(container.querySelector("[role=tablist], [role=tab], [hidden]")).toBeNull();
    expect(
      within(container)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(names);
    const links = within(within(container).getByRole("navigation", { name: "Strands" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["#strands-panel-0", "#strands-panel-1", "#strands-panel-2"]);
    for (const tab of tabs) for (const card of tab.cards) expect(container).toHaveTextContent(card.title);
  });

  it("hydrates without a mismatch, then becomes tabs showing only the selected panel", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(
      within(container)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(names);
    expect(container.querySelectorAll("[role=tabpanel]:not([hidden])")).toHaveLength(1);
    container.remove();
  });

  it("ties tabs and panels together with one tab in the tab order", () => {
    render(ui);
    const tablist = screen.getByRole("tablist", { name: "Strands" });
    const all = within(tablist).getAllByRole("tab");
    expect(all[0]).toHaveAttribute("aria-selected", "true");
    expect(all.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAttribute("aria-labelledby", all[0]!.id);
    expect(all[0]).toHaveAttribute("aria-controls", panel.id);
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((card) => card.dataset.cardType),
    ).toEqual(tabs[0]!.cards.map((card) => String(card.type)));
  });

  it("moves selection and focus with the arrow keys, Home and End, wrapping at the ends", () => {
    render(ui);
    const all = screen.getAllByRole("tab");
    all[0]!.focus();
    fireEvent.keyDown(all[0]!, { key: "ArrowLeft" });
    expect(all[2]).toHaveFocus();
    expect(all[2]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(all[2]!, { key: "ArrowRight" });
    expect(all[0]).toHaveFocus();
    fireEvent.keyDown(all[0]!, { key: "End" });
    expect(all[2]).toHaveFocus();
    fireEvent.keyDown(all[2]!, { key: "Home" });
    fireEvent.keyDown(all[0]!, { key: "ArrowRight" });
    expect(all[1]).toHaveFocus();
    expect(all.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Cloud Data Management");
    expect(screen.getByRole("tabpanel")).toHaveTextContent(tabs[1]!.cards[0]!.title);
  });

  it("selects a tab on click", () => {
    render(ui);
    fireEvent.click(screen.getByRole("tab", { name: "Cloud Data Modernization" }));
    expect(screen.getByRole("tab", { name: "Cloud Data Modernization" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent(tabs[2]!.cards[0]!.title);
  });
});
