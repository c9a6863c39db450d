import { execFileSync } from "node:child_process";
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validLead } from "#app/.server/leads/testing.ts";
import { startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";
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
    await waitFor(() => relay.mails.length === 1, 10_000, "the first lead's mail");
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
});
