// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "./mobile-menu";
import { navigation } from "#tests/fixtures/shell-content.ts";

function renderMenu(path = "/") {
  const Stub = createRoutesStub([{ path: "*", Component: () => <MobileMenu navigation={navigation} /> }]);
  render(<Stub initialEntries={[path]} />);
  const openButton = screen.getByRole("button", { name: "Open menu" });
  const user = userEvent.setup();
  /** Opens the menu; its panel is loaded on first opening. */
  const open = async () => {
    await user.click(openButton);
    return screen.findByRole("dialog", { name: "Site menu" });
  };
  return { user, openButton, open };
}

describe("MobileMenu", () => {
  it("moves focus into the panel, keeps it there, and gives it back on Escape", async () => {
    const { user, openButton, open } = renderMenu();
    expect(screen.queryByRole("dialog", { hidden: true }), "the panel is not drawn until wanted").toBeNull();
    const dialog = await open();
    expect(openButton).toHaveAttribute("aria-expanded", "true");
    const close = within(dialog).getByRole("button", { name: "Close menu" });
    await waitFor(() => expect(close).toHaveFocus());

    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent("Contact Us");
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(openButton).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(openButton).toHaveFocus());
  });

  it("has collapsible groups, with the current route's group open", async () => {
    const { user, open } = renderMenu("/services/data-quality");
    const dialog = await open();
    const services = within(dialog).getByRole("button", { name: "Data Services" });
    const resources = within(dialog).getByRole("button", { name: "Resources" });
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(resources).toHaveAttribute("aria-expanded", "false");
    await user.click(resources);
    expect(resources).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("link", { name: "Whitepapers" })).toBeVisible();
  });

  it("closes when a link is followed", async () => {
    const { user, openButton, open } = renderMenu();
    const dialog = await open();
    await user.click(within(dialog).getByRole("link", { name: "Partnership" }));
    expect(openButton).toHaveAttribute("aria-expanded", "false");
  });
});
