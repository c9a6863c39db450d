import type { BannerTab } from "#content/schema/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";

/** Remembers that the visitor came to AI services from the banner (the AI pages read `tabId`). */
function remember(id: BannerTab["id"]) {
  if (id !== "aiservices") return;
  try {
    window.localStorage.setItem("tabId", id);
  } catch {
    // Storage can be off (private mode, policies); the link still works.
  }
}

/** The selected tab's description and button; hidden while the banner is full-screen. */
export function WheelPanel({ tab, groupName }: { tab: BannerTab | undefined; groupName: string }) {
  return (
    <div
      role="tabpanel"
      id="wheel-panel"
      aria-labelledby={tab ? `wheel-tab-${tab.id}` : undefined}
      className={cn(
        "col-start-1 row-start-1 self-center transition-[opacity,visibility] duration-300",
        tab ? "visible opacity-100" : "invisible opacity-0",
      )}
    >
      {tab && (
        <div key={tab.id} className="max-w-2xl">
          <div className="flex items-center gap-4">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-white/10 text-accent-300 ring-1 ring-white/15">
              <Icon name={tab.icon} className="size-7" />
            </span>
            <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{groupName}</p>
          </div>
          <p className="mt-6 text-3xl font-semibold tracking-tight sm:text-5xl">{tab.title}</p>
          <p className="mt-5 max-w-xl text-lg text-pretty text-ink-200 sm:text-xl">{tab.description}</p>
          <ButtonLink href={tab.href} size="lg" className="mt-8" onClick={() => remember(tab.id)}>
            {tab.buttonLabel}
            <span aria-hidden="true">→</span>
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
