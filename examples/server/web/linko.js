// Linko!: the hand grouped by value, every tableau with its top play standing
// out, the display, the piles, and the pending decision as buttons.
import { h, bare } from './dom.js';

const EMPTY = new Set(['', '?', '-', '0', null, undefined]);
const ORDER = (c) => (c === 'J' ? 14 : parseInt(c, 10));

export function normalize(v) {
  v.players = v.players || (v.handSizes || []).length;
  v.legalMoves = v.legalMoves || [];
  v.tableaux = v.tableaux || [];
  v.known = v.known || [];
  v.handSizes = v.handSizes || [];
  v.display = v.display || [];
  if (v.toMove === undefined) v.toMove = -1;
  return v;
}

// parseMeld reads "7x2+J" into {value: "7", count: 2, jokers: 1}; jokers
// alone have the value "J".
export function parseMeld(m) {
  const out = { value: 'J', count: 0, jokers: 0 };
  for (const part of String(m).split('+')) {
    const [v, k] = part.split('x');
    const n = k === undefined ? 1 : parseInt(k, 10);
    if (v.toUpperCase() === 'J') out.jokers += n;
    else { out.value = v; out.count += n; }
  }
  return out;
}

// knownGroups shows known cards as one small card per value with a count,
// each card keeping its data-card for tests: "5 ×3".
function knownGroups(cards) {
  const groups = new Map();
  for (const c of cards) groups.set(c, (groups.get(c) || 0) + 1);
  return [...groups.keys()].sort((a, b) => ORDER(a) - ORDER(b)).map((c) =>
    h('span', { class: 'kgroup', dataset: { value: c, count: groups.get(c) } }, card(c, { class: 'mini' }), groups.get(c) > 1 ? `×${groups.get(c)}` : ''));
}

function meldCards(m) {
  const p = parseMeld(m);
  return [...Array(p.count).fill(p.value), ...Array(p.jokers).fill('J')];
}

function meldWords(m) {
  const p = parseMeld(m);
  const parts = [];
  if (p.count) parts.push(p.count === 1 ? `a ${p.value}` : `${p.count} × ${p.value}`);
  if (p.jokers) parts.push(p.jokers === 1 ? 'a joker' : `${p.jokers} jokers`);
  return parts.join(' and ');
}

// meldShort writes a meld after a possessive: "Seat 2’s 7", "your 2 × 8 +
// joker", "jokers × 2".
function meldShort(m) {
  const p = parseMeld(m);
  const parts = [];
  if (p.count) parts.push(p.count === 1 ? p.value : `${p.count} × ${p.value}`);
  if (p.jokers) parts.push(p.jokers === 1 ? 'joker' : `${p.jokers} jokers`);
  return parts.join(' + ');
}

function card(c, attrs = {}) {
  const joker = c === 'J';
  return h('span', Object.assign({}, attrs, { class: ['card', joker && 'joker', attrs.class], title: joker ? 'joker' : c }), joker ? '★' : c);
}

function meld(m, attrs = {}) {
  return h('span', Object.assign({}, attrs, { class: ['meld', attrs.class], dataset: Object.assign({ meld: m }, attrs.dataset) }), meldCards(m).map((c) => card(c)));
}

function moveList(v, moves) {
  return moves.map((full) => ({ full, text: bare(full) }));
}

export function prompt(v) {
  switch (v.phase) {
    case 'play': return 'Your turn: play cards of one value';
    case 'take-or-leave': return 'You attack: take the cards or leave them';
    case 'take-back-or-discard': return 'Your play was left: take it back, or discard it and draw';
    case 'draw': return `Draw ${v.draws || ''} card${v.draws === 1 ? '' : 's'}: from the pile or the display`;
    default: return 'Your move';
  }
}

export function pickValid(v, moves, pick) {
  return moveList(v, moves).some((m) => m.text.startsWith('play ') && parseMeld(m.text.slice(5)).value === pick);
}

// seats lists every seat: hand size, cards known in it, and its tableau.
export function seats(v, ui) {
  const n = v.players;
  const over = v.over === true || v.phase === 'over';
  const out = [];
  for (let i = 0; i < n; i++) {
    const tab = v.tableaux[i] || [];
    const top = tab.length ? tab[tab.length - 1] : null;
    const attacked = v.victim === i && ['take-or-leave', 'take-back-or-discard', 'draw'].includes(v.phase);
    const known = (v.known[i] || []).filter((c) => !EMPTY.has(c));
    out.push(h('div', { class: ['seat', i === ui.seat && 'me', i === v.toMove && 'to-move', i === v.active && 'active'], dataset: { seatPanel: i } },
      h('div', { class: 'seat-head' },
        h('b', {}, ui.name(i)),
        !over && i === v.active ? h('span', { class: 'badge' }, 'turn') : '',
        !over && i === v.toMove && i !== v.active ? h('span', { class: 'badge' }, 'deciding') : '',
        h('span', { class: 'score', dataset: { scoreSeat: i } }, `${(v.scores || [])[i] ?? 0} pts`)),
      h('div', { class: 'seat-hand' },
        h('span', { class: 'backs', title: 'cards in hand', dataset: { handSize: i } }, h('i', { class: 'cardback-mini' }), `${v.handSizes[i] ?? 0} in hand`),
        i !== ui.seat && known.length ? h('span', { class: 'known', dataset: { knownOf: i }, title: 'cards known to be in this hand' }, ' known: ', knownGroups(known)) : ''),
      h('div', { class: 'tableau' },
        top ? meld(top, { class: ['top', attacked && 'attacked'], dataset: { topOf: i } }) : h('span', { class: 'empty' }, 'no play yet'),
        tab.length > 1 ? h('span', { class: 'under' }, 'under: ', tab.slice(0, -1).reverse().map((m) => h('span', { class: 'small-meld' }, m))) : '')));
  }
  return out;
}

export function board(v, ui, moves) {
  const ms = moveList(v, moves);
  const has = (t) => ms.find((m) => m.text === t);
  const drawFrom = ms.filter((m) => /^draw\s+(?!pile)/.test(m.text));
  const pileMove = has('draw pile');
  // Display and piles.
  const seen = new Set();
  const display = h('div', { class: 'display', id: 'display' }, v.display.map((c, slot) => {
    if (EMPTY.has(c)) return h('span', { class: 'card slot' }, '');
    const m = drawFrom.find((x) => x.text.replace(/^draw\s+/, '') === c);
    if (m && !seen.has(c)) {
      seen.add(c);
      return h('button', { class: 'card pickable' + (c === 'J' ? ' joker' : ''), title: `draw this ${c}`, dataset: { move: m.full, slot }, onclick: () => ui.move(m.full) }, c === 'J' ? '★' : c);
    }
    return card(c, { dataset: { slot } });
  }));
  const pile = pileMove
    ? h('button', { class: 'card back pickable', id: 'pile', dataset: { move: pileMove.full }, onclick: () => ui.move(pileMove.full), title: 'draw the top card of the pile' }, String(v.pileSize ?? 0))
    : h('span', { class: 'card back', id: 'pile', title: 'draw pile' }, String(v.pileSize ?? 0));
  const discardSize = Array.isArray(v.discard) ? v.discard.length : (v.discard ?? 0);
  const middle = h('div', { class: 'middle' },
    h('div', { class: 'pilebox' }, h('div', { class: 'label' }, 'Draw pile'), pile),
    h('div', { class: 'displaybox' }, h('div', { class: 'label' }, 'Display'), display),
    h('div', { class: 'pilebox' }, h('div', { class: 'label' }, 'Discard'), h('span', { class: 'card discard', id: 'discard', title: Array.isArray(v.discard) ? v.discard.join(' ') : '' }, String(discardSize))));

  // The pending decision.
  const decisions = [];
  const verbs = [['take', 'Take them'], ['leave', 'Leave them'], ['takeback', 'Take back'], ['discard', 'Discard and draw']];
  for (const [verb, label] of verbs) {
    const m = has(verb);
    if (m) decisions.push(h('button', { class: 'primary', dataset: { move: m.full }, onclick: () => ui.move(m.full) }, label));
  }
  let decision = '';
  if (v.victim >= 0 && ['take-or-leave', 'take-back-or-discard', 'draw'].includes(v.phase)) {
    const top = (v.tableaux[v.victim] || []).slice(-1)[0];
    const what = {
      'take-or-leave': `${ui.name(v.active)} attack${v.active === ui.seat ? '' : 's'} ${v.victim === ui.seat ? 'your' : ui.name(v.victim) + '’s'} ${top ? meldShort(top) : 'play'}.`,
      'take-back-or-discard': `${ui.name(v.active)} left ${v.victim === ui.seat ? 'your' : ui.name(v.victim) + '’s'} ${top ? meldShort(top) : 'play'}.`,
      draw: `${ui.name(v.victim)} draw${v.victim === ui.seat ? '' : 's'} ${v.draws} more card${v.draws === 1 ? '' : 's'}.`,
    }[v.phase];
    decision = h('div', { class: 'decision', id: 'decision' }, h('p', {}, what), decisions);
  } else if (decisions.length) decision = h('div', { class: 'decision', id: 'decision' }, decisions);

  // The own hand, grouped by value; a value to play is picked, then the play.
  let hand = '';
  if (ui.seat >= 0 && Array.isArray(v.hand)) {
    const groups = new Map();
    for (const c of v.hand) groups.set(c, (groups.get(c) || 0) + 1);
    const values = [...groups.keys()].sort((a, b) => ORDER(a) - ORDER(b));
    const plays = ms.filter((m) => m.text.startsWith('play ')).map((m) => Object.assign(m, { meld: m.text.slice(5).trim(), p: parseMeld(m.text.slice(5).trim()) }));
    const playable = new Set(plays.map((m) => m.p.value));
    const groupEls = values.map((c) => {
      const n = groups.get(c);
      const can = playable.has(c);
      const attrs = {
        class: ['group', can && 'pickable', ui.pick === c && 'picked'], title: can ? `play ${c === 'J' ? 'jokers' : c + 's'}` : '',
        dataset: { value: c, count: n, pick: can ? c : undefined },
      };
      const cards = Array.from({ length: n }, () => card(c));
      if (can) return h('button', Object.assign(attrs, { onclick: () => ui.choose(c) }), h('span', { class: 'fan' }, cards), h('span', { class: 'count' }, `×${n}`));
      return h('span', attrs, h('span', { class: 'fan' }, cards), h('span', { class: 'count' }, `×${n}`));
    });
    let choices = '';
    if (ui.pick !== null) {
      const mine = plays.filter((m) => m.p.value === ui.pick);
      choices = h('div', { class: 'choices', id: 'choices' }, h('span', { class: 'label' }, 'Play:'),
        mine.map((m) => h('button', { class: 'choice', dataset: { move: m.full }, onclick: () => ui.move(m.full), title: meldWords(m.meld) }, meld(m.meld))));
    } else if (plays.length) {
      choices = h('p', { class: 'hint' }, 'Pick a value in your hand to play it.');
    }
    hand = h('section', { class: 'hand', id: 'hand', dataset: { seat: ui.seat } },
      h('div', { class: 'label' }, `Your hand (${v.hand.length})`), h('div', { class: 'groups' }, groupEls), choices);
  }
  return h('div', { class: 'linko' }, middle, decision, hand);
}

export function describe(e, ui) {
  const who = ui.short(e.seat);
  const vic = e.victim !== undefined ? (e.victim === ui.seat ? 'your' : ui.short(e.victim) + '’s') : '';
  switch (e.kind) {
    case 'cards-played': return `${who} played ${meldWords(e.meld)}.`;
    case 'attacked': return `${who} attack${e.seat === ui.seat ? '' : 's'} ${vic} ${meldShort(e.meld)}!`;
    case 'cards-taken': return `${who} took ${vic} ${meldShort(e.meld)}.`;
    case 'cards-left': return `${who} left ${vic} ${meldShort(e.meld)}.`;
    case 'cards-taken-back': return `${who} took back ${e.seat === ui.seat ? 'your' : 'their'} ${meldShort(e.meld)}.`;
    case 'cards-discarded': return `${who} discarded ${e.seat === ui.seat ? 'your' : 'their'} ${meldShort(e.meld)} and draw${e.seat === ui.seat ? '' : 's'} as many.`;
    case 'card-drawn': return `${who} drew ${EMPTY.has(e.card) ? 'a card' : (e.card === 'J' ? 'a joker' : 'a ' + e.card)} from the ${e.from || 'pile'}.`;
    case 'display-refilled': return `The display was refilled: ${(e.display || []).filter((c) => !EMPTY.has(c)).join(' ')}.`;
    case 'turn-passed': return `${who === 'You' ? 'Your' : who + '’s'} turn.`;
    case 'round-ended': return `Round ${e.round} is over: ${(e.scores || []).map((s, i) => `${ui.short(i)} ${s}`).join(', ')}.`;
    case 'round-dealt': return `Round ${e.round} was dealt.`;
    case 'game-ended': return `The game is over: ${(e.scores || []).map((s, i) => `${ui.short(i)} ${s}`).join(', ')}.`;
    default: return '';
  }
}
