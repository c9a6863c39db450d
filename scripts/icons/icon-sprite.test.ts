import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "#content/schema/fragments.ts";
import { ICON_SPRITE_PATH, iconSprite } from "./icon-sprite";

describe("icon sprite", () => {
  it("is current: the committed file is what the icon registry draws (run `npm run icons` after changing it)", () => {
    expect(readFileSync(ICON_SPRITE_PATH, "utf8")).toBe(iconSprite());
  });

  it("has a symbol with paths for every icon name content may use", () => {
    const sprite = iconSprite();
    for (const name of iconNames)
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse)`));
  });
});
