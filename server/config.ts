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
};

/** Above the 60 s idle timeout load balancers commonly keep, so the balancer, not the site, closes an idle connection. */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;
const KEEP_ALIVE_LIMITS = { min: 1_000, max: 600_000 };

export class ConfigError extends Error {
  override name = "ConfigError";
}

const METRICS_TOKEN_MIN_LENGTH = 16;

/** METRICS_TOKEN, or undefined when unset; a short token would be guessable, so it stops the server. */
export function readMetricsToken(env: NodeJS.ProcessEnv = environment()): string | undefined {
  const token = env.METRICS_TOKEN;
  if (!token) return undefined;
  if (token.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(token))
    throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces`);
  return token;
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
  };
}
