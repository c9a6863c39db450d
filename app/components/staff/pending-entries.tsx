import { Form } from "react-router";
import type { ContentChange } from "#server/publish/content-changes.ts";
import type { PendingEntry } from "#server/publish/publisher.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { utcTime } from "./lead-labels";

const CHANGE_NAMES: Record<PendingEntry["change"], string> = { added: "Added", changed: "Changed", removed: "Removed" };

/** What changed in an entry, in one text: "Changed: content/blogs/a-post.md, with 1 image". */
function changeLine(entry: PendingEntry): string {
  const own = entry.ownChange ? `${CHANGE_NAMES[entry.change]}: content/${entry.file}` : `Its image changed: content/${entry.file}`;
  const count = entry.images.length;
  return count ? `${own}, with ${count} ${count === 1 ? "image" : "images"}` : own;
}

/** The entries saved since the live build: title, change, last save and state, each with its button to mark it ready or draft. */
export function PendingEntries({ entries }: { entries: PendingEntry[] }) {
  if (!entries.length) return <p className="text-sm">Nothing has changed since the live build.</p>;
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    <div role="region" aria-label="Saved since the live build" tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead>
          <tr className="border-b border-ink-300">
            <th scope="col" className="py-2 pr-4">
              Entry
            </th>
            <th scope="col" className="py-2 pr-4">
              Last saved
            </th>
            <th scope="col" className="py-2 pr-4">
              State
            </th>
            <th scope="col" className="py-2 pr-4">
              <span className="sr-only">Change the state</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.file} className="border-b border-ink-200 align-top">
              <th scope="row" className="py-2 pr-4 font-normal">
                <span className="font-medium">{entry.title}</span>
                <span className="block text-xs break-all text-ink-700">{changeLine(entry)}</span>
                {entry.images.length > 0 && (
                  <ul className="text-xs break-all text-ink-700">
                    {entry.images.map((image) => (
                      <li key={image.file}>{`${CHANGE_NAMES[image.change]}: content/${image.file}`}</li>
                    ))}
                  </ul>
                )}
              </th>
              <td className="py-2 pr-4">
                {entry.savedBy && entry.savedAt ? `${entry.savedBy}, ${utcTime(entry.savedAt)}` : "Not saved in the editor"}
              </td>
              <td className="py-2 pr-4">{entry.entry ? (entry.state === "ready" ? "Ready" : "Draft") : "Goes with every publish"}</td>
              <td className="py-2 pr-4">
                {entry.entry && (
                  <Form method="post" action={staffPaths.contentPublish}>
                    <input type="hidden" name="intent" value="mark" />
                    <input type="hidden" name="file" value={entry.file} />
                    <input type="hidden" name="state" value={entry.state === "ready" ? "draft" : "ready"} />
                    <button
                      type="submit"
                      // The entry's title in the name: every row has this button.
                      aria-label={`${entry.state === "ready" ? "Back to draft" : "Mark ready"}: ${entry.title}`}
                      className="rounded border border-brand-700 px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
                    >
                      {entry.state === "ready" ? "Back to draft" : "Mark ready"}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Saved images that no saved entry names: no publish takes them until an entry does. */
export function UnnamedImages({ images }: { images: ContentChange[] }) {
  if (!images.length) return null;
  return (
    <div className="mt-3 text-sm">
      <p>Saved images no saved entry uses (no publish takes them until an entry names them):</p>
      <ul className="mt-1 text-xs break-all text-ink-700">
        {images.map((image) => (
          <li key={image.file}>{`${CHANGE_NAMES[image.change]}: content/${image.file}`}</li>
        ))}
      </ul>
    </div>
  );
}
