// Linko!: the hand grouped by value, every tableau with its top play standing
// out, the display, the piles, and the pending decision as buttons.
import { h, s, moveButton, teller } from './dom.js';
import { t } from './i18n/i18n.js';
import { size, meldCards, meldWords, meldWhat, parseMeld } from './melds.js';
import { attackWord, attackGloss } from './linkowhy.js';
import { drawRest } from './drawrest.js';
import { flipData } from './motion.js';
import { touchScreen, tapped } from './touch.js';

// hintWhy says why the Hint's move is worth making (linkowhy.js).
export { hintWhy, howToRead } from './linkowhy.js';

const ORDER = (c) => (c === 'J' ? 14 : parseInt(c, 10));
const DECIDING = ['take-or-leave', 'take-back-or-discard', 'draw'];
// ATTACKED are the phases while the attacked play is still on its tableau.
const ATTACKED = ['take-or-leave', 'take-back-or-discard'];

// card draws a card as a piece: its value in the corner, where a fan of
// cards still shows it, and large in its middle, in the value's own
// colour; a joker gold, drawn X as the rulebook and the terminal draw it.
function card(c, attrs = {}) {
  const joker = c === 'J';
  return h('span', Object.assign({}, attrs, { class: ['card', joker && 'joker', c.length > 1 && 'wide', 'v-' + c, attrs.class], title: joker ? t('linko.joker') : c }), cardFace(c));
}

// cardText is what a card's value reads: its number, or X for a joker
// (★ is Lino's star, never a card).
function cardText(c) {
  return c === 'J' ? 'X' : c;
}

// cardFace is what a card shows: the corner's value (its text) and the
// large one, drawn.
function cardFace(c) {
  const text = cardText(c);
  return [h('span', { class: 'idx' }, text),
    s('svg', { class: 'face', viewBox: '0 0 40 56', 'aria-hidden': 'true', focusable: 'false' },
      s('text', { x: 20, y: 38, 'text-anchor': 'middle', class: 'big' }, text))];
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

// prompt is the reader's instruction at their turn; the question of an
// attack names the cards taken and their owner, for a language that asks
// it with them ({what}, {whose}).
export function prompt(v, ui) {
  switch (v.phase) {
    case 'play': return t('linko.prompt.play');
    case 'take-or-leave': {
      const top = (v.tableaux[v.victim] || []).slice(-1)[0];
      return t('linko.prompt.take', { what: top ? meldWhat(top) : t('linko.play'), whose: t('linko.whose', { who: ui.short(v.victim) }) });
    }
    case 'take-back-or-discard': return t('linko.prompt.takeback');
    case 'draw': {
      // Why the cards are to be drawn: the attacker took the reader's play, or the reader
      // discarded it (RULES.md, attacks, step 2); some drawn, the rest are "more" (r36 #10).
      const owed = ui.marks.owed;
      if (owed && owed.victim === ui.seat && v.victim === ui.seat) {
        const what = meldWhat(owed.meld), more = v.draws < meldCards(owed.meld).length, args = { who: owed.by >= 0 ? ui.short(owed.by) : '', what, n: v.draws };
        return owed.by >= 0 ? (more ? t('linko.prompt.drawTakenMore', args) : t('linko.prompt.drawTaken', args)) : more ? t('linko.prompt.drawDiscardedMore', args) : t('linko.prompt.drawDiscarded', args);
      }
      return t('linko.prompt.draw', { n: v.draws });
    }
    default: return t('linko.prompt.other');
  }
}

export function round(v) {
  return v.rounds > 1 ? t('round.of', { round: v.round, rounds: v.rounds }) : '';
}

// mark remembers the last play, to mark it on its tableau, and where the
// cards of the last play, take or draw went from and to, for them to glide.
// folds reports whether the event e is one that "Since your move" tells
// once for a run of them: a draw from the pile, whose card is hidden.
export function folds(e) {
  return e.kind === 'card-drawn' && e.from === 'pile';
}

// fold tells n draws from the pile in a row as one sentence: the
// library's own of the first draw (its subject as the library writes it),
// its card counted ("Seat 2 drew 3 cards from the pile."), or, where its
// words are not the catalogue's, the sentence with the count after it.
export function fold(text, n) {
  const one = t('linko.drewOne');
  return text.includes(one) ? text.replace(one, t('linko.drewMany', { n })) : `${text} (×${n})`;
}

// drewFromPile adds to the cards drawn from the pile since the last play
// the card of e, when the reader may see it (the reader's own: another
// seat's is hidden): the hand shows them until someone plays.
function drewFromPile(marks, e) {
  const drew = marks.drew || [];
  return e.from === 'pile' && e.card && e.card !== '?' ? [...drew, e.card] : drew;
}

// toldOwn reports whether "Since your move" tells the reader's own event
// e: a card drawn from the pile, which the display does not show going.
export function toldOwn(e) {
  return folds(e) && !!e.card && e.card !== '?';
}

export function mark(marks, e) {
  switch (e.kind) {
    case 'cards-played': return { played: e.seat, by: e.seat, glide: { from: 'hand:' + e.seat, to: 'top:' + e.seat } };
    // owed: whose play went, and who took it (-1: its owner discarded
    // it), for the draw it makes due.
    case 'cards-taken': return { ...marks, owed: { victim: e.victim, by: e.seat, meld: e.meld }, glide: { from: 'top:' + e.victim, to: 'hand:' + e.seat } };
    case 'cards-discarded': return { ...marks, owed: { victim: e.seat, by: -1, meld: e.meld } };
    case 'card-drawn': return { ...marks, drew: drewFromPile(marks, e), glide: { from: e.from === 'pile' ? 'pile' : 'display:' + e.card, to: 'hand:' + e.seat } };
    case 'round-dealt': return {};
    default: return marks;
  }
}

function tableauCards(v, i) {
  return (v.tableaux[i] || []).reduce((n, m) => n + size(m), 0);
}

// seats lists every seat: its score and why, hand size, cards known in
// it, and its tableau.
export function seats(v, ui) {
  const over = v.over === true;
  // While the game goes on, a seat's main figures are its cards played and
  // in hand, each with its sign ("played +2 · in hand −11"): the total
  // (their sum) read −13 for everyone from the first play on, as a bug or
  // a penalty (#38 r24 #5). The total is said once it means something: at
  // the end, with its reason under it, and from a match's second round
  // on, under the figures, as the rounds' so far. The legend, how a score
  // counts, once anyone has played: a play stays on a tableau or, taken
  // or discarded, has made someone draw from the pile (which refills the
  // display).
  const dealt = 109 - 13 * v.players - 6;
  const begun = over || (v.round || 1) > 1 || v.tableaux.some((tab) => tab && tab.length) || v.discard.length > 0 || (v.pileSize ?? dealt) < dealt;
  const out = [];
  // Whether a seat is down to one or two cards: for another's, the table
  // then says, once over the panels, that an empty hand ends the round at
  // once (r28 #7: games ended with no warning of why); the reader sees its
  // own hand.
  const fewAt = (i) => !over && begun && (v.handSizes[i] ?? 0) > 0 && (v.handSizes[i] ?? 0) <= 2;
  const nearly = Array.from({ length: v.players }, (_, i) => i).filter((i) => i !== ui.seat && fewAt(i));
  if (nearly.length) {
    const warned = { who: ui.short(nearly[0]), n: v.handSizes[nearly[0]] };
    out.push(h('p', { class: 'ends-soon', id: 'linko-ends-soon' }, v.rounds > 1 ? t('linko.endsSoon.round', warned) : t('linko.endsSoon', warned)));
  }
  for (let i = 0; i < v.players; i++) {
    const tab = v.tableaux[i] || [];
    const top = tab.length ? tab[tab.length - 1] : null;
    const attacked = v.victim === i && ATTACKED.includes(v.phase);
    const known = (v.known[i] || []).filter((c) => c && c !== '?');
    const played = tableauCards(v, i);
    const inHand = v.handSizes[i] ?? 0;
    const total = (v.scores || [])[i] ?? 0;
    // Another seat down to one or two cards may end the game at its next
    // play: its panel is marked and says so, before it happens.
    const few = i !== ui.seat && fewAt(i);
    out.push(h('div', { class: ['seat', i === ui.seat && 'me', i === v.toMove && 'to-move', few && 'few'], dataset: { seatPanel: i } },
      // The name and its badges wrap under each other, the score stays on
      // the first line (a phone's "waiting" once pushed it to the second).
      h('div', { class: 'seat-head' }, h('span', { class: 'seat-who' },
        ...ui.tag(i),
        // The seat whose turn it is waits while another decides (takes or
        // discards what it was played): one badge says who acts now.
        !over && i === v.active ? h('span', { class: 'badge' }, v.toMove === i || v.toMove < 0 ? t('badge.turn') : t('linko.waiting')) : '',
        !over && i === v.toMove && i !== v.active ? h('span', { class: 'badge' }, t('linko.deciding')) : ''),
        over ? h('span', { class: 'score', dataset: { scoreSeat: i }, title: t('linko.why.title') }, points(total)) : ''),
      // (On a line of their own under the name: a phone's narrow seat
      // has no room beside it.)
      over ? '' : h('div', { class: 'score tally', dataset: { scoreSeat: i }, title: t('linko.why.title') },
        h('span', {}, t('linko.tally.played', { n: signed(played) })), h('span', { class: 'sep' }, ' · '), h('span', {}, t('linko.tally.hand', { n: signed(-inHand) }))),
      few ? h('p', { class: 'few-left', dataset: { fewLeft: i } }, t('linko.fewLeft', { who: ui.short(i), n: inHand })) : '',
      over ? h('div', { class: 'why', dataset: { why: i } }, t('linko.why', { played, hand: inHand }))
      : (v.round || 1) > 1 ? h('div', { class: 'why', dataset: { why: i } }, t('linko.total', { pts: points(total) })) : '',
      h('div', { class: 'seat-hand' },
        // A card taken or drawn glides to the hand's card back, not with
        // its words: no "6 in hand" flies over the table.
        h('span', { class: 'backs', dataset: { handSize: i } }, h('i', { class: 'cardback-mini', dataset: flipData(ui.marks.glide, 'hand:' + i) }), t('linko.inHand', { n: inHand })),
        i !== ui.seat && known.length ? h('span', { class: 'known', dataset: { knownOf: i } }, t('linko.known'), knownGroups(known)) : ''),
      h('div', { class: 'tableau' },
        top ? meld(top, { class: ['top', attacked && 'attacked', ui.marks.played === i && i !== ui.seat && 'last'], dataset: { topOf: i, ...flipData(ui.marks.glide, 'top:' + i) } }) : h('span', { class: 'empty' }, t('linko.noPlay')),
        tab.length > 1 ? h('span', { class: 'under' }, t('linko.under'), tab.slice(0, -1).reverse().map((m) => h('span', { class: 'small-meld', title: meldWords(m) }, meldCards(m).map(cardText).join(' ')))) : '')));
  }
  // How a score is counted, said once under the seats once there are scores.
  if (begun) out.push(h('p', { class: 'hint', id: 'linko-legend' }, t('linko.why.title')));
  return out;
}

// BUTTONS are the kinds of move the decision offers as buttons, labelled
// by the library.
const BUTTONS = ['take', 'leave', 'takeback', 'discard'];

export function board(v, ui) {
  const choices = ui.choices;
  const single = (kind) => ui.direct.find((m) => m.kind === kind);
  // Display and piles. What drawing a card does is said on a line of its own under the piles,
  // not in a tooltip over the decision.
  // On a touch screen the line says at a draw how a card is drawn: a tap
  // reads what drawing it does, a second one draws it.
  const drawsHere = ui.seat >= 0 && v.over !== true && choices.some((x) => x.moves[0].kind === 'draw' || x.moves[0].kind === 'draw pile');
  const says = h('p', { class: 'says', id: 'says', 'aria-live': 'polite' }, drawsHere && touchScreen() ? t('linko.draw.touch') : '');
  const tell = teller(says);
  const told = (b) => { b.classList.add('told'); b.firstChild.removeAttribute('title'); return b; };
  // At the player's own draw, an empty place of the display says why it
  // takes no draw on that line, hovered or pressed, as the pile says what
  // it draws. A value twice in the display is two buttons of one draw:
  // every card that may be drawn looks the same (a plain twin read as forbidden).
  const drawing = choices.some((x) => x.moves[0].kind === 'draw');
  const why = (text) => (drawing && text ? { dataset: { why: text }, ...tell(text) } : {});
  const display = h('div', { class: 'display', id: 'display' }, v.display.map((c, slot) => {
    if (!c || c === '?') return h('span', Object.assign({ class: 'card slot' }, why(t('linko.why.slot'))), '');
    const ch = choices.find((x) => x.pick === c && x.moves[0].kind === 'draw');
    if (ch) {
      const m = ch.moves[0];
      const b = told(moveButton(m, (e) => ui.tap(m, e), { class: ['card', 'pickable', c === 'J' && 'joker', c.length > 1 && 'wide', 'v-' + c], ...tell(m.preview) }, cardFace(c)));
      b.firstChild.dataset.slot = slot;
      b.firstChild.dataset.flipId = 'display:' + c;
      return b;
    }
    return card(c, { dataset: { slot, flipId: 'display:' + c } });
  }));
  const pileMove = single('draw pile');
  const pile = pileMove
    ? told(moveButton(pileMove, (e) => ui.tap(pileMove, e), { class: 'card back pickable', id: 'pile', ...tell(pileMove.preview) }, String(v.pileSize ?? 0)))
    : h('span', { class: 'card back', id: 'pile', 'aria-label': t('linko.pile.title') }, String(v.pileSize ?? 0));
  (pile.querySelector('#pile') || pile).dataset.flipId = 'pile';
  const middle = h('div', { class: 'middle' },
    h('div', { class: 'pilebox' }, h('div', { class: 'label' }, t('linko.pile')), pile),
    // The display's name says what it is where a newcomer first meets it,
    // and a caption under it, out of the tutorial too (r32 #10: "Display"
    // explained nowhere else).
    h('div', { class: 'displaybox' }, h('div', { class: 'label', title: t('linko.display.what') }, t('linko.display')),
      h('div', { class: 'caption', id: 'display-what' }, t('linko.display.caption')), display),
    // The discard pile is no card to take: its count in words, not on a card's face.
    h('div', { class: 'pilebox' }, h('div', { class: 'label' }, t('linko.discard')),
      h('span', { class: 'discard', id: 'discard', dataset: { count: v.discard.length } },
        v.discard.length ? t('linko.discard.count', { n: v.discard.length }) : t('linko.discard.none'))));

  // The pending decision.
  const buttons = BUTTONS.map((kind) => {
    const m = single(kind);
    return m && open(moveButton(m, () => ui.move(m), { class: 'primary' }));
  }).filter(Boolean);
  let decision = '';
  // The player's own draw is said once, above the table, not over the piles; it may be drawn at once.
  const ownDraw = v.phase === 'draw' && v.victim === ui.seat;
  const rest = ownDraw ? drawRest(v, ui, pileMove, says) : '';
  if (v.victim >= 0 && DECIDING.includes(v.phase) && !ownDraw) {
    const top = (v.tableaux[v.victim] || []).slice(-1)[0];
    const whose = v.victim === ui.seat ? t('linko.your') : t('linko.whose', { who: ui.short(v.victim) });
    const played = top ? meldWhat(top) : t('linko.play');
    const what = {
      'take-or-leave': v.active === ui.seat ? t('linko.youAttack', { whose, what: played }) : t('linko.attacks', { who: ui.short(v.active), whose, what: played }),
      'take-back-or-discard': t('linko.left', { who: ui.short(v.active), whose, what: played, n: top ? size(top) : 2 }),
      draw: t('linko.draws', { who: ui.short(v.victim), n: v.draws }),
    }[v.phase];
    decision = h('div', { class: 'decision', id: 'decision' }, h('p', {}, what), buttons);
  } else if (buttons.length || rest) decision = h('div', { class: 'decision', id: 'decision' }, buttons, rest);

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
        class: ['group', can && 'pickable', ui.pick === c && 'picked'], title: can ? t('linko.playValue', { what: c === 'J' ? t('linko.meld.joker', { n }) : t('linko.meld.what', { n, value: c }) }) : '',
        dataset: { value: c, count: n, pick: can ? c : undefined }, 'aria-label': t('linko.group', { n, what: c === 'J' ? t('linko.joker') : c }),
      };
      // Cards just drawn from the pile, marked where they went (+1).
      const drew = (ui.marks.drew || []).filter((d) => d === c).length;
      if (drew) attrs.class.push('drawn');
      const inner = [h('span', { class: 'fan' }, Array.from({ length: n }, () => card(c))), h('span', { class: 'count' }, `×${n}`, drew ? h('span', { class: 'new', dataset: { drew } }, ` +${drew}`) : '')];
      if (can) return h('button', Object.assign(attrs, { 'aria-pressed': ui.pick === c ? 'true' : 'false', onclick: (e) => chooseInPlace(c, e, ui) }), inner);
      return h('span', attrs, inner);
    });
    let offer = '';
    const picked = plays.find((x) => x.pick === ui.pick);
    if (picked) {
      // A play's choice says what it does under it ("Attacks nobody."):
      // the value tapped was the piece picked, the choice tapped is what
      // to do with it. On a touch screen the choices stand in the bar at
      // the screen's foot, where every game's move is confirmed (data-foot,
      // touch.js): tap a piece, then what to do at the foot (r22). Each
      // choice plays at its tap, and reads so: a verb ("Play a 12"), in
      // the style of the other games' confirm button at the foot (r24 #8:
      // one rule, the foot's green button makes the move).
      const { shown, folded, all } = foldJokers(picked.moves, ui.pick);
      const button = (m) => open(moveButton(m, () => ui.move(m), { class: 'choice primary', title: attackWord(m.meld, v, ui.seat) }));
      const key = ui.pick + '|' + v.hand.join();
      // A play folded that the Hint selected is shown, to be seen armed.
      if (ui.armed && folded.some((m) => m.meld === ui.armed.meld)) unfolded = key;
      let more = '';
      if (folded.length && unfolded !== key) {
        more = h('button', { type: 'button', class: 'choice more', 'aria-expanded': 'false', onclick: () => {
          unfolded = key;
          const els = all.map(button);
          offer.replaceChildren(offer.firstChild, ...els);
          els[all.indexOf(folded[0])].querySelector('button').focus();
        } }, t('linko.withJokers'));
      }
      offer = h('div', { class: 'choices', id: 'choices', dataset: { foot: ui.pick } }, h('span', { class: 'label' }, t('linko.playColon')),
        (unfolded === key ? all : shown).map(button), more, attackGloss(v));
      arrows(offer, 'button.choice');
    } else if (plays.length) {
      offer = h('p', { class: 'hint' }, touchScreen() ? t('linko.pickValue.touch') : t('linko.pickValue'));
    }
    // A value's play choices follow it in the Tab order, the hand's
    // other values after them (r23: Tab from the choices, under the whole
    // row, went on to the pause between moves, past the values after the
    // one picked); they are drawn on a line of their own under the row
    // (style.css).
    const at = picked ? values.indexOf(ui.pick) + 1 : values.length;
    const row = h('div', { class: 'groups' }, groupEls.slice(0, at), picked ? offer : '', groupEls.slice(at));
    arrows(row, 'button.group');
    hand = h('section', { class: 'hand', id: 'hand', dataset: { seat: ui.seat } },
      h('div', { class: 'label' }, t('linko.yourHand', { n: v.hand.length })), row, picked ? '' : offer);
  }
  const root = h('div', { class: 'linko' }, middle, says, decision, hand);
  // A click on a card that takes no move says why, on the line under the
  // piles (listened to on the board, so that such cards stay out of the
  // Tab order).
  if (ui.seat >= 0 && v.over !== true) {
    root.addEventListener('click', (e) => {
      const el = e.target.closest('#hand .group, #display .card, #pile');
      if (e.target.closest('button') || !el) return;
      says.textContent = el.dataset.why || whyNot(v, ui);
      says.classList.add('telling');
    });
  }
  return root;
}

// unfolded is the value picked (with its hand) whose plays with jokers
// the player unfolded: drawn again, they stay shown.
let unfolded = '';

// foldJokers sorts the plays of the value pick: shown, those without
// jokers and those with jokers whose preview none without says (a joker
// that attacks more); folded, the plays with jokers that attack no one
// more than a play without does, behind one "With jokers…" button (r32
// #8: six buttons for two 12s and two jokers, five saying "Attacks
// nobody."); all, every one, as they stand unfolded. Each by its number
// of cards (r34 #9: "three 11s and a joker" stood between "three 11s"
// and "an 11 and a joker").
export function foldJokers(moves, pick) {
  const jokers = (m) => pick !== 'J' && parseMeld(m.meld).jokers > 0;
  const said = new Set(moves.filter((m) => !jokers(m)).map((m) => m.preview || ''));
  const all = [...moves].sort(byCards);
  const folded = all.filter((m) => jokers(m) && said.has(m.preview || ''));
  return { shown: all.filter((m) => !folded.includes(m)), folded, all };
}

// byCards orders plays by their number of cards, then the fewer jokers
// first: "two 11s" before "an 11 and a joker".
function byCards(a, b) {
  return size(a.meld) - size(b.meld) || parseMeld(a.meld).jokers - parseMeld(b.meld).jokers;
}

// DOUBLE_TAP is how soon, in ms, a second tap on a value makes a double tap.
const DOUBLE_TAP = 400;
// lastTap is the hand's last tap: its value and when.
let lastTap = { value: null, at: 0 };

// chooseInPlace picks the value c of the hand as ui.choose does. A
// finger's tap keeps the group under the finger: the page the pick scrolls
// is put back. A quick second tap on the same value (a double tap) keeps
// it picked: it neither puts it back nor plays (r22: one rule, a play is
// chosen at the foot).
function chooseInPlace(c, e, ui) {
  if (!tapped(e)) { ui.choose(c, e); return; }
  const now = performance.now();
  const double = lastTap.value === c && now - lastTap.at < DOUBLE_TAP && ui.pick === c;
  lastTap = { value: double ? null : c, at: now };
  if (double) return;
  const was = e.currentTarget.getBoundingClientRect().top;
  ui.choose(c, e);
  const group = document.querySelector(`#hand [data-pick="${CSS.escape(c)}"]`);
  if (group) window.scrollBy({ top: group.getBoundingClientRect().top - was, behavior: 'instant' });
}

// arrows moves the focus among the buttons of row that sel matches (the
// hand's values to play, a value's play choices) with the arrow keys, as
// the arrows move it on Lino's field and LINX's grid: left and up to the
// one before, right and down to the one after.
function arrows(row, sel) {
  row.addEventListener('keydown', (e) => {
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[e.key];
    const buttons = [...row.querySelectorAll(sel)];
    const at = buttons.indexOf(e.target);
    if (!step || at < 0) return;
    e.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, at + step))].focus();
  });
}

// whyNot says why a card takes no move: the turn not come, a decision or
// a draw to make first, or no draw due (a card of the display or the pile
// while the player is to play).
function whyNot(v, ui) {
  if (!ui.choices.length) return t('why.wait');
  switch (v.phase) {
    case 'take-or-leave': return t('linko.why.decide');
    case 'take-back-or-discard': return t('linko.why.takeback');
    case 'draw': return t('linko.why.draw');
    default: return t('linko.why.noDraw');
  }
}

// open shows a move button's preview under it at all times: which play it
// attacks is the decision, not a detail to hover for.
function open(button) {
  button.classList.add('open');
  return button;
}

// breakdown is the final score's reason: cards played, cards in hand.
export function breakdown(v) {
  return {
    head: [t('linko.played'), t('linko.handCol')],
    rows: Array.from({ length: v.players }, (_, i) => [signed(tableauCards(v, i)), signed(-(v.handSizes[i] ?? 0))]),
    note: v.rounds > 1 ? t('linko.note') : '',
  };
}


// signed writes a count with its sign, the minus a true minus, and 0 bare:
// "+3", "−2", "0".
function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

// points writes a score with a true minus: "1 pt", "−13 pts".
function points(n) {
  return t('score.points', { n }).replace(/-/, '−');
}
