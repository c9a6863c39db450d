import { staffPaths } from "./staff-paths";
import { routedPath } from "./routed-path";

/** Sign-in posts (the e-mail form, a passkey's answer): small, and read before any session exists. */
export const SIGN_IN_BODY_LIMIT = 16 * 1024;
/**
 * The content editor's saves: files of at most 256 KB each (app/.server/content/content-yaml.ts) and an uploaded image
 * of at most 8 MB (app/.server/content-editor/image-upload.ts), base64-encoded (a third larger).
 */
export const CONTENT_SAVE_BODY_LIMIT = 12 * 1024 * 1024;
/** Every other staff post: forms of a few fields, notes, a passkey's registration with its attestation. */
export const STAFF_BODY_LIMIT = 64 * 1024;
/** Every other post: the public forms (the contact API's 16 KB, server/leads/read-body.ts). */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`);

/** The most a post to `pathname` may send (docs/operations.md, "Body limits"). */
export function bodyLimitFor(pathname: string): number {
  // A page's data request (`/staff/sign-in.data`, `/_.data` for `/`) posts to its page's action.
  const path = routedPath(pathname).replace(/(?:\/_)?\.data$/, "");
  if (path === staffPaths.signIn || path === staffPaths.passkeySignIn) return SIGN_IN_BODY_LIMIT;
  if (under(path, staffPaths.contentApi)) return CONTENT_SAVE_BODY_LIMIT;
  if (under(path, staffPaths.home)) return STAFF_BODY_LIMIT;
  return PUBLIC_BODY_LIMIT;
}

export const tooLargeMessage = (limit: number) => `Too large: this address takes at most ${limit / 1024} KB.`;
