import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserScripts } from "./scripts/browser-scripts-plugin";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // The server build's entry is our Express app factory, so the outer
  // server (server/index.ts) and the React Router handler share ONE module
  // graph — one database handle, one logger.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  // Pre-bundle client deps that are only reached from some routes, so the dev
  // server never re-optimizes mid-session (which loads a second copy of React).
  optimizeDeps: {
    include: [
      "@conform-to/react",
      "@conform-to/zod/v4",
      "zod",
      "@tiptap/react",
      "@tiptap/starter-kit",
      "@tiptap/extension-image",
      "@tiptap/extension-table",
    ],
  },
  // The sitemap's lastmod for pages whose content ships with the code (app/utils/build-info.server.ts).
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  plugins: [tailwindcss(), reactRouter(), browserScripts()],
}));
