/** One option per value of a names table (value → what staff read). */
export function NameOptions({ names }: { names: Readonly<Record<string, string>> }) {
  return Object.entries(names).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
