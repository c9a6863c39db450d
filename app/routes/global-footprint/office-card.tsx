import { Card } from "#app/components/ui/card.tsx";
import { OfficeDetails, type DetailLabels, type FootprintOffice } from "./office-details";

/** The selected office: its place, address and ways to reach it. */
export function OfficeCard({ office, labels }: { office: FootprintOffice; labels: DetailLabels }) {
  return (
    <Card aria-labelledby="footprint-card-title" as="article" className="xl:shadow-raised">
      <h3 id="footprint-card-title" className="text-xl font-semibold text-ink-900">
        {office.title}
      </h3>
      <OfficeDetails office={office} labels={labels} split className="mt-4" />
    </Card>
  );
}
