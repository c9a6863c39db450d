import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inlineScripts } from "./scripts/inline-script.ts";
import { editorZod } from "./scripts/editor-zod.ts";
import { keystaticMendsPlugin } from "./scripts/keystatic-mends.ts";
import { prerenderServedAddresses } from "./scripts/prerender-served-addresses.ts";
import { shellChunks } from "./scripts/shell-chunk.ts";

export default defineConfig({
  plugins: [
    inlineScripts(),
    keystaticMendsPlugin(),
    editorZod(),
    tailwindcss(),
    // Before reactRouter(): its preview server's middleware must see the address first.
    prerenderServedAddresses(),
    reactRouter(),
    shellChunks(),
  ],
  build: { assetsInlineLimit: 0 },
  // The server build's source map, never served (build/server/ is not public): readable stack traces, and the list of
  // its modules that tests/build/server-bundles.test.ts compares with the server bundle's.
  environments: { ssr: { build: { sourcemap: true } } },
});
