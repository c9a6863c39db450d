/**
 * Every partner's mark is the same typographic tile: its monogram, in the brand's colours, never the company's
 * own logo (a trademark the firm has no licence to draw). The name beside it is the wordmark.
 */
export function PartnerMark({ monogram }: { monogram: string }) {
  return (
    <span
      aria-hidden="true"
      data-partner-mark=""
      className="flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-50 text-base font-bold tracking-tight text-brand-800 ring-1 ring-brand-100 ring-inset"
    >
      {monogram}
    </span>
  );
}
