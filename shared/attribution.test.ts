import { afterEach, describe, expect, it } from "vitest";
import { takeAttribution } from "./attribution";
import { apiRequest, testRuntime, validLead } from "#tests/fixtures/leads.ts";

const contactPage = (headers: Record<string, string> = {}) => ({
  url: "https://firm.example/contact-us",
  headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
});

const none = { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };

describe("takeAttribution", () => {
  it("takes the fields a script filled from the visit's first page, leaving the form's own fields", () => {
    const { fields, attribution } = takeAttribution(
      {
        fullName: "Priya",
        landingPage: "/services/data-governance",
        landingReferrer: "https://www.linkedin.com",
        utm_source: " linkedin ",
        utm_medium: "paid",
        utm_campaign: "q4-governance",
        utm_term: "",
      },
      contactPage({ referer: "https://firm.example/contact-us?utm_campaign=other" }),
    );
    expect({ ...fields }).toEqual({ fullName: "Priya" });
    expect(attribution).toEqual({
      ...none,
      landingPage: "/services/data-governance",
      referrerOrigin: "https://www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "paid",
      utm_campaign: "q4-governance",
    });
  });

  it("without the script's fields reads the form page's own address from a same-site Referer, and nothing from another site's", () => {
    const sent = { landingPage: "", landingReferrer: "", utm_campaign: "" };
    expect(
      takeAttribution(sent, contactPage({ referer: "https://firm.example/contact-us?utm_campaign=q4&utm_source=mail&x=1" })).attribution,
    ).toEqual({
      ...none,
      landingPage: "/contact-us",
      referrerOrigin: null,
      utm_campaign: "q4",
      utm_source: "mail",
    });
    expect(takeAttribution({}, contactPage({ referer: "https://elsewhere.example/page?utm_campaign=q4" })).attribution).toEqual({
      ...none,
      landingPage: null,
      referrerOrigin: null,
    });
    expect(takeAttribution({}, contactPage({ referer: "not a url" })).attribution.landingPage).toBeNull();
  });

  it("drops bad values and caps long ones, never refusing the post", () => {
    const { attribution } = takeAttribution(
      {
        landingPage: "/services/x?utm_campaign=y#top",
        landingReferrer: "javascript:alert(1)",
        utm_source: 42,
        utm_medium: ["a", "b"],
        utm_campaign: "x".repeat(5000),
        utm_term: "line\nbreak",
        utm_content: "hidden\u200btext",
      },
      contactPage(),
    );
    expect(attribution).toEqual({ ...none, landingPage: "/services/x", referrerOrigin: null, utm_campaign: "x".repeat(100) });
    for (const landingPage of ["//evil.example/x", "https://evil.example/", "services", 7])
      expect(takeAttribution({ landingPage }, contactPage()).attribution.landingPage).toBeNull();
    expect(takeAttribution({ landingPage: `/${"a".repeat(5000)}` }, contactPage()).attribution.landingPage).toHaveLength(300);
    expect(
      takeAttribution({ landingPage: "/", landingReferrer: "https://news.example/story?id=1" }, contactPage()).attribution,
    ).toMatchObject({
      referrerOrigin: "https://news.example",
    });
  });
});

describe("a lead sent with its visit's attribution", () => {
  let env: Awaited<ReturnType<typeof testRuntime>> | undefined;
  afterEach(async () => {
    await env?.close();
    env = undefined;
  });

  it("is stored with its first page, referring site and campaign, and the post's other fields are checked as before", async () => {
    env = await testRuntime();
    const body = {
      ...validLead,
      landingPage: "/services/data-governance",
      landingReferrer: "https://www.linkedin.com",
      utm_campaign: "q4",
      utm_source: 9,
    };
    const answer = await env.runtime.handleApi(apiRequest({ body: JSON.stringify(body) }), "10.9.0.1");
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    expect(await env.runtime.leads.get(id)).toMatchObject({
      landing_page: "/services/data-governance",
      referrer_origin: "https://www.linkedin.com",
      utm_campaign: "q4",
      utm_source: null,
    });
    const unknown = await env.runtime.handleApi(apiRequest({ body: JSON.stringify({ ...validLead, utm_other: "x" }) }), "10.9.0.1");
    expect(unknown.status).toBe(400);
  });
});
