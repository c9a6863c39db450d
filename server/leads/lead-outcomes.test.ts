import { describe, expect, it } from "vitest";
import { leadTeller, observedGate, submitOutcome, type LeadObserver } from "./lead-outcomes";
import type { PostGate } from "./post-gate";

describe("lead outcomes", () => {
  it("name each submission's end from the service's result", () => {
    expect(submitOutcome({ ok: true, id: "L-1", duplicate: false })).toEqual(["accepted", "none"]);
    expect(submitOutcome({ ok: true, id: "L-1", duplicate: true })).toEqual(["duplicate", "none"]);
    expect(submitOutcome({ ok: true, id: "L-1", duplicate: false, spam: "honeypot" })).toEqual(["spam", "none"]);
    expect(submitOutcome({ ok: false, reason: "rate-limited", retryAfterSec: 60 })).toEqual(["refused", "address_limit"]);
    expect(submitOutcome({ ok: false, reason: "unavailable" })).toEqual(["refused", "unavailable"]);
  });

  it("tell a gate's refusal by its status, and nothing for a post it lets through", async () => {
    const told: Parameters<LeadObserver>[] = [];
    const tell = leadTeller(new Set([(...args: Parameters<LeadObserver>) => void told.push(args)]));
    const answers = [
      { ok: false, status: 413, error: "Body too large" },
      { ok: false, status: 403, error: "Posts from other sites are refused" },
      { ok: true, fields: {}, meta: {} },
    ] as Awaited<ReturnType<PostGate>>[];
    const gate = observedGate(async () => answers.shift()!, tell);
    for (let n = 0; n < 3; n++)
      await gate({ method: "POST", url: "http://x/", headers: { get: () => null }, body: null }, "10.0.0.1", "api");
    expect(told).toEqual([
      ["refused", "too_large"],
      ["refused", "origin"],
    ]);
  });

  it("never let an observer's failure reach the post", () => {
    const tell = leadTeller(
      new Set<LeadObserver>([
        () => {
          throw new Error("counter broke");
        },
      ]),
    );
    expect(() => tell("accepted", "none")).not.toThrow();
  });
});
