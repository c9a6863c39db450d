import type { FormFieldStoredValue } from "@keystatic/core";
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

/**
 * How a field over a zod schema saves and checks its value: `stored` is the value as the file holds it (undefined:
 * left out), checked by the schema before a save and when Keystatic's reader reads the file; `fromFile` is what the
 * reader gives back.
 */
export function checkedBy<T>(schema: z.ZodType, stored: (value: T) => FormFieldStoredValue, fromFile: (value: FormFieldStoredValue) => T) {
  return {
    serialize: (value: T) => ({ value: stored(value) }),
    validate(value: T) {
      refuseWith(schema, stored(value));
      return value;
    },
    reader: {
      parse(value: FormFieldStoredValue) {
        refuseWith(schema, value);
        return fromFile(value);
      },
    },
  };
}
