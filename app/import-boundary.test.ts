import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** A relative path `levels` folders up, as a probe file would write it (built, so no path in this file climbs out). */
const up = (levels: number) => "../".repeat(levels);

/** The import rules eslint.config.js gives a file at `filePath` (inside the repository), as `npm run lint` applies them. */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

describe("the app imports server/ for types only", () => {
  it("refuses a value import of a server module from a loader's module, by alias or by a relative path; a type import passes, as does a test's", async () => {
    expect(
      await restrictedImports("app/.server/probe.ts", 'import { siteOrigin } from "#server/env.ts";\nexport const probe = siteOrigin;\n'),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        "app/routes/probe/route.tsx",
        `import { siteOrigin } from "${up(3)}server/env";\nexport const probe = siteOrigin;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports("app/root.tsx", 'import { siteOrigin } from "#server/env.ts";\nexport const probe = siteOrigin;\n'),
    ).toHaveLength(1);
    const typeOnly = 'import type { LeadRuntime } from "#server/leads/runtime.ts";\nexport type Probe = LeadRuntime;\n';
    expect(await restrictedImports("app/.server/probe.ts", typeOnly)).toEqual([]);
    expect(
      await restrictedImports(
        "app/.server/probe.test.ts",
        'import { siteOrigin } from "#server/env.ts";\nexport const probe = siteOrigin;\n',
      ),
    ).toEqual([]);
  });

  it("refuses one from a component by a relative path too", async () => {
    expect(
      await restrictedImports(
        "app/components/probe.tsx",
        `import { siteOrigin } from "${up(2)}server/env";\nexport const probe = siteOrigin;\n`,
      ),
    ).toHaveLength(1);
  });
});

describe("the folders are layers: no folder imports one above it, so no two folders import each other", () => {
  const value = (from: string) => `import { probe as p } from "${from}";\nexport const probe = p;\n`;

  it("refuses shared/ importing any other folder, even for a type", async () => {
    expect(await restrictedImports("shared/probe.ts", value("#content/schema/site.ts"))).toHaveLength(1);
    expect(
      await restrictedImports("shared/probe.ts", 'import type { Lead } from "#server/leads/lead-repository.ts";\nexport type P = Lead;\n'),
    ).toHaveLength(1);
  });

  it("refuses content/ importing app/, server/ or scripts/, and lets it import shared/", async () => {
    expect(await restrictedImports("content/schema/probe.ts", value("#server/env.ts"))).toHaveLength(1);
    expect(await restrictedImports("content/schema/probe.ts", value(`${up(2)}app/lib/dates`))).toHaveLength(1);
    expect(await restrictedImports("content/schema/probe.ts", value("#shared/paths.ts"))).toEqual([]);
  });

  it("refuses server/ importing app/'s values, scripts/ or tests/, and lets it name app/'s types", async () => {
    expect(await restrictedImports("server/probe.ts", value("#app/.server/content/site.ts"))).toHaveLength(1);
    expect(await restrictedImports("server/probe.ts", value("#scripts/post-build.ts"))).toHaveLength(1);
    expect(await restrictedImports("server/probe.ts", value("#tests/fixtures/leads.ts"))).toHaveLength(1);
    expect(
      await restrictedImports(
        "server/probe.ts",
        'import type { RequestFacts } from "#app/.server/request-context.ts";\nexport type P = RequestFacts;\n',
      ),
    ).toEqual([]);
  });

  it("refuses the app's server side importing scripts/ or tests/", async () => {
    expect(await restrictedImports("app/.server/probe.ts", value("#scripts/post-build.ts"))).toHaveLength(1);
  });
});
