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
//
// The others' moves are shown one at a time: each event of another seat
// waits until the chosen pause (memory.pace) has passed since the one
// before, unless it follows at once from the same seat's move (a draw after
// a play, a row closed by a stone: pacing.js); its sentence shows beside
// the board (latest.js).
import { h, api, HTTPError, seatName, paceSelect, minus, focusOn, focusKey, keepRoom } from './dom.js';
import { PageError, namer, refusedMove, seatBack, seatOf, spectate } from './names.js';
import { finalBox } from './final.js';
import * as memory from './memory.js';
import { choicesOf } from './choices.js';
import { GAMES, TITLES } from './games.js';
import { t } from './i18n/i18n.js';
import { measure, glide } from './motion.js';
import * as local from './local.js';
import { confirmer, escapeCancels } from './touch.js';
import { hinter, telling } from './hint.js';
import { eventLog, axesKey, logOpen, keepOpen } from './log.js';
import { latestBox } from './latest.js';
import { follower, PHONE } from './follow.js';
import { eventStream } from './stream.js';
import { keyGuard } from './keys.js';
import { offerNextLevel } from './nextlevel.js';
import { pacer } from './pacing.js';
import { viewReader } from './views.js';
import { statusLine } from './statusline.js';

// UNDER_BOARD are the games whose "Since your move" stands under the
// board, not beside it.
const UNDER_BOARD = new Set(['linko']);

// OWN_LATE is how long, in ms, one's own move waits for its events to come
// back before it is drawn from the server's answer alone.
const OWN_LATE = 1500;

export async function table(app, id, query) {
  const st = {
    seat: seatOf(query), token: query.get('token') || '', info: null,
    view: null, choices: [], pick: null, busy: false, notice: '', conn: '',
    events: [], marks: {}, last: -1, shown: 0, seq: 0, live: Infinity,
    awaiting: null, // the seq of one's own move made and not yet drawn
    guessed: null, // the glide of one's own move shown from the engine's guess, until its events come
    // showing: the seat whose move waits out its pause (pacing.js drain), -1 for
    // none. The view read is then ahead of the moves shown: the player's
    // turn (its choices, its status, the Hint) waits for them, so that a
    // player sees what the others did before playing, as Board Game
    // Arena's actions wait for its moves' animations.
    showing: -1,
  };
  // A table of this browser's own engine is reached the same way as the
  // server's, through the local transport.
  const tr = local.isLocal(id) ? local.transport : { api, EventSource };
  let guessing = false; // whether the engine here guesses a move's result
  let picked = false; // a piece was just picked: the focus goes to its first target
  let toldAt = ''; // the moment (events, the move shown next, the turn, the pick) the board was last drawn at
  if (st.seat >= 0 && !st.token) throw new PageError(t('table.noSecret', { seat: seatName(st.seat) }), [spectate(id)]);

  const status = statusLine();
  const notice = h('p', { id: 'error', class: 'notice', role: 'status' });
  const board = h('section', { id: 'board', class: 'board', 'aria-label': t('table.the'), tabindex: -1 });
  const seats = h('section', { id: 'seats', class: 'seats', 'aria-label': t('table.players') });
  const log = h('ul', { id: 'log', class: 'log', 'aria-live': 'polite' });
  const told = eventLog(log, st.seat);
  const back = h('div', { id: 'seat-back' });
  // (Its summary is there from the start: a details with none reads
  // "Details", the browser's word, in the browser's language.)
  const rules = h('details', { id: 'rules', class: 'rules', hidden: true }, h('summary', {}, t('table.howToPlay', { game: '' })));
  const final = h('section', { id: 'final', class: 'final panel', hidden: true });
  const latest = latestBox(st.seat);
  const confirm = confirmer(() => render());
  const follow = follower();
  const pacing = h('label', { class: 'pace' }, h('span', {}, t('table.pace')), ' ', paceSelect('pace'));
  // The log shows once it has something in it (#38 r23: an open, empty
  // "What happened" beside the box that said the moves would be told,
  // at every table's first minute), closed until the player opens it
  // (log.js logOpen): "Since your move" tells the others' moves, the log,
  // a tap away, the whole game.
  const logbox = h('details', { class: 'logbox', open: logOpen(), hidden: true, ontoggle: (e) => keepOpen(e.currentTarget.open) }, h('summary', {}, t('table.log')), log);
  const root = h('div', { id: 'table', class: 'table', dataset: { seat: st.seat } },
    h('div', { class: 'play' }, back, status.el, notice, final, board, confirm.bar),
    h('aside', { class: 'side' }, latest.el, seats, pacing, rules, logbox));
  // The first Tab from the page's top reaches the player's move (r29 #10:
  // three Tabs reached a side panel's summary, the board, its controls
  // drawn in the player's turn only, passed): a link, seen once focused,
  // before the header's, to the board's first control, else the board,
  // where the player's turn puts the focus on the move (render).
  const toBoard = h('a', { id: 'to-board', class: 'skip', href: '#board', onclick: (e) => { e.preventDefault(); focusOn(board.querySelector('[data-pick], [data-move]') || board); } }, t('table.toBoard'));
  document.getElementById('to-board')?.remove();
  document.body.prepend(toBoard);
  // The table shows once it has a view to draw (render): until then the
  // page's loading mark stays, not a table's empty boxes.
  root.hidden = true;
  app.append(root);
  app.querySelector('.loading')?.replaceChildren(t('table.loading'));
  const conn = document.getElementById('conn');
  // places are where the pieces' places were last drawn, for a move's
  // piece to glide from (motion.js).
  let places = new Map();

  // The catalog, asked for once while the table is: the rules in short
  // (the library's, in the page's language) and whether the engine may
  // play here.
  const catalog = tr.api('GET', '/api/games').catch(() => ({}));
  st.info = await tr.api('GET', `/api/tables/${encodeURIComponent(id)}`).catch((err) => {
    throw new PageError(err instanceof HTTPError && err.status === 404 ? t('table.noSuch') : t('table.cannotOpen', { why: err.message }));
  });
  // The events the table had when the page opened are the past: they are
  // not paced.
  st.live = typeof st.info.events === 'number' ? st.info.events : 0;
  const game = GAMES[st.info.game];
  if (!game) throw new PageError(t('table.cannotDraw', { game: st.info.game }));
  // A game whose seats' panels grow tall (UNDER_BOARD: Linko!'s, with
  // their plays) tells "Since your move" under the board, where the hand's
  // column has room (#38 r36 #1: beside them it had a few lines, its newest
  // and the turn scrolled out of sight). (A phone orders it above.)
  if (UNDER_BOARD.has(st.info.game)) board.after(latest.el);
  const title = TITLES[st.info.game] || st.info.game;
  root.dataset.game = st.info.game;
  document.getElementById('title').textContent = title;
  if (st.seat >= st.info.players) throw new PageError(t('table.noSuchSeat', { seat: seatName(st.seat) }), [spectate(id)]);
  const games = await catalog;
  // The library's rules, then what the game's page adds (how its board
  // is read: kept off the table during play).
  const paragraphs = [...(games.rules?.[st.info.game] || []), ...(game.howToRead ? game.howToRead(st.info) : [])];
  rules.hidden = !paragraphs.length;
  rules.replaceChildren(h('summary', {}, t('table.howToPlay', { game: title })), ...paragraphs.map((p) => h('p', {}, p)));

  const { name, short, tag, toMove } = namer(st.info, st.seat);
  const ui = {
    get seat() { return st.seat; },
    get pick() { return st.pick; },
    // armed: the move a first tap selected, drawn see-through (touch.js).
    get armed() { return confirm.armed; },
    get marks() { return st.marks; },
    get view() { return st.view; },
    get events() { return st.events; },
    get choices() { return st.busy || st.seat < 0 || pace.coming() >= 0 ? [] : st.choices; },
    // direct lists the moves made in one step: buttons, cells clicked.
    get direct() { return ui.choices.filter((c) => c.pick === null).flatMap((c) => c.moves); },
    name, short, tag, move,
    // A second click of a double click (e.detail 2: quick clicks, as on a
    // page slow to answer) keeps the piece picked: only a click of its
    // own puts it back.
    choose(value, e) { if (st.pick === value && e && e.detail > 1) return; st.pick = st.pick === value ? null : value; picked = st.pick !== null; if (picked) follow.picked(); confirm.clear(); render(); },
    // tap is a board's move: on a touch screen, selected first (touch.js).
    tap(m, e) { confirm.tap(m, e, move); },
    // remark changes the game's marks by f, for a step of the page's own
    // (a round's result put away: linx.js), draws the table again, and
    // lets the events held back meanwhile in (pacing.js drain).
    remark(f) { st.marks = f(st.marks); render(); pace.goOn(); },
    // waiting is what the line under the board says to a press while
    // another seat plays ("Computer 2 is playing: your turn comes next."),
    // '' in the player's turn.
    get waiting() { return waitFor >= 0 ? t('table.waitTurn', { who: short(waitFor) }) : ''; },
  };
  // waitFor is the seat whose move the player waits for, as last drawn
  // (-1: none, the player's turn, a result held, the game over); waitSaid,
  // whether a press while it played was answered (r29 #8: taps in the
  // computer's turn said nothing): the line under the board says whose
  // move it waits for until the player's turn.
  let waitFor = -1, waitSaid = false;
  // tellWait answers a press on the board while another seat plays: a
  // click on what takes no move (a control's is dropped: keys.js, which
  // tells it here).
  function tellWait() {
    if (waitFor < 0) return;
    waitSaid = true;
    const says = board.querySelector('#says');
    if (says) {
      says.textContent = ui.waiting;
      says.classList.add('telling');
    }
  }
  board.addEventListener('click', tellWait);

  // The Hint button, and the move it selects (hint.js).
  const hints = hinter(() => ({ server: tr.local || games.engine ? null : { api: tr.api, id, token: st.token }, game: st.info.game, view: st.view, seat: st.seat, choices: st.choices }),
    (found) => {
      st.pick = found.choice.pick;
      confirm.select(found.move, telling(found.move, st.choices, game, ui));
    }, () => render());
  const result = finalBox(final, { st, ends: () => latest.ends, game, ui, name, tr, id, redraw: () => render() });
  escapeCancels(st, confirm, render);
  // Keys and clicks on the game's controls act only in the player's turn,
  // and a key only in the turn it was pressed in (keys.js). Tab goes
  // through the whole page, the arrows move inside the board.
  // A finger's stray taps and a click pressed while another seat acted
  // (keys.js) are dropped, and the turn's beginning shown again
  // (statusline.js beat).
  const keys = keyGuard((el) => root.contains(el) && !!el.closest('#board [data-move], #board [data-pick], #confirm [data-move]'), status.beat, tellWait);

  async function move(m) {
    if (st.busy) return;
    st.busy = true;
    hints.forget();
    st.notice = '';
    latest.clear();
    follow.moved();
    render();
    const seq = ++st.seq;
    const seen = st.events.length;
    // With the engine here, a server's table shows the move's result at
    // once, or refuses it in the library's words with no round trip; the
    // server's answer then replaces the guess.
    const guessed = tr.local || !guessing ? null : await local.guess(st.info.game, st.view, st.seat, m, st.info.seats);
    if (guessed && guessed.refused) {
      st.notice = t('table.refused', { why: guessed.refused.message });
      st.busy = false;
      st.pick = null;
      render();
      return;
    }
    if (guessed && guessed.view) {
      // The guess's events glide the move's piece now; the server's events
      // of the same move then glide it no more (pacing.js drain).
      const g = guessed.events.reduce((marks, e) => game.mark(marks, e, st.view), st.marks).glide;
      if (g) st.marks = Object.assign({}, st.marks, { glide: st.guessed = Object.assign({}, g, { key: 'guess-' + seq }) });
      show(guessed.view, seq);
      st.pick = null;
      render();
    }
    try {
      const res = await tr.api('POST', `/api/tables/${encodeURIComponent(id)}/seats/${st.seat}/moves`,
        { move: m }, st.token);
      // One's own move is drawn when its events come back, so that its piece
      // glides from where it was instead of showing first where it went:
      // the move ends there (pacing.js drain), or, if they are late, here. (This
      // browser's engine answers them at once: its bot waits to think until
      // the page has read the view that follows them.)
      if (res.view && st.conn === 'live' && !st.events.slice(seen).some((e) => e.seat === st.seat)) {
        st.awaiting = seq;
        setTimeout(() => { if (st.awaiting === seq) { show(res.view, seq); settle(); render(); } }, OWN_LATE);
        return;
      }
      if (res.view) show(res.view, seq);
    } catch (err) {
      st.notice = refusedMove(err);
      refresh();
    }
    settle();
    render();
  }

  // settle ends the move being made: the page takes moves again.
  function settle() {
    st.awaiting = null;
    st.busy = false;
    st.pick = null;
  }

  // show takes a view in, unless a later one is shown already.
  function show(v, seq) {
    if (seq < st.shown) return;
    st.shown = seq;
    const renamed = st.view && axesKey(st.view) !== axesKey(v);
    st.view = v;
    st.choices = choicesOf(v.legalMoves);
    // Cells named otherwise: the log is told again beside this board.
    if (renamed && events.open && told.retell(st.last)) events.reopen();
  }

  // The view, read (views.js).
  const { fetchView, refresh } = viewReader(tr, id, st, { show, render });

  function render() {
    const v = st.view;
    if (!v) return;
    if (root.hidden) {
      root.hidden = false;
      app.replaceChildren(root);
    }
    const focused = focusKey(root, document.activeElement);
    const over = v.over === true;
    root.dataset.over = over ? 'true' : 'false';
    root.dataset.toMove = v.toMove;
    if (st.busy) document.body.dataset.busy = '1'; else delete document.body.dataset.busy;
    if (st.pick !== null && !st.choices.some((c) => c.pick === st.pick)) st.pick = null;
    const next = pace.coming();
    const mine = !over && st.seat >= 0 && v.toMove === st.seat && next < 0;
    const who = st.seat < 0 ? t('table.spectator') : othersComputers() ? '' : t('table.youAre', { seat: seatName(st.seat) });
    document.title = (mine ? t('table.title.yourTurn') : over ? t('table.title.over') : '') + (who ? `${title} · ${who}` : title);
    const round = game.round ? game.round(v, ui) : '';
    // A game may hold the board on something the player reads first (a
    // round's result): the status says it, and asks for no move yet.
    const holding = !over && game.status ? game.status(v, ui) : '';
    const onward = holding && game.onward ? game.onward(v, ui) : null;
    waitFor = over || holding || st.seat < 0 ? -1 : next >= 0 ? next : v.toMove >= 0 && v.toMove !== st.seat ? v.toMove : -1;
    if (waitFor < 0) waitSaid = false;
    if (keys.turn(mine && !holding && !st.busy && st.choices.length > 0, waitFor >= 0)) status.beat();
    // One clock (r25 #4): while the others' moves are shown one at a
    // time, the view read is ahead of them (it said "You" to move while
    // the heading said Computer 3 and the log Computer 2's move). The
    // heading, the panels and their badges and "Since your move" say the
    // turn of the move shown: the seat whose move is shown next (pacing.js coming).
    // (The seat acting, Linko!'s active, is that seat too.)
    const at = next >= 0 ? Object.assign({}, v, { toMove: next }, 'active' in v ? { active: next } : {}) : v;
    let turn;
    if (holding) turn = holding;
    else if (next >= 0) turn = toMove(next); // its move comes next
    else if (over) turn = t('table.over');
    else if (mine) turn = game.prompt(v, ui);
    else if (v.toMove >= 0) turn = toMove(v.toMove);
    else turn = '';
    status.draw(turn, {
      mine: mine && !holding,
      // A result held (a LINX round's) has its way on beside it, in the Hint's place.
      side: onward || hints.button(mine && !holding && st.choices.length > 0, st.busy),
      round, seat: st.seat, alone: othersComputers(),
    });
    notice.textContent = minus(st.notice);
    // "Since your move" once this seat has made one; before, as at a
    // rematch that another seat begins, the last moves.
    // (A turn passed to the reader, or a hand dealt, is no move of theirs.)
    const said = latest.draw(over, st.seat >= 0 && st.events.some((e) => e.seat === st.seat && e.kind !== 'round-dealt' && e.kind !== 'turn-passed'),
      mine && !holding && !st.busy, over || holding ? -1 : at.toMove, at.toMove >= 0 ? short(at.toMove) : '',
      onward ? t('table.latestHeld', { next: onward.textContent }) : '');
    if (over && game.endsInCount) latest.el.hidden = true;
    places = new Map([...places, ...measure(root)]);
    seats.replaceChildren(...[].concat(game.seats(at, ui)));
    if (said) seats.querySelector(`[data-seat-panel="${latest.seat}"]`)?.classList.add('just-moved');
    // Their words vary: the board under them (a phone's Linko!) stays put
    // from the reader's coming to act to the next, when it is measured
    // afresh (latest.rest), as "Since your move" is. Over, the status says
    // it alone: measured afresh, no empty frame.
    keepRoom(status.el, over ? 'over' : `rest ${latest.rest}`);
    logbox.hidden = !log.firstElementChild;
    keepRoom(seats);
    latest.fit(); // (by the seats drawn now)
    // A reason told on the line under the board (a press that takes no
    // move: "You draw only after an attack on your cards") stays through
    // a drawing of the same moment (a view read again, the Hint's state):
    // only a move shown or a piece picked ends it.
    const moment = `${st.events.length} ${next} ${v.toMove} ${st.pick}`;
    const told = moment === toldAt ? board.querySelector('#says.telling')?.textContent : '';
    board.replaceChildren(game.board(v, ui));
    toldAt = moment;
    const says = (told || waitSaid) && board.querySelector('#says');
    if (says) {
      says.textContent = waitSaid ? ui.waiting : told;
      says.classList.add('telling');
    }
    confirm.draw(board, ui.choices.flatMap((c) => c.moves), move);
    keys.drawn(root);
    glide(root, places);
    // The result, the moment it appears (once the game's last moves are
    // shown), comes into sight: on a desktop here, its top at the screen's
    // if it stands above or low on it; on a phone with the status above it
    // (follow.js), told of it only then (r22 #7: the status said the game
    // over, the verdict came later, out of sight).
    const appeared = result.draw(v, over);
    const shown = over && !final.hidden;
    if (shown) offerNextLevel(final, v, { st, tr, id, redraw: () => render() });
    if (appeared && !matchMedia(PHONE).matches) {
      const top = final.getBoundingClientRect().top;
      if (top < 0 || top > innerHeight / 2) final.scrollIntoView({ block: 'start', behavior: 'instant' });
    }
    conn.hidden = !st.conn;
    conn.dataset.state = st.conn;
    // A seat against computers alone, in this browser's engine or at a
    // server, hears "live" as a promise of other people: the header says
    // whom the reader plays (at a server, once connected; connecting and
    // reconnecting are said as such). A spectator's, or a table with other
    // people, says "live".
    const here = st.seat >= 0 && (tr.local ? st.conn !== 'done' : st.conn === 'live') && othersComputers();
    conn.textContent = !st.conn ? '' : t('table.conn.' + (here ? 'here' : st.conn));
    conn.toggleAttribute('data-here', here); // (a phone's header has no room for it: phone.css)
    // After a play, the next instruction and the others' moves come into
    // sight on a phone; a turn that begins with the hand below the fold (a
    // round's recap, a long "Since your move") brings the hand into view.
    // A result (the game's end, a round held) comes into sight once.
    // (The turn's key counts the events, those a reload reads again as
    // one: read while the player's turn is shown, each seemed a new turn,
    // and brought the status to the top, the header out of sight.)
    follow.draw({ status: status.unstuck, busy: st.busy, said, mine, hand: board.querySelector('#hand'), turn: Math.max(st.events.length, st.live), result: shown ? 'over' : holding, choices: board.querySelector('#choices') });
    if (focused !== null) {
      // A piece just picked: its first target, where the keys go next;
      // else the control itself, else the first of the board's (the move
      // made, its controls are gone), else the board, until it offers one.
      // (A result held: its way on.)
      const el = (picked && firstTarget()) || (focused && focused !== '#board' && root.querySelector(focused)) || status.el.querySelector('#next-round') || board.querySelector('[data-pick], [data-move]') || board;
      focusOn(el);
    }
    picked = false;
  }

  // othersComputers reports whether every seat but the reader's is a
  // computer's.
  function othersComputers() {
    return (st.info.seats || []).every((x, i) => i === st.seat || (x && x.player === 'bot'));
  }

  // firstTarget is the board's control of the first move of the piece
  // picked, if drawn.
  function firstTarget() {
    const choice = st.choices.find((c) => c.pick === st.pick);
    return choice && choice.moves.length ? board.querySelector(`[data-move="${CSS.escape(JSON.stringify(choice.moves[0]))}"]`) : null;
  }

  // The events, taken in and shown one move of someone else at a time
  // (pacing.js).
  const pace = pacer(st, game, ui, { told, latest, refresh, settle });
  const events = eventStream(tr, id, st, told, { take: pace.take, refresh, render });

  // The first view decides whether this page may show the table at all: a
  // wrong token stops here, with a way on.
  const first = ++st.seq;
  const v0 = await fetchView().catch((err) => {
    if (err instanceof HTTPError && (err.status === 401 || err.status === 403)) {
      throw new PageError(t('table.wrongSecret', { seat: seatName(st.seat) }), [spectate(id)]);
    }
    throw new PageError(t('table.cannotOpen', { why: err.message }));
  });
  if (st.seat >= 0) memory.remember({ id, game: st.info.game, seat: st.seat, token: st.token });
  // A seat of a server's table guesses its moves' results with the engine
  // here, where the server serves it.
  if (st.seat >= 0 && !tr.local && games.engine) {
    guessing = true;
    local.warm();
  }
  // A seat gets hints (the engine's here, else the server's: hint.js).
  if (st.seat >= 0) hints.start();
  show(v0, first);
  back.replaceChildren(seatBack(id, st.seat));
  render();
  performance.mark('tabletop-first-view'); // the load time the tests measure
  events.connect();
}

