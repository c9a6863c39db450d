import type { Route } from "./+types/route";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { staffServices } from "#app/.server/staff/require-staff.ts";

/** Pages past this are refused rather than scanned (50 000 entries back). */
const MAX_PAGE = 1000;
const COLUMNS = ["When", "Who", "Action", "Subject", "Detail", "Address"];

export async function loader(args: Route.LoaderArgs) {
  const raw = new URL(args.request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,4}$/.test(raw) ? Math.min(MAX_PAGE, Math.max(1, Number(raw))) : 1;
  staffMember(args);
  return { page, ...(await staffServices(args.context).auditPage(page)) };
}

export const meta: Route.MetaFunction = () => [{ title: "Audit log · Staff" }, { name: "robots", content: "noindex, nofollow" }];

const when = (iso: string) => iso.replace("T", " ").slice(0, 19) + " UTC";

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { page, entries, hasOlder } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <p className="mt-2 text-sm">Every staff action, newest first. Page {page}.</p>
      {entries.length ? (
        // Focusable, so a keyboard can scroll the table sideways on a narrow screen (it holds no links).
        <div role="region" aria-label="Audit entries" tabIndex={0} className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-ink-300">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-ink-200 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">{when(entry.at)}</td>
                  <td className="py-2 pr-4">{entry.actor_email || "—"}</td>
                  <td className="py-2 pr-4">{entry.action}</td>
                  <td className="py-2 pr-4 break-all">{entry.subject ?? ""}</td>
                  <td className="py-2 pr-4 break-all">{entry.detail ?? ""}</td>
                  <td className="py-2 pr-4">{entry.ip ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-6">No entries on this page.</p>
      )}
      <nav aria-label="Audit log pages" className="mt-6 flex gap-6">
        {page > 1 && (
          <a className="font-medium text-brand-700 underline" href={`${staffPaths.audit}?page=${page - 1}`}>
            Newer entries
          </a>
        )}
        {hasOlder && (
          <a className="font-medium text-brand-700 underline" href={`${staffPaths.audit}?page=${page + 1}`}>
            Older entries
          </a>
        )}
      </nav>
    </>
  );
}
