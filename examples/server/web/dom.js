// Small helpers to build DOM and SVG without a framework, and to call the
// server.
import { lang, t } from './i18n/i18n.js';
import * as memory from './memory.js';

const SVG = 'http://www.w3.org/2000/svg';

// classes joins a class list given as a string or as nested arrays with
// false and null for the classes that do not apply: ['meld', ['top',
// attacked && 'attacked']] is "meld top attacked" or "meld top".
function classes(v) {
  return [v].flat(Infinity).filter(Boolean).join(' ');
}

function build(el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') { const c = classes(v); if (c) el.setAttribute('class', c); }
    else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'text') el.textContent = v;
    else if (k === 'dataset') for (const [dk, dv] of Object.entries(v)) { if (dv !== undefined && dv !== null && dv !== false) el.dataset[dk] = dv; }
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  // A clickable thing that is not a button (an SVG cell, a tile) can be
  // reached and pressed with the keyboard too.
  if (attrs && typeof attrs.onclick === 'function' && !['BUTTON', 'A'].includes(el.tagName.toUpperCase())) {
    el.setAttribute('tabindex', '0');
    el.setAttribute('role', 'button');
    el.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); attrs.onclick(e); }
    });
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

// h builds an HTML element: h('button', {class: 'x', onclick: f}, 'text').
export function h(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

// s builds an SVG element.
export function s(tag, attrs, ...children) {
  return build(document.createElementNS(SVG, tag), attrs, children);
}

// HTTPError is a failed request: its status, the server's sentence for a
// person (message, what the page shows), and for a refused move its reason
// code ("not-your-turn", "not-in-hand", ...).
export class HTTPError extends Error {
  constructor(status, message, reason = '') { super(message); this.status = status; this.reason = reason; }
}

// api calls the server and returns its JSON, or throws an HTTPError with the
// server's sentence: {"message": ...}; the developer's {"error": ...} only
// from a server older than message.
export async function api(method, path, body, token) {
  // The server writes its sentences (the library's, its errors') in the
  // page's language.
  const headers = { Accept: 'application/json', 'Accept-Language': lang };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = 'Bearer ' + token;
  let res;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new HTTPError(0, t('page.unreachable', { why: err.message }));
  }
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = null; }
  if (!res.ok) {
    const msg = data && (data.message || data.error) ? data.message || data.error : (text || res.statusText);
    throw new HTTPError(res.status, msg, (data && data.reason) || '');
  }
  return data;
}

// cell reads a View's "x,y" into [x, y].
export function cell(text) {
  const [x, y] = String(text).split(',').map((n) => parseInt(n, 10));
  return [x, y];
}

// cellNamer returns the names of a board's cells as people read them,
// like a board game's squares: a column letter from A and a row number
// from 1, "C4". The view's axes give them, the same as the library's
// sentences ({"left", "top", "columns", "rows"}: cell x,y is
// columns[x-left] + rows[y-top]), so that a cell keeps its name as the
// field grows. A view without axes (a server older than them) has its
// cells named from the drawing's corner x0,y0, and shown says so: the
// board then draws no axes, as its names may change. Never 0 or below.
export function cellNamer(v, x0, y0) {
  const a = v && v.axes;
  const drawn = (key) => { const [x, y] = cell(key); return letters(x - x0) + String(y - y0 + 1); };
  if (!a || !Array.isArray(a.columns) || !Array.isArray(a.rows)) return Object.assign(drawn, { shown: false, column: () => '', row: () => '' });
  const column = (x) => a.columns[x - a.left] ?? '';
  const row = (y) => a.rows[y - a.top] ?? '';
  const name = (key) => { const [x, y] = cell(key); return column(x) && row(y) ? column(x) + row(y) : drawn(key); };
  return Object.assign(name, { shown: true, column, row });
}

// ARROWS are the arrow keys' steps on a board.
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

// arrowKeys moves the focus among cells, the controls of the board svg
// (each with data-cell), with the arrow keys: to the nearest in the
// arrow's direction, the same row or column first. Where the cells are
// one stop of the Tab key (Lino's field), the stop moves with the focus;
// where each is a stop (LINX's grid), Tab goes on through them too.
export function arrowKeys(svg, cells) {
  svg.addEventListener('keydown', (e) => {
    const step = ARROWS[e.key];
    const from = e.target.closest && e.target.closest('[data-cell]');
    if (!step || !from || !cells.includes(from)) return;
    e.preventDefault();
    const [x, y] = cell(from.dataset.cell);
    let best = null, bestScore = Infinity;
    for (const el of cells) {
      const [cx, cy] = cell(el.dataset.cell);
      const along = (cx - x) * step[0] + (cy - y) * step[1];
      if (along <= 0) continue;
      const across = Math.abs((cx - x) * step[1]) + Math.abs((cy - y) * step[0]);
      const score = along + 2 * across;
      if (score < bestScore) { best = el; bestScore = score; }
    }
    if (!best) return;
    if (best.getAttribute('tabindex') === '-1') {
      from.setAttribute('tabindex', '-1');
      best.setAttribute('tabindex', '0');
    }
    best.focus();
  });
}

// focusOn puts the focus on el, with no scroll; on a field whose cells
// are one stop of the Tab key (arrowKeys), the stop moves there.
export function focusOn(el) {
  const field = el.getAttribute('tabindex') === '-1' && el.closest('svg');
  if (field) {
    field.querySelectorAll('[data-cell][tabindex="0"]').forEach((x) => x.setAttribute('tabindex', '-1'));
    el.setAttribute('tabindex', '0');
  }
  el.focus({ preventScroll: true });
}

// letters writes a column's index from 0 as A, B, …, Z, AA, AB, ….
function letters(i) {
  let out = '';
  for (let n = Math.max(0, i) + 1; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

// minus writes the library's negative numbers with a true minus sign,
// as the page's panels do: "you scored −3".
export function minus(text) {
  return String(text).replace(/(^|[\s(\[:;,])-(?=\d)/g, '$1\u2212');
}

// seatName is how people count seats: from 1.
export function seatName(i) {
  return t('seat.name', { n: i + 1 });
}

// moveButton is the button of the move m, its text the library's label
// (or text, for a card drawn as a card, which the label then names), and
// the library's preview beside it, shown on hover and focus and read as
// the button's description.
let previews = 0;
export function moveButton(m, onclick, attrs = {}, text = m.label) {
  const id = `preview-${++previews}`;
  const button = h('button', Object.assign({ dataset: moveData(m), onclick, 'aria-describedby': m.preview ? id : undefined,
    'aria-label': text === m.label ? undefined : m.label, title: text === m.label ? undefined : m.label }, attrs), text);
  return h('span', { class: 'move' }, button, m.preview ? h('span', { class: 'preview', id, role: 'note' }, minus(m.preview)) : '');
}

// teller makes the line out say what the board's control under the
// pointer or the focus would do, so that a preview reads at once, not
// after a tooltip's delay; it returns the handlers a control takes, given
// its words.
export function teller(out) {
  const idle = out.textContent;
  const say = (text) => () => { out.textContent = text; out.classList.toggle('telling', text !== idle); };
  // Only a pointer that hovers, or focus the keys moved, points at a
  // control: a finger's tap (the confirm bar says the move) or the focus
  // the page puts back after a redraw must not leave a preview standing.
  const pointed = (text) => (e) => { if (e.pointerType === 'mouse') say(text)(); };
  const keyed = (text) => (e) => { if (e.target.matches(':focus-visible')) say(text)(); };
  return (text) => (text ? { onpointerenter: pointed(text), onfocus: keyed(text), onpointerleave: say(idle), onblur: say(idle) } : {});
}

// lastRing rings a cell the others' last move touched: a dashed square
// inside the cell from x, y, size wide, seen by its shape as well as its
// colour, until the player moves.
export function lastRing(x, y, size, key) {
  return s('rect', { x, y, width: size, height: size, rx: 6, class: 'last-ring', dataset: { ring: key }, 'pointer-events': 'none' });
}

// othersLast returns the cells of the last move marked, if another seat
// made it: one's own move needs no ring.
export function othersLast(ui) {
  return new Set(ui.marks.by !== ui.seat ? ui.marks.last || [] : []);
}

// moveTitle is the tooltip of a board's cell that makes the move m: its
// label and preview, or what else when the library labels it by its
// choice alone.
export function moveTitle(m, other) {
  if (!m.label) return other;
  return minus(m.preview ? t('colon', { a: m.label, b: m.preview }) : m.label);
}

// moveData is the data-* of a control that makes the move m: the move as
// JSON (as it is sent) and its kind.
export function moveData(m, more) {
  return Object.assign({ move: JSON.stringify(m), kind: m.kind }, more);
}

// lineCells lists the cells of a View's line or row "x0,y0..x1,y1".
export function lineCells(line) {
  const m = /^(-?\d+,-?\d+)\.\.(-?\d+,-?\d+)$/.exec(String(line || ''));
  if (!m) return [];
  const [a, b] = [cell(m[1]), cell(m[2])];
  const n = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]));
  const out = [];
  for (let k = 0; k <= n; k++) out.push(`${a[0] + Math.sign(b[0] - a[0]) * k},${a[1] + Math.sign(b[1] - a[1]) * k}`);
  return out;
}

// paceSelect is the choice of the pause between the others' moves, which
// this browser remembers: the lobby's (for the computer players of a new
// table) and the table's (for the moves it shows) are the same setting.
export function paceSelect(id, onchange) {
  const sel = h('select', { id, name: 'pace', onchange: () => { memory.setPace(parseInt(sel.value, 10)); if (onchange) onchange(); } },
    Object.entries(memory.PACES).map(([k, ms]) => h('option', { value: ms }, t('pace.' + k))));
  sel.value = String(memory.pace());
  return sel;
}

// reveal scrolls el, when it ends below the fold, into view, its bottom
// at the window's: the own hand when a turn begins.
export function reveal(el) {
  if (!el) return;
  // Its scroll margin (style.css) keeps it clear of a phone's confirm bar.
  const room = parseFloat(getComputedStyle(el).scrollMarginBottom) || 0;
  if (el.getBoundingClientRect().bottom > window.innerHeight - room) el.scrollIntoView({ block: 'end', behavior: 'instant' });
}

// rooms holds, for each element keepRoom holds the place of, the screen's
// width it was measured at and the most height it has had there.
const rooms = new WeakMap();

// keepRoom makes el's least height the most it has had at this screen's
// width, so that what stands under it never rises when its words get
// shorter (a turn's status, "Since your move"), to come down again at the
// next turn: a page that jumps under the finger. It sets the CSSOM, which
// the page's policy allows (no style attribute). A new at (a tutorial's
// step) measures afresh.
export function keepRoom(el, at = '') {
  let room = rooms.get(el);
  if (!room || room.width !== innerWidth || room.at !== at) {
    room = { width: innerWidth, at, high: 0 };
    rooms.set(el, room);
    el.style.minHeight = '';
  }
  const high = el.getBoundingClientRect().height;
  if (high > room.high) {
    room.high = high;
    el.style.minHeight = `${Math.ceil(high)}px`;
  }
}

// focusKey names the control el of root so that the same control can take
// the focus back once the page is drawn again: a keyboard player goes on
// where they were. It is null for a control outside root, '' for one
// with no name.
export function focusKey(root, el) {
  if (!el || !root.contains(el)) return null;
  const d = el.dataset || {};
  if (d.pick !== undefined) return `[data-pick="${CSS.escape(d.pick)}"]`;
  if (d.cell !== undefined) return `[data-cell="${CSS.escape(d.cell)}"][tabindex]`;
  if (d.move !== undefined) return `[data-move="${CSS.escape(d.move)}"]`;
  if (el.id) return '#' + CSS.escape(el.id);
  return '';
}
