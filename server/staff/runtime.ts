import { staffPaths } from "#shared/staff-paths.ts";
import { createRateLimiter, type LeadRuntime, type RateDecision } from "#server/leads/index.ts";
import { normaliseEmail, staffAccounts } from "./accounts";
import { recordAudit } from "./audit";
import type { StaffConfig } from "./config";
import { signInLinkMail } from "./sign-in-mail";
import { signInLinks, LINK_TTL_MS } from "./sign-in-links";
import { staffPasskeys } from "./passkeys";
import { staffSessions } from "./sessions";
import { newToken } from "./tokens";

/**
 * The staff area's sign-in on top of the lead runtime's database and mail worker: mailed one-time links,
 * passkeys, sessions, and the per-address and per-account limits on sign-in attempts (kept in memory per
 * instance, as the lead API's request limit is).
 */
export function createStaffRuntime(leads: Pick<LeadRuntime, "db" | "staffMail" | "worker">, config: StaffConfig) {
  const { db } = leads;
  const accounts = staffAccounts(db);
  const sessions = staffSessions(db);
  const links = signInLinks(db);
  const passkeys = staffPasskeys(db, config);
  const perAddress = createRateLimiter({ limit: config.signInPerAddress, windowMs: config.signInWindowMs });
  const perAccount = createRateLimiter({ limit: config.signInPerAccount, windowMs: config.signInWindowMs });
  let sweeper: NodeJS.Timeout | undefined;

  /** Counts one attempt against the address and, when known, the account: the first limit passed refuses it. */
  function attempt(ip: string | undefined, account?: string): RateDecision {
    const byAddress = perAddress.hit(ip ?? "unknown");
    if (!byAddress.ok) return byAddress;
    return account ? perAccount.hit(account) : { ok: true };
  }

  async function signIn(accountId: string, how: string, ip: string | undefined) {
    const account = await accounts.byId(accountId);
    const session = await sessions.create(accountId);
    await recordAudit(db, { actor: account ? { accountId, email: account.email } : null, action: "staff.sign-in", detail: how, ip });
    return { ...session, hasPasskey: (await passkeys.count(accountId)) > 0 };
  }

  return {
    config,
    db,
    accounts,
    sessions,
    passkeys,

    /**
     * A sign-in link for `rawEmail`: mailed when an enabled account has the address. The answer is the same either
     * way: the nonce for the browser-binding cookie (a random one for an unknown address), or the limit's wait.
     */
    async requestLink(
      rawEmail: string,
      ip: string | undefined,
    ): Promise<{ ok: true; nonce: string } | { ok: false; retryAfterSec: number }> {
      const email = normaliseEmail(rawEmail);
      const limited = attempt(ip, `email:${email ?? rawEmail.trim().toLowerCase().slice(0, 320)}`);
      if (!limited.ok) return limited;
      const nonce = newToken();
      const account = email ? await accounts.byEmail(email) : undefined;
      if (!account || account.disabled_at) {
        await recordAudit(db, { actor: null, action: "staff.link-unknown", subject: rawEmail.slice(0, 320), ip });
        return { ok: true, nonce };
      }
      const token = await links.issue(account.id, nonce);
      const url = `${config.origin}${staffPaths.signInLink}?${new URLSearchParams({ token })}`;
      await leads.staffMail.enqueue({ recipient: account.email, ...signInLinkMail(url, LINK_TTL_MS, config.rpName) });
      leads.worker.kick();
      await recordAudit(db, {
        actor: { accountId: account.id, email: account.email },
        action: "staff.link-sent",
        subject: account.email,
        ip,
      });
      return { ok: true, nonce };
    },

    /** Opens a mailed link in the browser holding `nonce`: a new session, or why not. */
    async redeemLink(token: string, nonce: string | undefined, ip: string | undefined) {
      const limited = attempt(ip);
      if (!limited.ok) return { ok: false as const, reason: "limited" as const, retryAfterSec: limited.retryAfterSec };
      const redeemed = await links.redeem(token, nonce);
      if (!redeemed.ok) {
        const account = redeemed.accountId ? await accounts.byId(redeemed.accountId) : undefined;
        await recordAudit(db, {
          actor: account ? { accountId: account.id, email: account.email } : null,
          action: "staff.link-refused",
          detail: redeemed.reason,
          ip,
        });
        return redeemed;
      }
      return { ok: true as const, ...(await signIn(redeemed.accountId, "mailed link", ip)) };
    },

    /** Options for a passkey sign-in (limited per address). */
    async passkeyOptions(ip: string | undefined) {
      const limited = attempt(ip);
      if (!limited.ok) return limited;
      return { ok: true as const, ...(await passkeys.authenticationOptions()) };
    },

    /** Checks a passkey's answer; counts it against the address and the account it claims. */
    async passkeySignIn(nonce: string | undefined, response: Parameters<typeof passkeys.authenticate>[1], ip: string | undefined) {
      const limited = attempt(ip);
      if (!limited.ok) return limited;
      let accountLimit: RateDecision = { ok: true };
      const accountId = await passkeys.authenticate(nonce, response, (claimed) => (accountLimit = perAccount.hit(`account:${claimed}`)).ok);
      if (!accountLimit.ok) return accountLimit;
      if (!accountId) {
        await recordAudit(db, { actor: null, action: "staff.passkey-refused", ip });
        return { ok: false as const, retryAfterSec: 0 };
      }
      return { ok: true as const, ...(await signIn(accountId, "passkey", ip)) };
    },

    /** Removes ended sessions, old links, unanswered challenges and sent staff mail; hourly, and once at start. */
    async sweep(now = Date.now()) {
      await sessions.sweep(now);
      await links.sweep(now);
      await passkeys.sweep(now);
      await leads.staffMail.sweep(new Date(now - 24 * 60 * 60_000).toISOString());
    },

    start(onError: (error: unknown) => void) {
      const run = () => void this.sweep().catch(onError);
      run();
      sweeper = setInterval(run, 60 * 60_000);
      sweeper.unref();
    },
    stop() {
      clearInterval(sweeper);
    },
  };
}

export type StaffRuntime = ReturnType<typeof createStaffRuntime>;
