// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HexagonSelector } from "./hexagon-selector";
import { readSingleton } from "#app/.server/content/content-files.ts";

const differentiators = readSingleton("differentiators").differentiators;

const ui = <HexagonSelector id="differentiator" label="Our six differentiators" items={differentiators} />;
const names = differentiators.map((item) => item.name);
const activePanels = (root: ParentNode) => [...root.querySelectorAll("[data-state=active]")];

describe("HexagonSelector", () => {
  it("sends all six texts in the HTML behind in-page links, with no tabs (JavaScript off)", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container.querySelector("[role=tablist], [role=tab], [role=tabpanel]")).toBeNull();
    const links = within(within(container).getByRole("navigation", { name: "Our six differentiators" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(names);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(names.map((_, index) => `#differentiator-panel-${index}`));
    for (const item of differentiators) {
      expect(within(container).getByRole("heading", { name: item.heading })).toBeInTheDocument();
      expect(container).toHaveTextContent(item.text);
    }
    // With JavaScript on, the stylesheet hides every panel but this one from the first paint.
    expect(activePanels(container).map((panel) => panel.id)).toEqual(["differentiator-panel-1"]);
    container.remove();
  });

  it("hydrates without a mismatch into tabs with item 2 selected", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    const tabs = within(container).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(names);
    expect(tabs.filter((tab) => tab.getAttribute("aria-selected") === "true").map((tab) => tab.textContent)).toEqual([
      "Planning & Operational Excellence",
    ]);
    container.remove();
  });

  it("starts on item 2 with its heading shown and one tab in the tab order", () => {
    render(ui);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1, -1, -1]);
    const [active] = activePanels(document);
    expect(active).toHaveAttribute("role", "tabpanel");
    expect(active).toHaveAttribute("aria-labelledby", tabs[1]!.id);
    expect(within(active as HTMLElement).getByRole("heading")).toHaveTextContent(differentiators[1]!.heading);
  });

  it("selects one hexagon at a time on click, clearing the others", () => {
    render(ui);
    const tabs = screen.getAllByRole("tab");
    fireEvent.click(tabs[4]!);
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["false", "false", "false", "false", "true", "false"]);
    expect(activePanels(document)).toHaveLength(1);
    expect(activePanels(document)[0]).toHaveTextContent(differentiators[4]!.heading);
    fireEvent.click(tabs[0]!);
    expect(tabs.filter((tab) => tab.getAttribute("aria-selected") === "true")).toEqual([tabs[0]]);
    expect(activePanels(document)[0]).toHaveTextContent(differentiators[0]!.heading);
  });

  it("moves selection and focus with the arrow keys, Home and End, wrapping at the ends", () => {
    render(ui);
    const tabs = screen.getAllByRole("tab");
    tabs[1]!.focus();
    fireEvent.keyDown(tabs[1]!, { key: "ArrowRight" });
    expect(tabs[2]).toHaveFocus();
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(tabs[2]!, { key: "ArrowDown" });
    expect(tabs[3]).toHaveFocus();
    fireEvent.keyDown(tabs[3]!, { key: "End" });
    expect(tabs[5]).toHaveFocus();
    fireEvent.keyDown(tabs[5]!, { key: "ArrowRight" });
    expect(tabs[0]).toHaveFocus();
    fireEvent.keyDown(tabs[0]!, { key: "ArrowLeft" });
    expect(tabs[5]).toHaveFocus();
    fireEvent.keyDown(tabs[5]!, { key: "Home" });
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(tabs.filter((tab) => tab.getAttribute("aria-selected") === "true")).toHaveLength(1);
    expect(activePanels(document)[0]).toHaveTextContent(differentiators[0]!.heading);
  });
});
