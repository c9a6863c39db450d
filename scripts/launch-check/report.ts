// The launch check's printed report: the items grouped by who must confirm them.
import { confirmers, type Confirmer } from "#content/schema/unconfirmed.ts";
import type { LaunchItem } from "./collect";

export type LocatedItem = LaunchItem & { pages: string[] };

const kindNames: Record<LaunchItem["kind"], string> = {
  claim: "unconfirmed claims",
  placeholder: "placeholders",
  sample: "samples",
  missing: "facts to supply",
};

/** A long quote (a whole testimonial) cut to its opening words. */
function shortened(quote: string): string {
  return quote.length <= 100 ? quote : `${quote.slice(0, 100).replace(/\s+\S*$/, "")}...`;
}

function pageList(pages: readonly string[], totalPages: number): string {
  if (totalPages === 0) return "unknown (no build)";
  if (pages.length === 0)
    return "no pre-rendered page (it may show after a form is sent or on demand, or only in a PDF, a mail or security.txt)";
  if (pages.length === totalPages) return `every page (${totalPages})`;
  return pages.join(", ");
}

function itemLines(item: LocatedItem, totalPages: number): string[] {
  const lines = [`  ${item.file}:${item.line}  ${item.claim}`];
  // A fact to supply is on no page: the pages leave it out until it is filled.
  if (item.kind === "missing") return lines;
  if (item.kind !== "placeholder") lines.push(`      text: "${item.quotes.map(shortened).join('", "')}"`);
  if (item.spec) lines.push(`      specification: ${item.spec}`);
  if (item.compareWith) lines.push(`      compare with: ${item.compareWith}`);
  lines.push(`      pages: ${pageList(item.pages, totalPages)}`);
  return lines;
}

export function launchReport(items: readonly LocatedItem[], totalPages: number): string {
  const sections = (Object.keys(confirmers) as Confirmer[]).flatMap((by) => {
    const theirs = items.filter((item) => item.by === by);
    if (theirs.length === 0) return [];
    const counts = (Object.keys(kindNames) as LaunchItem["kind"][])
      .map((kind) => [kind, theirs.filter((item) => item.kind === kind).length] as const)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => `${count} ${kindNames[kind]}`)
      .join(", ");
    return [`${confirmers[by]} to confirm (${counts})`, ...theirs.flatMap((item) => itemLines(item, totalPages)), ""];
  });
  const summary =
    items.length === 0 ? "Nothing left to confirm before launch." : `${items.length} items to confirm or replace before launch.`;
  return [...sections, summary].join("\n");
}
