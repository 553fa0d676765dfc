// LINX's tiles as the page draws and names them: a tile's colour and
// symbol in words, a tile face up (its pictogram and letter), a face-down
// tile's striped back, the mark of whose it is, the see-through tile a
// first tap placed, and the hand's and the panels' small tiles (linx.js
// draws the grid and the hand with them).
import { h, s } from './dom.js';
import { linxSymbol } from './pictures.js';
import { t } from './i18n/i18n.js';

// C is a cell's size in the grid's px.
export const C = 56;
// COLOURS are the tiles' colours by seat; one of no seat's (the fourth at
// three players) is the neutral tiles'.
export const COLOURS = ['y', 'b', 'p', 'g'];
// colourName and symName name a tile's colour and symbol for people.
export const colourName = (c) => t('linx.colour.' + c);
export const symName = (sym) => (/^[RPS]$/.test(sym) ? t('linx.sym.' + sym) : sym);
// symLetter is the letter a tile shows, its symbol's initial in the page's
// language: Italian's rock is S, for Sasso.
const symLetter = (sym) => (/^[RPS]$/.test(sym) ? t('linx.letter.' + sym) : sym);

// piece draws a tile as the board does, for the hand and the tiles known
// of a seat: its colour, its symbol's shape and letter. Its name is said
// by what holds it (a button's label, an image's).
// The symbol stands in the tile's upper part and the letter under it, at
// its foot, apart: a symbol drawn full size ran into its letter.
export function piece(c, sym, size) {
  return s('svg', { class: 'piece', viewBox: '0 0 40 40', width: size, height: size, 'aria-hidden': 'true', focusable: 'false' },
    s('rect', { x: 1, y: 1, width: 38, height: 38, rx: 6, class: ['tile', 'c-' + c] }),
    glyph(sym, 20, 17, 34, ['face-up', 'c-' + c], 36));
}

// HAND is a hand tile's size in px: a fingertip's target (44 px at
// least) whose symbol reads at a glance.
export const HAND = 52;

// tileName is a tile's name for people: "yellow rock".
export const tileName = (c, sym) => t('linx.tileName', { colour: colourName(c), sym: symName(sym) });

// knownTile draws, small, a tile known to be in a seat's hand.
export function knownTile(c, sym) {
  return h('span', { class: 'known-tile', role: 'img', 'aria-label': tileName(c, sym), title: tileName(c, sym) }, piece(c, sym, 22));
}

// glyph draws a face-up tile's symbol as a pictogram (pictures.js: a
// stone, a sheet, scissors) with its letter under it, an aid, not the
// key: the picture reads alone; cls names the tile's colour too, for the
// letter's ink (dark on yellow); letterY is the letter's baseline (under
// the symbol by default).
export function glyph(sym, x, y, size, cls, letterY) {
  const k = size / 40;
  return s('g', { class: cls }, linxSymbol(sym, x, y - 3 * k, k) || '', s('text', { x, y: letterY ?? y + 17 * k, 'text-anchor': 'middle', class: 'sym' }, symLetter(sym)));
}

// back draws a face-down tile's back over the cell at X,Y: its owner's
// colour c, solid, striped dark (the pattern says face down whatever the
// colours one tells apart) inside a light frame, and no symbol: a
// face-down tile is never covered, so its symbol (everyone saw it beat
// the covered one: the title and the log say it) no longer matters to a
// move. Face-down and face-up tiles, and lines of each, read apart at a
// glance (r22 #8: a striped tile with a symbol on a disc read as one more
// face-up tile).
export function back(c, X, Y, inset, stripes) {
  const w = C - 2 * inset;
  return [
    s('rect', { x: X + inset, y: Y + inset, width: w, height: w, rx: 6, class: ['tile', 'down', 'c-' + c] }),
    s('rect', { x: X + inset, y: Y + inset, width: w, height: w, rx: 6, class: 'back-hatch', fill: `url(#${stripes}-back)`, 'pointer-events': 'none' }),
    s('rect', { x: X + inset + 5, y: Y + inset + 5, width: w - 10, height: w - 10, rx: 3, class: 'back-frame', 'pointer-events': 'none' }),
  ];
}

// owner draws whose a tile is, besides its colour: the seat's number at
// the tile's corner (circled for team A, boxed for team B), or a plain
// diamond for a neutral tile, no stripes (those say face down). On a
// face-down tile (big), which shows no symbol,
// the number stands large in its middle: four stripe colours at a
// phone's cells were hard to tell apart (r24 #9), the number is not.
export function owner(v, colour, x, y, w, big = false) {
  const seat = COLOURS.indexOf(colour);
  if (seat < 0) return null;
  const r = big ? 12 : 7.5;
  const cx = big ? x + w / 2 : x + w - r - 1, cy = big ? y + w / 2 : y + r + 1;
  if (seat >= v.players) {
    return s('g', { class: 'owner neutral', 'pointer-events': 'none', dataset: { owner: 'none' } },
      s('polygon', { points: `${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}` }));
  }
  const box = v.teams && seat % 2 ? s('rect', { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r, rx: 1.5 }) : s('circle', { cx, cy, r });
  return s('g', { class: ['owner', big && 'big'], 'pointer-events': 'none', dataset: { owner: seat } }, box,
    s('text', { x: cx, y: cy + (big ? 6 : 3.5), 'text-anchor': 'middle' }, String(seat + 1)));
}

// ghost draws the tile picked, see-through, on the cell at X,Y that a
// first tap chose: face up on an empty cell, face down over a tile.
export function ghost(ui, X, Y, down) {
  const c = COLOURS[ui.seat];
  return s('g', { class: 'ghost', 'pointer-events': 'none', dataset: { ghost: ui.armed.cell } }, down
    ? back(c, X, Y, 6, 'stripes-live')
    : [s('rect', { x: X + 3, y: Y + 3, width: C - 6, height: C - 6, rx: 6, class: ['tile', 'c-' + c] }),
      glyph(ui.pick, X + C / 2, Y + C / 2, C - 12, ['face-up', 'c-' + c])]);
}
