import type { TocEntry } from "#app/lib/toc.ts";

export function TableOfContents({ entries, title = "On this page" }: { entries: TocEntry[]; title?: string }) {
  return (
    <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start">
      <h2 id="toc-title" className="text-sm font-semibold tracking-wider text-ink-500 uppercase">
        {title}
      </h2>
      <ol className="mt-4 space-y-1 border-l border-ink-200">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-ink-600 hover:border-brand-600 hover:text-brand-700">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
