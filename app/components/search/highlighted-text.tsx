import type { TextPart } from "#shared/search.ts";

/** Text with the words the query matched in <mark>: React renders each part as text, so nothing in it can become HTML. */
export function HighlightedText({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          <mark key={index} className="rounded-sm bg-accent-300/50 text-ink-950">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
