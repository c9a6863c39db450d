import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import type { Route } from "./+types/route";
import { publishPageAction, publishPageData } from "#app/.server/staff/content-publish-page.ts";
import { utcTime } from "#app/components/staff/lead-labels.ts";
import { PendingEntries, UnnamedImages } from "#app/components/staff/pending-entries.tsx";
import { PublishHistory } from "#app/components/staff/publish-history.tsx";
import { staffPaths } from "#shared/staff-paths.ts";

/** How often the page asks again, with JavaScript, while a publish runs. */
const REFRESH_MS = 1500;

export const loader = (args: Route.LoaderArgs) => publishPageData(args);
export const action = (args: Route.ActionArgs) => publishPageAction(args);

export const meta: Route.MetaFunction = () => [{ title: "Publish content · Staff" }, { name: "robots", content: "noindex, nofollow" }];

/** A scheduled publish this close is followed as a running one is. */
const FOLLOW_SCHEDULE_MS = 120_000;

/** With JavaScript, the page reloads its data while a publish runs (or a scheduled one is about to), until it is done. */
function useRefreshWhile(active: boolean, scheduledAt: string | undefined) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const soon = scheduledAt !== undefined && new Date(scheduledAt).getTime() - Date.now() < FOLLOW_SCHEDULE_MS;
    if ((!active && !soon) || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [active, scheduledAt, state, revalidate]);
}

export default function ContentPublish({ loaderData, actionData }: Route.ComponentProps) {
  const { available, busy, entries, unnamedImages, running, history, scheduled, skipped } = loaderData;
  useRefreshWhile(Boolean(running), scheduled?.runAt);
  const last = history[0];
  const lastFailed = !running && last && (last.status === "failed" || last.status === "interrupted") ? last : undefined;
  const ready = entries.filter((entry) => entry.state === "ready");
  const drafts = entries.length - ready.length;
  const notReady = !entries.length
    ? "Nothing has changed since the live build."
    : !ready.length
      ? "Nothing is ready to publish: mark an entry ready first."
      : undefined;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
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
          {error ?? "Publishing runs only on the built server (npm start)."}
        </p>
      )}
      {available && error && (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      )}
      {busy && !running && (
        <p role="status" className="mt-4 rounded border border-ink-300 px-3 py-2 text-sm">
          Another publish was running, on this server or another server of the site, so yours did not start. Once the history below shows it
          finished, publish again if your changes are not live.
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
      <p className="mt-1 max-w-prose text-sm">
        A publish takes the entries marked ready, each with the images it names; drafts stay saved for a later one. Saving an entry again
        makes it a draft.
      </p>
      <div className="mt-2">
        <PendingEntries entries={entries} />
        <UnnamedImages images={unnamedImages} />
      </div>
      <Form method="post" action={staffPaths.contentPublish} className="mt-4">
        <input type="hidden" name="intent" value="publish" />
        <button
          type="submit"
          disabled={!available || Boolean(running) || Boolean(notReady)}
          aria-describedby={notReady ? "publish-reason" : undefined}
          className="rounded bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:bg-ink-500"
        >
          Publish
        </button>
        {entries.length > 0 && (
          <span id="publish-reason" className="ml-3 text-sm">
            {notReady ?? `${ready.length} ready${drafts ? `, ${drafts} left as draft` : ""}.`}
          </span>
        )}
      </Form>
      <h2 className="mt-8 text-lg font-semibold">Schedule</h2>
      {scheduled ? (
        <Form method="post" action={staffPaths.contentPublish} className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <input type="hidden" name="intent" value="unschedule" />
          <p>
            A publish of the entries ready then is scheduled for <span className="font-medium">{utcTime(scheduled.runAt)}</span> by{" "}
            {scheduled.actorEmail}.
          </p>
          <button type="submit" className="rounded border border-brand-700 px-3 py-1 font-medium text-brand-700 hover:bg-brand-50">
            Cancel the scheduled publish
          </button>
        </Form>
      ) : (
        <Form method="post" action={staffPaths.contentPublish} className="mt-2 flex flex-wrap items-end gap-3 text-sm">
          <input type="hidden" name="intent" value="schedule" />
          <label className="flex flex-col gap-1">
            <span>Publish the entries ready then, at (UTC)</span>
            <input type="datetime-local" name="at" step={1} required className="rounded border border-ink-500 px-2 py-1" />
          </label>
          <button
            type="submit"
            disabled={!available}
            className="rounded border border-brand-700 px-3 py-1 font-medium text-brand-700 hover:bg-brand-50"
          >
            Schedule
          </button>
        </Form>
      )}
      {skipped && !scheduled && (
        <p className="mt-2 text-sm">
          The publish scheduled for {utcTime(skipped.runAt)} did not run: {skipped.outcome}
        </p>
      )}
      <h2 className="mt-10 text-lg font-semibold">History</h2>
      <p className="mt-1 max-w-prose text-sm">
        Restoring an entry saves the version it had before that publish as a ready entry: publish it to take it live. Publishing the whole
        site as it was starts a publish of that content at once; entries saved since stay saved.
      </p>
      <PublishHistory history={history} restoring={!available || Boolean(running)} />
    </>
  );
}
