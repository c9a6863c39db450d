import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { isPublicAddress, publicOnlyLookup } from "./public-address";

export type LinkOutcome = "ok" | "broken" | "unreachable" | "refused";
/** What one address answered, in words an editor can act on. */
export type LinkVerdict = { url: string; outcome: LinkOutcome; status?: number; detail: string; finalUrl?: string };

export type LinkCheckOptions = {
  /** How long one request may take, connection to answer. */
  timeoutMs: number;
  /** Only for tests against a server on this machine: production never reaches internal addresses. */
  allowInternalAddresses?: boolean;
  userAgent: string;
};

const MAX_REDIRECTS = 5;

type Answer = { status: number; location?: string };

function request(url: URL, method: "HEAD" | "GET", options: LinkCheckOptions): Promise<Answer> {
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      url,
      {
        method,
        headers: { "user-agent": options.userAgent, accept: "*/*" },
        lookup: options.allowInternalAddresses ? undefined : publicOnlyLookup,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (answer) => {
        // Only the status and where it points matter: a GET's body is not read.
        answer.destroy();
        resolve({ status: answer.statusCode ?? 0, location: answer.headers.location });
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function reasonOf(error: unknown, options: LinkCheckOptions): { outcome: LinkOutcome; detail: string } {
  const code = (error as NodeJS.ErrnoException).code ?? (error as Error).name;
  if (code === "EINTERNALADDRESS")
    return { outcome: "refused", detail: "It points at an internal address, which the check does not visit" };
  if (code === "ABORT_ERR" || code === "TimeoutError")
    return { outcome: "unreachable", detail: `No answer within ${Math.round(options.timeoutMs / 1000)} s` };
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return { outcome: "unreachable", detail: "Its domain name does not resolve" };
  if (code === "ECONNREFUSED") return { outcome: "unreachable", detail: "Its server refused the connection" };
  if (typeof code === "string" && /CERT|SSL|TLS/.test(code)) return { outcome: "unreachable", detail: "Its certificate is not valid" };
  return { outcome: "unreachable", detail: `The request failed (${code})` };
}

/**
 * Checks one web address the way a visitor's browser would reach it: HEAD (GET where a server refuses HEAD),
 * following up to five redirects, each to a public http(s) address only.
 */
export async function checkLink(address: string, options: LinkCheckOptions): Promise<LinkVerdict> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { url: address, outcome: "broken", detail: "It is not a valid web address" };
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== "https:" && url.protocol !== "http:")
      return { url: address, outcome: "refused", detail: `It leads to a ${url.protocol} address, which the check does not visit` };
    const literal = url.hostname.replace(/^\[|\]$/g, "");
    if (!options.allowInternalAddresses && isIP(literal) && !isPublicAddress(literal))
      return { url: address, outcome: "refused", detail: "It points at an internal address, which the check does not visit" };
    let answer: Answer;
    try {
      answer = await request(url, "HEAD", options);
      if (answer.status === 405 || answer.status === 501) answer = await request(url, "GET", options);
    } catch (error) {
      return { url: address, ...reasonOf(error, options), finalUrl: hop ? url.href : undefined };
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      url = new URL(answer.location, url);
      continue;
    }
    const finalUrl = hop ? url.href : undefined;
    if (answer.status >= 200 && answer.status < 400)
      return { url: address, outcome: "ok", status: answer.status, detail: "It answers", finalUrl };
    return { url: address, outcome: "broken", status: answer.status, detail: `It answers ${answer.status}`, finalUrl };
  }
  return { url: address, outcome: "broken", detail: `More than ${MAX_REDIRECTS} redirects` };
}

/** Checks each distinct address once, a few at a time, and answers in the order given. */
export async function checkLinks(addresses: readonly string[], options: LinkCheckOptions & { concurrency: number }) {
  const distinct = [...new Set(addresses)];
  const verdicts = new Map<string, LinkVerdict>();
  let next = 0;
  const worker = async () => {
    while (next < distinct.length) {
      const address = distinct[next++]!;
      verdicts.set(address, await checkLink(address, options));
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, distinct.length) }, worker));
  return verdicts;
}
