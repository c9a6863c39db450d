import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#app/.server/content/prerender-paths.ts";
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
  prerender: { paths: ({ getStaticPaths }) => prerenderPaths(getStaticPaths()), concurrency: 2 },
  // After pre-rendering: the art files the pages refer to.
  buildEnd: ({ reactRouterConfig }) => {
    writeArtFiles(`${reactRouterConfig.buildDirectory}/client`);
  },
} satisfies Config;
