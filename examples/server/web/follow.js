// Where the eye goes after a play. On a phone the play is made at the
// screen's foot (the confirm bar, the hand): the next instruction (the
// status) and what the others did meanwhile ("Since your move") are above
// it, off the screen. Once after each of the player's moves, when the page
// first has one of them to say, it scrolls them into sight, smoothly,
// unless the player has scrolled meanwhile: a person's own scroll is never fought. At a turn the
// player did not begin that way (a round's recap), the status is brought
// to the top of a phone's screen all the same, the board and the hand
// under it, but for the page's first (it opened, a reload: its top, the
// header in sight); on a desktop the own hand is brought into view
// (dom.js reveal).
// A result (the game's end, a LINX round's) is brought into sight the
// same way once, on a phone, where it stands above the hand the player
// last looked at. A group picked in the hand on a phone (Linko!'s) brings
// its play choices, under the hand, into view the same way.
import { reveal } from './dom.js';
import { still } from './motion.js';

// PHONE is the width under which the page is laid out for a phone
// (style.css, phone.css): the status and "Since your move" above the board.
export const PHONE = '(max-width: 760px)';
// SCROLL_KEYS are the keys that scroll a page.
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

// follower follows the plays of a table: moved() when the player makes a
// move; draw(parts) after each drawing of the table, parts telling what
// it shows (status: its element; busy: whether the move is still being
// made; said: whether "Since your move" has
// something; mine: whether the turn is the player's; hand: the own hand,
// if drawn; turn: a key of the turn, new at each turn; result: a key of
// the result the page shows under the status, '' for none; choices: the
// play choices of a piece picked, if drawn); picked() when the player
// picks a piece.
export function follower() {
  let after = false; // a move made, its answer not yet brought into sight
  let own = false; // the player scrolled since their move
  let turnShown = null; // the turn whose hand was brought into view
  let resultShown = ''; // the result brought into sight
  let pick = false; // a piece picked, its choices not yet brought into view
  const scrolled = () => { own = true; };
  addEventListener('wheel', scrolled, { passive: true });
  addEventListener('touchmove', scrolled, { passive: true });
  addEventListener('keydown', (e) => { if (SCROLL_KEYS.has(e.key) && !e.target.closest?.('button, input, select, [role="button"]')) scrolled(); });
  return {
    moved() { after = true; own = false; },
    picked() { pick = true; own = false; },
    draw({ status, busy, said, mine, hand, turn, result, choices }) {
      const phone = matchMedia(PHONE).matches;
      if (pick) {
        pick = false;
        if (choices && phone && !own) reveal(choices);
      }
      // (On a desktop a round held, whose status stands above the screen's
      // top, comes down whole, its way on in it: r30 #2, the header and
      // the status half cut off. The game's end is table.js's.)
      if (result && result !== resultShown && !busy && (phone || result !== 'over')) {
        resultShown = result;
        after = false;
        if (!own && (phone || status.getBoundingClientRect().top < 0)) bringIntoSight(status);
        return;
      }
      if (after && phone && !busy && (said || mine)) {
        after = false;
        if (mine) turnShown = turn;
        if (!own) bringIntoSight(status);
        return;
      }
      // On a phone the instruction and the board and hand under it share
      // the screen: the status at its top, as after a move.
      // The page just opened (a reload) stays at its top on a phone, the
      // header in sight above the status (r28 #10: it opened with the
      // header scrolled out of view).
      if (mine && hand && turn !== turnShown && !(phone && own)) {
        const opened = turnShown === null;
        turnShown = turn;
        if (!phone) reveal(hand);
        else if (!opened) bringIntoSight(status);
      }
    },
  };
}

// bringIntoSight scrolls the page so that the status stands at the
// screen's top, "Since your move" or the result under it (the phone's
// order): the board and the hand follow as far as the screen holds them.
function bringIntoSight(status) {
  const to = Math.max(0, status.getBoundingClientRect().top + scrollY - 6);
  if (Math.abs(to - scrollY) > 2) scrollTo({ top: to, behavior: still() ? 'instant' : 'smooth' });
}
