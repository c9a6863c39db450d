import { describe, expect, it } from "vitest";
import { countedMailer, mailKind, type MailObserver } from "./counted-mailer";

describe("the counted mailer", () => {
  it("tells its observers each send's kind and outcome, and passes a failure on", async () => {
    const seen: string[] = [];
    const observers = new Set<MailObserver>([(kind, outcome) => seen.push(`${kind} ${outcome}`)]);
    let fail = false;
    const mailer = countedMailer(
      {
        send: async () =>
          void (
            fail &&
            (() => {
              throw new Error("421 try later");
            })()
          ),
        close: () => undefined,
      },
      observers,
    );
    await mailer.send("L-20260301-ABC", { subject: "s", text: "t", headers: {} });
    await mailer.send("staff-1234", { subject: "s", text: "t", headers: {} }, "a@lumenor.example");
    fail = true;
    await expect(mailer.send("digest-L-1", { subject: "s", text: "t", headers: {} })).rejects.toThrow("421 try later");
    expect(seen).toEqual(["lead sent", "staff sent", "digest failed"]);
    expect(mailKind("digest-L-9")).toBe("digest");
  });
});
