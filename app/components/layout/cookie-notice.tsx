import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { TextLink } from "~/components/ui/link";
import { consentCookie, hasConsent } from "~/lib/consent";

export function CookieNotice() {
  const [accepted, setAccepted] = useState(false);

  useEffect(() => {
    if (hasConsent(document.cookie)) setAccepted(true);
  }, []);

  if (accepted) return null;

  const accept = () => {
    document.cookie = consentCookie();
    document.documentElement.classList.add("consented");
    setAccepted(true);
  };

  return (
    <aside
      data-cookie-notice
      aria-label="Cookie notice"
      className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-xl flex-col gap-3 rounded-card border border-ink-200 bg-white p-4 text-sm text-ink-800 shadow-raised sm:right-auto sm:left-6 sm:bottom-6 sm:flex-row sm:items-center sm:gap-5 sm:p-5"
    >
      <p className="flex-1">
        By continuing to use this website you agree to our <TextLink href="/privacy-policy#cookie-policy">Cookie Policy</TextLink>
      </p>
      <Button size="sm" variant="brand" onClick={accept} className="self-start sm:self-auto">
        Accept
      </Button>
    </aside>
  );
}
