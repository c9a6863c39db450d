import type { ContentChange } from "#server/publish/content-changes.ts";
import type { PublishRecord } from "#server/publish/publish-log.ts";
import type { PublishStatus } from "#server/db/tables/publish.ts";
import { utcTime } from "./lead-labels";

const STATUS_NAMES: Record<PublishStatus, string> = {
  running: "Running",
  published: "Published",
  failed: "Failed",
  interrupted: "Interrupted",
};

const CHANGE_NAMES: Record<ContentChange["change"], string> = { added: "Added", changed: "Changed", removed: "Removed" };

/** The files a publish changes (or changed): each with what happened to it. */
export function ChangedFiles({ changes, empty }: { changes: ContentChange[]; empty: string }) {
  if (!changes.length) return <p className="text-sm">{empty}</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {changes.map((change) => (
        <li key={change.file} className="break-all">
          <span className="font-medium">{`${CHANGE_NAMES[change.change]}:`}</span> {`content/${change.file}`}
        </li>
      ))}
    </ul>
  );
}

/** Past publishes, newest first: who, when, how it ended, what changed and the commit. */
export function PublishHistory({ history }: { history: PublishRecord[] }) {
  if (!history.length) return <p className="mt-2 text-sm">Nothing has been published from here yet.</p>;
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    <div role="region" aria-label="Publish history" tabIndex={0} className="mt-2 overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead>
          <tr className="border-b border-ink-300">
            <th scope="col" className="py-2 pr-4">
              Started
            </th>
            <th scope="col" className="py-2 pr-4">
              By
            </th>
            <th scope="col" className="py-2 pr-4">
              Result
            </th>
            <th scope="col" className="py-2 pr-4">
              What changed
            </th>
            <th scope="col" className="py-2 pr-4">
              Commit
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={entry.id} className="border-b border-ink-200 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">{utcTime(entry.startedAt)}</td>
              <td className="py-2 pr-4">{entry.actorEmail}</td>
              <td className="py-2 pr-4">
                {STATUS_NAMES[entry.status]}
                {entry.finishedAt && entry.status !== "running" ? ` at ${utcTime(entry.finishedAt).slice(11)}` : ""}
              </td>
              <td className="py-2 pr-4">
                <ChangedFiles changes={entry.changes} empty="No file changed." />
              </td>
              <td className="py-2 pr-4 font-mono">{entry.commit ? entry.commit.slice(0, 12) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
