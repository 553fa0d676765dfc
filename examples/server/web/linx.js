// LINX: the grid inside its square bound, the own hand, and placing a tile
// face up on an empty cell or face down on a tile it beats: pick the tile,
// then the cell. Every tile says whose it is by its colour and by a mark:
// its seat's number (in a circle for team A, a square for team B), a
// diamond on the neutral tiles, so that no one needs to tell colours
// apart. Stripes are a face-down tile's alone: striped neutral tiles read
// as a block of face-down ones (r28 #4).
import { h, s, arrowKeys, cell, cellNamer, lastRing, lineCells, moveButton, moveData, moveTitle, othersLast, seatName, teller } from './dom.js';
import { flipData } from './motion.js';
import { armedIs, touchScreen } from './touch.js';
import { C, COLOURS, colourName, symName, HAND, tileName, piece, knownTile, glyph, back, owner, ghost } from './linxtiles.js';
import { PHONE } from './follow.js';
import { lines, marks as lineMarks, key as linesKey, ownCover } from './linxlines.js';
import { t } from './i18n/i18n.js';

// hintWhy says why the Hint's move is the one where its preview does not.
export { linxWhy as hintWhy } from './reasons.js';

const NONE = new Set([undefined, null, '', '?', '-', '.']);
// WINS is how many round wins take the match (the rules: the first to 2).
const WINS = 2;

// outcome is true of an event that tells what the move before it brought
// about: a round won, the match won, which name a team, or at a blocked
// end the seat with the most tiles, not the mover. It is shown with that
// move (pacing.js drain): a pause of its own before it drew the view read
// meanwhile, the next round's turn, before the result (r31 #8).
export const outcome = (e) => e.kind === 'round-won' || e.kind === 'match-won';

// stillBoard: the lesson's coach keeps its tallest step's room (tutorial.js),
// for the grid under it is sized by the room it leaves (tutorial.css).
export const stillBoard = true;

export function prompt() {
  return t('linx.prompt');
}

// round says which round is played, or, while the board holds a round's
// result, which round it is.
export function round(v, ui) {
  const ended = ui && held(v, ui);
  return t('linx.round', { round: ended ? ended.round : v.round, wins: WINS });
}

// mark remembers the last tile placed, the tiles of the round so far
// (events in order, each placing a tile where it says), and once a line is
// made the round's last grid with the line, to show it until the player
// goes on; a round won before the page opened (live false) is shown
// again if the reader has neither moved since nor put it away in this tab
// (r34 #3: a reload as the computer won a round went straight on to the
// next one, the result unseen).
//
// covered lists the cells of the reader's tiles covered since the
// reader's last move, marked on the grid until then (r24 #3: a paper
// that became a striped square went unnoticed on a phone).
export function mark(marks, e, view, live) {
  const me = view ? view.seat : -1;
  if (marks.ended && !marks.ended.seen && e.seat === me && (e.kind === 'tile-placed' || e.kind === 'passed')) marks = { ...marks, ended: { ...marks.ended, seen: true } };
  switch (e.kind) {
    case 'round-started': return { ended: marks.ended, taught: marks.taught };
    case 'tile-placed': {
      marks = ownCover(marks, e, me);
      const covered = e.seat === me ? [] : touches(e, me) ? [...(marks.covered || []), e.cell] : marks.covered;
      return { ...marks, last: [e.cell], by: e.seat, placed: [...(marks.placed || []), e], glide: { from: 'seat:' + e.seat, to: e.cell }, covered };
    }
    case 'line-made': return { ...marks, line: lineCells(e.line), lineSeat: e.seat, lineDown: e.face === 'down' };
    case 'round-won': {
      const grid = new Map(view && view.round === e.round ? view.grid.map((st) => [st.cell, { ...st }]) : []);
      for (const p of marks.placed || []) {
        const st = grid.get(p.cell) || { cell: p.cell };
        if (p.face === 'down') st.down = p.tile; else st.up = p.tile; // (the event's JSON: "face": "up" or "down")
        grid.set(p.cell, st);
      }
      return { ...marks, ended: { round: e.round, seat: e.seat, blocked: !!e.blocked, visible: e.visible || [], line: marks.line || [], grid: [...grid.values()], players: view && view.players, teams: view && view.teams, seen: !live && (!(me >= 0) || putAway.done(e.round)) } };
    }
    default: return marks;
  }
}

// putAway remembers, for this tab, the round whose result the reader put
// away ("Next round"), and putAway.done tells: a reload shows that
// result again only if not.
const SEEN = 'tabletop.linx.seen';
function putAway(round) {
  try { sessionStorage.setItem(SEEN, location.pathname + '#' + round); } catch { /* storage off: shown again after a reload */ }
}
putAway.done = (round) => { try { return sessionStorage.getItem(SEEN) === location.pathname + '#' + round; } catch { return false; } };

function teamOf(v, i) { return v.teams ? i % 2 : i; }

// touches reports whether the event e covered a tile of seat's: another
// seat's tile placed face down on it (its Under, the covered tile, says
// whose by its colour). "Since your move" keeps such a move in sight
// (latest.js).
export function touches(e, seat) {
  return e.kind === 'tile-placed' && e.face === 'down' && e.seat !== seat && seat >= 0 && typeof e.under === 'string' && COLOURS.indexOf(e.under[0]) === seat;
}

export function seats(v, ui) {
  const panel = (i) => {
    const c = COLOURS[i];
    const known = (v.known[i] || []).filter((x) => !NONE.has(x));
    return h('div', { class: ['seat', i === ui.seat && 'me', i === v.toMove && !held(v, ui) && 'to-move'], dataset: { seatPanel: i } },
      h('div', { class: 'seat-head' },
        h('span', { class: ['swatch', 'c-' + c, v.teams && (i % 2 ? 'team-b' : 'team-a')], dataset: { flipId: 'seat:' + i } }, String(i + 1)), ...ui.tag(i),
        !v.over && i === v.toMove && !held(v, ui) ? h('span', { class: 'badge' }, t('badge.turn')) : '',
        v.teams ? '' : h('span', { class: 'score', dataset: { scoreSeat: i } }, t('count.roundsWon', { n: (v.scores || [])[i] ?? 0 }))),
      h('div', { class: 'seat-hand' },
        h('span', { dataset: { handSize: i } }, t('linx.inHand', { colour: colourName(c), n: v.handSizes[i] ?? 0 })), t('linx.inPile', { n: v.pileSizes[i] ?? 0 }),
        i !== ui.seat && known.length ? h('span', { class: 'known', dataset: { knownOf: i } }, t('linx.known'), known.map((x) => knownTile(c, x))) : ''));
  };
  const neutral = v.players === 3 ? h('p', { class: 'hint' }, h('span', { class: 'swatch c-g neutral', 'aria-hidden': 'true' }, '◆'), t('linx.neutral')) : '';
  if (!v.teams) return [...Array.from({ length: v.players }, (_, i) => panel(i)), neutral];
  return [0, 1].map((tm) => h('div', { class: ['team', teamOf(v, ui.seat) === tm && 'mine'], dataset: { team: tm } },
    h('div', { class: 'team-head' }, h('b', {}, t('linx.team', { team: tm === 0 ? 'A' : 'B' }), h('small', {}, tm === 0 ? t('linx.teamA.seats') : t('linx.teamB.seats'))),
      h('span', { class: 'score', dataset: { teamScore: tm } }, t('count.roundsWon', { n: (v.scores || [])[tm] ?? 0 }))),
    panel(tm), panel(tm + 2)));
}

// cropped is the part of the live grid a phone shows (grid): the round,
// and the window's first column and row (at); SPAN is its cells across.
let cropped = null;
const SPAN = 7;

// grid draws a grid of tiles: the live one, with its targets, or the
// last round's, with its winning line. The last move's tile glides in on
// the live grid and on a round just won held in its place (glides): the
// winning tile lands as its move is told, as any other (a round won by
// the computer's move showed its line with the tile already there, and
// "Since your move" told a move the eye never saw made).
function grid(v, stacks, ui, { line = [], live = true, framed = live, glides = live, says = null, threats = [] } = {}) {
  const N = v.players === 2 ? 4 : 5;
  const picked = live ? ui.choices.find((c) => c.pick !== null && c.pick === ui.pick) : null;
  const moves = picked ? picked.moves : [];
  const ups = new Map(moves.filter((m) => m.kind === 'up').map((m) => [m.cell, m]));
  const downs = new Map(moves.filter((m) => m.kind === 'down').map((m) => [m.cell, m]));
  const byCell = new Map(stacks.map((g) => [g.cell, g]));
  const coords = [...byCell.keys()].map(cell);
  let [x0, y0, x1, y1] = [0, 0, N - 1, N - 1];
  // The bound: the cells of some N×N square that holds all the tiles, on
  // an empty grid the cell the first tile goes to.
  let bound = null;
  if (coords.length) {
    const xs = coords.map((c) => c[0]), ys = coords.map((c) => c[1]);
    const [ax, bx, ay, by] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    bound = [bx - N + 1, ax + N - 1, by - N + 1, ay + N - 1];
    [x0, x1, y0, y1] = live ? bound : [ax, bx, ay, by];
  } else if (live) {
    const first = ui.choices.flatMap((c) => c.moves).find((m) => m.kind === 'up');
    if (first) { const [x, y] = cell(first.cell); bound = [x, x, y, y]; }
  }
  // The live grid is drawn on the round's whole frame, the view's axes,
  // from its first move: the board keeps its size all round; so is a
  // round just won, held in the board's place, when its tiles fit in it.
  const axes = framed && v.axes;
  const frame = axes && [axes.left, axes.top, axes.left + axes.columns.length - 1, axes.top + axes.rows.length - 1];
  if (frame && coords.every(([x, y]) => x >= frame[0] && x <= frame[2] && y >= frame[1] && y <= frame[3])) [x0, y0, x1, y1] = frame;
  // On a phone the live grid shows its round's whole frame when it is
  // SPAN cells across (two or three seats), else (four seats' 9×9: cells
  // of 37 px at 390 px, r24 #9) a window of SPAN by SPAN cells, kept from
  // move to move and slid only as far as a tile or a cell a tile may go to
  // (one touching a tile, inside the bound) would leave it: the cells stay
  // under the thumb (r36 #3: a window cut afresh at each turn moved B–F,
  // C–F, B–G).
  if (live && frame && matchMedia(PHONE).matches && frame[2] - frame[0] >= SPAN) {
    const kept = cropped && cropped.round === v.round ? cropped.at : [frame[0] + ((frame[2] - frame[0] + 1 - SPAN) >> 1), frame[1] + ((frame[3] - frame[1] + 1 - SPAN) >> 1)];
    const at = [0, 1].map((k) => {
      // (An empty grid needs the cell the first tile goes to, if any.)
      const [lo, hi] = bound ? [bound[2 * k], bound[2 * k + 1]] : [kept[k], kept[k]];
      const vs = coords.length ? coords.map((c) => c[k]) : [lo];
      const [a, b] = [Math.max(lo, Math.min(...vs) - 1), Math.min(hi, Math.max(...vs) + 1)];
      const slid = Math.min(Math.max(kept[k], b - SPAN + 1), a);
      return Math.min(Math.max(slid, frame[k]), frame[k + 2] - SPAN + 1);
    });
    cropped = { round: v.round, at };
    [x0, y0, x1, y1] = [at[0], at[1], at[0] + SPAN - 1, at[1] + SPAN - 1];
  }
  for (const m of [...ups.values()]) {
    const [x, y] = cell(m.cell);
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
  }
  const inBound = (x, y) => !bound || (x >= bound[0] && x <= bound[1] && y >= bound[2] && y <= bound[3]);
  const last = live ? othersLast(ui) : new Set();
  const glide = glides ? ui.marks.glide : null;
  // Cells are named as the library names them (the view's axes).
  const name = cellNamer(v, x0, y0);
  const tell = says ? teller(says) : () => ({});

  const inLine = new Set(line);
  const M = 22;
  const W = (x1 - x0 + 1) * C + M, H = (y1 - y0 + 1) * C + M;
  const px = (x) => M + (x - x0) * C, py = (y) => M + (y - y0) * C;
  const stripes = live ? 'stripes-live' : 'stripes-past';
  const g = [s('defs', {}, s('pattern', { id: stripes + '-back', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
    s('rect', { width: 3, height: 8, class: 'back-line' })))];
  if (name.shown) {
    for (let x = x0; x <= x1; x++) g.push(s('text', { x: px(x) + C / 2, y: 15, class: 'axis', 'text-anchor': 'middle' }, name.column(x)));
    for (let y = y0; y <= y1; y++) g.push(s('text', { x: 10, y: py(y) + C / 2 + 4, class: 'axis', 'text-anchor': 'middle' }, name.row(y)));
  }
  if (coords.length && live) {
    const xs = coords.map((c) => c[0]), ys = coords.map((c) => c[1]);
    const [ax, bx, ay, by] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    g.push(s('rect', { x: px(ax) - 1, y: py(ay) - 1, width: (bx - ax + 1) * C + 2, height: (by - ay + 1) * C + 2, class: 'extent' }));
  }
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const key = `${x},${y}`;
      const X = px(x), Y = py(y);
      const st = byCell.get(key);
      if (!st) {
        // (On an empty grid the one cell the first tile may go to is the
        // start, which the lesson rings as it rings the tile to pick.)
        const up = ups.get(key);
        g.push(s('rect', { x: X + 3, y: Y + 3, width: C - 6, height: C - 6, rx: 6, class: ['cell', up && 'pickable target', !inBound(x, y) && 'off', !coords.length && bound && inBound(x, y) && 'start'], dataset: up ? moveData(up, { cell: key }) : { cell: key },
          ...(up ? { onclick: (e) => ui.tap(up, e), ...tell(moveTitle(up, '')) } : {}) }, s('title', {}, up ? moveTitle(up, t('linx.putUp', { cell: name(key), sym: symName(ui.pick) })) : name(key))));
        // The tile a first tap placed here, see-through until played.
        if (up && armedIs(ui, up)) g.push(ghost(ui, X, Y, false));
        continue;
      }
      const upT = String(st.up || '');
      const downT = NONE.has(st.down) ? '' : String(st.down);
      const dn = downs.get(key);
      const top = downT || upT;
      const cls = ['stack', dn && 'pickable cover', last.has(key) && 'last', inLine.has(key) && 'line'];
      const parts = [s('rect', { x: X + 3, y: Y + 3, width: C - 6, height: C - 6, rx: 6, class: ['tile', 'c-' + upT[0]] })];
      if (!downT) parts.push(glyph(upT[1], X + C / 2, Y + C / 2, C - 12, ['face-up', 'c-' + upT[0]]));
      // A face-down tile shows its back over the whole tile it covers
      // (whose colour, seen round it, read as the owner's).
      else parts.push(...back(downT[0], X, Y, 3, stripes));
      parts.push(owner(v, top[0], X + 3, Y + 3, C - 6, !!downT));
      // A tile the picked one may cover: a dotted purple frame round it
      // and a folded corner, told from the empty cells' green by shape as
      // well (r34 #1: a gold edge went unseen on a yellow tile).
      if (dn) parts.push(s('g', { class: 'cover-mark', 'pointer-events': 'none' }, s('rect', { x: X, y: Y, width: C, height: C, rx: 8 }), s('path', { d: `M${X + 1} ${Y + 17}V${Y + 1}H${X + 17}Z` })));
      const whose = (tile) => { const i = COLOURS.indexOf(tile[0]); return i >= v.players ? t('linx.nobodys') : i === ui.seat ? t('linx.your') : t('linx.whose', { who: seatName(i) }); };
      const title = t('colon', { a: name(key), b: t('linx.tile', { whose: whose(upT), sym: symName(upT[1]) }) }) +
        (downT ? t('linx.covered', { whose: whose(downT), sym: symName(downT[1]) }) : '') +
        (dn ? t('linx.cover', { sym: symName(ui.pick) }) : '');
      // A tile to cover says what covering it does, in the library's words.
      const tip = dn ? moveTitle(dn, title) : title;
      const flip = { flipStay: 1, ...flipData(glide, key) };
      g.push(s('g', { class: cls, dataset: dn ? moveData(dn, { cell: key, up: upT, ...flip }) : { cell: key, up: upT, down: downT || undefined, ...flip },
        ...(dn ? { onclick: (e) => ui.tap(dn, e), ...tell(moveTitle(dn, '')) } : {}) }, s('title', {}, tip), parts));
      if (dn && armedIs(ui, dn)) g.push(ghost(ui, X, Y, true));
    }
  }
  for (const key of last) {
    const [x, y] = cell(key);
    g.push(lastRing(px(x) + 1, py(y) + 1, C - 2, key));
  }
  // The reader's tiles covered since the reader's move, ringed red and
  // dashed (not a colour alone) until the reader's next move.
  for (const key of live ? ui.marks.covered || [] : []) {
    const [x, y] = cell(key);
    if (byCell.has(key)) g.push(s('rect', { x: px(x) - 1, y: py(y) - 1, width: C + 2, height: C + 2, rx: 8, class: 'covered-mine', dataset: { coveredMine: key }, 'pointer-events': 'none' }));
  }
  // The lines a seat could finish next move (linxlines.js).
  g.push(...lineMarks(threats, ui, px, py, name));
  // The winning line, drawn through its tiles' middles (dark on a light
  // halo): a ring alone, of the tiles' own yellow, went unseen.
  if (line.length > 1) {
    const [[ax, ay], [bx, by]] = [cell(line[0]), cell(line[line.length - 1])];
    const ends = { x1: px(ax) + C / 2, y1: py(ay) + C / 2, x2: px(bx) + C / 2, y2: py(by) + C / 2, 'pointer-events': 'none' };
    // Its tiles' symbols, or a face-down tile's owner mark, drawn again
    // over it, so that they read (r34: it hid them).
    const faces = line.filter((key) => byCell.has(key)).map((key) => {
      const st = byCell.get(key), [x, y] = cell(key), up = String(st.up || '');
      return NONE.has(st.down) ? glyph(up[1], px(x) + C / 2, py(y) + C / 2, C - 12, ['face-up', 'c-' + up[0]]) : owner(v, String(st.down)[0], px(x) + 3, py(y) + 3, C - 6, true);
    });
    g.push(s('g', { class: 'win-line' }, s('line', { ...ends, class: 'halo' }), s('line', ends), faces));
  }
  const svg = s('svg', { class: ['grid', !live && 'past'], viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'group', 'aria-label': live ? t('linx.grid') : t('linx.pastGrid') }, g);
  // The cells a tile may go to are reached with Tab and the arrow keys.
  if (live) arrowKeys(svg, [...svg.querySelectorAll('[data-move][data-cell]')]);
  // A click on a cell that takes no move says why, in a short sentence
  // (listened to on the grid, so that such cells stay out of the Tab order).
  if (live && says && ui.choices.length) {
    svg.addEventListener('click', (e) => {
      const el = e.target.closest('[data-cell]');
      if (!el || el.dataset.move) return;
      says.textContent = whyNot(v, ui, el.dataset.cell, !!el.dataset.up, { name, byCell, inBound, N });
      says.classList.add('telling');
    });
  }
  return svg;
}

// held is the round just won that the board holds in its place, its line
// marked, until the player goes on to the next round (ui.remark puts it
// away: a table's, not a tutorial's, whose coach goes on); none once the
// match is over, whose board is the last round's.
function held(v, ui) {
  const ended = ui.marks.ended;
  return ended && !ended.seen && !v.over && ui.remark ? ended : null;
}

// tied is, for a round won blocked (an event or ended) where another
// side showed as many tiles as the winner, how many each showed: the tie
// went to the side that plays later in the turn (RULES.md), which a
// newcomer is not told unless it is said there (r35 #2). Else null.
function tied(v, won) {
  const shown = [];
  (won.visible || []).forEach((n, i) => { shown[teamOf(v, i)] = (shown[teamOf(v, i)] || 0) + n; });
  const n = shown[won.seat];
  return won.blocked && shown.some((m, side) => side !== won.seat && m === n) ? { n } : null;
}

// verdict says who won the round ended and how.
function verdict(v, ui, ended) {
  const who = v.teams ? t('linx.team', { team: ended.seat === 0 ? 'A' : 'B' }) : ui.short(ended.seat, false);
  const tie = tied(v, ended);
  const how = tie ? (v.teams ? t('linx.blockedTie.teams', tie) : t('linx.blockedTie', tie)) : ended.blocked ? t('linx.blocked', { who }) : t('linx.line');
  return t('linx.roundWent', { round: ended.round, who, how, mine: v.teams && ended.seat === ui.seat % 2 });
}

// status is what the status line says while a round just won is held:
// its result, not the next round's turn.
export function status(v, ui) {
  const ended = held(v, ui);
  return ended ? verdict(v, ui, ended) : '';
}

// onward is the way on to the next round while a round just won is held,
// for the status line beside its result (table.js): where the eye is as
// the round ends, and on a phone at the screen's foot, in the thumb's
// reach (phone.css). (Under the board's frame, at its left, it went
// unseen: a player read "What happened" and waited for the computer,
// r29 #6.) None else.
export function onward(v, ui) {
  if (!held(v, ui)) return '';
  const next = () => ui.remark((marks) => { putAway(marks.ended.round); return { ...marks, ended: { ...marks.ended, seen: true } }; });
  return h('button', { id: 'next-round', type: 'button', class: 'primary big', onclick: next }, t('linx.nextRound'));
}

// heldBoard draws the round just won in the board's place, its winning
// line marked (the status says its result, and has the way on).
function heldBoard(v, ui, ended) {
  return h('div', { class: 'linx' },
    h('section', { class: 'past held', id: 'round-won', dataset: { round: ended.round, blocked: ended.blocked && '1' } },
      h('div', { class: 'fieldbox' }, grid(v, ended.grid, ui, { line: ended.line, live: false, framed: true, glides: true }))));
}

// howToRead is what "How to play" adds for LINX: the rules in brief and
// how a tile is read, which a phone keeps off the table (phone.css).
export function howToRead(info) {
  return [t('linx.caption', { n: info.players === 2 ? 4 : 5 }), t('linx.coverOwn'), info.options && info.options.teams ? t('linx.tieRule.teams') : t('linx.tieRule')];
}

export function board(v, ui) {
  const N = v.players === 2 ? 4 : 5;
  const holding = held(v, ui);
  if (holding) return heldBoard(v, ui, holding);
  // At the end of the match, how its last round went, above its board:
  // once the page has shown that round's end (the view says the match is
  // over while its last moves are still shown one by one, the marks then
  // still the round before's: r22 #7's "Round 2 went to team B" as round
  // 3 ended).
  const ended = ui.marks.ended && ui.marks.ended.round === v.round ? ui.marks.ended : null;
  const past = v.over && ended ? h('section', { class: 'past', id: 'round-won', dataset: { round: ended.round } }, h('p', { class: 'verdict-line' }, verdict(v, ui, ended))) : '';
  // What the cell under the pointer or the focus would do, in the library's words.
  const says = h('p', { class: 'says', id: 'says', 'aria-live': 'polite' }, ui.pick ? (touchScreen() ? t('linx.says.touch') : t('linx.says')) : '');
  const near = lines(v, ui);
  const live = grid(v, v.grid, ui, { line: v.over && ended ? ended.line : [], says, threats: near });
  // What the marks of lines one move from three mean, and the first cover
  // of a seat's own tile (linxlines.js), under the grid.
  const own = ui.marks.ownCover;
  const notes = [linesKey(near, ui) && h('p', { class: 'threat-key', id: 'threat-key' }, linesKey(near, ui)),
    own && own.seat !== ui.seat && h('p', { class: 'hint own-cover', id: 'own-cover' }, t('linx.ownCovered', { who: ui.short(own.seat) }))];

  // The own hand: pick a tile, then a cell.
  let hand = '';
  if (ui.seat >= 0) {
    const c = COLOURS[ui.seat];
    const can = new Set(ui.choices.filter((x) => x.pick !== null).map((x) => x.pick));
    const pass = ui.direct.find((m) => m.kind === 'pass');
    hand = h('section', { class: 'hand', id: 'hand', dataset: { seat: ui.seat } },
      h('div', { class: 'label' }, t('linx.yourHand', { colour: colourName(c), n: v.hand.length })),
      h('div', { class: 'groups' }, v.hand.map((sym, k) => can.has(sym)
        ? h('button', { class: ['in-hand', 'pickable', ui.pick === sym && v.hand.indexOf(sym) === k && 'picked'], dataset: { pick: sym, sym }, 'aria-pressed': ui.pick === sym ? 'true' : 'false', 'aria-label': tileName(c, sym), title: t('linx.place', { sym: symName(sym) }), onclick: (e) => ui.choose(sym, e), onkeydown: toTargets }, piece(c, sym, HAND))
        : h('span', { class: 'in-hand', role: 'img', 'aria-label': tileName(c, sym), dataset: { sym } }, piece(c, sym, HAND)))),
      ui.pick ? h('p', { class: 'hint' }, v.grid.length ? (touchScreen() ? t('linx.nowTap', { sym: symName(ui.pick) }) : t('linx.nowClick', { sym: symName(ui.pick) })) : t('linx.firstTile', { sym: symName(ui.pick), cell: firstCell(v, ui) }))
        : can.size ? h('p', { class: 'hint' }, t('linx.pickTile')) : '',
      pass ? moveButton(pass, () => ui.move(pass), { class: 'primary' }) : '');
  }
  const caption = t('linx.caption', { n: N });
  // The rules' caption goes last, in one place at every size (a phone
  // keeps it in "How to play" only).
  return h('div', { class: 'linx' }, past, h('div', { class: 'fieldbox' }, live, ...notes.filter(Boolean)), says, hand, h('p', { class: 'caption' }, caption));
}

// toTargets takes Tab from the tile picked to the first cell it may go
// to, as the instruction says, past the rest of the hand: the grid comes
// before the hand in the page.
function toTargets(e) {
  if (e.key !== 'Tab' || e.shiftKey || !e.currentTarget.classList.contains('picked')) return;
  const target = document.querySelector('#board .fieldbox [data-move][tabindex]');
  if (target) { e.preventDefault(); target.focus(); }
}

// whyNot says why a click on the cell key (a tile on it when covered)
// takes no move: no tile picked, the first tile's place, the square bound,
// a cell that touches no tile, a tile the picked one does not beat.
function whyNot(v, ui, key, covered, { name, byCell, inBound, N }) {
  if (!ui.pick) return t('linx.pickTile');
  if (covered) return t('linx.why.cover', { cell: name(key), sym: symName(ui.pick) });
  if (!v.grid.length) return t('linx.why.first', { cell: firstCell(v, ui) });
  const [x, y] = cell(key);
  if (!inBound(x, y)) return t('linx.why.bound', { cell: name(key), n: N });
  const touches = [-1, 0, 1].some((dx) => [-1, 0, 1].some((dy) => (dx || dy) && byCell.has(`${x + dx},${y + dy}`)));
  return touches ? t('linx.nowClick', { sym: symName(ui.pick) }) : t('linx.why.touch', { cell: name(key) });
}

// firstCell names the cell the first tile of a round goes to: on an empty
// grid every place is the same, and the library offers one.
function firstCell(v, ui) {
  const m = ui.choices.find((c) => c.pick === ui.pick)?.moves.find((x) => x.kind === 'up');
  return m ? cellNamer(v, 0, 0)(m.cell) : '';
}

// breakdown says who won each round.
// endsInTable: its rounds' columns say how the match ended, round by
// round, a round won blocked too: the result box says it there alone (r24
// #10b: the winners were said in the heading, a bold sentence of every
// round, then this table).
export const endsInTable = true;

export function breakdown(v, ui) {
  const won = ui.events.filter((e) => e.kind === 'round-won');
  const n = v.players;
  return {
    head: won.map((e) => t('round.n', { round: e.round })),
    rows: Array.from({ length: n }, (_, i) => won.map((e) => (teamOf(v, i) !== e.seat ? t('linx.lost') : tied(v, e) ? t('linx.wonTie') : e.blocked ? t('linx.wonBlocked') : t('linx.won')))),
  };
}

// sides are the result's rows at a game of teams, each team once: "Team
// A: You and Computer 3", its seats (final.js); none without teams. A
// team's rounds and points are its members' alike.
export function sides(v, ui) {
  if (!v.teams) return null;
  return ['A', 'B'].map((team, tm) => {
    const seats = [...Array(v.players).keys()].filter((i) => teamOf(v, i) === tm);
    return { seats, name: t('colon', { a: t('linx.team', { team }), b: seats.map((i) => ui.short(i)).reduce((a, b) => t('and', { a, b })) }) };
  });
}

export function teamVerdict(v, ui) {
  if (!v.teams || !v.winners) return '';
  const mine = v.winners.includes(ui.seat);
  const tm = v.winners.length ? teamOf(v, v.winners[0]) : -1;
  return tm < 0 ? '' : (tm === 0 ? t('linx.teamWon.A') : t('linx.teamWon.B')) + (ui.seat >= 0 && mine ? t('linx.yourTeam') : '.');
}

