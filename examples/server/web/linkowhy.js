// Linko!'s reasons for the Hint's move (hint.js, through linko.js
// hintWhy): why a play, a draw or an attack's decision is worth making,
// and the arithmetic of attacks it rests on (which plays another seat may
// still attack, which play attacks).
import { h } from './dom.js';
import { t, lang } from './i18n/i18n.js';
import { parseMeld, size, meldCards } from './melds.js';

// DECIDED are the reasons for the decisions of an attack, by the move's
// kind: the attacker's take or leave, the victim's take back or discard.
const DECIDED = { take: () => t('linko.hintWhy.take'), leave: () => t('linko.hintWhy.leave'), takeback: () => t('linko.hintWhy.takeback'), discard: () => t('linko.hintWhy.discard') };

// HIGH is the lowest value whose play few cards can attack (a play of as
// many cards and a higher value: the 11s, 12s, 13s and the jokers).
const HIGH = 10;

// hintWhy says why the Hint's move is worth making, and only a reason
// that argues for it (by the rules: every card played scores +1 at the
// end, every card in hand −1): for a play that attacks or empties the
// hand, its preview (true, see hint.js telling); for a play of several
// cards, that they all score, and if another seat may attack them before
// the reader plays again, that too (beatable); for one card, that it is the lowest held
// (the higher ones stay to attack with) or that it is high (few cards
// attack it); for a draw, what the card brings (a joker, a value held
// already: a bigger play) or, from the pile, that nobody learns it; for a
// take, a leave, a take back or a discard, what each does to the hand
// that a card in it costs a point at the end (their previews say only who
// draws, r28 #6). Where r32 #7 found the plain reason for almost every
// hint: a draw from the display of a value not held (a high card few
// attack, or a card chosen, not the pile's unknown one), a joker alone
// (worth 14: nothing attacks it), a mid card alone held once beside pairs
// (the pairs stay for a bigger play) or beside jokers (they stay for
// one), else beside lower cards (fewer cards attack it than them). An
// attack most plays make says what this one keeps (the lowest that
// attacks) or is worth. '' where the page cannot tell still; hint.js
// then says the plain one.
export function hintWhy(m, ui) {
  const v = ui?.view || {};
  const hand = v.hand || [];
  if (DECIDED[m.kind]) return DECIDED[m.kind]();
  if (m.kind === 'draw pile') return t('linko.hintWhy.pile');
  if (m.kind === 'draw') {
    if (m.card === 'J') return t('linko.hintWhy.joker');
    if (hand.includes(m.card)) return t('linko.hintWhy.more');
    return parseInt(m.card, 10) > HIGH ? t('linko.hintWhy.drawHigh') : t('linko.hintWhy.display');
  }
  if (m.kind !== 'play') return '';
  const why = playWhy(m, v, ui);
  if (!m.preview || !attacks(m.meld, v, ui.seat)) return why;
  // An attack's preview tells the move apart where few plays attack
  // (true: hint.js telling); where most do, what this attack keeps does
  // (r34 #6: "Attacks Computer 2's 4", said of every card above 4, fell
  // to the plain reason): no lower play of as many cards attacks, or
  // what the play itself is worth.
  if ((v.hand || []).length === size(m.meld)) return true;
  if (cheapest(m.meld, v, ui.seat)) return `${m.preview} ${t('linko.hintWhy.cheapest')}`;
  return why ? `${m.preview} ${why}` : true;
}

// playWhy says why a play is worth making, attack or not (hintWhy).
function playWhy(m, v, ui) {
  const p = parseMeld(m.meld);
  const n = p.count + p.jokers;
  const value = parseInt(p.value, 10);
  // Several cards score, unless another seat attacks them first: said of
  // low ones that cards out of the reader's sight could beat (r31 #2: "it
  // lays down 4 cards at once" of three 2s and a joker, taken at once by
  // four 6s), and of high ones what it takes.
  if (n > 1 && !beatable(p, n, v, ui.seat)) return t('linko.hintWhy.many', { n });
  // From three players, the seats that may attack are named (risk).
  const risk = riskWhy(p, n, v, ui);
  if (n > 1 && risk) return `${t('linko.hintWhy.many', { n })} ${risk}`;
  if (n > 1) return value > HIGH ? `${t('linko.hintWhy.many', { n })} ${t('linko.hintWhy', { n, value: p.value })}` : t('linko.hintWhy.manyRisk', { n });
  return [cardWhy(p, v, ui), risk].filter(Boolean).join(' ');
}

// cardWhy says why a play of one card, p (a parseMeld), is worth making
// (playWhy).
function cardWhy(p, v, ui) {
  const hand = v.hand || [];
  const n = 1, value = parseInt(p.value, 10);
  if (!p.count) return t('linko.hintWhy.jokerAlone');
  if (value > HIGH) return t('linko.hintWhy', { n, value: p.value });
  const values = hand.filter((c) => c !== 'J').map((c) => parseInt(c, 10));
  const held = (w) => values.filter((x) => x === w).length;
  // What keeps cards for later is no reason where there may be no later
  // (r34 #4: "keeps the higher ones" when the computer's last card, known,
  // ended the game at its turn); that a card played scores is, where no
  // play of more cards is in the hand.
  const ender = mayEnd(v, ui.seat);
  if (ender >= 0) {
    const most = Math.max(0, ...values.map(held)) + hand.filter((c) => c === 'J').length;
    return n >= most ? t('linko.hintWhy.endNear', { who: ui.short(ender, false) }) : '';
  }
  if (values.length > 1 && value === Math.min(...values) && values.some((v) => v > value)) return t('linko.hintWhy.lowest');
  // A card held alone played, the pairs (or more) stay for a bigger play;
  // else the jokers held stay for one; else, of the cards held, a higher
  // one is the harder to attack.
  if (held(value) === 1 && values.some((w) => held(w) > 1)) return t('linko.hintWhy.single');
  if (hand.includes('J')) return t('linko.hintWhy.keepJokers');
  const low = Math.min(...values);
  return low < value ? t('linko.hintWhy.higher', { value: p.value, low: String(low) }) : '';
}

// riskWhy says who may attack the reader's play of n cards, p (a
// parseMeld), before the reader plays again, and why it is still the one
// to make (r36: at three players the hinted plays were lost to the next
// seats, a risk the reasons did not name): the seats after the reader
// that hold more than n cards (one that plays its whole hand ends the
// game, and attacks nobody); one whose cards the reader has seen make a
// play of n that attacks it is named alone, as able to; else the seats
// that may, where the cards unseen could (beatable). The worst it costs:
// an attacked play comes back to the hand as many cards, taken back or
// drawn, and the score is what it was before it was played (the rules).
// '' at two players (the one other player is "another player",
// manyRisk), for jokers alone (nothing attacks them) and where no seat
// may attack.
function riskWhy(p, n, v, ui) {
  const sizes = v.handSizes || [];
  if (sizes.length < 3 || !p.count) return '';
  const value = parseInt(p.value, 10);
  const next = sizes.map((_, k) => (ui.seat + 1 + k) % sizes.length).filter((i) => i !== ui.seat && sizes[i] > n);
  const able = next.find((i) => {
    const known = ((v.known || [])[i] || []).filter((c) => c && c !== '?');
    const jokers = known.filter((c) => c === 'J').length;
    return jokers >= n || known.some((c) => c !== 'J' && parseInt(c, 10) > value && known.filter((x) => x === c).length + jokers >= n);
  });
  const still = t('linko.hintWhy.still', { n });
  if (able !== undefined) return `${t('linko.hintWhy.riskSure', { who: ui.short(able), n })} ${still}`;
  if (!next.length || !beatable(p, n, v, ui.seat)) return '';
  const who = new Intl.ListFormat(lang, { type: 'disjunction' }).format(next.map((i) => ui.short(i)));
  return `${t('linko.hintWhy.riskMay', { who, n })} ${still}`;
}

// cheapest says whether meld, an attack by seat from view v, is the
// lowest play of as many cards the hand holds that attacks: no lower
// value, with the jokers held, makes one that does.
function cheapest(meld, v, seat) {
  const p = parseMeld(meld);
  const n = p.count + p.jokers;
  if (!p.count) return false;
  const hand = v.hand || [];
  const jokers = hand.filter((c) => c === 'J').length;
  for (let w = 1; w < parseInt(p.value, 10); w++) {
    const k = hand.filter((c) => c === String(w)).length;
    if (k && k + jokers >= n && beats(n > 1 ? `${w}x${n}` : String(w), v, seat)) return false;
  }
  return true;
}

// CARDS is how many cards of a value the deck holds, and of jokers (the
// rules: eight of each number, five jokers).
const CARDS = { number: 8, joker: 5 };

// beatable says whether a play of n cards, p (a parseMeld), made by seat
// from view v, may be attacked before that seat plays again: another seat
// holds more than n cards (one that plays its whole hand ends the game
// and attacks nobody) and the cards the seat has not seen (not in its
// hand, on a tableau, in the display or the discard pile) could make a
// play of n of a higher value, or of n jokers, worth 14 (the rules).
function beatable(p, n, v, seat) {
  if (!p.count) return false;
  const sizes = v.handSizes || [];
  if (sizes.length && !sizes.some((k, i) => i !== seat && k > n)) return false;
  const seen = new Map();
  const see = (c) => seen.set(c, (seen.get(c) || 0) + 1);
  (v.hand || []).forEach(see);
  (v.display || []).forEach(see);
  (v.discard || []).forEach(see);
  for (const tab of v.tableaux || []) for (const x of tab || []) meldCards(x).forEach(see);
  const left = (c) => Math.max(0, (c === 'J' ? CARDS.joker : CARDS.number) - (seen.get(c) || 0));
  const jokers = left('J');
  if (jokers >= n) return true;
  for (let w = parseInt(p.value, 10) + 1; w <= 13; w++) if (left(String(w)) > 0 && left(String(w)) + jokers >= n) return true;
  return false;
}

// attacks says whether meld, played by seat from view v, empties its hand
// or attacks another seat's top play (beats).
function attacks(meld, v, seat) {
  return (v.hand || []).length === size(meld) || beats(meld, v, seat);
}

// beats says whether meld, played by seat from view v, attacks another
// seat's top play: one of as many cards and a lower value, jokers alone
// worth 14 (the rules).
function beats(meld, v, seat) {
  const rank = (x) => { const p = parseMeld(x); return p.count ? parseInt(p.value, 10) : 14; };
  return (v.tableaux || []).some((tab, i) => {
    const top = i !== seat && tab && tab[tab.length - 1];
    return !!top && size(top) === size(meld) && rank(top) < rank(meld);
  });
}

// mayEnd is another seat that may end the game before seat plays again,
// as far as view v tells (-1: none): its hand a single card, or cards all
// known to the reader that make one play (one value and jokers), which
// empties it.
function mayEnd(v, seat) {
  return (v.handSizes || []).findIndex((k, i) => {
    if (i === seat || k < 1) return false;
    const known = ((v.known || [])[i] || []).filter((c) => c && c !== '?');
    return k === 1 || (known.length === k && new Set(known.filter((c) => c !== 'J')).size <= 1);
  });
}

// attackWord is the title of a play choice that attacks: what the verb
// means (r34 #8: the French rulebook's « subtilynxer », said in every
// choice, was defined in the lobby alone); undefined for another play.
export function attackWord(meld, v, seat) {
  return beats(meld, v, seat) ? t('linko.attackWord') : undefined;
}

// glossed is the turn at which a touch screen's choices first glossed the
// attack word, by the table's address and the turn's cards: the turn
// keeps it, the later ones do without.
let glossed = { at: '', turn: '' };

// attackGloss is what the attack word means, under the play choices the
// first turn they are offered in a game, on a touch screen (r34 #8: the
// French « subtilynxer », in every choice, was glossed by the choices'
// title alone, which no finger can hover) and on a desktop (r36 #5: a
// title is found by chance, and the lobby's words are skipped); '' at
// the later turns.
export function attackGloss(v) {
  const at = location.pathname + location.search, turn = JSON.stringify([v.hand, v.tableaux]);
  if (glossed.at !== at) glossed = { at, turn };
  return glossed.turn === turn ? h('p', { class: 'hint gloss', id: 'attack-gloss' }, t('linko.attackWord')) : '';
}

// howToRead is what "How to play" adds for Linko!: what its verb for an
// attack means, where a French player meets « subtilynxer » in a game.
export function howToRead() {
  return [t('linko.attackWord')];
}
