import { useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import type { GlobalFootprintPage } from "#content/schema/pages.ts";
import { OfficeCard } from "./office-card";
import type { FootprintOffice } from "./office-details";
import { OfficeMap } from "./office-map";

type FootprintProps = {
  map: { width: number; height: number; land: string | null };
  offices: FootprintOffice[];
  copy: GlobalFootprintPage["map"];
};

const arrow =
  "flex size-11 items-center justify-center rounded-full border border-ink-300 bg-white text-ink-800 transition-colors hover:border-brand-600 hover:text-brand-700";

/**
 * The map and the selected office's card, starting at the head office. Pointing at or focusing a point
 * selects it; below 1024 px previous and next step through the offices, wrapping at both ends.
 */
export function Footprint({ map, offices, copy }: FootprintProps) {
  const [selected, setSelected] = useState(0);
  const count = offices.length;
  const office = offices[selected]!;
  const step = (by: number) => setSelected((index) => (index + by + count) % count);
  return (
    <div className="relative">
      <OfficeMap map={map} offices={offices} selected={selected} onSelect={setSelected} label={copy.label} />
      {/* Without JavaScript the buttons could not work: the address list below serves instead. */}
      <div className="mt-6 flex items-center justify-between gap-4 lg:hidden [html:not(.js)_&]:hidden">
        <button type="button" className={arrow} onClick={() => step(-1)} aria-label={copy.previous}>
          <Icon name="chevron-left" className="size-5" />
        </button>
        <p className="text-sm font-medium text-ink-600">
          {copy.position.replace("{index}", String(selected + 1)).replace("{count}", String(count))}
        </p>
        <button type="button" className={arrow} onClick={() => step(1)} aria-label={copy.next}>
          <Icon name="chevron-right" className="size-5" />
        </button>
      </div>
      <div aria-live="polite" className="mt-4 lg:mt-8 xl:absolute xl:bottom-0 xl:left-0 xl:mt-0 xl:w-80">
        <OfficeCard office={office} labels={copy.labels} />
      </div>
    </div>
  );
}
