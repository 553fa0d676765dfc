// The README's whole Vite config, as a web developer copies it: build.mjs
// builds with it and starts the dev server with it.
import { defineConfig } from "vite";

export default defineConfig({
  // The package starts its worker as a module (type "module"), which
  // Vite bundles as one only in this format, not its default iife.
  worker: { format: "es" },
  // The dev server's pre-bundling copies the package to
  // node_modules/.vite/deps/ without its .wasm files: its
  // new URL("./dist/….wasm", import.meta.url) would then fetch the page.
  optimizeDeps: { exclude: ["@tabletop/engines"] },
});
