import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { contentSets } from "#content/schema/registry.ts";

// The file's other facts are the pages' concern: this reads past them (a plain object, not the file's strict one).
const serverFactsSchema = z.object(contentSets.site.schema.pick({ shortName: true, leadsTo: true, mailFrom: true }).shape);

/** The company facts the server itself needs: where lead mail goes and comes from, and the name passkeys show. */
export type ServerSiteFacts = ReturnType<typeof serverFactsSchema.parse>;

/**
 * Reads those facts from the content's site.yaml with the schema the pages use (the pages read the same file through
 * their own loaders; the build checks the whole file). A missing or bad fact names the file and the field.
 */
export function readSiteFacts(contentDir = path.resolve("content")): ServerSiteFacts {
  const file = path.join(contentDir, contentSets.site.path);
  const result = serverFactsSchema.safeParse(parse(readFileSync(file, "utf8")));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
  throw new Error(`content/${contentSets.site.path} has no usable company facts for the server: ${problems.join("; ")}`);
}
