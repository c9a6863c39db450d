import { Icon } from "#app/components/ui/icon.tsx";
import { contactMessages } from "#shared/contact-messages.ts";
import type { ContactFailure } from "#shared/contact-outcome.ts";
import type { ContactFormCopy } from "#content/schema/pages.ts";

type Contact = { email: string; phone: { display: string; tel: string } };

/** The polite live region for success and progress, and the assertive one for a failed send. */
type FormStatusProps = { success: boolean; failure?: ContactFailure; invalidCount: number; contact: Contact; copy: ContactFormCopy };

export function FormStatus({ success, failure, invalidCount, contact, copy }: FormStatusProps) {
  return (
    <>
      <div role="status" aria-live="polite">
        {success && (
          <p className="mb-4 flex items-start gap-3 rounded-control border border-success-700/30 bg-success-50 px-4 py-3 font-medium text-success-700">
            <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
            <span>
              {contactMessages.success} <span className="font-normal text-ink-700">{copy.successNote}</span>
            </span>
          </p>
        )}
        {invalidCount > 0 && (
          <span className="sr-only">
            {invalidCount === 1 ? copy.invalidOne : copy.invalidMany.replace("{count}", String(invalidCount))}
          </span>
        )}
      </div>
      <div role="alert">
        {failure && (
          <div className="mb-4 flex items-start gap-3 rounded-control border border-danger-700/30 bg-danger-50 px-4 py-3 text-ink-800">
            <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-danger-700" />
            <p>
              <strong className="block font-semibold text-danger-700">{copy.failureTitle}</strong>
              {`${copy.failures[failure]} ${copy.otherWays}`}{" "}
              <a className="font-medium text-brand-700 underline underline-offset-4" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
              {` ${copy.or} `}
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
