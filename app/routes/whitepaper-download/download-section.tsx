import { Container } from "#app/components/ui/container.tsx";
import type { WhitepaperActionData } from "#shared/whitepaper-request.ts";
import type { WhitepaperDownloadPage } from "#content/schema/whitepaper-download.ts";
import { DownloadPanel } from "./download-panel";
import { PaperSummary } from "./paper-summary";

type Props = {
  action: string;
  actionData?: WhitepaperActionData;
  copy: WhitepaperDownloadPage;
  salesEmail: string;
  audience: string;
  contents: string[];
  articlePath: string;
};

/** The form beside what the paper covers: the download page, and the page a refused link answers with. */
export function DownloadSection({ action, actionData, copy, salesEmail, audience, contents, articlePath }: Props) {
  return (
    <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-14">
      <DownloadPanel action={action} actionData={actionData} copy={copy} salesEmail={salesEmail} />
      <PaperSummary audience={audience} contents={contents} articlePath={articlePath} copy={copy.inside} />
    </Container>
  );
}
