// What scored at Lino, drawn over the field (lino.js board) and listed
// beside it: a line through a row or run, a ring round a number or star,
// their points on labels placed clear of each other, and the list of who
// scored what, which lights an entry's line and label, and at the end
// shows one kind of score at a time.
import { h, s, cell } from './dom.js';
import { t } from './i18n/i18n.js';
import { C, COLOUR } from './linotiles.js';
import { LINES, count } from './reasons.js';

// drawScored draws what scored over the field, W by H, as [lines,
// labels]: a line through a row or run (solid for black, dashed for
// white, each colour a little to its own side so that crossing rows stay
// apart), a ring round a number or star, and its points on a label of the
// scorer's colour, placed where no other label is, nor the ring of the
// last move's cells (last). In play the last move's scores (from since
// on) are drawn so, the earlier ones as thin lines alone (a phone's field
// was buried under them); at the end (done) the field keeps every line,
// without a tangle of labels. Either way the list beside the field says
// every score, and the field shows an entry's label while the list points
// at it. px, py and mid say where a column, a row and a cell's middle are
// drawn.
export function drawScored(scored, since, done, last, { px, py, mid }, W, H) {
  const lines = [], labels = [];
  const boxes = [...last].map((key) => { const [x, y] = cell(key); return { x: px(x), y: py(y), w: C, h: C }; });
  const order = [...scored.keys()].sort((i, j) => (i < since) - (j < since) || i - j); // the last move's labels placed first
  order.forEach((k) => {
    const sc = scored[k], quiet = done || k < since;
    const [a, b] = [mid(sc.cells[0]), mid(sc.cells[sc.cells.length - 1])];
    const cls = ['scored', COLOUR[sc.seat], sc.kind, k < since && 'past'];
    const side = sc.seat === 0 ? -3 : 3;
    const item = { scoreItem: k, scored: sc.kind, show: shownAs(sc) };
    lines.push(sc.cells.length > 1
      ? s('line', { x1: a[0] + side, y1: a[1] + side, x2: b[0] + side, y2: b[1] + side, class: cls, dataset: item, 'pointer-events': 'none' })
      : s('circle', { cx: a[0], cy: a[1], r: C * 0.42, class: cls, dataset: item, 'pointer-events': 'none' }));
    const text = `+${sc.points}`;
    const box = placeLabel(boxes, [b, a, ...sc.cells.map(mid)], 8 + 7 * text.length, 15, W, H);
    boxes.push(box);
    labels.push(s('g', { class: ['points', COLOUR[sc.seat], quiet && 'quiet'], dataset: { ...item, points: sc.points }, 'pointer-events': 'none' },
      s('rect', { x: box.x, y: box.y, width: box.w, height: box.h, rx: sc.seat === 0 ? 2 : 7 }),
      s('text', { x: box.x + box.w / 2, y: box.y + box.h - 4, 'text-anchor': 'middle' }, text)));
  });
  return [lines, labels];
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
export function scoring(scored, ui, svg, name, over) {
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

// runPoints are each seat's points of its runs on the field so far, what
// they would score if the game ended now (RULES.md: each maximal run of a
// player's own stones in a line, across, down or diagonal, with no gap,
// scores 10 for 4 stones, 20 for 5, 30 for 6 and 40 for 7 or more, once
// per direction; stones lie only on tiles, so stones side by side have
// no missing tile between them). Runs score only at the end, and decide
// the game: the seats' panels show them as they grow (issue #38).
export function runPoints(v) {
  const points = [0, 0];
  (v.stones || []).forEach((list, i) => {
    const own = new Set(list || []);
    const mine = (k) => own.has(k);
    for (const key of own) {
      const [x, y] = cell(key);
      for (const [dx, dy] of LINES) {
        if (mine(`${x - dx},${y - dy}`)) continue; // not the run's first stone
        const n = 1 + count(mine, x, y, dx, dy);
        if (n >= 4) points[i] += 10 * (Math.min(n, 7) - 3);
      }
    }
  });
  return points;
}
