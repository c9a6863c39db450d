import { describe, expect, it } from "vitest";
import { readStaffForm } from "#app/.server/staff/staff-body.ts";
import { bodyLimitFor, CONTENT_SAVE_BODY_LIMIT, PUBLIC_BODY_LIMIT, SIGN_IN_BODY_LIMIT, STAFF_BODY_LIMIT } from "#shared/body-limits.ts";

describe("body limits", () => {
  it("gives sign-in a small limit, the editor's saves 12 MB, other staff posts 64 KB and the rest 16 KB, however the path is spelt", () => {
    for (const path of ["/staff/sign-in", "/staff/sign-in.data", "/staff/sign-in/passkey", "/STAFF/Sign-In", "/%73taff/sign-in"])
      expect(bodyLimitFor(path), path).toBe(SIGN_IN_BODY_LIMIT);
    expect(bodyLimitFor("/api/keystatic/update")).toBe(CONTENT_SAVE_BODY_LIMIT);
    for (const path of ["/staff/sign-out", "/staff/leads/L-1.data", "/staff/passkey/register", "/staff"])
      expect(bodyLimitFor(path), path).toBe(STAFF_BODY_LIMIT);
    for (const path of ["/contact-us", "/staffing", "/"]) expect(bodyLimitFor(path), path).toBe(PUBLIC_BODY_LIMIT);
  });

  it("refuses a staff form past its limit with 413 as it streams, without reading the rest", async () => {
    // 1 MB arriving a piece at a time, as from a network.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setImmediate(resolve));
        pulled += 4096;
        controller.enqueue(new TextEncoder().encode("email=".padEnd(4096, "x")));
        if (pulled >= 1024 * 1024) controller.close();
      },
    });
    const request = new Request("http://127.0.0.1:4000/staff/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const refused = await readStaffForm(request).then(
      () => undefined,
      (error: unknown) => error as Response,
    );
    expect(refused?.status).toBe(413);
    expect(await refused?.text()).toBe("Too large: this address takes at most 16 KB.");
    expect(pulled).toBeLessThan(SIGN_IN_BODY_LIMIT + 64 * 1024);
  });

  it("reads a form within the limit, and an empty post as an empty form", async () => {
    const post = (body?: string) =>
      new Request("http://127.0.0.1:4000/staff/sign-in", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    expect((await readStaffForm(post("email=a%40b.example")))?.get("email")).toBe("a@b.example");
    expect([...((await readStaffForm(post())) ?? [])]).toEqual([]);
  });
});
