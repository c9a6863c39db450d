import type { Level } from "pino";
import { environment, siteOrigin } from "#server/env.ts";
import { LOG_LEVELS } from "#server/logging/logging.ts";
import { parseTrustProxy, type TrustProxySetting } from "./trust-proxy";

export type ServerConfig = {
  port: number;
  host: string;
  siteUrl: string;
  /** Express `trust proxy`, so limits see the visitor's address behind a proxy. */
  trustProxy: TrustProxySetting;
  /** Least severe log level written (LOG_LEVEL). */
  logLevel: Level;
  /** How long an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT_MS): longer than a balancer's idle timeout. */
  keepAliveTimeoutMs: number;
  /** Bearer token that unlocks GET /metrics (METRICS_TOKEN); without it /metrics is absent (404). */
  metricsToken: string | undefined;
  /** METRICS_PORT and METRICS_HOST: /metrics on its own internal listener, and none on the public port. */
  metricsListener: MetricsListener | undefined;
  vitals: VitalsConfig;
  /** CONTENT_GIT_REMOTE: the git remote (a path or URL) publishes are pushed to and every instance serves from. */
  contentGitRemote: string | undefined;
};

/** Above the 60 s idle timeout load balancers commonly keep, so the balancer, not the site, closes an idle connection. */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;
const KEEP_ALIVE_LIMITS = { min: 1_000, max: 600_000 };

export class ConfigError extends Error {
  override name = "ConfigError";
}

const METRICS_TOKEN_MIN_LENGTH = 16;

/** METRICS_TOKEN, or undefined when unset; a short token would be guessable, so it stops the server. */
function readMetricsToken(env: NodeJS.ProcessEnv = environment()): string | undefined {
  const token = env.METRICS_TOKEN;
  if (!token) return undefined;
  if (token.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(token))
    throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces`);
  return token;
}

/** Where /metrics is served on its own (METRICS_PORT, METRICS_HOST): an internal address instead of the public port. */
export type MetricsListener = { port: number; host: string };

/** METRICS_PORT (and METRICS_HOST, 127.0.0.1 by default), or undefined when unset: /metrics then stays on the public port. */
export function readMetricsListener(env: NodeJS.ProcessEnv = environment()): MetricsListener | undefined {
  const given = env.METRICS_PORT;
  if (!given) return undefined;
  const port = Number(given);
  if (!/^\d+$/.test(given) || port < 1 || port > 65535)
    throw new ConfigError(`METRICS_PORT must be a whole number from 1 to 65535, got "${given}"`);
  if (port === Number(env.PORT ?? 3000)) throw new ConfigError(`METRICS_PORT must differ from PORT (${port}): it serves only /metrics`);
  return { port, host: env.METRICS_HOST || "127.0.0.1" };
}

/**
 * Real-user Web Vitals (server/vitals/): the share of page views whose beacon is stored, beacons per client per minute,
 * and how many days the daily totals are kept.
 */
export type VitalsConfig = { sampleRate: number; ratePerMinute: number; retentionDays: number };

/** A year and a month: this month can be compared with the same month a year before. */
export const DEFAULT_VITALS_RETENTION_DAYS = 400;

/**
 * VITALS_SAMPLE_RATE (0 to 1, default 1: every view), VITALS_RATE_PER_MINUTE (default 30, as a person cannot view
 * more pages) and VITALS_RETENTION_DAYS (default 400).
 */
export function readVitalsConfig(env: NodeJS.ProcessEnv = environment()): VitalsConfig {
  const rate = env.VITALS_SAMPLE_RATE || "1";
  const sampleRate = Number(rate);
  if (!/^(?:0|1|0?\.\d+|1\.0*)$/.test(rate) || sampleRate < 0 || sampleRate > 1)
    throw new ConfigError(
      `VITALS_SAMPLE_RATE must be a share from 0 to 1 (0.1 keeps one page view in ten), got "${env.VITALS_SAMPLE_RATE}"`,
    );
  const perMinute = env.VITALS_RATE_PER_MINUTE || "30";
  const ratePerMinute = Number(perMinute);
  if (!/^\d+$/.test(perMinute) || ratePerMinute < 1)
    throw new ConfigError(`VITALS_RATE_PER_MINUTE must be a whole number of at least 1, got "${env.VITALS_RATE_PER_MINUTE}"`);
  const retention = env.VITALS_RETENTION_DAYS || String(DEFAULT_VITALS_RETENTION_DAYS);
  const retentionDays = Number(retention);
  if (!/^\d+$/.test(retention) || retentionDays < 1)
    throw new ConfigError(`VITALS_RETENTION_DAYS must be a whole number of days of at least 1, got "${env.VITALS_RETENTION_DAYS}"`);
  return { sampleRate, ratePerMinute, retentionDays };
}

/** CONTENT_GIT_REMOTE, or undefined when unset. Given to git as a remote after `--`, but never as an option either way. */
export function readContentGitRemote(env: NodeJS.ProcessEnv = environment()): string | undefined {
  const remote = env.CONTENT_GIT_REMOTE;
  if (!remote) return undefined;
  if (remote.startsWith("-") || /[\s\0]/.test(remote))
    throw new ConfigError(`CONTENT_GIT_REMOTE must be a git remote's path or URL (no spaces, not starting with "-"), got "${remote}"`);
  return remote;
}

/** Reads the environment once at start-up; a bad value stops the server with a message naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = environment()): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  let siteUrl: string;
  try {
    siteUrl = siteOrigin(env.SITE_URL);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const logLevel = (env.LOG_LEVEL || "info") as Level;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${env.LOG_LEVEL}"`);
  let trustProxy: TrustProxySetting;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY || "loopback");
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const keepAlive = env.KEEP_ALIVE_TIMEOUT_MS || String(DEFAULT_KEEP_ALIVE_TIMEOUT_MS);
  const keepAliveTimeoutMs = Number(keepAlive);
  if (!/^\d+$/.test(keepAlive) || keepAliveTimeoutMs < KEEP_ALIVE_LIMITS.min || keepAliveTimeoutMs > KEEP_ALIVE_LIMITS.max)
    throw new ConfigError(
      `KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds from ${KEEP_ALIVE_LIMITS.min} to ${KEEP_ALIVE_LIMITS.max}, got "${env.KEEP_ALIVE_TIMEOUT_MS}"`,
    );
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    siteUrl,
    trustProxy,
    logLevel,
    keepAliveTimeoutMs,
    metricsToken: readMetricsToken(env),
    metricsListener: readMetricsListener(env),
    vitals: readVitalsConfig(env),
    contentGitRemote: readContentGitRemote(env),
  };
}
