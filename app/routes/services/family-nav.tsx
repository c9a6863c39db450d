import type { IconName } from "#content/schema/fragments.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** Links to each practice's section of the hub. */
export function FamilyNav({ label, families }: { label: string; families: { id: string; title: string; icon: IconName }[] }) {
  return (
    <nav aria-label={label} className="border-b border-ink-200 bg-white">
      <Container className="py-5">
        <ul className="flex flex-wrap gap-2">
          {families.map((family) => (
            <li key={family.id}>
              <a
                href={`#${family.id}`}
                className="inline-flex h-10 items-center gap-2 rounded-full border border-ink-200 px-4 text-sm font-semibold text-ink-700 transition-colors hover:border-brand-500 hover:text-brand-700"
              >
                <Icon name={family.icon} className="size-4 text-brand-600" />
                {family.title}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
