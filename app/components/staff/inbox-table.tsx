import { KIND_LABELS, NOTIFICATION_NAMES, STATUS_NAMES, utcTime } from "#app/components/staff/lead-labels.ts";
import { staffPaths } from "#app/lib/staff-paths.ts";
import type { InboxRow } from "#server/leads/lead-inbox.ts";

const cell = "py-2 pr-4 align-top";

/** One row per lead: what sales scans for, each value rendered as text. */
export function InboxTable({ rows }: { rows: (InboxRow & { topic_title: string | null })[] }) {
  if (!rows.length) return <p className="mt-6">No leads match.</p>;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-ink-300">
            {["Received", "Name", "Organisation", "E-mail", "Kind", "Status", "Owner", "Notification"].map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-ink-200">
              <td className={`${cell} whitespace-nowrap`}>{utcTime(row.created_at)}</td>
              <td className={cell}>
                <a className="font-medium text-brand-700 underline" href={staffPaths.lead(row.id)}>
                  {row.full_name || "(no name)"}
                </a>
                {row.excerpt && <p className="mt-1 line-clamp-2 max-w-80 break-words text-ink-700">{row.excerpt}</p>}
              </td>
              <td className={cell}>{row.organisation}</td>
              <td className={cell}>{row.email}</td>
              <td className={cell}>
                {row.kind === "whitepaper" && row.topic_title ? `${KIND_LABELS.whitepaper}: ${row.topic_title}` : KIND_LABELS[row.kind]}
              </td>
              <td className={cell}>
                {STATUS_NAMES[row.status]}
                {row.follow_up_on && (
                  <span className="mt-1 block whitespace-nowrap text-ink-700">
                    Follow up <time dateTime={row.follow_up_on}>{row.follow_up_on}</time>
                  </span>
                )}
              </td>
              <td className={`${cell} break-all`}>{row.owner_email ?? ""}</td>
              <td className={cell}>{NOTIFICATION_NAMES[row.delivery_status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
