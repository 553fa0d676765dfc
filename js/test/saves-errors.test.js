// What a page shows when a save, options or a game cannot be used, and
// what it learns when a URL is wrong: a player's sentence of its own for
// each, a code of its own for the log of a restored table, the event a
// bad log breaks at, and the URL and status of a worker that did not start.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { load, loadWorker } from "@tabletop/engines/all";
import { languages, matchLanguage, TabletopError } from "@tabletop/engines";
import * as helpers from "@tabletop/engines/helpers";
import { notStarted } from "../platform-browser.js";
import { loadFailed } from "../errors.js";

const engine = await load();

/** The TabletopError that f throws. */
function failure(f) {
  try {
    f();
  } catch (err) {
    assert.ok(err instanceof TabletopError, `${err}`);
    return err;
  }
  assert.fail("no failure");
}

test("the log of a restored table is not-from-start, in the package's names", () => {
  const table = engine.load("lino", engine.open("lino", { seed: "1" }).position());
  const err = failure(() => table.log());
  assert.equal(err.code, "not-from-start");
  assert.match(err.message, /^Table\.log: .*Engine\.load or Engine\.guess.*position\(\)/);
  assert.doesNotMatch(err.message, /Load or Guess|by its Position|tabletop: /);
  assert.equal(err.playerMessageIn("fr"), "Cette partie a été reprise d’une sauvegarde\u00a0: ses coups depuis le début ne sont pas connus.");
});

test("a bad log says which event is wrong, and its player that the save cannot be opened", () => {
  const table = engine.open("lino", { seed: "1" });
  const move = table.legalMoves()[0];
  const [event] = table.play(0, move).table.log();
  const err = failure(() => engine.fold("lino", { seed: "1" }, [event, event]));
  assert.equal(err.code, "invalid-event");
  assert.equal(err.reason, undefined);
  assert.match(err.message, /^Engine\.fold: .*event 1/);
  assert.equal(err.playerMessage, "This saved game cannot be opened: it is damaged, or from another version.");
});

test("a damaged save, bad options and an unknown game each have a player's sentence, in the call's language", () => {
  const cases = [
    [() => engine.load("lino", "{}"), "invalid-position", "This saved game cannot be opened: it is damaged, or from another version."],
    [() => engine.open("lino", { foo: 1 }), "invalid-options", "Lino cannot be played with these settings."],
    [() => engine.open("lino", []), "invalid-options", "This game cannot be set up with these settings."],
    [() => engine.open("chess"), "unknown-game", "This game is not available here."],
    [() => engine.rules("chess", "it"), "unknown-game", "Questo gioco non è disponibile qui."],
  ];
  for (const [f, code, said] of cases) {
    const err = failure(f);
    assert.equal(err.code, code);
    assert.equal(err.playerMessage, said);
    assert.notEqual(err.playerMessageIn("nl"), err.playerMessageIn("en"));
  }
});

test("languages lists the engine's, and matchLanguage says which a tag is answered in", () => {
  assert.deepEqual([...languages], ["en", "fr", "it", "nl"]);
  assert.equal(helpers.languages, languages);
  const matched = { "fr-CA": "fr", FR: "fr", "de, nl;q=0.5": "nl", xx: "en", fra: "en", "": "en", "it_IT": "it" };
  for (const [tag, lang] of Object.entries(matched)) assert.equal(helpers.matchLanguage(tag), lang, tag);
  assert.equal(matchLanguage, helpers.matchLanguage);
  assert.equal(failure(() => matchLanguage(42)).code, "bad-argument");
  // As its doc says: a tag that is not a string is refused, undefined too.
  assert.equal(failure(() => matchLanguage(undefined)).code, "bad-argument");
  // strict catches a typo in development; a tag that fits is answered as without it.
  const typo = failure(() => matchLanguage("fra", { strict: true }));
  assert.equal(typo.code, "bad-argument");
  assert.match(typo.message, /^matchLanguage: no language of en, fr, it, nl fits "fra"/);
  for (const [tag, lang] of Object.entries({ "fr-CA": "fr", en: "en", "de, nl;q=0.5": "nl" })) assert.equal(matchLanguage(tag, { strict: true }), lang, tag);
  assert.equal(failure(() => matchLanguage("fr", { strict: "yes" })).code, "bad-argument");
});

/**
 * A server that answers /html.* with a page, as Vite's dev server answers
 * what it did not pre-bundle under /node_modules/.vite/deps/, and anything
 * else with a 404, while f runs with its URL.
 */
async function serving(f) {
  const server = createServer((req, res) => {
    if (req.url.startsWith("/slow")) return; // never answered: a download that has not ended
    if (req.url.startsWith("/html") || req.url.startsWith("/node_modules/.vite/deps/")) res.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><p>app</p>");
    else res.writeHead(404, "Not Found").end();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await f(`http://127.0.0.1:${server.address().port}`);
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

test("WebAssembly served as HTML says so; a worker that did not start names its URL and why", { timeout: 120_000 }, () =>
  serving(async (at) => {
    const err = await load(`${at}/html.wasm`).catch((e) => e);
    assert.equal(err.code, "load-failed");
    assert.match(err.message, /the server sent HTML, not WebAssembly: check the URL/);
    // js-r35 #5: a server that answers, but not with the build, is the
    // page's set-up's: its player is not sent to check the connection.
    const setUp = "The game could not be started: it is not installed correctly.";
    assert.equal(err.playerMessage, setUp);
    assert.equal(err.playerMessageIn("fr"), "Le jeu n’a pas pu démarrer\u00a0: il n’est pas installé correctement.");
    // js-r22 friction 8: a 404 of the build says the likely cause.
    const missing = await load(`${at}/dist/lino.wasm`).catch((e) => e);
    assert.equal(missing.code, "load-failed");
    assert.match(missing.message, /\/dist\/lino\.wasm: HTTP 404 Not Found: is the \.wasm file served there\? A bundler that does not copy it .* see esbuild in the README's Quick start$/);
    assert.equal(missing.playerMessage, setUp);
    // js-r28 #7: a missing worker says to pass workerUrl, as the build's 404 says to pass its URL.
    const pass = ': is the worker served there? A bundler that emits none (esbuild) needs the package\'s prebuilt one: import the URL of "@tabletop/engines/worker-file" (--loader:.tabletop.js=file) and pass it as loadWorker\'s { workerUrl } (see esbuild in the README\'s Quick start)';
    assert.equal((await notStarted(`${at}/nope-worker.js`)).message, `the worker at ${at}/nope-worker.js failed to start: HTTP 404 Not Found${pass}`);
    assert.equal((await notStarted(`${at}/html-worker.js`)).message, `the worker at ${at}/html-worker.js failed to start: the server sent HTML, not JavaScript${pass}`);
    // js-r34 #5: Vite's dev server pre-bundled the package without its
    // .wasm and worker, and answers their URLs with the page: said, with the fix.
    const vite = 'the URL is under /.vite/deps/, where Vite\'s dev server pre-bundled the package without its .wasm files and worker: add optimizeDeps: { exclude: ["@tabletop/engines"] } to vite.config.js (see "A Vite app" in the README)';
    const deps = `${at}/node_modules/.vite/deps`;
    const prebundled = await load(`${deps}/dist/lino.wasm`).catch((e) => e);
    assert.equal(prebundled.code, "load-failed");
    assert.equal(prebundled.message, `load: cannot load the engine from ${deps}/dist/lino.wasm: the server sent HTML, not WebAssembly: ${vite}`);
    assert.equal(prebundled.playerMessage, setUp);
    assert.equal(loadFailed("loadWorker", "a worker", await notStarted(`${at}/nope-worker.js`)).playerMessage, setUp, "a worker served wrong");
    assert.equal((await load("http://127.0.0.1:9/lino.wasm").catch((e) => e)).playerMessage, "The game could not be downloaded: check the connection and try again.");
    assert.equal((await notStarted(`${deps}/worker.js?worker_file&type=module`)).message, `the worker at ${deps}/worker.js?worker_file&type=module failed to start: the server sent HTML, not JavaScript: ${vite}`);
    // The worker is started while the build downloads: one that fails is
    // said though the build's download has not ended (it never does here).
    const early = await loadWorker(`${at}/slow.wasm`, { workerUrl: new URL("../no-such-worker.js", import.meta.url) }).catch((e) => e);
    assert.equal(early.code, "load-failed");
    assert.match(early.message, /^loadWorker: the engine's worker failed: /);
  }));
