import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { Link as RouterLink, useFetcher, useNavigate } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { MAX_QUERY_LENGTH, searchHref, type SearchAnswer, type SearchLoaderData } from "#shared/search.ts";
import { HighlightedText } from "./highlighted-text";
import { NoResults } from "./no-results";
import { searchCopy } from "./search-copy";
import { SearchHitSummary } from "./search-hit-summary";

/**
 * The header's search dialog (loaded on demand by search-button.tsx). Its box is a WAI-ARIA combobox: each
 * keystroke asks /search for the results (its loader's data, a few kilobytes; the index stays on the
 * server), the count is announced, arrow keys move through the results, Enter opens one, Escape closes.
 * A modal <dialog>, so the rest of the page is inert while it is open; a full-screen sheet on phones.
 */
type SearchDialogProps = {
  open: boolean;
  onClose: () => void;
  /** What was typed after the shortcut, before this field could take it: taken (and set to null) on focus. */
  typedAheadRef: RefObject<string | null>;
};

export function SearchDialog({ open, onClose, typedAheadRef }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  // One fetcher per query, so an answer can only ever be shown for the query it answers, whatever order
  // the answers arrive in; the last answer stays on screen while the next one is on its way.
  const trimmed = query.replace(/\s+/g, " ").trim();
  const fetcher = useFetcher<SearchLoaderData>({ key: `site-search:${trimmed}` });
  const requested = useRef(new Set<string>());
  const fresh = trimmed ? fetcher.data?.answer : undefined;
  const [shown, setShown] = useState<SearchAnswer | undefined>(undefined);
  useEffect(() => {
    if (!trimmed || requested.current.has(trimmed)) return;
    requested.current.add(trimmed);
    void fetcher.load(searchHref(trimmed));
  }, [trimmed, fetcher]);
  if (fresh && fresh !== shown) setShown(fresh);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  const answer = trimmed ? (fresh ?? shown) : undefined;
  const hits = answer?.hits ?? [];
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const search = (value: string) => {
    setQuery(value);
    setActive(-1);
  };
  const go = (href: string) => {
    onClose();
    void navigate(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      // A search field's own Escape would only clear the query (and so the list); in a modal search it closes.
      event.preventDefault();
      onClose();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!hits.length) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (step > 0 ? (current >= hits.length - 1 ? 0 : current + 1) : current <= 0 ? hits.length - 1 : current - 1));
    } else if (event.key === "Enter" && trimmed) {
      event.preventDefault();
      const hit = hits[active];
      go(hit ? hit.href : searchHref(trimmed));
    }
  };

  const status = !trimmed ? "" : fresh ? searchCopy.results(fresh.total) : searchCopy.searching;

  return (
    <dialog
      ref={dialog}
      aria-label={searchCopy.dialogLabel}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      className={cn(
        "m-0 flex-col overflow-hidden bg-white p-0 text-ink-900 shadow-raised backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm open:flex",
        "max-sm:h-dvh max-sm:max-h-none max-sm:w-screen max-sm:max-w-none",
        "sm:mx-auto sm:mt-[12vh] sm:max-h-[min(40rem,76vh)] sm:w-[min(42rem,calc(100vw-3rem))] sm:rounded-card",
      )}
    >
      <div className="flex items-center gap-2 border-b border-ink-200 px-4 py-3 sm:px-5">
        <Icon name="search" className="size-5 shrink-0 text-ink-500" />
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label={searchCopy.inputLabel}
          aria-expanded={hits.length > 0}
          aria-controls={`${id}-results`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={searchCopy.placeholder}
          value={query}
          onChange={(event) => search(event.currentTarget.value)}
          onFocus={(event) => {
            const typed = typedAheadRef.current;
            typedAheadRef.current = null;
            if (typed) search(typed);
            else event.currentTarget.select();
          }}
          onKeyDown={onKeyDown}
          className="h-11 min-w-0 flex-1 bg-transparent text-lg text-ink-950 outline-none placeholder:text-ink-500 [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="button"
          onClick={onClose}
          className="flex size-11 shrink-0 items-center justify-center rounded-control text-ink-700 hover:bg-ink-100"
        >
          <Icon name="x" className="size-5" />
          <span className="sr-only">{searchCopy.close}</span>
        </button>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {/* Focusable so that the keyboard can scroll it too (the options themselves are reached from the box). */}
      <div
        role="region"
        aria-label={searchCopy.resultsRegion}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:outline-offset-[-2px]"
      >
        <ul id={`${id}-results`} role="listbox" aria-label={searchCopy.dialogLabel} className={cn("p-2", !hits.length && "hidden")}>
          {hits.map((hit, index) => (
            <li
              key={hit.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onClick={() => go(hit.href)}
              onPointerMove={() => setActive(index)}
              className={cn("cursor-pointer rounded-control px-3 py-3", index === active ? "bg-brand-50 ring-1 ring-brand-200" : "")}
            >
              <span className="block font-semibold text-brand-800">
                <HighlightedText parts={hit.title} />
              </span>
              <span className="mt-1 block">
                <SearchHitSummary hit={hit} compact />
              </span>
            </li>
          ))}
        </ul>
        {answer && answer.total === 0 && (
          <div className="px-4 pb-4 sm:px-5">
            <NoResults message={searchCopy.noResults.title(answer.query)} suggestions={answer.suggestions} onNavigate={onClose} />
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-600 sm:px-5">
        <span className="flex items-center gap-3 max-sm:hidden" aria-hidden="true">
          <span>
            <kbd className="rounded border border-ink-300 bg-white px-1.5 font-sans">↑</kbd>{" "}
            <kbd className="rounded border border-ink-300 bg-white px-1.5 font-sans">↓</kbd> {searchCopy.keyboard.move}
          </span>
          <span>
            <kbd className="rounded border border-ink-300 bg-white px-1.5 font-sans">Enter</kbd> {searchCopy.keyboard.open}
          </span>
          <span>
            <kbd className="rounded border border-ink-300 bg-white px-1.5 font-sans">Esc</kbd> {searchCopy.keyboard.close}
          </span>
        </span>
        {answer && answer.total > hits.length && (
          <RouterLink
            to={searchHref(answer.query)}
            onClick={onClose}
            className="ml-auto font-medium text-brand-700 underline underline-offset-4"
          >
            {searchCopy.seeAll(answer.total)}
          </RouterLink>
        )}
      </div>
    </dialog>
  );
}
