import type { z } from "zod";

export class ContentError extends Error {
  override name = "ContentError";
}

/** Parses content with its schema; on failure names the source and every bad field. */
export function validateContent<S extends z.ZodType>(schema: S, data: unknown, source: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join(".") : "(root)";
    return `  - ${field}: ${issue.message}`;
  });
  throw new ContentError(`Invalid content in ${source}:\n${problems.join("\n")}`);
}
