// Lino: the field with its x and y axes, the stones of both colours, the
// faces of the bonus game, and the rows and runs that scored; a tile is
// moved by clicking it, then its target; a stone goes on an empty tile by
// clicking it.
import { h, s, arrowKeys, cell, cellNamer, lastRing, lineCells, moveData, moveTitle, othersLast, teller } from './dom.js';
import { flipData } from './motion.js';
import { armedIs, touchScreen } from './touch.js';
import { t } from './i18n/i18n.js';
import { PHONE } from './follow.js';

// hintWhy says why the Hint's move is the one where its preview does not.
export { linoWhy as hintWhy } from './reasons.js';

const C = 40; // a cell's size in the drawing
// AXIS is the room left of the field for the rows' numbers: no wider than
// they are, so that a phone's width holds one more column (TAPPED).
const AXIS = 20;
const COLOUR = ['black', 'white'];
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
  return [0, 1].map((i) => {
    const placed = (v.stones[i] || []).length;
    return h('div', { class: ['seat', i === ui.seat && 'me', i === v.toMove && 'to-move'], dataset: { seatPanel: i } },
      h('div', { class: 'seat-head' },
        h('span', { class: ['stone-icon', COLOUR[i]], dataset: { flipId: 'stones:' + i } }),
        ...ui.tag(i), !v.over && i === v.toMove ? h('span', { class: 'badge' }, t('badge.turn')) : '',
        h('span', { class: 'score', dataset: { scoreSeat: i } }, t('score.points', { n: (v.scores || [])[i] ?? 0 }))),
      h('div', { class: 'seat-hand' }, t('lino.stonesLeft', { colour: t('lino.' + COLOUR[i]), n: STONES - placed })));
  });
}

function faceMark(face, x, y) {
  if (!face || face === '.') return null;
  if (face === '*') return s('text', { x: x + C - 9, y: y + 13, class: 'face star', 'text-anchor': 'middle', 'pointer-events': 'none' }, '★');
  const m = /^([XO])(\d+)$/i.exec(face);
  if (!m) return s('text', { x: x + C - 9, y: y + 13, class: 'face', 'text-anchor': 'middle', 'pointer-events': 'none' }, face);
  return s('g', { class: ['face', m[1].toUpperCase() === 'X' ? 'black' : 'white'], 'pointer-events': 'none' },
    s('circle', { cx: x + C - 9, cy: y + 9, r: 7 }),
    s('text', { x: x + C - 9, y: y + 12.5, 'text-anchor': 'middle' }, m[2]));
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
  const says = h('p', { class: 'says', id: 'says', 'aria-live': 'polite' }, v.over === true ? '' : note);
  const tell = teller(says);

  // The drawing's bounds. While the field is built they hold still: the
  // opening field (the tiles not moved, the cells they left) with a margin
  // round it, grown by the ring round every tile moved (where a tile may
  // go next), never shrunk (r31 #6: the frame drawn round the tiles of the
  // moment went from F–Q to F–R to G–R, every tile shifting under the
  // next click; r24 #6: the others' turn drew it smaller). The margin is
  // two cells on a desktop, which has the room: a move there re-frames
  // the field only when it carries a tile two cells past the opening
  // field; on a phone two rows (the page scrolls down) but one column, so
  // that 390 px hold the opening field and its ring whole (fieldbox). In
  // play the bounds are the tiles and the cells vacated.
  const building = v.phase === 'building';
  const bounds = (cells, dx, dy) => cells.length ? [Math.min(...cells.map((c) => c[0])) - dx, Math.min(...cells.map((c) => c[1])) - dy,
    Math.max(...cells.map((c) => c[0])) + dx, Math.max(...cells.map((c) => c[1])) + dy] : null;
  const union = (a, b) => (!a ? b : !b ? a : [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])]);
  let frame;
  if (building) {
    const opening = [...[...tiles.keys()].filter((k) => !moved.has(k)), ...vacated].map(cell);
    const margin = matchMedia(PHONE).matches ? [1, 2] : [2, 2];
    frame = union(bounds(opening, ...margin), bounds([...opening, ...[...moved].map(cell)], 1, 1));
  } else {
    frame = bounds([...tiles.keys(), ...vacated].map(cell), 0, 0);
  }
  const [x0, y0, x1, y1] = frame || [0, 0, 9, 7];
  // Room on the left for the rows' numbers, on the right for the points
  // of a row (none scores while the field is built: a phone's width then
  // holds the whole field, fieldbox).
  const W = (x1 - x0 + 1) * C + AXIS + (building ? 4 : 24);
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
    rows.push(s('rect', { x: 0, y: 0, width: AXIS - 2, height: H, class: 'axis-strip' }));
    for (let y = y0; y <= y1; y++) rows.push(s('text', { x: AXIS / 2, y: py(y) + C / 2 + 4, class: 'axis', 'text-anchor': 'middle' }, name.row(y)));
  }
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const key = `${x},${y}`;
      const X = px(x), Y = py(y);
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
      } else {
        if (vacated.has(key)) g.push(s('g', { class: 'vacated', dataset: { vacated: key, flipId: key } }, s('title', {}, t('lino.vacated', { cell: name(key) })),
          s('path', { d: `M${X + 12},${Y + 12}L${X + C - 12},${Y + C - 12}M${X + C - 12},${Y + 12}L${X + 12},${Y + C - 12}` })));
        const to = targets.get(key);
        // A target says the whole move, the tile picked and where it goes
        // ("Move the tile at N14 to J6"): the confirm bar's button reads
        // it, for a tap as for the Hint, whose tile may be out of sight.
        if (to) (armedIs(ui, to) ? over : g).push(s('rect', { x: X + 2, y: Y + 2, width: C - 4, height: C - 4, rx: 4, class: 'target pickable', dataset: moveData(to, { cell: key }), onclick: (e) => ui.tap(to, e), ...tell(moveTitle(to, '')) }, s('title', {}, moveTitle(to, t('lino.moveTo', { from: name(ui.pick), to: name(key) })))));
        // The tile a first tap moved here, see-through until played.
        if (to && armedIs(ui, to)) over.push(s('rect', { x: X + 2, y: Y + 2, width: C - 4, height: C - 4, rx: 4, class: 'tile ghost', dataset: { ghost: key }, 'pointer-events': 'none' }));
      }
    }
  }
  // What scored, drawn over the field: a line through a row or run (solid
  // for black, dashed for white, each colour a little to its own side so
  // that crossing rows stay apart), a ring round a number or star, and its
  // points on a label of the scorer's colour, placed where no other label
  // is, nor the last move's ring. In play the last move's scores are drawn
  // so, the earlier ones as thin lines alone (a phone's field was buried
  // under them); at the end the field keeps every line, without a tangle
  // of labels. Either way the list beside the field says every score, and
  // the field shows an entry's label while the list points at it.
  const scored = ui.marks.scored || [];
  const since = v.over === true ? 0 : ui.marks.since ?? 0;
  const boxes = [...last].map((key) => { const [x, y] = cell(key); return { x: px(x), y: py(y), w: C, h: C }; });
  const order = [...scored.keys()].sort((i, j) => (i < since) - (j < since) || i - j); // the last move's labels placed first
  order.forEach((k) => {
    const sc = scored[k], quiet = v.over === true || k < since;
    const [a, b] = [mid(sc.cells[0]), mid(sc.cells[sc.cells.length - 1])];
    const cls = ['scored', COLOUR[sc.seat], sc.kind, k < since && 'past'];
    const side = sc.seat === 0 ? -3 : 3;
    const item = { scoreItem: k, scored: sc.kind, show: shownAs(sc) };
    g.push(sc.cells.length > 1
      ? s('line', { x1: a[0] + side, y1: a[1] + side, x2: b[0] + side, y2: b[1] + side, class: cls, dataset: item, 'pointer-events': 'none' })
      : s('circle', { cx: a[0], cy: a[1], r: C * 0.42, class: cls, dataset: item, 'pointer-events': 'none' }));
    const text = `+${sc.points}`;
    const box = placeLabel(boxes, [b, a, ...sc.cells.map(mid)], 8 + 7 * text.length, 15, W, H);
    boxes.push(box);
    over.push(s('g', { class: ['points', COLOUR[sc.seat], quiet && 'quiet'], dataset: { ...item, points: sc.points }, 'pointer-events': 'none' },
      s('rect', { x: box.x, y: box.y, width: box.w, height: box.h, rx: sc.seat === 0 ? 2 : 7 }),
      s('text', { x: box.x + box.w / 2, y: box.y + box.h - 4, 'text-anchor': 'middle' }, text)));
  });
  for (const key of last) {
    const [x, y] = cell(key);
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1) over.push(lastRing(px(x) + 1, py(y) + 1, C - 2, key));
  }
  g.push(...over, s('g', { class: 'rows-axis', 'pointer-events': 'none' }, rows));
  // On a phone the field fills the screen's width, its cells TAPPED px
  // apart at least, built or in play; wider than that, its box scrolls
  // sideways (the page never does), its arrows saying so (r21: column P
  // was cut off, unseen); the whole field (fieldbox) shrinks its tiles no
  // smaller than LEAST px.
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
      says.textContent = whyNot(v, ui, `${x},${y}`, { tiles, stoneOf, moved, vacated, name });
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
  return h('div', { class: 'lino' }, caption, fieldbox(svg), says, scoring(scored, ui, svg, name, v.over === true));
}

// keyOpen: whether the player opened the caption's key, kept while the
// field is drawn again at every move.
let keyOpen = false;

// TAPPED is the least distance, in CSS px, between the middles of two
// cells on a phone: the field fits the screen's width whenever its cells
// can be this far apart, and scrolls sideways only beyond that (r24 #1:
// at 36 px the opening field and the ring where its tiles may go, 12
// columns, did not fit 390 px, column P half cut, a swipe at every move;
// at 28 px a thumb missed, r23). 30 px holds those 12 columns at 390 px.
const TAPPED = 30;
// LEAST is the least width, in CSS px, of a tile on the screen (the tile
// is the target of a tap): WCAG 2.2's 2.5.8, a target of 24 px at least.
// A field whole in a phone's width shrinks its tiles no further: wider
// than that (some 13 columns or more), it scrolls sideways, the exception.
const LEAST = 24;

// scrolled is how far the player scrolled the field sideways (on a phone),
// kept while the field is drawn again at every move: a second tap lands
// where the first did. null until the first drawing, which centres the field.
let scrolled = null;
// swiped: the player has scrolled the field by hand (or by its arrows):
// the line that says it scrolls is said no more.
let swiped = false;
// chosen: whether the player asked to see the whole field at once
// (smaller cells, no sideways scroll) or zoomed in, kept until they ask
// otherwise; null until they do, and the field's cells are TAPPED px
// apart at least, built as in play (the session's decision, #38 r24: the
// field whole in the width when its cells can be 30 px or more, scrolling
// sideways beyond).
let chosen = null;
// seen: the cells of the last move brought into sight once (inSight).
let seen = '';

// fieldbox holds the field's drawing, scrolled sideways where the screen
// is narrower than the field, as the player left it. At rest the box
// stops with a column's edge at the rows' numbers (which cover the
// columns scrolled past, never half a cell), and while more columns are
// to its right the box fades there: the field shows that it scrolls. Its
// bar, above the field and over none of its cells, has an arrow at each
// end that scrolls three columns (a newcomer took the fade for the
// field's end), a button that shows the whole field at once (or zooms in
// again), and, until the player has scrolled, a line saying that the
// field scrolls. The cell a move selected (a tap, the Hint) or the tile
// picked is scrolled wholly into sight, clear of the rows' numbers and of
// the fade; else the last move's, once.
function fieldbox(svg) {
  const whole = () => chosen ?? false;
  // The rows' numbers follow the box's left edge, in the drawing's units.
  const rows = svg.querySelector('.rows-axis');
  const units = () => svg.viewBox.baseVal.width / (svg.clientWidth || 1);
  const follow = () => {
    if (rows) rows.setAttribute('transform', `translate(${box.scrollLeft * units()} 0)`);
    const right = box.scrollLeft < box.scrollWidth - box.clientWidth - 1;
    box.classList.toggle('more', right);
    toRight.disabled = !right;
    toLeft.disabled = box.scrollLeft < 1;
    tip.hidden = swiped || (!right && box.scrollLeft < 1);
  };
  const by = (n) => () => { swiped = true; box.scrollBy({ left: n * column(), behavior: 'smooth' }); };
  const toLeft = h('button', { type: 'button', class: 'field-more left', 'aria-label': t('lino.field.left'), title: t('lino.field.left'), onclick: by(-3) }, '‹');
  const toRight = h('button', { type: 'button', class: 'field-more right', 'aria-label': t('lino.field.right'), title: t('lino.field.right'), onclick: by(3) }, '›');
  const tip = h('span', { class: 'field-tip', hidden: true, 'aria-hidden': 'true' }, t('lino.field.swipe'));
  const zoom = h('button', { type: 'button', class: 'field-zoom', onclick: () => { chosen = !whole(); swiped = true; size(); } });
  const bar = h('div', { class: 'field-bar', hidden: true }, toLeft, tip, zoom, toRight);
  const tapped = svg.style.minWidth;
  // size draws the field at the size chosen: its cells a finger wide, or
  // all of it in the box's width.
  const size = () => {
    svg.style.minWidth = whole() ? `${svg.dataset.least}px` : tapped;
    zoom.textContent = whole() ? t('lino.field.zoom') : t('lino.field.whole');
    zoom.setAttribute('aria-pressed', String(whole()));
    box.style.paddingRight = '';
    let room = box.scrollWidth - box.clientWidth;
    if (room > 0 && rows) {
      // Room to the right so that the last stop, too, is a column's edge.
      box.style.paddingRight = `${(column() - (room % column())) % column()}px`;
      room = box.scrollWidth - box.clientWidth;
    }
    bar.hidden = !(parseFloat(tapped) > box.clientWidth + 1); // (a desktop holds the field at a finger's size: nothing to zoom)
    for (const b of [toLeft, toRight]) b.hidden = room <= 0; // (whole, a field of 13 columns or more scrolls too)
    if (room > 0) box.scrollLeft = stop(scrolled === null ? room / 2 : Math.min(scrolled, room));
    inSight();
    follow();
  };
  // inSight scrolls the cell selected, or the tile picked, else the last
  // move's cells when new, wholly into sight: its ring too, right of the
  // rows' numbers, left of the fade at the right edge (style.css).
  const inSight = () => {
    const ring = [...svg.querySelectorAll('.last-ring')];
    const last = ring.map((r) => r.dataset.ring).join(' ');
    const at = svg.querySelector('.armed') || svg.querySelector('.picked') || (last !== seen && ring[0]);
    seen = last;
    if (!at || box.scrollWidth <= box.clientWidth) return;
    const r = at.getBoundingClientRect(), b = box.getBoundingClientRect(), numbers = rows ? rows.getBoundingClientRect().width : 0;
    const fade = parseFloat(getComputedStyle(box).getPropertyValue('--fade')) || 0;
    if (r.left - 4 < b.left + numbers) box.scrollLeft = stop(box.scrollLeft - (b.left + numbers - r.left) - column());
    else if (r.right + 4 > b.right - fade) box.scrollLeft = stop(box.scrollLeft + (r.right - b.right + fade) + column());
  };
  // A column's width on the screen, and the nearest stop to at.
  const column = () => C / units();
  const stop = (at) => Math.round(at / column()) * column();
  const box = h('div', { class: 'fieldbox', onscroll: () => { scrolled = box.scrollLeft; follow(); } });
  for (const kind of ['touchstart', 'wheel', 'pointerdown']) box.addEventListener(kind, () => { swiped = true; }, { passive: true });
  box.addEventListener('scrollend', () => {
    const at = stop(box.scrollLeft);
    if (rows && Math.abs(at - box.scrollLeft) > 1) box.scrollTo({ left: at, behavior: 'smooth' });
  });
  box.append(svg);
  // Once in the page (the table draws the board whole, then gives way),
  // and again when the screen changes size (a phone turned).
  queueMicrotask(size);
  resized = () => { if (box.isConnected) { seen = ''; size(); } }; // the last move brought into sight again
  return h('div', { class: 'fieldwrap' }, bar, box);
}

// resized sizes the field drawn last again, for the screen's new size.
let resized = () => {};
addEventListener('resize', () => resized());

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

// LABEL_AT are the places tried for a label's middle, around a cell's
// middle: the cell's corners, above right first, as a row's end reads. A
// corner is where four cells meet, the farthest from their stones: a
// label there covers none (a stone's radius is 0.3 of a cell), on a phone
// as on a desktop.
const LABEL_AT = [[1, -1], [1, 1], [-1, -1], [-1, 1]].map(([dx, dy]) => [dx * C / 2, dy * C / 2]);

// placeLabel finds a box w by h centred on a corner of one of the points'
// cells (the row's end first, then its start, then its cells) that meets
// none of boxes and stays in the drawing; failing that, the first place
// below the others.
function placeLabel(boxes, points, w, h, W, H) {
  const meets = (b) => boxes.some((o) => b.x < o.x + o.w && o.x < b.x + b.w && b.y < o.y + o.h && o.y < b.y + b.h);
  for (const [px, py] of points) {
    for (const [dx, dy] of LABEL_AT) {
      const b = { x: px + dx - w / 2, y: py + dy - h / 2, w, h };
      if (b.x >= 0 && b.y >= 0 && b.x + b.w <= W && b.y + b.h <= H && !meets(b)) return b;
    }
  }
  const b = { x: Math.max(0, Math.min(W - w, points[0][0] + 8)), y: points[0][1] - 22, w, h };
  while (meets(b)) b.y += h + 1;
  return b;
}

// KINDS are the kinds of score, in the order the final field shows them:
// rows by their direction (there are many), then runs, numbers, stars.
const KINDS = [['across', 'lino.rows.across'], ['down', 'lino.rows.down'], ['diagonal', 'lino.rows.diagonal'],
  ['run-scored', 'lino.runs'], ['number-scored', 'lino.numbers'], ['star-scored', 'lino.stars']];

// shownAs is the kind a score is shown with at the end: a row's direction,
// else its kind.
function shownAs(sc) {
  if (sc.kind !== 'row-closed') return sc.kind;
  const [[x0, y0], [x1, y1]] = [cell(sc.cells[0]), cell(sc.cells[sc.cells.length - 1])];
  return y0 === y1 ? 'across' : x0 === x1 ? 'down' : 'diagonal';
}

// scoring lists what scored, beside the field: who, which cells, how many
// points. Pointing at an entry, or focusing it, lights its line and label.
// At the end, where every line of the game crosses the field, the field
// shows one kind of score at a time (rows, runs, numbers, stars), with its
// labels, chosen by a switch above the list.
function scoring(scored, ui, svg, name, over) {
  if (!scored.length) return '';
  const light = (k, on) => svg.querySelectorAll(`[data-score-item="${k}"]`).forEach((el) => el.classList.toggle('lit', on));
  const kinds = KINDS.filter(([k]) => scored.some((sc) => shownAs(sc) === k));
  let list = null;
  const show = (kind) => {
    svg.querySelectorAll('[data-show]').forEach((el) => {
      el.classList.toggle('this-kind', el.dataset.show === kind);
      el.classList.toggle('other-kind', el.dataset.show !== kind);
    });
    list.querySelectorAll('li').forEach((li) => li.classList.toggle('other-kind', shownAs(scored[li.dataset.scoreItem]) !== kind));
    switcher.querySelectorAll('button').forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.kind === kind)));
  };
  const switcher = over && kinds.length > 1 ? h('div', { class: 'kinds', role: 'group', 'aria-label': t('lino.show') }, h('span', {}, t('lino.show')),
    kinds.map(([k, word]) => h('button', { type: 'button', dataset: { kind: k }, 'aria-pressed': 'false', onclick: () => show(k) }, t(word)))) : '';
  const what = (sc) => {
    const [a, b] = [name(sc.cells[0]), name(sc.cells[sc.cells.length - 1])];
    switch (sc.kind) {
      case 'row-closed': return t('lino.scored.row', { from: a, to: b });
      case 'run-scored': return t('lino.scored.run', { from: a, to: b });
      case 'number-scored': return t('lino.scored.number', { cell: a });
      default: return t('lino.scored.star', { cell: a });
    }
  };
  list = h('ol', {}, scored.map((sc, k) => h('li', {
      tabindex: 0, class: COLOUR[sc.seat], dataset: { scoreItem: k },
      onmouseenter: () => light(k, true), onmouseleave: () => light(k, false), onfocus: () => light(k, true), onblur: () => light(k, false),
    }, h('span', { class: ['stone-icon', COLOUR[sc.seat]] }), ' ',
    t('lino.scored.item', { who: ui.short(sc.seat), colour: t('lino.' + COLOUR[sc.seat]), what: what(sc), points: t('score.points', { n: sc.points }) }))));
  if (switcher) show(kinds[0][0]);
  return h('details', { class: 'scoring', id: 'scoring', open: true }, h('summary', {}, t('lino.scored')), switcher, list);
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
// drawn again, else the tile picked, else the first.
function roving(svg) {
  const cells = [...svg.querySelectorAll('[role="button"][data-cell]')];
  if (!cells.length) return;
  const had = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.cell : undefined;
  const stop = cells.find((el) => el.dataset.cell === had) || cells.find((el) => el.classList.contains('picked')) || cells[0];
  for (const el of cells) el.setAttribute('tabindex', el === stop ? '0' : '-1');
  arrowKeys(svg, cells);
}
