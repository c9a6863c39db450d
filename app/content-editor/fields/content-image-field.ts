import { fields, type ComponentSchema } from "@keystatic/core";
import type { z } from "zod";
import type { FieldOptions } from "./field-options";
import { zodTextField } from "./zod-text-field";

/** What an upload must be, as the server checks it (app/.server/content-editor/image-upload.ts). */
export const IMAGE_UPLOAD_RULES = "A PNG, JPEG, WebP or AVIF of at least 1200 × 630 px (at most 8000 px a side) and 8 MB";

/**
 * An image group ({ src, alt }: content/schema/fragments.ts `contentImage`): Keystatic's image field, which saves the
 * upload through the staff content API into `directory`/<entry>/ of the content tree and writes its path as `src`,
 * and the alt text checked by the schema.
 */
export function contentImageField(schema: z.ZodObject, options: FieldOptions & { directory: string }): ComponentSchema {
  const { label, description, optional, directory } = options;
  const alt = schema.shape.alt as z.ZodType;
  return fields.object(
    {
      src: fields.image({
        label: "Image file",
        description: IMAGE_UPLOAD_RULES,
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
