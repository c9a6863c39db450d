// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getHomeContent, getLaterCatalogueCards } from "#app/.server/content/home.ts";
import { CatalogueTabs } from "./catalogue-tabs";
import { unmountThenUnstub } from "#tests/dom-stubs.ts";

// Cards link to their offering's page, so the tabs render inside a router.
function renderTabs() {
  const { catalogue, page } = getHomeContent();
  const { loading, loadFailed, servicesLink } = page.sections.catalogue;
  const Stub = createRoutesStub([
    { path: "*", Component: () => <CatalogueTabs catalogue={catalogue} copy={{ loading, loadFailed, servicesLink }} /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

/** A fetch that answers only when told: `answer()` sends the other tabs' cards, `fail()` a server error. */
function heldFetch() {
  const pending: ((response: Response) => void)[] = [];
  const fetchMock = vi.fn((_url: string) => new Promise<Response>((resolve) => pending.push(resolve)));
  vi.stubGlobal("fetch", fetchMock);
  const settle = async (response: Response) => {
    await act(async () => pending.shift()!(response));
  };
  return {
    fetchMock,
    answer: () => settle(Response.json(getLaterCatalogueCards())),
    fail: () => settle(new Response("Unavailable", { status: 503 })),
  };
}

const panelCards = () => within(screen.getByRole("tabpanel")).queryAllByRole("listitem");

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(getLaterCatalogueCards())),
  );
});
afterEach(() => {
  unmountThenUnstub();
});

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

  it("draws only the shown panel's cards, and the next family's when its tab is chosen", async () => {
    renderTabs();
    // Hidden panels included: they hold no cards.
    expect(screen.getAllByRole("listitem", { hidden: true })).toHaveLength(6);
    fireEvent.click(screen.getByRole("tab", { name: "AI Solution" }));
    expect(await within(screen.getByRole("tabpanel")).findAllByRole("listitem")).toHaveLength(4);
    expect(screen.getAllByRole("listitem", { hidden: true })).toHaveLength(4);
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

  it("lays the consulting practices out five per row and styles cards by type", async () => {
    renderTabs();
    fireEvent.click(screen.getByRole("tab", { name: "Salesforce Consulting Practice" }));
    const panel = screen.getByRole("tabpanel");
    await within(panel).findAllByRole("listitem");
    expect(within(panel).getByRole("list")).toHaveClass("lg:grid-cols-5");
    expect(within(panel).getAllByRole("listitem")).toHaveLength(10);
    fireEvent.click(screen.getByRole("tab", { name: "AI Solution" }));
    const cards = within(screen.getByRole("tabpanel")).getAllByRole("listitem");
    // Four cards in rows of at most three: two and two at every width, not three and one left alone.
    const list = within(screen.getByRole("tabpanel")).getByRole("list");
    expect(list).toHaveClass("sm:grid-cols-2");
    expect(list.className).not.toMatch(/(md|lg|xl):grid-cols/);
    expect(cards.map((card) => card.dataset.cardType)).toEqual(["1", "0", "0", "4"]);
  });

  it("links a card to the page of the offering it describes, and leaves the others plain", async () => {
    renderTabs();
    fireEvent.click(screen.getByRole("tab", { name: "AI Solution" }));
    expect(await screen.findByRole("link", { name: "Document intelligence" })).toHaveAttribute("href", "/aiservices/document-intelligence");
    fireEvent.click(screen.getByRole("tab", { name: "Microsoft Consulting Practice" }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("link", { name: "Power BI" })).toHaveAttribute("href", "/services/business-intelligence");
    expect(within(panel).queryByRole("link", { name: "Power Platform" })).toBeNull();
  });

  it("brings the first tab's cards with the page and fetches the others once, as soon as the pointer reaches the tabs", async () => {
    const { fetchMock, answer } = heldFetch();
    renderTabs();
    expect(panelCards()).toHaveLength(6);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole("tablist"));
    fireEvent.focus(screen.getAllByRole("tab")[0]!);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/catalogue-cards.json");
    await answer();
    fireEvent.click(screen.getByRole("tab", { name: "Staffing Solution" }));
    expect(panelCards()).toHaveLength(6);
    expect(screen.getByRole("tabpanel")).not.toHaveAttribute("aria-busy");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows a busy panel that keeps the cards' room while they load, then the cards", async () => {
    const { answer } = heldFetch();
    renderTabs();
    fireEvent.click(screen.getByRole("tab", { name: "Microsoft Consulting Practice" }));
    const panel = screen.getByRole("tabpanel", { name: "Microsoft Consulting Practice" });
    expect(panel).toHaveAttribute("aria-busy", "true");
    expect(within(panel).getByRole("status")).toHaveTextContent("Loading this practice's services");
    // One blank card for each card to come, in the grid they will take.
    expect(panel.querySelector('[aria-hidden="true"]')?.children).toHaveLength(10);
    expect(panel.querySelector('[aria-hidden="true"]')).toHaveClass("lg:grid-cols-5");
    await answer();
    expect(panel).not.toHaveAttribute("aria-busy");
    expect(within(panel).queryByRole("status")).toBeNull();
    expect(panelCards()).toHaveLength(10);
  });

  it("says so in words, with a link to the services page, when the cards cannot load; the next choice tries again", async () => {
    const { fetchMock, answer, fail } = heldFetch();
    renderTabs();
    fireEvent.click(screen.getByRole("tab", { name: "AI Solution" }));
    await fail();
    const panel = screen.getByRole("tabpanel", { name: "AI Solution" });
    expect(panel).not.toHaveAttribute("aria-busy");
    expect(within(panel).getByRole("status")).toHaveTextContent("could not be loaded just now");
    expect(within(panel).getByRole("link", { name: "See all our services" })).toHaveAttribute("href", "/services");
    // Hovering again does not hammer the server; choosing a tab does try again.
    fireEvent.pointerEnter(screen.getByRole("tablist"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("tab", { name: "Startup Solution" }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("tabpanel", { name: "Startup Solution" })).toHaveAttribute("aria-busy", "true");
    await fail();
    // Choosing the shown tab again retries too.
    fireEvent.click(screen.getByRole("tab", { name: "Startup Solution" }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await answer();
    expect(panelCards()).toHaveLength(5);
    fireEvent.click(screen.getByRole("tab", { name: "Data Services" }));
    expect(panelCards()).toHaveLength(6);
  });

  it("keeps the failure message, not a crash, when the file holds something else", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>", { headers: { "Content-Type": "text/html" } })),
    );
    renderTabs();
    fireEvent.click(screen.getByRole("tab", { name: "Product Engineering" }));
    expect(await within(screen.getByRole("tabpanel")).findByRole("link", { name: "See all our services" })).toBeVisible();
  });
});
