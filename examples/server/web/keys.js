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
// screen's foot, a second move the player never chose. Nor does a
// finger press a control that appeared less than FRESH ago (a decision
// back in a blink after the player's own play, a play newly at the foot):
// no person reads and taps it that fast, a finger already drumming does.
// A mouse's click is never dropped in the player's turn (r28 #3): a mouse
// does not drum, and a click whose control the page drew again between
// its press and its release (the others' moves shown, a view read) is
// given to the control drawn in its place, not lost; nor one pressed while
// the player's own move was under way (a second draw clicked at once).
// But a click pressed while another seat was to act is no choice of the
// turn that came back under it (r33 #4: two blind clicks at the turn's
// start played a move), whoever's pointer: the board became playable
// between its press and its release, or its press waited in the browser's
// queue while the page drew the computer's move (the press's own time,
// not when it is handled, says when it began); so is a double click's
// second click whose first was dropped. It is dropped, and the turn's
// beginning shown (stray); the next click counts. The keyboard's
// keys keep their own rule (above), and a finger's tap already previews.

// ACTS are the keys that press or move among a game's controls.
const ACTS = new Set(['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

// GUARD is how long, in ms, a finger must rest for its next tap to count
// as a choice, after taps that began while the player could not act: a
// person tapping a choice reads it first, and stray taps come faster.
const GUARD = 400;

// FRESH is how long, in ms, a control must have been on the screen for a
// finger's tap on it to count: a tap begun sooner is a stray's.
const FRESH = 350;

// CONTROL finds a game's control under a pointer; named is what names
// it from one drawing to the next (the move it makes, the piece it picks).
const CONTROL = '[data-move], [data-pick]';
const named = (el) => el?.dataset.move ?? el?.dataset.pick;

// keyGuard guards the controls for which control(el) is true; its
// turn(open, others) is told at each drawing of the table whether the
// player may act now, and whether another seat acts (the player waits for
// it), and says whether the player's turn begins there; stray() is
// called when a tap is dropped as a stray's (the page then shows whose
// turn it is), refused() when a press (a click, a tap, Enter or Space)
// is dropped because the player may not act (the page says whose move it
// waits for, r29 #8).
export function keyGuard(control, stray = () => {}, refused = () => {}) {
  let turn = 0; // counts the times the player became free to act
  let others = false; // whether another seat acts, as last drawn
  let back = -Infinity; // when the turn last came back from another seat's, in the pointer events' clock
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
    if (on(e) && (!open || down.get(e.key) !== turn)) {
      drop(e);
      if (!open && !e.repeat && !e.key.startsWith('Arrow')) refused();
    }
  }, true);
  for (const kind of ['keypress', 'keyup']) {
    addEventListener(kind, (e) => {
      const at = down.get(e.key);
      if (kind === 'keyup') down.delete(e.key);
      if (at !== undefined && (!open || at !== turn) && on(e)) drop(e);
    }, true);
  }
  // pressed: the turn the last press of a pointer began in (-1 while
  // closed), and by what (a finger's, a pen's, a mouse's).
  let pressed = -1, by = '';
  // blind: whether the last press began while another seat acted.
  let blind = false;
  // appeared: when each control drawn (by its name) first appeared, as
  // drawn() is told, in the pointer events' clock.
  let appeared = new Map();
  // A finger's taps: when the last began, and whether it was a stray's.
  // A tap is a stray's when it begins while the player may not act (the
  // move being sent, the others' turns), on a control shown less than
  // FRESH before, or less than GUARD after a stray's: fingers drumming
  // through the computers' turns go on being ignored until they rest
  // GUARD. (Not every tap of a turn's first GUARD: a finger that waited
  // out the computers' turns is heard once the control has been seen.)
  let tapAt = -Infinity, strayTap = false;
  // down: the control a mouse's button was pressed on, for its click.
  let downOn = null;
  addEventListener('pointerdown', (e) => {
    pressed = open ? turn : -1;
    blind = open ? e.timeStamp < back : others;
    by = e.pointerType;
    const el = on(e) ? e.target.closest(CONTROL) : null;
    downOn = e.pointerType === 'mouse' ? el : null;
    if (e.pointerType !== 'touch' && e.pointerType !== 'pen') return;
    const since = el ? e.timeStamp - (appeared.get(named(el)) ?? Infinity) : Infinity;
    strayTap = !open || !(since >= FRESH) || (strayTap && e.timeStamp - tapAt < GUARD);
    tapAt = e.timeStamp;
  }, true);
  // A mouse's click on a control drawn again while its button was down
  // goes to what the two drawings share, not to the control: the page
  // gives it to the control of the same name now under the pointer.
  let again = null;
  addEventListener('pointerup', (e) => {
    const was = downOn;
    downOn = null;
    if (e.pointerType !== 'mouse' || !was || was.isConnected || !open || blind) return;
    const now = on(e) ? e.target.closest(CONTROL) : null;
    if (!now || named(now) !== named(was)) return;
    again = now;
    setTimeout(() => { if (again === now && now.isConnected) now.click(); again = null; });
  }, true);
  // A click of a pointer (detail > 0: not the keyboard's, nor the page's
  // own) counts in the turn its press began in, unless a stray's; a
  // mouse's counts whenever the player may act, unless pressed blind.
  // A click that goes on with a series (a double click's second: detail
  // 2) whose click before was dropped is blind too: the player clicked
  // twice before seeing the turn come back.
  let dropped = false; // whether the last click of a pointer on a control was dropped
  addEventListener('click', (e) => {
    if (!on(e) || !e.target.closest(CONTROL)) return;
    const ours = e.isTrusted && e.detail > 0;
    if (ours) again = null; // (the click reached a control itself)
    const finger = by === 'touch' || by === 'pen';
    const was = dropped;
    if (ours) dropped = true;
    if (!open) { drop(e); refused(); } else if (ours && finger && pressed !== turn) drop(e);
    else if (ours && finger && strayTap) { drop(e); stray(); }
    else if (ours && (blind || (e.detail > 1 && was))) { drop(e); stray(); }
    else if (ours) dropped = false;
  }, true);
  return {
    turn(now, waits = false) {
      const begins = now && !open;
      if (begins) turn++;
      if (now && others) back = performance.now();
      open = now;
      others = !now && waits;
      return begins;
    },
    // drawn is told that the controls under root were drawn: a control
    // not drawn before appears now. Each carries when it appeared
    // (data-shown, in performance.now()'s clock), for tests and tools to
    // tap it as a person would, once it has been seen.
    drawn(root) {
      const at = performance.now();
      const next = new Map();
      for (const el of root.querySelectorAll(CONTROL)) {
        const name = named(el);
        if (name === undefined || !control(el)) continue;
        next.set(name, appeared.get(name) ?? at);
        el.dataset.shown = next.get(name);
      }
      appeared = next;
    },
  };
}
