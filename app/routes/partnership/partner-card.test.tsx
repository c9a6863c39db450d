// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getPartnershipPage } from "#app/.server/content/partners.ts";
import { PartnerCard } from "./partner-card";

const { page, partners } = getPartnershipPage();

function renderCard(slug: string) {
  const partner = partners.find((each) => each.slug === slug)!;
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <ul>
          <PartnerCard partner={partner} visitLabel={page.visitLabel} />
        </ul>
      ),
    },
  ]);
  render(<Stub initialEntries={["/partnership"]} />);
  return partner;
}

describe("PartnerCard", () => {
  it("keeps the description in the page and ties it to the card's link for screen readers", () => {
    const partner = renderCard("snowflake");
    const link = screen.getByRole("link", { name: /Visit Snowflake/ });
    expect(link).toHaveAttribute("href", partner.url);
    expect(link).toHaveAccessibleDescription(partner.description);
  });

  it("draws every partner the same typographic tile, never a company's logo", () => {
    renderCard("snaplogic");
    const heading = screen.getByRole("heading", { name: "SnapLogic" });
    expect(heading.querySelector("[data-partner-mark]")).toHaveTextContent("SL");
    expect(heading.querySelector("svg")).toBeNull();
    renderCard("databricks");
    expect(screen.getByRole("heading", { name: "Databricks" }).querySelector("[data-partner-mark]")).toHaveTextContent(/^D$/);
  });

  it("names the services delivered on the platform, from the service catalogue", () => {
    renderCard("profisee");
    expect(screen.getByText("Master Data Management")).toBeInTheDocument();
  });
});
