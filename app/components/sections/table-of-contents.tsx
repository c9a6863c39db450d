import { nestToc, type TocEntry } from "#app/lib/toc.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The page's sections, each with its subsections nested below it. On wide screens it stays in view and
 * scrolls on its own when taller than the window (its padding keeps the links' focus rings unclipped).
 */
export function TableOfContents({ entries, title = "On this page" }: { entries: TocEntry[]; title?: string }) {
  return (
    <nav
      aria-labelledby="toc-title"
      className="lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto lg:-m-1 lg:p-1"
    >
      <h2 id="toc-title" className="text-sm font-semibold tracking-wider text-ink-500 uppercase">
        {title}
      </h2>
      <ol className="mt-4 space-y-1 border-l border-ink-200">
        {nestToc(entries).map((entry) => (
          <li key={entry.id}>
            <TocLink entry={entry} />
            {entry.children.length > 0 && (
              <ol className="mb-2 space-y-0.5">
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <TocLink entry={child} nested />
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function TocLink({ entry, nested = false }: { entry: TocEntry; nested?: boolean }) {
  return (
    <a
      href={`#${entry.id}`}
      className={cn(
        "-ml-px block border-l-2 border-transparent text-sm hover:border-brand-600 hover:text-brand-700",
        nested ? "py-1 pl-8 text-ink-500" : "py-1.5 pl-4 text-ink-600",
      )}
    >
      {entry.text}
    </a>
  );
}
