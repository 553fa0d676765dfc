// The games played in this browser against its own engine: each one's
// options (with their seed), seats and moves, kept in this browser's
// storage after every move, so that a reload resumes it where it was
// (equal options and moves give an equal game). The lobby lists them.

const KEY = 'tabletop.local';
const MAX = 20;

function read() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter((x) => x && typeof x.id === 'string' && Array.isArray(x.seats) && Array.isArray(x.moves)) : [];
  } catch {
    return []; // storage off (a private window) or spoilt: nothing is kept
  }
}

function write(list) {
  try { localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX))); } catch { /* storage off or full: the game goes on unsaved */ }
}

// put keeps a game, newest first.
export function put(game) {
  write([game, ...read().filter((x) => x.id !== game.id)]);
}

// update keeps the moves of the game id so far, and whether it is over.
export function update(id, moves, over) {
  const list = read();
  const g = list.find((x) => x.id === id);
  if (!g) return;
  g.moves = moves;
  g.over = over === true;
  g.at = new Date().toISOString();
  write([g, ...list.filter((x) => x !== g)]);
}

// settle keeps, with the finished game id, its result ({scores,
// winners, teams}, as its view says them), so that the lobby says who won
// without replaying the game in the engine again.
export function settle(id, result) {
  const list = read();
  const g = list.find((x) => x.id === id);
  if (!g) return;
  g.result = result;
  write(list);
}

// turn keeps whose turn it is at the game id, as its last view read
// says: the lobby says "your turn" of a game to continue (r30 #7).
export function turn(id, toMove) {
  const list = read();
  const g = list.find((x) => x.id === id);
  if (!g || g.toMove === toMove || !Number.isInteger(toMove)) return;
  g.toMove = toMove;
  write(list);
}

// get returns the game id, or null.
export function get(id) {
  return read().find((x) => x.id === id) || null;
}

// list returns the games kept, newest first.
export function list() {
  return read();
}

// remove forgets the game id.
export function remove(id) {
  write(read().filter((x) => x.id !== id));
}

// REPLACED keeps the ids of the games, a server's or this browser's
// engine's, that a rematch replaced: the lobby lists the rematch alone
// (r30 #7: each rematch left one more row), and the game it came from is
// still there, for the browser's Back and its replay's link.
const REPLACED = 'tabletop.replaced';

function replacedList() {
  try {
    const list = JSON.parse(localStorage.getItem(REPLACED) || '[]');
    return Array.isArray(list) ? list.filter((x) => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

// replace has the lobby list the game id no more: a rematch of it is on.
export function replace(id) {
  try { localStorage.setItem(REPLACED, JSON.stringify([id, ...replacedList().filter((x) => x !== id)].slice(0, MAX * 3))); } catch { /* storage off: both are listed */ }
}

// replaced says whether a rematch replaced the game id.
export function replaced(id) {
  return replacedList().includes(id);
}
