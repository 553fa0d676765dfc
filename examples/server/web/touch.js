// Touch first: on a touch screen a tap on a board's move does not play it
// at once. The first tap selects it and shows what it will do: the board
// draws the piece where it will go, see-through (the games read armed),
// and a bar under the board says its label and the library's preview (the
// rows it closes, the line it makes or blocks); a second tap on it, or the
// bar's Play button, plays it. A mouse's click and the keyboard's Enter play at
// once, as before: the pointer already showed the preview on the way.
// One rule for every move on a touch screen: tap a piece, then tap what
// to do at the screen's foot. Linko!'s value tapped is the piece: its
// play choices, each with what it does under it, move into the bar at the
// foot (the board marks them data-foot, linko.js), where a tap plays one.
// The bar's Cancel puts back the piece picked too (the Hint's or a tap's):
// nothing stays selected that the player did not choose.
//
// A second tap confirms only a preview the player could read: a press that
// began before the bar was drawn (the quick second tap of a double tap, a
// finger still going while the page moved) selects again, and plays nothing.
//
// A move the board cannot draw see-through (Linko!'s draws from the pile
// or the display: nothing to place, its preview no more than its label)
// plays at the first tap, as a click does (r28 #1: refilling three cards
// took six taps). A finger's stray taps are still dropped before they
// reach it (keys.js).
//
// For tests and tools: the bar is #confirm, its button #confirm-play
// (data-move: the move), the control of the selected move has the class
// armed.
import { h, minus, moveData } from './dom.js';
import { t } from './i18n/i18n.js';

// tapped reports whether the event e is a finger's (or a pen's) tap.
export function tapped(e) {
  return !!e && (e.pointerType === 'touch' || e.pointerType === 'pen');
}

// touchScreen reports whether this screen is played by touch: the help
// then speaks of tapping, not of pointing and keys.
export function touchScreen() {
  return window.matchMedia('(hover: none) and (pointer: coarse)').matches;
}

const key = (m) => JSON.stringify(m);

// drawable: the moves the board being drawn asked armedIs about, the ones
// it can draw see-through; seeThrough: those of the board last drawn
// (confirmer's draw takes them), the moves a first tap selects rather
// than plays.
let drawable = new Set(), seeThrough = new Set();

// armedIs reports whether m is the move a first tap selected on the
// board of ui: the board draws its piece there, see-through. Asking it
// says the board can: m is a move a first tap selects (tap).
export function armedIs(ui, m) {
  drawable.add(key(m));
  return !!ui.armed && key(ui.armed) === key(m);
}

// confirmer makes the bar of a table: tap(m, e, play) selects m on a first
// tap and plays it (play(m)) on a second or on a click; draw(board) shows
// the bar for the move selected and marks its control on the board;
// clear() forgets it (a new view, another pick).
export function confirmer(redraw) {
  let armed = null;
  // reveal is set by a first tap: once drawn, the bar (held at the
  // screen's foot by style.css) is brought into sight, and what it covers
  // of the move's piece and the hand scrolled out from under it.
  let reveal = false;
  // hinted: the move armed is the Hint's, not a tap's; told: why it is
  // the one, as hint.js's telling says ('' where nothing tells it apart).
  let hinted = false, told = '';
  // shown: when the bar of the move armed was first drawn on the screen
  // (Infinity until then), for a second tap to be later than it.
  let shown = Infinity;
  // footed: the piece whose choices the bar shows, brought into sight
  // once, when they came.
  let footed = '';
  const bar = h('div', { id: 'confirm', class: 'confirm', hidden: true, 'aria-live': 'polite' });
  new ResizeObserver(() => room(bar)).observe(bar);
  function tap(m, e, play) {
    hinted = false;
    if (tapped(e) && seeThrough.has(key(m)) && (!armed || key(armed) !== key(m) || pressedAt <= shown)) {
      if (!armed || key(armed) !== key(m)) shown = Infinity;
      armed = m;
      reveal = true;
      redraw();
      return;
    }
    armed = null;
    play(m);
  }
  // cancel forgets the move armed and the piece picked: a press on the
  // piece pressed (its button puts it back, in every game) or, with none,
  // a drawing again.
  function cancel(board) {
    armed = null;
    const picked = board.querySelector('[data-pick][aria-pressed="true"]');
    if (picked) picked.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    else redraw();
  }
  const cancelButton = (board) => h('button', { id: 'confirm-cancel', type: 'button', onclick: () => cancel(board) }, t('touch.cancel'));
  function draw(board, offered, play) {
    seeThrough = drawable;
    drawable = new Set();
    if (armed && !offered.some((m) => key(m) === key(armed))) armed = null;
    bar.classList.toggle('hinted', hinted && !!armed);
    if (!armed) {
      // A piece's choices the board hands to the foot (on a touch screen).
      const offer = touchScreen() && board.querySelector('[data-foot]');
      bar.hidden = !offer;
      if (!offer) { footed = ''; bar.replaceChildren(); release(); return; }
      // (Moved once the drawing is done: a tutorial's coach marks on the
      // board the choice it asks for, and the mark goes with it.)
      queueMicrotask(() => { if (offer.isConnected && !bar.contains(offer)) bar.replaceChildren(h('div', { class: 'confirm-words' }, offer), h('div', { class: 'confirm-ways' }, cancelButton(board))); });
      if (footed !== offer.dataset.foot) {
        footed = offer.dataset.foot;
        hold();
        requestAnimationFrame(() => uncover(bar, [board.querySelector('#hand [aria-pressed="true"]')]));
      }
      return;
    }
    bar.hidden = false;
    if (shown === Infinity) requestAnimationFrame(() => { if (shown === Infinity) shown = performance.now(); });
    const m = armed;
    const control = board.querySelector(`[data-move="${CSS.escape(key(m))}"]`);
    control?.classList.add('armed');
    // A move the library labels by its choice alone (a Lino tile's target)
    // is named as its control names it.
    const words = (m.label || control?.querySelector('title')?.textContent || control?.getAttribute('aria-label') || '').replace(/^./, (c) => c.toUpperCase());
    // The button says what it does ("Draw the 9 from the display"); the
    // words above it say why: the library's preview, and for the Hint's
    // move whose advice it is, naming the move, its button "Play it" (r30
    // #10: the choice row and the hint's bar showed two "Play a 1").
    const said = hinted ? told : m.preview;
    const why = said && !words.includes(said) ? minus(said) : '';
    // A cell of a board's drawing (LINX's grid, Lino's field) a first tap
    // selected says that a second tap places (r32 #6: a newcomer tapped
    // once and waited), here at the foot, over nothing (r33 #2: drawn on
    // the field, the words covered the cells round the one tapped).
    const again = !hinted && control instanceof SVGGraphicsElement;
    bar.replaceChildren(
      h('div', { class: 'confirm-words', id: 'confirm-words' },
        hinted ? h('b', {}, t('touch.hinted.move', { move: minus(words) })) : '',
        again ? h('b', { id: 'confirm-again' }, t('touch.again')) : '',
        why ? h('span', { id: 'confirm-preview' }, hinted ? t('touch.why', { why }) : why) : ''),
      h('div', { class: 'confirm-ways' },
        h('button', { id: 'confirm-play', type: 'button', class: 'primary', dataset: moveData(m), onclick: () => { armed = null; play(m); } }, hinted ? t('touch.hinted.play') : (minus(words) || t('touch.play'))),
        cancelButton(board)));
    if (reveal) {
      reveal = false;
      if (!hinted) hold();
      requestAnimationFrame(() => uncover(bar, [control, board.querySelector('#hand')]));
    }
  }
  // select selects m as a first tap would (the Hint button's move), with
  // why it is the one ('' for nothing).
  function select(m, why) { armed = m; hinted = true; told = why; reveal = true; shown = Infinity; redraw(); }
  return { bar, tap, draw, select, clear() { armed = null; }, get armed() { return armed; } };
}

// pressedAt is when the last press on the page began (a finger's touch,
// a pen's, a mouse's button); pressed, where the page stood then (its
// scroll and height) for hold, until a drawing holds it. The Hint's
// move is not held: the page brings it and its bar into sight.
let pressedAt = -Infinity;
let pressed = null;
addEventListener('pointerdown', (e) => {
  pressedAt = e.timeStamp;
  pressed = { y: scrollY, height: document.documentElement.scrollHeight };
}, true);
// (A key's pick or move was no press's: the page goes where it takes it.)
addEventListener('keydown', () => { pressed = null; }, true);

// hold keeps the page still under the finger whose tap picked a piece or
// selected a move: the page drawn again may be shorter (Linko!'s touch
// help under the hand gives way to the plays in the bar at the foot), and
// one scrolled near its end jumped up, the top bar cut in half (r25 #10).
// The page keeps the height it had at the press, and its scroll, until
// the bar goes (release).
function hold() {
  if (!pressed || !touchScreen()) return;
  const { y, height } = pressed;
  pressed = null;
  document.body.style.minHeight = `${height}px`;
  if (scrollY !== y) window.scrollTo({ top: y, behavior: 'instant' });
}

// release lets the page take its own height again: nothing is picked.
function release() { document.body.style.minHeight = ''; }

// room keeps under the table (phone.css --foot) the height of the bar
// fixed at the screen's foot, so that the whole hand can be scrolled
// above it (r31 #1: a sheet of Linko!'s plays covered the hand's second
// row, the joker a choice named under it); a bar in the page, the Hint's,
// or none, needs none.
function room(bar) {
  const fixed = !bar.hidden && getComputedStyle(bar).position === 'fixed';
  document.documentElement.style.setProperty('--foot', fixed ? `${Math.ceil(bar.getBoundingClientRect().height)}px` : '0px');
}

// uncover scrolls the page as little as shows the bar whole and, above it,
// the things it must not cover (the piece a tap selected, the hand): on a
// phone the bar is fixed at the screen's foot, so a tap moves nothing
// unless the bar would hide what it is about.
function uncover(bar, things) {
  room(bar);
  const top = bar.getBoundingClientRect().top;
  const under = Math.max(0, bar.getBoundingClientRect().bottom - window.innerHeight,
    ...things.filter(Boolean).map((el) => el.getBoundingClientRect().bottom - top));
  if (under > 0) window.scrollBy({ top: under + 4, behavior: 'instant' });
}

// escapeCancels makes Escape undo what the player has begun on the board:
// the move a first tap selected, else the piece picked, whose button then
// has the focus again (as the help says).
export function escapeCancels(st, confirm, render) {
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    if (confirm.armed) { confirm.clear(); render(); return; }
    if (st.pick === null || st.pick === undefined) return;
    const was = String(st.pick);
    st.pick = null;
    render();
    document.querySelector(`#board [data-pick="${CSS.escape(was)}"]`)?.focus();
  });
}
