import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLink, checkLinks } from "./check-link";
import { isPublicAddress } from "./public-address";

let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((request, response) => {
    const answers: Record<string, () => void> = {
      "/ok": () => response.writeHead(200).end(),
      "/gone": () => response.writeHead(404).end(),
      "/no-head": () => response.writeHead(request.method === "HEAD" ? 405 : 200).end(),
      "/moved": () => response.writeHead(301, { location: "/ok" }).end(),
      "/moved-away": () => response.writeHead(302, { location: "/gone" }).end(),
      "/loop": () => response.writeHead(302, { location: "/loop" }).end(),
      // Never answers: the check's own time limit ends it.
      "/silent": () => undefined,
    };
    (answers[request.url ?? ""] ?? (() => response.writeHead(500).end()))();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const local = { timeoutMs: 500, allowInternalAddresses: true, userAgent: "link-check-test" };

describe("checking one outbound link", () => {
  it("says a page that answers is fine, following redirects, and retries with GET where HEAD is refused", async () => {
    expect(await checkLink(`${origin}/ok`, local)).toMatchObject({ outcome: "ok", status: 200 });
    expect(await checkLink(`${origin}/moved`, local)).toMatchObject({ outcome: "ok", status: 200, finalUrl: `${origin}/ok` });
    expect(await checkLink(`${origin}/no-head`, local)).toMatchObject({ outcome: "ok", status: 200 });
  });

  it("names what is wrong: a missing page, a redirect to one, a redirect loop, silence, a closed port", async () => {
    expect(await checkLink(`${origin}/gone`, local)).toMatchObject({ outcome: "broken", status: 404, detail: "It answers 404" });
    expect(await checkLink(`${origin}/moved-away`, local)).toMatchObject({ outcome: "broken", status: 404, finalUrl: `${origin}/gone` });
    expect(await checkLink(`${origin}/loop`, local)).toMatchObject({ outcome: "broken", detail: "More than 5 redirects" });
    expect(await checkLink(`${origin}/silent`, local)).toMatchObject({ outcome: "unreachable", detail: "No answer within 1 s" });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await checkLink(`http://127.0.0.1:${port}/`, local)).toMatchObject({
      outcome: "unreachable",
      detail: "Its server refused the connection",
    });
  });

  it("never visits this machine or the private network from the live site: by address or by a name that resolves there", async () => {
    const live = { ...local, allowInternalAddresses: false };
    expect(await checkLink(`${origin}/ok`, live)).toMatchObject({ outcome: "refused" });
    expect(await checkLink(`http://localhost:${new URL(origin).port}/ok`, live)).toMatchObject({ outcome: "refused" });
    expect(await checkLink("http://169.254.169.254/latest/meta-data/", live)).toMatchObject({ outcome: "refused" });
    expect(await checkLink("http://[::1]/", live)).toMatchObject({ outcome: "refused" });
    expect(await checkLink("ftp://files.example/report.pdf", live)).toMatchObject({ outcome: "refused" });
    expect(["10.1.2.3", "192.168.0.1", "fd00::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::1"].map(isPublicAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([isPublicAddress("93.184.215.14"), isPublicAddress("2606:4700::1")]).toEqual([true, true]);
  });

  it("checks each address once however often the content repeats it", async () => {
    const verdicts = await checkLinks([`${origin}/ok`, `${origin}/gone`, `${origin}/ok`], { ...local, concurrency: 2 });
    expect([...verdicts.keys()]).toEqual([`${origin}/ok`, `${origin}/gone`]);
  });
});
