import type { Navigation } from "#content/schema/navigation.ts";
import { useSyncExternalStore } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { TextLink } from "#app/components/ui/link.tsx";
import { consentCookie, hasConsent } from "#app/lib/consent.ts";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readConsent = () => hasConsent(document.cookie);
// Pre-rendered HTML always carries the notice; the head script hides it before paint for those who accepted.
const serverConsent = () => false;

function accept() {
  document.cookie = consentCookie();
  document.documentElement.classList.add("consented");
  listeners.forEach((listener) => listener());
}

export function CookieNotice({ copy }: { copy: Navigation["cookieNotice"] }) {
  const accepted = useSyncExternalStore(subscribe, readConsent, serverConsent);
  if (accepted) return null;
  return (
    <aside
      data-cookie-notice
      aria-label="Cookie notice"
      className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-xl flex-col gap-3 rounded-card border border-ink-200 bg-white p-4 text-sm text-ink-800 shadow-raised sm:right-auto sm:bottom-6 sm:left-6 sm:flex-row sm:items-center sm:gap-5 sm:p-5"
    >
      <p className="flex-1">
        {`${copy.text} `}
        <TextLink href={copy.link.href}>{copy.link.label}</TextLink>
      </p>
      <Button size="sm" variant="brand" onClick={accept} className="self-start sm:self-auto">
        {copy.accept}
      </Button>
    </aside>
  );
}
