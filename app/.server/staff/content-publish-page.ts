import { data, redirect, type RouterContextProvider } from "react-router";
import { appServices, requestFacts } from "#app/.server/request-context.ts";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { readStaffForm } from "#app/.server/staff/staff-body.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { readPublishTime } from "./publish-time";

type PublishArgs = { request: Request; context: Readonly<RouterContextProvider> };

const UNAVAILABLE = "Publishing runs only on the built server (npm start).";
const NOTHING_READY = "Nothing is ready to publish: mark a saved entry ready first.";

/** What the publish page shows: the entries saved since the live build, the running and scheduled publishes, the history. */
export async function publishPageData(args: PublishArgs) {
  staffMember(args);
  const { publisher } = args.context.get(requestFacts);
  const busy = new URL(args.request.url).searchParams.has("busy");
  if (!publisher)
    return { available: false as const, busy, entries: [], unnamedImages: [], running: null, history: [], scheduled: null, skipped: null };
  const history = await publisher.historyWithFields();
  const running = publisher.running();
  const { entries, unnamedImages } = await publisher.pendingContent();
  return {
    available: true as const,
    busy,
    entries,
    unnamedImages,
    running: running
      ? {
          actorEmail: running.actorEmail,
          startedAt: running.startedAt,
          phase: appServices(args.context).publishPhases[running.phase],
          lastLine: running.lastLine,
        }
      : null,
    history,
    scheduled: (await publisher.scheduled()) ?? null,
    skipped: (await publisher.lastSkippedSchedule()) ?? null,
  };
}

const refuse = (error: string, status = 400) => data({ error }, { status });

/**
 * The page's forms (editors and admins, this origin only), then back to the page (post, redirect, get): Publish (the
 * default), an entry marked ready or draft, a publish scheduled or its schedule cancelled, an entry or the site restored. Bad input gets a 4xx in words.
 */
export async function publishPageAction(args: PublishArgs) {
  const { user } = staffMember(args);
  const { publisher, clientIp } = args.context.get(requestFacts);
  if (!publisher) return refuse(UNAVAILABLE, 503);
  const form = await readStaffForm(args.request);
  const intent = form?.get("intent") ?? "publish";
  switch (intent) {
    case "publish": {
      const outcome = await publisher.start(user, clientIp);
      if (!outcome.started && outcome.reason === "nothing-ready") return refuse(NOTHING_READY, 409);
      return redirect(outcome.started ? staffPaths.contentPublish : `${staffPaths.contentPublish}?busy=1`);
    }
    case "mark": {
      const file = form?.get("file");
      const state = form?.get("state");
      if (state !== "ready" && state !== "draft") return refuse("Mark an entry ready or draft.");
      const entry = (await publisher.pendingEntries()).find((candidate) => candidate.file === file && candidate.entry);
      if (!entry) return refuse("That entry has no saved change waiting to be published.", 404);
      await publisher.mark(entry.file, state, user, clientIp);
      return redirect(staffPaths.contentPublish);
    }
    case "schedule": {
      const time = readPublishTime(form?.get("at"), new Date());
      if (!time.ok) return refuse(time.error);
      await publisher.schedule(time.at, user, clientIp);
      return redirect(staffPaths.contentPublish);
    }
    case "restore-entry": {
      const problem = await publisher.restoreEntry(String(form?.get("publish") ?? ""), String(form?.get("file") ?? ""), user, clientIp);
      if (problem) return refuse(problem, 404);
      return redirect(staffPaths.contentPublish);
    }
    case "restore-site": {
      const outcome = await publisher.restoreSite(String(form?.get("publish") ?? ""), user, clientIp);
      if (outcome.started) return redirect(staffPaths.contentPublish);
      if (outcome.reason === "busy") return redirect(`${staffPaths.contentPublish}?busy=1`);
      if (outcome.reason === "nothing-ready") return refuse("The live site already shows the content of that publish.", 409);
      return refuse("That publish cannot be restored: it did not go live with a commit.", 404);
    }
    case "unschedule":
      if (!(await publisher.cancelSchedule(user, clientIp))) return refuse("No publish is scheduled.", 409);
      return redirect(staffPaths.contentPublish);
    default:
      return refuse("That is not something this page does.");
  }
}
