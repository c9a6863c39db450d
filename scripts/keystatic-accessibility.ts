import type { Plugin } from "vite";

/**
 * Accessibility defects in the editor's UI (Keystatic 0.6.9 and @keystar/ui 0.10.0) that axe finds, mended in the
 * build, in those packages' own files. Each fix names the one file it applies to and a pattern that matches the
 * defect exactly once there: scripts/keystatic-accessibility.test.ts fails if a version upgrade moves or mends one,
 * so a fix upstream retires the fix here. tests/e2e/content-editor.spec.ts runs axe over the editor's screens.
 */
type Fix = { why: string; file: string; defect: RegExp; mended: string };

export const keystaticFixes: readonly Fix[] = [
  {
    why: "the Markdoc editor's link button is named Divider, like the button beside it; its tooltip says Link",
    file: "@keystatic/core/dist/index-3c244051.js",
    defect: /"aria-label": "Divider",(?=\s*command: \(state_0, dispatch\) => \{\s*const aroundFrom = markAround\()/,
    mended: '"aria-label": "Link",',
  },
  {
    why: "a list field's Delete button (a bin icon) has no name; its tooltip says Delete",
    file: "@keystatic/core/dist/index-3c244051.js",
    defect: /jsx\(ActionButton, \{(?=\s*onPress: \(\) => \{\s*onRemoveKey\(item_0\.key\);)/,
    mended: "jsx(ActionButton, { \"aria-label\": stringFormatter.format('delete'),",
  },
  {
    why: "the dashboard's section headings (Collections, Singletons) are grey below 4.5:1 on the page's background",
    file: "@keystatic/core/dist/keystatic-core-ui.js",
    defect: /color: "neutralTertiary",(?=\s*size: "small",\s*weight: "bold",\s*elementType: "h2")/,
    mended: 'color: "neutralSecondary",',
  },
  {
    why: "a required picker's asterisk says (required) by an aria-label on a plain span, which has no role to carry it",
    file: "@keystar/ui/dist/keystar-ui-field.js",
    defect: /jsx\("span", \{\s*"aria-label": t1,(?=\s*children: t2)/,
    mended: 'jsx("span", { role: t1 ? "img" : undefined, "aria-label": t1,',
  },
  {
    why: "on a phone the sidebar pane is not drawn, yet its resize handle still names it in aria-controls",
    file: "@keystar/ui/dist/keystar-ui-split-view.js",
    defect: /"aria-controls": t0,(?=\s*"aria-label": "Resize")/,
    mended: '"aria-controls": t2 ? undefined : t0,',
  },
];

const fixesFor = (id: string) => keystaticFixes.filter((fix) => id.split("?")[0]!.endsWith(`/node_modules/${fix.file}`));

export function applyKeystaticFixes(code: string, fixes: readonly Fix[]): string {
  return fixes.reduce((mended, fix) => mended.replace(fix.defect, fix.mended), code);
}

export function keystaticAccessibility(): Plugin {
  return {
    name: "keystatic-accessibility",
    enforce: "pre",
    transform(code, id) {
      const fixes = fixesFor(id);
      return fixes.length ? { code: applyKeystaticFixes(code, fixes), map: null } : null;
    },
  };
}
