import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, rmSync, writeSync, closeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validLead } from "#tests/fixtures/leads.ts";
import { freePort, startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";
import { startSite } from "#tests/integration/support/site-process.ts";

const mountPoint = mkdtempSync(path.join(tmpdir(), "site-full-disk-"));
let mounted = false;
try {
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", mountPoint], { stdio: "pipe" });
  mounted = true;
} catch (error) {
  const reason = (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
  console.warn(`Skipping the full-disk test: cannot mount a tmpfs here (${reason}).`);
}

/** Writes until the file system refuses: ENOSPC. */
function fill(file: string) {
  const fd = openSync(file, "w");
  const block = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, block);
  } catch {
    // Full.
  }
  try {
    for (;;) writeSync(fd, block, 0, 512);
  } catch {
    // Completely full.
  } finally {
    closeSync(fd);
  }
}

describe.skipIf(!mounted)("the database on a full disk", () => {
  afterAll(() => {
    if (mounted) execFileSync("umount", ["-l", mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  let relay: Awaited<ReturnType<typeof startRelay>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    relay = await startRelay();
    site = await startSite({ DATA_DIR: mountPoint, SMTP_URL: relay.url });
    return async () => {
      await site.stop("SIGKILL");
      await relay.close();
    };
  });

  it("answers 503 with Retry-After (and /readyz 503), mails nothing, and recovers once space is freed", async () => {
    const before = await site.post({ ...validLead, message: "Before the disk filled" });
    expect(before.status).toBe(200);
    await waitFor(() => relay.mails.length === 1, 15_000, "the first lead's mail");
    const mailedBefore = relay.mails.length;
    const filler = path.join(mountPoint, "filler.bin");
    fill(filler);

    const response = await site.post({ ...validLead, message: `While the disk is full ${"x".repeat(400)}` });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();
    expect(await response.json()).toMatchObject({ Status: false });
    expect((await fetch(`${site.base}/readyz`)).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(relay.mails.length).toBe(mailedBefore);

    rmSync(filler);
    const after = await site.post({ ...validLead, message: "After space was freed" });
    expect(after.status).toBe(200);
    expect((await fetch(`${site.base}/readyz`)).status).toBe(200);
  });

  it("logs the outbox's failure on a full disk once with its stack, not at every poll, and still mails the lead once space is freed", async () => {
    const port = await freePort();
    const dataDir = path.join(mountPoint, "outbox");
    mkdirSync(dataDir);
    const waiting = await startSite({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_POLL_MS: "50",
      OUTBOX_RETRY_BASE_MS: "10",
      OUTBOX_PROBE_MS: "50",
      // Above the test relay's greeting, which smtp-server always holds back 100 ms to catch clients that talk first.
      SMTP_TIMEOUT_MS: "1000",
    });
    try {
      const response = await waiting.post({ ...validLead, message: "Waiting for the relay while the disk fills" });
      expect(response.status).toBe(200);
      const filler = path.join(mountPoint, "filler-outbox.bin");
      fill(filler);
      const failures = () =>
        waiting
          .output()
          .split("\n")
          .filter((line) => line.includes('"msg":"Outbox:'));
      await waitFor(() => failures().length > 0, 10_000, "the outbox to fail on the full disk");
      // Once the claim's lease (4 × SMTP_TIMEOUT_MS + 5 s = 9 s) has run out, every poll (50 ms) tries to claim the
      // entry again and fails: eleven seconds end in dozens of failing rounds.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(
        failures(),
        failures()
          .map((line) => line.slice(0, 300))
          .join("\n"),
      ).toHaveLength(1);
      expect(failures()[0]).toContain('"stack"');

      rmSync(filler);
      const relay = await startRelay(port);
      try {
        await waitFor(() => relay.mails.length === 1, 10_000, "the waiting lead's mail once space is freed");
      } finally {
        await relay.close();
      }
    } finally {
      await waiting.stop("SIGKILL");
    }
  });
});
