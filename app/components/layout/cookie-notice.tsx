import type { Navigation } from "#content/schema/navigation.ts";
import { useEffect, useRef, useSyncExternalStore } from "react";
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
  return accepted ? null : <NoticeBar copy={copy} />;
}

// Its look is in app.css ([data-cookie-notice]), out of every page's script; notice-space.ts keeps it off the focused field.
function NoticeBar({ copy }: { copy: Navigation["cookieNotice"] }) {
  const notice = useRef<HTMLElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import("./notice-space").then(({ keepClearOfNotice }) => {
      if (!unmounted) stop = keepClearOfNotice(notice.current!);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return (
    <aside ref={notice} data-cookie-notice aria-label="Cookie notice">
      <p className="flex-1">
        {`${copy.text} `}
        <TextLink href={copy.link.href}>{copy.link.label}</TextLink>
      </p>
      <Button size="sm" variant="brand" onClick={accept}>
        {copy.accept}
      </Button>
    </aside>
  );
}
