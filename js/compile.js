// A source of the engine compiled to a WebAssembly.Module: load's on the
// calling thread, and loadWorker's once for both its workers.
import { setUp } from "./errors.js";

/** source, as a failed load names it. */
export function describe(source) {
  if (source instanceof URL || typeof source === "string") return String(source);
  if (source instanceof WebAssembly.Module) return "a WebAssembly.Module";
  return source?.constructor?.name ?? typeof source;
}

/**
 * Why a build is not where the package looks, most often: a bundler that
 * bundled the package's JavaScript but left its .wasm behind.
 */
const notFound = "is the .wasm file served there? A bundler that does not copy it (esbuild, and others that do not follow new URL(…, import.meta.url)) needs its URL passed to load() or loadWorker(): see esbuild in the README's Quick start";

/**
 * Why url, which answered the page's HTML or nothing, is not the package's
 * file, where it lies under Vite's pre-bundled dependencies
 * (node_modules/.vite/deps/): Vite's dev server (7, and 6) pre-bundled the
 * package's JavaScript there without its .wasm files and worker, whose
 * URLs then answer the page. "" elsewhere.
 */
export function preBundled(url) {
  if (!String(url).includes("/.vite/deps/")) return "";
  return 'the URL is under /.vite/deps/, where Vite\'s dev server pre-bundled the package without its .wasm files and worker: add optimizeDeps: { exclude: ["@tabletop/engines"] } to vite.config.js (see "A Vite app" in the README)';
}

/** source as a WebAssembly.Module, reading a file: URL with readFile (Node's) if given. */
export async function compile(source, readFile) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
  // Response is read only for what is neither a URL nor a string: Node
  // sets up its fetch, and a global of its own, on the first read.
  if (!(source instanceof URL) && typeof source !== "string" && typeof Response !== "undefined" && source instanceof Response) {
    return WebAssembly.compile(await source.arrayBuffer());
  }
  const url = source instanceof URL ? source : new URL(String(source), import.meta.url);
  if (url.protocol === "file:" && readFile) return WebAssembly.compile(await readFile(url));
  if (url.protocol === "file:") throw new Error("a file: URL is read in Node only; a page loads a URL it can fetch");
  const response = await fetch(url);
  if (response.status === 404) throw setUp(`HTTP 404 ${response.statusText}`.trim() + `: ${preBundled(url) || notFound}`);
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  // A server that answers a wrong URL with a page (a single-page app's
  // fallback) sends HTML, which WebAssembly would call a bad magic word.
  if (/html/i.test(response.headers.get("Content-Type") ?? "")) {
    throw setUp(`the server sent HTML, not WebAssembly: ${preBundled(url) || "check the URL, and that the server sends .wasm files as application/wasm"}`);
  }
  // Served as application/wasm, it compiles while it downloads, and a
  // browser keeps the compiled code in its cache for the next load.
  if (WebAssembly.compileStreaming && response.headers.get("Content-Type") === "application/wasm") {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

