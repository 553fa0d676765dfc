// The end of a game at a table: who won, how it ended, the scores (round
// by round where the game says), and the ways on: a rematch, a new game,
// the replay, the lobby.
import { h, minus } from './dom.js';
import * as memory from './memory.js';
import { t } from './i18n/i18n.js';
import { home } from './site.js';
import { hintsTaken } from './hint.js';
import * as saved from './saved.js';
import { settingUp } from './setup.js';

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
    const said = h('span', { class: 'said' }, headline(v, sides));
    // A win with hints (the player's side's alone) says how many, a side
    // note to the score: the Hint plays as the Hard computer does, and a
    // newcomer's win reads honestly (r23 #9); as the headline it read as
    // a reproach (r30 #4).
    const mine = sides.find((side) => side.seats.includes(st.seat));
    const hints = mine && winners.length && winners.every((x) => mine.seats.includes(x)) ? hintsTaken(id) : 0;
    // (The note is held on one line: a phone broke it, "avec 3 / indices".)
    // The "·" before it goes with it, and where the note starts a line of
    // its own it is out of sight (style.css), not left at the end of the
    // line before (r35 #10: "Hai vinto 14 a 3 ·").
    const note = hints > 0 ? h('span', { class: 'note' }, h('span', { class: 'sep' }, '· '), h('small', { id: 'hints-taken', class: 'hints-taken' }, t('final.hints', { n: hints }).replaceAll(' ', '\u00a0'))) : '';
    const verdict = h('p', { id: 'verdict', class: 'verdict' }, h('span', { class: 'verdict-in' }, said, note && ' ', note));
    final.replaceChildren(
      verdict,
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

  // headline says the result first, with its score, as the lesson's end
  // does ("You won 15 to 9"; r30 #4): the winner's score against the best
  // of the others', a side's (sides, a row each of the score table) said
  // once for its seats. A tie names who share it; a team's game, watched
  // from no seat, says the game's own words of the team that won.
  function headline(v, sides) {
    const winners = v.winners || [];
    const score = (side) => (v.scores || [])[side.seats[0]] ?? 0;
    const said = (side) => minus(String(score(side)));
    const won = sides.filter((side) => side.seats.some((x) => winners.includes(x)));
    const others = sides.filter((side) => !won.includes(side));
    const mine = sides.find((side) => side.seats.includes(st.seat));
    const names = (list) => list.map((w) => ui.short(w)).reduce((a, b) => t('and', { a, b }));
    if (won.length === 0) return t('table.nobodyWon');
    if (won.length > 1 || others.length === 0) {
      return mine && won.includes(mine) ? t('table.tieWithYou', { who: names(winners.filter((w) => w !== st.seat)) }) : t('table.tie', { who: names(winners) });
    }
    const best = others.reduce((a, b) => (score(b) > score(a) ? b : a));
    const team = won[0].seats.length > 1;
    if (!mine) return team && game.teamVerdict ? game.teamVerdict(v, ui) : t('final.won', { who: names(won[0].seats), them: said(won[0]), next: said(best) });
    if (mine === won[0]) return team ? t('final.team.won', { you: said(mine), them: said(best) }) : t('final.youWon', { you: said(mine), them: said(best) });
    return team ? t('final.team.lost', { you: said(mine), them: said(won[0]) }) : t('final.youLost', { who: names(won[0].seats), them: said(won[0]), you: said(mine) });
  }

  // rematch sits this seat at the rematch of the table: the same seats, a
  // fresh deal; every seat that asks meets at the same table. The button
  // says "Setting up the table…" while it is made (setup.js), and the
  // rematch replaces this game in the lobby's list (saved.replace).
  async function rematch(e) {
    const undo = settingUp(e.currentTarget);
    if (!undo) return;
    try {
      const r = await tr.api('POST', `/api/tables/${encodeURIComponent(id)}/rematch`, undefined, st.token);
      const seat = { id: r.id, game: st.info.game, seat: st.seat, token: st.token };
      memory.remember(seat);
      saved.replace(id);
      location.assign(memory.link(seat));
    } catch (err) {
      undo();
      st.notice = t('table.noRematch', { why: err.message });
      redraw();
    }
  }

  return { draw };
}
