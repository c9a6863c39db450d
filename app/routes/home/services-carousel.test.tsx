// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubMatchMedia, stubObservers, unmountThenUnstub } from "#tests/dom-stubs.ts";
import { ServicesCarousel } from "./services-carousel";
import { readSingleton } from "#app/.server/content/content-files.ts";

const serviceHighlights = readSingleton("serviceHighlights").highlights;

function renderCarousel() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ServicesCarousel services={serviceHighlights} /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("ServicesCarousel", () => {
  beforeEach(() => {
    stubMatchMedia(false);
    stubObservers();
  });
  afterEach(() => unmountThenUnstub());

  it("is a labelled carousel of labelled slides, only the current one reachable", async () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Services" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides).toHaveLength(serviceHighlights.length);
    expect(slides[0]).toHaveAttribute("aria-roledescription", "slide");
    expect(slides[0]).toHaveAttribute("aria-label", `1 of ${serviceHighlights.length}`);
    expect(slides[0]).not.toHaveAttribute("inert");
    expect(slides[1]).toHaveAttribute("inert");
  });

  it("disables Previous on the first slide and offers one dot per slide", async () => {
    renderCarousel();
    await act(async () => {});
    expect(screen.getByRole("button", { name: "Previous service" })).toBeDisabled();
    const dots = screen.getAllByRole("button", { name: /^Show service/ });
    expect(dots).toHaveLength(serviceHighlights.length);
    expect(dots[0]).toHaveAttribute("aria-current", "true");
  });

  it("has a pause/play control", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Pause services" }));
    expect(screen.getByRole("button", { name: "Play services" })).toBeInTheDocument();
  });
});
