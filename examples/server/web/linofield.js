// Lino's field's frame and box (lino.js board): the cells the drawing
// holds (still while the field is built, the tiles' own in play), how
// far apart its cells stand on a phone, and the box that scrolls the
// field sideways where the screen is narrower, with its bar (the arrows,
// the whole field or zoomed in), kept as the player left it while the
// field is drawn again at every move.
import { h, s, cell } from './dom.js';
import { t } from './i18n/i18n.js';
import { PHONE } from './follow.js';
import { C } from './linotiles.js';

// frameOf is the drawing's bounds, [x0, y0, x1, y1], for the view v, its
// tiles (a map by cell), the tiles moved and the cells vacated (sets).
// While the field is built they hold still: the opening field (the tiles
// not moved, the cells they left) with a margin round it, grown by the
// ring round every tile moved (where a tile may go next), never shrunk
// (r31 #6: the frame drawn round the tiles of the moment went from F–Q to
// F–R to G–R, every tile shifting under the next click; r24 #6: the
// others' turn drew it smaller). The margin is two cells on a desktop,
// which has the room: a move there re-frames the field only when it
// carries a tile two cells past the opening field; on a phone two rows
// (the page scrolls down) but one column, so that 390 px hold the opening
// field and its ring whole (fieldbox). In play the bounds are the tiles
// alone: a vacated cell never holds a tile again, nor a stone (the
// rules), so a row or column at the edge that only such cells reach is
// cropped, and a phone's tiles are the larger for it (r36 #9); the
// vacated cells within the tiles' bounds stay marked.
export function frameOf(v, tiles, moved, vacated) {
  const bounds = (cells, dx, dy) => cells.length ? [Math.min(...cells.map((c) => c[0])) - dx, Math.min(...cells.map((c) => c[1])) - dy,
    Math.max(...cells.map((c) => c[0])) + dx, Math.max(...cells.map((c) => c[1])) + dy] : null;
  const union = (a, b) => (!a ? b : !b ? a : [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])]);
  if (v.phase === 'building') {
    const opening = [...[...tiles.keys()].filter((k) => !moved.has(k)), ...vacated].map(cell);
    const margin = matchMedia(PHONE).matches ? [1, 2] : [2, 2];
    return union(bounds(opening, ...margin), bounds([...opening, ...[...moved].map(cell)], 1, 1)) || [0, 0, 9, 7];
  }
  return bounds([...tiles.keys()].map(cell), 0, 0) || [0, 0, 9, 7];
}

// TAPPED is the distance, in CSS px, between the middles of two cells on
// a phone zoomed in ("Zoom in", at the player's asking): a finger's
// cell (at 28 px a thumb missed, r23; at 36 px 12 columns did not fit
// 390 px, r24 #1).
export const TAPPED = 30;
// LEAST is the least width, in CSS px, of a tile on the screen (the tile
// is the target of a tap): WCAG 2.2's 2.5.8, a target of 24 px at least.
// On a phone the field is drawn whole in the screen's width down to
// tiles of that size (r32 #1: zoomed in at 30 px a cell, a field in play
// of 12 columns scrolled sideways, its right column cut, and a row is
// closed, a line spotted, by seeing the field whole; a small cell costs
// no wrong move, a first tap only previews it); wider than that (some 14
// columns or more), it scrolls sideways, the exception.
export const LEAST = 24;
// ZOOM_BY is how much wider than the screen "Zoom in" draws a field that
// is whole at a finger's cells already: a third, its tiles 36 px at 390
// px (the drawing's own size), the field scrolling sideways.
const ZOOM_BY = 4 / 3;

// scrolled is how far the player scrolled the field sideways (on a phone),
// kept while the field is drawn again at every move: a second tap lands
// where the first did. null until the first drawing, which centres the field.
let scrolled = null;
// swiped: the player has scrolled the field by hand (or by its arrows):
// the line that says it scrolls is said no more.
let swiped = false;
// ZOOM keeps in this tab's storage whether the player asked to see the
// whole field at once (smaller cells, no sideways scroll) or zoomed in,
// for the game they asked it in ({at, whole}: at, the page's address),
// kept while the field is drawn again and the page reloaded, until they
// ask otherwise (r33 #1); with none asked the field is whole (the
// session's decision, #38 r32, reopening r24's: whole in the width when
// its tiles can be LEAST px wide or more, scrolling sideways beyond).
const ZOOM = 'tabletop.lino.zoom';
const here = () => location.pathname + location.search;
// chosenWhole reports whether the field is drawn whole here: the player
// did not ask to zoom in.
function chosenWhole() {
  try {
    const o = JSON.parse(sessionStorage.getItem(ZOOM) || 'null');
    return !(o && o.at === here() && o.whole === false);
  } catch { return !zoomedHere; }
}
// choose keeps the player's choice, whole or zoomed in.
function choose(whole) {
  zoomedHere = !whole;
  try { sessionStorage.setItem(ZOOM, JSON.stringify({ at: here(), whole })); } catch { /* storage off: kept in zoomedHere */ }
}
// zoomedHere: the choice where the tab's storage is off, until the page
// is left.
let zoomedHere = false;

// endShown: the page's address whose game over showed the field whole
// (fieldbox), once: the player may zoom in on it again.
let endShown = '';
// barShown, tipShown: whether the last field drawn showed its bar and
// the line that names its zoom.
let barShown = false, tipShown = false;
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
// the fade; else the last move's, once; and the cell the keys focus.
// The game over, the field is shown whole once (over), its last scores
// and their labels in sight (r35 #4: it ended zoomed in, columns F–I cut).
export function fieldbox(svg, zoomTip, over) {
  if (over && endShown !== here()) {
    endShown = here();
    choose(true);
  }
  const whole = chosenWhole;
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
  // The zoom, a magnifier and its words, at the field's top right edge
  // (r33 #1: a pinch was no way, and a newcomer saw no other).
  const words = h('span', {});
  const zoom = h('button', { type: 'button', class: 'field-zoom', onclick: () => { choose(!whole()); swiped = true; size(); } }, glass(), words);
  // (The bar and the zoom's line drawn as the last field had them, until
  // sized: the field drawn again at a move does not jump down by the bar.)
  const bar = h('div', { class: 'field-bar', hidden: !barShown }, toLeft, tip, zoom, toRight);
  if (zoomTip) zoomTip.hidden = !tipShown;
  const tapped = svg.style.minWidth;
  // zoomed is the field's width zoomed in, in CSS px: its cells a finger
  // wide (TAPPED), and where the field whole has them so already (390 px
  // hold the opening field's 12 columns at some 30 px, r33 #1: its 27 px
  // tiles read small, and nothing zoomed) ZOOM_BY times the box's width,
  // up to the drawing's own size (a desktop's cells).
  const zoomed = () => Math.max(parseFloat(tapped), Math.min(svg.viewBox.baseVal.width, Math.ceil(box.clientWidth * ZOOM_BY)));
  // size draws the field at the size chosen: its cells a finger wide, or
  // all of it in the box's width.
  const size = () => {
    const wide = zoomed();
    svg.style.minWidth = whole() ? `${svg.dataset.least}px` : `${wide}px`;
    words.textContent = whole() ? t('lino.field.zoom') : t('lino.field.whole');
    zoom.classList.toggle('out', !whole());
    zoom.setAttribute('aria-pressed', String(whole()));
    box.style.paddingRight = '';
    let room = box.scrollWidth - box.clientWidth;
    if (room > 0 && rows) {
      // Room to the right so that the last stop, too, is a column's edge.
      box.style.paddingRight = `${(column() - (room % column())) % column()}px`;
      room = box.scrollWidth - box.clientWidth;
    }
    bar.hidden = !(wide > box.clientWidth + 1); // (a desktop holds the field at its own size: nothing to zoom)
    if (zoomTip) zoomTip.hidden = bar.hidden || !whole();
    barShown = !bar.hidden;
    tipShown = !!zoomTip && !zoomTip.hidden;
    for (const b of [toLeft, toRight]) b.hidden = room <= 0; // (whole, a field of 14 columns or more scrolls too)
    if (room > 0) box.scrollLeft = stop(scrolled === null ? room / 2 : Math.min(scrolled, room));
    inSight();
    follow();
  };
  // inSight scrolls the cell selected, or the tile picked, else the last
  // move's cells when new, wholly into sight: its ring too, right of the
  // rows' numbers, left of the fade at the right edge (style.css).
  const inSight = (focused) => {
    const ring = [...svg.querySelectorAll('.last-ring')];
    const last = ring.map((r) => r.dataset.ring).join(' ');
    const at = focused || svg.querySelector('.armed') || svg.querySelector('.picked') || (last !== seen && ring[0]);
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
  // The cell the keys focus comes wholly into sight (r35 #8: a target
  // scrolled past the box's edge), as one tapped does.
  box.addEventListener('focusin', (e) => { if (e.target.matches(':focus-visible') && e.target.dataset.cell) inSight(e.target); });
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

// glass is the zoom's magnifier, a plus in it (a minus zoomed in: phone.css).
function glass() {
  return s('svg', { class: 'zoom-glass', viewBox: '0 0 24 24', 'aria-hidden': 'true' },
    s('circle', { cx: 10, cy: 10, r: 6.5 }), s('path', { d: 'M15 15 21 21M7 10h6' }), s('path', { class: 'plus', d: 'M10 7v6' }));
}
