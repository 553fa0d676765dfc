// A tutorial's end (tutorial.js): its result, said as a table's; the
// last of what just happened, a long one said by its first sentence or
// folded; and the ways on: a real game against the computer, the lesson
// again, the lobby.
import { h, api, minus } from './dom.js';
import * as memory from './memory.js';
import { computerSeat, DEFAULT_LEVEL } from './levels.js';
import * as local from './local.js';
import { t } from './i18n/i18n.js';
import { home } from './site.js';
import { settingUp } from './setup.js';
import { PHONE } from './follow.js';
import { moveLine } from './latest.js';

// FOLD_END is the length of the lesson's last telling from which it says
// its first sentence and leaves the rest to the board's list, or on a
// phone folds it (ending): some six lines of a phone's width.
// (LINX's and Linko!'s, four lines, say their win whole.)
const FOLD_END = 320;

// result says the lesson's end as a table's result does, first and
// large in the status: who won and the two totals ("You won 127 to
// 102"), '' where the view has no scores.
export function result(v) {
  const [you, them] = (v.scores || []).map((x) => minus(String(x)));
  if (you === undefined || them === undefined) return '';
  const winners = v.winners || [];
  const key = winners.length !== 1 ? 'tutorial.result.tie' : winners[0] === 0 ? 'tutorial.result.won' : 'tutorial.result.lost';
  return t(key, { you, them });
}

// ender gives back ending, which draws the last of what just happened at
// the end of the lesson of the game name (render draws the lesson again
// when its fold is pressed). A long one (Lino's: the last stone, then
// every row and run counted, some twenty lines, r25 #2) says its first
// sentence, the move; a game whose board lists every score (Lino's "What
// scored", under the field) says the rest is there ('tutorial.said.end.' +
// the game), in a box that then needs no scrolling of its own (r31 #10b:
// twenty lines scrolled inside it on a desktop). Elsewhere, on a phone,
// the rest is folded behind a button that says how many, unfolded a
// compact list.
export function ender(name, render) {
  let endOpen = false;
  function ending(x) {
    const parts = x.parts && x.parts.length ? x.parts : [x.text];
    if (parts.length < 3 || parts.join(' ').length < FOLD_END) return moveLine(parts);
    const listed = 'tutorial.said.end.' + name;
    if (t(listed) !== listed) return [h('span', { class: 'move' }, parts[0]), ' ', t(listed)];
    if (!matchMedia(PHONE).matches) return moveLine(parts);
    const rest = parts.slice(1);
    const toggle = h('button', { type: 'button', id: 'said-fold', class: 'coach-fold', 'aria-expanded': String(endOpen),
      onclick: () => { endOpen = !endOpen; render(); } }, endOpen ? t('tutorial.less') : t('tutorial.said.rest', { n: rest.length }));
    return [h('span', { class: 'move' }, parts[0]), ' ', toggle,
      endOpen ? h('ul', { class: 'said-rest' }, rest.map((r) => h('li', {}, r))) : ''];
  }
  return ending;
}

// waysOn puts the ways on from the lesson of the game name in el: a real
// game (failed(text) says why none could be made), the lesson again, the
// lobby. ready starts a real game against the computer, as the lobby's
// quick play does: the game's usual number of players, the player at seat
// 1, played in this browser where its engine is, else on the server (the
// same game and end for the player either way).
export function waysOn(el, name, failed) {
  async function ready(button) {
    const undo = settingUp(button);
    if (!undo) return;
    try {
      const { games, engine } = await api('GET', '/api/games');
      const via = engine ? local.transport : { api };
      const g = games.find((x) => x.name === name) || { options: [], minPlayers: 2, bots: [] };
      const n = (g.options.find((o) => o.name === 'players') || {}).default || g.minPlayers;
      // (the lobby's first level, a fair opponent for a newcomer)
      const seats = Array.from({ length: n }, (_, i) => (i === 0 ? { player: 'human' } : computerSeat(DEFAULT_LEVEL, name)));
      const you = memory.name();
      if (you) seats[0].name = you;
      const tb = await via.api('POST', '/api/tables', { game: name, options: {}, seats, botDelayMs: memory.pace() });
      const seat = { id: tb.id, game: tb.game, seat: 0, token: tb.seats[0].token };
      memory.remember(seat);
      location.assign(memory.link(seat));
    } catch (err) {
      undo();
      failed(t('lobby.notMade', { why: err.message }));
    }
  }
  el.append(
    h('button', { id: 'tutorial-ready', type: 'button', class: 'primary', onclick: (e) => ready(e.currentTarget) }, t('tutorial.ready')), ' ',
    h('a', { id: 'tutorial-again', class: 'button', href: `${home}learn/${encodeURIComponent(name)}` }, t('tutorial.again')), ' ',
    h('a', { class: 'button', href: home }, t('table.lobby')));
}
