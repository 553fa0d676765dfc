// The table of one seat (or of a spectator). This module owns the page's
// state, and changes it in one way: the server's events and views come in,
// and render draws the state, nothing else. What is clickable comes from
// the View's legal moves alone (its choices).
//
// For tests and tools: each control that makes a move carries data-move
// (the move's JSON) and data-kind; the first step of a two-step choice (a
// value of the hand, a tile to move, a tile to place) carries data-pick;
// #table has data-over and data-to-move; #final has the scores
// (data-score) and winners (data-winner); body has data-busy while a move
// is being sent.
import { h, api, HTTPError, seatName } from './dom.js';
import * as memory from './memory.js';
import { choicesOf } from './choices.js';
import { botLabel } from './lobby.js';
import { GAMES, TITLES } from './games.js';

const LOG_MAX = 300;

// A PageError is an error with a way on: links the page offers with it.
export class PageError extends Error {
  constructor(message, ways) { super(message); this.ways = ways || []; }
}

// seatOf reads the address's seat: -1 for a spectator.
function seatOf(query) {
  if (!query.has('seat')) return -1;
  const text = query.get('seat');
  if (!/^\d+$/.test(text)) throw new PageError(`This link is broken: “${text}” is not a seat.`);
  return parseInt(text, 10);
}

export async function table(app, id, query) {
  const st = {
    seat: seatOf(query), token: query.get('token') || '', info: null,
    view: null, choices: [], pick: null, busy: false, notice: '', conn: '',
    events: [], marks: {}, last: -1, shown: 0, seq: 0,
  };
  if (st.seat >= 0 && !st.token) throw new PageError(`This link is missing its secret: it cannot open ${seatName(st.seat)}.`, [spectate(id)]);

  const status = h('div', { id: 'status', class: 'status', 'aria-live': 'polite' });
  const notice = h('p', { id: 'error', class: 'notice', role: 'status' });
  const board = h('section', { id: 'board', class: 'board', 'aria-label': 'the table', tabindex: -1 });
  const seats = h('section', { id: 'seats', class: 'seats', 'aria-label': 'the players' });
  const log = h('ul', { id: 'log', class: 'log', 'aria-live': 'polite' });
  const final = h('section', { id: 'final', class: 'final panel', hidden: true });
  const back = h('div', { id: 'seat-back' });
  const rules = h('details', { id: 'rules', class: 'rules' });
  const root = h('div', { id: 'table', class: 'table', dataset: { seat: st.seat } },
    h('div', { class: 'play' }, back, status, notice, final, board),
    h('aside', { class: 'side' }, seats, rules, h('details', { class: 'logbox', open: true },
      h('summary', {}, 'What happened'), log)));
  app.replaceChildren(root);
  const conn = document.getElementById('conn');

  st.info = await api('GET', `/api/tables/${encodeURIComponent(id)}`).catch((err) => {
    throw new PageError(err instanceof HTTPError && err.status === 404 ? 'There is no such table: it may have ended and been cleared away.' : `The table cannot be opened: ${err.message}`);
  });
  const game = GAMES[st.info.game];
  if (!game) throw new PageError(`This page cannot draw the game ${st.info.game}.`);
  const title = TITLES[st.info.game] || st.info.game;
  root.dataset.game = st.info.game;
  document.getElementById('title').textContent = title;
  if (st.seat >= st.info.players) throw new PageError(`This link is broken: the table has no ${seatName(st.seat)}.`, [spectate(id)]);
  rules.append(h('summary', {}, `How to play ${title}`), ...game.rules.map((p) => h('p', {}, p)));

  const { name, short } = namer(st.info, st.seat);

  const ui = {
    get seat() { return st.seat; },
    get pick() { return st.pick; },
    get marks() { return st.marks; },
    get view() { return st.view; },
    get events() { return st.events; },
    get choices() { return st.busy || st.seat < 0 ? [] : st.choices; },
    // direct lists the moves made in one step: buttons, cells clicked.
    get direct() { return ui.choices.filter((c) => c.pick === null).flatMap((c) => c.moves); },
    name, short,
    choose(value) { st.pick = st.pick === value ? null : value; render(); },
    move,
  };

  async function move(m) {
    if (st.busy) return;
    st.busy = true;
    st.notice = '';
    render();
    const seq = ++st.seq;
    try {
      const res = await api('POST', `/api/tables/${encodeURIComponent(id)}/seats/${st.seat}/moves`,
        { move: m }, st.token);
      if (res.view) show(res.view, seq);
    } catch (err) {
      st.notice = refusedMove(err);
      refresh();
    } finally {
      st.busy = false;
      st.pick = null;
    }
    render();
  }

  // show takes a view in, unless a later one is shown already.
  function show(v, seq) {
    if (seq < st.shown) return;
    st.shown = seq;
    st.view = v;
    st.choices = choicesOf(v.legalMoves);
  }

  async function fetchView() {
    if (st.seat >= 0) return api('GET', `/api/tables/${encodeURIComponent(id)}/seats/${st.seat}/view`, undefined, st.token);
    const info = await api('GET', `/api/tables/${encodeURIComponent(id)}`);
    st.info = info;
    return info.view;
  }

  // refresh reads the view again; calls while one is in flight fold into one more.
  let refreshing = false, again = false, failures = 0;
  async function refresh() {
    if (refreshing) { again = true; return; }
    refreshing = true;
    try {
      do {
        again = false;
        const seq = ++st.seq;
        try {
          show(await fetchView(), seq);
          failures = 0;
        } catch (err) {
          // A dropped connection: say so, and look again a little later.
          if (!(err instanceof HTTPError) || err.status === 0 || err.status >= 500) {
            st.notice = 'The connection to the server is lost; trying again…';
            setTimeout(() => { st.notice = ''; refresh(); }, Math.min(8000, 400 * 2 ** failures++));
          } else st.notice = err.message;
        }
      } while (again);
    } finally { refreshing = false; }
    render();
  }

  // focusKey names a control so that the same control can take the focus
  // back once the page is drawn again: a keyboard player goes on where
  // they were.
  function focusKey(el) {
    if (!el || !root.contains(el)) return null;
    const d = el.dataset || {};
    if (d.pick !== undefined) return `[data-pick="${CSS.escape(d.pick)}"]`;
    if (d.cell !== undefined) return `[data-cell="${CSS.escape(d.cell)}"][tabindex]`;
    if (d.move !== undefined) return `[data-move="${CSS.escape(d.move)}"]`;
    if (el.id) return '#' + CSS.escape(el.id);
    return '';
  }

  function render() {
    const v = st.view;
    if (!v) return;
    const focused = focusKey(document.activeElement);
    const over = v.over === true;
    root.dataset.over = over ? 'true' : 'false';
    root.dataset.toMove = v.toMove;
    if (st.busy) document.body.dataset.busy = '1'; else delete document.body.dataset.busy;
    if (st.pick !== null && !st.choices.some((c) => c.pick === st.pick)) st.pick = null;
    const mine = !over && st.seat >= 0 && v.toMove === st.seat;
    const who = st.seat >= 0 ? `you are ${seatName(st.seat)}` : 'spectator';
    document.title = (mine ? '▶ Your turn · ' : over ? 'Game over · ' : '') + `${title} · ${who}`;
    const round = game.round ? game.round(v) : '';
    let turn;
    if (over) turn = 'Game over';
    else if (mine) turn = game.prompt(v, ui);
    else if (v.toMove >= 0) turn = `${name(v.toMove)} to move`;
    else turn = '';
    status.replaceChildren(
      h('span', { class: ['turn', mine && 'mine'] }, turn),
      round && h('span', { class: 'round' }, round),
      h('span', { class: 'who' }, st.seat >= 0 ? `You are ${seatName(st.seat)}` : 'You are watching'));
    notice.textContent = st.notice;
    seats.replaceChildren(...[].concat(game.seats(v, ui)));
    board.replaceChildren(game.board(v, ui));
    renderFinal(v, over);
    conn.hidden = !st.conn;
    conn.dataset.state = st.conn;
    conn.textContent = { live: '● live', connecting: '○ connecting…', lost: '○ reconnecting…', done: '● finished' }[st.conn] || '';
    if (focused !== null) {
      // The control itself, else the first of the board's (the move made,
      // its controls are gone), else the board, until it offers one.
      const el = (focused && focused !== '#board' && root.querySelector(focused)) || board.querySelector('[data-pick], [data-move]') || board;
      el.focus({ preventScroll: true });
    }
  }

  // A spectator whose browser holds a seat at this table may take it back.
  function renderBack() {
    const held = st.seat < 0 ? memory.seatAt(id) : null;
    back.replaceChildren(held ? h('p', { class: 'seat-back panel' }, `You have ${seatName(held.seat)} at this table. `,
      h('a', { id: 'take-seat', class: 'button primary', href: memory.link(held) }, 'Take my seat back')) : '');
  }

  // The end is drawn once for what it says, so that its buttons stay put
  // under a player's pointer while the page follows the last events.
  let finalKey = '';
  function renderFinal(v, over) {
    final.hidden = !over;
    const key = over ? JSON.stringify([v.scores, v.winners, st.events.length, st.notice]) : '';
    if (key === finalKey) return;
    finalKey = key;
    if (!over) { final.replaceChildren(); return; }
    const scores = v.scores || [];
    const winners = v.winners || [];
    const n = v.players || scores.length;
    const parts = game.breakdown ? game.breakdown(v, ui) : { head: [], rows: [] };
    const rows = [];
    for (let i = 0; i < n; i++) {
      rows.push(h('tr', { class: winners.includes(i) && 'winner', dataset: { finalSeat: i } },
        h('th', { scope: 'row' }, name(i)),
        (parts.rows[i] || []).map((x) => h('td', { class: 'num' }, x)),
        h('td', { class: 'num total', dataset: { score: i } }, scores[i] ?? ''),
        h('td', {}, winners.includes(i) ? h('span', { class: 'crown', dataset: { winner: i } }, 'winner') : '')));
    }
    let verdict;
    if (winners.length === 0) verdict = 'Nobody won.';
    else if (winners.length === 1) verdict = winners[0] === st.seat ? 'You won!' : `${name(winners[0])} won.`;
    else verdict = `A tie: ${winners.map((w) => name(w)).join(' and ')} win.`;
    if (game.teamVerdict) verdict = game.teamVerdict(v, ui) || verdict;
    final.replaceChildren(
      h('h2', {}, 'Game over'),
      h('p', { id: 'verdict', class: 'verdict' }, verdict),
      h('div', { class: 'scroll' }, h('table', { class: 'scores' },
        h('thead', {}, h('tr', {}, h('th', {}, ''), parts.head.map((x) => h('th', { class: 'num' }, x)), h('th', { class: 'num' }, 'Total'), h('th', {}, ''))),
        h('tbody', {}, rows))),
      parts.note ? h('p', { class: 'hint' }, parts.note) : '',
      h('p', { class: 'ways' },
        st.seat >= 0 ? h('button', { id: 'rematch', type: 'button', class: 'primary', onclick: rematch }, 'Rematch') : '',
        h('a', { id: 'new-game', class: st.seat >= 0 ? 'button' : 'button primary', href: `/?game=${encodeURIComponent(st.info.game)}` }, 'New game'),
        h('a', { id: 'watch-replay', class: 'button', href: `/play/${encodeURIComponent(id)}?replay` }, 'Watch the replay'),
        h('a', { class: 'button', href: '/' }, 'Lobby')));
  }

  // rematch sits this seat at the rematch of the table: the same seats, a
  // fresh deal; every seat that asks meets at the same table.
  async function rematch() {
    try {
      const r = await api('POST', `/api/tables/${encodeURIComponent(id)}/rematch`, undefined, st.token);
      const seat = { id: r.id, game: st.info.game, seat: st.seat, token: st.token };
      memory.remember(seat);
      location.assign(memory.link(seat));
    } catch (err) {
      st.notice = `No rematch: ${err.message}`;
      render();
    }
  }

  // The event log: the server's sentence for this seat.
  function addLog(d) {
    const e = d.event || {};
    log.append(h('li', { dataset: { index: d.index, kind: e.kind }, class: ['fresh', e.seat === st.seat && 'mine'] }, d.text || e.kind || ''));
    while (log.childElementCount > LOG_MAX) log.firstElementChild.remove();
    log.scrollTop = log.scrollHeight;
  }

  // connect follows the events; after a dropped connection it resumes after
  // the last event it has, so that nothing comes twice and nothing is lost.
  let retry = 0, es = null;
  function connect() {
    const q = new URLSearchParams();
    if (st.seat >= 0) { q.set('seat', st.seat); q.set('token', st.token); }
    if (st.last >= 0) q.set('after', st.last);
    const source = new EventSource(`/api/tables/${encodeURIComponent(id)}/events?${q}`);
    es = source;
    st.conn = 'connecting';
    source.onopen = () => {
      retry = 0;
      st.conn = 'live';
      refresh(); // after a reconnect, catch up with what the events may not say
    };
    source.addEventListener('game', (m) => {
      let d;
      try { d = JSON.parse(m.data); } catch { return; }
      const index = typeof d.index === 'number' ? d.index : parseInt(m.lastEventId, 10);
      if (index <= st.last) return; // seen already
      st.last = index;
      const e = d.event || {};
      st.events.push(e);
      st.marks = game.mark(st.marks, e, st.view);
      addLog(d);
      refresh();
    });
    source.addEventListener('over', () => {
      st.conn = 'done';
      source.close();
      refresh();
    });
    source.onerror = () => {
      st.conn = 'lost';
      if (source.readyState === EventSource.CLOSED) {
        // The browser gave up (the server refused or went away): try again,
        // from the last event we have, a little later each time.
        setTimeout(() => { if (es === source) connect(); }, Math.min(10000, 500 * 2 ** retry++));
      }
      render();
    };
  }

  // The first view decides whether this page may show the table at all: a
  // wrong token stops here, with a way on.
  const first = ++st.seq;
  const v0 = await fetchView().catch((err) => {
    if (err instanceof HTTPError && (err.status === 401 || err.status === 403)) {
      throw new PageError(`This link does not open ${seatName(st.seat)}: its secret is not that seat's (${err.message}).`, [spectate(id)]);
    }
    throw new PageError(`The table cannot be opened: ${err.message}`);
  });
  if (st.seat >= 0) memory.remember({ id, game: st.info.game, seat: st.seat, token: st.token });
  show(v0, first);
  renderBack();
  render();
  connect();
}

// namer says who a seat is, from the point of view of the seat that
// reads: You, a person's name, or Seat N, with a computer's level.
export function namer(info, reader) {
  function short(i, capital = true) {
    if (i === reader) return capital ? 'You' : 'you';
    const s = (info.seats || [])[i];
    return (s && s.name) || seatName(i);
  }
  function name(i, capital = true) {
    const s = (info.seats || [])[i];
    return short(i, capital) + (i !== reader && s && s.player === 'bot' ? ` (${botLabel(s.bot).replace(/ \(.*/, '')})` : '');
  }
  return { name, short };
}

function spectate(id) {
  return { href: `/play/${encodeURIComponent(id)}`, text: 'Watch the table' };
}

// refusedMove says why a move was not made, in the server's sentence: a
// refused move's own, then that the table shows where it is now, for the
// page may have been behind it.
function refusedMove(err) {
  if (!(err instanceof HTTPError)) return `The move was not sent: ${err.message}`;
  if (err.reason || err.status === 409 || err.status === 400) {
    return `That move cannot be made now (${err.message}): the table may have moved on, and shows where it is now.`;
  }
  return `The move was not sent: ${err.message}`;
}
