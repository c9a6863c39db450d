import { Container } from "#app/components/ui/container.tsx";
import { formatDate } from "#app/lib/dates.ts";
import type { TocEntry } from "#app/lib/toc.ts";
import { PageHero } from "./page-hero";
import { Prose } from "./prose";
import { TableOfContents } from "./table-of-contents";

type LegalDocumentProps = {
  title: string;
  description: string;
  html: string;
  toc: TocEntry[];
  updated: string;
  copy: { eyebrow: string; updated: string };
};

/** A long policy page from Markdown: hero, a table of contents beside the text on wide screens, the text. */
export function LegalDocument({ title, description, html, toc, updated, copy }: LegalDocumentProps) {
  return (
    <>
      {/* The summary gives the banner the page's largest text, so a phone's cookie notice never outgrows it. */}
      <PageHero eyebrow={copy.eyebrow} title={title} lead={description}>
        <p className="text-sm text-ink-300">{copy.updated.replace("{date}", formatDate(updated))}</p>
      </PageHero>
      <Container className="grid gap-12 py-16 lg:grid-cols-[16rem_1fr] lg:py-20">
        <div data-print-hidden className="contents">
          <TableOfContents entries={toc} />
        </div>
        <Prose html={html} />
      </Container>
    </>
  );
}
