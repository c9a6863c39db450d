import type { SlugFormField } from "@keystatic/core";
import { Flex } from "@keystar/ui/layout";
import { TextField } from "@keystar/ui/text-field";
import { useState } from "react";
import type { z } from "zod";
import { slugify } from "#app/lib/slugify.ts";
import { zodMessage } from "./zod-message";
import { useShownError } from "./use-shown-error";

/** An entry's title (kept in its file) and its slug (the file's name, which the file does not repeat). */
export type TitleAndSlug = { title: string; slug: string };

/**
 * The field a collection entry's title lives in, with its slug beside it: Keystatic names the entry's file by the
 * slug and writes the title into the file. A new entry's slug follows its title until the editor changes the slug.
 * The title is checked by its own zod schema, the slug by the slug schema and against the other entries' slugs.
 */
export function titleSlugField(
  titleSchema: z.ZodType,
  slugSchema: z.ZodType,
  label: string,
): SlugFormField<TitleAndSlug, TitleAndSlug, string, string> {
  const slugProblem = (slug: string, taken?: ReadonlySet<string>) =>
    zodMessage(slugSchema, slug) ?? (taken?.has(slug) ? "another entry already has this slug" : undefined);
  const validate = (value: TitleAndSlug, extra?: { slugField: { slugs: Set<string> } }) => {
    const message = zodMessage(titleSchema, value.title) ?? slugProblem(value.slug, extra?.slugField.slugs);
    if (message !== undefined) throw new Error(message);
    return value;
  };
  return {
    kind: "form",
    formKind: "slug",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [slugFollowsTitle] = useState(value.slug === "");
      const title = useShownError(zodMessage(titleSchema, value.title), forceValidation);
      const slug = useShownError(slugProblem(value.slug), forceValidation);
      return (
        <Flex direction="column" gap="large">
          <TextField
            label={label}
            value={value.title}
            onChange={(next) => onChange({ title: next, slug: slugFollowsTitle ? slugify(next) : value.slug })}
            onBlur={title.markTouched}
            autoFocus={autoFocus}
            isRequired
            errorMessage={title.errorMessage}
          />
          <TextField
            label="Slug"
            description="The file's name and the end of the page's address: letters, digits and single hyphens."
            value={value.slug}
            onChange={(next) => onChange({ ...value, slug: next })}
            onBlur={slug.markTouched}
            isRequired
            errorMessage={slug.errorMessage}
          />
        </Flex>
      );
    },
    defaultValue: () => ({ title: "", slug: "" }),
    parse(value, extra) {
      if (value !== undefined && typeof value !== "string") throw new Error(`expected text, found ${typeof value}`);
      return { title: value ?? "", slug: extra?.slug ?? "" };
    },
    serialize: (value) => ({ value: value.title }),
    serializeWithSlug: (value) => ({ slug: value.slug, value: value.title }),
    validate,
    reader: {
      parse(value) {
        const title = typeof value === "string" ? value : "";
        if (zodMessage(titleSchema, title) !== undefined) throw new Error(zodMessage(titleSchema, title));
        return title;
      },
      // Keystatic's collection list calls this for its columns (editor-config.ts names this field as one), so the
      // list shows each entry's title beside its slug; nothing else here reads entries through Keystatic's reader.
      parseWithSlug(value, { slug }) {
        const title = typeof value === "string" ? value : "";
        validate({ title, slug });
        return title;
      },
    },
  };
}
