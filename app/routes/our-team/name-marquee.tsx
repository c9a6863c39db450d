import { cardClass } from "#app/components/ui/card.tsx";
import { PlayPauseButton } from "#app/components/ui/play-pause-button.tsx";
import { PersonChip } from "#app/components/ui/person-chip.tsx";
import { cn } from "#app/lib/cn.ts";
import { TEAM_MARQUEE_CLASSES } from "#app/lib/motion-constants.ts";
import { usePlayState } from "#app/lib/use-play-state.ts";

type Person = { name: string; role: string; initials: string };

const track = "flex shrink-0 gap-4 pr-4 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:pr-0";
const chip = cn(
  cardClass({ elevation: "flat", padding: 0 }),
  "flex min-h-20 w-80 shrink-0 items-center px-4 py-3 motion-reduce:w-full sm:motion-reduce:w-[calc(50%-0.5rem)] lg:motion-reduce:w-[calc(33.333%-0.6875rem)]",
);

function Row({ label, people, animation }: { label: string; people: readonly Person[]; animation: string }) {
  const list = (hidden: boolean) => (
    <ul className={cn(track, hidden && "motion-reduce:hidden")} aria-label={hidden ? undefined : label} aria-hidden={hidden || undefined}>
      {people.map((person) => (
        <li key={person.name} className={chip}>
          <PersonChip person={person} />
        </li>
      ))}
    </ul>
  );
  return (
    <div
      data-marquee-track
      className={cn(
        "flex w-max",
        animation,
        "group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] group-data-[playing=false]:[animation-play-state:paused]",
        "motion-reduce:w-full motion-reduce:animate-none",
      )}
    >
      {list(false)}
      {list(true)}
    </div>
  );
}

/**
 * Twelve names in two rows that scroll in opposite directions, right to left and left to right: pure CSS
 * motion that hover, focus and the pause button stop, and that stands still as a plain grid under
 * prefers-reduced-motion.
 */
export function NameMarquee({
  rows,
  labels,
  pauseWhat,
}: {
  rows: readonly [readonly Person[], readonly Person[]];
  labels: readonly [string, string];
  pauseWhat: string;
}) {
  const { playing, toggle, playingAttribute } = usePlayState();
  return (
    <div>
      <div
        data-playing={playingAttribute}
        className="group -mx-5 space-y-4 overflow-hidden py-1 mask-x-from-90% mask-x-to-100% motion-reduce:mx-0 motion-reduce:mask-none sm:-mx-10"
      >
        <Row label={labels[0]} people={rows[0]} animation={TEAM_MARQUEE_CLASSES.rightToLeft} />
        <Row label={labels[1]} people={rows[1]} animation={TEAM_MARQUEE_CLASSES.leftToRight} />
      </div>
      <div className="mt-6 flex justify-center motion-reduce:hidden">
        <PlayPauseButton playing={playing} onToggle={toggle} what={pauseWhat} />
      </div>
    </div>
  );
}
