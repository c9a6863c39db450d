import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import type { ContactFailure } from "#shared/contact-outcome.ts";
import type { WhitepaperDownloadPage } from "#content/schema/whitepaper-download.ts";

type Props = {
  link?: string;
  failure?: ContactFailure;
  invalidCount: number;
  copy: Pick<WhitepaperDownloadPage, "form" | "success" | "failure">;
  salesEmail: string;
};

/** The download form's live regions: the link once the request is stored, or why it was not. */
export function DownloadStatus({ link, failure, invalidCount, copy, salesEmail }: Props) {
  const hydrated = useHydrated();
  return (
    // One flex item, so the empty live regions add no gaps to the form.
    <div>
      <div role="status" aria-live="polite">
        {link && (
          <div className="flex items-start gap-3 rounded-control border border-success-700/30 bg-success-50 px-4 py-3 text-ink-800">
            <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-success-700" />
            <div>
              <p className="font-semibold text-success-700">{copy.success.title}</p>
              <p className="mt-1">{hydrated ? copy.success.started : copy.success.noScript}</p>
              <a
                href={link}
                download
                className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                <Icon name="file-text" className="size-4" />
                {copy.success.linkLabel}
              </a>
              <p className="mt-2 text-sm text-ink-600">{copy.success.expiry}</p>
            </div>
          </div>
        )}
        {invalidCount > 0 && (
          <span className="sr-only">
            {invalidCount === 1 ? copy.form.invalidOne : copy.form.invalidMany.replace("{count}", String(invalidCount))}
          </span>
        )}
      </div>
      <div role="alert">
        {failure && (
          <div className="flex items-start gap-3 rounded-control border border-danger-700/30 bg-danger-50 px-4 py-3 text-ink-800">
            <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-danger-700" />
            <p>
              <strong className="block font-semibold text-danger-700">{copy.failure.title}</strong>
              {`${copy.failure[failure]} ${copy.failure.otherWays}`}{" "}
              <a className="font-medium text-brand-700 underline underline-offset-4" href={`mailto:${salesEmail}`}>
                {salesEmail}
              </a>
              .
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
