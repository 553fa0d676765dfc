// A tutorial, at /learn/{game}: a short first game on prepared positions,
// played by clicking on the game's own board, with a coach beside it who
// explains each rule as it first matters and marks the move to make. The
// server holds the script (GET and POST /api/tutorials/{game}); this page
// keeps only the step it is at, and shows each move of the others one at
// a time, as a table does.
//
// The address keeps the step (?step=N), so that a reload goes on from
// there. For tests and tools: #coach has data-step and data-coach (the
// key of the coach's words); the controls of the move asked for have the
// class coach-target; #coach-hint holds the hint after another move;
// #lesson has data-done once the tutorial is played through.
import { h, api, HTTPError, paceSelect, minus, keepRoom } from './dom.js';
import * as memory from './memory.js';
import { choicesOf } from './choices.js';
import { GAMES, TITLES } from './games.js';
import { namer, PageError } from './names.js';
import { lessonWords, t } from './i18n/i18n.js';
import { confirmer } from './touch.js';
import { PHONE } from './follow.js';
import { moveLine, showNewest } from './latest.js';
import { coachParts, coachWords, docking, sayer } from './coach.js';
import { ender, result, waysOn } from './lessonend.js';

// bare is a view without its legal moves, to compare two positions.
const bare = ({ legalMoves, ...v }) => JSON.stringify(v);

// sameMove reports whether two moves, as JSON objects, are the same.
function sameMove(a, b) {
  if (!a || !b) return false;
  const keys = (o) => Object.keys(o).sort();
  const ka = keys(a), kb = keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
}

export async function tutorial(app, name) {
  await lessonWords(); // (fetched for a lesson only: see i18n.js)
  const game = GAMES[name];
  if (!game) throw new PageError(t('table.cannotDraw', { game: name }));
  const title = TITLES[name] || name;
  document.getElementById('title').textContent = t('tutorial.title', { game: title });
  document.title = t('tutorial.title', { game: title });
  const css = new URL('./tutorial.css', import.meta.url).pathname;
  // The lesson is drawn once its style is there: drawn before, its coach
  // was measured with its hidden "Go on" shown (style.css's buttons), and
  // kept that room, a tall empty box pushing the board and the hand down.
  let sheet = document.querySelector(`link[href="${css}"]`);
  if (!sheet) {
    sheet = h('link', { rel: 'stylesheet', href: css });
    const loaded = new Promise((ok) => { sheet.onload = ok; sheet.onerror = ok; });
    document.head.append(sheet);
    await loaded;
  }
  const lang = document.documentElement.lang || 'en';
  const path = `/api/tutorials/${encodeURIComponent(name)}?lang=${encodeURIComponent(lang)}`;

  const st = { lesson: null, view: null, choices: [], pick: null, busy: false, marks: {}, events: [], hint: '', said: [], expect: null, watching: false, holding: null };
  // The step (its hint, and the pick made) whose control was brought in
  // sight (inSight): a pick made, the control of the move it leads to (a
  // LINX lesson's cell, once its tile is picked in the hand under the
  // grid) may stand under the coach docked at the top.
  let shown = '';
  // looked: the player opened or closed "What scored" at the lesson's end.
  let looked = false;
  const status = h('div', { id: 'status', class: 'status' });
  const counter = h('span', { class: 'coach-step' });
  const words = h('p', { id: 'coach-words', class: 'coach-words' });
  const hint = h('p', { id: 'coach-hint', class: 'coach-hint' });
  const said = h('div', { id: 'latest', class: 'latest', hidden: true });
  const ways = h('p', { id: 'coach-ways', class: 'ways', hidden: true });
  // While the others' replies play out, at the pause the player chose
  // (the menu beside the board, in the coach on a phone), the lesson goes
  // on by itself: nothing is lit and nothing is to press. (A "Go on" that
  // hurried them vanished as the pause ended, under a newcomer's finger,
  // while the next step's control lit beside it: whether to wait, press
  // or carry on was not told, r23 #8.)
  const coach = h('section', { id: 'coach', class: 'coach panel', role: 'status', 'aria-live': 'polite', 'aria-label': t('tutorial.coach') },
    h('div', { class: 'coach-head' }, h('b', {}, t('tutorial.coach')), counter), words, hint, ways);
  const board = h('section', { id: 'board', class: 'board', 'aria-label': t('table.the'), tabindex: -1 });
  const seats = h('section', { id: 'seats', class: 'seats', 'aria-label': t('table.players') });
  // On a touch screen a tap selects the move and shows it, as at a table
  // (touch.js); a second tap or Play makes it.
  const confirm = confirmer(() => render());
  // The pause between the others' moves stands first beside the board, as
  // at a table (not under Linko!'s long board, out of sight), then what
  // just happened; on a phone, where the side comes under the board, both
  // in the coach: the pause in reach, and what just happened whole in
  // sight with the coach docked at the screen's top (tutorial.css). (Above
  // the board, between the coach and the control it marks, the page
  // scrolled to the control took it under the coach: a LINX lesson's
  // hand lies under a grid of seven rows; in a box of one height, two
  // lines cut "scored 6 points.", r23 #3.)
  const pacing = h('label', { class: 'pace' }, h('span', {}, t('table.pace')), ' ', paceSelect('pace'));
  const side = h('aside', { class: 'side' }, pacing, said, seats);
  const root = h('div', { id: 'lesson', class: 'table lesson', dataset: { game: name } },
    h('div', { class: 'play' }, status, coach, board, confirm.bar), side);
  const phone = matchMedia(PHONE);
  // On a phone the coach docked at the screen's top folds to its first
  // line while the player scrolls (coach.js docking).
  const foldCoach = docking(coach, root, phone);
  const placePace = () => (phone.matches ? coach.append(said, pacing) : side.prepend(pacing, said));
  placePace();
  phone.addEventListener('change', placePace);
  app.replaceChildren(root);

  // The other seat is the computer's, as the server's words call it
  // (tutorial.go load): the script plays it. Every tutorial is of two.
  const { name: who, short, tag } = namer({ seats: [{ player: 'human' }, { player: 'bot' }] }, 0);
  const ui = {
    seat: 0,
    get pick() { return st.pick; },
    get armed() { return confirm.armed; },
    get marks() { return st.marks; },
    get view() { return st.view; },
    get events() { return st.events; },
    get choices() { return st.busy ? [] : st.choices; },
    get direct() { return ui.choices.filter((c) => c.pick === null).flatMap((c) => c.moves); },
    name: who, short, tag,
    choose(value) { st.pick = st.pick === value ? null : value; st.hint = ''; confirm.clear(); render(); },
    move,
    tap: (m, e) => confirm.tap(m, e, move),
    // remark changes the marks by f: a round's result put away (LINX's
    // "Next round", game.onward) lets the lesson go on (take).
    remark(f) { st.marks = f(st.marks); const go = st.holding; st.holding = null; render(); if (go) go(); },
  };

  // take shows an answer of the server: the moves it tells of, one at a
  // time, then where the lesson stands.
  async function take(lesson) {
    if (!lesson.accepted) {
      st.hint = coachWords(lesson.hint);
      return;
    }
    st.hint = '';
    st.said = [];
    for (const [k, s] of (lesson.said || []).entries()) {
      // The others' moves wait the pause a person can follow.
      if (k > 0 && s.seat !== 0 && memory.pace() > 0) {
        st.watching = true;
        render();
        await new Promise((ok) => setTimeout(ok, memory.pace()));
      }
      for (const e of s.events || []) {
        st.events.push(e);
        // (The view before the move: a round's result is drawn from it.)
        st.marks = game.mark(st.marks, e, st.view || s.view, true);
      }
      show(s.view);
      // A round just won stays on the board, its line marked, until the
      // player goes on, as at a table (r36 #8: the lesson went straight
      // on to the next round's first move).
      if (game.status && game.status(st.view, ui)) {
        const put = new Promise((ok) => { st.holding = ok; });
        render();
        await put;
      }
      // Whose turn it is, which a move's last sentence ends with (the
      // server's turn of it), is not told: the coach says what to do next,
      // and another seat's turn is over once it is said. A draw from the
      // pile after another of the same seat's counts them in one line
      // (game.fold), as a table's "Since your move" does.
      const cut = (x, turn) => (turn && x.endsWith(turn) ? x.slice(0, -turn.length).trimEnd() : x);
      const kept = (s.text || []).map((x, k) => [minus(cut(x, (s.turn || [])[k])), (s.events || [])[k] || {}]).filter(([x]) => x !== '');
      const draw = !!game.folds && kept.length > 0 && game.folds(kept[0][1]) && kept.slice(1).every(([, e]) => e.kind === 'turn-passed');
      const last = st.said[st.said.length - 1];
      if (draw && last && last.draw && last.seat === s.seat) {
        const n = last.n + 1;
        const parts = [game.fold(last.first, n), ...kept.slice(1).map(([x]) => x)];
        st.said = [...st.said.slice(0, -1), { ...last, n, parts, text: parts.join(' ') }];
      } else {
        const parts = kept.map(([x]) => x);
        st.said = [...st.said.slice(-3), { seat: s.seat, parts, text: parts.join(' '), draw, first: kept[0]?.[0], n: 1 }];
      }
    }
    // A lesson that skips ahead (Lino's: from the built field to the last
    // stones) says so, as the newest of what just happened: the board
    // filled meanwhile was not the others' move.
    const before = lesson.said?.[lesson.said.length - 1]?.view;
    const skipped = 'tutorial.skipped.' + name;
    // The points the stones placed meanwhile scored are said with it
    // (r36 #7: the totals jumped by 9 and 13, and "What scored" listed
    // none of the rows closed while skipping).
    if (before && bare(before) !== bare(lesson.view) && t(skipped) !== skipped) {
      const got = (i) => (lesson.view.scores?.[i] || 0) - (before.scores?.[i] || 0);
      const text = got(0) || got(1) ? `${t(skipped)} ${t('tutorial.skipped.scored', { you: got(0), other: got(1) })}` : t(skipped);
      st.said = [...st.said.slice(-3), { seat: -1, text }];
    }
    st.watching = false;
    st.lesson = lesson;
    st.expect = lesson.expect || null;
    show(lesson.view);
    // A reload comes back to this step.
    if (lesson.step > 0) history.replaceState(null, '', `?step=${lesson.step}`);
  }

  function show(v) {
    st.view = v;
    st.choices = choicesOf(v.legalMoves);
  }

  async function move(m) {
    if (st.busy || !st.lesson || st.lesson.done) return;
    st.busy = true;
    document.body.dataset.busy = '1';
    render();
    try {
      await take(await api('POST', path, { step: st.lesson.step, move: m }));
    } catch (err) {
      st.hint = t('tutorial.notSent', { why: err.message });
    } finally {
      st.busy = false;
      st.pick = null;
      delete document.body.dataset.busy;
    }
    render();
  }

  // target marks the controls of the move asked for: the move itself, or
  // the pick that leads to it while another pick (or none) is chosen.
  function target() {
    if (!st.expect || st.busy) return;
    // (A move's JSON is the move alone: its label and preview ride unseen.)
    const choice = st.choices.find((c) => c.moves.some((m) => sameMove(JSON.parse(JSON.stringify(m)), st.expect)));
    for (const el of board.querySelectorAll('[data-move]')) {
      let m = null;
      try { m = JSON.parse(el.dataset.move); } catch { m = null; }
      if (sameMove(m, st.expect)) el.classList.add('coach-target');
    }
    if (choice && choice.pick !== null && st.pick !== choice.pick) {
      for (const el of board.querySelectorAll('[data-pick]')) {
        if (el.dataset.pick === choice.pick) el.classList.add('coach-target');
      }
    }
  }

  function render() {
    const v = st.view;
    const lesson = st.lesson;
    if (!v || !lesson) return;
    const over = v.over === true;
    // Where the board stands on the screen before the coach's words change.
    const boardAt = board.getBoundingClientRect().top;
    const onward = st.holding && game.onward(v, ui);
    let turn;
    if (onward) turn = game.status(v, ui);
    else if (lesson.done || over) turn = result(v) || t('table.over');
    else if (v.toMove === 0) turn = game.prompt(v, ui);
    else turn = t('table.toMove', { who: who(v.toMove) });
    status.replaceChildren(h('span', { class: ['turn', v.toMove === 0 && !over && 'mine', (lesson.done || over) && 'result'], id: lesson.done || over ? 'lesson-result' : undefined }, turn),
      game.round && game.round(v, ui) ? h('span', { class: 'round' }, game.round(v, ui)) : '', onward || '');
    coach.dataset.coach = lesson.coach;
    counter.textContent = lesson.done ? '' : t('tutorial.step', { n: lesson.step + 1, total: lesson.steps });
    // While the others' replies play out, the step asked for is done.
    // A first tap on a touch screen selected the move (touch.js): the coach
    // says the tap that makes it, so that its words follow every tap.
    sayWords(onward ? [t(`tutorial.${name}.held`, { next: onward.textContent }), ''] : st.watching ? [t('tutorial.watch'), ''] : confirm.armed ? [t('tutorial.confirm'), ''] : coachParts(lesson.coach), String(lesson.step), lesson.done);
    hint.textContent = st.hint;
    hint.hidden = !st.hint;
    const step = String(lesson.step);
    const sameStep = coach.dataset.step === step;
    if (!sameStep) foldCoach(false);
    coach.dataset.step = step;
    if (lesson.done) root.dataset.done = 'true'; else delete root.dataset.done;
    ways.hidden = !lesson.done;
    said.hidden = st.said.length === 0;
    // Before the player's last move (or the lesson's skip ahead), the
    // older lines, which a phone leaves out (tutorial.css).
    const since = st.said.findLastIndex((x) => x.seat !== 1);
    said.replaceChildren(h('b', {}, t('tutorial.said')),
      h('ul', {}, st.said.map((x, k) => h('li', { class: [k === st.said.length - 1 && 'newest', k < since && 'before'], dataset: { seat: x.seat } },
        lesson.done && k === st.said.length - 1 ? ending(x) : x.parts && x.parts.length ? moveLine(x.parts) : x.text))));
    // (A desktop's box is bounded, style.css: its newest sentence's start
    // in sight. A phone's grows with its words, none cut, r23 #3.)
    showNewest(said.lastElementChild);
    seats.replaceChildren(...[].concat(game.seats(v, ui)));
    board.replaceChildren(game.board(v, ui));
    confirm.draw(board, ui.choices.flatMap((c) => c.moves), move);
    target();
    // At the end the coach points at what the field's scores add up to
    // (Lino's "What scored", under the field): the totals jump there by
    // the lines counted at the end, told by nothing on the field (r24 #10c).
    // It is only to look at, not the "do this" ring of a move to make
    // (r25 #9: the orange ring kept there read as one more thing the
    // lesson wanted done): marked so while the coach's words name it,
    // until the player has opened or closed it.
    const scored = lesson.done && board.querySelector('#scoring');
    const named = scored && words.textContent.includes(scored.querySelector('summary')?.textContent || '\0');
    if (named && !looked) {
      scored.classList.add('coach-look');
      // (A press on its summary: a details drawn open fires a toggle of its own.)
      scored.querySelector('summary')?.addEventListener('click', () => { looked = true; scored.classList.remove('coach-look'); }, { once: true });
    }
    // Within a step the coach's words change (a hint, the tap that makes
    // the move): the board under it does not move under the finger. On a
    // desktop the coach keeps its height; on a phone it takes its words'
    // (a long first sentence's room, kept, once hid the board's first
    // rows), the page scrolled as far as it shrinks.
    if (!matchMedia(PHONE).matches) {
      // (A board sized by the room the coach leaves, LINX's grid, keeps
      // the room of the lesson's tallest step: r36 #3, it moved at each.)
      keepRoom(coach, game.stillBoard ? '' : step);
      // The coach's height, for LINX's grid to fit the screen under it
      // with the hand (tutorial.css): the hand once stood at the window's
      // foot, the rock the coach asked for below it.
      root.style.setProperty('--coach', `${Math.ceil(coach.getBoundingClientRect().height)}px`);
    } else holdBoard(boardAt, sameStep);
    // Measured once the board has laid itself out: Lino's field shows its
    // bar of arrows and zoom in a microtask of its own (linofield.js fieldbox),
    // some 50 px above the cells, and measured before it, a control just
    // above the foot's bar went under it as "What just happened" grew.
    const asked = JSON.stringify([lesson.step, st.hint, st.pick]);
    if (shown !== asked) { shown = asked; queueMicrotask(inSight); }
  }

  // sayWords puts the coach's words and their gloss in, folded on a phone
  // (coach.js sayer); ending draws the last of what just happened at the
  // lesson's end (lessonend.js ender).
  const sayWords = sayer(words, render);
  const ending = ender(name, render);

  // holdBoard gives the coach its words' height on a phone and, within a
  // step, keeps the board where it stood on the screen (at) when the
  // coach shrinks: the page scrolls up as far as it can, the coach keeps
  // the rest as room.
  function holdBoard(at, sameStep) {
    coach.style.minHeight = '';
    const rise = at - board.getBoundingClientRect().top;
    if (!sameStep || rise <= 0) return;
    // (A scroll goes by whole pixels: the coach's room takes the fraction.)
    const up = Math.min(Math.floor(rise), Math.floor(scrollY));
    if (up > 0) window.scrollBy({ top: -up, behavior: 'instant' });
    if (rise > up) coach.style.minHeight = `${coach.getBoundingClientRect().height + rise - up}px`;
  }

  // inSight scrolls the control a new step (hint, pick) asks for into view when it is
  // out of it: the coach's sentence and its control seen together, on a
  // phone the control under the coach docked at the top, above the bar.
  // On a desktop a control seen in part is in sight: the lesson opens at
  // its top, its title, status and coach in view.
  function inSight() {
    const phone = matchMedia(PHONE).matches;
    // At the lesson's end a phone shows the page from its top: the result,
    // the coach's last words and the field with its points under them
    // (r25 #2: the page scrolled to "What scored", under the coach docked
    // over the field).
    if (st.lesson.done && phone) { window.scrollTo({ top: 0, behavior: 'instant' }); return; }
    const el = board.querySelector('.coach-target, .coach-look');
    // "What scored" at Lino's end is in sight once its heading is: on a
    // desktop the end's words and buttons then stay put, with no scroll
    // (the whole list brought in moved the page under them).
    if (el && el.id === 'scoring') {
      const head = el.querySelector('summary').getBoundingClientRect();
      if (head.top < 0 || head.bottom > innerHeight) el.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      return;
    }
    if (!el) return;
    const r = el.getBoundingClientRect();
    // On a phone the bar a tap shows stands at the screen's foot: the
    // control must stand above the room it takes (phone.css, 8.5rem).
    const foot = window.innerHeight - (phone ? 8.5 * parseFloat(getComputedStyle(document.documentElement).fontSize) : 0);
    if (!phone) {
      if (r.top >= 0 && r.top < foot - 24) return;
      if (r.bottom > foot - 8) window.scrollBy({ top: r.bottom - foot + 16, behavior: 'instant' });
      else if (r.top < 8) window.scrollBy({ top: r.top - 16, behavior: 'instant' });
      return;
    }
    // The coach docks at the screen's top (tutorial.css): the control
    // goes under it and above the bar's room, its top first if both do
    // not fit.
    const c = coach.getBoundingClientRect();
    const under = Math.max(c.bottom, 0) + 8;
    if (r.top >= under && r.bottom <= foot - 8) return;
    const below = c.height + 8; // the coach's foot once docked
    let by = r.bottom > foot - 8 ? r.bottom - foot + 16 : r.top - under;
    if (r.top - by < below) by = r.top - below;
    window.scrollBy({ top: by, behavior: 'instant' });
  }

  // The ways on at the lesson's end (lessonend.js waysOn): a game that
  // could not be made says why in the coach's hint.
  waysOn(ways, name, (text) => { st.hint = text; render(); });

  // A step the server does not have (an old address) starts the lesson afresh.
  const asked = new URLSearchParams(location.search).get('step') || '0';
  const first = await api('GET', `${path}&step=${/^\d+$/.test(asked) ? asked : 0}`)
    .catch((err) => (err instanceof HTTPError && err.status === 400 ? api('GET', path) : Promise.reject(err)))
    .catch((err) => {
      throw new PageError(err instanceof HTTPError && err.status === 404 ? t('table.cannotDraw', { game: name }) : t('tutorial.cannot', { why: err.message }));
    });
  await take(first);
  render();
}
