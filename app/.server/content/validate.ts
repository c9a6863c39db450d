import type { z } from "zod";
import { hrefsIn, internalLinkProblems } from "./internal-links";

export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * Parses content with its schema, then checks that every internal `href` in it leads to a page (and anchor)
 * that exists; on failure names the source and every bad field.
 */
export function validateContent<S extends z.ZodType>(schema: S, data: unknown, source: string): z.output<S> {
  const result = schema.safeParse(data);
  const problems = result.success
    ? internalLinkProblems(hrefsIn(result.data))
    : result.error.issues.map((issue) => {
        const field = issue.path.length ? issue.path.join(".") : "(root)";
        return `  - ${field}: ${issue.message}`;
      });
  if (result.success && !problems.length) return result.data;
  throw new ContentError(`Invalid content in ${source}:\n${problems.join("\n")}`);
}
