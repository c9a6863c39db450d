import { OfficeDetails, type DetailLabels, type FootprintOffice } from "./office-details";

/** Every office as plain text: what screen readers and visitors without JavaScript read, and where the map's links lead. */
export function OfficeDirectory({ offices, labels }: { offices: FootprintOffice[]; labels: DetailLabels }) {
  return (
    <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
      {offices.map((office) => (
        <li key={office.id} id={`office-${office.id}`} className="scroll-mt-28 border-t-2 border-brand-700 pt-5">
          <h3 className="text-lg font-semibold text-ink-900">{office.title}</h3>
          <OfficeDetails office={office} labels={labels} className="mt-3" />
        </li>
      ))}
    </ul>
  );
}
