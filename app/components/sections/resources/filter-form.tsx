import { Card } from "#app/components/ui/card.tsx";
import { useId, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextLink } from "#app/components/ui/link.tsx";
import { listQuery, type FilterField, type FilterOptions, type ResourceFilters } from "#app/lib/resource-filters.ts";

type FilterCopy = {
  legend: string;
  type: string;
  anyType: string;
  industry: string;
  anyIndustry: string;
  service: string;
  anyService: string;
  apply: string;
  clear: string;
};

const fields: readonly { field: FilterField; label: keyof FilterCopy; any: keyof FilterCopy }[] = [
  { field: "type", label: "type", any: "anyType" },
  { field: "industry", label: "industry", any: "anyIndustry" },
  { field: "service", label: "service", any: "anyService" },
];

type FilterFormProps = { pathname: string; options: FilterOptions; filters: ResourceFilters; copy: FilterCopy; anchor: string };

/**
 * A plain GET form, so filtering works without JavaScript; with it, the same choice becomes the same
 * address without empty fields, and the list changes in place.
 */
export function FilterForm({ pathname, options, filters, copy, anchor }: FilterFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen: ResourceFilters = {};
    for (const { field } of fields) {
      const value = data.get(field);
      if (typeof value === "string" && value) chosen[field] = value;
    }
    void navigate(`${pathname}${listQuery(chosen)}#${anchor}`);
  };
  const active = Object.keys(filters).length > 0;
  return (
    <Card method="get" action={`${pathname}#${anchor}`} onSubmit={onSubmit} as="form" tone="muted" padding={5} className="sm:p-6">
      <fieldset>
        <legend className="text-base font-semibold text-ink-950">{copy.legend}</legend>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end">
          {fields.map(({ field, label, any }) => {
            const choices = options[field];
            if (!choices) return null;
            return (
              <div key={field} className="flex min-w-0 flex-col gap-1.5">
                <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-ink-700">
                  {copy[label]}
                </label>
                {/* Keyed by the value so a new address resets the choice shown. */}
                <select
                  key={filters[field] ?? ""}
                  id={`${id}-${field}`}
                  name={field}
                  defaultValue={filters[field] ?? ""}
                  className="h-11 w-full min-w-0 rounded-control border border-ink-300 bg-white px-3 text-base text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <option value="">{copy[any]}</option>
                  {choices.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" variant="brand">
              {copy.apply}
            </Button>
            {active && <TextLink href={`${pathname}#${anchor}`}>{copy.clear}</TextLink>}
          </div>
        </div>
      </fieldset>
    </Card>
  );
}
