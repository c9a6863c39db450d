import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { ComponentSchema } from "@keystatic/core";

/**
 * Keystatic's own parse and serialize of an entry's fields (the functions its editor runs when it opens and saves
 * an entry), for tests. They are not exported by the package, so this finds the chunk of the installed version that
 * exports them; a version that renames them fails here, loudly.
 */
export type KeystaticInternals = {
  parseProps: (
    schema: ComponentSchema,
    value: unknown,
    path: string[],
    pathWithSlugs: string[],
    parseFormField: (field: ComponentSchema & { kind: "form" }, value: unknown, path: string[]) => unknown,
    validateArrayLength: boolean,
  ) => unknown;
  serializeProps: (
    value: unknown,
    schema: ComponentSchema,
    slugField: string | undefined,
    slug: string | undefined,
    suggestFilenames: boolean,
  ) => { value: unknown; extraFiles: { path: string; contents: Uint8Array }[] };
};

export async function keystaticInternals(): Promise<KeystaticInternals> {
  const dist = path.resolve("node_modules/@keystatic/core/dist");
  for (const name of readdirSync(dist).filter((file) => /^index-[0-9a-f]+\.js$/.test(file))) {
    const code = readFileSync(path.join(dist, name), "utf8");
    const parse = /\bparseProps as (\w+)\b/.exec(code)?.[1];
    const serialize = /\bserializeProps\$1 as (\w+)\b/.exec(code)?.[1];
    if (!parse || !serialize || !code.includes("function serializeProps$1(rootValue, rootSchema")) continue;
    const chunk = (await import(/* @vite-ignore */ path.join(dist, name))) as Record<string, unknown>;
    return {
      parseProps: chunk[parse] as KeystaticInternals["parseProps"],
      serializeProps: chunk[serialize] as KeystaticInternals["serializeProps"],
    };
  }
  throw new Error("Keystatic's parseProps and serializeProps were not found in @keystatic/core's browser build");
}
