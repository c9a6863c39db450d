import type { Generated } from "kysely";

/** What a staff account may open: sales the inbox, editor content (reserved), admin everything plus the audit log. */
export type StaffRole = "sales" | "editor" | "admin";

export const STAFF_ROLES: readonly StaffRole[] = ["sales", "editor", "admin"];

export type StaffAccountTable = {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  role: StaffRole;
  /** Set by `npm run staff -- disable`: the account's sessions, links and passkeys stop working at once. */
  disabled_at: string | null;
  created_at: string;
};

export type StaffSessionTable = {
  /** SHA-256 (hex) of the cookie's token: the database never holds a token that would sign anyone in. */
  id: string;
  account_id: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end (7 days after sign-in); the idle end (8 h) counts from last_seen_at. */
  expires_at: string;
};

export type StaffAuditTable = {
  id: string;
  at: string;
  actor_account_id: string | null;
  /** Kept as written at the time, so the log still names an account whose address later changed. */
  actor_email: string;
  action: string;
  subject: string | null;
  detail: string | null;
  ip: string | null;
};

/** A mailed one-time sign-in link: the token's hash, and the hash of the nonce in the asking browser's cookie. */
export type StaffSignInLinkTable = {
  id: string;
  account_id: string;
  nonce_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** A registered passkey (WebAuthn credential). */
export type StaffPasskeyTable = {
  /** The credential id, base64url. */
  id: string;
  account_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** Comma-separated authenticator transports the browser reported, if any. */
  transports: string | null;
  created_at: string;
  last_used_at: string | null;
};

/** A WebAuthn challenge waiting for its answer, keyed by the hash of a nonce held in a short-lived cookie. */
export type StaffChallengeTable = {
  id: string;
  challenge: string;
  /** "register" (for account_id) or "authenticate" (anyone's discoverable passkey). */
  purpose: "register" | "authenticate";
  account_id: string | null;
  expires_at: string;
};

/** Mail to a staff member (a sign-in link), sent by the lead outbox's worker through the same relay and allowance. */
export type StaffMailTable = {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  created_at: string;
  state: "pending" | "sent" | "dead";
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  claimed_by: string | null;
  claimed_until: string | null;
  /** Lower goes first: 0 a sign-in link, 1 an assignment notice (server/leads/staff-mail.ts). */
  priority: Generated<number>;
};

export type StaffTables = {
  staff_accounts: StaffAccountTable;
  staff_sessions: StaffSessionTable;
  staff_audit: StaffAuditTable;
  staff_sign_in_links: StaffSignInLinkTable;
  staff_passkeys: StaffPasskeyTable;
  staff_challenges: StaffChallengeTable;
  staff_mail: StaffMailTable;
};
