import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

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
        'import { siteOrigin } from "../../../server/env";\nexport const probe = siteOrigin;\n',
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
        'import { siteOrigin } from "../../server/env";\nexport const probe = siteOrigin;\n',
      ),
    ).toHaveLength(1);
  });
});
