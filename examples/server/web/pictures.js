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
    if (sym === 'R') out.push(s('circle', { cx: X + 10, cy: Y + 10, r: 5, class: 'pic-glyph c-' + c }));
    else if (sym === 'P') out.push(s('rect', { x: X + 6, y: Y + 4, width: 8, height: 12, class: 'pic-glyph c-' + c }));
    else out.push(s('path', { d: `M${X + 5},${Y + 5}L${X + 15},${Y + 15}M${X + 15},${Y + 5}L${X + 5},${Y + 15}`, class: 'pic-glyph blades c-' + c }));
  }
  return out;
}

const PICTURES = { linko, lino, linx };

// picture is the small picture of game's table, or null for a game the
// page does not know.
export function picture(game) {
  const draw = PICTURES[game];
  return draw ? s('svg', { class: 'pic', viewBox: '0 0 140 72', width: 140, height: 72, 'aria-hidden': 'true', focusable: 'false' }, draw()) : null;
}
