// Lino's tiles and stones as the field draws them (lino.js board): a
// cell's size and the stones' colours, a tile (to move, or to take a
// stone), its stone and its face of the bonus game, the see-through stone
// or tile a first tap placed, the cross where a tile left, and the target
// the tile picked may go to.
import { s, moveData, moveTitle } from './dom.js';
import { flipData } from './motion.js';
import { armedIs } from './touch.js';
import { t } from './i18n/i18n.js';

export const C = 40; // a cell's size in the drawing
// COLOUR are the stones' colours by seat.
export const COLOUR = ['black', 'white'];

// faceMark draws a tile's face of the bonus game in its top right corner:
// a star, or a number in its colour's disc.
function faceMark(face, x, y) {
  if (!face || face === '.') return null;
  if (face === '*') return s('text', { x: x + C - 9, y: y + 13, class: 'face star', 'text-anchor': 'middle', 'pointer-events': 'none' }, '★');
  const m = /^([XO])(\d+)$/i.exec(face);
  if (!m) return s('text', { x: x + C - 9, y: y + 13, class: 'face', 'text-anchor': 'middle', 'pointer-events': 'none' }, face);
  return s('g', { class: ['face', m[1].toUpperCase() === 'X' ? 'black' : 'white'], 'pointer-events': 'none' },
    s('circle', { cx: x + C - 9, cy: y + 9, r: 7 }),
    s('text', { x: x + C - 9, y: y + 12.5, 'text-anchor': 'middle' }, m[2]));
}

// drawCell draws the cell key, whose top left corner is at X, Y in the
// drawing, into g, and what stands over the lines of what scored into
// over. field is what board read of the view and the ui: the tiles and
// their faces, the stones by cell, the tiles moved, whether the field is
// built, the tiles that may move, the places for a stone and the targets
// of the tile picked (moves by cell), the last move's cells, the glide of
// its tile or stone, the cells' names, tell (teller's, the note under
// the field) and moveWhy (what a tile's move does to the rows, or '').
export function drawCell(field, ui, key, X, Y, g, over) {
  const { tiles, stoneOf, moved, vacated, building, movable, places, targets, last, glide, name, tell, moveWhy } = field;
  if (tiles.has(key)) {
    const movableHere = movable.has(key);
    const pl = places.get(key);
    const attrs = {
      x: X + 2, y: Y + 2, width: C - 4, height: C - 4, rx: 4,
      // Every tile not yet moved may move while the field is built:
      // they light only under the pointer or the keys' focus (quiet),
      // or all 48 glowing would guide nothing (r28 #5).
      class: ['tile', moved.has(key) && building && 'moved', movableHere && 'pickable quiet', ui.pick === key && 'picked', pl && 'pickable place', last.has(key) && 'last'],
      dataset: { cell: key, flipStay: 1, ...flipData(glide, key) },
    };
    if (movableHere) { attrs.dataset.pick = key; attrs['aria-pressed'] = ui.pick === key ? 'true' : 'false'; attrs.onclick = (e) => ui.choose(key, e); }
    if (pl) { Object.assign(attrs.dataset, moveData(pl)); attrs.onclick = (e) => ui.tap(pl, e); Object.assign(attrs, tell(moveTitle(pl, ''))); }
    const plain = `${name(key)}${moved.has(key) ? t('lino.moved') : ''}${pl ? t('lino.placeHere') : movableHere ? t('lino.moveThis') : ''}`;
    const title = s('title', {}, pl ? moveTitle(pl, plain) : plain);
    // The cell a first tap (or the Hint) selected is drawn over its
    // neighbours, so that its ring (style.css .armed) shows whole.
    (pl && armedIs(ui, pl) ? over : g).push(s('rect', attrs, title));
    if (stoneOf.has(key)) {
      over.push(s('circle', { cx: X + C / 2, cy: Y + C / 2 + 1, r: C * 0.3, class: ['stone', COLOUR[stoneOf.get(key)], last.has(key) && 'last'], dataset: { stone: stoneOf.get(key), cell: key, ...flipData(glide, key, false) }, 'pointer-events': 'none' }));
    }
    const f = faceMark(tiles.get(key), X, Y); // on top: a face under a stone still counts for stars
    if (f) over.push(f);
    if (f) f.dataset.flipWith = key; // and moving with its tile
    // The stone a first tap placed here, see-through until played.
    if (pl && armedIs(ui, pl)) over.push(s('circle', { cx: X + C / 2, cy: Y + C / 2 + 1, r: C * 0.3, class: ['stone', 'ghost', COLOUR[ui.seat]], dataset: { ghost: key }, 'pointer-events': 'none' }));
    return;
  }
  if (vacated.has(key)) g.push(s('g', { class: 'vacated', dataset: { vacated: key, flipId: key } }, s('title', {}, t('lino.vacated', { cell: name(key) })),
    s('path', { d: `M${X + 12},${Y + 12}L${X + C - 12},${Y + C - 12}M${X + C - 12},${Y + 12}L${X + 12},${Y + C - 12}` })));
  const to = targets.get(key);
  // A target says the whole move, the tile picked and where it goes
  // ("Move the tile at N14 to J6"): the confirm bar's button reads
  // it, for a tap as for the Hint, whose tile may be out of sight.
  // Pointed at or focused, it says too what it does to the rows (moveWhy).
  if (to) {
    const words = moveTitle(to, t('lino.moveTo', { from: name(ui.pick), to: name(key) })), why = moveWhy(to);
    (armedIs(ui, to) ? over : g).push(s('rect', { x: X + 2, y: Y + 2, width: C - 4, height: C - 4, rx: 4, class: 'target pickable', dataset: moveData(to, { cell: key }), onclick: (e) => ui.tap(to, e), ...tell(why ? t('lino.moveWhy', { move: words, why }) : words) }, s('title', {}, words)));
  }
  // The tile a first tap moved here, see-through until played.
  if (to && armedIs(ui, to)) over.push(s('rect', { x: X + 2, y: Y + 2, width: C - 4, height: C - 4, rx: 4, class: 'tile ghost', dataset: { ghost: key }, 'pointer-events': 'none' }));
}
