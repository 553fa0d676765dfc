// The table of one seat (or of a spectator): it draws the seat's View and
// nothing else, sends the seat's moves, and follows the game's events live.
//
// What is clickable comes from the View's legalMoves alone. Each choice that
// makes a move carries data-move="<the move's notation>"; the first step of a
// two-step choice (a value of the hand, a tile to move, a tile to place)
// carries data-pick="<what it picks>", and its targets then carry data-move.
// #table has data-over and data-to-move, #final the scores (data-score) and
// winners (data-winner), and body has data-busy while a move is being sent:
// the browser tests, and anyone's, read these.
import { h, api, bare, HTTPError } from './dom.js';
import * as linko from './linko.js';
import * as lino from './lino.js';
import * as linx from './linx.js';

const GAMES = { linko, lino, linx };
const TITLES = { linko: 'Linko!', lino: 'Lino', linx: 'LINX' };
const LOG_MAX = 300;

export async function table(app, id, query) {
  const seat = query.has('seat') ? parseInt(query.get('seat'), 10) : -1;
  const token = query.get('token') || '';
  const st = {
    id, seat, token, info: null, view: null, pick: null, busy: false,
    last: -1, es: null, retry: 0, failures: 0, seq: 0, shown: 0, refreshing: false, again: false, marks: [],
  };
  window.tabletop = st; // for the curious, and for the browser tests

  const status = h('div', { id: 'status', class: 'status' });
  const error = h('p', { id: 'error', class: 'error', role: 'alert' });
  const board = h('section', { id: 'board', class: 'board' });
  const seats = h('section', { id: 'seats', class: 'seats' });
  const log = h('ul', { id: 'log', class: 'log', 'aria-live': 'polite' });
  const final = h('section', { id: 'final', class: 'final panel', hidden: true });
  const root = h('div', { id: 'table', class: 'table', dataset: { seat } },
    h('div', { class: 'play' }, status, error, final, board),
    h('aside', { class: 'side' }, seats, h('details', { class: 'logbox', open: true },
      h('summary', {}, 'What happened'), log)));
  app.replaceChildren(root);
  const conn = document.getElementById('conn');

  st.info = await api('GET', `/api/tables/${encodeURIComponent(id)}`);
  const game = GAMES[st.info.game];
  if (!game) throw new Error(`this page cannot draw the game ${st.info.game}`);
  root.dataset.game = st.info.game;
  document.getElementById('title').textContent = TITLES[st.info.game] || st.info.game;
  document.title = `${TITLES[st.info.game] || st.info.game} · ${seat >= 0 ? 'seat ' + seat : 'spectator'}`;

  // name says who a seat is, from this seat's point of view.
  function name(i, capital = true) {
    if (i === st.seat) return capital ? 'You' : 'you';
    const s = (st.info.seats || [])[i];
    return `Seat ${i}` + (s && s.player === 'bot' ? ` (${s.bot || 'bot'})` : '');
  }
  function short(i, capital = true) {
    if (i === st.seat) return capital ? 'You' : 'you';
    return `Seat ${i}`;
  }

  const ui = {
    get seat() { return st.seat; },
    get pick() { return st.pick; },
    get marks() { return st.marks; },
    get view() { return st.view; },
    name, short,
    choose(value) { st.pick = st.pick === value ? null : value; render(); },
    move,
  };

  async function move(notation) {
    if (st.busy) return;
    st.busy = true;
    document.body.dataset.busy = '1';
    error.textContent = '';
    render();
    const seq = ++st.seq;
    try {
      const res = await api('POST', `/api/tables/${encodeURIComponent(id)}/seats/${st.seat}/moves`, { move: bare(notation) }, st.token);
      st.pick = null;
      for (const e of res.events || []) game.mark && game.mark(st, e);
      if (res.view && seq >= st.shown) { st.shown = seq; st.view = normalize(res.view); }
    } catch (err) {
      error.textContent = err instanceof HTTPError && err.status === 409 ? `Refused: ${err.message}` : err.message;
      st.pick = null;
    } finally {
      st.busy = false;
      delete document.body.dataset.busy;
    }
    render();
    if (!error.textContent) return;
    refresh();
  }

  // window.tabletop.move(notation) plays as a click would: for the console,
  // and for the tests of what a refused move shows.
  st.move = move;

  function normalize(v) {
    st.rawLegalMoves = v.legalMoves; // absent: the server's games predate the wire's envelope
    return game.normalize ? game.normalize(v) : v;
  }

  async function fetchView() {
    if (st.seat >= 0) return api('GET', `/api/tables/${encodeURIComponent(id)}/seats/${st.seat}/view`, undefined, st.token);
    const info = await api('GET', `/api/tables/${encodeURIComponent(id)}`);
    st.info = info;
    return info.view;
  }

  // refresh reads the view again; calls while one is in flight fold into one more.
  async function refresh() {
    if (st.refreshing) { st.again = true; return; }
    st.refreshing = true;
    try {
      do {
        st.again = false;
        const seq = ++st.seq;
        try {
          const v = await fetchView();
          if (seq >= st.shown) { st.shown = seq; st.view = normalize(v); }
          st.failures = 0;
        } catch (err) {
          // A dropped connection: say so, and look again a little later.
          error.textContent = err.message;
          if (!(err instanceof HTTPError) || err.status === 0 || err.status >= 500) {
            const wait = Math.min(8000, 400 * 2 ** (st.failures++ || 0));
            setTimeout(() => { if (error.textContent === err.message) error.textContent = ''; refresh(); }, wait);
          }
        }
      } while (st.again);
    } finally { st.refreshing = false; }
    render();
  }

  function render() {
    const v = st.view;
    if (!v) return;
    const over = isOver(v);
    root.dataset.over = over ? 'true' : 'false';
    root.dataset.toMove = v.toMove;
    const moves = st.busy || st.seat < 0 ? [] : (v.legalMoves || []);
    if (st.pick !== null && !(game.pickValid ? game.pickValid(v, moves, st.pick) : true)) st.pick = null;
    // The status line: whose turn, what the seat must do.
    // The tab's title says when it is this seat's turn, for a player in another tab.
    const base = `${TITLES[st.info.game] || st.info.game} · ${st.seat >= 0 ? 'seat ' + st.seat : 'spectator'}`;
    document.title = (!over && st.seat >= 0 && v.toMove === st.seat ? '▶ Your turn · ' : over ? 'Game over · ' : '') + base;
    const round = v.round ? (v.rounds ? `Round ${v.round} of ${v.rounds}` : `Round ${v.round}`) : '';
    let turn;
    if (over) turn = 'Game over';
    else if (v.toMove === st.seat && st.seat >= 0) turn = game.prompt ? game.prompt(v, ui) : 'Your move';
    else if (v.toMove >= 0) turn = `${name(v.toMove)} to move`;
    else turn = '';
    status.replaceChildren(
      h('span', { class: ['turn', v.toMove === st.seat && !over && 'mine'] }, turn),
      round && h('span', { class: 'round' }, round),
      h('span', { class: 'who' }, st.seat >= 0 ? `You are seat ${st.seat}` : 'Spectator'));
    seats.replaceChildren(...[].concat(game.seats ? game.seats(v, ui) : []));
    board.replaceChildren(game.board(v, ui, moves));
    renderFinal(v, over);
  }

  function isOver(v) { return v.over === true || v.phase === 'over'; }

  function renderFinal(v, over) {
    final.hidden = !over;
    if (!over) { final.replaceChildren(); return; }
    const scores = v.scores || [];
    const winners = v.winners || [];
    const n = v.players || scores.length;
    const rows = [];
    for (let i = 0; i < n; i++) {
      rows.push(h('tr', { class: winners.includes(i) && 'winner', dataset: { finalSeat: i } },
        h('td', {}, name(i)), h('td', { class: 'num', dataset: { score: i } }, scores[i] ?? ''),
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
      h('table', { class: 'scores' }, h('thead', {}, h('tr', {}, h('th', {}, 'Seat'), h('th', {}, 'Score'), h('th', {}, ''))), h('tbody', {}, rows)),
      h('p', {}, h('a', { id: 'new-game', class: 'button primary', href: `/?game=${encodeURIComponent(st.info.game)}` }, 'New game')));
  }

  // The event log, in words.
  function addLog(d) {
    const e = d.event || {};
    let text = '';
    try { text = game.describe ? game.describe(e, ui) : ''; } catch { text = ''; }
    if (!text) text = d.text || JSON.stringify(e);
    log.append(h('li', { dataset: { index: d.index, kind: e.kind }, class: e.seat === st.seat && 'mine', title: d.text || '' }, text));
    while (log.childElementCount > LOG_MAX) log.firstElementChild.remove();
    log.scrollTop = log.scrollHeight;
  }

  function setConn(state) {
    conn.hidden = false;
    conn.dataset.state = state;
    conn.textContent = { live: '● live', connecting: '○ connecting…', lost: '○ reconnecting…', done: '● finished' }[state] || state;
  }

  // connect follows the events; after a dropped connection it resumes after
  // the last event it has, so that nothing comes twice and nothing is lost.
  function connect() {
    const q = new URLSearchParams();
    if (st.seat >= 0) { q.set('seat', st.seat); q.set('token', st.token); }
    if (st.last >= 0) q.set('after', st.last);
    const es = new EventSource(`/api/tables/${encodeURIComponent(id)}/events?${q}`);
    st.es = es;
    setConn('connecting');
    es.onopen = () => {
      st.retry = 0;
      setConn('live');
      if (st.view) refresh(); // after a reconnect, catch up with what the events may not say
    };
    es.addEventListener('game', (m) => {
      let d;
      try { d = JSON.parse(m.data); } catch { return; }
      const index = typeof d.index === 'number' ? d.index : parseInt(m.lastEventId, 10);
      if (index <= st.last) return; // seen already
      st.last = index;
      if (game.mark) game.mark(st, d.event || {});
      addLog(d);
      refresh();
    });
    es.addEventListener('over', () => {
      setConn('done');
      es.close();
      refresh();
    });
    es.onerror = () => {
      if (es.readyState === EventSource.CLOSED) {
        // The browser gave up (the server refused or went away): try again,
        // from the last event we have, a little later each time.
        setConn('lost');
        const wait = Math.min(10000, 500 * 2 ** st.retry++);
        setTimeout(() => { if (st.es === es) connect(); }, wait);
      } else {
        setConn('lost'); // the browser reconnects by itself with Last-Event-ID
      }
    };
  }

  // The first view decides whether this page may show the table at all: a
  // wrong token or a table that is gone stops here, with the server's word.
  const first = ++st.seq;
  const v0 = await fetchView().catch((err) => {
    throw new Error(err instanceof HTTPError && (err.status === 401 || err.status === 403)
      ? `This link does not open seat ${st.seat}: ${err.message}` : err.message);
  });
  st.shown = first;
  st.view = normalize(v0);
  render();
  connect();
}
