import { describe, expect, it } from "vitest";
import { siteOrigin } from "#app/.server/site-origin.ts";
import { officesSchema } from "#content/schema/office.ts";
import { getGlobalFootprintPage } from "./offices";
import { postalAddress, site } from "./site";
import { validateContent } from "./validate";
import { readSingleton } from "./content-files";

const rawOffices = readSingleton("offices").offices;

const { offices, map, jsonLd } = getGlobalFootprintPage("/global-footprint");

describe("offices", () => {
  it("are the original site's eight, in its order, and a different order fails the build naming the file", () => {
    expect(offices.map((office) => office.id)).toEqual(["hq", "as", "lo", "du", "ba", "ch", "co", "au"]);
    const swapped = [rawOffices[1], rawOffices[0], ...rawOffices.slice(2)];
    expect(() => validateContent(officesSchema, swapped, "content/offices.ts")).toThrow(/content\/offices\.ts[\s\S]*hq, as, lo/);
    expect(() => validateContent(officesSchema, rawOffices.slice(0, 7), "content/offices.ts")).toThrow(/in that order/);
  });

  it("take the head office's facts from the site configuration, written once", () => {
    const hq = offices[0]!;
    expect(hq.legalName).toBe(site.legalName);
    expect(hq.addressLines.join(", ")).toBe(postalAddress());
    expect(hq.emails[0]).toBe(site.email);
    expect(hq.phone).toEqual(site.phone);
  });

  it("fill the company's name into other entities and leave optional lines out when absent", () => {
    const london = offices.find((office) => office.id === "lo")!;
    expect(london.legalName).toBe(`${site.name} Ltd`);
    // Its street and postcode are still to be confirmed (""): the card shows the city and country alone.
    expect(london.addressLines).toEqual(["London", "United Kingdom"]);
    const dubai = offices.find((office) => office.id === "du")!;
    expect(dubai.phone).toBeNull();
    expect(dubai.emails).toHaveLength(1);
    expect(offices.find((office) => office.id === "ba")!.emails).toHaveLength(2);
  });

  it("sit at their true positions on the map", () => {
    const at = Object.fromEntries(offices.map((office) => [office.id, office.point]));
    for (const [x, y] of Object.values(at)) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(map.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(map.height);
    }
    // San Jose is west of Austin, London north of Dubai, Chennai east of Bangalore, Sydney south-east of all.
    expect(at.hq![0]).toBeLessThan(at.as![0]);
    expect(at.lo![1]).toBeLessThan(at.du![1]);
    expect(at.ch![0]).toBeGreaterThan(at.ba![0]);
    expect(at.co![1]).toBeGreaterThan(at.ba![1]);
    expect(Math.max(...Object.values(at).map(([, y]) => y))).toBe(at.au![1]);
  });

  it("are described to search engines as LocalBusiness entries with their geo coordinates", () => {
    const data = JSON.parse(jsonLd) as {
      "@graph": {
        "@type": string;
        "@id": string;
        geo: { latitude: number; longitude: number };
        address: { addressLocality: string; streetAddress?: string };
      }[];
    };
    const graph = data["@graph"];
    expect(graph).toHaveLength(8);
    expect(graph.every((entry) => entry["@type"] === "LocalBusiness")).toBe(true);
    expect(graph[0]!["@id"]).toBe(`${siteOrigin()}/global-footprint#office-hq`);
    expect(graph[0]!.address.addressLocality).toBe(site.address.city);
    expect(graph[0]!.address.streetAddress).toBe(site.address.street);
    expect(graph[2]!.address).not.toHaveProperty("streetAddress"); // London's street is still to be confirmed
    const sydney = graph[7]!.geo;
    expect(sydney.latitude).toBeCloseTo(-33.87, 1);
    expect(sydney.longitude).toBeCloseTo(151.21, 1);
    expect(jsonLd).not.toContain("<");
  });
});
