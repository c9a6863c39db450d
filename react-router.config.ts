import type { Config } from "@react-router/dev/config";
import { assertValidSiteContent } from "#app/.server/content/validate-site-content.ts";
import { writeArtFiles } from "#scripts/art/write-art-files.ts";

export default {
  ssr: true,
  // Every v8 flag React Router 7 offers (README, "Ready for React Router 8").
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    // Off: pre-rendering requests every path with a trailing slash, which this flag keeps in the location
    // (README, "Ready for React Router 8").
    v8_trailingSlashAwareDataRequests: false,
    v8_viteEnvironmentApi: true,
  },
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every content page becomes a static HTML file; the server only runs actions and the API.
  // The whole content tree is checked first, so a broken one stops the build with the messages the editor shows
  // (the loaders, imported after it, read the content as they are evaluated).
  prerender: {
    paths: async ({ getStaticPaths }) => {
      assertValidSiteContent();
      const { prerenderPaths } = await import("#app/.server/content/prerender-paths.ts");
      return prerenderPaths(getStaticPaths());
    },
    concurrency: 2,
  },
  // After pre-rendering: the art files the pages refer to.
  buildEnd: ({ reactRouterConfig }) => {
    writeArtFiles(`${reactRouterConfig.buildDirectory}/client`);
  },
} satisfies Config;
