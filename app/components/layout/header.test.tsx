// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Header } from "./header";
import { navigation, site } from "#tests/fixtures/shell-content.ts";

function renderHeaderAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <Header navigation={navigation} siteName={site.shortName} /> }]);
  return render(<Stub initialEntries={[path]} />);
}

function mainNav() {
  return screen.getByRole("navigation", { name: "Main" });
}

describe("Header", () => {
  it("links every destination of the About Us menu, including Our Clients on the home page", () => {
    renderHeaderAt("/");
    const links = within(mainNav())
      .getAllByRole("link", { hidden: true })
      .map((link) => link.getAttribute("href"));
    expect(links).toEqual(
      expect.arrayContaining(["/company-overview", "/work-life", "/key-differentiators", "/global-footprint", "/our-team", "/#ourClients"]),
    );
  });

  it("opens a menu on click, closes it with Escape and returns focus to its button", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/");
    const button = within(mainNav()).getByRole("button", { name: /Data Services/ });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(document.activeElement).toHaveAttribute("href", "/services/data-governance");
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("highlights the menu that owns the current route", () => {
    renderHeaderAt("/key-industries/insurance");
    const industries = within(mainNav()).getByRole("button", { name: /Key Industries/ });
    const services = within(mainNav()).getByRole("button", { name: /Data Services/ });
    expect(industries).toHaveAttribute("data-active");
    expect(services).not.toHaveAttribute("data-active");
  });

  it("opens Careers in a new tab without leaking the opener", () => {
    renderHeaderAt("/");
    const careers = within(mainNav()).getByRole("link", { name: /Careers/ });
    expect(careers).toHaveAttribute("target", "_blank");
    expect(careers).toHaveAttribute("rel", "noopener noreferrer");
  });
});
