import type { BasicFormField } from "@keystatic/core";
import { Checkbox, CheckboxGroup } from "@keystar/ui/checkbox";
import { z } from "zod";
import type { FieldOptions } from "./field-options";
import { refuseWith, zodMessage } from "./zod-message";
import { useShownError } from "./use-shown-error";

/**
 * A list of other entries (a service's industries): a box for each entry that exists, no free text. The list is
 * checked by the field's zod schema and, entry by entry, against the entries that exist; one the file names that
 * does not exist stays on show, marked, with the message, until the editor clears it.
 */
export function referenceField(schema: z.ZodType, existing: readonly string[], options: FieldOptions): BasicFormField<string[]> {
  const { label, description } = options;
  const known = new Set(existing);
  const checked = schema.superRefine((value, ctx) => {
    if (!Array.isArray(value)) return;
    for (const slug of value as unknown[])
      if (typeof slug === "string" && !known.has(slug))
        ctx.addIssue({ code: "custom", message: `"${slug}" is not an entry: choose from the list` });
  });
  return {
    kind: "form",
    label,
    Input({ value, onChange, forceValidation }) {
      const unknown = value.filter((slug) => !known.has(slug));
      // An entry the file names that does not exist is flagged at once, before anyone touches the field.
      const { errorMessage, markTouched } = useShownError(zodMessage(checked, value), forceValidation || unknown.length > 0);
      return (
        <CheckboxGroup
          label={label}
          description={description}
          value={value}
          onChange={(next) => {
            markTouched();
            onChange(next);
          }}
          errorMessage={errorMessage}
        >
          {[...unknown, ...existing].map((slug) => (
            <Checkbox key={slug} value={slug}>
              {known.has(slug) ? slug : `${slug} (no such entry)`}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
    },
    defaultValue: () => [],
    parse(value) {
      if (value === undefined) return [];
      if (!Array.isArray(value) || !value.every((slug) => typeof slug === "string")) throw new Error("expected a list of entries");
      return [...(value as string[])];
    },
    // Written even when empty: a list the schema defaults to [] means the same absent or empty, and the file may say [].
    serialize: (value) => ({ value }),
    validate(value) {
      refuseWith(checked, value);
      return value;
    },
    reader: {
      parse(value) {
        refuseWith(schema, value);
        return Array.isArray(value) ? z.array(z.string()).parse(value) : [];
      },
    },
  };
}
