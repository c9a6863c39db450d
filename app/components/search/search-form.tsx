import { useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { MAX_QUERY_LENGTH, SEARCH_PATH } from "#shared/search.ts";
import { cn } from "#app/lib/cn.ts";
import { searchCopy } from "./search-copy";

const TYPING_PAUSE_MS = 200;

/**
 * The search box of the /search page (and the 404 page): a plain GET form to /search, so it works without
 * JavaScript. With it, the results follow the typing: each pause submits the form, replacing the address.
 */
export function SearchForm({
  query,
  live = false,
  label = searchCopy.inputLabel,
  autoFocus = false,
}: {
  query: string;
  live?: boolean;
  label?: string;
  /** The search page with nothing asked yet: the visitor came to type (also from a page without scripts' shortcut). */
  autoFocus?: boolean;
}) {
  const submit = useSubmit();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [value, setValue] = useState(query);
  // A new address (a suggestion or a link followed) shows its query, unless the visitor is typing in the box.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(query);
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form method="get" action={SEARCH_PATH} role="search" className="flex w-full max-w-2xl gap-2" preventScrollReset>
      <label className="relative min-w-0 flex-1">
        <span className="sr-only">{label}</span>
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500" />
        <input
          ref={input}
          type="search"
          name="q"
          value={value}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          autoFocus={autoFocus}
          enterKeyHint="search"
          placeholder={searchCopy.placeholder}
          onChange={(event) => {
            const form = event.currentTarget.form;
            setValue(event.currentTarget.value);
            if (!live || !form) return;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => void submit(form, { replace: true, preventScrollReset: true }), TYPING_PAUSE_MS);
          }}
          className={cn(
            "h-13 w-full rounded-control border border-ink-300 bg-white pr-4 pl-12 text-lg text-ink-950 shadow-sm placeholder:text-ink-500",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400",
          )}
        />
      </label>
      <button
        type="submit"
        className="inline-flex h-13 shrink-0 items-center justify-center gap-2 rounded-control bg-accent-400 px-5 text-base font-semibold text-ink-950 transition-colors hover:bg-accent-300 max-sm:px-4"
      >
        <Icon name="search" className="size-5 sm:hidden" />
        <span className="max-sm:sr-only">{searchCopy.submit}</span>
      </button>
    </Form>
  );
}
