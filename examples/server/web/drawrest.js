// Linko!'s draws from the pile in one go (r35 #5: after a theft of four
// cards, four draw decisions, one click each). A draw of several cards
// keeps its choice card by card, the pile or a card of the display
// (RULES.md: "for each card the drawer chooses"), and has one button
// more: draw from the pile every card still owed that the pile holds.
// The page sends them one move each, in order, each once the answer to
// the one before is shown (the board is drawn again then), and stops
// where anything but the reader's own draw happened.
import { h } from './dom.js';
import { t } from './i18n/i18n.js';
import { tapped } from './touch.js';

// going is the run of draws being sent, null when none: from, the
// number of events when it began; sent, the draws owed when the last of
// its moves was sent (a view that owes as many has not answered it yet);
// until, the draws owed once it is done.
let going = null;

// ownDraw reports whether the event e is a card drawn by seat.
const ownDraw = (e, seat) => e.kind === 'card-drawn' && e.seat === seat;

// drawRest is, at the reader's own draw (view v) whose pile move is
// pileMove, the button that draws the cards owed from the pile at once,
// where two or more are to be drawn; '' else. While its run is sent, it
// sends the next draw. On a touch screen a first tap says on the line
// says what it will do, and a second draws (touch.js's rule).
export function drawRest(v, ui, pileMove, says) {
  const owed = v.draws || 0;
  if (going && (owed <= going.until || !ui.events.slice(going.from).every((e) => ownDraw(e, ui.seat)))) going = null;
  if (going) {
    // (ui.direct holds no move while the page waits for an answer.)
    if (pileMove && owed < going.sent) {
      going.sent = owed;
      queueMicrotask(() => ui.move(pileMove));
    }
    return '';
  }
  const n = Math.min(owed, v.pileSize ?? 0);
  if (!pileMove || n < 2) return '';
  const button = h('button', { type: 'button', id: 'draw-rest', class: 'primary', dataset: { n },
    onclick: (e) => {
      if (tapped(e) && !button.classList.contains('armed')) {
        button.classList.add('armed');
        says.textContent = t('linko.drawRest.again', { n });
        says.classList.add('telling');
        return;
      }
      going = { from: ui.events.length, sent: owed, until: owed - n };
      ui.move(pileMove);
    } }, t('linko.drawRest', { n }));
  return button;
}
