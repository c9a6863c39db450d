import type { BasicFormField } from "@keystatic/core";
import type { z } from "zod";
import type { FieldOptions } from "./field-options";
import { checkedBy, zodMessage } from "./zod-message";
import { CheckedTextInput } from "./checked-text-input";

/** Paragraphs as the editor types them: separated by an empty line. */
const PARAGRAPH_BREAK = /\n[ \t]*\n\s*/;

export const paragraphsOf = (text: string): string[] =>
  text
    .split(PARAGRAPH_BREAK)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");

export const textOf = (paragraphs: readonly string[]): string => paragraphs.join("\n\n");

/**
 * A list of paragraphs (the file keeps a YAML list of strings) edited as one text area, an empty line between
 * paragraphs, instead of a dialog per paragraph. The list, each paragraph and the list's length are checked by the
 * list's own zod schema.
 */
export function zodParagraphsField(schema: z.ZodType, options: FieldOptions): BasicFormField<string> {
  const { label, optional } = options;
  const description = [options.description, "Leave an empty line between paragraphs."].filter(Boolean).join(" ");
  const asStored = (value: string) => {
    const paragraphs = paragraphsOf(value);
    return optional && paragraphs.length === 0 ? undefined : paragraphs;
  };
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      return (
        <CheckedTextInput
          label={label}
          description={description}
          value={value}
          onChange={onChange}
          autoFocus={autoFocus}
          isRequired={!optional}
          multiline
          message={zodMessage(schema, asStored(value))}
          forceValidation={forceValidation}
        />
      );
    },
    defaultValue: () => "",
    parse(value) {
      if (value === undefined) return "";
      if (!Array.isArray(value) || !value.every((each) => typeof each === "string"))
        throw new Error("expected a list of paragraphs (text)");
      return textOf(value);
    },
    ...checkedBy(schema, asStored, (value) => (Array.isArray(value) ? textOf(value.map(String)) : "")),
  };
}
