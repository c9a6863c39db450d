import type { z } from "zod";

/** The schema's own words for why `value` is refused, or undefined when the schema takes it. */
export function zodMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** What a field's validate() throws: Keystatic keeps the entry from being saved and the field shows the message. */
export function refuseWith(schema: z.ZodType, value: unknown): void {
  const message = zodMessage(schema, value);
  if (message !== undefined) throw new Error(message);
}
