import { createElement } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { imageFormatOf } from "#app/.server/content-editor/image-upload.ts";
import { requestFacts } from "#app/.server/request-context.ts";
import { staffGuard } from "#app/.server/staff/staff-guard.ts";
import { renderStatic } from "#app/rendering/render-static.server.tsx";
import { isStaffPath, staffPaths } from "#shared/staff-paths.ts";
import { previewDocument } from "./preview-document";
import { PREVIEW_BODY_CLASS, PreviewBanner, PreviewProblem } from "./preview-frame";

const PREFIX = staffPaths.contentPreview("/");
const DRAFT_IMAGE_PREFIX = staffPaths.contentPreviewImage("");

const html = (body: string, status: number) =>
  new Response(`<!DOCTYPE html>${body}`, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

const problemPage = (publicPath: string, heading: string, message: string, status: number) =>
  html(renderStatic(createElement(PreviewProblem, { publicPath, heading, message })), status);

export const middleware: Route.MiddlewareFunction[] = [staffGuard];

/**
 * A public page rendered from the saved, unpublished content (docs/preview.md), for editors and admins. Its
 * headers (no script at all, noindex, no-store) are set by the server for every answer under this prefix.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  if (url.pathname.startsWith(DRAFT_IMAGE_PREFIX)) return draftImage(args, url.pathname.slice(DRAFT_IMAGE_PREFIX.length));
  const publicPath = url.pathname.slice(PREFIX.length) || "/";
  // "//host" would make the bar's link to the live page lead to another site.
  if (isStaffPath(publicPath) || publicPath.endsWith(".data") || publicPath.startsWith("//"))
    return problemPage(publicPath, "No public page here", `${publicPath} is not a public page of the site.`, 404);
  const preview = args.context.get(requestFacts).contentPreview;
  if (!preview)
    return problemPage(
      publicPath,
      "Preview is unavailable",
      "The preview renders with the built server: run npm run build, then npm start.",
      503,
    );

  const answer = await preview.render(`${url.origin}${publicPath}${url.search}`);
  if (answer.kind === "problem") return problemPage(publicPath, "The saved content cannot be previewed", answer.message, 422);
  if (answer.location?.startsWith("/") && !answer.location.startsWith("//"))
    throw redirect(staffPaths.contentPreview(answer.location), answer.status);
  if (!answer.contentType.startsWith("text/html"))
    return new Response(answer.body, { status: answer.status, headers: { "Content-Type": answer.contentType } });
  const banner = renderStatic(createElement(PreviewBanner, { publicPath }));
  return html(previewDocument(answer.body.replace(/^<!DOCTYPE html>/i, ""), { banner, bodyClass: PREVIEW_BODY_CLASS }), answer.status);
}

/** An image saved in the drafts, as the preview's pages name it (app/.server/content/content-images.ts), typed by its bytes. */
function draftImage(args: Route.LoaderArgs, file: string) {
  const bytes = args.context.get(requestFacts).contentPreview?.draftImage(file);
  const format = bytes && imageFormatOf(bytes);
  if (!bytes || !format)
    return new Response("No saved image has that path.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(bytes, { headers: { "Content-Type": `image/${format}` } });
}
