// The engine and the bots in a Web Worker: the same Go code as the server's,
// in WebAssembly, loaded through the JavaScript package (js/index.js, served
// as /static/engine/). The page's local transport (local.js) asks it what
// the server's API would answer; the bots think here, so that the page
// answers clicks while they do.
//
// A message {id, method, args} gets {id, result} or {id, error: {message,
// reason, code}}; after a move, {moved: tableID} tells the page that a
// table has new events (the bots' moves come one message each).
import { load } from './engine/index.js';

const engine = load(new URL('./engine/dist/tabletop.wasm', import.meta.url));

// BOT_MS is how long the search bot thinks over a move: about a second,
// as a person waits for a partner at a table.
const BOT_MS = 1000;

// HINT_MS is how long the search bot thinks over a hint: the player waits
// for it.
const HINT_MS = 800;

// GRACE is how long, in ms, a bot waits for the page to read the view
// after a move before it thinks over its reply all the same.
const GRACE = 1000;

// COMPUTER is the name the library gives a seat the computer plays
// (tabletop.Computer): its sentences call it "the computer", « l’ordinateur »,
// numbered where several computers play, as the page's panels do.
const COMPUTER = '\u0000computer';

// tables holds the games in play: id → {game, options, seats, names,
// table (the engine's Table), moves [{seat, move}], played [{first,
// events}]}.
const tables = new Map();

// guesses numbers the guesses, each dealing the hidden cards afresh.
let guesses = 0;

const methods = {
  games: async () => (await engine).games(),
  // rules are every game's rules in short in lang, by game, as the
  // server's /api/games carries them.
  rules: async (lang) => {
    const e = await engine;
    return Object.fromEntries(e.games().map((g) => [g.name, e.rules(g.name, lang)]));
  },

  // open starts a game, or resumes a saved one by replaying its moves
  // (equal options and moves give an equal game): {id, game, options,
  // seats, moves}.
  open: async (spec) => {
    const e = await engine;
    const old = tables.get(spec.id);
    if (old) return summary(spec.id, old);
    let table = e.open(spec.game, spec.options || {});
    const tb = {
      game: spec.game, options: table.options(), seats: spec.seats,
      names: namesOf(spec.seats), table, spent: [], moves: [], played: [], bots: [], n: 0,
    };
    for (const x of spec.seats) tb.bots.push(x.player === 'bot' ? e.newBot(spec.game, x.bot, x.bot === 'ismcts' ? { ms: BOT_MS, ...x.options } : x.options) : null);
    for (const m of spec.moves || []) apply(tb, m.seat, JSON.stringify(m.move));
    tables.set(spec.id, tb);
    later(spec.id);
    return summary(spec.id, tb);
  },

  info: (id) => {
    const tb = get(id);
    return Object.assign(summary(id, tb), { view: tb.table.view(-1, tb.names) });
  },

  // view is seat's view, its words (the choices' labels and previews)
  // calling the seats as the table's panels do. Once the page has read
  // it, a bot may think over its move: the page has drawn the table as it
  // is (see later).
  view: (id, seat, lang) => {
    const tb = get(id);
    const view = tb.table.view(seat, tb.names, lang);
    later(id, 0);
    return view;
  },

  // move plays a person's move: the events as seat sees them and its
  // view, or the library's refusal in the page's language. The bots
  // answer after.
  move: (id, seat, move, lang) => {
    const tb = get(id);
    if (tb.seats[seat]?.player !== 'human') throw Object.assign(new Error('not a person\'s seat'), { code: 'bad-call' });
    const events = apply(tb, seat, JSON.stringify(move), lang);
    later(id);
    return { events: events.json(seat), view: tb.table.view(seat, tb.names, lang) };
  },

  // events lists the events from index after+1 on, as seat sees them, with
  // their sentences and, as the server's stream sends it, the turn
  // sentence a move's last ends with ("turn", left out where none): the
  // page cuts it off the text and says it only at the end of the newest
  // line, as it does a server's table's.
  events: (id, seat, after, lang) => {
    const tb = get(id);
    const out = [];
    for (const p of tb.played) {
      if (p.first + p.events.length <= after + 1) continue;
      const json = p.events.json(seat);
      const text = p.events.narrate(seat, tb.names, lang);
      const turns = p.events.turns(seat, tb.names, lang);
      json.forEach((event, k) => {
        if (p.first + k <= after) return;
        const d = { index: p.first + k, event, text: text[k] };
        if (turns[k]) d.turn = turns[k];
        out.push(d);
      });
    }
    return out;
  },

  // guess plays move for seat on a game that agrees with view, a server's
  // table's of seats (its info's): the view after it and the move's events
  // as seat sees them (for its piece to glide), or the library's refusal,
  // their words calling the seats as the table does ("the computer", not
  // "Seat 2"); the server's answer then replaces the guess.
  guess: async (game, view, seat, move, lang, seats) => {
    const guessed = (await engine).guess(game, view, ++guesses);
    const names = namesOf(seats || []);
    try {
      const { table, events } = guessed.playJSON(seat, JSON.stringify(move), names, lang);
      const json = events.json(seat);
      events.close();
      const after = table.view(seat, names, lang);
      table.close();
      return { view: after, events: json };
    } catch (err) {
      if (err.reason) return { refused: { message: err.message, reason: err.reason } };
      throw err;
    } finally {
      guessed.close();
    }
  },

  // hint is the move the search bot would make for seat from view (any
  // table's), in notation: it thinks on a game dealt to agree with the view.
  hint: async (game, view, seat) => {
    const e = await engine;
    const guessed = e.guess(game, view, ++guesses);
    const bot = e.newBot(game, 'ismcts', { ms: HINT_MS });
    try {
      if (guessed.toMove !== seat) return null;
      return await bot.choose(guessed);
    } finally {
      bot.close();
      guessed.close();
    }
  },

  // replay is a finished game move by move, as the server's replay gives
  // it: the deal, then the table after each move as seat saw it (its
  // view, "You" in the sentences), from the table's options (with their
  // seed) and moves.
  replay: async (id, seat, lang) => {
    const e = await engine;
    const tb = get(id);
    let table = e.open(tb.game, tb.options);
    try {
      const steps = [{ seat: -1, text: [], view: table.view(seat, tb.names, lang) }];
      for (const m of tb.moves) {
        const { table: next, events } = table.playJSON(m.seat, JSON.stringify(m.move), tb.names, lang);
        table.close();
        table = next;
        steps.push({ seat: m.seat, text: events.narrate(seat, tb.names, lang), view: table.view(seat, tb.names, lang), move: m.move });
        events.close();
      }
      return steps;
    } finally {
      table.close();
    }
  },

  close: (id) => {
    const tb = tables.get(id);
    if (!tb) return null;
    tb.table.close();
    for (const t of tb.spent) t.close();
    for (const b of tb.bots) b?.close();
    for (const p of tb.played) p.events.close();
    tables.delete(id);
    return null;
  },
};

// namesOf is how the library's words call seats ({player, name}, a
// table's): a person by their name ("" for none: "Seat 2"), a computer
// as COMPUTER, as the server's seatNames does.
function namesOf(seats) {
  return seats.map((x) => (x && x.name) || (x && x.player === 'bot' ? COMPUTER : ''));
}

function get(id) {
  const tb = tables.get(id);
  if (!tb) throw Object.assign(new Error('no such table here'), { code: 'not-found' });
  return tb;
}

function summary(id, tb) {
  return {
    id, game: tb.game, options: tb.options, players: tb.seats.length, events: tb.n, moves: tb.moves,
    seats: tb.seats.map((x, seat) => ({ seat, player: x.player, bot: x.bot, options: x.options, name: x.name })),
    over: tb.table.over, toMove: tb.table.toMove,
  };
}

// apply plays move (JSON text) for seat, keeping its events; a refusal says
// why in lang, the page's language, with the seats' names (a bot's move or a saved one is never
// refused).
function apply(tb, seat, move, lang = 'en') {
  const { table, events } = tb.table.playJSON(seat, move, tb.names, lang);
  // The table replaced is kept, not closed: the package's close() of a
  // table closes the events of the move that made it, which events() reads
  // again (a reload asks for every move since the player's); close() frees
  // them all.
  tb.spent.push(tb.table);
  tb.table = table;
  tb.moves.push({ seat, move: JSON.parse(move) });
  tb.played.push({ first: tb.n, events });
  tb.n += events.length;
  return events;
}

// later lets the bots of table id play, one move a turn of the event loop,
// so that the page's questions are answered between their moves. A bot
// begins to think once the page has read the table's view (view calls
// this again), or after GRACE ms if it does not ask: the engine answers
// nothing while a bot thinks, and a person's move is to be drawn before
// the reply it brings.
function later(id, wait = GRACE) {
  const tb = tables.get(id);
  if (!tb || tb.thinking) return;
  clearTimeout(tb.timer);
  tb.timer = setTimeout(() => {
    if (tb.thinking || tb.table.over || tables.get(id) !== tb) return;
    const bot = tb.bots[tb.table.toMove];
    if (!bot) return;
    tb.thinking = true;
    bot.choose(tb.table).then((move) => {
      tb.thinking = false;
      apply(tb, tb.table.toMove, JSON.stringify(move));
      postMessage({ moved: id, moves: tb.moves, over: tb.table.over });
      later(id);
    }).catch((err) => {
      tb.thinking = false;
      postMessage({ failed: id, message: String(err.message || err) });
    });
  }, wait);
}

onmessage = async ({ data: { id, method, args } }) => {
  try {
    const result = await methods[method](...args);
    postMessage({ id, result });
  } catch (err) {
    postMessage({ id, error: { message: String(err.message || err), reason: err.reason || '', code: err.code || '' } });
  }
  const tb = method === 'move' && tables.get(args[0]);
  if (tb) postMessage({ moved: args[0], moves: tb.moves, over: tb.table.over });
};
