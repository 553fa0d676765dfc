// The local transport: the server's API answered in this browser by the
// engine in a Web Worker (engine-worker.js), so that the lobby and the
// table draw a game against the computer the same way with or without a
// server. It offers what table.js and lobby.js use of dom.js's api and of
// EventSource: the same paths, the same JSON, a refused move as an
// HTTPError with the library's sentence and reason.
//
// A local table's id starts with "local-"; its options (with their seed),
// seats and moves are saved in this browser's storage after each move, so
// that a reload resumes it (saved.js).
import { HTTPError } from './dom.js';
import * as saved from './saved.js';

let worker = null;
let calls = 0;
const waiting = new Map();
const listeners = new Set();

export { isLocal } from './memory.js';

function start() {
  if (worker) return;
  worker = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }) => {
    if (data.moved) {
      saved.update(data.moved, data.moves, data.over);
      for (const f of listeners) f(data.moved);
      return;
    }
    const p = waiting.get(data.id);
    if (!p) return;
    waiting.delete(data.id);
    if (data.error) p.reject(new HTTPError(data.error.reason ? 409 : 400, data.error.message, data.error.reason));
    else p.resolve(data.result);
  };
  worker.onerror = (e) => {
    for (const p of waiting.values()) p.reject(new HTTPError(0, e.message || 'worker'));
    waiting.clear();
  };
}

// ask calls a method of the worker.
function ask(method, ...args) {
  start();
  const id = ++calls;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, method, args });
  });
}

// ensure has the worker hold the table id, resumed from its save.
async function ensure(id) {
  const s = saved.get(id);
  if (!s) throw new HTTPError(404, 'no such table');
  return ask('open', s);
}

// warm loads the engine for a server's table, so that guess answers from
// the first click on.
let ready = false;
export function warm() {
  ask('games').then(() => { ready = true; }, () => {});
}

// guess plays move for seat on the engine here, from view, a server's
// table's whose seats are seats (its info's: {player, name}, the words
// then call them as the table does): {view, events} after it, {refused:
// {message, reason}} with the library's sentence, or null while the
// engine is not loaded or cannot tell, when the server alone answers.
export async function guess(game, view, seat, move, seats) {
  if (!ready) return null;
  try {
    return await ask('guess', game, view, seat, move, lang(), seats);
  } catch {
    return null;
  }
}

// hint is the search bot's move, in notation, for seat from view, a
// table's of this browser or a server's: see hint.js.
export function hint(game, view, seat) {
  return ask('hint', game, view, seat);
}

function newID() {
  const b = crypto.getRandomValues(new Uint8Array(6));
  return 'local-' + Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

// The seats' secret is no secret here: this browser holds every seat.
const TOKEN = 'local';

// create starts a local table as POST /api/tables would.
async function create(body) {
  const id = newID();
  const seats = body.seats.map((x) => ({ player: x.player, bot: x.bot, options: x.options, name: x.name }));
  const made = await ask('open', { id, game: body.game, options: body.options || {}, seats, moves: [] });
  saved.put({ id, game: made.game, options: made.options, seats, moves: [], toMove: made.toMove, at: new Date().toISOString() });
  return { id, game: made.game, seats: seats.map((x, seat) => Object.assign({ seat, token: TOKEN }, x)) };
}

// you is the seat of the person at the saved game s: its first human
// seat (-1, a spectator's, if the computer plays them all).
export function you(s) {
  return s.seats.findIndex((x) => x.player === 'human');
}

// turned keeps whose turn it is at the table id as view, read by the
// page, says it (the lobby's "your turn"), and returns view.
function turned(id, view) {
  if (view) saved.turn(id, view.toMove);
  return view;
}

// lang is the page's language, in which the engine speaks to it.
const lang = () => document.documentElement.lang || 'en';

const ROUTES = [
  ['GET', /^\/api\/games$/, async () => ({ games: await ask('games'), seeds: true, rules: await ask('rules', lang()) })],
  ['POST', /^\/api\/tables$/, (m, body) => create(body)],
  ['GET', /^\/api\/tables\/([^/]+)$/, async ([, id]) => { await ensure(id); return ask('info', id); }],
  ['GET', /^\/api\/tables\/([^/]+)\/seats\/(\d+)\/view$/, async ([, id, seat]) => { await ensure(id); return turned(id, await ask('view', id, +seat, lang())); }],
  ['POST', /^\/api\/tables\/([^/]+)\/seats\/(\d+)\/moves$/, async ([, id, seat], body) => {
    await ensure(id);
    const r = await ask('move', id, +seat, body.move, lang());
    turned(id, r.view);
    return r;
  }],
  // The replay, once the game is over, as its person saw it (this
  // browser holds every seat; the person's is the first human one).
  ['GET', /^\/api\/tables\/([^/]+)\/replay$/, async ([, id]) => {
    const s = saved.get(id);
    if (!s) throw new HTTPError(404, 'no such table');
    await ensure(id);
    const info = await ask('info', id);
    if (!info.over) throw new HTTPError(409, 'not over');
    return { id, game: info.game, steps: await ask('replay', id, you(s), lang()) };
  }],
  ['POST', /^\/api\/tables\/([^/]+)\/rematch$/, async ([, id]) => {
    const s = saved.get(id);
    if (!s) throw new HTTPError(404, 'no such table');
    const options = Object.assign({}, s.options);
    delete options.seed; // a fresh deal
    // The next seat begins, as at the server's rematch.
    if ('firstSeat' in options) options.firstSeat = (options.firstSeat + 1) % s.seats.length;
    return create({ game: s.game, options, seats: s.seats });
  }],
];

// api answers as dom.js's api would, from the worker.
export async function api(method, path, body) {
  const p = path.split('?')[0];
  for (const [verb, re, f] of ROUTES) {
    const m = verb === method && re.exec(p);
    if (m) return f(m.map((x, k) => (k ? decodeURIComponent(x) : x)), body);
  }
  throw new HTTPError(404, 'no such page');
}

// LocalEvents follows a local table's events as an EventSource of
// /api/tables/{id}/events would: "game" messages of {index, event, text,
// turn} (turn, the turn sentence text ends with, where a move's last
// event says one, as the server's stream sends it), then "over".
export class LocalEvents {
  constructor(url) {
    const u = new URL(url, location.href);
    this.id = decodeURIComponent(u.pathname.split('/')[3]);
    this.seat = u.searchParams.has('seat') ? +u.searchParams.get('seat') : -1;
    this.last = u.searchParams.has('after') ? +u.searchParams.get('after') : -1;
    this.readyState = 0;
    this.handlers = {};
    this.pulling = null;
    this.listener = (id) => { if (id === this.id) this.pull(); };
    listeners.add(this.listener);
    setTimeout(() => { this.readyState = 1; if (this.onopen) this.onopen(); this.pull(); }, 0);
  }

  addEventListener(kind, f) { (this.handlers[kind] ||= []).push(f); }

  close() { this.readyState = 2; listeners.delete(this.listener); }

  // pull reads the events after the last one given, one read at a time.
  async pull() {
    if (this.pulling) { this.again = true; return; }
    this.pulling = true;
    try {
      do {
        this.again = false;
        await ensure(this.id);
        const list = await ask('events', this.id, this.seat, this.last, lang());
        for (const d of list) {
          if (this.readyState === 2) return;
          this.last = d.index;
          const data = JSON.stringify(d);
          for (const f of this.handlers.game || []) f({ data, lastEventId: String(d.index) });
        }
        const info = await ask('info', this.id);
        if (info.over && this.readyState !== 2) for (const f of this.handlers.over || []) f({ data: '' });
      } while (this.again);
    } catch { /* the table is gone: nothing more comes */ } finally { this.pulling = false; }
  }
}
LocalEvents.CLOSED = 2;

// transport is what table.js and lobby.js use to reach a table: the
// server's, or this browser's.
export const transport = { api, EventSource: LocalEvents, local: true };
