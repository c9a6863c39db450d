import type { z } from "zod";

/** One content set as content/schema/registry.ts describes it (the contract the loaders and the editor share). */
export type ContentSet = {
  name: string;
  label: string;
  kind: "collection" | "singleton";
  /** Relative to the content folder: "services/" for a collection's folder, "site.yaml" for a singleton. */
  path: string;
  format: "yaml" | "markdown";
  /** One entry's schema (a collection's without its slug), or the singleton's object. */
  schema: z.ZodType;
  slugField?: string;
  previewPath?: (slug: string) => string;
};
