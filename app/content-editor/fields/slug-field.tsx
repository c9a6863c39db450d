import type { SlugFormField } from "@keystatic/core";
import { TextField } from "@keystar/ui/text-field";
import type { z } from "zod";
import { zodMessage } from "./zod-message";
import { useShownError } from "./use-shown-error";

/**
 * A collection entry's slug: its file name and the last part of its address. Keystatic keeps it as the file name;
 * the file itself does not repeat it. Checked by the slug's zod schema and against the other entries' slugs.
 */
export function slugField(schema: z.ZodType, label: string): SlugFormField<string, string, string, null> {
  const problem = (value: string, slugs?: ReadonlySet<string>) =>
    zodMessage(schema, value) ?? (slugs?.has(value) ? "another entry already has this slug" : undefined);
  const validate = (value: string, extra?: { slugField: { slugs: Set<string> } }) => {
    const message = problem(value, extra?.slugField.slugs);
    if (message !== undefined) throw new Error(message);
    return value;
  };
  return {
    kind: "form",
    formKind: "slug",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const { errorMessage, markTouched } = useShownError(problem(value), forceValidation);
      return (
        <TextField
          label={label}
          description="The file name and the end of the page's address: letters, digits and single hyphens."
          value={value}
          onChange={onChange}
          onBlur={markTouched}
          autoFocus={autoFocus}
          isRequired
          errorMessage={errorMessage}
        />
      );
    },
    defaultValue: () => "",
    parse: (value, extra) => extra?.slug ?? (typeof value === "string" ? value : ""),
    serialize: (value) => ({ value }),
    serializeWithSlug: (value) => ({ slug: value, value: undefined }),
    validate,
    reader: {
      parse: (value) => validate(typeof value === "string" ? value : ""),
      parseWithSlug: (_value, { slug }) => {
        validate(slug);
        return null;
      },
    },
  };
}
