// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { navigation } from "#app/.server/content/site.ts";
import { CookieNotice } from "./cookie-notice";

function renderNotice() {
  const Stub = createRoutesStub([{ path: "*", Component: () => <CookieNotice copy={navigation.cookieNotice} /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("CookieNotice", () => {
  beforeEach(() => {
    document.cookie = "consent-v1=; Max-Age=0; Path=/";
  });

  it("shows while the consent cookie is absent and links to the cookie policy", () => {
    renderNotice();
    expect(screen.getByText(/By continuing to use this website you agree to our/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/privacy-policy#cookie-policy");
  });

  it("sets the consent cookie and disappears on Accept", async () => {
    const user = userEvent.setup();
    renderNotice();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(document.cookie).toContain("consent-v1=user");
    expect(screen.queryByRole("complementary", { name: "Cookie notice" })).toBeNull();
  });

  it("stays hidden for a visitor who already accepted", () => {
    document.cookie = "consent-v1=user; Path=/";
    renderNotice();
    expect(screen.queryByRole("complementary", { name: "Cookie notice" })).toBeNull();
  });
});
