import { Card } from "#app/components/ui/card.tsx";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";

export type TeamRole = { name: string; role: string; summary: string; icon: IconName };

/**
 * A team by its roles: each role with what it does for a client, and the name of who holds it once the company
 * has published it (an empty name is left out: the site shows no stand-in names and no photographs of people).
 */
export function RoleCards({ roles, className }: { roles: readonly TeamRole[]; className?: string }) {
  return (
    <ul className={cn("grid gap-5 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {roles.map((role) => (
        <Card key={role.role} as="li" className="flex flex-col">
          <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={role.icon} className="size-5" />
          </span>
          <h3 className="mt-4 text-lg leading-snug font-semibold text-balance text-ink-950">{role.role}</h3>
          {role.name && <p className="mt-1 text-sm font-semibold text-brand-700">{role.name}</p>}
          <p className="mt-3 text-pretty text-ink-700">{role.summary}</p>
        </Card>
      ))}
    </ul>
  );
}
