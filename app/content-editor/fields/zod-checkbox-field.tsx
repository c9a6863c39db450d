import type { BasicFormField } from "@keystatic/core";
import { Checkbox } from "@keystar/ui/checkbox";
import { Text } from "@keystar/ui/typography";
import type { FieldOptions } from "./field-options";

/**
 * A yes/no value. An optional one that the file leaves out stays out until the editor ticks it, so an untouched
 * entry is saved as it was read.
 */
export function zodCheckboxField(options: FieldOptions): BasicFormField<boolean | null> {
  const { label, description } = options;
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus }) {
      return (
        <Checkbox isSelected={value ?? false} onChange={onChange} autoFocus={autoFocus}>
          <Text>{label}</Text>
          {description ? <Text slot="description">{description}</Text> : null}
        </Checkbox>
      );
    },
    defaultValue: () => (options.optional ? null : false),
    parse(value) {
      if (value === undefined) return null;
      if (typeof value !== "boolean") throw new Error(`expected yes or no, found ${typeof value}`);
      return value;
    },
    serialize: (value) => ({ value: value ?? undefined }),
    validate: (value) => value,
    reader: { parse: (value) => (typeof value === "boolean" ? value : null) },
  };
}
