import matter from "gray-matter";
import { parse } from "yaml";

/** One field a publish changed: its name as a path ("faqs.2.answer"), and its text before and after (null: absent). */
export type FieldChange = { field: string; before: string | null; after: string | null };

/** The longest text shown for one side of a change; the rest is cut with an ellipsis. */
const SHOWN = 400;

/** An entry's fields: YAML, or Markdown's front matter plus its text as "body". Unreadable text is one field, "text". */
function fieldsOf(file: string, text: string | null): Record<string, unknown> {
  if (text === null) return {};
  try {
    if (file.endsWith(".md")) {
      const { data, content } = matter(text);
      return { ...data, body: content.trim() };
    }
    const parsed: unknown = parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { text };
  } catch {
    return { text };
  }
}

/** Every leaf value under its dotted path, as text. */
function flatten(value: unknown, prefix: string, into: Map<string, string>) {
  if (value instanceof Date) into.set(prefix, value.toISOString().slice(0, 10));
  else if (Array.isArray(value) || (value && typeof value === "object")) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length && prefix) into.set(prefix, Array.isArray(value) ? "(empty list)" : "(empty)");
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, value === null || value === undefined ? "" : String(value));
}

/** Text kept either side of where a long text changed. */
const AROUND = 80;

const cut = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text);

/** Two long texts as the part that changed, with some text either side: a one-word edit in a long body shows as that word. */
function changedPart(before: string, after: string): [string, string] {
  if (before.length <= SHOWN && after.length <= SHOWN) return [before, after];
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before.at(-1 - end) === after.at(-1 - end)) end++;
  const from = Math.max(0, start - AROUND);
  const part = (text: string) => {
    const to = Math.min(text.length, text.length - end + AROUND);
    return cut(`${from > 0 ? "…" : ""}${text.slice(from, to)}${to < text.length ? "…" : ""}`);
  };
  return [part(before), part(after)];
}

/** The fields that differ between two versions of an entry's file (null: the file did not exist), in the file's order. */
export function fieldChanges(file: string, before: string | null, after: string | null): FieldChange[] {
  const old = new Map<string, string>();
  const next = new Map<string, string>();
  flatten(fieldsOf(file, before), "", old);
  flatten(fieldsOf(file, after), "", next);
  const names = [...new Set([...next.keys(), ...old.keys()])];
  return names
    .filter((name) => old.get(name) !== next.get(name))
    .map((name) => {
      const before = old.get(name);
      const after = next.get(name);
      if (before !== undefined && after !== undefined) {
        const [shownBefore, shownAfter] = changedPart(before, after);
        return { field: name, before: shownBefore, after: shownAfter };
      }
      return { field: name, before: before === undefined ? null : cut(before), after: after === undefined ? null : cut(after) };
    });
}
