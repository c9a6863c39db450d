import { data, redirect, type RouterContextProvider } from "react-router";
import { requestFacts } from "#app/.server/request-context.ts";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { PHASE_LABELS } from "#server/publish/publisher.ts";

type PublishArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** What the publish page shows: the files saved since the live build, the running publish, the last error, the history. */
export async function publishPageData(args: PublishArgs) {
  staffMember(args);
  const { publisher } = args.context.get(requestFacts);
  const busy = new URL(args.request.url).searchParams.has("busy");
  if (!publisher) return { available: false as const, busy, changes: [], running: null, history: [] };
  const history = await publisher.history();
  const running = publisher.running();
  return {
    available: true as const,
    busy,
    changes: publisher.pendingChanges(),
    running: running
      ? { actorEmail: running.actorEmail, startedAt: running.startedAt, phase: PHASE_LABELS[running.phase], lastLine: running.lastLine }
      : null,
    history,
  };
}

/** The Publish button: starts a publish (editors and admins, this origin only), then back to the page (post, redirect, get). */
export async function publishPageAction(args: PublishArgs) {
  const { user } = staffMember(args);
  const { publisher, clientIp } = args.context.get(requestFacts);
  if (!publisher) return data({ error: "Publishing runs only on the built server (npm start)." }, { status: 503 });
  const outcome = await publisher.start(user, clientIp);
  return redirect(outcome.started ? staffPaths.contentPublish : `${staffPaths.contentPublish}?busy=1`);
}
