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
