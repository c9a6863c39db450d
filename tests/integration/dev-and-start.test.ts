// `npm run dev` and `npm start` are one server (server/site-services.ts, server/app.ts) with the React Router build
// from two places: both are started on one throwaway checkout, each on its own database, and asked the same things.
// The dev server's publish is a real build, so this file takes a few minutes on a busy machine.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { validLead } from "#tests/fixtures/leads.ts";
import { siteCheckout } from "#tests/integration/support/site-checkout.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort, waitFor } from "#tests/integration/support/smtp-relay.ts";

const PUBLISH = "/staff/content/publish";
const BUILD_TIMEOUT = 600_000;

type Server = {
  origin: string;
  site: Awaited<ReturnType<typeof startSite>>;
  database: Awaited<ReturnType<typeof siteDatabase>>;
  db: SiteDb;
  cookie: string;
};

let checkout: ReturnType<typeof siteCheckout>;
const servers: Partial<Record<"dev" | "start", Server>> = {};

async function start(dev: boolean): Promise<Server> {
  const database = await siteDatabase("sqlite");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const site = await startSite({ ...database.env, SITE_URL: origin, HOME: process.env.HOME ?? "/tmp" }, port, { cwd: checkout.dir, dev });
  const db = openDatabase(database);
  const { cookie } = await createStaffSession(db, { email: "editor@example.com", role: "editor" });
  return { origin, site, database, db, cookie };
}

beforeAll(async () => {
  checkout = siteCheckout();
  servers.start = await start(false);
  servers.dev = await start(true);
}, BUILD_TIMEOUT);
afterAll(async () => {
  for (const server of Object.values(servers)) {
    await server.db.destroy();
    await server.site.stop();
    await server.database.remove();
  }
  checkout?.remove();
});

function both(): Server[] {
  if (!servers.dev || !servers.start) throw new Error("both servers should have started");
  return [servers.start, servers.dev];
}

/** What a page's answer says, without what differs per build (asset hashes, nonces). */
async function pageFacts(answer: Response) {
  const html = await answer.text();
  return {
    status: answer.status,
    type: answer.headers.get("content-type"),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, ""),
  };
}

describe("npm run dev and npm start answer the same", () => {
  it("for a public page", async () => {
    const [start, dev] = await Promise.all(both().map(async ({ origin }) => pageFacts(await fetch(`${origin}/`))));
    expect(start).toMatchObject({ status: 200 });
    expect(start?.title).toBeTruthy();
    expect(dev).toEqual(start);
  });

  it("for a lead sent to the API", async () => {
    const [start, dev] = await Promise.all(
      both().map(async ({ site }) => {
        const answer = await site.post(validLead);
        const refused = await site.post({ ...validLead, email: "not an address" });
        // Each lead gets its own reference: the same shape, not the same value.
        const { id, ...body } = (await answer.json()) as { id?: unknown };
        return {
          accepted: { status: answer.status, type: answer.headers.get("content-type"), body, id: typeof id },
          refused: { status: refused.status, body: await refused.json() },
        };
      }),
    );
    expect(start).toMatchObject({ accepted: { status: 200, id: "string" }, refused: { status: 400 } });
    expect(dev).toEqual(start);
    for (const { db } of both()) expect(await db.selectFrom("leads").select("email").execute()).toEqual([{ email: validLead.email }]);
  });

  it("for a staff page, signed in", async () => {
    const [start, dev] = await Promise.all(
      both().map(async ({ origin, cookie }) => pageFacts(await fetch(`${origin}${PUBLISH}`, { headers: { cookie }, redirect: "manual" }))),
    );
    expect(start).toMatchObject({ status: 200 });
    expect(dev).toEqual(start);
  });

  it(
    "for a publish: the dev server builds and records it as the production server does",
    async () => {
      const { origin, cookie, db } = both()[1]!;
      const file = path.join(checkout.dir, "content/blogs/ai-governance-model-risk.md");
      writeFileSync(file, readFileSync(file, "utf8").replace("governance", "Quillfeather governance"));
      const post = (body: string) =>
        fetch(`${origin}${PUBLISH}`, {
          method: "POST",
          redirect: "manual",
          headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
          body,
        });
      // A publish takes the entries marked ready, as an editor marks them on the publish page.
      expect((await post("intent=mark&file=blogs%2Fai-governance-model-risk.md&state=ready")).status).toBe(302);
      const started = await post("");
      expect(started.status).toBe(302);
      const last = async () => (await db.selectFrom("content_publishes").selectAll().orderBy("started_at").execute()).at(-1);
      await waitFor(async () => (await last())?.status !== "running", BUILD_TIMEOUT, "the publish to finish");
      expect(await last()).toMatchObject({ status: "published", actor_email: "editor@example.com", error: null });
      expect(checkout.git("log", "-1", "--format=%s")).toMatch(/^Publish content: 1 file/);
    },
    BUILD_TIMEOUT,
  );
});
