// The "What happened" log: each event's sentence as the server's stream
// told it. A sentence names cells as the board it was told beside does,
// and Lino's names change once, when its field is built: when a view's axes
// differ from the last one's, the page opens the stream again from the
// start and the server tells every event again beside the board now
// (retold), each sentence replacing the old ones, with no other change to
// the page (the events themselves were taken in already).
import { h, minus } from './dom.js';

const LOG_MAX = 300;

// axesKey is what of a view's axes names its cells: '' for a view with
// none (Linko!).
export function axesKey(v) {
  const a = v && v.axes;
  return a ? JSON.stringify([a.left, a.top, a.columns, a.rows]) : '';
}

// eventLog keeps the log in ul for seat. told is the index of the last
// event whose sentence is in the log; retelling, whether the log is being
// told again up to the index until. Whose turn it is is said where it
// changes, not again after each event of a seat that keeps it (r34: "It
// is Computer 2's turn." after each of Computer 2's draws): turn is the
// turn sentence said last, turns those known (a turn passed's text, or an
// event message's turn), which an event's text may end with.
export function eventLog(ul, seat) {
  let told = -1, retelling = false, until = -1, turn = '';
  const turns = new Set();
  // said is what of text the log says: a turn sentence said already at
  // its end (the turn unchanged) cut off. (A turn passed is said whole:
  // one line an event.)
  const said = (text, e, given) => {
    if (given) turns.add(given);
    if (e.kind === 'turn-passed') {
      turns.add(text);
      turn = text;
      return text;
    }
    for (const s of turns) {
      if (!text.endsWith(' ' + s)) continue;
      const again = s === turn;
      turn = s;
      return again ? text.slice(0, -s.length - 1) : text;
    }
    return text;
  };
  return {
    get retelling() { return retelling; },
    // resumeAfter is the event a stream opened now resumes after, so that
    // a retelling cut off goes on where it was (last: the last event taken
    // in).
    resumeAfter(last) { return retelling ? told : last; },
    // retell starts telling the log again up to event last, the last one
    // taken in: the stream is then opened from the start.
    retell(last) {
      if (last < 0) return false;
      retelling = true;
      until = last;
      told = -1;
      turn = '';
      return true;
    },
    // add puts an event's sentence, d = {index, event, text}, in the log:
    // a new event's (fresh) or a retold one's in place of the old. While
    // the log is retold, a new event waits for the retelling to reach it.
    add(d, fresh) {
      if (d.index <= told || (retelling && fresh)) return;
      if (!fresh && told < 0) ul.replaceChildren(); // the first retold: the old sentences go
      const e = d.event || {};
      const text = said(minus(d.text || ''), e, d.turn && minus(d.turn));
      // data-seat: whose event, for tests that match a sentence to a panel.
      ul.append(h('li', { dataset: { index: d.index, kind: e.kind, seat: e.seat }, class: [fresh && 'fresh', e.seat === seat && 'mine'] }, text));
      told = d.index;
      if (!fresh && told >= until) retelling = false;
      while (ul.childElementCount > LOG_MAX) ul.firstElementChild.remove();
      ul.scrollTop = ul.scrollHeight;
    },
  };
}

// OPEN is where this browser keeps whether the player opened "What
// happened": closed at first at every size (r29 #9: open beside a
// desktop's board it grew long, pushed the side column down and repeated
// "Since your move", which says the last moves), open at every table from
// the moment the player opens it, until they close it.
const OPEN = 'tabletop.log.open';

// logOpen reports whether the player left "What happened" open.
export function logOpen() {
  try { return localStorage.getItem(OPEN) === '1'; } catch { return false; }
}

// keepOpen remembers whether the player left "What happened" open.
export function keepOpen(open) {
  try { localStorage.setItem(OPEN, open ? '1' : '0'); } catch { /* storage off: closed again next time */ }
}
