import { Icon } from "#app/components/ui/icon.tsx";
import { contactMessages } from "#app/shared/contact-messages.ts";
import type { ContactFailure } from "#app/shared/contact-outcome.ts";

type Contact = { email: string; phone: { display: string; tel: string } };

const failureText: Record<ContactFailure, string> = {
  network: "We could not reach our server. Please check your connection and try again.",
  unavailable: "Your message could not be stored right now. Please try again shortly.",
  "rate-limited": "We have received several messages from your network in the last few minutes, so this one was held back. Please try again in a few minutes.",
  refused: "This message could not be accepted.",
};

/** The polite live region for success and progress, and the assertive one for a failed send. */
export function FormStatus({ success, failure, invalidCount, contact }: { success: boolean; failure?: ContactFailure; invalidCount: number; contact: Contact }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {success && (
          <p className="mb-4 flex items-start gap-3 rounded-control border border-success-700/30 bg-success-50 px-4 py-3 font-medium text-success-700">
            <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
            <span>
              {contactMessages.success}{" "}
              <span className="font-normal text-ink-700">A consultant will reply within one business day.</span>
            </span>
          </p>
        )}
        {invalidCount > 0 && (
          <span className="sr-only">
            {invalidCount === 1 ? "One field needs your attention." : `${invalidCount} fields need your attention.`}
          </span>
        )}
      </div>
      <div role="alert">
        {failure && (
          <div className="mb-4 flex items-start gap-3 rounded-control border border-danger-700/30 bg-danger-50 px-4 py-3 text-ink-800">
            <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-danger-700" />
            <p>
              <strong className="block font-semibold text-danger-700">Your message was not sent.</strong>
              {failureText[failure]} Everything you typed is still here. You can also reach us directly at{" "}
              <a className="font-medium text-brand-700 underline underline-offset-4" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>{" "}
              or{" "}
              <a className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-4" href={`tel:${contact.phone.tel}`}>
                {contact.phone.display}
              </a>
              .
            </p>
          </div>
        )}
      </div>
    </>
  );
}
