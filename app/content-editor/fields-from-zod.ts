import { fields, type ComponentSchema } from "@keystatic/core";
import type { z } from "zod";
import { imageSource } from "#content/schema/fragments.ts";
import { contentImageField } from "./fields/content-image-field";
import { referenceField } from "./fields/reference-field";
import { zodCheckboxField } from "./fields/zod-checkbox-field";
import { zodChoiceField } from "./fields/zod-choice-field";
import { zodNumberField } from "./fields/zod-number-field";
import { zodParagraphsField } from "./fields/zod-paragraphs-field";
import { zodTextField } from "./fields/zod-text-field";
import { zodYamlField } from "./fields/zod-yaml-field";

/** The slugs a reference field may name, by field key (filled from the entries that exist when the editor opens). */
export type ReferenceChoices = Readonly<Record<string, readonly string[]>>;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const innerOf = (schema: z.ZodType) => defOf(schema).innerType as z.ZodType;

/** "menuLabel" → "Menu label". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Keys whose text is one line: names, links, codes. Everything else (summaries, leads, points) gets a text area.
const ONE_LINE_KEY =
  /(title|label|name|eyebrow|slug|href|url|link|email|phone|icon|id|date|time|anchor|alt|author|city|country|weeks|phase|cta|code|zone|key)$/i;

// Keys whose list holds paragraphs of running text (a page's or a section's introduction, a drawing's description).
const PROSE_LIST_KEY = /(paragraphs|intro|description)$/i;

function isTextSchema(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === "string") return true;
  if (def.type === "union") return (def.options as z.ZodType[]).every(isTextSchema);
  if (def.type === "pipe") return isTextSchema(def.in as z.ZodType);
  return false;
}

/** The values of an enum or of a union of literals, or undefined for anything else. */
function choicesOf(schema: z.ZodType): (string | number | boolean)[] | undefined {
  const def = defOf(schema);
  if (def.type === "enum") return (schema as unknown as { options: (string | number)[] }).options;
  if (def.type === "literal") return def.values as (string | number | boolean)[];
  if (def.type === "union") {
    const values = (def.options as z.ZodType[]).map(choicesOf);
    return values.every((value) => value !== undefined) ? values.flat() : undefined;
  }
  return undefined;
}

function lengthOf(schema: z.ZodType): { min?: number; max?: number } {
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
  const length: { min?: number; max?: number } = {};
  for (const { _zod } of checks) {
    if (_zod.def.check === "min_length") length.min = _zod.def.minimum;
    if (_zod.def.check === "max_length") length.max = _zod.def.maximum;
  }
  return length;
}

/**
 * An array item's label in the list: the first of these text fields that is filled in (a team role whose name is
 * still to be supplied shows its role), else "Item".
 */
const ITEM_TITLE_KEYS = ["title", "name", "label", "phase", "question", "heading", "term", "id", "slug", "role"];

function itemLabel(element: ComponentSchema) {
  if (element.kind === "form") return (props: { value: unknown }) => (typeof props.value === "string" && props.value) || "(empty)";
  if (element.kind !== "object") return undefined;
  const keys = ITEM_TITLE_KEYS.filter((candidate) => element.fields[candidate]?.kind === "form");
  return (props: { fields: Record<string, { value?: unknown }> }) => {
    const value = keys.map((key) => props.fields[key]?.value).find((each) => typeof each === "string" && each);
    return typeof value === "string" ? value : "Item";
  };
}

/**
 * The references' choices, and the folder of the content tree an entry's uploaded images go in
 * (images/<collection>/, each entry's under its slug).
 */
type Context = { references: ReferenceChoices; imageDirectory?: string };

/** An image group of the schemas: its `src` is the one image-file schema (content/schema/fragments.ts). */
const isImageSchema = (schema: z.ZodType) => (schema as { shape?: Record<string, z.ZodType> }).shape?.src === imageSource;

/**
 * The Keystatic field for one zod schema: text, a choice, a number, a yes/no, a list, a group, or a reference to
 * other entries; a YAML text area (checked by the same schema) for anything a form field cannot hold exactly.
 */
export function fieldFor(schema: z.ZodType, key: string, context: Context, optional = false): ComponentSchema {
  const def = defOf(schema);
  const label = labelOf(key);
  const options = { label, description: schema.description, optional };
  const whole = optional ? schema.optional() : schema;

  if (def.type === "optional" || def.type === "default" || def.type === "prefault") {
    // A description written on the optional wrapper (`z.string().optional().describe(…)`) belongs to the field too.
    const bare = innerOf(schema);
    const inner = schema.description && !bare.description ? bare.describe(schema.description) : bare;
    const innerType = defOf(inner).type;
    if (isImageSchema(inner)) return fieldFor(inner, key, context, true);
    // A form keeps every group and list in existence: an optional one that may be absent is YAML, so absent stays absent.
    if ((innerType === "object" || innerType === "array") && def.type === "optional")
      return zodYamlField(schema, { ...options, optional: true });
    return fieldFor(inner, key, context, true);
  }
  if (key in context.references && def.type === "array") return referenceField(whole, context.references[key]!, options);
  const choices = choicesOf(schema);
  if (choices) return zodChoiceField(whole, choices, options);
  if (isTextSchema(schema)) {
    const oneLine = ONE_LINE_KEY.test(key) || def.type !== "string";
    return zodTextField(whole, { ...options, multiline: !oneLine });
  }
  if (def.type === "number") return zodNumberField(whole, options);
  if (def.type === "boolean") return zodCheckboxField(options);
  // A calendar date (front matter's `date: 2026-04-08`): Keystatic's date picker, which writes it back unquoted.
  if (def.type === "date") return fields.date({ label, description: schema.description, validation: { isRequired: !optional } });
  if (def.type === "object" && context.imageDirectory && isImageSchema(schema))
    return contentImageField(schema as z.ZodObject, { ...options, directory: context.imageDirectory, key });
  if (def.type === "object") {
    const objectFields = fieldsFromZodObject(schema as z.ZodObject, context);
    return objectFields ? fields.object(objectFields, { label, description: schema.description }) : zodYamlField(whole, options);
  }
  // A list of prose paragraphs is one text area (an empty line between paragraphs), not a dialog per paragraph.
  if (def.type === "array" && PROSE_LIST_KEY.test(key) && isTextSchema(def.element as z.ZodType) && !choicesOf(def.element as z.ZodType))
    return zodParagraphsField(whole, options);
  if (def.type === "array") {
    const element = fieldFor(def.element as z.ZodType, singular(key), context);
    const { min, max } = lengthOf(schema);
    return fields.array(element, {
      label,
      description: schema.description,
      itemLabel: itemLabel(element) as never,
      validation: { length: { min, max } },
    });
  }
  return zodYamlField(whole, options);
}

const singular = (key: string) => key.replace(/ies$/, "y").replace(/s$/, "");

/** The fields of a zod object, key by key (undefined if it is not a plain object). */
export function fieldsFromZodObject(
  schema: z.ZodObject,
  context: Context,
  leaveOut: readonly string[] = [],
): Record<string, ComponentSchema> | undefined {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return undefined;
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([key]) => !leaveOut.includes(key))
      .map(([key, value]) => [key, fieldFor(value, key, context)]),
  );
}
