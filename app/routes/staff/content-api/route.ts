import type { Route } from "./+types/route";
import { contentEditorApi } from "#app/.server/content-editor/editor-runtime.ts";
import { appServices, requestFacts } from "#app/.server/request-context.ts";
import { staffGuard, staffMember } from "#app/.server/staff/staff-guard.ts";

export const middleware: Route.MiddlewareFunction[] = [staffGuard];

// The content editor's API (Keystatic's tree, blob and update calls), for editors and admins.
export async function loader(args: Route.LoaderArgs) {
  const { user } = staffMember(args);
  args.context.get(requestFacts).contentChecks?.warm();
  return contentEditorApi(appServices(args.context).draftsDir).read({
    request: args.request,
    splat: args.params["*"] ?? "",
    sessionId: user.sessionId,
  });
}

export async function action(args: Route.ActionArgs) {
  const { user, audit } = staffMember(args);
  const { response, saved } = await contentEditorApi(appServices(args.context).draftsDir).write({
    request: args.request,
    splat: args.params["*"] ?? "",
    sessionId: user.sessionId,
    check: args.context.get(requestFacts).contentChecks?.check,
  });
  if (saved.length) {
    await audit("content.save", saved.join(", "));
    await args.context.get(requestFacts).publisher?.saved(saved, user.email);
  }
  return response;
}
