import path from "node:path";
import { environment } from "#server/env.ts";
import { readSiteOrigins, type SiteOrigins } from "#shared/origin-rule.ts";
import { readSiteFacts, type ServerSiteFacts } from "#server/site-facts.ts";

export type LeadConfig = {
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailTo: string;
  mailFrom: string;
  /** The canonical origin from SITE_URL (parsed by env.ts), when set: posts from it are same-site. */
  siteUrl?: string;
  /** Further origins the site is served at (EXTRA_ORIGINS): posts from them are same-site too (shared/origin-rule.ts). */
  extraOrigins: string[];
  requestsPerMinute: number;
  leadsPerWindow: number;
  leadWindowMs: number;
  minSubmitMs: number;
  retentionDays?: number;
  smtpTimeoutMs: number;
  /** Pooled SMTP connections to the relay, and so the most notifications sent at once. */
  smtpMaxConnections: number;
  retryBaseMs: number;
  pollMs: number;
  probeMs: number;
  mailsPerWindow: number;
  mailWindowMs: number;
  /** Staff mail (sign-in links) has an allowance of its own in the same window, so no lead flood can hold a link back. */
  staffMailsPerWindow: number;
  bodyTimeoutMs: number;
  /** /readyz answers 503 once the oldest waiting notification is older than this. */
  outboxMaxAgeSec: number;
  /** Days added to the inbox's clock (SITE_CLOCK_OFFSET_DAYS, tests only: see lead-clock.ts). */
  clockOffsetDays: number;
};

export class LeadConfigError extends Error {
  override name = "LeadConfigError";
}

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[A-Za-z]{2,24}$/;

export function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
    throw new LeadConfigError(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function address(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name] || fallback;
  if (!EMAIL.test(value)) throw new LeadConfigError(`${name} must be one e-mail address, got "${value}"`);
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: RegExp): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new LeadConfigError(`${name} must be a URL, got something else`);
  }
  if (!protocols.test(parsed.protocol)) throw new LeadConfigError(`${name} must start with ${protocols.source}, got "${parsed.protocol}"`);
  return raw;
}

function siteOrigins(env: NodeJS.ProcessEnv): SiteOrigins {
  try {
    return readSiteOrigins(env);
  } catch (error) {
    throw new LeadConfigError((error as Error).message);
  }
}

const MAX_OFFSET_DAYS = 3650;

/**
 * SITE_CLOCK_OFFSET_DAYS: whole days (may be negative) added to the inbox's clock. Test-only: a production server
 * (NODE_ENV=production) refuses to start with it, so no deployment can run on a shifted calendar by mistake.
 */
export function readClockOffsetDays(env: NodeJS.ProcessEnv): number {
  const raw = env.SITE_CLOCK_OFFSET_DAYS;
  if (raw === undefined || raw === "") return 0;
  if (env.NODE_ENV === "production")
    throw new LeadConfigError("SITE_CLOCK_OFFSET_DAYS is for tests only: unset it, or run with NODE_ENV other than production");
  const days = Number(raw);
  if (!/^[+-]?\d+$/.test(raw) || Math.abs(days) > MAX_OFFSET_DAYS)
    throw new LeadConfigError(
      `SITE_CLOCK_OFFSET_DAYS must be a whole number of days from -${MAX_OFFSET_DAYS} to ${MAX_OFFSET_DAYS}, got "${raw}"`,
    );
  return days;
}

/** The lead pipeline's settings from the environment; a bad value names its variable. */
export function readLeadConfig(env: NodeJS.ProcessEnv = environment(), site: ServerSiteFacts = readSiteFacts()): LeadConfig {
  const origins = siteOrigins(env);
  const retention = whole(env, "LEAD_RETENTION_DAYS", 0, 0);
  return {
    dataDir: path.resolve(env.DATA_DIR || "data"),
    databaseUrl: url(env, "DATABASE_URL", /^postgres(ql)?:$/),
    smtpUrl: url(env, "SMTP_URL", /^smtps?:$/),
    mailTo: address(env, "MAIL_TO", site.leadsTo),
    mailFrom: address(env, "MAIL_FROM", site.mailFrom),
    siteUrl: origins.site,
    extraOrigins: [...origins.extra],
    requestsPerMinute: whole(env, "LEAD_RATE_PER_MINUTE", 60, 1),
    leadsPerWindow: whole(env, "LEAD_MAX_PER_WINDOW", 5, 1),
    leadWindowMs: whole(env, "LEAD_WINDOW_MINUTES", 10, 1) * 60_000,
    minSubmitMs: whole(env, "LEAD_MIN_SUBMIT_MS", 3000),
    retentionDays: retention > 0 ? retention : undefined,
    smtpTimeoutMs: whole(env, "SMTP_TIMEOUT_MS", 10_000, 100),
    smtpMaxConnections: whole(env, "SMTP_MAX_CONNECTIONS", 5, 1),
    retryBaseMs: whole(env, "OUTBOX_RETRY_BASE_MS", 30_000, 10),
    pollMs: whole(env, "OUTBOX_POLL_MS", 5_000, 10),
    probeMs: whole(env, "OUTBOX_PROBE_MS", 15_000, 10),
    mailsPerWindow: whole(env, "MAIL_MAX_PER_WINDOW", 60, 1),
    mailWindowMs: whole(env, "MAIL_WINDOW_MINUTES", 60, 1) * 60_000,
    staffMailsPerWindow: whole(env, "STAFF_MAIL_MAX_PER_WINDOW", 30, 1),
    bodyTimeoutMs: whole(env, "LEAD_BODY_TIMEOUT_MS", 10_000, 50),
    outboxMaxAgeSec: whole(env, "OUTBOX_MAX_AGE_SECONDS", 900, 1),
    clockOffsetDays: readClockOffsetDays(env),
  };
}
