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
// (r22: an unwanted draw from the pile).

// ACTS are the keys that press or move among a game's controls.
const ACTS = new Set(['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

// keyGuard guards the controls for which control(el) is true; its
// turn(open) is told at each drawing of the table whether the player may
// act now.
export function keyGuard(control) {
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
  addEventListener('pointerdown', () => { pressed = open ? turn : -1; }, true);
  // A click of a pointer (detail > 0: not the keyboard's, nor the page's
  // own) counts in the turn its press began in.
  addEventListener('click', (e) => {
    if (!on(e) || !e.target.closest('[data-move], [data-pick]')) return;
    if (!open || (e.isTrusted && e.detail > 0 && pressed !== turn)) drop(e);
  }, true);
  return {
    turn(now) {
      if (now && !open) turn++;
      open = now;
    },
  };
}
