import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedLinks } from "#server/downloads/signed-link.ts";
import { paths } from "#shared/paths.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { decodeMail, startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

const secret = "integration-download-secret-0123456789abcdef";
const keyword = "whitepapers-details";
const dataDir = mkdtempSync(path.join(tmpdir(), "whitepaper-download-"));
let site: Awaited<ReturnType<typeof startSite>>;
let relay: Awaited<ReturnType<typeof startRelay>>;

beforeAll(async () => {
  relay = await startRelay();
  site = await startSite({ DATA_DIR: dataDir, SMTP_URL: relay.url, DOWNLOAD_SECRET: secret, MAIL_TO: "sales@firm.example" });
});
afterAll(async () => {
  await site?.stop();
  await relay?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The download form posted as a browser without JavaScript posts it. */
function postForm(fields: Record<string, string>, paper = keyword) {
  return fetch(`${site.base}${paths.whitepaperDownload(paper)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.base },
    body: new URLSearchParams(fields),
  });
}

const fileLink = (html: string) =>
  html.match(/href="(\/resources\/whitepapers\/[^"]+\/download\/file\?[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");

describe("the whitepaper download against the built server and a real SMTP relay", () => {
  it("stores the lead as a whitepaper lead, mails sales naming the paper, and answers with a signed link to the PDF", async () => {
    const response = await postForm({
      fullName: "Dana Whitfield",
      email: "dana.whitfield@northvalehealth.org",
      organisation: "Northvale Health",
      website: "",
      elapsed: "",
      referrer: "",
    });
    expect(response.status).toBe(200);
    const link = fileLink(await response.text());
    expect(link).toBeDefined();

    const pdf = await fetch(`${site.base}${link}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain(`${keyword}.pdf`);
    expect(pdf.headers.get("cache-control")).toContain("no-store");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const db = new SQLite(path.join(dataDir, "leads.sqlite"), { readonly: true });
    const lead = db.prepare("select * from leads where email = ?").get("dana.whitfield@northvalehealth.org") as Record<string, unknown>;
    db.close();
    expect(lead).toMatchObject({
      kind: "whitepaper",
      topic: keyword,
      full_name: "Dana Whitfield",
      organisation: "Northvale Health",
      source: "form",
    });

    await waitFor(() => relay.mails.some((mail) => decodeMail(mail.raw).includes("Dana Whitfield")), 10_000, "the notification");
    const mail = decodeMail(relay.mails.find((each) => decodeMail(each.raw).includes("Dana Whitfield"))!.raw);
    expect(mail).toMatch(/^Subject: .*Whitepaper(_| )download/m);
    expect(mail).toContain("A prospect downloaded a whitepaper from the website");
    expect(mail).toContain("Kind: Whitepaper download");
    expect(mail).toContain(`Whitepaper: ${keyword} (${paths.whitepaper(keyword)})`);
    expect(mail).not.toMatch(/^Phone:/m);
  });

  it("answers bad input with the contact form's messages in the page, storing nothing", async () => {
    const response = await postForm({ fullName: "", email: "dana@", organisation: "Northvale Health" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("This field is required");
    expect(html).toContain("Enter valid email");
    expect(fileLink(html)).toBeUndefined();
    const db = new SQLite(path.join(dataDir, "leads.sqlite"), { readonly: true });
    const stored = db.prepare("select count(*) as n from leads where email = ?").get("dana@") as { n: number };
    db.close();
    expect(stored.n).toBe(0);
  });

  it("refuses a tampered or expired link with 403 and the form again; an unknown paper is 404", async () => {
    const valid = createSignedLinks(secret).link(keyword);
    const tampered = valid.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3_600_000}`);
    const forged = createSignedLinks("another-secret-of-the-same-length-0123456789").link(keyword);
    const expired = createSignedLinks(secret, -1_000).link(keyword);
    for (const [link, heading] of [
      [tampered, "This download link is not valid"],
      [forged, "This download link is not valid"],
      [paths.whitepaperFile(keyword), "This download link is not valid"],
      [expired, "This download link has expired"],
    ] as const) {
      const response = await fetch(`${site.base}${link}`);
      expect(response.status, link).toBe(403);
      const html = await response.text();
      expect(html).toContain(heading);
      expect(html).toMatch(/<form[^>]+action="\/resources\/whitepapers\/whitepapers-details\/download"/);
      expect(html).toContain('name="fullName"');
    }
    expect((await fetch(`${site.base}${valid}`)).status).toBe(200);
    expect((await fetch(`${site.base}${createSignedLinks(secret).link("no-such-paper")}`)).status).toBe(404);
  });

  it("serves brochures as public files, but never a whitepaper's PDF without a signed link", async () => {
    const brochure = await fetch(`${site.base}${paths.brochurePdf("data-services")}`);
    expect(brochure.status).toBe(200);
    expect(brochure.headers.get("cache-control")).toContain("public");
    expect(
      Buffer.from(await brochure.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    for (const guess of [`/downloads/whitepapers/${keyword}.pdf`, `/${keyword}.pdf`, `/../downloads/whitepapers/${keyword}.pdf`]) {
      expect((await fetch(`${site.base}${guess}`)).status, guess).toBe(404);
    }
  });

  it("will not start in production with DATABASE_URL but no DOWNLOAD_SECRET, and says why", async () => {
    await expect(startSite({ DATA_DIR: dataDir, DATABASE_URL: "postgres://127.0.0.1:9/site", DOWNLOAD_SECRET: "" })).rejects.toThrow(
      /DOWNLOAD_SECRET is not set/,
    );
  });
});
