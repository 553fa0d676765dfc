// The engine's classes over the WebAssembly's bridge, which start.js
// makes: api.js exports what a user may use; worker.js runs them in a Web
// Worker. Go's runtime is start.js's alone, which load() imports when it
// is called, so that a page whose engine is in a worker never loads it.
import { TabletopError, aborted, check, failed, language, spokenIn } from "./errors.js";
import { movesOf } from "./helpers.js";

export { TabletopError };

/**
 * The package's own ways into the engine, for worker.js and the tests:
 * none of them is exported by index.js or node.js.
 */
export const internal = {};

/** The engine: opens tables and makes bots. */
export class Engine {
  #bridge;
  #registry;

  /** bridge: the WebAssembly's call(method, argsJSON, answer?) (see byMemory). Made by load. */
  constructor(bridge) {
    this.#bridge = bridge;
    this.#registry = new FinalizationRegistry((handle) => this.#bridge("release", JSON.stringify([handle])));
  }

  /**
   * Calls method of the bridge for fn, the package's function: its JSON
   * text, or fn's TabletopError. The bridge's play reads text a player may
   * have typed (Table.play's string), its playJSON a program's move; but a
   * JSON string given to playJSON is text, read as play reads it (the
   * library's Table.PlayJSON), whose refusal says what to type in its
   * playerMessage as play's does (js-r36 #10: it said "Something went
   * wrong", the sentence its message).
   */
  #call(fn, method, ...args) {
    const [failure, out] = this.#bridge(method, JSON.stringify(args));
    const typed = method === "play" || (method === "playJSON" && /^\s*"/.test(args[2]));
    if (failure !== null) throw failed(fn, elsewhere(JSON.parse(failure), args[0]), typed);
    return out;
  }

  static {
    internal.call = (engine, fn, method, ...args) => engine.#call(fn, method, ...args);
    /** The bridge's answer as it is: [failureJSON, null] or [null, resultJSON]. */
    internal.raw = (engine, method, ...args) => engine.#bridge(method, JSON.stringify(args));
    /**
     * Starts a bot's search (the bridge's think): its number, which the
     * bridge's stop takes, or null once it has answered: answer(failureJSON,
     * null) or answer(null, moveJSON) when it ends, before this returns
     * for a bot that does not search (or a search that cannot start).
     */
    internal.think = (engine, args, answer) => JSON.parse(engine.#bridge("think", JSON.stringify(args), answer)[1]);
    internal.hold = (engine, owner, handle) => engine.#registry.register(owner, handle, owner);
    internal.drop = (engine, owner, handle) => {
      engine.#registry.unregister(owner);
      engine.#call("close", "release", handle);
    };
  }

  /** How many Go values the engine holds for JavaScript: what is neither closed nor collected yet. */
  held() {
    return JSON.parse(this.#call("Engine.held", "held"));
  }

  /** Every game, with its options and bots. */
  games() {
    return JSON.parse(this.#call("Engine.games", "games"));
  }

  /** A game's rules in short, one paragraph a string, in lang (a tag or an Accept-Language list). */
  rules(game, lang) {
    const fn = "Engine.rules";
    return JSON.parse(this.#call(fn, "rules", check.text(fn, game, "game"), check.lang(fn, lang)));
  }

  /**
   * Checks a game's options as open does, without a table: true, or open's
   * TabletopError ("invalid-options", "unknown-game"), for a form that
   * checks a player's settings as they are chosen.
   */
  checkOptions(game, options) {
    const fn = "Engine.checkOptions";
    return JSON.parse(this.#call(fn, "checkOptions", check.text(fn, game, "game"), check.options(fn, options)));
  }

  /** Starts a game: options an object or its JSON text; left out, every default and a random seed. */
  open(game, options) {
    const fn = "Engine.open";
    return this.#table(fn, "open", check.text(fn, game, "game"), check.options(fn, options));
  }

  /** Rebuilds a game from a position (Table.position). */
  load(game, position) {
    const fn = "Engine.load";
    return this.#table(fn, "load", check.text(fn, game, "game"), check.json(fn, position, "position"));
  }

  /**
   * A game that agrees with one seat's view (Table.view), what it hides
   * dealt at random from seed (left out, a seed drawn at random): to show a
   * move's result, or refuse it, before a server answers.
   */
  guess(game, view, seed = randomSeed()) {
    const fn = "Engine.guess";
    return this.#table(fn, "guess", check.text(fn, game, "game"), check.json(fn, view, "view"), check.seed(fn, seed));
  }

  /** Rebuilds a game from its options and event log (Table.options, Table.log). */
  fold(game, options, log) {
    const fn = "Engine.fold";
    const events = check.list(fn, log, "log").map((event, i) => check.json(fn, event, `log[${i}]`));
    return this.#table(fn, "fold", check.text(fn, game, "game"), check.options(fn, options), events);
  }

  #table(fn, method, ...args) {
    return new Table(this, JSON.parse(this.#call(fn, method, ...args)));
  }

  /**
   * Plays whole games of game inside the engine, in one call (no crossing
   * into the WebAssembly per move): each seat's moves chosen by its bot in
   * bots, and returns how each game ended. Game i's seed, and its bots'
   * seeds, are drawn from seed and i alone (a seed in the options is kept).
   */
  simulate(game, spec) {
    const fn = "Engine.simulate";
    if (typeof spec !== "object" || spec === null || Array.isArray(spec)) throw new TabletopError({ code: "bad-argument", message: `${fn}: the second argument must be an object such as { bots: ["greedy", "random"], games: 100 }` });
    const { bots, games = 1, seed = randomSeed(), options } = spec;
    const out = this.#call(fn, "simulate", check.text(fn, game, "game"), check.options(fn, options), check.bots(fn, bots), check.whole(fn, games, "games", 1, maxSimulated), check.seed(fn, seed));
    return JSON.parse(out);
  }

  /**
   * Warms the engine: a short search of each game's ismcts bot, whose
   * first search compiles the code it runs (the search of a new engine
   * takes longer to stop), and its move described, whose first
   * description compiles the code of the words (choose with describe:
   * true describes its move once the search has stopped: js-r36 #7); what
   * it makes is closed. Call it after load, while the player reads the
   * board, so that the first "Stop" is as quick as the next ones.
   */
  async warm() {
    for (const { name: game } of this.games()) {
      const table = this.open(game, { seed: "1" });
      const bot = this.newBot(game, "ismcts", { iterations: warmIterations, seed: "1" });
      try {
        const move = await bot.choose(table);
        table.describe(move);
      } finally {
        bot.close();
        table.close();
      }
    }
  }

  /** Makes a bot, such as "random", "greedy" or "ismcts", for game. */
  newBot(game, name, options) {
    const fn = "Engine.newBot";
    const info = this.#call(fn, "newBot", check.text(fn, game, "game"), check.text(fn, name, "name"), check.options(fn, options));
    return new Bot(this, JSON.parse(info));
  }
}

/** Every game of the package, whichever entry's build is loaded. */
const everyGame = ["linko", "lino", "linx"];

/**
 * failure, or, where it is an unknown-game of game, a game of the package
 * that this entry's build leaves out: then it says where that game is,
 * rather than the engine's typo hint ("did you mean lino?"), which points
 * a one-game entry's user the wrong way.
 */
function elsewhere(failure, game) {
  if (failure.code !== "unknown-game" || !everyGame.includes(game)) return failure;
  const message = `${JSON.stringify(game)} is not in this entry's build: import from "@tabletop/engines/${game}" (its build alone) or "@tabletop/engines/all" (the three games)`;
  return { ...failure, message, detail: message };
}

/** The iterations of warm's search of each game: enough to run every path of the search. */
const warmIterations = 200;

/** The most games one Engine.simulate plays: the bridge's maxSimulated. */
const maxSimulated = 100_000;

/** A seed drawn at random, 64 bits, as its digits. */
function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return String((BigInt(high) << 32n) | BigInt(low));
}

/** Calls method of the bridge for fn on held's Go value: set by Held. */
let callOn;

/** A Go value held by JavaScript: released by close(), or when forgotten. */
class Held {
  #engine;
  #handle;
  /** The class's public name, which errors say: written out, as a minifier renames classes. */
  #kind;
  constructor(engine, handle, kind) {
    this.#engine = engine;
    this.#handle = handle;
    this.#kind = kind;
    internal.hold(engine, this, handle);
  }

  static {
    callOn = (held, fn, method, ...args) => {
      if (held.#handle === 0) {
        throw new TabletopError({ code: "closed", message: `${fn}: this ${held.#kind} is closed` });
      }
      return internal.call(held.#engine, fn, method, held.#handle, ...args);
    };
    internal.handle = (held) => held.#handle;
    internal.engine = (held) => held.#engine;
  }

  /** Releases the Go value now; a second close does nothing. */
  close() {
    if (this.#handle === 0) return;
    internal.drop(this.#engine, this, this.#handle);
    this.#handle = 0;
  }

  // Where the runtime has explicit resource management, `using` closes.
  [Symbol.dispose ?? Symbol.for("Symbol.dispose")]() {
    this.close();
  }
}

/**
 * Gives held the fields names of info, the engine's answer, and freezes
 * it: a field info lacks stays absent, not a key holding undefined (which
 * exactOptionalPropertyTypes tells apart).
 */
function settle(held, info, names) {
  for (const name of names) if (info[name] !== undefined) held[name] = info[name];
  Object.freeze(held);
}

/** A game in play: immutable, as in Go; play returns a new Table. */
export class Table extends Held {
  /** The events of the move that made this table (play's), closed with it; null for none. */
  #events = null;

  constructor(engine, info) {
    super(engine, info.handle, "Table");
    // winners is absent before the end, as the View's winners are.
    settle(this, info, ["game", "players", "toMove", "over", "scores", "winners", "fromPosition"]);
  }

  options() {
    return JSON.parse(callOn(this, "Table.options", "options"));
  }
  // view, viewJSON, viewText, choices, play and playJSON take the seats'
  // names and then the language, as narrate does, or the language alone.
  view(seat, names, lang) {
    return JSON.parse(this.#viewJSON("Table.view", seat, names, lang));
  }
  viewJSON(seat, names, lang) {
    return this.#viewJSON("Table.viewJSON", seat, names, lang);
  }
  #viewJSON(fn, seat, names, lang) {
    return callOn(this, fn, "view", check.seat(fn, seat), ...check.langAndNames(fn, names, lang, this.players));
  }
  viewText(seat, names, lang) {
    const fn = "Table.viewText";
    return JSON.parse(callOn(this, fn, "viewText", check.seat(fn, seat), ...check.langAndNames(fn, names, lang, this.players)));
  }
  legalMoves() {
    return JSON.parse(callOn(this, "Table.legalMoves", "legalMoves"));
  }
  choices(names, lang) {
    const fn = "Table.choices";
    const [l, n] = check.langAndNames(fn, names, lang, this.players);
    return JSON.parse(callOn(this, fn, "choices", l, n));
  }
  position() {
    return JSON.parse(callOn(this, "Table.position", "position"));
  }
  log() {
    return JSON.parse(callOn(this, "Table.log", "log"));
  }

  /**
   * Plays move for seat: its notation, or its object (a Move's json). A
   * refused move's TabletopError says why in lang, the seats called names.
   */
  play(seat, move, names, lang) {
    const fn = "Table.play";
    if (typeof move === "string") return this.#played(fn, "play", seat, move, names, lang);
    return this.#played(fn, "playJSON", seat, check.json(fn, check.notChoice(fn, move), "move"), names, lang);
  }

  /**
   * The move whole, as movesOf gives it, with its label and preview in
   * lang, which a choice of the compact form leaves out (Lino's building):
   * move its notation or object, for the seat to move (an object without
   * a seat is that seat's). A move the seat to move cannot make now is
   * refused as play refuses it.
   */
  describe(move, lang) {
    const fn = "Table.describe";
    check.notChoice(fn, move);
    let text;
    if (typeof move === "string") text = JSON.stringify(move.includes(":") ? move : `${this.toMove}:${move}`);
    else if (typeof move === "object" && move !== null && !Array.isArray(move)) text = JSON.stringify({ seat: this.toMove, ...move });
    else text = check.json(fn, move, "move");
    return JSON.parse(callOn(this, fn, "describe", text, check.lang(fn, lang)));
  }

  /**
   * Every move of choice, one of choices(), as movesOf gives them, each
   * with its label and preview in lang: describe for a whole choice, in
   * one call that writes the view once.
   */
  labelled(choice, lang) {
    const fn = "Table.labelled";
    check.choice(fn, choice);
    const moves = movesOf(choice).map(({ json }) => ({ seat: this.toMove, ...json }));
    return JSON.parse(callOn(this, fn, "describeAll", JSON.stringify(moves), check.lang(fn, lang)));
  }

  /**
   * labelled of many choices in one call (left out, every choice of the
   * table, choices()): one list of moves a choice, in the choices' order,
   * the view written once, for a page that labels a whole view's moves
   * at once rather than a call a choice (a round trip each in a worker).
   */
  labelledEach(choices, lang) {
    const fn = "Table.labelledEach";
    const all = choices === undefined ? this.choices(lang) : check.list(fn, choices, "choices");
    const each = all.map((choice) => {
      check.choice(fn, choice);
      return movesOf(choice).map(({ json }) => ({ seat: this.toMove, ...json }));
    });
    const moves = JSON.parse(callOn(this, fn, "describeAll", JSON.stringify(each.flat()), check.lang(fn, lang)));
    let at = 0;
    return each.map((list) => moves.slice(at, (at += list.length)));
  }

  /**
   * Plays move for seat, given as JSON text: an object, or notation as a
   * JSON string; names and lang as play's. Text that is not JSON is a
   * bad-argument, the program's mistake as a move of the wrong type is,
   * not a refused move.
   */
  playJSON(seat, move, names, lang) {
    const fn = "Table.playJSON";
    return this.#played(fn, "playJSON", seat, check.jsonText(fn, move, "move"), names, lang);
  }

  #played(fn, method, seat, move, names, lang) {
    const [l, n] = check.langAndNames(fn, names, lang, this.players);
    const out = JSON.parse(callOn(this, fn, method, check.seat(fn, seat), move, l, n));
    const engine = internal.engine(this);
    if (method === "play" && !move.includes(":") && language(l) !== "en") sameInEnglish(fn, this, engine, seat, move, l, out);
    const events = new Events(engine, out.events, out.length);
    seatsOf.set(events, this.players);
    const next = new Table(engine, out.table);
    next.#events = events;
    return { table: next, events };
  }

  /**
   * Releases the Go value now, and the events of the move that made this
   * table (play's, beside it), unless closed already: a loop that closes
   * each table it replaces leaks no events, and may read a move's events
   * until it closes the table that move made.
   */
  close() {
    this.#events?.close();
    this.#events = null;
    super.close();
  }
}

/** The languages' names in the developer's messages, which are in English. */
const languageNames = { fr: "French", it: "Italian", nl: "Dutch" };

/**
 * Refuses, as malformed, typed text that table played as out in lang but
 * that reads as another move in English: the engine reads English words
 * in every language but where lang takes a letter for its own, so that
 * "up S D4" is scissors in English and a rock in Italian (S is sasso). A
 * page that passes a player's language only for the refusals' words
 * would play another move than it meant; the notation with its seat reads
 * alike in every language, and is not asked again. What both plays made
 * is released before the refusal.
 */
function sameInEnglish(fn, table, engine, seat, move, lang, out) {
  const [failure, english] = internal.raw(engine, "play", internal.handle(table), seat, move, "en", []);
  if (failure !== null) return; // no move in English: read in lang's words alone
  const other = JSON.parse(english);
  const position = (handle) => internal.raw(engine, "position", handle)[1];
  const same = position(out.table.handle) === position(other.table.handle);
  const made = [other.table.handle, other.events];
  if (!same) made.push(out.table.handle, out.events);
  for (const handle of made) internal.raw(engine, "release", handle);
  if (same) return;
  const name = languageNames[language(lang)];
  const message = `${fn}: ${JSON.stringify(move)} was read in ${name} (lang ${JSON.stringify(lang)}), and reads as another move in English: a typed move is read in lang's words, and this one mixes them with English ones; type it in ${name} words alone, or send the move's JSON (a Move's json) or its notation with its seat ("0:…"), which read alike in every language`;
  // The player's sentence says what to type, in lang's words: the engine's
  // refusal of text that reads as no move ("Scrivi «su» o «giù»…").
  const { playerMessage, playerMessages } = JSON.parse(internal.raw(engine, "play", internal.handle(table), seat, "", lang, [])[0]);
  throw new TabletopError({ code: "illegal-move", reason: "malformed", message, detail: message, playerMessage, playerMessages });
}

/** The number of seats of the table whose move made each Events. */
const seatsOf = new WeakMap();

/** The events of one move, as each seat may see them. */
export class Events extends Held {
  constructor(engine, handle, length) {
    super(engine, handle, "Events");
    this.length = length;
    Object.freeze(this);
  }

  json(seat = -1) {
    return JSON.parse(this.#jsonText("Events.json", seat));
  }
  jsonText(seat = -1) {
    return this.#jsonText("Events.jsonText", seat);
  }
  #jsonText(fn, seat) {
    return callOn(this, fn, "eventsJSON", check.seat(fn, seat));
  }
  /**
   * seat, a seat of the events' table or -1; one not at it is refused as
   * Events.json refuses it, in the engine's words ("no seat 9: the table
   * has seats 0 to 2…"), which narrate, turns and text would not say: they
   * said the spectator's events for it.
   */
  #seat(fn, seat) {
    check.seat(fn, seat);
    const players = seatsOf.get(this);
    if (players !== undefined && (seat < -1 || seat >= players)) callOn(this, fn, "eventsJSON", seat); // throws
    return seat;
  }
  log() {
    return JSON.parse(callOn(this, "Events.log", "eventsLog"));
  }
  text(seat = -1) {
    return JSON.parse(callOn(this, "Events.text", "eventsText", this.#seat("Events.text", seat)));
  }
  /**
   * A sentence an event, as seat reads it. With the options { turn: false }
   * (beside names and lang), each without the turn sentence turns gives
   * it: the move's words alone, in every game alike, "" for an event that
   * says nothing but whose turn it is (Linko!'s and LINX's turn-passed).
   */
  narrate(seat = -1, names, lang) {
    const fn = "Events.narrate";
    let speech = names;
    let turn = true;
    if (typeof names === "object" && names !== null && !Array.isArray(names) && lang === undefined) {
      ({ turn = true, ...speech } = names);
      if (typeof turn !== "boolean") throw new TabletopError({ code: "bad-argument", message: `${fn}: options.turn must be true or false, not ${JSON.stringify(turn)}` });
    }
    const [l, n] = check.langAndNames(fn, speech, lang, seatsOf.get(this));
    const said = JSON.parse(callOn(this, fn, "narrate", this.#seat(fn, seat), n, l));
    if (turn) return said;
    const turns = JSON.parse(callOn(this, fn, "turns", this.#seat(fn, seat), n, l));
    return said.map((sentence, i) => (sentence.endsWith(turns[i]) ? sentence.slice(0, sentence.length - turns[i].length).trimEnd() : sentence));
  }
  /**
   * The turn sentence each event's narration (narrate, of the same
   * arguments) ends with, "" for an event that says no one's turn: a page
   * that says the turn apart cuts it off the sentence's end, and says it
   * only while it lasts (the newest move's).
   */
  turns(seat = -1, names, lang) {
    const fn = "Events.turns";
    const [l, n] = check.langAndNames(fn, names, lang, seatsOf.get(this));
    return JSON.parse(callOn(this, fn, "turns", this.#seat(fn, seat), n, l));
  }
}

/** A bot: chooses a move for the seat to move from that seat's view alone. */
export class Bot extends Held {
  constructor(engine, info) {
    super(engine, info.handle, "Bot");
    settle(this, info, ["name", "game", "options"]);
  }

  /**
   * The bot's move for the seat to move at table, in notation. The search
   * runs in slices of 20 ms, between which the thread runs its timers,
   * events and other calls; a signal that fires while it thinks ends it
   * with its best move so far (with onAbort "reject", an "aborted"
   * TabletopError instead, once the search has stopped), and one aborted
   * before the call rejects with an "aborted" TabletopError.
   */
  async choose(table, options = {}) {
    const fn = "Bot.choose";
    const { describe, lang } = check.described(fn, options);
    try {
      const move = await this.#chosen(fn, table, options, describe ? lang : undefined);
      // With describe, the move whole in lang, from the table the bot
      // chose at: what a page shows of the bot's move before it plays it.
      return describe ? { notation: move, ...asCaller(fn, () => table.describe(move, lang)) } : move;
    } catch (err) {
      throw spokenIn(err, lang);
    }
  }

  /** choose's move in notation; the table's words read in words, where given, before the search. */
  async #chosen(fn, table, { signal, onAbort }, words) {
    // A handle is a number in its own engine: another engine's table
    // would name a game of this one.
    const engine = internal.engine(this);
    if (!(table instanceof Table) || internal.engine(table) !== engine) throw new TabletopError({ code: "bad-argument", message: `${fn}: table must be a Table of this engine` });
    if (internal.handle(table) === 0) throw new TabletopError({ code: "closed", message: `${fn}: the table is closed` });
    if (internal.handle(this) === 0) throw new TabletopError({ code: "closed", message: `${fn}: this Bot is closed` });
    check.botTable(fn, this, table);
    const rejectOnAbort = check.onAbort(fn, onAbort);
    if (signal?.aborted) throw aborted(fn, "the signal was aborted before the bot began", signal.reason);
    // What describing the move reads of the table (its view in words and
    // its legal moves, tens of ms for Lino's opening), which the engine
    // keeps for the table's next description, is read before the search,
    // so that an abort answers within a slice with describe too (js-r36 #7).
    if (words !== undefined) callOn(table, fn, "describeAll", "[]", words);
    return new Promise((resolve, reject) => {
      let search = null;
      let settled = false;
      let stopped = false;
      const stop = () => {
        stopped = true;
        if (search !== null) internal.raw(engine, "stop", search);
      };
      search = internal.think(engine, [internal.handle(this), internal.handle(table)], (failure, out) => {
        settled = true;
        signal?.removeEventListener("abort", stop);
        if (stopped && rejectOnAbort) reject(aborted(fn, "the signal was aborted while the bot thought", signal.reason));
        else if (failure === null) resolve(JSON.parse(out));
        else reject(failed(fn, JSON.parse(failure)));
      });
      if (!settled) signal?.addEventListener("abort", stop, { once: true });
    });
  }
}

/** fn's answer from call; a failure of Table.describe says fn, the caller's function. */
function asCaller(fn, call) {
  try {
    return call();
  } catch (err) {
    if (err instanceof TabletopError) err.detail = err.detail.replace(/^Table\.describe: /, `${fn}: `);
    throw err;
  }
}

// A failure the package finds itself (a bad argument, a closed value)
// says its playerMessage in the call's language, as the engine's failures
// do: each method that takes a language, with where its names and its
// language go (a language alone may stand where the names go).
for (const [cls, methods] of [
  [Engine, { rules: [undefined, 1] }],
  [Table, { view: [1, 2], viewJSON: [1, 2], viewText: [1, 2], choices: [0, 1], play: [2, 3], playJSON: [2, 3], describe: [undefined, 1], labelled: [undefined, 1], labelledEach: [undefined, 1] }],
  [Events, { narrate: [1, 2], turns: [1, 2] }],
]) {
  for (const [name, [namesAt, langAt]] of Object.entries(methods)) {
    const method = cls.prototype[name];
    Object.defineProperty(cls.prototype, name, {
      value(...args) {
        try {
          return method.apply(this, args);
        } catch (err) {
          throw spokenIn(err, typeof args[langAt] === "string" ? args[langAt] : args[namesAt]);
        }
      },
      writable: true,
      configurable: true,
    });
  }
}
