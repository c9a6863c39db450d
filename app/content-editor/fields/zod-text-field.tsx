import type { BasicFormField } from "@keystatic/core";
import type { z } from "zod";
import type { FieldOptions } from "./field-options";
import { checkedBy, zodMessage } from "./zod-message";
import { CheckedTextInput } from "./checked-text-input";

/** A text value checked by its zod schema (a string, or a union of string formats such as a link). */
export function zodTextField(schema: z.ZodType, options: FieldOptions & { multiline: boolean }): BasicFormField<string> {
  const { label, description, optional, multiline } = options;
  // An optional field left empty is absent from the file, and is checked as absent.
  const asStored = (value: string) => (optional && value === "" ? undefined : value);
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
          multiline={multiline}
          message={zodMessage(schema, asStored(value))}
          forceValidation={forceValidation}
        />
      );
    },
    defaultValue: () => "",
    parse(value) {
      if (value === undefined) return "";
      if (typeof value !== "string") throw new Error(`expected text, found ${typeof value}`);
      return value;
    },
    ...checkedBy(schema, asStored, (value) => (typeof value === "string" ? value : "")),
  };
}
