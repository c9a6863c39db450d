import { afterEach, describe, expect, it } from "vitest";
import { staffMailQueue } from "./staff-mail";
import { testRuntime } from "#tests/fixtures/leads.ts";

let env: Awaited<ReturnType<typeof testRuntime>> | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

describe("the staff mail queue", () => {
  it("hands out a waiting sign-in link before assignment notices queued earlier", async () => {
    env = await testRuntime();
    const queue = staffMailQueue(env.runtime.db, "test-instance");
    const earlier = new Date("2026-01-01T00:00:00Z");
    await queue.enqueue({ recipient: "a@lumenor.example", subject: "notice 1", text: "x" }, earlier, "assignment");
    await queue.enqueue({ recipient: "b@lumenor.example", subject: "notice 2", text: "x" }, earlier, "assignment");
    await queue.enqueue({ recipient: "c@lumenor.example", subject: "link", text: "x" }, new Date("2026-01-02T00:00:00Z"));
    const claim = (limit: number) => queue.claimDue("2026-01-03T00:00:00.000Z", "2026-01-03T00:01:00.000Z", limit);

    expect((await claim(1)).map((mail) => mail.subject)).toEqual(["link"]);
    expect((await claim(5)).map((mail) => mail.subject)).toEqual(["notice 1", "notice 2"]);
  });
});
