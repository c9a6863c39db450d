/** The id of the drawing inside each art file (scripts/art/). */
export const ART_SYMBOL = "art";

/**
 * A decorative drawing from a cached art file (scripts/art/). The page names the file in `data-art`; the
 * head script (app/lib/head-script.ts) turns it into the `href` once the page has painted, for these and
 * for any drawn later, so that no decoration is fetched ahead of the text. Without JavaScript the
 * decoration is left out.
 */
export function ArtUse({ file }: { file: string }) {
  return <use data-art={`${file}#${ART_SYMBOL}`} />;
}
