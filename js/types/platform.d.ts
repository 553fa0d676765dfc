// Types of @tabletop/engines, private to the package's declarations but
// Lang, Source and WorkerSource (index.d.ts exports those three): the
// platform's types, taken from whatever libraries (DOM, @types/node) the
// caller's project has, and the shapes the other files share.

/**
 * A language: one of the four the games speak, or any BCP 47 tag
 * ("fr-BE", navigator.language) or Accept-Language list
 * ("de-CH, fr;q=0.8"), matched as the Go package lang's Match does: the
 * best-weighted of the four, English where none fits. Left out: English.
 */
export type Lang = "en" | "fr" | "it" | "nl" | (string & {});

/**
 * The words' options of a call, in place of its positional names and
 * lang: view(0, { lang: "fr" }) is view(0, undefined, "fr"). names[i]
 * names seat i, at most one a seat of the table (more is a bad-argument).
 */
export interface Speech {
  /** The language of the words (see Lang); left out: English. */
  lang?: Lang | undefined;
  /** The seats' names, names[i] seat i's (see COMPUTER). */
  names?: readonly string[] | undefined;
}

/** Events.narrate's options: Speech's, and whether each sentence says whose turn it is. */
export interface Narration extends Speech {
  /** false: each sentence without the turn sentence (see Events.turns); left out: true. */
  turn?: boolean | undefined;
}

// The platform's types, where the caller's libraries declare them: DOM's
// (a page, Vite), @types/node's (Node), or neither (lib ES2022 alone), in
// which case the type is never and the argument or member that takes it
// is left to the others.

/** An instance of the global class named K, where the libraries in use declare it; never elsewhere. */
export type PlatformClass<K extends string> = typeof globalThis extends { [P in K]: abstract new (...args: never) => infer T } ? T : never;
/** A compiled WebAssembly module (WebAssembly.Module), where the libraries in use declare it. */
export type WasmModule = typeof globalThis extends { WebAssembly: { Module: abstract new (...args: never) => infer T } } ? T : never;
/** A URL (the WHATWG class of the DOM and of Node). */
export type URLObject = PlatformClass<"URL">;
/** A fetch Response. */
export type FetchResponse = PlatformClass<"Response">;
/** An AbortController's signal. */
export type Signal = PlatformClass<"AbortSignal">;
/**
 * Symbol.dispose's type where the libraries in use declare it (lib
 * esnext.disposable, es2025, or @types/node), so that `using` closes a
 * value; never elsewhere, where the method is not declared (it exists at
 * run time wherever the runtime has the symbol).
 */
export type DisposeSymbol = SymbolConstructor extends { readonly dispose: infer S extends symbol } ? S : never;
/** The dispose method, keyed by Symbol.dispose where it is declared. */
export type Disposing = { [K in DisposeSymbol]: () => void };

/**
 * Where load finds the engine: a URL (a path in Node, a relative one
 * the working directory's, process.cwd()), a fetch Response, the
 * WebAssembly's bytes, or the module compiled.
 */
export type Source = URLObject | string | FetchResponse | ArrayBuffer | ArrayBufferView | WasmModule;
/** Where loadWorker finds the engine: a Source but a Response. */
export type WorkerSource = URLObject | string | ArrayBuffer | ArrayBufferView | WasmModule;

/** Each move of a union, its seat optional (describe's argument). */
export type PartialSeat<M> = M extends unknown ? Omit<M, "seat"> & { seat?: number } : never;
