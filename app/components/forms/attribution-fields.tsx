import { useEffect, useRef } from "react";
import { visitAttribution } from "#app/lib/visit-attribution.ts";
import { ATTRIBUTION_FIELDS } from "#shared/attribution-fields.ts";

/**
 * The visit's first page, referring site and campaign as hidden fields, filled from sessionStorage once the page is
 * live. Without JavaScript they go empty, and the server reads the form page's own address instead.
 */
export function AttributionFields() {
  const fields = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const values: Partial<Record<string, string>> = visitAttribution();
    for (const input of fields.current?.querySelectorAll("input") ?? []) input.value = values[input.name] ?? "";
  }, []);
  return (
    <span ref={fields} hidden>
      {ATTRIBUTION_FIELDS.map((name) => (
        // No defaultValue: React would write it back over the value set below at the form's next render.
        <input key={name} type="hidden" name={name} />
      ))}
    </span>
  );
}
