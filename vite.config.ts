import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inlineScripts } from "./scripts/inline-script";
import { editorZod } from "./scripts/editor-zod";
import { keystaticAccessibility } from "./scripts/keystatic-accessibility";
import { keystaticPaths } from "./scripts/keystatic-paths";
import { shellChunks } from "./scripts/shell-chunk";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [inlineScripts(), keystaticPaths(), keystaticAccessibility(), editorZod(), tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunks() } },
  },
}));
