// Every staff door refuses a post that carries neither Origin nor Sec-Fetch-Site (a script outside a browser; every
// browser sends Origin with a post), the same way, and does nothing: through the built server, whose origin pre-check
// answers before React Router, and through React Router's handler alone, where the staff guard
// (app/.server/staff/staff-guard.ts, the middleware of every staff route module) is what refuses it.
import { request as httpRequest } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext } from "#app/.server/request-context.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { readStaffConfig } from "#server/staff/config.ts";
import { createStaffRuntime } from "#server/staff/runtime.ts";
import { testRuntime } from "#tests/fixtures/leads.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort } from "#tests/integration/support/smtp-relay.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";

/** Every address under /staff that a post can reach: the pages, the full-window editor, and the staff API doors. */
const DOORS = [
  staffPaths.home,
  `${staffPaths.home}?index`,
  staffPaths.passkey,
  staffPaths.audit,
  staffPaths.leads,
  `${staffPaths.leads}.data`,
  staffPaths.insights,
  staffPaths.lead("L-20250101-AAAAAAAAAA"),
  staffPaths.leadsPurge,
  staffPaths.contentPublish,
  staffPaths.contentLinks,
  staffPaths.content,
  `${staffPaths.content}/collection/services`,
  `${staffPaths.contentApi}/update`,
  `${staffPaths.contentApi}/tree`,
  staffPaths.contentPreview("/services"),
  staffPaths.leadsExport,
  staffPaths.passkeyRegister,
  staffPaths.signIn,
  staffPaths.signInLink,
  staffPaths.passkeySignIn,
  staffPaths.signOut,
];

const FORM = "intent=status&status=won&email=admin-doors%40lumenor.example&before=2099-01-01&confirm=1";

/** What the database holds that a staff post could change. */
const footprint = (db: SiteDb) =>
  Promise.all(
    (["staff_audit", "staff_sessions", "staff_mail", "staff_challenges", "staff_passkeys", "leads"] as const).map(async (table) => {
      const { count } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      return [table, Number(count)] as const;
    }),
  );

const everyDoor = <T>(answer: T) => Object.fromEntries(DOORS.map((door) => [door, answer]));

describe("a staff post with neither Origin nor Sec-Fetch-Site", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let database: Awaited<ReturnType<typeof siteDatabase>>;
  let db: SiteDb;

  beforeAll(async () => {
    database = await siteDatabase("sqlite");
    const port = await freePort();
    site = await startSite({ ...database.env, SITE_URL: `http://127.0.0.1:${port}` }, port);
    db = openDatabase(database);
  });
  afterAll(async () => {
    await db?.destroy();
    await site?.stop();
    await database?.remove();
  });

  /** A post as a script sends it: a session cookie, a form, and no Origin or Sec-Fetch-Site header at all. */
  function post(door: string, cookie: string): Promise<{ status: number; type: string; body: string }> {
    return new Promise((resolve, reject) => {
      const sent = httpRequest({ host: "127.0.0.1", port: site.port, path: door, method: "POST" }, (reply) => {
        let body = "";
        reply.setEncoding("utf8");
        reply.on("data", (chunk: string) => (body += chunk));
        reply.on("end", () => resolve({ status: reply.statusCode ?? 0, type: reply.headers["content-type"] ?? "", body }));
      });
      sent.on("error", reject);
      sent.setHeader("cookie", cookie);
      sent.setHeader("content-type", "application/x-www-form-urlencoded");
      sent.end(FORM);
    });
  }

  it("is refused by the server at every door with the same 403 in words, and changes nothing", async () => {
    const admin = await createStaffSession(db, { email: "admin-doors@lumenor.example", role: "admin" });
    const before = await footprint(db);
    const answers: Record<string, unknown> = {};
    for (const door of DOORS) answers[door] = await post(door, admin.cookie);
    expect(answers).toEqual(everyDoor({ status: 403, type: "text/plain; charset=utf-8", body: "Cross-origin requests are refused" }));
    expect(await footprint(db)).toEqual(before);
  });

  // A guard for the move of the role checks into the guard (it passes on the code before it too): a page's refusal
  // is thrown by its loaders, so every loader of a refused page, and its data request, must refuse.
  it("answers a member's GET of another role's door, page, data request or API, with 403", async () => {
    const refusedTo = {
      sales: [
        staffPaths.audit,
        `${staffPaths.audit}.data`,
        staffPaths.leadsPurge,
        staffPaths.content,
        staffPaths.contentPublish,
        `${staffPaths.contentPublish}.data`,
        `${staffPaths.contentApi}/tree`,
        staffPaths.contentPreview("/services"),
      ],
      editor: [
        staffPaths.leads,
        `${staffPaths.leads}.data`,
        staffPaths.lead("L-20250101-AAAAAAAAAA"),
        staffPaths.leadsExport,
        `${staffPaths.leadsPurge}.data`,
      ],
    } as const;
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const role of ["sales", "editor"] as const) {
      const { cookie } = await createStaffSession(db, { email: `${role}-doors@lumenor.example`, role });
      for (const door of refusedTo[role]) {
        answers[`${role} ${door}`] = (await fetch(`${site.base}${door}`, { redirect: "manual", headers: { cookie } })).status;
        expected[`${role} ${door}`] = 403;
      }
    }
    expect(answers).toEqual(expected);
  });

  it("is refused by the staff guard at every door with React Router alone, before any action runs", async () => {
    const build = (await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")).href)) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    const env = await testRuntime();
    try {
      await env.runtime.worker.stop();
      const staff = createStaffRuntime(env.runtime, readStaffConfig({ SITE_URL: "http://127.0.0.1:3000" }));
      const admin = await createStaffSession(env.runtime.db, { email: "admin-doors@lumenor.example", role: "admin" });
      const before = await footprint(env.runtime.db);
      const answers: Record<string, number> = {};
      for (const door of DOORS) {
        const request = new Request(`http://127.0.0.1:3000${door}`, {
          method: "POST",
          headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
          body: FORM,
        });
        answers[door] = (await handle(request, requestContext({ leads: env.runtime, staff, clientIp: "203.0.113.9" }))).status;
      }
      expect(answers).toEqual(everyDoor(403));
      expect(await footprint(env.runtime.db)).toEqual(before);
    } finally {
      await env.close();
    }
  });
});
