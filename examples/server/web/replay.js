// The replay of a finished game: the deal, then the table after each move
// as a spectator saw it, with what happened in words; step by step, or
// played like a film.
import { h, api, HTTPError, minus } from './dom.js';
import * as memory from './memory.js';
import { GAMES, TITLES } from './games.js';
import { namer, PageError } from './names.js';
import { t } from './i18n/i18n.js';
import { home } from './site.js';

const PACE = 900; // ms a step shows when the replay plays

export async function replay(app, id) {
  const info = await api('GET', `/api/tables/${encodeURIComponent(id)}`).catch((err) => {
    throw new PageError(err instanceof HTTPError && err.status === 404 ? t('table.noSuch') : t('table.cannotOpen', { why: err.message }));
  });
  const game = GAMES[info.game];
  if (!game) throw new PageError(t('table.cannotDraw', { game: info.game }));
  // Back to the table: to one's own seat where this browser holds one.
  const held = memory.seatAt(id);
  const back = { href: held ? memory.link(held) : `${home}play/${encodeURIComponent(id)}`, text: t('replay.back') };
  const { steps } = await api('GET', `/api/tables/${encodeURIComponent(id)}/replay`).catch((err) => {
    throw new PageError(err instanceof HTTPError && err.status === 409 ? t('replay.notYet') : t('replay.cannotRead', { why: err.message }), [back]);
  });
  const title = TITLES[info.game] || info.game;
  document.getElementById('title').textContent = t('replay.title', { game: title });
  document.title = t('replay.title', { game: title });
  const { name, short, tag } = namer(info, -1);
  const ui = { seat: -1, pick: null, marks: {}, events: [], choices: [], direct: [], view: null, name, short, tag, choose() {}, move() {}, tap() {} };

  let at = steps.length - 1;
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
  app.replaceChildren(h('div', { id: 'table', class: 'table replay', dataset: { game: info.game } },
    h('div', { class: 'play' }, status, controls, board),
    h('aside', { class: 'side' }, seats, h('section', { class: 'logbox' }, h('b', {}, t('replay.thisMove')), said),
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
    said.replaceChildren(...(st.text.length ? st.text : [t('replay.dealt')]).map((x) => h('li', {}, minus(x))));
  }

  document.addEventListener('keydown', (e) => {
    if (e.target instanceof HTMLInputElement) return; // (the slider moves by itself)
    if (e.key === 'ArrowLeft') { e.preventDefault(); go(at - 1); }
    if (e.key === 'ArrowRight') { e.preventDefault(); go(at + 1); }
  });
  draw();
}
