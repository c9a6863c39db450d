import type { Navigation } from "#content/schema/navigation.ts";
import { useRef, useSyncExternalStore } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { TextLink } from "#app/components/ui/link.tsx";
import { consentCookie, hasConsent } from "#app/lib/consent.ts";
import { useSpaceUnderNotice } from "./notice-space";

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
  return accepted ? null : <NoticeBar copy={copy} />;
}

// Compact on phones (two lines of text beside a small button) and never over the focused element.
function NoticeBar({ copy }: { copy: Navigation["cookieNotice"] }) {
  const notice = useRef<HTMLElement>(null);
  useSpaceUnderNotice(notice);
  return (
    <aside
      ref={notice}
      data-cookie-notice
      aria-label="Cookie notice"
      className="fixed inset-x-2 bottom-2 z-30 mx-auto flex max-w-xl items-center gap-3 rounded-card border border-ink-200 bg-white px-3 py-2.5 text-[0.8125rem]/[1.125rem] text-ink-800 shadow-raised sm:right-auto sm:bottom-6 sm:left-6 sm:gap-5 sm:p-5 sm:text-sm"
    >
      <p className="flex-1">
        {`${copy.text} `}
        <TextLink href={copy.link.href}>{copy.link.label}</TextLink>
      </p>
      <Button size="sm" variant="brand" onClick={accept} className="h-8 px-3 sm:h-9 sm:px-3.5">
        {copy.accept}
      </Button>
    </aside>
  );
}
