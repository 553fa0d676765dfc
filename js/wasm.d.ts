// The type of the package's WebAssembly subpaths ("@tabletop/engines/lino.wasm"
// and the others): a bundler's file loader (esbuild's --loader:.wasm=file,
// Vite's ?url) turns the import into the URL of the copy it emits, which is
// what load() and loadWorker() take.

/** The URL of the build, as the bundler emitted it; pass new URL(url, import.meta.url) to load() or loadWorker(). */
declare const url: string;
export default url;
