import type { BasicFormField } from "@keystatic/core";
import { NumberField } from "@keystar/ui/number-field";
import type { z } from "zod";
import type { FieldOptions } from "./field-options";
import { checkedBy, zodMessage } from "./zod-message";
import { useShownError } from "./use-shown-error";

/** A number checked by its zod schema (e.g. an entry's `order`). */
export function zodNumberField(schema: z.ZodType, options: FieldOptions): BasicFormField<number | null> {
  const { label, description, optional } = options;
  const asStored = (value: number | null) => (value === null ? undefined : value);
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const { errorMessage, markTouched } = useShownError(zodMessage(schema, asStored(value)), forceValidation);
      return (
        <NumberField
          label={label}
          description={description}
          value={value ?? Number.NaN}
          onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
          onBlur={markTouched}
          autoFocus={autoFocus}
          isRequired={!optional}
          errorMessage={errorMessage}
        />
      );
    },
    defaultValue: () => null,
    parse(value) {
      if (value === undefined) return null;
      if (typeof value !== "number") throw new Error(`expected a number, found ${typeof value}`);
      return value;
    },
    ...checkedBy(schema, asStored, (value) => (typeof value === "number" ? value : null)),
  };
}
