// The README's whole Vite config (Vite 6's, which this project pins), as a
// web developer copies it: build.mjs builds with it; test/dev.test.js
// plays the app under the dev server with no config at all.
import { defineConfig } from "vite";

export default defineConfig({
  // The package starts its worker as a module (type "module"), which
  // Vite bundles as one only in this format, not its default iife.
  worker: { format: "es" },
});
