// The type of "@tabletop/engines/worker.js": the engine's Web Worker, a
// script a bundler builds as an entry of its own (esbuild) or a page starts
// with new Worker(url, { type: "module" }); loadWorker() talks to it by
// messages, so it exports nothing.
export {};
