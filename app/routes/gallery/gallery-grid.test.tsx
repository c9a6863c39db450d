// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia, stubObservers, unmountThenUnstub } from "#tests/dom-stubs.ts";
import type { DiagramDrawing } from "#app/components/sections/diagram/diagram.tsx";
import { outlineOf } from "#app/lib/diagram-layout.ts";
import { GalleryGrid, type GalleryCard } from "./gallery-grid";
import { readSingleton } from "#app/.server/content/content-files.ts";

const galleryPage = readSingleton("galleryPage");

// jsdom has <dialog> but not its methods: open and close it the way the browser does, minus the top layer.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  // The lightbox's thumbnail strip runs Embla.
  stubMatchMedia(false);
  stubObservers();
});
afterEach(() => unmountThenUnstub());

const drawing = (slug: string): DiagramDrawing & { slug: string } => ({
  slug,
  columns: 2,
  rows: 1,
  groups: [],
  nodes: [
    { id: "a", label: "Source", kind: "source", col: 0, row: 0, span: 1 },
    { id: "b", label: "Store", kind: "store", col: 1, row: 0, span: 1 },
  ],
  edges: [{ from: "a", to: "b", dashed: false }],
});

const item = (slug: string, title: string): GalleryCard => ({
  slug,
  title,
  kind: "Reference architecture",
  caption: `${title} caption`,
  href: `/gallery/${slug}`,
  drawingHref: `/gallery/${slug}/drawing.json`,
  cropHtml: "<svg></svg>",
  outline: outlineOf(drawing(slug)),
});

/** The drawing files as the server answers them: each slug's drawing, or a failure for "three". */
function serveDrawings() {
  const fetchDrawing = vi.fn(async (url: string) => {
    const slug = url.split("/")[2]!;
    if (slug === "three") return new Response("unavailable", { status: 503 });
    return Response.json(drawing(slug));
  });
  vi.stubGlobal("fetch", fetchDrawing);
  return fetchDrawing;
}

function renderGallery() {
  render(<GalleryGrid items={[item("one", "Lakehouse"), item("two", "MDM hub"), item("three", "Mesh")]} copy={galleryPage.lightbox} />);
  return { dialog: screen.getByRole("dialog", { hidden: true }) };
}

describe("GalleryGrid lightbox", () => {
  it("without a click each card is a link to the diagram's own page, and nothing is drawn in full", () => {
    const { dialog } = renderGallery();
    expect(screen.getByRole("link", { name: "MDM hub" })).toHaveAttribute("href", "/gallery/two");
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("opens on the clicked diagram with focus inside, keeps Tab inside, and moves with the arrow keys (wrapping)", async () => {
    const user = userEvent.setup();
    const fetchDrawing = serveDrawings();
    const { dialog } = renderGallery();
    await user.click(screen.getByRole("link", { name: "MDM hub" }));

    expect(dialog).toHaveAttribute("open");
    expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent("MDM hub");
    // Drawn once, across and scaled to its box like its placeholder (the diagram's page draws it down on phones).
    const drawings = await within(dialog).findAllByRole("img", { name: "MDM hub" });
    expect(drawings.map((svg) => svg.dataset.orientation)).toEqual(["across"]);
    for (const svg of drawings) expect(svg).toHaveAccessibleDescription("MDM hub caption");
    expect(fetchDrawing).toHaveBeenCalledWith("/gallery/two/drawing.json", expect.anything());
    const close = within(dialog).getByRole("button", { name: "Close" });
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole("button", { name: /Next diagram/ })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent("Mesh");
    expect(within(dialog).getByText(/Diagram 3 of 3/, { selector: "p:not(.sr-only)" })).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent("Lakehouse");
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent("Mesh");
  });

  it("says so, without breaking, when a drawing cannot be loaded", async () => {
    const user = userEvent.setup();
    serveDrawings();
    const { dialog } = renderGallery();
    await user.click(screen.getByRole("link", { name: "Mesh" }));
    expect(await within(dialog).findByText(galleryPage.lightbox.loadFailed)).toBeInTheDocument();
    expect(within(dialog).queryByRole("img")).toBeNull();
    expect(within(dialog).getByRole("link", { name: galleryPage.lightbox.openPage })).toHaveAttribute("href", "/gallery/three");
  });

  it("closes on Escape and gives focus back to the thumbnail that opened it", async () => {
    const user = userEvent.setup();
    serveDrawings();
    const { dialog } = renderGallery();
    const opener = screen.getByRole("link", { name: "MDM hub" });
    await user.click(opener);
    await user.keyboard("{ArrowRight}");
    await user.keyboard("{Escape}");

    expect(dialog).not.toHaveAttribute("open");
    expect(within(dialog).queryByRole("heading")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("closes from its close button too", async () => {
    const user = userEvent.setup();
    serveDrawings();
    const { dialog } = renderGallery();
    await user.click(screen.getByRole("link", { name: "Lakehouse" }));
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.getByRole("link", { name: "Lakehouse" })).toHaveFocus();
  });
});

describe("GalleryGrid lightbox thumbnail strip", () => {
  const strip = (dialog: HTMLElement) => within(dialog).getByRole("region", { name: galleryPage.lightbox.strip.label });
  const thumbnail = (dialog: HTMLElement, title: string) => within(strip(dialog)).getByRole("button", { name: title });
  /** Opens the lightbox from a card and waits for the strip, whose code loads on opening. */
  async function open(user: ReturnType<typeof userEvent.setup>, title: string) {
    const { dialog } = renderGallery();
    await user.click(screen.getByRole("link", { name: title }));
    await within(dialog).findByRole("region", { name: galleryPage.lightbox.strip.label });
    return dialog;
  }

  it("lists every diagram by its title, marks the open one, and makes it the strip's only Tab stop", async () => {
    const user = userEvent.setup();
    serveDrawings();
    const { dialog } = renderGallery();
    await user.click(screen.getByRole("link", { name: "MDM hub" }));

    expect(strip(dialog)).toHaveAttribute("aria-roledescription", "carousel");
    const titles = within(strip(dialog))
      .getAllByRole("button")
      .filter((button) => button.hasAttribute("tabindex"))
      .map((button) => button.textContent);
    expect(titles).toEqual(["Lakehouse", "MDM hub", "Mesh"]);
    expect(thumbnail(dialog, "MDM hub")).toHaveAttribute("aria-current", "true");
    expect(thumbnail(dialog, "MDM hub")).toHaveAttribute("tabindex", "0");
    expect(thumbnail(dialog, "Mesh")).not.toHaveAttribute("aria-current");
    expect(thumbnail(dialog, "Mesh")).toHaveAttribute("tabindex", "-1");
  });

  it("opens the clicked thumbnail's diagram and moves the mark with it", async () => {
    const user = userEvent.setup();
    serveDrawings();
    const dialog = await open(user, "Lakehouse");
    await user.click(thumbnail(dialog, "Mesh"));

    expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent("Mesh");
    expect(thumbnail(dialog, "Mesh")).toHaveAttribute("aria-current", "true");
    expect(thumbnail(dialog, "Lakehouse")).not.toHaveAttribute("aria-current");
    expect(dialog).toHaveAttribute("open");
  });

  it("by keyboard: Tab reaches the open thumbnail, arrows move focus without changing the diagram, Enter opens", async () => {
    const user = userEvent.setup();
    serveDrawings();
    const dialog = await open(user, "Lakehouse");
    while (!strip(dialog).contains(document.activeElement) || document.activeElement?.getAttribute("tabindex") !== "0") await user.tab();
    expect(thumbnail(dialog, "Lakehouse")).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(thumbnail(dialog, "MDM hub")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(thumbnail(dialog, "Mesh")).toHaveFocus();
    expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent("Lakehouse");
    await user.keyboard("{Home}");
    expect(thumbnail(dialog, "Lakehouse")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(thumbnail(dialog, "Mesh")).toHaveFocus();
    expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent("Lakehouse");

    await user.keyboard("{Enter}");
    expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent("Mesh");
    expect(thumbnail(dialog, "Mesh")).toHaveFocus();
    expect(thumbnail(dialog, "Mesh")).toHaveAttribute("aria-current", "true");
  });
});
