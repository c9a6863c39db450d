import type { HeaderEntry, HeaderMenu } from "#content/schema/navigation.ts";

/** A header entry with a menu of links (the others are plain links). Kept apart from the schema so zod stays out of the browser's bundle. */
export const isHeaderMenu = (entry: HeaderEntry): entry is HeaderMenu => "items" in entry;
