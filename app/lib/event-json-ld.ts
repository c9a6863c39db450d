import { serializeJsonLd } from "./json-ld";
import { organization } from "./organization-json-ld";
import { absoluteUrl } from "./site-url";

type EventFacts = { name: string; description: string; path: string; startDate: string; endDate: string };

/**
 * schema.org Event for a webinar page: online, organised by the firm. A session that has taken place
 * keeps EventScheduled (it happened as planned); schema.org has no status for "finished".
 */
export function webinarEventJsonLd(event: EventFacts, site: Parameters<typeof organization>[0], origin: string): string {
  const url = absoluteUrl(origin, event.path);
  return serializeJsonLd({
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url },
    isAccessibleForFree: true,
    url,
    organizer: organization(site, origin),
  });
}
