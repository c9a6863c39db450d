// The package registry this project installs from does not serve every platform's native build
// (rollup, tailwind oxide): `npm install` then leaves them out of package-lock.json and `npm ci`
// refuses the lock. This adds lock entries for those optional platform packages, marked with their
// os/cpu/libc, so `npm ci` accepts the lock and skips them on machines they are not for.
// Run after changing dependencies: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "win32", "sunos", "aix", "netbsd"];
const CPU = {
  arm64: "arm64",
  x64: "x64",
  ia32: "ia32",
  arm: "arm",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
};

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  if (parts.includes("wasm32")) return { cpu: ["wasm32"] };
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  if (!os || !cpu) return undefined;
  const libc =
    parts.includes("musl") || parts.includes("musleabihf")
      ? ["musl"]
      : os === "linux" && parts.some((p) => p.startsWith("gnu"))
        ? ["glibc"]
        : undefined;
  return { cpu: [cpu], os: [os], ...(libc ? { libc } : {}) };
}

function ancestors(location) {
  const dirs = [location];
  let dir = location;
  while (dir) {
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut === -1 ? "" : dir.slice(0, cut);
    dirs.push(dir);
  }
  return dirs;
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // Node's lookup: the package's own node_modules, then each enclosing one up to the root.
    const found = ancestors(location)
      .map((dir) => packages[`${dir ? `${dir}/` : ""}node_modules/${name}`])
      .find(Boolean);
    if (found?.version === spec || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    const target = found ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    packages[target] = {
      version: spec,
      ...platform,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      optional: true,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-specific optional packages`);
