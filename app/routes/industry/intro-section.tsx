import type { TocEntry } from "#app/lib/toc.ts";
import { TableOfContents } from "#app/components/sections/table-of-contents.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Tag } from "#app/components/ui/tag.tsx";

type IntroSectionProps = {
  intro: string[];
  regulations: { title: string; items: string[] };
  toc: { title: string; entries: TocEntry[] };
};

/** The industry's data problems in prose, beside the rules it answers to and the page's topics. */
export function IntroSection({ intro, regulations, toc }: IntroSectionProps) {
  const [first, ...rest] = intro;
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20">
        <div className="max-w-3xl space-y-5 text-lg text-pretty text-ink-700">
          <p className="text-xl leading-relaxed font-medium text-ink-900 sm:text-2xl sm:leading-relaxed">{first}</p>
          {rest.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <div className="space-y-10 lg:border-l lg:border-ink-200 lg:pl-10">
          <div>
            <h2 className="text-sm font-semibold tracking-wider text-ink-500 uppercase">{regulations.title}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {regulations.items.map((regulation) => (
                <li key={regulation}>
                  <Tag>{regulation}</Tag>
                </li>
              ))}
            </ul>
          </div>
          <TableOfContents entries={toc.entries} title={toc.title} />
        </div>
      </div>
    </Section>
  );
}
