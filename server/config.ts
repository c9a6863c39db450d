import type { Level } from "pino";
import { environment, siteOrigin } from "#app/.server/env.ts";
import { LOG_LEVELS } from "#app/.server/logging.ts";
import { parseTrustProxy, type TrustProxySetting } from "./trust-proxy";

export type ServerConfig = {
  port: number;
  host: string;
  siteUrl: string;
  /** Express `trust proxy`, so limits see the visitor's address behind a proxy. */
  trustProxy: TrustProxySetting;
  /** Least severe log level written (LOG_LEVEL). */
  logLevel: Level;
};

export class ConfigError extends Error {
  override name = "ConfigError";
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
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    siteUrl,
    trustProxy,
    logLevel,
  };
}
