/** What every field made from a zod schema knows besides the schema. */
export type FieldOptions = {
  label: string;
  description?: string;
  /** The field may be absent from the file (zod `.optional()`): an empty value is then left out, not written as "". */
  optional: boolean;
};
