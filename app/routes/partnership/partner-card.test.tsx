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

  it("draws the brand's mark where simple-icons has it, and a wordmark where it does not", () => {
    renderCard("databricks");
    expect(screen.getByRole("heading", { name: "Databricks" }).querySelector("svg path")).not.toBeNull();
    renderCard("collibra");
    expect(screen.getByRole("heading", { name: "Collibra" }).querySelector("svg")).toBeNull();
  });

  it("names the services delivered on the platform, from the service catalogue", () => {
    renderCard("profisee");
    expect(screen.getByText("Master Data Management")).toBeInTheDocument();
  });
});
