const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Hashed build assets never change under their name. */
export const ASSET_CACHE_CONTROL = `public, max-age=${YEAR_SECONDS}, immutable`;
/** Other files may change with a deploy. */
export const FILE_CACHE_CONTROL = "public, max-age=3600";
/** Pages are revalidated on every visit (cheap: an ETag and a 304). */
export const PAGE_CACHE_CONTROL = "no-cache";
