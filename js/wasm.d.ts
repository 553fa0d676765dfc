// The type of the package's file subpaths, the WebAssembly's
// ("@tabletop/engines/lino.wasm" and the others) and the worker's
// ("@tabletop/engines/worker-file"): a bundler's file loader (esbuild's
// --loader:.wasm=file --loader:.tabletop.js=file, Vite's ?url) turns the
// import into the URL of the copy it emits, which is what load() and
// loadWorker() take (the worker's as loadWorker's { workerUrl }).

/** The URL of the file, as the bundler emitted it; pass new URL(url, import.meta.url) to load() or loadWorker(). */
declare const url: string;
export default url;
