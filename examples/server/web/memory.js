// The seats this browser holds: each seat's link is remembered when the
// page opens it or the lobby creates it, so that a player who leaves a
// table can come back to it ("take my seat back", "my games"). A link is a
// secret; it stays in this browser's storage and is sent to nobody.
import { home, isStatic } from './site.js';

const KEY = 'tabletop.seats';

// isLocal says whether id names a table of this browser's own engine
// (local.js), whose ids start with "local-".
export function isLocal(id) {
  return String(id).startsWith('local-');
}
const MAX = 50;

function read() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter((x) => x && typeof x.id === 'string' && Number.isInteger(x.seat) && typeof x.token === 'string') : [];
  } catch {
    return []; // storage off (a private window) or spoilt: nothing is remembered
  }
}

function write(list) {
  try { localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX))); } catch { /* storage off: the page works without */ }
}

// remember keeps a seat's link, newest first.
export function remember(seat) {
  if (isLocal(seat.id)) return; // saved.js keeps this browser's own games
  const list = read().filter((x) => !(x.id === seat.id && x.seat === seat.seat));
  list.unshift({ id: seat.id, game: seat.game, seat: seat.seat, token: seat.token, at: new Date().toISOString() });
  write(list);
}

// forget drops the seats of a table.
export function forget(id) {
  write(read().filter((x) => x.id !== id));
}

// seats lists the remembered seats, newest first.
export function seats() {
  return read();
}

// seatAt returns the remembered seat at the table id, or null.
export function seatAt(id) {
  return read().find((x) => x.id === id) || null;
}

// link is the address of a seat, counted from 1 for the person who reads
// it: ?player=2 is the second seat (the wire's seat 1). The page also
// opens the server's own join links, whose ?seat= counts from 0.
export function link(seat) {
  if (isLocal(seat.id)) return `${home}?local=${encodeURIComponent(seat.id)}&player=${seat.seat + 1}&token=local`;
  return `${home}play/${encodeURIComponent(seat.id)}?player=${seat.seat + 1}&token=${encodeURIComponent(seat.token)}`;
}

// replayLink is the address of the replay of table id, a server's or
// this browser's: a static export has no /play/ addresses.
export function replayLink(id) {
  if (isLocal(id) && isStatic()) return `${home}?local=${encodeURIComponent(id)}&replay`;
  return `${home}play/${encodeURIComponent(id)}?replay`;
}

const NAME = 'tabletop.name';

// name is how the player of this browser likes to be called: "" if not said.
export function name() {
  try { return localStorage.getItem(NAME) || ''; } catch { return ''; }
}

// setName keeps the player's name for the next tables.
export function setName(n) {
  try { localStorage.setItem(NAME, n.trim()); } catch { /* storage off: asked again next time */ }
}

const PACE = 'tabletop.pace';

// PACES are the pauses a person may choose between the moves of the
// others, in ms: slow, normal (the default), fast, instant.
export const PACES = { slow: 2000, normal: 1000, fast: 400, instant: 0 };

// PACE_FIRST is the pause of a browser whose player chose none yet: a
// second, which a newcomer follows by eye now that the board marks the
// last move, its piece glides in and "Since your move" tells each move
// (two seconds, once the default, left a newcomer at a table of three
// waiting seven for a turn); the tutorials offer "Go on" besides.
const PACE_FIRST = PACES.normal;

// pace is the pause the player of this browser chose: PACE_FIRST if not said.
export function pace() {
  try {
    const ms = parseInt(localStorage.getItem(PACE), 10);
    return Object.values(PACES).includes(ms) ? ms : PACE_FIRST;
  } catch { return PACE_FIRST; }
}

// setPace keeps the pause for the next moves and tables.
export function setPace(ms) {
  try { localStorage.setItem(PACE, String(ms)); } catch { /* storage off: the default next time */ }
}
