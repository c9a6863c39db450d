import { useEffect, useState } from "react";
import { BULK_FORM_ID } from "./inbox-bulk-bar";

/** The inbox's shortcuts, as the help panel lists them. */
const SHORTCUTS: [keys: string, what: string][] = [
  ["j / k", "Next / previous lead"],
  ["o or Enter", "Open the lead"],
  ["x", "Select or unselect the lead"],
  ["e", "Select the lead and choose an action (a status, an owner, spam)"],
  ["?", "Show or hide these shortcuts"],
];

const rows = () => [...document.querySelectorAll<HTMLTableRowElement>("[data-lead-row]")];
const linkOf = (row: HTMLElement | undefined) => row?.querySelector<HTMLAnchorElement>("a[href]") ?? undefined;
const boxOf = (row: HTMLElement | undefined) => row?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? undefined;

/** Typing in a field, or a shortcut of the browser or the system: not ours. */
function notForUs(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return event.ctrlKey || event.metaKey || event.altKey || Boolean(target?.closest("input, textarea, select, [contenteditable='true']"));
}

/**
 * Keyboard triage of the inbox's page (with JavaScript): j/k move between leads, o opens, x selects, e selects and
 * moves to the bulk action, ? shows the shortcuts. Returns what the polite live region says after each key.
 */
export function useInboxKeys() {
  const [announcement, setAnnouncement] = useState("");
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (notForUs(event)) return;
      const all = rows();
      const current = all.findIndex((row) => row.contains(document.activeElement));
      const row = all[current];
      const say = (words: string) => setAnnouncement(words);
      const describe = (index: number) => `Lead ${index + 1} of ${all.length}: ${all[index]?.dataset.leadSummary ?? ""}`;
      switch (event.key) {
        case "j":
        case "k": {
          if (!all.length) return;
          const next = event.key === "j" ? Math.min(all.length - 1, current + 1) : Math.max(0, current === -1 ? 0 : current - 1);
          linkOf(all[next])?.focus();
          say(describe(next));
          break;
        }
        case "o":
          if (row) linkOf(row)?.click();
          break;
        case "x": {
          const box = boxOf(row);
          if (!box) return;
          box.checked = !box.checked;
          say(`${box.checked ? "Selected" : "Not selected"}: ${row?.dataset.leadSummary ?? ""}`);
          break;
        }
        case "e": {
          const box = boxOf(row);
          if (box) box.checked = true;
          document.querySelector<HTMLSelectElement>(`#${BULK_FORM_ID} select`)?.focus();
          say("Choose what to do with the selected leads, then Apply.");
          break;
        }
        case "?":
          setHelpOpen((open) => !open);
          break;
        case "Escape":
          setHelpOpen(false);
          return;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return { announcement, helpOpen, toggleHelp: () => setHelpOpen((open) => !open) };
}

/** The live region the shortcuts speak through, and their help, opened by ? or its button. */
export function InboxKeysHelp({ keys }: { keys: ReturnType<typeof useInboxKeys> }) {
  return (
    <div className="mt-6 text-sm">
      <p aria-live="polite" className="sr-only" data-testid="inbox-announcer">
        {keys.announcement}
      </p>
      <button
        type="button"
        aria-expanded={keys.helpOpen}
        aria-controls="inbox-shortcuts"
        onClick={keys.toggleHelp}
        className="font-medium text-brand-700 underline"
      >
        Keyboard shortcuts
      </button>
      <dl
        id="inbox-shortcuts"
        hidden={!keys.helpOpen}
        className="mt-2 grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1 rounded border border-ink-200 p-3"
      >
        {SHORTCUTS.map(([shortcut, what]) => (
          <div key={shortcut} className="contents">
            <dt>
              <kbd className="rounded border border-ink-300 px-1.5 font-mono">{shortcut}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
