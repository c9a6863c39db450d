import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#app/.server/content/prerender-paths.ts";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every content page becomes a static HTML file; the server only runs actions and the API.
  prerender: { paths: ({ getStaticPaths }) => prerenderPaths(getStaticPaths()), concurrency: 2 },
} satisfies Config;
