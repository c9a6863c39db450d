import type { ClientKind } from "#content/schema/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { PlayPauseButton } from "#app/components/ui/play-pause-button.tsx";
import { cn } from "#app/lib/cn.ts";
import { CLIENT_MARQUEE_ANIMATION_CLASS, CLIENT_MARQUEE_TRACK_CLASS } from "#app/lib/motion-constants.ts";
import { usePlayState } from "#app/lib/use-play-state.ts";

function Wordmark({ client }: { client: ClientKind }) {
  return (
    <li className="flex items-center gap-3 px-6 py-2 motion-reduce:px-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-ink-200">
        <Icon name={client.icon} className="size-5" />
      </span>
      <span className="leading-tight">
        <span className="block font-semibold tracking-tight whitespace-nowrap text-ink-900">{client.label}</span>
        <span className="block text-xs font-medium tracking-wider whitespace-nowrap text-ink-600 uppercase">{client.sector}</span>
      </span>
    </li>
  );
}

/** The continuous client strip: pure CSS motion; hover, focus, the button or reduced motion stop it. */
export function ClientMarquee({ clients }: { clients: ClientKind[] }) {
  const { playing, toggle, playingAttribute } = usePlayState();
  const track = cn(
    "flex shrink-0 items-center justify-around",
    CLIENT_MARQUEE_TRACK_CLASS,
    "motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-3",
  );
  return (
    <div className="mt-12">
      <div
        data-playing={playingAttribute}
        className="group relative left-1/2 w-screen -translate-x-1/2 overflow-hidden py-2 before:absolute before:inset-y-0 before:left-0 before:z-10 before:w-16 before:bg-linear-to-r before:from-ink-50 after:absolute after:inset-y-0 after:right-0 after:z-10 after:w-16 after:bg-linear-to-l after:from-ink-50 motion-reduce:before:hidden motion-reduce:after:hidden sm:before:w-48 sm:after:w-48"
      >
        <div
          data-marquee-track
          className={cn(
            "flex w-max",
            CLIENT_MARQUEE_ANIMATION_CLASS,
            "group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] group-data-[playing=false]:[animation-play-state:paused]",
            "motion-reduce:w-full motion-reduce:animate-none",
          )}
        >
          <ul className={track} aria-label="Kinds of clients we serve">
            {clients.map((client) => (
              <Wordmark key={client.label} client={client} />
            ))}
          </ul>
          <ul className={cn(track, "motion-reduce:hidden")} aria-hidden="true">
            {clients.map((client) => (
              <Wordmark key={client.label} client={client} />
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-6 flex justify-center motion-reduce:hidden">
        <PlayPauseButton playing={playing} onToggle={toggle} what="client strip" />
      </div>
    </div>
  );
}
