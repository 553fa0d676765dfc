// The Hint button's move: the one the Hard computer player (the search
// bot) would make here, thought over for about a second on a game dealt to
// agree with the seat's view, so that it knows nothing the seat does not:
// in this browser's engine where the server serves it, else by the server
// (POST …/seats/{seat}/hint). The page then selects it on the board, with
// its preview, for the player to play or not (touch.js).
import * as local from './local.js';
import { h } from './dom.js';
import { t } from './i18n/i18n.js';

// hinter keeps a table's Hint button: asked() says what a hint is asked on
// now ({server, game, view, seat, choices}, as hint takes them), select
// shows the move found ({choice, move}), redraw draws the table again.
// start() offers hints (a seat's, not a spectator's); button(offered,
// busy) is the button, or '' where no hint is offered now; forget() drops
// a hint being found (the player moved).
//
// A press is never silent (r25 #6: at LINX's second round, just after
// "Next round", a press gave nothing): the button says "Thinking…" until
// the move is shown, and, past SLOW_HINT, that it still thinks, its dots
// coming and going (r29 #3: a hint of 7 s showed no sign of life). Nor is
// the button ever a dead grey one in the player's turn (r29 #2): while the
// player's own move is on its way (busy) it says so. The hint found is for the position it was asked on:
// if the table has read another view meanwhile (the round's, loading as
// the button was pressed), it is asked again on that one; if the turn is
// not shown for a moment (the others' moves drawn one at a time), it is
// shown when the turn is again.
export function hinter(asked, select, redraw) {
  // state: '' for a spectator, else 'ready', 'thinking', or why the last
  // ask found none: 'busy' (the server's limits, the network, or no answer
  // in time), 'none' (anything else); the button then says so, and a
  // press asks again.
  let state = '';
  // offered: whether the last drawing offered a hint (the player's turn);
  // waiting: a hint found while none was offered, shown once one is.
  let offered = false, waiting = null;
  // asking counts the asks, so that one forgotten (forget) shows nothing.
  let asking = 0;
  // since is when the hint being found was asked, on the document's
  // timeline (the dots' animations keep its beat however often the
  // button is drawn anew); slow, whether it has been thought over for
  // SLOW_HINT.
  let since = 0, slow = false;
  const position = (a) => JSON.stringify([a.game, a.seat, a.view]);
  async function ask() {
    const n = ++asking;
    state = 'thinking';
    since = document.timeline.currentTime;
    slow = false;
    waiting = null;
    redraw();
    // Still thinking past SLOW_HINT: the button says so.
    setTimeout(() => {
      if (n !== asking || state !== 'thinking') return;
      slow = true;
      redraw();
    }, SLOW_HINT);
    // A hint that does not come within HINT_GIVE_UP of the press (a
    // stalled worker, a server that does not answer) ends in the busy
    // sentence, never in silence (r32 #2); one that comes after is kept
    // (hint), and a press again gets it at once.
    const until = Date.now() + HINT_GIVE_UP;
    for (;;) {
      const a = asked();
      const at = position(a);
      // why: 'none', 'busy' (the server's limits, 429 or 503, or no
      // answer: the network) or 'late'.
      let why = 'none';
      let late;
      const found = await Promise.race([
        hint(a.server, a.game, a.view, a.seat, a.choices).catch((err) => {
          if (err && [0, 429, 503].includes(err.status)) why = 'busy';
          return null;
        }),
        new Promise((ok) => { late = setTimeout(() => { why = 'late'; ok(null); }, Math.max(0, until - Date.now())); }),
      ]);
      clearTimeout(late);
      if (n !== asking) return; // forgotten: the player moved meanwhile
      if (position(asked()) !== at) continue; // another view read meanwhile: ask on it
      // A press asks once (r33fix asked again every 1.5 s after a 503, up
      // to five searches on the server that had no time to spare): the
      // server answers its best move within its bound however loaded
      // (hint.go), and a 429 or 503 is its limit of hints at once, said
      // as the busy sentence for the player to press again.
      if (!found) { state = why === 'none' ? 'none' : 'busy'; redraw(); return; }
      // A hint is counted once a position, however often it is asked there.
      if (at !== counted) { counted = at; countHint(tableHere()); }
      if (offered) show(found); else waiting = { found, at };
      return;
    }
  }
  // show selects the move found; the keys go on from its button.
  function show(found) {
    state = 'ready';
    select(found);
    document.getElementById('confirm-play')?.focus({ preventScroll: true });
  }
  // counted is the position whose hint was last counted.
  let counted = '';
  return {
    start() {
      state = 'ready';
      // "h" asks for a hint, as the button's title says, wherever a key
      // is not typed into a field.
      addEventListener('keydown', (e) => {
        if (e.key.toLowerCase() !== 'h' || e.altKey || e.ctrlKey || e.metaKey || e.repeat) return;
        if (e.target instanceof Element && e.target.closest('input, textarea, select, [contenteditable]')) return;
        const b = document.getElementById('hint');
        if (!b || b.getAttribute('aria-disabled') === 'true') return;
        e.preventDefault();
        b.click();
      });
    },
    forget() {
      asking++;
      waiting = null;
      if (state === 'thinking') state = 'ready';
    },
    button(now, busy) {
      offered = now;
      if (now && waiting) {
        // The turn is shown again: its hint, if still of this position.
        const w = waiting;
        waiting = null;
        if (position(asked()) === w.at) queueMicrotask(() => show(w.found));
        else queueMicrotask(ask);
      }
      if (!now || !state) return '';
      // Thinking, or the player's move on its way, the button keeps the
      // focus (a disabled one would drop it to the page, and Tab start
      // again from its top): it says why it waits, and a press does
      // nothing.
      const thinking = state === 'thinking';
      const waits = thinking || busy;
      let said;
      if (busy) said = t('table.hint.playing');
      else if (thinking) said = slow ? [t('table.hint.slow'), dots(since)] : t('table.hint.thinking');
      else said = state === 'ready' ? t('table.hint') : t('table.hint.' + state);
      return h('button', { id: 'hint', type: 'button', class: 'hint-button', 'aria-disabled': waits ? 'true' : undefined, 'aria-busy': thinking ? 'true' : undefined, 'aria-keyshortcuts': 'h', title: t('table.hint.key'), onclick: () => { if (!waits) ask(); } },
        said);
    },
  };
}

// SLOW_HINT is how long, in ms, a hint is thought over before the button
// says that it still thinks: the search takes about a second, longer on a
// busy machine or while the engine loads.
const SLOW_HINT = 1500;

// HINT_GIVE_UP is how long, in ms, a hint is waited for before the button
// says the computer is busy: the search thinks 0.8 s (the server's
// answers within 1 s however loaded, hint.go), and the slowest hint seen
// in a loaded browser took 5.5 s; r32 #2 waited 13 s for nothing.
const HINT_GIVE_UP = 10000;

// DOT_BEAT is how long, in ms, the ellipsis after "Still thinking" takes
// to fade in and out.
const DOT_BEAT = 1200;

// dots is the ellipsis after "Still thinking", the one character "…" of
// "Thinking…" (r33 #2: three full stops read as another spelling): it
// fades in and out in the beat begun at from (the document's timeline),
// so that a button drawn anew goes on where the last one was. A reader
// who asks for reduced motion gets it still; a screen reader, none (the
// words say it).
function dots(from) {
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const el = h('span', { class: 'dots', 'aria-hidden': 'true' }, [h('span', {}, '…')]);
  if (still) return el;
  const a = el.firstChild.animate([{ opacity: 0.15 }, { opacity: 1, offset: 0.3 }, { opacity: 0.15 }], { duration: DOT_BEAT, iterations: Infinity });
  a.startTime = from;
  return el;
}

// HINTS keeps in this browser's storage how many hints were taken at
// each table (by its id): the end of a game won says how many, so that a
// win with the Hard computer's moves reads honestly (r23 #9). The newest
// tables are kept, KEPT_HINTS of them.
const HINTS = 'tabletop.hints';
const KEPT_HINTS = 50;

function hintCounts() {
  try {
    const o = JSON.parse(localStorage.getItem(HINTS) || '{}');
    return o && typeof o === 'object' && !Array.isArray(o) ? o : {};
  } catch { return {}; }
}

// hintsTaken is how many hints the player of this browser took at table id.
export function hintsTaken(id) {
  return Number(hintCounts()[id]) || 0;
}

// countHint counts a hint taken at table id, its table the newest kept.
function countHint(id) {
  if (!id) return;
  const o = hintCounts();
  const n = (Number(o[id]) || 0) + 1;
  delete o[id];
  o[id] = n;
  try { localStorage.setItem(HINTS, JSON.stringify(Object.fromEntries(Object.entries(o).slice(-KEPT_HINTS)))); } catch { /* storage off: the end says no count */ }
}

// tableHere is the id of the table the page shows: a server's
// (/play/{id}) or this browser's engine's (?local={id}), as app.js reads it.
function tableHere() {
  const m = location.pathname.match(/\/play\/([^/]+)/);
  return new URLSearchParams(location.search).get('local') || (m ? decodeURIComponent(m[1]) : '');
}

// hint finds the move the search bot chooses for seat from view among the
// view's choices: {choice, move}, or null when it cannot tell. The server
// ({api, id, token} of its table) thinks it over where the page has no
// engine (server null).
export async function hint(server, game, view, seat, choices) {
  const at = JSON.stringify([game, seat, view]);
  if (kept.at === at) return among(kept.pick, kept.move, choices);
  const found = server ? await serverHint(server, seat, choices) : await localHint(game, view, seat, choices);
  if (found) kept = { at, pick: found.choice.pick ?? '', move: canonical(found.move) };
  return found;
}

// kept is the last hint found and the position it was found at (the
// game, the seat and its view): asked again there, the Hint gives the same
// move. The search thinks for a second over deals of the hidden cards
// drawn afresh, and may choose another move of about the same worth at a
// second ask, which made a player doubt it.
let kept = { at: '', pick: '', move: '' };

// localHint asks this browser's engine.
async function localHint(game, view, seat, choices) {
  const notation = await local.hint(game, view, seat);
  if (typeof notation !== 'string') return null;
  return moveOf(notation, choices);
}

// moveOf finds the move written notation ("0:down P C4"'s JSON) among
// choices: {choice, move}, or null.
export function moveOf(notation, choices) {
  const text = notation.replace(/^\d+:/, '').trim();
  for (const choice of choices) {
    for (const m of choice.moves) {
      if (spelled(m) === text) return { choice, move: m };
    }
  }
  return null;
}

// serverHint asks the server for the move the search bot chooses for the
// seat, and finds it among the choices the page draws: {choice, move}, or
// null when the server has none now (busy, or the turn went by).
async function serverHint({ api, id, token }, seat, choices) {
  const r = await api('POST', `/api/tables/${encodeURIComponent(id)}/seats/${seat}/hint`, undefined, token);
  return among(r.pick ?? '', canonical(r.move), choices);
}

// among finds among choices the move of the choice pick ('' for none)
// whose canonical writing is want: {choice, move}, or null.
function among(pick, want, choices) {
  for (const choice of choices) {
    if ((choice.pick ?? '') !== pick) continue;
    const move = choice.moves.find((m) => canonical(m) === want);
    if (move) return { choice, move };
  }
  return null;
}

// telling is why the move hinted is the one, as the bar says it: what the
// game says of it on the table of ui (game.hintWhy). A game whose
// hintWhy is true for the move takes its preview for the reason (a play
// that attacks, a stone that closes rows), said where it tells the move
// apart from the others the choices offer, not when most moves do the
// same. A preview that says only what the move draws or costs ("You draw
// nothing.", "You draw a card.") is no reason, and no game returns it.
// Where the game can tell nothing, the reason is the plain one, how the
// Hard computer chose (r28 #6: a bare "Discard", "Place a stone on N11"
// taught nothing). Lino's tiles moved while the field is built have
// theirs, what the move does to the rows (reasons.js buildWhy, r31 #10a).
export function telling(move, choices, game, ui) {
  const own = game.hintWhy ? game.hintWhy(move, ui) : '';
  if (own !== true) return own || t('hint.why.plain');
  const counts = new Map();
  for (const m of choices.flatMap((c) => c.moves)) counts.set(m.preview || '', (counts.get(m.preview || '') || 0) + 1);
  const most = Math.max(...counts.values());
  return move.preview && !(counts.get(move.preview) === most && most > 1) ? move.preview : t('hint.why.plain');
}


// canonical writes a move's members but its label and preview, in the
// order of their names, so that two writings of one move compare equal.
function canonical(m) {
  return JSON.stringify(Object.keys(m).filter((k) => k !== 'label' && k !== 'preview').sort().map((k) => [k, m[k]]));
}

// spelled writes a move's JSON as its notation reads: its kind, then its
// other fields in order, but the seat: {"kind":"up","symbol":"P","cell":"0,0"}
// is "up P 0,0". The kind goes first wherever choicesOf put it: a choice
// whose moves differ in kind (LINX's tile played face up or covering one,
// as from three players on) keeps it in each move, after the members
// they share ({"symbol":"P"} then {"kind":"down","cell":…}).
function spelled(m) {
  const rest = Object.entries(m).filter(([k]) => k !== 'seat' && k !== 'kind').map(([, v]) => String(v));
  return (m.kind === undefined ? rest : [String(m.kind), ...rest]).join(' ');
}
