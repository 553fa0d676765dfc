// Movement the eye can follow: a piece that a move takes from one place to
// another glides there (FLIP: measure where it was, draw it where it goes,
// start it at the old place and let it slide to the new one).
//
// A board marks its pieces: data-flip-id names a place a piece may leave
// (a cell, a pile, a seat's hand), data-flip-from on a piece drawn in its
// new place names the place it came from. measure() reads the places
// before the board is drawn again, glide() starts each new piece at the
// place it came from. The page keeps the last rectangle of a place that
// no longer holds anything, so a piece may come from where nothing is left.
import * as memory from './memory.js';

// DURATION is how long a glide takes, in ms: long enough to follow, short
// enough not to wait for.
export const DURATION = 350;

// still reports whether the page moves nothing: the browser asks for
// reduced motion, or the player chose moves shown at once.
export function still() {
  return memory.pace() === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

// measure returns the screen rectangle of every place in root.
export function measure(root) {
  const at = new Map();
  for (const el of root.querySelectorAll('[data-flip-id]')) at.set(el.dataset.flipId, el.getBoundingClientRect());
  return at;
}

// flipData is the data-* of what a board draws at the place named place:
// the place itself (unless it is no place a piece leaves from), and, if
// the move shown (glide: {from, to, key}) brings its piece there, where it
// came from.
export function flipData(glide, place, isPlace = true) {
  const d = isPlace ? { flipId: place } : {};
  if (glide && glide.to === place && glide.key !== undefined) Object.assign(d, { flipFrom: glide.from, flipKey: glide.key });
  return d;
}

// done are the moves (their keys) already shown gliding: a board drawn
// again leaves their pieces be.
const done = new Set();

// glide starts every piece of root marked as come from a place measured
// at that place, and slides it to where it is drawn now, once a move.
export function glide(root, before) {
  // A board drawn again mid-glide goes on with the glides under way.
  const now = performance.now();
  for (const [id, g] of running) if (now - g.start >= DURATION) running.delete(id);
  for (const el of root.querySelectorAll('[data-flip-id], [data-flip-with]')) {
    const g = running.get(placeOf(el));
    if (g && !still()) slide(el, g.dx, g.dy, g.start);
  }
  const pieces = [...root.querySelectorAll('[data-flip-from]')];
  const moves = pieces.filter((el) => !done.has(el.dataset.flipKey));
  // A drawing that grew moves its pieces that stay in their cells: they
  // glide too, from where they were on the screen, so the eye keeps them.
  const stays = moves.length ? [...root.querySelectorAll('[data-flip-stay]')].filter((el) => !el.dataset.flipFrom) : [];
  // What a piece carries (a tile's face mark, data-flip-with its place)
  // glides with it, by as much.
  const by = new Map();
  for (const el of [...moves, ...stays]) {
    const from = before.get(el.dataset.flipFrom || el.dataset.flipId);
    if (!from || still()) continue;
    const to = el.getBoundingClientRect();
    // A drawing scaled to fit its box moves in its own units, not the screen's.
    const svg = el.ownerSVGElement;
    const scale = svg && svg.getScreenCTM() ? svg.getScreenCTM().a || 1 : 1;
    const dx = (from.left + from.width / 2 - (to.left + to.width / 2)) / scale;
    const dy = (from.top + from.height / 2 - (to.top + to.height / 2)) / scale;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    slide(el, dx, dy);
    if (el.dataset.flipId) by.set(el.dataset.flipId, [dx, dy]);
  }
  for (const el of root.querySelectorAll('[data-flip-with]')) {
    const d = by.get(el.dataset.flipWith);
    if (d) slide(el, ...d);
  }
  for (const el of pieces) done.add(el.dataset.flipKey);
}

// running are the glides under way, by the place of their piece
// (placeOf): where they started from (dx, dy) and when.
const running = new Map();

// placeOf names where el is drawn, for a glide to go on after a drawing.
function placeOf(el) {
  return el.dataset.flipId !== undefined ? el.dataset.flipId : 'with:' + el.dataset.flipWith;
}

// slide starts el dx, dy away from where it is drawn and slides it home,
// as if it had started at start.
function slide(el, dx, dy, start = performance.now()) {
  if (el.dataset.flipId !== undefined || el.dataset.flipWith !== undefined) running.set(placeOf(el), { dx, dy, start });
  el.classList.add('gliding');
  const a = el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }],
    { duration: DURATION, easing: 'cubic-bezier(.2, .7, .3, 1)' });
  a.currentTime = Math.max(0, performance.now() - start);
  a.id = 'glide';
  a.onfinish = a.oncancel = () => el.classList.remove('gliding');
}
