// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet, useRouteError } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { readSingleton } from "#app/.server/content/content-files.ts";
import { failureCopy, pageNotFound } from "#app/.server/content/error-pages.ts";
import { RouteErrorPage } from "./error-page";

const copy = readSingleton("errorPages");

/** The root route as the site has it: its loader sends the failure page's words, its error page is the site's. */
function renderAt(address: string, rootLoader = () => ({ failure: failureCopy() })) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: rootLoader,
      Component: () => <Outlet />,
      ErrorBoundary: () => <RouteErrorPage error={useRouteError()} />,
      children: [
        {
          path: "gone",
          loader: () => {
            throw pageNotFound();
          },
          Component: () => null,
        },
        {
          path: "broken",
          loader: () => {
            throw new Error("the database is down");
          },
          Component: () => null,
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[address]} />);
}

describe("the error pages' words come with the answer, not with the code", () => {
  it("a 404 shows the not-found page's words, which it brought", async () => {
    renderAt("/gone");
    expect(await screen.findByRole("heading", { level: 1, name: copy.notFound.hero.title })).toBeVisible();
    expect(screen.getByRole("heading", { name: copy.notFound.suggestionsTitle })).toBeVisible();
    expect(screen.getByRole("link", { name: copy.notFound.action.label })).toHaveAttribute("href", copy.notFound.action.href);
  });

  it("a failure shows the failure page's words the root loader sent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/broken");
    expect(await screen.findByRole("heading", { level: 1, name: copy.failure.hero.title })).toBeVisible();
    expect(screen.getByRole("link", { name: copy.failure.action.label })).toHaveAttribute("href", copy.failure.action.href);
  });

  it("with no words at all (the root loader itself failed), the status alone", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/broken", () => {
      throw new Error("the content could not be read");
    });
    expect(await screen.findByText("500")).toBeVisible();
  });
});
