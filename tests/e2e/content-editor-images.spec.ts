import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import sharp from "sharp";
import { staffPaths } from "#shared/staff-paths.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { expect, test } from "./support/fixtures";
import { e2eDatabase, signInAs } from "./support/staff-data";

// An editor uploads an article's cover through the editor (issue 37): a file that only calls itself .png is refused by
// the server in words shown in the editor, with nothing written; a real PNG with its alt text is saved into the drafts.
// A partner's logo, far smaller than a cover, is taken: the field says how small it may be.

let db: SiteDb;
test.beforeAll(() => {
  db = e2eDatabase();
});
test.afterAll(() => db.destroy());

const draftsDir = () => {
  const dir = process.env.E2E_CONTENT_DRAFTS_DIR;
  if (!dir) throw new Error("E2E_CONTENT_DRAFTS_DIR is unset: run the browser tests through playwright.config.ts");
  return dir;
};
const BLOG = "test-data-management";
const COVER = `images/blogs/${BLOG}/cover/src.png`;
const isSave = (response: Response) => response.url().endsWith(`${staffPaths.contentApi}/update`) && response.request().method() === "POST";

async function chooseCover(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).first().click();
  await (await chooser).setFiles(file);
}

async function save(page: Page): Promise<Response> {
  const saved = page.waitForResponse(isSave);
  await page.getByRole("button", { name: "Save" }).click();
  return saved;
}

test.describe("an editor", () => {
  test.skip(({ isMobile }) => isMobile, "one project writes the content copy; the phone project checks the page's layout");

  test("uploads a cover: a disguised file is refused in words and nothing is written, a PNG with its alt text is saved", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(db, context, baseURL!, "editor", "cover-editor@lumenor.example");
    const article = path.join(draftsDir(), `blogs/${BLOG}.md`);
    const before = readFileSync(article, "utf8");
    await page.goto(`${staffPaths.content}/collection/blogs/item/${BLOG}`);
    await expect(page.getByRole("textbox", { name: "Title" }).first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole("textbox", { name: "Alt text" }).first().fill("A plain blue test card");

    await chooseCover(page, { name: "cover.png", mimeType: "image/png", buffer: Buffer.from("#!/bin/sh\necho this is no picture\n") });
    const refused = await save(page);
    expect(refused.status()).toBe(422);
    await expect(page.getByText(/is not a PNG, JPEG, WebP or AVIF image \(its content says otherwise, whatever its name\)/)).toBeVisible();
    expect(existsSync(path.join(draftsDir(), COVER))).toBe(false);
    expect(readFileSync(article, "utf8")).toBe(before);

    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    await chooseCover(page, { name: "cover.png", mimeType: "image/png", buffer: png });
    expect((await save(page)).status()).toBe(200);
    expect(readFileSync(path.join(draftsDir(), COVER)).equals(png)).toBe(true);
    expect(readFileSync(article, "utf8")).toContain(`cover:\n  src: ${COVER}\n  alt: A plain blue test card\n`);
  });

  test("gives a partner a logo of a logo's size: the field names its own minimum, and the small PNG is saved", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(db, context, baseURL!, "editor", "logo-editor@lumenor.example");
    const partners = path.join(draftsDir(), "partners.yaml");
    const before = readFileSync(partners, "utf8");
    try {
      await page.goto(`${staffPaths.content}/singleton/partners`);
      await page.getByRole("row", { name: "Informatica" }).getByText("Informatica", { exact: true }).click();
      const item = page.getByRole("dialog");
      await expect(item.getByText("A PNG, JPEG, WebP or AVIF of at least 88 px on its longer side")).toBeVisible({ timeout: 20_000 });
      const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: "#ea580c" } })
        .png()
        .toBuffer();
      const chooser = page.waitForEvent("filechooser");
      await item.getByRole("button", { name: "Choose file" }).click();
      await (await chooser).setFiles({ name: "informatica.png", mimeType: "image/png", buffer: logo });
      await item.getByRole("textbox", { name: "Alt text" }).fill("Informatica's logo, a plain test block");
      await item.getByRole("button", { name: "Done" }).click();
      await expect(item).toBeHidden();
      expect((await save(page)).status()).toBe(200);
      const src = /logo:\n\s+src: (images\/partners\/\S+\/logo\/src\.png)\n\s+alt: Informatica's logo, a plain test block\n/.exec(
        readFileSync(partners, "utf8"),
      )?.[1];
      expect(src, readFileSync(partners, "utf8")).toBeDefined();
      expect(readFileSync(path.join(draftsDir(), src!)).equals(logo)).toBe(true);
    } finally {
      // Other specs read the same drafts: the partners are put back as they were.
      writeFileSync(partners, before);
      rmSync(path.join(draftsDir(), "images/partners"), { recursive: true, force: true });
    }
  });
});
