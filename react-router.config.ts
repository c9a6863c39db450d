import type { Config } from "@react-router/dev/config";
import { assertValidSiteContent } from "#app/.server/content/validate-site-content.ts";
import { writeArtFiles } from "#scripts/art/write-art-files.ts";

export default {
  ssr: true,
  // React Router 8's defaults, all of what 7's v8 future flags turned on: middleware, pass-through requests, the Vite
  // environment API, trailing-slash-aware data requests; split route modules is a setting of its own (on by default).
  splitRouteModules: true,
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
