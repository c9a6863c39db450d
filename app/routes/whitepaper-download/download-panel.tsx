import { Card } from "#app/components/ui/card.tsx";
import { WhitepaperDownloadForm } from "#app/components/forms/whitepaper-download-form.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import type { WhitepaperActionData } from "#shared/whitepaper-request.ts";
import type { WhitepaperDownloadPage } from "#content/schema/whitepaper-download.ts";

type Props = { action: string; actionData?: WhitepaperActionData; copy: WhitepaperDownloadPage; salesEmail: string };

/** The card holding the download form, on the download page and on the page a refused link answers with. */
export function DownloadPanel({ action, actionData, copy, salesEmail }: Props) {
  return (
    <Card aria-labelledby="download-form-title" as="section" className="sm:p-10">
      <Heading id="download-form-title" level={2} size="panel">
        {copy.form.title}
      </Heading>
      <p className="mt-3 mb-2 max-w-reading text-ink-600">{copy.form.lead}</p>
      <WhitepaperDownloadForm action={action} actionData={actionData} copy={copy} salesEmail={salesEmail} />
    </Card>
  );
}
