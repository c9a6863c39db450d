import { Icon } from "#app/components/ui/icon.tsx";

type SessionBodyProps = {
  abstract: string;
  takeaways: string[];
  /** Paragraphs of the written summary; null before the session has run. */
  summary: string[] | null;
  copy: { abstractTitle: string; takeawaysTitle: string; summaryTitle: string; summaryPending: string };
};

/** The session's reading: what it is about, what to take away, and (once it has run) what was said. */
export function SessionBody({ abstract, takeaways, summary, copy }: SessionBodyProps) {
  const ran = summary !== null;
  return (
    <div className="max-w-reading space-y-12 text-lg text-ink-800">
      <section aria-labelledby="abstract-title">
        <h2 id="abstract-title" className="text-2xl font-semibold text-ink-950 sm:text-3xl">
          {copy.abstractTitle}
        </h2>
        <p className="mt-4 text-pretty">{abstract}</p>
      </section>
      <section aria-labelledby="takeaways-title">
        <h2 id="takeaways-title" className="text-2xl font-semibold text-ink-950 sm:text-3xl">
          {copy.takeawaysTitle}
        </h2>
        <ul className="mt-5 space-y-4">
          {takeaways.map((takeaway) => (
            <li key={takeaway} className="flex gap-3">
              <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-accent-700" />
              <span className="text-pretty">{takeaway}</span>
            </li>
          ))}
        </ul>
      </section>
      {ran && (
        <section aria-labelledby="summary-title">
          <h2 id="summary-title" className="text-2xl font-semibold text-ink-950 sm:text-3xl">
            {copy.summaryTitle}
          </h2>
          {summary.length ? (
            summary.map((paragraph) => (
              <p key={paragraph.slice(0, 48)} className="mt-4 leading-relaxed text-pretty">
                {paragraph}
              </p>
            ))
          ) : (
            <p className="mt-4 text-ink-600">{copy.summaryPending}</p>
          )}
        </section>
      )}
    </div>
  );
}
