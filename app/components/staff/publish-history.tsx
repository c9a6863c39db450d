import { Form } from "react-router";
import type { ContentChange } from "#server/publish/content-changes.ts";
import type { FieldChange } from "#server/publish/field-diff.ts";
import type { PublishWithFields } from "#server/publish/publisher.ts";
import type { PublishStatus } from "#server/db/tables/publish.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { utcTime } from "./lead-labels";

const STATUS_NAMES: Record<PublishStatus, string> = {
  running: "Running",
  published: "Published",
  failed: "Failed",
  interrupted: "Interrupted",
};

const CHANGE_NAMES: Record<ContentChange["change"], string> = { added: "Added", changed: "Changed", removed: "Removed" };

const buttonClass = "rounded border border-brand-700 px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50";

/** A publish's change to one entry, field by field: its name, the text before and the text after. */
function FieldChanges({ fields }: { fields: FieldChange[] }) {
  if (!fields.length) return null;
  return (
    <ul className="mt-1 flex flex-col gap-1 border-l-2 border-ink-300 pl-2 text-xs">
      {fields.map((field) => (
        <li key={field.field} className="break-words">
          <span className="font-mono font-medium">{field.field}</span>
          {": "}
          {field.before === null ? <span>added</span> : <del className="text-red-900">{field.before || "(empty)"}</del>}
          {" → "}
          {field.after === null ? <span>removed</span> : <ins className="text-green-900 no-underline">{field.after || "(empty)"}</ins>}
        </li>
      ))}
    </ul>
  );
}

/** Past publishes, newest first: who, when, how it ended, what changed (field by field) and the commit, with their restores. */
export function PublishHistory({ history, restoring }: { history: PublishWithFields[]; restoring: boolean }) {
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
          {history.map((entry) => {
            const restorable = entry.status === "published" && entry.commit !== null;
            return (
              <tr key={entry.id} className="border-b border-ink-200 align-top">
                <td className="py-2 pr-4 whitespace-nowrap">{utcTime(entry.startedAt)}</td>
                <td className="py-2 pr-4">{entry.actorEmail}</td>
                <td className="py-2 pr-4">
                  {STATUS_NAMES[entry.status]}
                  {entry.finishedAt && entry.status !== "running" ? ` at ${utcTime(entry.finishedAt).slice(11)}` : ""}
                </td>
                <td className="py-2 pr-4">
                  {!entry.changes.length && <p>No file changed.</p>}
                  <ul className="flex flex-col gap-2">
                    {entry.changes.map((change) => (
                      <li key={change.file}>
                        <span className="font-medium">{change.title}</span>
                        <span className="block text-xs break-all text-ink-700">{`${CHANGE_NAMES[change.change]}: content/${change.file}`}</span>
                        <FieldChanges fields={change.fields} />
                        {restorable && !change.image && (
                          <Form method="post" action={staffPaths.contentPublish} className="mt-1">
                            <input type="hidden" name="intent" value="restore-entry" />
                            <input type="hidden" name="publish" value={entry.id} />
                            <input type="hidden" name="file" value={change.file} />
                            <button
                              type="submit"
                              aria-label={`Restore the version before this publish: ${change.title}`}
                              className={buttonClass}
                            >
                              Restore the version before this publish
                            </button>
                          </Form>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="py-2 pr-4">
                  <span className="font-mono">{entry.commit ? entry.commit.slice(0, 12) : "—"}</span>
                  {restorable && (
                    <Form method="post" action={staffPaths.contentPublish} className="mt-1">
                      <input type="hidden" name="intent" value="restore-site" />
                      <input type="hidden" name="publish" value={entry.id} />
                      <button
                        type="submit"
                        disabled={restoring}
                        aria-label={`Publish the whole site as it was after this publish (${utcTime(entry.startedAt)})`}
                        className={`${buttonClass} disabled:opacity-60`}
                      >
                        Publish the whole site as it was after this publish
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
