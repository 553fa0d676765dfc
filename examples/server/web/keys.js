// Keys and clicks given while the player may not move do nothing, and no
// key acts in a turn that began after it was pressed. While the computer
// plays, a stray Enter, Space or arrow on a control of the game is
// dropped; when the turn comes back the focus moves to the decision
// (table.js), but a key still held from before (its repeats; Space's
// release, which presses a button) is no choice of that decision: only a
// fresh press is. A move made ends a turn too: Enter held on a play does
// not go on to the draw that follows it. Likewise a click or a tap whose
// press began before the turn came back does nothing: a finger tapping
// while the computers play lands on whatever the new turn drew under it
// (r22: an unwanted draw from the pile). And a finger tapping on through
// the others' turns, which go by in a blink at pace "Instant", is taken
// for a stray until it rests: r25 #3, taps begun as the computers played
// picked a value of the hand and pressed the new "Play a 10" at the
// screen's foot, a second move the player never chose.

// ACTS are the keys that press or move among a game's controls.
const ACTS = new Set(['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

// GUARD is how long, in ms, a finger must rest for its next tap to count
// as a choice, after taps that began while the player could not act: a
// person tapping a choice reads it first, and stray taps come faster.
const GUARD = 400;

// keyGuard guards the controls for which control(el) is true; its
// turn(open) is told at each drawing of the table whether the player may
// act now, and says whether the player's turn begins there; stray() is
// called when a tap is dropped as a stray's (the page then shows whose
// turn it is).
export function keyGuard(control, stray = () => {}) {
  let turn = 0; // counts the times the player became free to act
  let open = false; // whether the player may act, as last drawn
  const down = new Map(); // a key held: the turn it was pressed in, -1 while closed
  const on = (e) => e.target instanceof Element && control(e.target);
  // drop stops the event before the game's handlers; the arrows keep the
  // browser's own use (scrolling the page), Enter and Space press nothing.
  const drop = (e) => {
    if (!e.key?.startsWith('Arrow')) e.preventDefault();
    e.stopImmediatePropagation();
  };
  addEventListener('keydown', (e) => {
    if (!ACTS.has(e.key)) return;
    if (!e.repeat || !down.has(e.key)) down.set(e.key, open ? turn : -1);
    if (on(e) && (!open || down.get(e.key) !== turn)) drop(e);
  }, true);
  for (const kind of ['keypress', 'keyup']) {
    addEventListener(kind, (e) => {
      const at = down.get(e.key);
      if (kind === 'keyup') down.delete(e.key);
      if (at !== undefined && (!open || at !== turn) && on(e)) drop(e);
    }, true);
  }
  // pressed: the turn the last press of a pointer began in (-1 while closed).
  let pressed = -1;
  // A finger's taps: when the last began, and whether it was a stray's.
  // A tap is a stray's when it begins while the player may not act (the
  // move being sent, the others' turns), or less than GUARD after a
  // stray's: fingers drumming through the computers' turns go on being
  // ignored until they rest GUARD. (Not every tap of a turn's first
  // GUARD: a finger that waited out the computers' turns is heard at
  // once, however soon the turn came back.)
  let tapAt = -Infinity, strayTap = false;
  addEventListener('pointerdown', (e) => {
    pressed = open ? turn : -1;
    if (e.pointerType !== 'touch' && e.pointerType !== 'pen') return;
    strayTap = !open || (strayTap && e.timeStamp - tapAt < GUARD);
    tapAt = e.timeStamp;
  }, true);
  // A click of a pointer (detail > 0: not the keyboard's, nor the page's
  // own) counts in the turn its press began in, unless a stray's.
  addEventListener('click', (e) => {
    if (!on(e) || !e.target.closest('[data-move], [data-pick]')) return;
    const ours = e.isTrusted && e.detail > 0;
    if (!open || (ours && pressed !== turn)) drop(e);
    else if (ours && strayTap) { drop(e); stray(); }
  }, true);
  return {
    turn(now) {
      const begins = now && !open;
      if (begins) turn++;
      open = now;
      return begins;
    },
  };
}
