import { Card } from "#app/components/ui/card.tsx";
import { ContentPicture } from "#app/components/ui/content-picture.tsx";
import { OfficeDetails, type DetailLabels, type FootprintOffice } from "./office-details";

/** The card's width: the page's column below 1280 px, 20rem beside the map from there (footprint.tsx). */
const PHOTO_SIZES = "(min-width: 1280px) 20rem, (min-width: 1024px) 64rem, 100vw";

/** The selected office: its photograph where there is one, its place, address and ways to reach it. */
export function OfficeCard({ office, labels }: { office: FootprintOffice; labels: DetailLabels }) {
  return (
    <Card aria-labelledby="footprint-card-title" as="article" className="xl:shadow-raised">
      {office.photo && (
        <ContentPicture image={office.photo} sizes={PHOTO_SIZES} className="mb-4 aspect-[3/2] w-full rounded-control object-cover" />
      )}
      <h3 id="footprint-card-title" className="text-xl font-semibold text-ink-900">
        {office.title}
      </h3>
      <OfficeDetails office={office} labels={labels} split className="mt-4" />
    </Card>
  );
}
