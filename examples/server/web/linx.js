// LINX: the grid inside its square bound, the own hand, and placing a tile
// face up on an empty cell or face down on a tile it beats: pick the tile,
// then the cell.
import { h, s, bare, cell } from './dom.js';

const C = 56;
const COLOURS = ['r', 'b', 'p', 'g'];
const COLOUR_NAMES = { r: 'red', b: 'blue', p: 'pink', g: 'green' };
const SYMBOL_NAMES = { R: 'rock', P: 'paper', S: 'scissors' };
const NONE = new Set([undefined, null, '', '?', '-', '.']);

// symbols reads a hand, either an array of "R", "P", "S" or, before the
// wire's text form, base64 of symbol bytes (1 rock, 2 paper, 3 scissors).
function symbols(x) {
  if (Array.isArray(x)) return x.map(String);
  if (typeof x === 'string' && x) {
    try { return [...atob(x)].map((c) => ' RPS'[c.charCodeAt(0)] || '?'); } catch { return []; }
  }
  return [];
}

export function normalize(v) {
  v.players = v.players || (v.handSizes || []).length || 2;
  v.legalMoves = v.legalMoves || [];
  v.grid = v.grid || [];
  v.hand = symbols(v.hand);
  v.known = (v.known || []).map(symbols);
  v.handSizes = v.handSizes || [];
  v.pileSizes = v.pileSizes || [];
  if (!v.scores) v.scores = v.points || [];
  if (v.toMove === undefined) v.toMove = -1;
  return v;
}

function moveList(moves) {
  return moves.map((full) => {
    const t = bare(full).trim().split(/\s+/);
    return { full, verb: t[0].toLowerCase(), sym: (t[1] || '').toUpperCase(), cell: t[2] };
  });
}

export function pickValid(v, moves, pick) {
  return moveList(moves).some((m) => m.sym === pick && (m.verb === 'up' || m.verb === 'down'));
}

export function prompt() {
  return 'Your turn: pick a tile of your hand, then a cell';
}

export function mark(st, e) {
  if (e.kind === 'tile-placed') st.marks = [e.cell];
  else if (e.kind === 'line-made') st.marks = lineCells(e.line);
  else if (e.kind === 'round-started') st.marks = [];
}

function lineCells(line) {
  const m = /^(-?\d+,-?\d+)\.\.(-?\d+,-?\d+)$/.exec(String(line || ''));
  if (!m) return [];
  const [a, b] = [cell(m[1]), cell(m[2])];
  const n = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]));
  const out = [];
  for (let k = 0; k <= n; k++) out.push(`${a[0] + Math.sign(b[0] - a[0]) * k},${a[1] + Math.sign(b[1] - a[1]) * k}`);
  return out;
}

function teamOf(v, i) { return v.teams ? i % 2 : i; }

export function seats(v, ui) {
  const n = v.players;
  const panel = (i) => {
    const c = COLOURS[i];
    const known = (v.known[i] || []).filter((x) => !NONE.has(x));
    return h('div', { class: ['seat', i === ui.seat && 'me', i === v.toMove && 'to-move'], dataset: { seatPanel: i } },
      h('div', { class: 'seat-head' },
        h('span', { class: ['swatch', 'c-' + c] }), h('b', {}, ui.name(i)),
        i === v.toMove ? h('span', { class: 'badge' }, 'to move') : '',
        v.teams ? '' : h('span', { class: 'score', dataset: { scoreSeat: i } }, `${(v.scores || [])[i] ?? 0} won`)),
      h('div', { class: 'seat-hand' },
        h('span', { dataset: { handSize: i } }, `${v.handSizes[i] ?? 0} in hand`), ` · ${v.pileSizes[i] ?? 0} in pile`,
        i !== ui.seat && known.length ? h('span', { class: 'known', dataset: { knownOf: i } }, ' · known: ', known.map((x) => tileChip(c, x, true))) : ''));
  };
  if (!v.teams) return Array.from({ length: n }, (_, i) => panel(i));
  return [0, 1].map((t) => h('div', { class: ['team', teamOf(v, ui.seat) === t && 'mine'], dataset: { team: t } },
    h('div', { class: 'team-head' }, h('b', {}, `Team ${t === 0 ? 'A' : 'B'}`, h('small', {}, t === 0 ? ' seats 0 & 2' : ' seats 1 & 3')),
      h('span', { class: 'score', dataset: { teamScore: t } }, `${(v.scores || [])[t] ?? 0} won`)),
    panel(t), panel(t + 2)));
}

function tileChip(c, sym, small) {
  return h('span', { class: ['chip', 'c-' + c, small && 'mini'], title: `${COLOUR_NAMES[c]} ${SYMBOL_NAMES[sym] || sym}` }, sym);
}

// glyph draws a symbol: a fist for rock, a sheet for paper, blades for scissors,
// with its letter, so it reads at a glance on any screen and font.
function glyph(sym, x, y, size, cls) {
  const k = size / 40;
  let shape;
  if (sym === 'R') shape = s('circle', { cx: x, cy: y - 2 * k, r: 9 * k, class: 'glyph' });
  else if (sym === 'P') shape = s('rect', { x: x - 8 * k, y: y - 12 * k, width: 16 * k, height: 20 * k, rx: 1.5 * k, class: 'glyph' });
  else if (sym === 'S') shape = s('path', { d: `M${x - 9 * k},${y - 11 * k}L${x + 9 * k},${y + 7 * k}M${x + 9 * k},${y - 11 * k}L${x - 9 * k},${y + 7 * k}`, class: 'glyph blades' });
  return s('g', { class: cls }, shape || '', s('text', { x, y: y + 17 * k, 'text-anchor': 'middle', class: 'sym' }, sym));
}

export function board(v, ui, moves) {
  const ms = moveList(moves);
  const N = v.players === 2 ? 4 : 5;
  const stacks = new Map(v.grid.map((g) => [g.cell, g]));
  const coords = [...stacks.keys()].map(cell);
  let [x0, y0, x1, y1] = [0, 0, N - 1, N - 1];
  if (coords.length) {
    const xs = coords.map((c) => c[0]), ys = coords.map((c) => c[1]);
    const [ax, bx, ay, by] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    // Every cell of some N×N square that holds all the tiles.
    [x0, x1, y0, y1] = [bx - N + 1, ax + N - 1, by - N + 1, ay + N - 1];
  }
  for (const m of ms) if (m.cell) {
    const [x, y] = cell(m.cell);
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
  }
  const ups = new Map(ms.filter((m) => m.verb === 'up' && m.sym === ui.pick).map((m) => [m.cell, m]));
  const downs = new Map(ms.filter((m) => m.verb === 'down' && m.sym === ui.pick).map((m) => [m.cell, m]));
  const marks = new Set(ui.marks || []);
  const M = 22;
  const W = (x1 - x0 + 1) * C + M, H = (y1 - y0 + 1) * C + M;
  const px = (x) => M + (x - x0) * C, py = (y) => M + (y - y0) * C;
  const g = [];
  for (let x = x0; x <= x1; x++) g.push(s('text', { x: px(x) + C / 2, y: 15, class: 'axis', 'text-anchor': 'middle' }, x));
  for (let y = y0; y <= y1; y++) g.push(s('text', { x: 10, y: py(y) + C / 2 + 4, class: 'axis', 'text-anchor': 'middle' }, y));
  if (coords.length) {
    const xs = coords.map((c) => c[0]), ys = coords.map((c) => c[1]);
    const [ax, bx, ay, by] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    g.push(s('rect', { x: px(ax) - 1, y: py(ay) - 1, width: (bx - ax + 1) * C + 2, height: (by - ay + 1) * C + 2, class: 'extent' }));
  }
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const key = `${x},${y}`;
      const X = px(x), Y = py(y);
      const st = stacks.get(key);
      if (!st) {
        const up = ups.get(key);
        g.push(s('rect', { x: X + 3, y: Y + 3, width: C - 6, height: C - 6, rx: 6, class: ['cell', up && 'pickable target'], dataset: { cell: key, move: up && up.full },
          onclick: up ? () => ui.move(up.full) : undefined }, s('title', {}, up ? `${key}: put your ${SYMBOL_NAMES[ui.pick]} here face up` : key)));
        continue;
      }
      const upT = String(st.up || '');
      const downT = NONE.has(st.down) ? '' : String(st.down);
      const dn = downs.get(key);
      const cls = ['stack', dn && 'pickable cover', marks.has(key) && 'last'];
      const parts = [s('rect', { x: X + 3, y: Y + 3, width: C - 6, height: C - 6, rx: 6, class: ['tile', 'c-' + upT[0]] })];
      if (!downT) parts.push(glyph(upT[1], X + C / 2, Y + C / 2, C - 12, 'face-up'));
      if (downT) {
        parts.push(s('rect', { x: X + 10, y: Y + 10, width: C - 20, height: C - 20, rx: 4, class: ['tile', 'down', 'c-' + downT[0]] }));
        parts.push(glyph(downT[1], X + C / 2, Y + C / 2 - 1, C - 28, 'face-down'));
      }
      const title = `${key}: ${COLOUR_NAMES[upT[0]] || ''} ${SYMBOL_NAMES[upT[1]] || ''} face up` +
        (downT ? `, covered face down by ${COLOUR_NAMES[downT[0]] || ''} ${SYMBOL_NAMES[downT[1]] || ''}` : '') +
        (dn ? `: cover it with your ${SYMBOL_NAMES[ui.pick]}` : '');
      g.push(s('g', { class: cls, dataset: { cell: key, up: upT, down: downT || undefined, move: dn && dn.full },
        onclick: dn ? () => ui.move(dn.full) : undefined }, s('title', {}, title), parts));
    }
  }
  const svg = s('svg', { class: 'grid', viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'group', 'aria-label': 'the grid' }, g);

  // The own hand: pick a tile, then a cell.
  let hand = '';
  if (ui.seat >= 0) {
    const c = COLOURS[ui.seat];
    const can = new Set(ms.filter((m) => m.verb === 'up' || m.verb === 'down').map((m) => m.sym));
    const pass = ms.find((m) => m.verb === 'pass');
    hand = h('section', { class: 'hand', id: 'hand', dataset: { seat: ui.seat } },
      h('div', { class: 'label' }, `Your hand (${COLOUR_NAMES[c]}, ${v.hand.length})`),
      h('div', { class: 'groups' }, v.hand.map((sym) => can.has(sym)
        ? h('button', { class: ['chip', 'big', 'c-' + c, 'pickable', ui.pick === sym && 'picked'], dataset: { pick: sym, sym }, title: `place a ${SYMBOL_NAMES[sym]}`, onclick: () => ui.choose(sym) }, sym)
        : h('span', { class: ['chip', 'big', 'c-' + c], dataset: { sym } }, sym))),
      ui.pick ? h('p', { class: 'hint' }, `Now click an empty cell (face up, then draw 2) or a tile your ${SYMBOL_NAMES[ui.pick]} beats (face down).`)
        : can.size ? h('p', { class: 'hint' }, 'Pick a tile of your hand.') : '',
      pass ? h('button', { class: 'primary', dataset: { move: pass.full }, onclick: () => ui.move(pass.full) }, 'Pass: show my hand and draw 2') : '');
  }
  const neutral = v.players === 3 ? ` The ${COLOUR_NAMES[COLOURS[3]]} tiles belong to nobody.` : '';
  const caption = `Tiles must fit in a ${N}×${N} square. Rock beats scissors, scissors beat paper, paper beats rock. A small inner tile lies face down.${neutral}`;
  return h('div', { class: 'linx' }, h('p', { class: 'caption' }, caption), h('div', { class: 'fieldbox' }, svg), hand);
}

export function teamVerdict(v, ui) {
  if (!v.teams || !v.winners) return '';
  const mine = v.winners.includes(ui.seat);
  const t = v.winners.length ? teamOf(v, v.winners[0]) : -1;
  return t < 0 ? '' : `Team ${t === 0 ? 'A (seats 0 & 2)' : 'B (seats 1 & 3)'} won${ui.seat >= 0 ? (mine ? ': your team!' : '.') : '.'}`;
}

export function describe(e, ui) {
  const who = ui.short(e.seat);
  const team = (t) => (t === 0 ? 'team A' : 'team B');
  const tile = (t) => `${COLOUR_NAMES[String(t)[0]] || ''} ${SYMBOL_NAMES[String(t)[1]] || t}`.trim();
  switch (e.kind) {
    case 'tile-placed': return e.face === 'down' || e.faceDown
      ? `${who} covered ${e.cell} with ${tile(e.tile)}, face down.`
      : `${who} put ${tile(e.tile)} face up at ${e.cell}.`;
    case 'passed': return `${who} passed${e.hand ? ', showing ' + JSON.stringify(e.hand).replace(/["{}]/g, '') : ''}.`;
    case 'tiles-drawn': return `${who} drew ${e.count} tile${e.count === 1 ? '' : 's'}${Array.isArray(e.tiles) && e.tiles.every((t) => !NONE.has(t)) && e.tiles.length ? ': ' + e.tiles.map(tile).join(', ') : ''}.`;
    case 'line-made': return `${who} made a line ${e.line}${e.face ? ', ' + e.face : ''}!`;
    case 'turn-passed': return `${who === 'You' ? 'Your' : who + '’s'} turn.`;
    case 'round-won': return `Round ${e.round} goes to ${ui.view && ui.view.teams ? team(e.seat) : (e.seat === ui.seat ? 'you' : who)}${String(e.blocked) === 'true' ? ' (blocked: most tiles on top)' : ''}.`;
    case 'round-started': return `Round ${e.round} starts; ${e.seat === ui.seat ? 'you begin' : who + ' begins'}.`;
    case 'match-won': return `The match goes to ${ui.view && ui.view.teams ? team(e.seat) : e.seat === ui.seat ? 'you' : who}: ${(e.scores || []).join(' – ')}.`;
    default: return '';
  }
}
