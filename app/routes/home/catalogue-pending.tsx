import { TextLink } from "#app/components/ui/link.tsx";
import type { BalancedGrid } from "#app/lib/balanced-grid.ts";
import { cn } from "#app/lib/cn.ts";
import type { HomePage } from "#content/schema/pages.ts";

/** The words shown while a tab's cards load, or when they cannot. */
export type CatalogueCopy = Pick<HomePage["sections"]["catalogue"], "loading" | "loadFailed" | "servicesLink">;

type CataloguePendingProps = {
  failed: boolean;
  grid: BalancedGrid;
  gridClassName: string;
  cardClassName: string;
  copy: CatalogueCopy;
};

/**
 * What a tab's panel shows until its cards arrive, or if they cannot: blank cards in the grid the real
 * ones will take, so the page does not jump when they come, and a message over them.
 */
export function CataloguePending({ failed, grid, gridClassName, cardClassName, copy }: CataloguePendingProps) {
  return (
    <div className="relative">
      <div aria-hidden="true" className={cn(grid.grid, gridClassName)}>
        {Array.from({ length: grid.items.length }, (_, index) => (
          <div
            key={index}
            className={cn("rounded-card bg-ink-50", grid.items[index], cardClassName, !failed && "motion-safe:animate-pulse")}
          />
        ))}
      </div>
      <div className="absolute inset-x-0 top-6 flex justify-center px-4">
        <div className="max-w-md rounded-card bg-white px-5 py-4 text-center shadow-card">
          <p role="status" className="text-ink-700">
            {failed ? copy.loadFailed : copy.loading}
          </p>
          {failed && (
            <TextLink href={copy.servicesLink.href} className="mt-2 inline-block">
              {copy.servicesLink.label}
            </TextLink>
          )}
        </div>
      </div>
    </div>
  );
}
