// Lino: the field with its x and y axes, the stones of both colours, the
// faces of the bonus game; a tile is moved by clicking it, then its target;
// a stone goes on an empty tile by clicking it.
import { h, s, bare, cell } from './dom.js';

const C = 40; // a cell's size in the drawing
const COLOUR = ['black', 'white'];
const STONES = 24;

export function normalize(v) {
  if (v.position) { // the View before the wire's flat envelope
    const p = v.position;
    v = Object.assign({}, p, { seat: v.seat, toMove: v.toMove, legalMoves: v.legalMoves, over: v.over, winners: v.winners, scores: v.scores });
    v.rounds = v.rounds || (p.options && p.options.rounds);
    v.bonus = p.options && p.options.bonus;
  }
  v.players = v.players || 2;
  v.legalMoves = v.legalMoves || [];
  v.tiles = v.tiles || [];
  v.stones = v.stones || [[], []];
  v.moved = v.moved || [];
  v.vacated = v.vacated || [];
  if (!v.scores) v.scores = [0, 1].map((i) => ((v.points || [])[i] || 0) + ((v.totals || [])[i] || 0));
  if (v.toMove === undefined) v.toMove = -1;
  return v;
}

function moveList(moves) {
  return moves.map((full) => {
    const t = bare(full).trim().split(/\s+/);
    return { full, verb: t[0], from: t[1], to: t[t[0] === 'move' ? 2 : 1] };
  });
}

export function pickValid(v, moves, pick) {
  return moveList(moves).some((m) => m.verb === 'move' && m.from === pick);
}

export function prompt(v) {
  if (v.phase === 'building') return 'Your turn: move a tile (click it, then where it goes)';
  if (v.phase === 'filling') return 'Your turn: place a stone on an empty tile';
  return 'Your move';
}

// mark remembers the cells of the last move, to ring them on the field.
export function mark(st, e) {
  if (e.kind === 'tile-moved') st.marks = [e.to];
  else if (e.kind === 'stone-placed') st.marks = [e.cell];
  else if (e.kind === 'round-started') st.marks = [];
}

export function seats(v, ui) {
  return [0, 1].map((i) => {
    const placed = (v.stones[i] || []).length;
    return h('div', { class: ['seat', i === ui.seat && 'me', i === v.toMove && 'to-move'], dataset: { seatPanel: i } },
      h('div', { class: 'seat-head' },
        h('span', { class: ['stone-icon', COLOUR[i]] }),
        h('b', {}, ui.name(i)), i === v.toMove ? h('span', { class: 'badge' }, 'to move') : '',
        h('span', { class: 'score', dataset: { scoreSeat: i } }, `${(v.scores || [])[i] ?? 0} pts`)),
      h('div', { class: 'seat-hand' }, `${COLOUR[i]} · ${STONES - placed} stones left`,
        v.rounds > 1 && v.points && v.totals ? ` · round ${v.points[i]}, before ${v.totals[i]}` : ''));
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

export function board(v, ui, moves) {
  const ms = moveList(moves);
  const tiles = new Map(v.tiles.map((t) => [t.cell, t.face]));
  const stoneOf = new Map();
  v.stones.forEach((list, i) => (list || []).forEach((c) => stoneOf.set(c, i)));
  const moved = new Set(v.moved);
  const vacated = new Set(v.vacated);
  const movable = new Set(ms.filter((m) => m.verb === 'move').map((m) => m.from));
  const targets = new Map(ms.filter((m) => m.verb === 'move' && m.from === ui.pick).map((m) => [m.to, m]));
  const places = new Map(ms.filter((m) => m.verb === 'place').map((m) => [m.to, m]));
  const marks = new Set(ui.marks || []);

  // The drawing's bounds: every tile, vacated cell and possible target, and a margin.
  const all = [...tiles.keys(), ...vacated, ...ms.filter((m) => m.verb === 'move').map((m) => m.to)].map(cell);
  let [x0, y0, x1, y1] = [0, 0, 9, 7];
  if (all.length) {
    x0 = Math.min(...all.map((c) => c[0])); x1 = Math.max(...all.map((c) => c[0]));
    y0 = Math.min(...all.map((c) => c[1])); y1 = Math.max(...all.map((c) => c[1]));
  }
  if (v.phase === 'building') { x0--; y0--; x1++; y1++; }
  const W = (x1 - x0 + 1) * C + 24;
  const H = (y1 - y0 + 1) * C + 24;
  const px = (x) => 24 + (x - x0) * C;
  const py = (y) => 24 + (y - y0) * C;

  const g = [];
  for (let x = x0; x <= x1; x++) g.push(s('text', { x: px(x) + C / 2, y: 16, class: 'axis', 'text-anchor': 'middle' }, x));
  for (let y = y0; y <= y1; y++) g.push(s('text', { x: 12, y: py(y) + C / 2 + 4, class: 'axis', 'text-anchor': 'middle' }, y));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const key = `${x},${y}`;
      const X = px(x), Y = py(y);
      if (tiles.has(key)) {
        const movableHere = movable.has(key);
        const attrs = {
          x: X + 2, y: Y + 2, width: C - 4, height: C - 4, rx: 4,
          class: ['tile', moved.has(key) && 'moved', movableHere && 'pickable', ui.pick === key && 'picked', places.has(key) && 'pickable place', marks.has(key) && 'last'],
          dataset: { cell: key },
        };
        if (movableHere) { attrs.dataset.pick = key; attrs.onclick = () => ui.choose(key); }
        const pl = places.get(key);
        if (pl) { attrs.dataset.move = pl.full; attrs.onclick = () => ui.move(pl.full); }
        const title = s('title', {}, `${key}${moved.has(key) ? ' (moved)' : ''}${pl ? ': place a stone here' : movableHere ? ': move this tile' : ''}`);
        g.push(s('rect', attrs, title));
        if (stoneOf.has(key)) {
          g.push(s('circle', { cx: X + C / 2, cy: Y + C / 2 + 1, r: C * 0.3, class: ['stone', COLOUR[stoneOf.get(key)], marks.has(key) && 'last'], dataset: { stone: stoneOf.get(key), cell: key }, 'pointer-events': 'none' }));
        }
        const f = faceMark(tiles.get(key), X, Y); // on top: a face under a stone still counts for stars
        if (f) g.push(f);
      } else {
        if (vacated.has(key)) g.push(s('g', { class: 'vacated', dataset: { vacated: key } }, s('title', {}, `${key}: a tile was moved away; no tile may come here`),
          s('path', { d: `M${X + 12},${Y + 12}L${X + C - 12},${Y + C - 12}M${X + C - 12},${Y + 12}L${X + 12},${Y + C - 12}` })));
        const t = targets.get(key);
        if (t) g.push(s('rect', { x: X + 3, y: Y + 3, width: C - 6, height: C - 6, rx: 4, class: 'target pickable', dataset: { move: t.full, cell: key }, onclick: () => ui.move(t.full) }, s('title', {}, `move the tile here: ${key}`)));
      }
    }
  }
  const svg = s('svg', { class: 'field', viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'group', 'aria-label': 'the field' }, g);
  const left = [0, 1].map((i) => STONES - (v.stones[i] || []).length);
  const empty = v.tiles.length - v.stones.flat().length;
  const caption = v.over === true || v.phase === 'over' ? `The field at the end: ${empty} tiles empty.`
    : v.phase === 'building'
    ? `Building: ${v.moved.length} of 6 tiles moved. Moved tiles have a blue edge; × marks a cell no tile may enter.`
    : `Filling: black has ${left[0]} stones left, white ${left[1]}. ${empty} tiles empty.`;
  return h('div', { class: 'lino' }, h('p', { class: 'caption' }, caption), h('div', { class: 'fieldbox' }, svg));
}

export function describe(e, ui) {
  const who = ui.short(e.seat);
  const pts = (n) => `${n} point${n === 1 ? '' : 's'}`;
  switch (e.kind) {
    case 'tile-moved': return `${who} moved the tile at ${e.from} to ${e.to}.`;
    case 'filling-started': return `The field is built. ${who} place${e.seat === ui.seat ? '' : 's'} the first stone.`;
    case 'stone-placed': return `${who} placed a stone on ${e.cell}.`;
    case 'row-closed': return `${who} closed the row ${e.row}: ${pts(e.points)}.`;
    case 'run-scored': return `${who === 'You' ? 'Your' : who + '’s'} run ${e.row} scores ${pts(e.points)}.`;
    case 'number-scored': return `The empty tile ${e.cell} gives ${who === 'You' ? 'you' : who} ${pts(e.points)}.`;
    case 'star-scored': return `The star at ${e.cell} gives ${who === 'You' ? 'you' : who} ${pts(e.points)}.`;
    case 'round-ended': return `Round ${e.round} is over: black ${(e.scores || [])[0]}, white ${(e.scores || [])[1]}.`;
    case 'round-started': return `Round ${e.round} starts on the same field; ${who} place${e.seat === ui.seat ? '' : 's'} first.`;
    case 'game-ended': return `The game is over: black ${(e.scores || [])[0]}, white ${(e.scores || [])[1]}.`;
    default: return '';
  }
}
