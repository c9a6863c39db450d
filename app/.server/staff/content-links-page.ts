import { siteOrigin } from "#app/.server/site-origin.ts";
import type { LinkCheckOptions, LinkVerdict } from "#server/content-links/check-link.ts";
import type { AppServices } from "#server/app-services.ts";

/** Eight seconds per address, six at a time: the content's few dozen addresses answer within a page load or two. */
const CHECK = { timeoutMs: 8000, concurrency: 6 } as const;

export type LinkRow = { file: string; line: number; url: string } & Pick<LinkVerdict, "outcome" | "status" | "detail" | "finalUrl">;
export type LinkReport = { checkedAt: string; addresses: number; files: number; problems: LinkRow[]; answering: LinkRow[] };

/**
 * Checks every web address in the saved content (what the editor shows, drafts included) and sorts the findings
 * into problems (broken, unreachable, refused) and addresses that answer, file by file.
 */
export async function contentLinkReport(
  linkCheck: AppServices["contentLinks"],
  { root, now = new Date(), check = {} }: { root: string; now?: Date; check?: Partial<LinkCheckOptions> },
): Promise<LinkReport> {
  const links = linkCheck.outboundLinksIn(root);
  const verdicts = await linkCheck.check(
    links.map((link) => link.url),
    { ...CHECK, userAgent: `Content link check (+${siteOrigin()})`, ...check },
  );
  const rows = links.map((link): LinkRow => {
    const { outcome, status, detail, finalUrl } = verdicts.get(link.url)!;
    return { ...link, outcome, status, detail, finalUrl };
  });
  return {
    checkedAt: now.toISOString(),
    addresses: verdicts.size,
    files: new Set(links.map((link) => link.file)).size,
    problems: rows.filter((row) => row.outcome !== "ok"),
    answering: rows.filter((row) => row.outcome === "ok"),
  };
}
