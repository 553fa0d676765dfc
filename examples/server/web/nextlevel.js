// The result's rematch one level up (table.js): at the end of a game the
// player won against the computer at Easy or Medium, a button beside
// Rematch that sits the player at a new game of the same seats, the
// computers a level higher.
import { h } from './dom.js';
import * as memory from './memory.js';
import { t } from './i18n/i18n.js';
import { nextLevel, levelRematch } from './levels.js';
import { settingUp } from './setup.js';
import * as saved from './saved.js';

// offerNextLevel puts beside Rematch in the result box final, at the end
// of a game (view v) the player won against Easy or Medium, a rematch one
// level up (r25 #1: the Hint's moves, Hard's, beat Medium by 100 points,
// and the player learnt nothing of whether to choose Hard). (The result
// box is drawn anew when what it says changes: the button is put back
// then.) The table is table id of the page's state st, reached through
// the transport tr; redraw() draws it again.
export function offerNextLevel(final, v, table) {
  const { st } = table;
  const up = st.seat >= 0 && (v.winners || []).includes(st.seat) ? nextLevel(st.info) : null;
  const rematch = final.querySelector('#rematch');
  if (!up || !rematch || final.querySelector('#next-level')) return;
  rematch.after(' ', h('button', { id: 'next-level', type: 'button', dataset: { level: up.value }, onclick: (e) => levelUp(up.value, e.currentTarget, table) }, t('table.nextLevel', { level: up.name })));
}

// levelUp sits the player at a new game of the table's seats, its
// computers at level value: a server's table, or this browser's; button
// says so meanwhile, as the lobby's (setup.js).
async function levelUp(value, button, { st, tr, id, redraw }) {
  const undo = settingUp(button);
  if (!undo) return;
  try {
    const tb = await tr.api('POST', '/api/tables', levelRematch(st.info, value, memory.pace()));
    const you = tb.seats.find((x) => x.player === 'human');
    const seat = { id: tb.id, game: tb.game, seat: you.seat, token: you.token };
    memory.remember(seat);
    saved.replace(id); // the game it came from leaves "Your games", as at a rematch (final.js)
    location.assign(memory.link(seat));
  } catch (err) {
    undo();
    st.notice = t('table.noRematch', { why: err.message });
    redraw();
  }
}
