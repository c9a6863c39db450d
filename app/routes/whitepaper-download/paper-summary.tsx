import { Card } from "#app/components/ui/card.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { WhitepaperDownloadPage } from "#content/schema/whitepaper-download.ts";

type Props = { audience: string; contents: string[]; articlePath: string; copy: WhitepaperDownloadPage["inside"] };

/** Beside the form: who the paper is for, its chapters, and the way to read it on the site instead. */
export function PaperSummary({ audience, contents, articlePath, copy }: Props) {
  return (
    <Card aria-labelledby="paper-summary-title" as="aside" tone="muted" className="sm:p-8">
      <Heading id="paper-summary-title" level={2} size="card" className="tracking-tight">
        {copy.title}
      </Heading>
      <ol className="mt-5 flex list-decimal flex-col gap-2 pl-5 text-ink-700 marker:font-semibold marker:text-brand-700">
        {contents.map((chapter) => (
          <li key={chapter}>{chapter}</li>
        ))}
      </ol>
      <dl className="mt-6 grid gap-3 border-t border-ink-200 pt-5 text-sm">
        <div>
          <dt className="font-semibold text-ink-800">{copy.audienceLabel}</dt>
          <dd className="text-ink-600">{audience}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-800">{copy.formatLabel}</dt>
          <dd className="text-ink-600">{copy.format}</dd>
        </div>
      </dl>
      <Link href={articlePath} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {copy.readLabel}
      </Link>
    </Card>
  );
}
