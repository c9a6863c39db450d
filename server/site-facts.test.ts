import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "#app/.server/content/site.ts";
import { readSiteFacts } from "./site-facts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function contentWithSite(yaml: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-facts-"));
  folders.push(dir);
  writeFileSync(path.join(dir, "site.yaml"), yaml);
  return dir;
}

describe("the company facts the server reads", () => {
  it("are the ones the pages show, from the same content/site.yaml", () => {
    const { shortName, leadsTo, mailFrom } = site;
    expect(readSiteFacts()).toEqual({ shortName, leadsTo, mailFrom });
  });

  it("name the file and the field when a fact is missing or malformed", () => {
    const dir = contentWithSite("shortName: Lumenor\nleadsTo: not-an-address\n");
    expect(() => readSiteFacts(dir)).toThrow(/^content\/site\.yaml has no usable company facts for the server: leadsTo: .*; mailFrom: /);
  });
});
