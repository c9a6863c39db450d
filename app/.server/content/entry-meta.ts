import type { ContentImage } from "#content/schema/fragments.ts";
import { withSearchEngineFields, type PageSeo, type SearchEngineFields } from "#app/lib/seo.ts";
import { shareImageOf } from "./content-images";

/** An entry page's meta with its Search engines group applied, its own share image included when it has one. */
export function entryMeta(page: PageSeo, fields: (SearchEngineFields & { shareImage?: ContentImage }) | undefined): PageSeo {
  return withSearchEngineFields(page, fields, fields?.shareImage && shareImageOf(fields.shareImage));
}
