import type { ReactNode } from "react";
import { KIND_LABELS, NOTIFICATION_NAMES, STATUS_NAMES, utcTime } from "#app/components/staff/lead-labels.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import type { InboxRow } from "#server/leads/lead-inbox.ts";

const COLUMNS = ["Received", "Name", "Organisation", "E-mail", "Kind", "Status", "Owner", "Notification"] as const;

/**
 * One cell. Below the md breakpoint the table is a stack of cards, one per lead, its cells one under another in
 * the order a salesperson reads them (`phoneOrder`), each naming its column, since the header row is not shown.
 */
function Cell({
  label,
  phoneOrder,
  className = "",
  children,
}: {
  label?: string;
  phoneOrder: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={`block py-0.5 md:table-cell md:py-2 md:pr-4 md:align-top ${phoneOrder} md:order-none ${className}`}>
      {label && <span className="font-medium text-ink-600 md:hidden">{label}: </span>}
      {children}
    </td>
  );
}

/** An address that wraps after its "@" before anywhere else (a narrow column broke "harborm|utual.com"). */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** One row per lead (a card on a phone): what sales scans for, each value rendered as text. */
export function InboxTable({ rows, bulkForm }: { rows: (InboxRow & { topic_title: string | null; unread: boolean })[]; bulkForm: string }) {
  if (!rows.length) return <p className="mt-6">No leads match.</p>;
  return (
    <div className="mt-4 md:overflow-x-auto">
      <table className="block w-full text-left text-sm md:table">
        <thead className="max-md:sr-only">
          <tr className="border-b border-ink-300">
            <th scope="col" className="py-2 pr-2">
              <span className="sr-only">Select</span>
            </th>
            {COLUMNS.map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 md:table-row-group">
          {rows.map((row) => (
            <tr
              key={row.id}

              data-lead-row
              data-lead-summary={`${row.full_name || "(no name)"}, ${row.organisation}, ${STATUS_NAMES[row.status]}, owner ${row.owner_email ?? "nobody yet"}${row.unread ? ", unread" : ""}`}
              className="relative flex flex-col rounded border border-ink-200 p-3 pl-11 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:pl-0"
            >
              <td className="absolute top-3 left-3 md:static md:table-cell md:py-2 md:pr-2 md:align-top">
                {/* In the bulk form by its id: the table sits inside it, the checkboxes need no wrapper of their own. */}
                <input
                  type="checkbox"
                  name="lead"
                  value={row.id}
                  form={bulkForm}
                  aria-label={`Select ${row.full_name || "(no name)"}, ${row.organisation}`}
                  className="size-5"
                />
              </td>
              <Cell label="Received" phoneOrder="order-5" className="md:whitespace-nowrap">
                {utcTime(row.created_at)}
              </Cell>
              <Cell phoneOrder="order-1">
                <a className={`${row.unread ? "font-bold" : "font-medium"} text-brand-700 underline`} href={staffPaths.lead(row.id)}>
                  {row.unread && <span aria-hidden="true" className="mr-1.5 inline-block size-2 rounded-full bg-brand-700 align-middle" />}
                  {row.full_name || "(no name)"}
                  {row.unread && <span className="sr-only"> (unread)</span>}
                </a>
                {row.excerpt && <p className="mt-1 line-clamp-2 max-w-80 break-words text-ink-700">{row.excerpt}</p>}
              </Cell>
              <Cell phoneOrder="order-2" className="max-md:font-medium">
                {row.organisation}
              </Cell>
              <Cell label="E-mail" phoneOrder="order-7" className="[overflow-wrap:anywhere]">
                <EmailText email={row.email} />
              </Cell>
              <Cell label="Kind" phoneOrder="order-6">
                {row.kind === "whitepaper" && row.topic_title ? `${KIND_LABELS.whitepaper}: ${row.topic_title}` : KIND_LABELS[row.kind]}
              </Cell>
              <Cell label="Status" phoneOrder="order-3">
                {STATUS_NAMES[row.status]}
                {row.follow_up_on && (
                  <span className="mt-1 block whitespace-nowrap text-ink-700">
                    Follow up <time dateTime={row.follow_up_on}>{row.follow_up_on}</time>
                  </span>
                )}
              </Cell>
              <Cell label="Owner" phoneOrder="order-4" className="[overflow-wrap:anywhere]">
                {row.owner_email ?? "nobody yet"}
              </Cell>
              <Cell label="Notification" phoneOrder="order-8">
                {NOTIFICATION_NAMES[row.delivery_status]}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
