import { OfficeDetails, type DetailLabels, type FootprintOffice } from "./office-details";

/** The selected office: its place, address and ways to reach it. */
export function OfficeCard({ office, labels }: { office: FootprintOffice; labels: DetailLabels }) {
  return (
    <article aria-labelledby="footprint-card-title" className="rounded-card border border-ink-200 bg-white p-6 shadow-card xl:shadow-raised">
      <h3 id="footprint-card-title" className="text-xl font-semibold text-ink-900">
        {office.title}
      </h3>
      <OfficeDetails office={office} labels={labels} split className="mt-4" />
    </article>
  );
}
