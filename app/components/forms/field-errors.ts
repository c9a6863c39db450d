export type FieldErrors = Partial<Record<string, string[] | null>>;

type Schema = { safeParse: (value: unknown) => { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } };

/** A shared schema's messages for a form's current values, by field (empty when valid). */
export function fieldErrors(schema: Schema, formData: FormData): FieldErrors {
  const result = schema.safeParse(Object.fromEntries(formData));
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
