import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { SiteDb } from "#server/db/connection.ts";
import type { StaffConfig } from "./config";
import { hashToken, newToken } from "./tokens";

import { CHALLENGE_TTL_MS } from "#shared/staff-lifetimes.ts";

export { CHALLENGE_TTL_MS };

type Relying = Pick<StaffConfig, "origin" | "rpId" | "rpName">;

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): discoverable credentials with user verification. Each
 * ceremony's challenge is kept in the database under the hash of a nonce the browser holds in a short-lived
 * cookie, so any instance can check the answer, and a challenge is used at most once.
 */
export function staffPasskeys(db: SiteDb, relying: Relying) {
  async function keepChallenge(challenge: string, purpose: "register" | "authenticate", accountId: string | null, now: number) {
    const nonce = newToken();
    await db
      .insertInto("staff_challenges")
      .values({
        id: hashToken(nonce),
        challenge,
        purpose,
        account_id: accountId,
        expires_at: new Date(now + CHALLENGE_TTL_MS).toISOString(),
      })
      .execute();
    return nonce;
  }

  /** The challenge a nonce stands for, removed as it is read: a second answer to it finds nothing. */
  async function takeChallenge(nonce: string | undefined, purpose: "register" | "authenticate", now: number) {
    if (!nonce || nonce.length > 100) return undefined;
    const row = await db
      .deleteFrom("staff_challenges")
      .where("id", "=", hashToken(nonce))
      .where("purpose", "=", purpose)
      .returning(["challenge", "account_id", "expires_at"])
      .executeTakeFirst();
    return row && Date.parse(row.expires_at) > now ? row : undefined;
  }

  const transportsOf = (raw: string | null) => (raw ? raw.split(",") : undefined);

  return {
    count: async (accountId: string) =>
      Number(
        (
          await db
            .selectFrom("staff_passkeys")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("account_id", "=", accountId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Options for registering a passkey for the account, and the nonce for the challenge cookie. */
    async registrationOptions(
      account: { accountId: string; email: string },
      now = Date.now(),
    ): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; nonce: string }> {
      const existing = await db
        .selectFrom("staff_passkeys")
        .select(["id", "transports"])
        .where("account_id", "=", account.accountId)
        .execute();
      const options = await generateRegistrationOptions({
        rpName: relying.rpName,
        rpID: relying.rpId,
        userName: account.email,
        userID: new TextEncoder().encode(account.accountId),
        attestationType: "none",
        excludeCredentials: existing.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        timeout: CHALLENGE_TTL_MS,
      });
      return { options, nonce: await keepChallenge(options.challenge, "register", account.accountId, now) };
    },

    /** Checks the browser's new credential against the account's challenge and stores it; false when refused. */
    async register(accountId: string, nonce: string | undefined, response: RegistrationResponseJSON, now = Date.now()): Promise<boolean> {
      const challenge = await takeChallenge(nonce, "register", now);
      if (!challenge || challenge.account_id !== accountId) return false;
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: relying.origin,
        expectedRPID: relying.rpId,
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verified?.verified) return false;
      const { credential } = verified.registrationInfo;
      await db
        .insertInto("staff_passkeys")
        .values({
          id: credential.id,
          account_id: accountId,
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: credential.transports?.join(",") ?? null,
          created_at: new Date(now).toISOString(),
          last_used_at: null,
        })
        .execute();
      return true;
    },

    /** Options for signing in with any discoverable passkey of this site, and the nonce for the challenge cookie. */
    async authenticationOptions(now = Date.now()): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; nonce: string }> {
      const options = await generateAuthenticationOptions({ rpID: relying.rpId, userVerification: "required", timeout: CHALLENGE_TTL_MS });
      return { options, nonce: await keepChallenge(options.challenge, "authenticate", null, now) };
    },

    /**
     * The account whose passkey signed this challenge (enabled accounts only), or undefined. `onAccount` learns
     * the claimed account before the check, so the caller can count the attempt against it (false refuses).
     */
    async authenticate(
      nonce: string | undefined,
      response: AuthenticationResponseJSON,
      onAccount: (accountId: string) => boolean,
      now = Date.now(),
    ): Promise<string | undefined> {
      const challenge = await takeChallenge(nonce, "authenticate", now);
      if (!challenge || typeof response?.id !== "string") return undefined;
      const key = await db
        .selectFrom("staff_passkeys")
        .innerJoin("staff_accounts", "staff_accounts.id", "staff_passkeys.account_id")
        .select(["staff_passkeys.id", "account_id", "public_key", "counter", "transports"])
        .where("staff_passkeys.id", "=", response.id)
        .where("staff_accounts.disabled_at", "is", null)
        .executeTakeFirst();
      if (!key || !onAccount(key.account_id)) return undefined;
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: relying.origin,
        expectedRPID: relying.rpId,
        requireUserVerification: true,
        credential: {
          id: key.id,
          publicKey: new Uint8Array(Buffer.from(key.public_key, "base64url")),
          counter: Number(key.counter),
          transports: transportsOf(key.transports),
        },
      }).catch(() => undefined);
      if (!verified?.verified) return undefined;
      await db
        .updateTable("staff_passkeys")
        .set({ counter: verified.authenticationInfo.newCounter, last_used_at: new Date(now).toISOString() })
        .where("id", "=", key.id)
        .execute();
      return key.account_id;
    },

    /** Removes challenges nobody answered in time. */
    async sweep(now = Date.now()): Promise<void> {
      await db.deleteFrom("staff_challenges").where("expires_at", "<", new Date(now).toISOString()).execute();
    },
  };
}

export type StaffPasskeys = ReturnType<typeof staffPasskeys>;
