import type { Plugin } from "vite";
import { staffPaths } from "#shared/staff-paths.ts";

/**
 * Keystatic's UI hard-codes where it lives (`/keystatic`) and where its API is (`/api/keystatic`). This site mounts
 * them at staffPaths.content and staffPaths.contentApi, so the build rewrites those literals in @keystatic/core's
 * own files, and nowhere else (and drops the Google Fonts stylesheet its shell links). scripts/keystatic-paths.test.ts runs this over every file of the installed version
 * and fails if a path is left unrewritten (e.g. after an upgrade adds a new spelling).
 */
const KEYSTATIC_FILE = /\/node_modules\/@keystatic\/core\/dist\/[^/]+\.js$/;

// A path literal starts a string or template, or follows a `${…}` or a host (http://127.0.0.1) in one, and ends the
// string or goes on with / or ?.
const API_PATH = /(?<=['"`}]|\/\/[\w.:-]+)\/api\/keystatic(?=['"`/?])/g;
const UI_PATH = /(?<=['"`}]|\/\/[\w.:-]+)\/keystatic(?=['"`/?])/g;
// The router strips its base with a regular expression: /^\/keystatic\/?/.
const UI_PATH_PATTERN = /\^\\\/keystatic(?=\\\/|\/)/g;

// Its shell links Inter from Google Fonts: a third party the CSP refuses; the editor uses the site's own Inter.
const GOOGLE_FONTS_LINK = /\/\*#__PURE__\*\/jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel: "stylesheet"\s*\}\)/g;

const escapedForPattern = (url: string) => url.replaceAll("/", "\\/");

export function rewriteKeystaticPaths(code: string): string {
  return code
    .replace(API_PATH, staffPaths.contentApi)
    .replace(UI_PATH, staffPaths.content)
    .replace(UI_PATH_PATTERN, `^${escapedForPattern(staffPaths.content)}`)
    .replace(GOOGLE_FONTS_LINK, "null");
}

/** Every place a Keystatic path still appears in `code` (package names, its cloud's host and its repository excluded). */
export function keystaticPathsLeft(code: string): string[] {
  return [...code.matchAll(/.{0,30}(?<!packages)(?:\/|\\\/)keystatic(?![-.\w]).{0,30}/g)]
    .map((match) => match[0])
    .filter((line) => !/github\.com\/Thinkmill\/keystatic|packages\/keystatic/.test(line));
}

export function keystaticPaths(): Plugin {
  return {
    name: "keystatic-paths",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!KEYSTATIC_FILE.test(file) || !/keystatic/.test(code)) return null;
      return { code: rewriteKeystaticPaths(code), map: null };
    },
  };
}
