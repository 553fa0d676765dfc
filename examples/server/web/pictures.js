// Small pictures of each game's table, drawn in SVG, for the lobby's
// cards: a glance tells the games apart. They are decoration: the card's
// words say what each game is.
import { s } from './dom.js';

// card draws a Linko! card at x,y, its value large.
function card(x, y, value, tilt) {
  const joker = value === 'X';
  return s('g', { transform: `rotate(${tilt} ${x + 14} ${y + 40})` },
    s('rect', { x, y, width: 28, height: 40, rx: 4, class: joker ? 'pic-joker' : 'pic-card' }),
    s('text', { x: x + 14, y: y + 27, 'text-anchor': 'middle', class: 'pic-value' }, value));
}

function linko() {
  return [
    s('rect', { x: 6, y: 22, width: 28, height: 40, rx: 4, class: 'pic-back' }),
    card(42, 22, '7', -10), card(62, 20, '7', 0), card(82, 22, 'X', 10),
    card(112, 30, '3', 0),
  ];
}

function lino() {
  const out = [];
  const stones = { '1,0': 'black', '2,1': 'white', '3,1': 'black', '1,2': 'white', '4,0': 'white', '0,1': 'black' };
  for (let y = 0; y < 3; y++) {
    for (let x = 0; x < 6; x++) {
      if ((x === 0 && y === 2) || (x === 5 && y === 0)) continue; // a field's ragged edge
      const X = 12 + x * 19, Y = 14 + y * 19;
      out.push(s('rect', { x: X, y: Y, width: 17, height: 17, rx: 2, class: 'pic-tile' }));
      const st = stones[`${x},${y}`];
      if (st) out.push(s('circle', { cx: X + 8.5, cy: Y + 8.5, r: 6, class: 'pic-stone ' + st }));
    }
  }
  return out;
}

function linx() {
  const out = [];
  const tiles = [['y', 'R', 0, 0], ['b', 'P', 1, 0], ['y', 'S', 1, 1], ['b', 'R', 2, 1], ['y', 'P', 2, 2], ['b', 'S', 0, 2]];
  for (const [c, sym, x, y] of tiles) {
    const X = 34 + x * 22, Y = 8 + y * 22;
    out.push(s('rect', { x: X, y: Y, width: 20, height: 20, rx: 3, class: 'pic-linx c-' + c }));
    out.push(linxSymbol(sym, X + 10, Y + 10, 0.8));
  }
  return out;
}

// linxSymbol draws a LINX symbol as a pictogram centred at x,y, k times
// its size in a 40-unit tile (about 22 units across): a rounded stone with
// a highlight for rock, a sheet with a folded corner for paper, open
// blades on their rings for scissors. Each is light with a dark outline,
// so that it reads on every seat's colour, without its letter, at a
// phone's 38 px cells (r22 #8: a dot and a rectangle read as nothing).
export function linxSymbol(sym, x, y, k) {
  const at = { transform: `translate(${x} ${y}) scale(${k})` };
  if (sym === 'R') {
    return s('g', { ...at, class: 'sym-pic rock' },
      s('path', { d: 'M-10.5,2.5C-11.5,-4.5 -5,-10 1,-9.5C7.5,-9 11.5,-4 10.5,2.5C10,7.5 5,9.5 -0.5,9.5C-6.5,9.5 -10,7 -10.5,2.5Z', class: 'stone' }),
      s('ellipse', { cx: -3.5, cy: -4.5, rx: 3.6, ry: 2, transform: 'rotate(-20 -3.5 -4.5)', class: 'shine' }));
  }
  if (sym === 'P') {
    return s('g', { ...at, class: 'sym-pic paper' },
      s('path', { d: 'M-8,-11H3L8,-6V11H-8Z', class: 'sheet' }),
      s('path', { d: 'M3,-11V-6H8Z', class: 'fold' }),
      s('path', { d: 'M-5,-2H5M-5,2H5M-5,6H3', class: 'ruled' }));
  }
  if (sym === 'S') {
    return s('g', { ...at, class: 'sym-pic scissors' },
      s('path', { d: 'M-2.5,4L7,-11.5M2.5,4L-7,-11.5', class: 'blade-edge' }),
      s('path', { d: 'M-2.5,4L7,-11.5M2.5,4L-7,-11.5', class: 'blade' }),
      s('circle', { cx: -5, cy: 7.5, r: 3.6, class: 'ring' }),
      s('circle', { cx: 5, cy: 7.5, r: 3.6, class: 'ring' }),
      s('circle', { cx: 0, cy: -0.5, r: 1.2, class: 'pivot' }));
  }
  return null;
}

const PICTURES = { linko, lino, linx };

// picture is the small picture of game's table, or null for a game the
// page does not know.
export function picture(game) {
  const draw = PICTURES[game];
  return draw ? s('svg', { class: 'pic', viewBox: '0 0 140 72', width: 140, height: 72, 'aria-hidden': 'true', focusable: 'false' }, draw()) : null;
}
