// "Your games" in the lobby: the games this browser holds a seat at, on
// the server or in its own engine, those in progress under "Continue"
// and those over under them; and the words the lobby's lists share
// (where a game stands, since when).
import { h, api, seatName } from './dom.js';
import * as memory from './memory.js';
import { t } from './i18n/i18n.js';
import * as local from './local.js';
import * as saved from './saved.js';

// ABANDONED is how long, in ms, a game may wait for a move before the
// lobby calls it abandoned: the server's default -idle, a day (a game of
// this browser's engine, which is never closed, is called so after as
// long, and can still be resumed).
const ABANDONED = 24 * 3600 * 1000;

// status says where a game stands, for the seat that reads it: a game
// with no move for a day is abandoned (the server closes it), not
// anyone's turn.
export const abandoned = (tb) => Date.now() - Date.parse(tb.updated || tb.created) > ABANDONED;
export function status(tb, seat) {
  if (!tb) return t('lobby.gone');
  if (tb.over) return t('lobby.finished');
  if (abandoned(tb)) return t('lobby.abandoned');
  if (seat !== undefined && tb.toMove === seat) return t('lobby.yourTurn');
  return t('lobby.toMove', { who: seatName(tb.toMove) });
}

// since says how long ago iso was, roughly, in words.
export function since(iso) {
  const s = Math.max(0, (Date.now() - Date.parse(iso)) / 1000);
  if (!Number.isFinite(s)) return '';
  if (s < 90) return t('lobby.justNow');
  if (s < 5400) return t('lobby.minutesAgo', { n: Math.round(s / 60) });
  if (s < 129600) return t('lobby.hoursAgo', { n: Math.round(s / 3600) });
  return t('lobby.daysAgo', { n: Math.round(s / 86400) });
}

// outcome says how a finished game went for seat: won (with its team,
// in LINX's teams), lost or tied, and the score, the best of the others'
// beside the seat's own (r28 #8: "finished" alone invited no rematch).
// result is {scores, winners, teams} as the game's view says them.
function outcome(result, seat) {
  const { scores = [], winners = [], teams = false } = result || {};
  if (seat < 0 || seat >= scores.length || !winners.length) return '';
  const mate = (i) => i === seat || (teams && i % 2 === seat % 2);
  const you = scores[seat];
  if (!winners.includes(seat)) return t('lobby.result.lost', { you, them: scores[winners[0]] });
  if (winners.some((i) => !mate(i))) return t('lobby.result.tie', { you });
  const them = Math.max(...scores.filter((x, i) => !mate(i)));
  return t('lobby.result.won', { you, them });
}


// yourGames draws "Your games" into mine, naming each game by
// title(name), and returns listMine, which draws it again from the
// server's list of tables (null while the server does not answer).
export function yourGames(mine, title) {
  // results are the finished server tables' results read so far, by id.
  const results = new Map();

  // finished is the status of a finished game, filled with its outcome
  // once known: at once if known, else once read() gives the seat's
  // view, whose result keep(result) then keeps.
  function finished(seat, known, read, keep) {
    const el = h('span', { class: 'result' }, t('lobby.finished'));
    const fill = (r) => { const said = outcome(r, seat); if (said) el.textContent = `${t('lobby.finished')} · ${said}`; };
    if (known) fill(known);
    else if (seat >= 0) {
      read().then((v) => { const r = { scores: v.scores, winners: v.winners, teams: !!v.teams }; keep(r); fill(r); })
        .catch(() => { /* it stays "finished" */ });
    }
    return el;
  }

  // heldRow is a line of "Your games" for a seat at a server's table tb
  // (undefined once gone; list null while the server does not answer),
  // whose forget drops it: a game that goes on no more, finished,
  // abandoned or gone, is greyed, and forgotten with the others by one
  // button under them (r30 #7: a Forget on every row).
  function heldRow(x, tb, list, forget) {
    const over = list !== null && (!tb || tb.over || abandoned(tb));
    return h('li', { dataset: { myGame: x.id }, class: over && 'done' },
      tb || list === null ? h('a', { href: memory.link(x), class: 'button', dataset: { back: x.id } }, title(x.game))
        : h('span', {}, title(x.game)),
      ' ', list !== null && tb && tb.over ? finished(x.seat, results.get(x.id),
        () => api('GET', `/api/tables/${encodeURIComponent(x.id)}/seats/${x.seat}/view`, undefined, x.token), (r) => results.set(x.id, r)) : (list === null ? '' : status(tb, x.seat)),
      ` · ${since(x.at)} `,
      over ? '' : forgetButton(x, x.seat, forget));
  }

  // forgetButton forgets a game in progress, the only one of its row.
  function forgetButton(g, seat, forget) {
    return h('button', { type: 'button', class: 'link-button', dataset: { delete: g.id }, title: t('lobby.forget.title'), 'aria-label': t('lobby.forget.label', { game: title(g.game), seat: seatName(seat) }),
      onclick: () => { forget(); listMine(lastList); } }, t('lobby.forget'));
  }

  // savedRow is a line of "Your games" for a game this browser plays with
  // its own engine: the same as a server's, but that forgetting it
  // deletes it. A game in progress says whose turn it is (its save's
  // toMove, local.js's), after a day without a move that it is abandoned.
  function savedRow(g, over) {
    const you = Math.max(0, local.you(g));
    let said;
    if (g.over) {
      said = finished(you, g.result, () => local.api('GET', `/api/tables/${encodeURIComponent(g.id)}/seats/${you}/view`), (r) => saved.settle(g.id, r));
    } else if (over) said = t('lobby.abandoned');
    else if (Number.isInteger(g.toMove)) said = g.toMove === you ? t('lobby.yourTurn') : t('lobby.toMove', { who: seatName(g.toMove) });
    else said = t('count.moves', { n: g.moves.length });
    return h('li', { dataset: { myGame: g.id, saved: g.id }, class: over && 'done' },
      h('a', { href: memory.link({ id: g.id, seat: you }), class: 'button', dataset: { back: g.id, resume: g.id } }, title(g.game)),
      ' ', said, ` · ${since(g.at)} `,
      over ? '' : forgetButton(g, you, () => saved.remove(g.id)));
  }

  // listMine lists the games this browser holds a seat at, one line a
  // game however many of its seats it holds, newest first: the server's
  // (list is its tables, null while it does not answer) and its own
  // engine's, alike. The games in progress come first, under "Continue";
  // those over (finished, abandoned, gone) under them, forgotten at once
  // by "Forget finished games" (r30 #7: nine rows alike, a Forget each);
  // a game a rematch replaced, not at all.
  // It returns the server's tables held.
  let lastList;
  function listMine(list) {
    lastList = list;
    const byID = new Map((list || []).map((tb) => [tb.id, tb]));
    const held = memory.seats().filter((x, k, all) => all.findIndex((y) => y.id === x.id) === k);
    const gone = new Set(held.concat(saved.list()).map((x) => x.id).filter(saved.replaced));
    const rows = [
      ...held.map((x) => {
        const tb = byID.get(x.id);
        const forget = () => memory.forget(x.id);
        return { id: x.id, at: x.at, over: list !== null && (!tb || tb.over || abandoned(tb)), el: heldRow(x, tb, list, forget), forget };
      }),
      ...saved.list().map((g) => {
        const over = g.over || Date.now() - Date.parse(g.at) > ABANDONED;
        return { id: g.id, at: g.at, over, el: savedRow(g, over), forget: () => saved.remove(g.id) };
      }),
    ].filter((r) => !gone.has(r.id)).sort((a, b) => String(b.at).localeCompare(String(a.at)));
    const going = rows.filter((r) => !r.over);
    const done = rows.filter((r) => r.over);
    mine.replaceChildren(h('h2', {}, t('lobby.yourGames')),
      ...(rows.length === 0 ? [h('p', { class: 'hint' }, t('lobby.yourGames.none'))] : []),
      ...(going.length ? [h('h3', { class: 'hint' }, t('lobby.mine.going')), h('ul', { id: 'my-going', class: 'tables' }, going.map((r) => r.el))] : []),
      ...(done.length ? [h('h3', { class: 'hint' }, t('lobby.mine.over')), h('ul', { id: 'my-over', class: 'tables' }, done.map((r) => r.el)),
        h('button', { id: 'forget-over', type: 'button', class: 'link-button', onclick: () => { for (const r of done) r.forget(); listMine(lastList); } }, t('lobby.mine.forgetOver'))] : []));
    return held;
  }
  return listMine;
}
