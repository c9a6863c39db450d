import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/route";
import { clientAction } from "./route";

const sendWith = (serverAction: () => Promise<unknown>) => clientAction({ serverAction } as unknown as Route.ClientActionArgs);

describe("the contact page's client action", () => {
  it.each([
    [new ErrorResponse(503, "Service Unavailable", "Service Unavailable"), "unavailable"],
    [new ErrorResponse(502, "Bad Gateway", ""), "unavailable"],
    [new ErrorResponse(429, "Too Many Requests", ""), "rate-limited"],
    [new ErrorResponse(413, "Payload Too Large", ""), "refused"],
    [new TypeError("Failed to fetch"), "network"],
  ])("reports a thrown %s as %s", async (thrown, failure) => {
    expect(await sendWith(() => Promise.reject(thrown))).toEqual({ Status: false, failure });
  });

  it("passes the server's own answer through", async () => {
    const answer = { Status: false, failure: "unavailable" };
    expect(await sendWith(() => Promise.resolve(answer))).toBe(answer);
  });
});
