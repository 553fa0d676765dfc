// Lino: the field with its x and y axes, the stones of both colours, the
// faces of the bonus game, and the rows and runs that scored; a tile is
// moved by clicking it, then its target; a stone goes on an empty tile by
// clicking it.
import { h, s, arrowKeys, cell, cellNamer, lastRing, lineCells, othersLast, teller } from './dom.js';
import { touchScreen } from './touch.js';
import { PHONE } from './follow.js';
import { t } from './i18n/i18n.js';
import { C, COLOUR, drawCell } from './linotiles.js';
import { fieldbox, frameOf, LEAST, TAPPED } from './linofield.js';
import { drawScored, runPoints, scoring } from './linoscored.js';
import { linoWhy } from './reasons.js';

// hintWhy says why the Hint's move is the one where its preview does not.
export { linoWhy as hintWhy } from './reasons.js';

// AXIS is the room left of the field for the rows' numbers: no wider than
// they are, so that a phone's width holds one more column (TAPPED).
const AXIS = 20;
const STONES = 24;

export function prompt(v) {
  if (v.phase === 'building') return touchScreen() ? t('lino.prompt.building.touch') : t('lino.prompt.building');
  if (v.phase === 'filling') return t('lino.prompt.filling');
  return t('lino.prompt.other');
}

export function round(v) {
  return v.rounds > 1 ? t('round.of', { round: v.round, rounds: v.rounds }) : '';
}

// mark remembers the cells of the last move (a tile's both cells) and its
// seat, to ring them, and what has scored this round, to draw it on the
// field; since: where in it the last move's scores begin (drawn whole in
// play, the earlier ones lightly).
export function mark(marks, e) {
  const scored = marks.scored || [];
  const since = marks.since ?? scored.length;
  switch (e.kind) {
    case 'tile-moved': return { last: [e.from, e.to], by: e.seat, scored, since: scored.length, glide: { from: e.from, to: e.to } };
    case 'stone-placed': return { last: [e.cell], by: e.seat, scored, since: scored.length, glide: { from: 'stones:' + e.seat, to: e.cell } };
    case 'row-closed': case 'run-scored': return { last: marks.last, by: marks.by, since, scored: [...scored, { kind: e.kind, seat: e.seat, cells: lineCells(e.row), points: e.points }] };
    case 'number-scored': case 'star-scored': return { last: marks.last, by: marks.by, since, scored: [...scored, { kind: e.kind, seat: e.seat, cells: [e.cell], points: e.points }] };
    case 'round-started': return {};
    default: return marks;
  }
}

export function seats(v, ui) {
  // While stones are placed, what each seat's runs will score at the end
  // (r34 #2: 6–6 on the panels while each had a run worth 30).
  const runs = v.phase !== 'building' && v.over !== true ? runPoints(v) : null;
  return [0, 1].map((i) => {
    const placed = (v.stones[i] || []).length;
    return h('div', { class: ['seat', i === ui.seat && 'me', i === v.toMove && 'to-move'], dataset: { seatPanel: i } },
      h('div', { class: 'seat-head' },
        h('span', { class: ['stone-icon', COLOUR[i]], dataset: { flipId: 'stones:' + i } }),
        ...ui.tag(i), !v.over && i === v.toMove ? h('span', { class: 'badge' }, t('badge.turn')) : '',
        h('span', { class: 'score', dataset: { scoreSeat: i } }, t('score.points', { n: (v.scores || [])[i] ?? 0 }))),
      h('div', { class: 'seat-hand' }, t('lino.stonesLeft', { colour: t('lino.' + COLOUR[i]), n: STONES - placed })),
      runs ? h('div', { class: 'seat-hand seat-runs', dataset: { runsSeat: i } }, t('lino.runsSoFar', { n: runs[i] })) : '');
  });
}
// howToRead is what "How to play" adds for Lino: why the field does not
// begin at A1, said there once rather than on the table all game.
export function howToRead() {
  return [t('lino.named')];
}

export function board(v, ui) {
  const tiles = new Map(v.tiles.map((tile) => [tile.cell, tile.face]));
  const stoneOf = new Map();
  v.stones.forEach((list, i) => (list || []).forEach((c) => stoneOf.set(c, i)));
  const moved = new Set(v.moved || []);
  const vacated = new Set(v.vacated || []);
  const moving = ui.choices.filter((c) => c.pick !== null);
  const picked = moving.find((c) => c.pick === ui.pick);
  const targets = new Map((picked ? picked.moves : []).map((m) => [m.to, m]));
  const places = new Map(ui.direct.filter((m) => m.kind === 'place').map((m) => [m.to, m]));
  const movable = new Set(moving.map((c) => c.pick));
  const last = othersLast(ui);
  const glide = ui.marks.glide;
  // The note under the field says what a move does: while the field is
  // built, what building does (pointing at a tile tells nothing then,
  // r28 #5); afterwards, where to point to read a stone's effect.
  const note = v.phase === 'building'
    ? (touchScreen() ? t('lino.says.building.touch') : t('lino.says.building'))
    : (touchScreen() ? t('lino.says.touch') : t('lino.says'));
  // What a tile's move does to the rows (reasons.js, the Hint's reason),
  // said by its target's preview and, once a first tap selected it, by
  // that line (r35 #7: 56 tiles of some 40 targets each, and no reason
  // to prefer one); '' where it does nothing to speak of.
  const moveWhy = (m) => {
    const why = m && m.kind === 'move' ? linoWhy(m, { view: v, seat: ui.seat, short: ui.short }) : '';
    return why === t('lino.hintWhy.row', { n: 1 }) ? '' : why;
  };
  const armedWhy = v.over === true ? '' : moveWhy(ui.armed);
  const says = h('p', { class: ['says', armedWhy && 'telling'], id: 'says', 'aria-live': 'polite' }, v.over === true ? '' : armedWhy || note);
  // On a touch screen, under the turn's line, where to zoom in (r33 #1:
  // 25 px tiles, nothing pointing to "Zoom in"): fieldbox shows it while
  // the field is drawn whole and zooming in would enlarge it; not at
  // the game's end, whose field is shown whole (fieldbox).
  const zoomTip = touchScreen() && v.over !== true ? h('p', { class: 'zoom-tip', id: 'zoom-tip', hidden: true }, t('lino.says.zoom')) : null;
  const tell = teller(says);

  // The drawing's bounds (linofield.js frameOf).
  const building = v.phase === 'building';
  const [x0, y0, x1, y1] = frameOf(v, tiles, moved, vacated);
  // Room on the left for the rows' numbers, on the right for the points
  // of a row (none scores while the field is built: a phone's width then
  // holds the whole field, fieldbox); none on a phone, whose width goes
  // to the tiles (r36 #9: 27 px tiles), a label at the right edge placed
  // at another corner of its row (linoscored.js placeLabel).
  const W = (x1 - x0 + 1) * C + AXIS + (building || matchMedia(PHONE).matches ? 4 : 24);
  const H = (y1 - y0 + 1) * C + 24 + 10; // and room below for a selected cell's ring on the last row
  const px = (x) => AXIS + (x - x0) * C;
  const py = (y) => 24 + (y - y0) * C;
  const mid = (key) => { const [x, y] = cell(key); return [px(x) + C / 2, py(y) + C / 2]; };
  const name = cellNamer(v, x0, y0);

  const g = [];
  const rows = []; // the axis of the rows' numbers
  const over = []; // stones and faces, drawn over the lines of what scored
  // The axes name the cells as the library's sentences do (the view's
  // axes: letters across, numbers down).
  if (name.shown) {
    for (let x = x0; x <= x1; x++) g.push(s('text', { x: px(x) + C / 2, y: 16, class: 'axis', 'text-anchor': 'middle' }, name.column(x)));
    // The numbers stand on a strip that stays at the left of the box when
    // the field scrolls sideways (fieldbox), drawn over the field.
    // (As wide as the room left of the first column: no sliver of the
    // column scrolled past shows under the numbers, r35 #4.)
    rows.push(s('rect', { x: 0, y: 0, width: AXIS, height: H, class: 'axis-strip' }));
    for (let y = y0; y <= y1; y++) rows.push(s('text', { x: AXIS / 2, y: py(y) + C / 2 + 4, class: 'axis', 'text-anchor': 'middle' }, name.row(y)));
  }
  // Each cell: a tile, its stone and face; a cell left, a target (linotiles.js).
  const field = { tiles, stoneOf, moved, vacated, building, movable, places, targets, last, glide, name, tell, moveWhy };
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) drawCell(field, ui, `${x},${y}`, px(x), py(y), g, over);
  }
  // What scored, drawn over the field (linoscored.js drawScored).
  const scored = ui.marks.scored || [];
  const since = v.over === true ? 0 : ui.marks.since ?? 0;
  const [lines, labels] = drawScored(scored, since, v.over === true, last, { px, py, mid }, W, H);
  g.push(...lines);
  over.push(...labels);
  for (const key of last) {
    const [x, y] = cell(key);
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1) over.push(lastRing(px(x) + 1, py(y) + 1, C - 2, key));
  }
  g.push(...over, s('g', { class: 'rows-axis', 'pointer-events': 'none' }, rows));
  // On a phone the field fills the screen's width whole, its tiles LEAST
  // px wide at least, built or in play; wider than that, its box scrolls
  // sideways (the page never does), its arrows saying so (r21: column P
  // was cut off, unseen); zoomed in (fieldbox), its cells TAPPED px apart.
  const svg = s('svg', { class: 'field', viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'group', 'aria-label': t('lino.field') }, g);
  svg.dataset.least = Math.ceil(W * LEAST / (C - 4));
  svg.dataset.phase = v.phase; // (for tests and tools: the frame holds while the field is built)
  svg.dataset.frame = [x0, y0, x1, y1].join();
  svg.style.minWidth = `${Math.ceil(W * TAPPED / C)}px`; // (the page's policy allows no style attribute; the CSSOM is not one)
  // On a desktop the field fits the window's height, no lower than its
  // cells TAPPED px apart (style.css).
  svg.style.setProperty('--tall', `${Math.ceil(H * TAPPED / C)}px`);
  roving(svg);
  // A click that takes no move says why, in a short sentence (listened to
  // on the field, so that such cells stay out of the Tab order).
  if (v.over !== true && ui.seat >= 0) {
    svg.addEventListener('click', (e) => {
      if (e.target.closest('[data-move], [data-pick]')) return;
      const at = new DOMPoint(e.clientX, e.clientY).matrixTransform(svg.getScreenCTM().inverse());
      const x = x0 + Math.floor((at.x - AXIS) / C), y = y0 + Math.floor((at.y - 24) / C);
      if (x < x0 || x > x1 || y < y0 || y > y1) return;
      says.textContent = whyNot(v, ui, `${x},${y}`, field);
      says.classList.add('telling');
    });
  }
  const left = [0, 1].map((i) => STONES - (v.stones[i] || []).length);
  const empty = v.tiles.length - v.stones.flat().length;
  // The caption is one line, what the field cannot show (how far the
  // game is); how its marks read is a tap away, under it (r21: four lines
  // stood over the field all game long).
  const [line, key] = v.over === true ? [t('lino.line.over', { n: empty }), t('lino.key.scored')]
    : building ? [t('lino.line.building', { n: moved.size }), t('lino.key.building')]
      : [t('lino.line.filling', { black: left[0], white: left[1] }), t('lino.key.scored') + (since > 0 ? ' ' + t('lino.caption.earlier') : '')];
  const caption = h('details', { class: 'caption', id: 'lino-caption', open: keyOpen, ontoggle: (e) => { keyOpen = e.currentTarget.open; } },
    h('summary', {}, line), h('p', {}, key));
  return h('div', { class: 'lino' }, caption, fieldbox(svg, zoomTip, v.over === true), says, zoomTip || '', scoring(scored, ui, svg, name, v.over === true));
}

// keyOpen: whether the player opened the caption's key, kept while the
// field is drawn again at every move.
let keyOpen = false;

// whyNot says why a click on the cell key takes no move: the turn not
// come, no tile picked, a tile moved already or held by the others, a
// cell no tile may go to, a place for no stone.
function whyNot(v, ui, key, { tiles, stoneOf, moved, vacated, name }) {
  if (!ui.choices.length) return t('why.wait');
  const at = name(key);
  if (v.phase !== 'building') return tiles.has(key) ? t('lino.why.stone', { cell: at }) : t('lino.why.noTile', { cell: at });
  if (tiles.has(key)) {
    if (ui.pick) return t('lino.why.full', { cell: at });
    return moved.has(key) ? t('lino.why.moved', { cell: at }) : t('lino.why.stuck', { cell: at });
  }
  if (!ui.pick) return t('lino.why.pick');
  if (vacated.has(key)) return t('lino.why.vacated', { cell: at });
  const [x, y] = cell(key);
  const touches = [-1, 0, 1].some((dx) => [-1, 0, 1].some((dy) => {
    const next = `${x + dx},${y + dy}`;
    return (dx || dy) && next !== ui.pick && tiles.has(next);
  }));
  return touches ? t('lino.why.alone', { cell: at }) : t('lino.why.touch', { cell: at });
}

// endsInCount: the game ends in the scoring of both players' runs, the
// others' alone in "The game's last moves" (r30 #5: the computer's runs
// listed, none of the winner's), so that box is not shown at the end: the
// result box says the count of both, "What scored" and the log each run.
export const endsInCount = true;

// breakdown adds up the points by where they came from.
export function breakdown(v, ui) {
  const kinds = [['row-closed', t('lino.rows')], ['run-scored', t('lino.runs')], ['number-scored', t('lino.numbers')], ['star-scored', t('lino.stars')]];
  const used = kinds.filter(([k]) => ui.events.some((e) => e.kind === k) || k === 'row-closed' || k === 'run-scored');
  return {
    head: used.map(([, label]) => label),
    rows: [0, 1].map((i) => used.map(([k]) => ui.events.filter((e) => e.kind === k && e.seat === i).reduce((n, e) => n + (e.points || 0), 0))),
  };
}


// roving makes the field one stop of the Tab key: its cells that do
// something (a tile to move, a target, a tile for a stone) are reached
// with the arrow keys (dom.js's arrowKeys), and played with Enter (or
// Space). The stop is the cell that had the focus before the field was
// drawn again, else the tile picked, else the first. While a tile is
// picked the arrows go among its targets alone, as LINX's among the cells
// of the tile armed (r35 #8: they wandered onto tiles that do nothing
// then); Escape unpicks it (touch.js escapeCancels).
function roving(svg) {
  const all = [...svg.querySelectorAll('[role="button"][data-cell]')];
  const targets = all.filter((el) => el.classList.contains('target'));
  const cells = targets.length ? targets : all;
  if (!cells.length) return;
  const had = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.cell : undefined;
  const stop = cells.find((el) => el.dataset.cell === had) || cells.find((el) => el.classList.contains('picked')) || cells[0];
  for (const el of all) el.setAttribute('tabindex', el === stop ? '0' : '-1');
  arrowKeys(svg, cells);
}
