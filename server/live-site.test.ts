import type { IncomingMessage, ServerResponse } from "node:http";
import { expect, it } from "vitest";
import { createLiveSite, type LiveBuild } from "./live-build";

/** A build whose handler answers with its name once `release` is called for that request. */
function fakeBuild(dir: string) {
  const waiting: (() => void)[] = [];
  const build: LiveBuild = {
    dir,
    handle: (_req, res) => void waiting.push(() => res.end(dir)),
  };
  return { build, releaseAll: () => waiting.splice(0).forEach((release) => release()) };
}

function request(site: ReturnType<typeof createLiveSite>) {
  let body = "";
  const res = { statusCode: 200, end: (text?: string) => (body = text ?? "") } as unknown as ServerResponse;
  site.handle({} as IncomingMessage, res);
  return { body: () => body, res };
}

it("answers from the current build, swaps in one step once the next is loaded, and lets requests in flight finish on the old one", async () => {
  const first = fakeBuild("first");
  const second = fakeBuild("second");
  let finishLoading: (build: LiveBuild) => void = () => {};
  const site = createLiveSite((dir) =>
    dir === "first" ? Promise.resolve(first.build) : new Promise((resolve) => (finishLoading = resolve)),
  );

  const early = request(site);
  expect(early.res.statusCode).toBe(503);
  await site.swapTo("first");
  const inFlight = request(site);
  const swapping = site.swapTo("second");
  const duringLoad = request(site);
  expect(site.dir()).toBe("first");
  finishLoading(second.build);
  await swapping;
  expect(site.dir()).toBe("second");
  const after = request(site);
  first.releaseAll();
  second.releaseAll();
  expect([inFlight.body(), duringLoad.body(), after.body()]).toEqual(["first", "first", "second"]);
});
