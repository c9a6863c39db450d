import type { Route } from "./+types/route";
import { contentEditorApi } from "#app/.server/content-editor/editor-runtime.ts";
import { requestFacts } from "#app/.server/request-context.ts";
import { requireStaff } from "#app/.server/staff/require-staff.ts";
import { staffRequest } from "#app/.server/staff/staff-action.ts";

const EDITORS = ["editor" as const, "admin" as const];

// The content editor's API (Keystatic's tree, blob and update calls), for editors and admins.
export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, EDITORS);
  args.context.get(requestFacts).contentChecks?.warm();
  return contentEditorApi().read({ request: args.request, splat: args.params["*"] ?? "", sessionId: user.sessionId });
}

export async function action(args: Route.ActionArgs) {
  const { user, audit } = await staffRequest(args, EDITORS);
  const { response, saved } = await contentEditorApi().write({
    request: args.request,
    splat: args.params["*"] ?? "",
    sessionId: user.sessionId,
    check: args.context.get(requestFacts).contentChecks?.check,
  });
  if (saved.length) await audit("content.save", saved.join(", "));
  return response;
}
