/**
 * The staff area's URLs (README, "Staff area"). Kept out of shared/paths.ts's `paths`, which the public pages'
 * shell bundles: only staff code imports this module, so public pages carry none of it.
 */
export const staffPaths = {
  home: "/staff",
  signIn: "/staff/sign-in",
  /** Where a mailed one-time link lands: `?token=…`. */
  signInLink: "/staff/sign-in/link",
  /** WebAuthn sign-in: GET the options, POST the browser's answer. */
  passkeySignIn: "/staff/sign-in/passkey",
  signOut: "/staff/sign-out",
  /** Registers a passkey for the signed-in account (straight after a first sign-in by link). */
  passkey: "/staff/passkey",
  /** Passkey registration's two JSON steps (options, then the browser's credential). */
  passkeyRegister: "/staff/passkey/register",
  audit: "/staff/audit",
  leads: "/staff/leads",
  lead: (id: string) => `/staff/leads/${id}`,
  leadsExport: "/staff/leads/export.csv",
  /** Deleting leads by retention date (admin): a count first, then the confirmed purge. */
  leadsPurge: "/staff/leads/purge",
  insights: "/staff/leads/insights",
  /**
   * The content editor (Keystatic) for editors and admins, at the paths Keystatic's own build expects
   * (docs/content-editing.md); its own views are below it. Part of the staff area (isStaffPath) all the same.
   */
  content: "/keystatic",
  /** The editor's API (Keystatic's tree, blob and update calls), where Keystatic calls it. */
  contentApi: "/api/keystatic",
  /** Publishing the saved content (editors and admins): what changed, the Publish button, progress and history. */
  contentPublish: "/staff/content/publish",
  /** Checking the web addresses written in the saved content, on demand (editors and admins). */
  contentLinks: "/staff/content/links",
  /** A public page rendered from the saved, unpublished content (docs/preview.md); the home page is the bare prefix. */
  contentPreview: (publicPath: string) => `/staff/content/preview${publicPath === "/" ? "" : publicPath}`,
  /** An image of the drafts as uploaded (its path under content/, images/…), for the preview: never a public page's path. */
  contentPreviewImage: (file: string) => `/staff/content/preview/_draft/${file}`,
} as const;

/** Whether a path is a content preview's (its answers run no script). */
export const isContentPreviewPath = (pathname: string): boolean => {
  const prefix = staffPaths.contentPreview("/");
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
};

/**
 * Whether a path belongs to the staff area (and so is never cached, indexed or pre-rendered): everything under
 * /staff, and the content editor and its API where Keystatic lives.
 */
export const isStaffPath = (pathname: string): boolean => /^\/(?:staff|keystatic|api\/keystatic)(?:[/.]|$)/.test(pathname);
