// Linko!: the hand grouped by value, every tableau with its top play standing
// out, the display, the piles, and the pending decision as buttons.
import { h, moveButton, plural } from './dom.js';

const ORDER = (c) => (c === 'J' ? 14 : parseInt(c, 10));
const DECIDING = ['take-or-leave', 'take-back-or-discard', 'draw'];
// ATTACKED are the phases while the attacked play is still on its tableau.
const ATTACKED = ['take-or-leave', 'take-back-or-discard'];

export const rules = [
  'On your turn, play cards of one value from your hand onto your own pile of plays (your tableau): one card or several, and jokers (★) with them if you like. Jokers alone are worth more than a 13.',
  'Attack! Your new play is compared with every other player’s top play. Where a top play has as many cards as yours and a lower value, you attack it: take the cards into your hand, or leave them. If you take them, their owner draws as many cards. If you leave them, their owner takes them back or discards them and draws as many.',
  'Draw from the face-down pile or pick any card of the display (the row of six open cards).',
  'The game ends at once when someone’s hand is empty, or when the pile and the display are both empty.',
  'Scoring: +1 for every card on your tableau, −1 for every card in your hand. That is why everyone starts at −13: thirteen cards in hand, none played yet.',
];

// parseMeld reads a View's meld, "7x2+J", into {value: "7", count: 2,
// jokers: 1}; jokers alone have the value "J".
function parseMeld(m) {
  const out = { value: 'J', count: 0, jokers: 0 };
  for (const part of String(m).split('+')) {
    const [v, k] = part.split('x');
    const n = k === undefined ? 1 : parseInt(k, 10);
    if (v.toUpperCase() === 'J') out.jokers += n;
    else { out.value = v; out.count += n; }
  }
  return out;
}

const size = (m) => { const p = parseMeld(m); return p.count + p.jokers; };

function meldCards(m) {
  const p = parseMeld(m);
  return [...Array(p.count).fill(p.value), ...Array(p.jokers).fill('J')];
}

// meldWords writes a meld in words: "a 7", "two 7s and a joker".
const NUMBERS = ['no', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
function meldWords(m) {
  const p = parseMeld(m);
  const n = (k) => NUMBERS[k] || String(k);
  const parts = [];
  if (p.count) parts.push(p.count === 1 ? `a ${p.value}` : `${n(p.count)} ${p.value}s`);
  if (p.jokers) parts.push(p.jokers === 1 ? 'a joker' : `${n(p.jokers)} jokers`);
  return parts.join(' and ');
}

function card(c, attrs = {}) {
  const joker = c === 'J';
  return h('span', Object.assign({}, attrs, { class: ['card', joker && 'joker', c.length > 1 && 'wide', attrs.class], title: joker ? 'joker' : c }), joker ? '★' : c);
}

function meld(m, attrs = {}) {
  return h('span', Object.assign({}, attrs, { class: ['meld', attrs.class], dataset: Object.assign({ meld: m }, attrs.dataset), 'aria-label': meldWords(m) }), meldCards(m).map((c) => card(c)));
}

// knownGroups shows known cards as one small card per value with a count.
function knownGroups(cards) {
  const groups = new Map();
  for (const c of cards) groups.set(c, (groups.get(c) || 0) + 1);
  return [...groups.keys()].sort((a, b) => ORDER(a) - ORDER(b)).map((c) =>
    h('span', { class: 'kgroup', dataset: { value: c, count: groups.get(c) } }, card(c, { class: 'mini' }), groups.get(c) > 1 ? `×${groups.get(c)}` : ''));
}

export function prompt(v) {
  switch (v.phase) {
    case 'play': return 'Your turn: play cards of one value';
    case 'take-or-leave': return 'You attack: take the cards or leave them';
    case 'take-back-or-discard': return 'Your play was left: take it back, or discard it and draw';
    case 'draw': return `Draw ${plural(v.draws, 'card')}: from the pile or the display`;
    default: return 'Your move';
  }
}

export function round(v) {
  return v.rounds > 1 ? `Round ${v.round} of ${v.rounds}` : '';
}

// mark remembers the last play, to mark it on its tableau.
export function mark(marks, e) {
  if (e.kind === 'cards-played') return { played: e.seat };
  if (e.kind === 'round-dealt') return {};
  return marks;
}

function tableauCards(v, i) {
  return (v.tableaux[i] || []).reduce((n, m) => n + size(m), 0);
}

// seats lists every seat: its score and why, hand size, cards known in
// it, and its tableau.
export function seats(v, ui) {
  const over = v.over === true;
  const out = [];
  for (let i = 0; i < v.players; i++) {
    const tab = v.tableaux[i] || [];
    const top = tab.length ? tab[tab.length - 1] : null;
    const attacked = v.victim === i && ATTACKED.includes(v.phase);
    const known = (v.known[i] || []).filter((c) => c && c !== '?');
    const played = tableauCards(v, i);
    const inHand = v.handSizes[i] ?? 0;
    out.push(h('div', { class: ['seat', i === ui.seat && 'me', i === v.toMove && 'to-move'], dataset: { seatPanel: i } },
      h('div', { class: 'seat-head' },
        h('b', {}, ui.name(i)),
        !over && i === v.active ? h('span', { class: 'badge' }, 'turn') : '',
        !over && i === v.toMove && i !== v.active ? h('span', { class: 'badge' }, 'deciding') : '',
        h('span', { class: 'score', dataset: { scoreSeat: i }, title: `${played} played, ${inHand} in hand` }, `${(v.scores || [])[i] ?? 0} pts`)),
      h('div', { class: 'why', dataset: { why: i } }, `+${played} played − ${inHand} in hand`),
      h('div', { class: 'seat-hand' },
        h('span', { class: 'backs', dataset: { handSize: i } }, h('i', { class: 'cardback-mini' }), `${inHand} in hand`),
        i !== ui.seat && known.length ? h('span', { class: 'known', dataset: { knownOf: i } }, ' known: ', knownGroups(known)) : ''),
      h('div', { class: 'tableau' },
        top ? meld(top, { class: ['top', attacked && 'attacked', ui.marks.played === i && 'last'], dataset: { topOf: i } }) : h('span', { class: 'empty' }, 'no play yet'),
        tab.length > 1 ? h('span', { class: 'under' }, 'under it: ', tab.slice(0, -1).reverse().map((m) => h('span', { class: 'small-meld', title: meldWords(m) }, meldCards(m).map((c) => (c === 'J' ? '★' : c)).join(' ')))) : '')));
  }
  return out;
}

// BUTTONS are the kinds of move the decision offers as buttons, labelled
// by the library.
const BUTTONS = ['take', 'leave', 'takeback', 'discard'];

export function board(v, ui) {
  const choices = ui.choices;
  const single = (kind) => ui.direct.find((m) => m.kind === kind);
  // Display and piles.
  const seen = new Set(); // a value twice in the display: one button draws it
  const display = h('div', { class: 'display', id: 'display' }, v.display.map((c, slot) => {
    if (!c || c === '?') return h('span', { class: 'card slot' }, '');
    const ch = choices.find((x) => x.pick === c && x.moves[0].kind === 'draw');
    if (ch && !seen.has(c)) {
      seen.add(c);
      const m = ch.moves[0];
      const b = moveButton(m, () => ui.move(m), { class: ['card', 'pickable', c === 'J' && 'joker', c.length > 1 && 'wide'] }, c === 'J' ? '★' : c);
      b.firstChild.dataset.slot = slot;
      return b;
    }
    return card(c, { dataset: { slot } });
  }));
  const pileMove = single('draw pile');
  const pile = pileMove
    ? moveButton(pileMove, () => ui.move(pileMove), { class: 'card back pickable', id: 'pile' }, String(v.pileSize ?? 0))
    : h('span', { class: 'card back', id: 'pile', title: 'draw pile' }, String(v.pileSize ?? 0));
  const middle = h('div', { class: 'middle' },
    h('div', { class: 'pilebox' }, h('div', { class: 'label' }, 'Draw pile'), pile),
    h('div', { class: 'displaybox' }, h('div', { class: 'label' }, 'Display'), display),
    h('div', { class: 'pilebox' }, h('div', { class: 'label' }, 'Discard'), h('span', { class: 'card discard', id: 'discard', title: `${v.discard.length} discarded` }, String(v.discard.length))));

  // The pending decision.
  const buttons = BUTTONS.map((kind) => {
    const m = single(kind);
    return m && moveButton(m, () => ui.move(m), { class: 'primary' });
  }).filter(Boolean);
  let decision = '';
  if (v.victim >= 0 && DECIDING.includes(v.phase)) {
    const top = (v.tableaux[v.victim] || []).slice(-1)[0];
    const whose = v.victim === ui.seat ? 'your' : ui.short(v.victim) + '’s';
    const what = {
      'take-or-leave': `${ui.short(v.active)} attack${v.active === ui.seat ? '' : 's'} ${whose} ${top ? meldWords(top).replace(/^an? /, '') : 'play'}.`,
      'take-back-or-discard': `${ui.short(v.active)} left ${whose} ${top ? meldWords(top).replace(/^an? /, '') : 'play'}.`,
      draw: `${ui.short(v.victim)} draw${v.victim === ui.seat ? '' : 's'} ${plural(v.draws, 'more card')}.`,
    }[v.phase];
    decision = h('div', { class: 'decision', id: 'decision' }, h('p', {}, what), buttons);
  } else if (buttons.length) decision = h('div', { class: 'decision', id: 'decision' }, buttons);

  // The own hand, grouped by value; a value to play is picked, then the play.
  let hand = '';
  if (ui.seat >= 0 && Array.isArray(v.hand)) {
    const groups = new Map();
    for (const c of v.hand) groups.set(c, (groups.get(c) || 0) + 1);
    const values = [...groups.keys()].sort((a, b) => ORDER(a) - ORDER(b));
    const plays = choices.filter((c) => c.pick !== null && c.moves[0].kind === 'play');
    const groupEls = values.map((c) => {
      const n = groups.get(c);
      const can = plays.some((x) => x.pick === c);
      const attrs = {
        class: ['group', can && 'pickable', ui.pick === c && 'picked'], title: can ? `play ${c === 'J' ? 'jokers' : c + 's'}` : '',
        dataset: { value: c, count: n, pick: can ? c : undefined }, 'aria-label': `${n} × ${c === 'J' ? 'joker' : c}`,
      };
      const inner = [h('span', { class: 'fan' }, Array.from({ length: n }, () => card(c))), h('span', { class: 'count' }, `×${n}`)];
      if (can) return h('button', Object.assign(attrs, { 'aria-pressed': ui.pick === c ? 'true' : 'false', onclick: () => ui.choose(c) }), inner);
      return h('span', attrs, inner);
    });
    let offer = '';
    const picked = plays.find((x) => x.pick === ui.pick);
    if (picked) {
      offer = h('div', { class: 'choices', id: 'choices' }, h('span', { class: 'label' }, 'Play:'),
        picked.moves.map((m) => moveButton(m, () => ui.move(m), { class: 'choice' })));
    } else if (plays.length) {
      offer = h('p', { class: 'hint' }, 'Pick a value in your hand to play it.');
    }
    hand = h('section', { class: 'hand', id: 'hand', dataset: { seat: ui.seat } },
      h('div', { class: 'label' }, `Your hand (${v.hand.length})`), h('div', { class: 'groups' }, groupEls), offer);
  }
  return h('div', { class: 'linko' }, middle, decision, hand);
}

// breakdown is the final score's reason: cards played, cards in hand.
export function breakdown(v) {
  return {
    head: ['Played', 'In hand'],
    rows: Array.from({ length: v.players }, (_, i) => [`+${tableauCards(v, i)}`, `−${v.handSizes[i] ?? 0}`]),
    note: v.rounds > 1 ? 'The columns are this last round’s cards; the total adds every round.' : '',
  };
}

