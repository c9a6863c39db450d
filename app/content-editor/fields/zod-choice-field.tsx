import type { BasicFormField } from "@keystatic/core";
import { Item, Picker } from "@keystar/ui/picker";
import type { z } from "zod";
import type { FieldOptions } from "./field-options";
import { checkedBy, zodMessage } from "./zod-message";
import { useShownError } from "./use-shown-error";

type Choice = string | number | boolean;
const NONE = "";
const keyOf = (value: Choice | null) => (value === null ? NONE : JSON.stringify(value));

/**
 * One of a fixed list (a zod enum, or a union of literals such as a card type or a `true` marker). A value the file holds that is not
 * on the list stays on show, marked, with the schema's message, until the editor picks one that is.
 */
export function zodChoiceField(schema: z.ZodType, choices: readonly Choice[], options: FieldOptions): BasicFormField<Choice | null> {
  const { label, description, optional } = options;
  const asStored = (value: Choice | null) => (value === null ? undefined : value);
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const unlisted = value !== null && !choices.includes(value);
      // A value the file holds that is not on the list is flagged at once, before anyone touches the field.
      const { errorMessage, markTouched } = useShownError(zodMessage(schema, asStored(value)), forceValidation || unlisted);
      const listed: { key: string; label: string }[] = choices.map((choice) => ({ key: keyOf(choice), label: String(choice) }));
      if (unlisted) listed.unshift({ key: keyOf(value), label: `${String(value)} (not allowed)` });
      if (optional) listed.unshift({ key: NONE, label: "(none)" });
      return (
        <Picker
          label={label}
          description={description}
          items={listed}
          selectedKey={keyOf(value)}
          onSelectionChange={(key) => {
            markTouched();
            onChange(key === NONE || key === null ? null : (JSON.parse(String(key)) as Choice));
          }}
          onBlur={markTouched}
          autoFocus={autoFocus}
          isRequired={!optional}
          errorMessage={errorMessage}
        >
          {(item) => <Item key={item.key}>{item.label}</Item>}
        </Picker>
      );
    },
    defaultValue: () => (optional ? null : (choices[0] ?? null)),
    parse(value) {
      if (value === undefined) return null;
      if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")
        throw new Error(`expected one of ${choices.join(", ")}`);
      return value;
    },
    ...checkedBy(schema, asStored, (value) =>
      typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null,
    ),
  };
}
