// The status line over a table's board (table.js): whose turn it is, or
// the player's instruction, with the Hint (or a result's way on) beside
// it, the round, and the reader's seat; it flashes as the player's turn
// begins, and on a phone sticks at the screen's top in the player's turn
// (phone.css).
import { h } from './dom.js';
import { t } from './i18n/i18n.js';

// statusLine makes the status line: el, the element; beat(), draw() and
// unstuck, below.
export function statusLine() {
  const el = h('div', { id: 'status', class: 'status', 'aria-live': 'polite' });
  return {
    el,
    // beat shows the player's turn beginning, and again when a stray tap
    // is dropped: the status flashes (style.css), so that a turn that came
    // back in a blink (pace "Instant", r25 #3) is seen to have begun.
    beat() {
      el.classList.remove('beat');
      void el.offsetWidth; // (the animation starts again)
      el.classList.add('beat');
    },
    // draw says turn, the player's own if mine; beside it side (the Hint,
    // or the way on from a result held), the round, and the reader's seat
    // (-1: a spectator), unless the reader plays alone against computers.
    draw(turn, { mine, side, round, seat, alone }) {
      // The player's turn: on a phone the status, with the Hint, stays in
      // sight as the page scrolls to the hand (phone.css).
      el.classList.toggle('yours', mine);
      el.replaceChildren(
        h('span', { class: ['turn', mine && 'mine'] }, turn),
        side,
        round && h('span', { class: 'round' }, round),
        // The reader's seat is said where people play together; against
        // the computer alone the panel's "You" says it (a seat's number
        // there is the platform's word, not the game's).
        seat < 0 ? h('span', { class: 'who' }, t('table.watching')) : alone ? '' : h('span', { class: 'who seated' }, t('table.youPlayAt', { n: seat + 1 })));
    },
    // unstuck stands for the status where follow.js measures it: where it
    // stands in the page, not where it sticks at a phone's top in the
    // player's turn, so that "Since your move" under it comes into sight
    // too.
    unstuck: {
      getBoundingClientRect() {
        el.classList.add('unstuck');
        const r = el.getBoundingClientRect();
        el.classList.remove('unstuck');
        return r;
      },
    },
  };
}
