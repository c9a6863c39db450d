import { DotList } from "#app/components/ui/dot-list.tsx";

type ComponentGroup = { heading: string | null; items: string[] };

/** Every box of the diagram in words, band by band: the drawing's content for those who cannot see it. */
export function DiagramComponents({ title, groups }: { title: string; groups: ComponentGroup[] }) {
  return (
    <section aria-labelledby="components-title" className="mt-16 border-t border-ink-100 pt-12">
      <h2 id="components-title" className="text-2xl font-semibold text-ink-950 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <div key={group.heading ?? "other"}>
            {group.heading && <h3 className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{group.heading}</h3>}
            <DotList items={group.items} text="base" tone="brand" className="mt-3 space-y-2 text-ink-700" />
          </div>
        ))}
      </div>
    </section>
  );
}
