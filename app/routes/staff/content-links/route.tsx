import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { contentLinkReport, type LinkRow } from "#app/.server/staff/content-links-page.ts";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { appServices } from "#app/.server/request-context.ts";
import { utcTime } from "#app/components/staff/lead-labels.ts";
import { staffPaths } from "#shared/staff-paths.ts";

export function loader(args: Route.LoaderArgs) {
  staffMember(args);
  return null;
}

/** Runs the check when asked (it visits other sites, so never on a page load), and notes it in the audit log. */
export async function action(args: Route.ActionArgs) {
  const { audit } = staffMember(args);
  const { contentLinks, draftsDir } = appServices(args.context);
  const report = await contentLinkReport(contentLinks, { root: draftsDir });
  await audit("content.links-checked", undefined, `${report.addresses} addresses, ${report.problems.length} with a problem`);
  return report;
}

export const meta: Route.MetaFunction = () => [{ title: "Outbound links · Staff" }, { name: "robots", content: "noindex, nofollow" }];

const OUTCOME_WORDS: Record<LinkRow["outcome"], string> = {
  ok: "Answers",
  broken: "Broken",
  unreachable: "Unreachable",
  refused: "Not checked",
};

function LinkTable({ rows, label }: { rows: LinkRow[]; label: string }) {
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    <div role="region" aria-label={label} tabIndex={0} className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-ink-300">
            <th scope="col" className="py-2 pr-4">
              Where
            </th>
            <th scope="col" className="py-2 pr-4">
              Address
            </th>
            <th scope="col" className="py-2 pr-4">
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.file}:${row.url}`} className="border-b border-ink-200 align-top">
              <td className="py-2 pr-4">
                <code>{row.file}</code>, line {row.line}
              </td>
              <td className="py-2 pr-4 break-all">
                <a className="text-brand-700 underline" href={row.url} rel="noreferrer noopener" target="_blank">
                  {row.url}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </td>
              <td className="py-2 pr-4">
                <strong>{OUTCOME_WORDS[row.outcome]}</strong>: {row.detail}
                {row.finalUrl && <span className="block break-all text-ink-600">after redirects, at {row.finalUrl}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ContentLinks({ actionData: report }: Route.ComponentProps) {
  const checking = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="text-2xl font-semibold">Outbound links</h1>
      <p className="mt-2 max-w-prose text-sm">
        Checks every web address written in the saved content, drafts included, from this server: each address is asked for its headers,
        following redirects, with up to 8 seconds to answer. Addresses on this machine or a private network are not visited. Nothing is
        checked until you ask.{" "}
        <a className="font-medium text-brand-700 underline" href={staffPaths.content}>
          Back to the content editor
        </a>
      </p>
      <Form method="post" className="mt-6">
        <button
          type="submit"
          disabled={checking}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {checking ? "Checking…" : report ? "Check again" : "Check outbound links"}
        </button>
      </Form>
      {report && (
        <section aria-labelledby="link-report" className="mt-8">
          <h2 id="link-report" className="text-xl font-semibold">
            {report.problems.length ? `${report.problems.length} to look at` : "Every address answers"}
          </h2>
          <p role="status" className="mt-2 text-sm">
            Checked {report.addresses} {report.addresses === 1 ? "address" : "addresses"} in {report.files}{" "}
            {report.files === 1 ? "file" : "files"} at {utcTime(report.checkedAt)}: {report.answering.length} answering,{" "}
            {report.problems.length} with a problem.
          </p>
          {report.problems.length > 0 && <LinkTable rows={report.problems} label="Addresses with a problem" />}
          {report.answering.length > 0 && (
            <details className="mt-6">
              <summary className="cursor-pointer font-medium">Addresses that answer ({report.answering.length})</summary>
              <LinkTable rows={report.answering} label="Addresses that answer" />
            </details>
          )}
        </section>
      )}
    </>
  );
}
