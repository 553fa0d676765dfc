// The others' moves shown one at a time (table.js): a table's events come
// in a queue, and before each move of another seat the table is drawn and
// the chosen pause (memory.pace) waited out since the one before, unless
// the move follows at once from the same seat's or tells what the one
// before brought about (game.outcome); while the board holds a result (a
// LINX round's), the next round's events wait for the player to go on.
import * as memory from './memory.js';

// pacer paces the events of the table whose page state is st, of game
// (its page's module, games.js), drawn for ui: told is the table's log
// (log.js), latest its "Since your move" (latest.js), refresh() reads the
// view again and draws the table, settle() ends one's own move once its
// events are in. It returns take(d), for each new event (stream.js);
// coming(), the seat whose move is shown next; and goOn(), which lets in
// the events held back while the board held a result (ui.remark).
export function pacer(st, game, ui, { told, latest, refresh, settle }) {
  // coming is the seat whose move is shown next, or -1: the one waiting
  // out its pause (st.showing), else, with a pause between moves, another
  // seat's taken in and not yet drawn (LINX's next round's first move,
  // held while the player reads the round's result: the Hint pressed as
  // "Next round" let the view read, ahead, offer the turn was lost as the
  // computer's move was then shown, r25 #6).
  function coming() {
    if (st.showing >= 0) return st.showing;
    if (memory.pace() <= 0) return -1;
    const d = queue.find((x) => x.index >= st.live && typeof x.event?.seat === 'number' && x.event.seat >= 0 && x.event.seat !== st.seat);
    return d ? d.event.seat : -1;
  }

  // drain shows the events queued, one move of someone else at a time:
  // it takes every event in at once, but before a move of someone else it
  // draws what it has and waits out the pause since the last one drawn.
  const queue = [];
  let draining = false, prev = null, shownAt = -Infinity, undrawn = false, goOn = () => {};
  async function drain() {
    draining = true;
    // Events that come together (this browser's engine gives all of a
    // move's at once) are taken in together, and the table drawn once: a
    // second read of the view would wait for the bot that the first one
    // lets think.
    await null;
    while (queue.length) {
      const d = queue[0];
      // While the board holds a round's result (LINX), the next round's
      // events wait for the player to go on: the board, "Since your move"
      // and the log stay on the round that ended.
      // (The view is read again first: a match the round ended holds none.)
      const holds = () => d.index >= st.live && game.status && game.status(st.view, ui);
      if (holds()) {
        await drawn();
        if (holds()) await new Promise((ok) => { goOn = ok; });
        continue;
      }
      const e = d.event || {};
      const others = typeof e.seat === 'number' && e.seat >= 0 && e.seat !== st.seat;
      const other = d.index >= st.live && others;
      // What follows from the same seat's move shows with it, and so does
      // what a move brought about whoever it names (game.outcome: LINX's
      // round won by a team, r31 #8: a pause before it drew the next
      // round's turn, "Computer 2's turn · Round 2", before the result).
      const follows = prev && prev.index === d.index - 1 && (prev.seat === e.seat || !!(game.outcome && game.outcome(e)));
      if (other && !follows && memory.pace() > 0) {
        // (The view read may be ahead of the events taken in so far: with
        // no pause, the table is drawn once, after them all; with one, the
        // player's turn waits for the last: st.showing.)
        st.showing = e.seat;
        if (undrawn) await drawn();
        const wait = shownAt + memory.pace() - performance.now();
        if (wait > 0) await new Promise((ok) => setTimeout(ok, wait));
        st.showing = -1;
      }
      // The moves made before the page opened (a reload) are told in
      // "Since your move" as they were: the others' since the reader's own.
      // A round the reader begins is no move of the reader's: a round
      // after the first is told on a line of its own (#38: a reload at
      // LINX's round 2, the reader's to begin, showed an empty box); nor is
      // Lino's filling begun, which names the seat that places first.
      const begun = e.kind === 'round-started' && e.seat === st.seat && e.round > 1;
      if ((others && !follows) || begun) latest.begin();
      else if (d.index < st.live && e.seat === st.seat && !['turn-passed', 'round-dealt', 'round-started', 'filling-started'].includes(e.kind)) latest.clear();
      queue.shift();
      prev = { seat: e.seat, index: d.index };
      st.events.push(e);
      st.marks = game.mark(st.marks, e, st.view, d.index >= st.live);
      if (st.awaiting !== null && e.seat === st.seat) settle();
      // A move's piece glides once, its event's index naming the move; the
      // moves made before the page opened do not glide; one's own move
      // whose guess glided already keeps the guess's key.
      const g = st.marks.glide;
      if (g && g.key === undefined && d.index >= st.live) {
        const was = st.guessed;
        g.key = was && e.seat === st.seat && was.from === g.from && was.to === g.to ? was.key : String(d.index);
        st.guessed = null;
      }
      told.add(d, true);
      latest.add(d, others || begun, game, d.index >= st.live);
      // Any event drawn late: one's own move too is drawn (and its piece
      // glides) before the pause that precedes the next of someone else.
      undrawn = true;
    }
    draining = false;
    if (undrawn) await drawn(); else refresh();
  }

  // drawn draws the table as it is now, and starts the pause from then.
  async function drawn() {
    await refresh();
    undrawn = false;
    shownAt = performance.now();
  }

  return { take(d) { queue.push(d); if (!draining) drain(); }, coming, goOn: () => goOn() };
}
