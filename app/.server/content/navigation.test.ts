import { describe, expect, it } from "vitest";
import { readCollection } from "./content-files";
import { getServicesHub } from "./service-pages";
import { navigation } from "./site";

const industries = readCollection("industries");
const services = readCollection("services");

const menu = (label: string) => navigation.header.find((group) => group.label === label)!.items;
const footer = (title: string) => navigation.footer.find((column) => column.title === title)!.links;

describe("navigation derived from the collections", () => {
  it("lists every service in the /services hub's order, by its menu label, then the hub", () => {
    const hubOrder = getServicesHub().families.flatMap((family) =>
      family.offerings.filter((offering) => offering.href.startsWith("/services/")).map((offering) => offering.href),
    );
    expect(menu("Data Services").map((item) => item.href)).toEqual([...hubOrder, "/services"]);
    expect(hubOrder).toHaveLength(services.length);
    expect(menu("Data Services")).toContainEqual({ label: "Managed Data Services", href: "/services/managed-data-service" });
    expect(menu("Data Services")).toContainEqual({ label: "Data Governance", href: "/services/data-governance" });
    expect(footer("Services")).toEqual(menu("Data Services"));
  });

  it("lists every industry by name in the collection's order, after the hub in the header", () => {
    const expected = industries.map((industry) => ({ label: industry.name, href: `/key-industries/${industry.slug}` }));
    expect(menu("Key Industries")).toEqual([{ label: "All industries", href: "/key-industries" }, ...expected]);
    expect(footer("Key Industries")).toEqual(expected);
  });
});
