import type { IconName } from "#content/schema/fragments.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PillRow, pillClass } from "#app/components/ui/pill-row.tsx";

/** Links to each practice's section of the hub. */
export function FamilyNav({ label, families }: { label: string; families: { id: string; title: string; icon: IconName }[] }) {
  return (
    <nav aria-label={label} className="border-b border-ink-200 bg-white">
      <Container className="py-5">
        <PillRow>
          {families.map((family) => (
            <li key={family.id}>
              <a href={`#${family.id}`} className={pillClass()}>
                <Icon name={family.icon} className="size-4 text-brand-600" />
                {family.title}
              </a>
            </li>
          ))}
        </PillRow>
      </Container>
    </nav>
  );
}
