import { staffPaths } from "#shared/staff-paths.ts";

/** The way back to the inbox from a page below it. */
export function AllLeadsLink() {
  return (
    <p className="text-sm">
      <a className="font-medium text-brand-700 underline" href={staffPaths.leads}>
        All leads
      </a>
    </p>
  );
}
