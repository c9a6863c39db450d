// After `react-router build`: drop each pre-rendered page's module preloads and the Markdown bodies
// from its inline hydration data, make it load its scripts after the first paint, record its inline-script
// hashes for its CSP (only scripts recognised as the site's own: any other stops the build), write sitemap.xml,
// the search index and each page's share image from the pages built, resize the content's images, make the whitepaper and brochure PDFs, bundle
// the Express server next to the app build, compress the client build's text files, and copy the content it was
// built from into <build>/content.
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { siteOrigin } from "#server/env.ts";
import { paths } from "#shared/paths.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { SEARCH_PATH } from "#shared/search.ts";
import { PAGE_MANIFEST_FILE, type PageManifest } from "#server/page-manifest.ts";
import { cdnOrigin, headersFile, redirectsFile } from "#server/static-host.ts";
import type { ServerBuild } from "react-router";
import { writeBuildStamp } from "./build-stamp";
import { compressBuild } from "./compress-build";
import { foreignScripts, siteScriptHashes, siteScripts } from "./csp/site-inline-scripts";
import { dropModulePreloads } from "./drop-module-preloads";
import { hydrateAfterFirstPaint } from "./hydrate-after-paint";
import { writePdfs } from "./pdf/write-pdfs";
import { writeShareImages } from "./share-images/write-share-images";
import { writeContentImages } from "./content-images/write-content-images";
import { dropStaticHtmlFromPayload } from "./static-html-payload";
import { checkPageScripts } from "./pages-without-scripts";
import { sitemapXml, type BuiltPage } from "./sitemap";
import { writeSearchIndex } from "./search/write-search-index";
import { siteFacets } from "#scripts/search/page-facets.ts";
import { contentRoot, SNAPSHOT_MARKER } from "#app/.server/content/content-root.ts";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "assets" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

const manifest: PageManifest = {};
const pages: BuiltPage[] = [];
// Only the site's own inline scripts are hashed into a page's CSP; any other stops the build (scripts/csp/).
const knownScripts = await siteScripts();
const foreign: string[] = [];
for (const file of htmlFiles(clientDir)) {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  const route = relative === "index.html" ? "/" : `/${relative.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
  const html = hydrateAfterFirstPaint(dropStaticHtmlFromPayload(dropModulePreloads(readFileSync(file, "utf8"))));
  writeFileSync(file, html);
  const pageForeign = foreignScripts(route, html, knownScripts);
  foreign.push(...pageForeign);
  if (pageForeign.length) continue;
  manifest[route] = { file: relative, scriptHashes: siteScriptHashes(route, html, knownScripts) };
  pages.push({ route, html });
}
if (foreign.length) {
  console.error(
    `Error: the build stopped at inline scripts the site does not write (none is in any CSP):\n${foreign.map((line) => `  - ${line}`).join("\n")}`,
  );
  process.exit(1);
}
writeFileSync(path.join(buildDir, PAGE_MANIFEST_FILE), JSON.stringify(manifest, null, 2));
// The server build is ES modules with top-level await. A build outside this repository (a publish's, under DATA_DIR)
// has no package.json above it to say so, and a loader that goes by it (tsx, here) would read it as CommonJS.
writeFileSync(path.join(buildDir, "server/package.json"), `${JSON.stringify({ type: "module" })}\n`);
// A page whose routes say it needs no scripts carries none, and every other page keeps React Router's.
checkPageScripts((await import(path.join(buildDir, "server/index.js"))) as ServerBuild, pages);
writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(siteOrigin(), pages));
const shareStarted = { wall: performance.now(), cpu: process.cpuUsage() };
const shareImages = await writeShareImages(pages, clientDir);
const shareCpu = process.cpuUsage(shareStarted.cpu);
console.log(
  `Share images: ${shareImages.drawn} drawn, ${shareImages.reused} from the cache, in ${Math.round(performance.now() - shareStarted.wall)} ms (${Math.round((shareCpu.user + shareCpu.system) / 1000)} ms of CPU)`,
);
const imagesStarted = performance.now();
const contentImages = await writeContentImages(contentRoot, clientDir);
console.log(
  `Content images: ${contentImages.images} images, ${contentImages.made} files made, ${contentImages.reused} from the cache, in ${Math.round(performance.now() - imagesStarted)} ms`,
);
const pdfCount = await writePdfs(buildDir);
const searchIndex = writeSearchIndex(buildDir, pages, siteFacets());
console.log(`Search index: ${searchIndex.documents} pages, ${Math.round(searchIndex.bytes / 1024)} KB, in ${searchIndex.ms} ms`);

// For serving build/client from a static host or CDN (docs/operations.md, "Serving from a CDN").
writeFileSync(path.join(clientDir, "_headers"), headersFile(manifest));
if (process.env.CDN_ORIGIN) {
  const origin = cdnOrigin(process.env.CDN_ORIGIN);
  const serverBuild = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  writeFileSync(
    path.join(clientDir, "_redirects"),
    redirectsFile(origin, actionRoutes(serverBuild), [
      paths.whitepaperFile(":keyword"),
      SEARCH_PATH,
      `${SEARCH_PATH}.data`,
      staffPaths.home,
      `${staffPaths.home}.data`,
      `${staffPaths.home}/*`,
    ]),
  );
}

/** The full path of every route that has an action (takes posts), from the built route tree. */
function actionRoutes(serverBuild: ServerBuild): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? serverBuild.routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
  };
  return Object.values(serverBuild.routes)
    .filter((route) => route?.module.action)
    .map((route) => fullPath(route?.id) || "/");
}

await build({
  // The server, and the content preview's render worker it starts (server/preview/).
  entryPoints: { server: "server/index.ts", "preview-worker": "server/preview/render-worker.ts" },
  outdir: path.join(buildDir, "server"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

const compressStarted = performance.now();
const compressedCount = await compressBuild(clientDir);
console.log(
  `Compressed ${compressedCount} pages and text files (brotli and gzip) in ${Math.round(performance.now() - compressStarted)} ms`,
);

// The content this build was made from: the build's server code reads it when a server loads the build (the marker
// says so, app/.server/content/content-root.ts), and publishing diffs against it.
const contentSnapshot = path.join(buildDir, "content");
if (path.resolve(contentRoot) !== contentSnapshot) {
  rmSync(contentSnapshot, { recursive: true, force: true });
  cpSync(contentRoot, contentSnapshot, { recursive: true });
}
writeFileSync(
  path.join(buildDir, "server", SNAPSHOT_MARKER),
  "This build's server code reads its content from ../content, the snapshot it was built from.\n",
);

writeBuildStamp();
console.log(
  `Post-build: ${Object.keys(manifest).length} pages hashed for CSP, ${pdfCount} PDFs written, server bundled to ${path.relative(".", buildDir)}/server/server.js`,
);
