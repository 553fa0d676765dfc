// The end of a game at a table: who won, how it ended, the scores (round
// by round where the game says), and the ways on: a rematch, a new game,
// the replay, the lobby.
import { h, minus } from './dom.js';
import * as memory from './memory.js';
import { t } from './i18n/i18n.js';
import { home } from './site.js';
import { hintsTaken } from './hint.js';

// ENDED are the events that end a game, each game's last.
const ENDED = new Set(['game-ended', 'match-won']);

// finalBox makes final the result box of table id (reached through tr)
// for the page's state st: draw(v, over) draws it once
// for what it says, so that its buttons stay put under a player's pointer
// while the page follows the last events. game is the game's module, ui
// what it draws with, name a seat's name, ends the sentences of how the
// game ended (said unless the game's breakdown says them: game.endsInTable); redraw draws the table again (a refused rematch's notice).
// draw says whether the box has just appeared, for the page to bring it
// into sight.
export function finalBox(final, { st, ends, game, ui, name, tr, id, redraw }) {
  let drawnKey = '';
  function draw(v, over) {
    // The view read says the game is over while the last moves may still
    // be shown one at a time (table.js paces them): the box waits for the
    // event that ends the game, so that its columns, added up from the
    // events shown (a game's breakdown), and its totals, the view's, are
    // of one time and add up.
    over = over && st.events.some((e) => ENDED.has(e.kind));
    const appeared = over && final.hidden;
    final.hidden = !over;
    const key = over ? JSON.stringify([v.scores, v.winners, st.events.length, st.notice]) : '';
    if (key === drawnKey) return appeared;
    drawnKey = key;
    if (!over) { final.replaceChildren(); return false; }
    const scores = v.scores || [];
    const winners = v.winners || [];
    const n = v.players || scores.length;
    const parts = game.breakdown ? game.breakdown(v, ui) : { head: [], rows: [] };
    // A row for each side: a game's teams (game.sides: one row, their
    // rounds and score said once, the winners marked by team), else each
    // seat.
    const sides = (game.sides && game.sides(v, ui)) || Array.from({ length: n }, (_, i) => ({ seats: [i], name: name(i) }));
    const rows = sides.map((side) => {
      const i = side.seats[0];
      const won = side.seats.some((x) => winners.includes(x));
      return h('tr', { class: won && 'winner', dataset: { finalSeat: i, finalSide: side.seats.join(' ') } },
        h('th', { scope: 'row' }, side.name),
        (parts.rows[i] || []).map((x) => h('td', { class: 'num' }, x)),
        h('td', { class: 'num total', dataset: { score: i } }, scores[i] === undefined ? '' : minus(String(scores[i]))),
        h('td', {}, won ? h('span', { class: 'crown', dataset: { winner: i } }, t('table.winner')) : ''));
    });
    let verdict;
    if (winners.length === 0) verdict = t('table.nobodyWon');
    else if (winners.length === 1) verdict = winners[0] === st.seat ? t('table.youWon') : t('table.won', { who: ui.short(winners[0]) });
    else if (winners.includes(st.seat)) verdict = t('table.tieWithYou', { who: winners.filter((w) => w !== st.seat).map((w) => ui.short(w)).reduce((a, b) => t('and', { a, b })) });
    else verdict = t('table.tie', { who: winners.map((w) => ui.short(w)).reduce((a, b) => t('and', { a, b })) });
    const team = game.teamVerdict ? game.teamVerdict(v, ui) : '';
    if (team) verdict = team;
    // A win with hints says how many: the Hint plays as the Hard computer
    // does, and a newcomer's win reads honestly (r23 #9).
    const hints = !team && winners.length === 1 && winners[0] === st.seat ? hintsTaken(id) : 0;
    if (hints > 0) verdict = t('table.youWon.hints', { n: hints });
    final.replaceChildren(
      h('p', { id: 'verdict', class: 'verdict' }, verdict),
      ends().length && !game.endsInTable ? h('p', { id: 'why-ended', class: 'why-ended' }, ends().join(' ')) : '',
      h('div', { class: 'scroll' }, h('table', { class: 'scores' },
        h('thead', {}, h('tr', {}, h('th', {}, ''), parts.head.map((x) => h('th', { class: 'num' }, x)), h('th', { class: 'num' }, t('table.total')), h('th', {}, ''))),
        h('tbody', {}, rows))),
      parts.note ? h('p', { class: 'hint' }, parts.note) : '',
      h('p', { class: 'ways' },
        st.seat >= 0 ? h('button', { id: 'rematch', type: 'button', class: 'primary', onclick: rematch }, t('table.rematch')) : '',
        h('a', { id: 'new-game', class: st.seat >= 0 ? 'button' : 'button primary', href: `${home}?game=${encodeURIComponent(st.info.game)}` }, t('table.newGame')),
        h('a', { id: 'watch-replay', class: 'button', href: memory.replayLink(id) }, t('table.replay')),
        h('a', { class: 'button', href: home }, t('table.lobby'))),
      // A game of this browser's engine, and its replay, open only here:
      // said beside the replay's link, which a player would send a friend
      // (r23 #4).
      memory.isLocal(id) ? h('p', { id: 'kept-here', class: 'hint' }, t('table.keptHere')) : '');
    return appeared;
  }

  // rematch sits this seat at the rematch of the table: the same seats, a
  // fresh deal; every seat that asks meets at the same table.
  async function rematch() {
    try {
      const r = await tr.api('POST', `/api/tables/${encodeURIComponent(id)}/rematch`, undefined, st.token);
      const seat = { id: r.id, game: st.info.game, seat: st.seat, token: st.token };
      memory.remember(seat);
      location.assign(memory.link(seat));
    } catch (err) {
      st.notice = t('table.noRematch', { why: err.message });
      redraw();
    }
  }

  return { draw };
}
