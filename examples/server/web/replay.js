// The replay of a finished game: the deal, then the table after each move
// as its player saw it (a spectator's view for whoever holds no seat), with
// what happened in words; step by step, or played like a film. A game of
// this browser's engine is replayed by it, the same way.
import { h, api, HTTPError, minus } from './dom.js';
import * as memory from './memory.js';
import * as local from './local.js';
import * as saved from './saved.js';
import { GAMES, TITLES } from './games.js';
import { namer, PageError } from './names.js';
import { t } from './i18n/i18n.js';
import { home } from './site.js';

const PACE = 900; // ms a step shows when the replay plays
const JUMP = 10; // the moves Page Up and Page Down step over

// heldSeat is the seat this browser holds at table id, or null: at a
// table of its own engine, its person's.
function heldSeat(id) {
  if (!local.isLocal(id)) return memory.seatAt(id);
  const s = saved.get(id);
  const seat = s ? local.you(s) : -1;
  return seat >= 0 ? { id, seat, token: 'local' } : null;
}

export async function replay(app, id) {
  const tr = local.isLocal(id) ? local.transport : { api };
  const info = await tr.api('GET', `/api/tables/${encodeURIComponent(id)}`).catch((err) => {
    throw new PageError(err instanceof HTTPError && err.status === 404 ? t('table.noSuch') : t('table.cannotOpen', { why: err.message }));
  });
  const game = GAMES[info.game];
  if (!game) throw new PageError(t('table.cannotDraw', { game: info.game }));
  // Back to the table: to one's own seat where this browser holds one,
  // whose replay shows the game as that seat saw it.
  const held = heldSeat(id);
  const back = { href: held ? memory.link(held) : `${home}play/${encodeURIComponent(id)}`, text: t('replay.back') };
  const { steps } = await tr.api('GET', `/api/tables/${encodeURIComponent(id)}/replay`, undefined, held ? held.token : undefined).catch((err) => {
    throw new PageError(err instanceof HTTPError && err.status === 409 ? t('replay.notYet') : t('replay.cannotRead', { why: err.message }), [back]);
  });
  const title = TITLES[info.game] || info.game;
  document.getElementById('title').textContent = t('replay.title', { game: title });
  document.title = t('replay.title', { game: title });
  const reader = held ? held.seat : -1;
  const { name, short, tag } = namer(info, reader);
  const ui = { seat: reader, pick: null, marks: {}, events: [], choices: [], direct: [], view: null, name, short, tag, choose() {}, move() {}, tap() {} };

  // The replay opens at the deal, as a game begins.
  let at = 0;
  let timer = null;
  const status = h('div', { id: 'status', class: 'status', 'aria-live': 'polite' });
  const board = h('section', { id: 'board', class: 'board', 'aria-label': t('table.the') });
  const seats = h('section', { id: 'seats', class: 'seats', 'aria-label': t('table.players') });
  const said = h('ul', { id: 'replay-text', class: 'log' });
  const slider = h('input', { id: 'replay-step', type: 'range', min: 0, max: steps.length - 1, value: at, 'aria-label': t('replay.move'), oninput: () => go(parseInt(slider.value, 10)) });
  const play = h('button', { id: 'replay-play', type: 'button', onclick: () => (timer ? stop() : start()) }, t('replay.play'));
  const controls = h('div', { class: 'replay-controls', role: 'group', 'aria-label': t('replay.controls') },
    h('button', { id: 'replay-first', type: 'button', onclick: () => go(0) }, t('replay.first')),
    h('button', { id: 'replay-prev', type: 'button', onclick: () => go(at - 1) }, t('replay.prev')),
    play,
    h('button', { id: 'replay-next', type: 'button', onclick: () => go(at + 1) }, t('replay.next')),
    h('button', { id: 'replay-last', type: 'button', onclick: () => go(steps.length - 1) }, t('replay.last')),
    slider);
  // The keys are said but on a touch screen alone (a phone has none).
  const keys = matchMedia('(pointer: coarse)').matches ? '' : h('p', { id: 'replay-keys', class: 'hint' }, t('replay.keys'));
  // What the move did is said beside the move counter, over the board:
  // on a phone, under the board, it was out of sight while the replay
  // played (r22).
  app.replaceChildren(h('div', { id: 'table', class: 'table replay', dataset: { game: info.game } },
    h('div', { class: 'play' }, status, controls, keys, h('section', { class: 'logbox replay-said' }, h('b', {}, t('replay.thisMove')), said), board),
    h('aside', { class: 'side' }, seats,
      h('p', { class: 'ways' }, h('a', { class: 'button', href: back.href }, back.text), h('a', { class: 'button', href: home }, t('table.lobby'))))));

  function go(k) {
    at = Math.max(0, Math.min(steps.length - 1, k));
    if (at === steps.length - 1) stop();
    draw();
  }
  function start() {
    if (at === steps.length - 1) at = 0;
    play.textContent = t('replay.pause');
    timer = setInterval(() => go(at + 1), PACE);
    draw();
  }
  function stop() {
    clearInterval(timer);
    timer = null;
    play.textContent = t('replay.play');
  }

  function draw() {
    const st = steps[at];
    const v = st.view;
    ui.view = v;
    slider.value = at;
    const where = at === 0 ? t('replay.deal') : t('replay.step', { at, n: steps.length - 1, who: short(st.seat, false) });
    let end = '';
    if (v.over) {
      const w = v.winners || [];
      end = w.length ? t('replay.won', { who: w.map((i) => short(i, false)).reduce((a, b) => t('and', { a, b })), n: w.length }) : t('table.nobodyWon');
    }
    status.replaceChildren(h('span', { class: 'turn', dataset: { step: at } }, where), end && h('span', { class: 'round' }, t('replay.over', { end })));
    seats.replaceChildren(...[].concat(game.seats(v, ui)));
    board.replaceChildren(game.board(v, ui));
    // Nothing is played in a replay: no instruction to play.
    for (const el of board.querySelectorAll('#says')) el.remove();
    said.replaceChildren(...(st.text.length ? st.text : [t('replay.dealt')]).map((x) => h('li', {}, minus(x))));
  }

  // The keys step as the buttons do, Home and End too (r30 #9: End did
  // nothing beside "End ››"), and Page Up and Down by ten moves.
  document.addEventListener('keydown', (e) => {
    if (e.target instanceof HTMLInputElement || e.altKey || e.ctrlKey || e.metaKey) return; // (the slider moves by itself)
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: steps.length - 1, PageUp: at - JUMP, PageDown: at + JUMP }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  });
  draw();
}
