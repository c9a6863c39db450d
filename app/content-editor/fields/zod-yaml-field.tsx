import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { TextArea } from "@keystar/ui/text-field";
import { dump, load } from "js-yaml";
import type { z } from "zod";
import type { FieldOptions } from "./field-options";
import { zodMessage } from "./zod-message";
import { useShownError } from "./use-shown-error";

/** What the YAML text holds, or why it cannot be read. */
function readYaml(text: string): { value: unknown } | { error: string } {
  if (text.trim() === "") return { value: undefined };
  try {
    return { value: load(text) };
  } catch (error) {
    return { error: `not valid YAML: ${(error as Error).message.split("\n")[0]}` };
  }
}

function problem(schema: z.ZodType, text: string): string | undefined {
  const read = readYaml(text);
  if ("error" in read) return read.error;
  return zodMessage(schema, read.value);
}

/**
 * A part of an entry no form field can express (an optional group, a map, a drawing's layout): its YAML in a text
 * area, checked by the part's own zod schema, the message beside it.
 */
export function zodYamlField(schema: z.ZodType, options: FieldOptions): BasicFormField<string> {
  const { label, description } = options;
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const { errorMessage, markTouched } = useShownError(problem(schema, value), forceValidation);
      return (
        <TextArea
          label={label}
          description={description ?? "Written as YAML."}
          value={value}
          onChange={onChange}
          onBlur={markTouched}
          autoFocus={autoFocus}
          errorMessage={errorMessage}
          UNSAFE_style={{ fontFamily: "monospace" }}
        />
      );
    },
    defaultValue: () => "",
    parse: (value) => (value === undefined ? "" : dump(value, { lineWidth: -1 })),
    serialize(text) {
      const read = readYaml(text);
      return { value: "error" in read ? undefined : (read.value as FormFieldStoredValue) };
    },
    validate(text) {
      const message = problem(schema, text);
      if (message !== undefined) throw new Error(message);
      return text;
    },
    reader: {
      parse(value) {
        const message = zodMessage(schema, value);
        if (message !== undefined) throw new Error(message);
        return value === undefined ? "" : dump(value, { lineWidth: -1 });
      },
    },
  };
}
