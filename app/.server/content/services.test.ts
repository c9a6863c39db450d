import { describe, expect, it } from "vitest";
import { offeringCatalogue, offeringPaths, validateOfferings } from "./services";
import { readCollection } from "./content-files";

const services = readCollection("services");
const aiOfferings = readCollection("aiOfferings");

const copy = <T>(value: T): T => structuredClone(value);

/** The words of an offering's own copy, as its page reads them. */
function words(service: (typeof services)[number]): number {
  const text = [
    service.summary,
    ...service.intro,
    ...(service.cards ?? []).flatMap((card) => [card.title, ...card.points]),
    service.list.title,
    ...service.list.items,
  ];
  text.push(...service.engagement.flatMap((phase) => [phase.phase, phase.description, ...phase.deliverables]));
  text.push(...(service.tabs ?? []).flatMap((tab) => [tab.name, ...tab.cards.flatMap((card) => [card.title, card.content])]));
  return text.join(" ").split(/\s+/).length;
}

describe("service and AI offering content", () => {
  it("validates: twelve services, four AI offerings, each page at its own address", () => {
    const { offerings } = offeringCatalogue();
    expect(offerings.filter((offering) => offering.kind === "service")).toHaveLength(12);
    expect(offerings.filter((offering) => offering.kind === "ai").map((offering) => offering.href)).toEqual([
      "/aiservices/document-intelligence",
      "/aiservices/predictive-models",
      "/aiservices/conversational-assistants",
      "/aiservices/ai-governance-mlops",
    ]);
    expect(offeringPaths()).toContain("/services/staffing-solutions");
  });

  it("fails on an industry slug that does not exist, naming the file, the entry and the field", () => {
    const broken = copy(services);
    broken[2]!.industries = ["banking", "bankng"];
    expect(() => validateOfferings(broken, aiOfferings)).toThrow(
      'Invalid content in content/services/:\n  - master-data-management.industries.1: no industry has the slug "bankng"',
    );
  });

  it("fails on a related offering that does not exist, in either file", () => {
    const broken = copy(aiOfferings);
    broken[0]!.related = ["data-quality", "chatbots"];
    expect(() => validateOfferings(services, broken)).toThrow(
      'Invalid content in content/ai-offerings/:\n  - document-intelligence.related.1: no service or AI offering has the slug "chatbots"',
    );
  });

  it("names the field of an entry that breaks the schema", () => {
    const broken = copy(services);
    broken[0]!.icon = "shield" as never;
    expect(() => validateOfferings(broken, aiOfferings)).toThrow(/content\/services\/:\n {2}- 0\.icon:/);
  });

  it("keeps an AI offering in the AI family and a slug in one file only", () => {
    const moved = copy(aiOfferings);
    moved[1]!.family = "data-services";
    expect(() => validateOfferings(services, moved)).toThrow(
      /content\/ai-offerings\/:\n {2}- 1\.family: an AI offering belongs to the ai-solution family/,
    );
    const clash = copy(aiOfferings);
    clash[0]!.slug = "data-engineering";
    expect(() => validateOfferings(services, clash)).toThrow("data-engineering: the slug is already a service in content/services/");
  });

  it.each([...services, ...aiOfferings].map((service) => [service.slug, service] as const))(
    "%s reads as 500 to 900 words and names its regulation in the copy",
    (_, service) => {
      expect(words(service)).toBeGreaterThanOrEqual(500);
      expect(words(service)).toBeLessThanOrEqual(900);
      const prose = JSON.stringify([service.intro, service.cards, service.list, service.engagement, service.tabs ?? []]);
      for (const regulation of service.regulations ?? []) expect(prose, regulation).toContain(regulation.split(" (")[0]);
    },
  );
});
