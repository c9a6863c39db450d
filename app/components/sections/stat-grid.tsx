import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";

export type Stat = { figure: string; label: string };

/** The firm's figures, two a row, every card alike (none is drawn as if selected). */
export function StatGrid({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4", className)}>
      {stats.map((stat) => (
        <Card key={stat.label} className="flex flex-col gap-2">
          <dt className="text-ink-600">{stat.label}</dt>
          <dd className="order-first text-4xl font-semibold tracking-tight text-brand-800 sm:text-5xl">{stat.figure}</dd>
        </Card>
      ))}
    </dl>
  );
}
