// `npm run icons`: rewrites the icon sprite after an icon is added to content/schema/fragments.ts and
// scripts/icons/icon-components.ts (its test fails until then).
import { writeFileSync } from "node:fs";
import { ICON_SPRITE_PATH, iconSprite } from "./icon-sprite";

writeFileSync(ICON_SPRITE_PATH, iconSprite());
console.log(`Wrote ${ICON_SPRITE_PATH}`);
