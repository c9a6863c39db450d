import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Defects in the editor's UI (Keystatic and its component library) mended in the build, in those packages' own
 * files: accessibility defects axe finds, and a third-party stylesheet the CSP would refuse. Each mend is keyed to
 * the package version it was written against and names the one file it applies to and a pattern that matches the
 * defect exactly once there. The build stops when an installed version differs from a mend's (read the mend again,
 * re-key it or retire it); scripts/keystatic-mends.test.ts fails when a pattern no longer matches exactly once.
 * Each is written up for upstream in docs/keystatic-reports.md.
 */
export type Mend = { why: string; pkg: string; version: string; file: string; defect: RegExp; mended: string };

export const keystaticMends: readonly Mend[] = [
  {
    why: "the Markdoc editor's link button is named Divider, like the button beside it; its tooltip says Link",
    pkg: "@keystatic/core",
    version: "0.6.9",
    file: "dist/index-3c244051.js",
    defect: /"aria-label": "Divider",(?=\s*command: \(state_0, dispatch\) => \{\s*const aroundFrom = markAround\()/,
    mended: '"aria-label": "Link",',
  },
  {
    why: "a list field's Delete button (a bin icon) has no name; its tooltip says Delete",
    pkg: "@keystatic/core",
    version: "0.6.9",
    file: "dist/index-3c244051.js",
    defect: /jsx\(ActionButton, \{(?=\s*onPress: \(\) => \{\s*onRemoveKey\(item_0\.key\);)/,
    mended: "jsx(ActionButton, { \"aria-label\": stringFormatter.format('delete'),",
  },
  {
    why: "the dashboard's section headings (Collections, Singletons) are grey below 4.5:1 on the page's background",
    pkg: "@keystatic/core",
    version: "0.6.9",
    file: "dist/keystatic-core-ui.js",
    defect: /color: "neutralTertiary",(?=\s*size: "small",\s*weight: "bold",\s*elementType: "h2")/,
    mended: 'color: "neutralSecondary",',
  },
  {
    why: "its shell links Inter from Google Fonts, a third party the CSP refuses; the editor uses the site's own Inter",
    pkg: "@keystatic/core",
    version: "0.6.9",
    file: "dist/keystatic-core-ui.js",
    defect: /\/\*#__PURE__\*\/jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel: "stylesheet"\s*\}\)/,
    mended: "null",
  },
  {
    why: "a required picker's asterisk says (required) by an aria-label on a plain span, which has no role to carry it",
    pkg: "@keystar/ui",
    version: "0.10.0",
    file: "dist/keystar-ui-field.js",
    defect: /jsx\("span", \{\s*"aria-label": t1,(?=\s*children: t2)/,
    mended: 'jsx("span", { role: t1 ? "img" : undefined, "aria-label": t1,',
  },
  {
    why: "on a phone the sidebar pane is not drawn, yet its resize handle still names it in aria-controls",
    pkg: "@keystar/ui",
    version: "0.10.0",
    file: "dist/keystar-ui-split-view.js",
    defect: /"aria-controls": t0,(?=\s*"aria-label": "Resize")/,
    mended: '"aria-controls": t2 ? undefined : t0,',
  },
];

export const installedVersion = (pkg: string, root = process.cwd()): string =>
  (JSON.parse(readFileSync(path.join(root, "node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;

/** The mends whose package is installed at another version than the one they were written against. */
export function staleMends(mends: readonly Mend[], versionOf: (pkg: string) => string = installedVersion): Mend[] {
  return mends.filter((mend) => versionOf(mend.pkg) !== mend.version);
}

const mendsFor = (id: string) => keystaticMends.filter((mend) => id.split("?")[0]!.endsWith(`/node_modules/${mend.pkg}/${mend.file}`));

export function applyKeystaticMends(code: string, mends: readonly Mend[]): string {
  return mends.reduce((mended, mend) => mended.replace(mend.defect, mend.mended), code);
}

export function keystaticMendsPlugin(): Plugin {
  return {
    name: "keystatic-mends",
    enforce: "pre",
    buildStart() {
      const stale = staleMends(keystaticMends);
      if (stale.length > 0)
        this.error(
          `The editor's mends were written for other versions than those installed: ${stale
            .map((mend) => `${mend.pkg} ${mend.version} (installed ${installedVersion(mend.pkg)}): ${mend.why}`)
            .join("; ")}. Check each in scripts/keystatic-mends.ts and docs/keystatic-reports.md: re-key it or retire it.`,
        );
    },
    transform(code, id) {
      const mends = mendsFor(id);
      return mends.length ? { code: applyKeystaticMends(code, mends), map: null } : null;
    },
  };
}
