import { cardClass } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ServiceHighlight } from "#content/schema/home.ts";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { SERVICES_AUTOPLAY_MS, SERVICES_MOUSE_LEAVE_TIMEOUT_MS } from "#app/lib/motion-constants.ts";
import { useAutoplayCarousel } from "#app/lib/use-autoplay-carousel.ts";
import { PatternArt } from "#app/components/sections/pattern-art.tsx";

// One service per view at every width (the 0/400/740/940 px breakpoints all show one); no loop.
const options = { loop: false, align: "start" as const };

/** Autoplays every 7 s; after the pointer leaves it waits 10 s before autoplay resumes. */
export function ServicesCarousel({ services }: { services: ServiceHighlight[] }) {
  const carousel = useAutoplayCarousel(options, SERVICES_AUTOPLAY_MS, SERVICES_MOUSE_LEAVE_TIMEOUT_MS);
  return (
    <Carousel
      label="Services"
      className="mt-10 sm:mt-12"
      carousel={carousel}
      autoplayLabel="services"
      slides={services}
      slideKey={(service) => service.href}
      noun="service"
      viewportClassName={cn(cardClass({ padding: 0 }), "overflow-hidden")}
    >
      {(service, index) => (
        <article className="grid h-full md:grid-cols-[2fr_3fr]">
          <div className="relative h-44 sm:h-56 md:h-full md:min-h-[20rem]">
            <PatternArt seed={index * 13 + 5} />
            <span className="absolute top-1/2 left-1/2 flex size-20 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-3xl bg-white/10 text-white ring-1 ring-white/25 backdrop-blur-sm">
              <Icon name={service.icon} className="size-9" />
            </span>
          </div>
          <div className="flex flex-col justify-center p-7 sm:p-10">
            <h3 className="text-2xl font-semibold tracking-tight text-ink-950 sm:text-3xl">{service.title}</h3>
            <p className="mt-3 text-lg text-pretty text-ink-600">{service.summary}</p>
            <ul className="mt-5 space-y-2.5">
              {service.points.map((point) => (
                <li key={point} className="flex gap-3 text-ink-700">
                  <Icon name="badge-check" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  {point}
                </li>
              ))}
            </ul>
            <ButtonLink href={service.href} variant="brand" className="mt-7 self-start">
              Explore {service.title}
            </ButtonLink>
          </div>
        </article>
      )}
    </Carousel>
  );
}
