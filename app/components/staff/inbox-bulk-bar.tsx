import { Form } from "react-router";
import { STATUS_NAMES } from "#app/components/staff/lead-labels.ts";

/** The id the rows' checkboxes name as their form. */
export const BULK_FORM_ID = "inbox-bulk";

/**
 * What to do with the selected leads: one select and one button, a plain form post (the checkboxes in the table
 * belong to it by its id), so it works without JavaScript; each lead is changed and audited as on its own page.
 */
export function InboxBulkBar({ action, box, error }: { action: string; box: "inbox" | "spam"; error?: string }) {
  return (
    <Form id={BULK_FORM_ID} method="post" action={action} className="mt-4 flex flex-wrap items-end gap-2 text-sm">
      <label>
        <span className="font-medium">With the selected leads</span>
        <select
          name="operation"
          defaultValue=""
          required
          className="mt-1 block rounded border border-ink-300 px-2 py-1.5"
          aria-describedby={error ? "bulk-error" : undefined}
        >
          <option value="" disabled>
            Choose an action
          </option>
          {box === "inbox" && <option value="spam">Mark as spam</option>}
          <option value="owner:me">Assign to me</option>
          <option value="owner:none">Leave without an owner</option>
          {Object.entries(STATUS_NAMES).map(([status, name]) => (
            <option key={status} value={`status:${status}`}>
              Set status: {name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded border border-ink-300 px-3 py-1.5 font-medium hover:bg-ink-100">
        Apply to the selected
      </button>
      {error && (
        <p id="bulk-error" role="alert" className="w-full text-red-800">
          {error}
        </p>
      )}
    </Form>
  );
}
