import { fields, type ComponentSchema } from "@keystatic/core";
import type { z } from "zod";
import { imageUploadRules } from "#content/schema/image-limits.ts";
import type { FieldOptions } from "./field-options";
import { zodTextField } from "./zod-text-field";

/**
 * An image group ({ src, alt }: content/schema/fragments.ts `contentImage`): Keystatic's image field, which saves the
 * upload through the staff content API into `directory`/<entry>/ of the content tree and writes its path as `src`,
 * and the alt text checked by the schema.
 */
export function contentImageField(schema: z.ZodObject, options: FieldOptions & { directory: string; key: string }): ComponentSchema {
  const { label, description, optional, directory, key } = options;
  const alt = schema.shape.alt as z.ZodType;
  return fields.object(
    {
      src: fields.image({
        label: "Image file",
        description: imageUploadRules(key),
        directory,
        publicPath: `${directory}/`,
        validation: { isRequired: !optional },
      }),
      alt: zodTextField(optional ? alt.optional() : alt, {
        label: "Alt text",
        description: "What the image shows, for people who cannot see it",
        optional,
        multiline: false,
      }),
    },
    { label, description },
  );
}
