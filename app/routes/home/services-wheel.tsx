import { cardClass } from "#app/components/ui/card.tsx";
import type { ServiceFamilyEntry } from "#content/schema/service-family.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { PlayPauseButton } from "#app/components/ui/play-pause-button.tsx";
import { cn } from "#app/lib/cn.ts";
import { SERVICES_WHEEL_COUNTER_SPIN_CLASS, SERVICES_WHEEL_SPIN_CLASS } from "#app/lib/motion-constants.ts";
import { usePlayState } from "#app/lib/use-play-state.ts";

// Seven points on a circle (radius 42 % of the wheel), starting at twelve o'clock.
const positions = [
  "md:left-[50%] md:top-[8%]",
  "md:left-[82.84%] md:top-[23.81%]",
  "md:left-[90.95%] md:top-[59.35%]",
  "md:left-[68.22%] md:top-[87.84%]",
  "md:left-[31.78%] md:top-[87.84%]",
  "md:left-[9.05%] md:top-[59.35%]",
  "md:left-[17.16%] md:top-[23.81%]",
];

const paused =
  "group-hover/wheel:[animation-play-state:paused] group-focus-within/wheel:[animation-play-state:paused] group-data-[playing=false]/wheel:[animation-play-state:paused] motion-reduce:animate-none";

/** The closing wheel: each service family links to its page; it turns slowly on wide screens. */
export function ServicesWheel({ families }: { families: ServiceFamilyEntry[] }) {
  const { playing, toggle, playingAttribute } = usePlayState();
  return (
    <div data-playing={playingAttribute} className="group/wheel relative mx-auto mt-12 md:size-[38rem] lg:size-[42rem]">
      <div
        className="pointer-events-none absolute inset-[8%] hidden rounded-full border border-dashed border-brand-300 md:block"
        aria-hidden="true"
      />
      <div className="pointer-events-none absolute inset-[24%] hidden rounded-full bg-brand-100/60 md:block" aria-hidden="true" />
      <ul
        aria-label="Service families"
        className={cn("grid gap-3 sm:grid-cols-2 md:absolute md:inset-0 md:block", SERVICES_WHEEL_SPIN_CLASS, paused)}
      >
        {families.map((family, index) => (
          <li
            key={family.id}
            className={cn(
              "md:absolute md:w-40 md:-translate-x-1/2 md:-translate-y-1/2",
              positions[index % positions.length],
              SERVICES_WHEEL_COUNTER_SPIN_CLASS,
              paused,
            )}
          >
            <Link
              href={family.href}
              className={cn(
                cardClass({ padding: 4, interactive: "hover" }),
                "group flex items-center gap-4 md:flex-col md:gap-3 md:border-0 md:bg-transparent md:p-2 md:text-center md:shadow-none md:hover:shadow-none",
              )}
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-raised ring-4 ring-white transition-colors group-hover:bg-accent-700 md:size-16">
                <Icon name={family.icon} className="size-6" />
              </span>
              <span className="font-semibold text-balance text-ink-950 group-hover:text-brand-700">{family.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center md:absolute md:top-1/2 md:left-1/2 md:mt-0 md:w-56 md:-translate-x-1/2 md:-translate-y-1/2 md:text-center">
        <p className="hidden text-6xl font-semibold tracking-tight text-brand-800 md:block" aria-hidden="true">
          {families.length}
        </p>
        <p className="hidden text-ink-700 md:mb-5 md:block" aria-hidden="true">
          practices, one team accountable for the outcome
        </p>
        <PlayPauseButton playing={playing} onToggle={toggle} what="services wheel" className="max-md:hidden motion-reduce:hidden" />
      </div>
    </div>
  );
}
