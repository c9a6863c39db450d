import type { BasicFormField, ComponentSchema } from "@keystatic/core";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { blogFrontMatter } from "#content/schema/articles.ts";
import { partnerSchema } from "#content/schema/partner.ts";
import { serviceEntrySchema } from "#content/schema/service.ts";
import { teamMemberSchema } from "#content/schema/team-member.ts";
import { fieldFor, fieldsFromZodObject, labelOf } from "./fields-from-zod";
import { paragraphsOf, textOf } from "./fields/zod-paragraphs-field";

const context = { references: { industries: ["banking", "insurance"] } };
/** Any value a field holds (Keystatic's own bound for a form field's value). */
type FieldValue = NonNullable<unknown> | null;
const form = (field: ComponentSchema) => {
  if (field.kind !== "form") throw new Error(`expected a form field, got ${field.kind}`);
  return field as BasicFormField<FieldValue>;
};
const refusal = (field: ComponentSchema, value: FieldValue) => {
  try {
    form(field).validate(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

const schema = z.object({
  title: z.string().trim().min(1),
  summary: z.string().min(50).max(170),
  family: z.enum(["data", "ai"]),
  type: z.union([z.literal(0), z.literal(1), z.literal(3)]),
  order: z.number().int().min(0),
  featured: z.boolean().default(false),
  menuLabel: z.string().min(1).optional(),
  link: z.union([z.string().regex(/^\/\S*$/, "must start with /"), z.url()]),
  industries: z.array(z.string()).min(1),
  points: z.array(z.string().min(1)).min(2),
  phases: z
    .array(z.object({ phase: z.string().min(1), weeks: z.string() }))
    .min(2)
    .max(6),
  cta: z.object({ label: z.string(), href: z.string() }).optional(),
  extra: z.record(z.string(), z.number()),
});

describe("Keystatic fields from a zod schema", () => {
  const fields = fieldsFromZodObject(schema, context)!;

  it("makes one field per key, in the schema's order, labelled in sentence case", () => {
    expect(Object.keys(fields)).toEqual(Object.keys(schema.shape));
    expect(labelOf("menuLabel")).toBe("Menu label");
    expect(form(fields.title!).label).toBe("Title");
  });

  it("checks each text value with the field's own schema and gives the schema's words", () => {
    expect(refusal(fields.title!, "  ")).toBe(schema.shape.title.safeParse("  ").error!.issues[0]!.message);
    expect(refusal(fields.title!, "Data governance")).toBeUndefined();
    expect(refusal(fields.summary!, "short")).toBe(schema.shape.summary.safeParse("short").error!.issues[0]!.message);
    expect(refusal(fields.link!, "no-slash")).toBeDefined();
    expect(refusal(fields.link!, "/services")).toBeUndefined();
  });

  it("lets an optional text be left empty, and leaves it out of the file then", () => {
    expect(refusal(fields.menuLabel!, "")).toBeUndefined();
    expect(form(fields.menuLabel!).serialize("")).toEqual({ value: undefined });
    expect(form(fields.title!).serialize("")).toEqual({ value: "" });
  });

  it("offers an enum's or a literal union's values, and refuses any other the file holds", () => {
    expect(refusal(fields.family!, "ai")).toBeUndefined();
    expect(refusal(fields.family!, "quantum")).toBe(schema.shape.family.safeParse("quantum").error!.issues[0]!.message);
    expect(refusal(fields.type!, 3)).toBeUndefined();
    expect(refusal(fields.type!, 2)).toBeDefined();
    expect(form(fields.type!).parse(3)).toBe(3);
  });

  it("keeps numbers numbers and yes/no values booleans", () => {
    expect(form(fields.order!).parse(4)).toBe(4);
    expect(refusal(fields.order!, -1)).toBeDefined();
    expect(() => form(fields.order!).parse("4")).toThrow();
    expect(form(fields.featured!).serialize(null)).toEqual({ value: undefined });
    expect(form(fields.featured!).serialize(true)).toEqual({ value: true });
  });

  it("offers only existing entries for a reference, and refuses one that does not exist", () => {
    expect(refusal(fields.industries!, ["banking"])).toBeUndefined();
    expect(refusal(fields.industries!, ["fishing"])).toContain('"fishing" is not an entry');
    expect(refusal(fields.industries!, [])).toBeDefined();
  });

  it("makes lists and groups of fields, with the schema's list lengths", () => {
    expect(fields.points!.kind).toBe("array");
    const phases = fields.phases!;
    if (phases.kind !== "array") throw new Error("expected a list");
    expect(phases.element.kind).toBe("object");
    expect(phases.validation).toEqual({ length: { min: 2, max: 6 } });
  });

  it("shows the schema's description under a group and a list, as under a text", () => {
    const described = fieldsFromZodObject(
      z.object({
        menu: z.object({ label: z.string() }).describe("Its links come from the collection."),
        sections: z.array(z.object({ path: z.string() })).describe("Longest path wins."),
      }),
      context,
    )!;
    expect(described.menu).toMatchObject({ kind: "object", description: "Its links come from the collection." });
    expect(described.sections).toMatchObject({ kind: "array", description: "Longest path wins." });
  });

  it("writes what a form cannot hold exactly as YAML, checked by its schema", () => {
    const cta = form(fields.cta!);
    expect(cta.parse(undefined)).toBe("");
    expect(cta.serialize("")).toEqual({ value: undefined });
    expect(cta.parse({ label: "Talk to us", href: "/contact-us" })).toBe("label: Talk to us\nhref: /contact-us\n");
    expect(refusal(fields.cta!, "label: Talk to us\n")).toBeDefined();
    expect(refusal(fields.cta!, "label: [unclosed")).toMatch(/^not valid YAML/);
    expect(refusal(fields.extra!, "a: 1\nb: 2\n")).toBeUndefined();
    expect(form(fields.extra!).serialize("a: 1\n")).toEqual({ value: { a: 1 } });
  });

  it("turns any schema it meets into some field", () => {
    expect(fieldFor(z.tuple([z.string()]), "pair", context).kind).toBe("form");
  });

  it("labels a list's items by their first filled-in title field: a team role whose name is still empty by its role", () => {
    const people = fieldFor(teamMemberSchema.array(), "leadership", context);
    if (people.kind !== "array") throw new Error(`expected a list, got ${people.kind}`);
    const label = people.itemLabel as unknown as (props: { fields: Record<string, { value: string }> }) => string;
    expect(label({ fields: { name: { value: "" }, role: { value: "Chief Executive Officer" } } })).toBe("Chief Executive Officer");
    expect(label({ fields: { name: { value: "Asha Rao" }, role: { value: "Chief Executive Officer" } } })).toBe("Asha Rao");
    expect(label({ fields: { name: { value: "" }, role: { value: "" } } })).toBe("Item");
  });

  it("gives every service a Search engines group: title and description in results, a canonical address and noindex", () => {
    const group = fieldsFromZodObject(serviceEntrySchema as unknown as z.ZodObject, context)?.searchEngines;
    if (group?.kind !== "object") throw new Error(`expected a group, got ${group?.kind}`);
    expect(group.label).toBe("Search engines");
    expect(Object.keys(group.fields)).toEqual(["metaTitle", "metaDescription", "canonical", "noindex", "shareImage"]);
    expect(refusal(group.fields.metaTitle!, "")).toBeUndefined();
    expect(refusal(group.fields.metaTitle!, "x".repeat(71))).toBeDefined();
    expect(refusal(group.fields.canonical!, "http://elsewhere.example/page")).toBeDefined();
    expect(refusal(group.fields.canonical!, "/resources/blogs/governance-guide")).toBeUndefined();
    expect(group.fields.noindex!.kind).toBe("form");
    expect(form(group.fields.metaTitle!).label).toBe("Meta title");
  });

  it("edits a list of paragraphs as one text area, an empty line between paragraphs, and keeps the file a list", () => {
    const prose = z.object({ paragraphs: z.array(z.string().trim().min(1)).min(2) });
    const field = form(fieldsFromZodObject(prose, context)!.paragraphs!);
    const fromFile = ["We map where the data lives.", "Then we decide who owns it."];
    const text = field.parse(fromFile) as string;
    expect(text).toBe("We map where the data lives.\n\nThen we decide who owns it.");
    expect(field.serialize(`${text}\n\n  \n\nA third, after extra blank lines.  `)).toEqual({
      value: [...fromFile, "A third, after extra blank lines."],
    });
    expect(refusal(field, "Only one paragraph.")).toBe(prose.shape.paragraphs.safeParse(["x"]).error!.issues[0]!.message);
    expect(refusal(field, text)).toBeUndefined();
    expect(() => field.parse([1, 2])).toThrow(/list of paragraphs/);
  });

  it("gives back every list of paragraphs in content/ unchanged through the text area", () => {
    const lists: string[][] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object")
        for (const [key, inner] of Object.entries(value)) {
          if (/^(paragraphs|intro|description)$/.test(key) && Array.isArray(inner) && inner.every((each) => typeof each === "string"))
            lists.push(inner as string[]);
          collect(inner);
        }
    };
    const files = readdirSync("content", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".yaml"));
    for (const file of files) collect(parse(readFileSync(path.join("content", file), "utf8")));
    expect(lists.length).toBeGreaterThan(5);
    for (const list of lists) expect(paragraphsOf(textOf(list))).toEqual(list);
  });

  it("draws an article's cover as Keystatic's image field saving under the collection's images folder, with alt text checked by the schema", () => {
    const articleFields = fieldsFromZodObject(blogFrontMatter as unknown as z.ZodObject, { ...context, imageDirectory: "images/blogs" });
    const cover = articleFields?.cover;
    if (cover?.kind !== "object") throw new Error(`expected a group, got ${cover?.kind}`);
    const file = cover.fields.src as ComponentSchema & { formKind?: string; directory?: string };
    expect(file.formKind).toBe("asset");
    expect(file.directory).toBe("images/blogs");
    expect(refusal(cover.fields.alt!, "")).toBeUndefined();
    expect(refusal(cover.fields.alt!, "A team at a whiteboard")).toBeUndefined();
    const shareImage = (articleFields?.searchEngines as { fields: Record<string, ComponentSchema> }).fields.shareImage;
    expect((shareImage as { fields: Record<string, { formKind?: string }> }).fields.src!.formKind).toBe("asset");
  });

  it("tells the editor the smallest image each group takes: a cover's 1200 × 630, a partner's logo far less", () => {
    // Keystatic's image field hands its description to the input it draws, and keeps it nowhere else.
    type ImageInput = { Input: (props: object) => { props: { description?: string } } };
    const srcOf = (group: ComponentSchema | undefined) =>
      (group as { fields: Record<string, ImageInput> }).fields.src!.Input({}).props.description;
    const articleFields = fieldsFromZodObject(blogFrontMatter as unknown as z.ZodObject, { ...context, imageDirectory: "images/blogs" });
    expect(srcOf(articleFields?.cover)).toBe("A PNG, JPEG, WebP or AVIF of at least 1200 × 630 px (at most 8000 px a side) and 8 MB");
    const partnerFields = fieldsFromZodObject(partnerSchema as unknown as z.ZodObject, { ...context, imageDirectory: "images/partners" });
    expect(srcOf(partnerFields?.logo)).toBe(
      "A PNG, JPEG, WebP or AVIF of at least 88 px on its longer side (at most 8000 px a side) and 8 MB",
    );
  });
});
