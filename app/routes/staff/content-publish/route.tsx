import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import type { Route } from "./+types/route";
import { publishPageAction, publishPageData } from "#app/.server/staff/content-publish-page.ts";
import { utcTime } from "#app/components/staff/lead-labels.ts";
import { ChangedFiles, PublishHistory } from "#app/components/staff/publish-history.tsx";
import { staffPaths } from "#shared/staff-paths.ts";

/** How often the page asks again, with JavaScript, while a publish runs. */
const REFRESH_MS = 1500;

export const loader = (args: Route.LoaderArgs) => publishPageData(args);
export const action = (args: Route.ActionArgs) => publishPageAction(args);

export const meta: Route.MetaFunction = () => [{ title: "Publish content · Staff" }, { name: "robots", content: "noindex, nofollow" }];

/** With JavaScript, the page reloads its data while a publish runs, until it is done. */
function useRefreshWhile(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [active, state, revalidate]);
}

export default function ContentPublish({ loaderData, actionData }: Route.ComponentProps) {
  const { available, busy, changes, running, history } = loaderData;
  useRefreshWhile(Boolean(running));
  const last = history[0];
  const lastFailed = !running && last && (last.status === "failed" || last.status === "interrupted") ? last : undefined;
  return (
    <>
      <h1 className="text-2xl font-semibold">Publish content</h1>
      <p className="mt-2 max-w-prose text-sm">
        Publishing builds the site from the saved content, while the live site keeps serving, then switches to the new build at once. If the
        build fails, the live site stays as it is and the reason is shown here.{" "}
        <a className="font-medium text-brand-700 underline" href={staffPaths.content}>
          Back to the content editor
        </a>
      </p>
      {!available && (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          {actionData?.error ?? "Publishing runs only on the built server (npm start)."}
        </p>
      )}
      {busy && !running && (
        <p role="status" className="mt-4 rounded border border-ink-300 px-3 py-2 text-sm">
          Another publish was running, so yours did not start. It has finished now: publish again if your changes are not live.
        </p>
      )}
      <div role="status" aria-live="polite" className="mt-4">
        {running && (
          <div className="rounded border border-brand-700 bg-brand-50 px-3 py-2 text-sm">
            <p>
              <span className="font-medium">Publishing</span> (started {utcTime(running.startedAt)} by {running.actorEmail}):{" "}
              {running.phase}…
            </p>
            {busy && <p className="mt-1">This publish was already running, so yours did not start; publish again once it is done.</p>}
            {running.lastLine && <p className="mt-1 font-mono text-xs break-all text-ink-700">{running.lastLine}</p>}
            <p className="mt-1">
              <a className="font-medium text-brand-700 underline" href={staffPaths.contentPublish}>
                Refresh the status
              </a>
            </p>
          </div>
        )}
      </div>
      {lastFailed && (
        <div role="alert" className="mt-4 rounded border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-medium">
            The last publish ({utcTime(lastFailed.startedAt)}, by {lastFailed.actorEmail}) did not go live: the site still shows the version
            before it.
          </p>
          <pre className="mt-2 font-mono text-xs break-words whitespace-pre-wrap">{lastFailed.error}</pre>
        </div>
      )}
      <h2 className="mt-8 text-lg font-semibold">Saved since the live build</h2>
      <div className="mt-2">
        <ChangedFiles changes={changes} empty="Nothing has changed since the live build." />
      </div>
      <Form method="post" action={staffPaths.contentPublish} className="mt-4">
        <button
          type="submit"
          disabled={!available || Boolean(running)}
          className="rounded bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:bg-ink-500"
        >
          Publish
        </button>
      </Form>
      <h2 className="mt-10 text-lg font-semibold">History</h2>
      <PublishHistory history={history} />
    </>
  );
}
