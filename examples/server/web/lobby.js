// The lobby: "Play against the computer" in one click; a table of one's
// own choosing (options, who sits where); the games this browser holds a
// seat at; and the tables being played.
import { h, api, seatName } from './dom.js';
import * as memory from './memory.js';

// LEVELS names the bots for people: the built-in bots by difficulty, with
// what each does and its name (for those who know the bots); a bot
// registered by a programmer keeps its own name.
const LEVELS = [
  { bot: 'random', level: 'Easy', what: 'plays any legal move' },
  { bot: 'greedy', level: 'Medium', what: 'plays by rules of thumb' },
  { bot: 'ismcts', level: 'Hard', what: 'thinks ahead (a search)' },
];
const DEFAULT_LEVEL = 'greedy';

// LABELS are the options in words, with a hint; an option the page does not
// know keeps its name and the schema's doc.
const LABELS = {
  players: ['Players', ''],
  seed: ['Deal number', 'Leave empty for a fresh deal; the same number deals the same game again.'],
  firstSeat: ['Who begins', ''],
  rounds: ['Rounds', ''],
  bonus: ['Bonus game', 'Numbers and stars on the tiles score at the end.'],
  starsOnly: ['Stars only', 'The bonus game with only the stars face up.'],
  teams: ['Two teams of two', 'Seats 1 and 3 play against seats 2 and 4.'],
};
// Options given as lists (Lino's layout and faces) are for programs, not
// for a form: the game's own defaults apply.
const FORM_TYPES = new Set(['int', 'bool', 'seed']);

export function botLabel(name) {
  const l = LEVELS.find((x) => x.bot === name);
  return l ? `${l.level} (${l.what})` : name;
}

function levels(game) {
  const known = LEVELS.filter((l) => game.bots.some((b) => b.name === l.bot));
  const other = game.bots.filter((b) => !LEVELS.some((l) => l.bot === b.name));
  return [...known.map((l) => ({ value: l.bot, label: `${l.level}: ${l.what} (${l.bot})` })),
    ...other.map((b) => ({ value: b.name, label: b.name }))];
}

export async function lobby(app) {
  document.getElementById('title').textContent = '';
  document.title = 'tabletop';
  const { games, seeds } = await api('GET', '/api/games');
  const want = new URLSearchParams(location.search).get('game');
  let game = games.find((g) => g.name === want) || games[0];

  const gameSelect = h('select', { id: 'game', name: 'game', onchange: () => { game = games.find((g) => g.name === gameSelect.value); draw(); } },
    games.map((g) => h('option', { value: g.name, selected: g === game }, g.title)));
  const level = h('select', { id: 'level', name: 'level' });
  const quickError = h('p', { id: 'quick-error', class: 'error', role: 'alert' });
  const yourName = h('input', { id: 'your-name', name: 'name', type: 'text', maxlength: 24, autocomplete: 'nickname', placeholder: 'optional', value: memory.name(),
    onchange: () => memory.setName(yourName.value) });
  const quick = h('section', { id: 'quick', class: 'panel quick' },
    h('h2', {}, 'Play'),
    h('label', { class: 'row' }, h('span', {}, 'Game'), gameSelect),
    h('label', { class: 'row' }, h('span', {}, 'Difficulty'), level),
    h('label', { class: 'row' }, h('span', {}, 'Your name'), yourName),
    h('button', { id: 'play-computer', type: 'button', class: 'primary big', onclick: () => playComputer() }, 'Play against the computer'),
    quickError);

  const optionsBox = h('fieldset', { id: 'options' });
  const seatsBox = h('fieldset', { id: 'seats' });
  const message = h('p', { id: 'lobby-error', class: 'error', role: 'alert' });
  const delay = h('select', { id: 'botDelayMs', name: 'botDelayMs' },
    [['', 'Usual'], ['0', 'None'], ['300', 'Short'], ['1500', 'Long']].map(([v, t]) => h('option', { value: v }, t)));
  const form = h('form', { id: 'lobby', class: 'custom', onsubmit: (e) => { e.preventDefault(); create(); } },
    optionsBox, seatsBox,
    h('label', { class: 'row' }, h('span', {}, 'Computer’s pause'), delay, h('small', {}, 'How long a computer player waits before it moves, so that you can follow.')),
    h('button', { id: 'create', type: 'submit', class: 'primary' }, 'Create the table'),
    message);
  const custom = h('details', { id: 'custom', class: 'panel' }, h('summary', {}, 'With friends, or your own settings'), form);
  const result = h('section', { id: 'created', class: 'panel', hidden: true });
  const mine = h('section', { id: 'my-games', class: 'panel' });
  const tables = h('section', { id: 'tables', class: 'panel' });
  app.replaceChildren(h('div', { class: 'lobby' }, h('div', { class: 'main-col' }, quick, result, custom), h('div', { class: 'side-col' }, mine, tables)));

  function players() {
    const p = optionsBox.querySelector('[name="players"]');
    const n = p ? parseInt(p.value, 10) : game.minPlayers;
    return Math.max(game.minPlayers, Math.min(game.maxPlayers, Number.isFinite(n) ? n : game.minPlayers));
  }

  function optionInput(o) {
    const id = 'opt-' + o.name;
    const [label, hint] = LABELS[o.name] || [o.name, o.doc || ''];
    // An option with one possible value (Lino's two players) needs no field.
    if (o.type === 'int' && o.min !== undefined && o.min === o.max) {
      return h('input', { id, name: o.name, type: 'hidden', value: o.min, dataset: { type: 'int' } });
    }
    if (o.type === 'bool') {
      return h('label', { class: 'row check' },
        h('input', { id, name: o.name, type: 'checkbox', checked: o.default === true, dataset: { type: 'bool' } }),
        h('span', {}, label), hint && h('small', {}, hint));
    }
    if (o.name === 'firstSeat') {
      const sel = h('select', { id, name: o.name, dataset: { type: 'int' } });
      return h('label', { class: 'row' }, h('span', {}, label), sel);
    }
    if (o.type === 'int') {
      return h('label', { class: 'row' }, h('span', {}, label),
        h('input', { id, name: o.name, type: 'number', step: 1, min: o.min ?? 0, max: o.max || undefined,
          value: o.default ?? '', dataset: { type: 'int' }, oninput: o.name === 'players' ? drawSeats : undefined }),
        hint && h('small', {}, hint));
    }
    // A seed: empty deals afresh.
    return h('label', { class: 'row' }, h('span', {}, label),
      h('input', { id, name: o.name, type: 'text', inputmode: 'numeric', pattern: '[0-9]*', placeholder: 'fresh deal', dataset: { type: 'seed' } }),
      hint && h('small', {}, hint));
  }

  function seatChoice(i, value) {
    const sel = h('select', { name: 'seat' + i, dataset: { seatPlayer: i }, 'aria-label': `Who plays ${seatName(i)}` },
      h('option', { value: 'human' }, i === 0 ? 'You' : 'A person (you send the link)'),
      levels(game).map((l) => h('option', { value: 'bot:' + l.value }, 'Computer, ' + l.label)));
    sel.value = value && [...sel.options].some((o) => o.value === value) ? value : i === 0 ? 'human' : 'bot:' + defaultBot();
    return sel;
  }

  function defaultBot() {
    return (game.bots.find((b) => b.name === DEFAULT_LEVEL) || game.bots[0] || { name: '' }).name;
  }

  function drawSeats() {
    const n = players();
    const old = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
    seatsBox.replaceChildren(h('legend', {}, 'Who sits where'));
    for (let i = 0; i < n; i++) seatsBox.append(h('label', { class: 'row' }, h('span', {}, seatName(i)), seatChoice(i, old[i])));
    const first = optionsBox.querySelector('select[name="firstSeat"]');
    if (first) {
      const was = first.value || '0';
      first.replaceChildren(...Array.from({ length: n }, (_, i) => h('option', { value: i }, seatName(i))));
      first.value = parseInt(was, 10) < n ? was : '0';
    }
  }

  function draw() {
    const was = level.value || DEFAULT_LEVEL;
    level.replaceChildren(...levels(game).map((l) => h('option', { value: l.value }, l.label)));
    level.value = [...level.options].some((o) => o.value === was) ? was : defaultBot();
    // A deal number only where the server lets a player choose the deal.
    const offered = game.options.filter((o) => FORM_TYPES.has(o.type) && (o.type !== 'seed' || seeds));
    optionsBox.replaceChildren(h('legend', {}, game.title), ...offered.map(optionInput));
    drawSeats();
    message.textContent = '';
    quickError.textContent = '';
  }

  function readOptions() {
    const out = {};
    for (const el of optionsBox.querySelectorAll('[name]')) {
      const t = el.dataset.type;
      if (t === 'bool') out[el.name] = el.checked;
      else if (t === 'int') { if (el.value !== '') out[el.name] = parseInt(el.value, 10); }
      else if (t === 'seed') { if (el.value.trim() !== '') out[el.name] = el.value.trim(); }
    }
    return out;
  }

  // open creates a table and returns the server's answer, remembering the
  // first person's seat: the one who clicked sits there, with their name.
  async function open(body) {
    const you = body.seats.find((x) => x.player === 'human');
    if (you && yourName.value.trim()) you.name = yourName.value.trim();
    const t = await api('POST', '/api/tables', body);
    const seat = t.seats.find((x) => x.player === 'human');
    if (seat) memory.remember({ id: t.id, game: t.game, seat: seat.seat, token: seat.token });
    return t;
  }

  async function playComputer() {
    quickError.textContent = '';
    const n = (game.options.find((o) => o.name === 'players') || {}).default || game.minPlayers;
    const seats = Array.from({ length: n }, (_, i) => (i === 0 ? { player: 'human' } : { player: 'bot', bot: level.value }));
    try {
      const t = await open({ game: game.name, options: {}, seats });
      location.assign(t.seats[0].join);
    } catch (err) { quickError.textContent = `The table could not be made: ${err.message}`; }
  }

  async function create() {
    message.textContent = '';
    const seats = [...seatsBox.querySelectorAll('select')].map((s) =>
      s.value === 'human' ? { player: 'human' } : { player: 'bot', bot: s.value.slice(4) });
    const body = { game: game.name, options: readOptions(), seats };
    if (delay.value !== '') body.botDelayMs = parseInt(delay.value, 10);
    let t;
    try { t = await open(body); } catch (err) { message.textContent = `The table could not be made: ${err.message}`; return; }
    const humans = t.seats.filter((x) => x.player === 'human');
    if (humans.length === 1) { location.assign(humans[0].join); return; }
    showCreated(t);
    listTables();
  }

  function showCreated(t) {
    result.hidden = false;
    const humans = t.seats.filter((x) => x.player === 'human');
    const row = (x, k) => {
      if (x.player !== 'human') return h('li', {}, h('b', {}, seatName(x.seat)), ` the computer, ${botLabel(x.bot)}`);
      const url = new URL(x.join, location.href).href;
      if (k === 0) {
        return h('li', { dataset: { joinSeat: x.seat } }, h('b', {}, seatName(x.seat)), ' you ',
          h('a', { href: x.join, class: 'button primary', dataset: { join: x.seat } }, 'Sit down'));
      }
      const input = h('input', { type: 'text', readonly: true, value: url, class: 'link', 'aria-label': `link of ${seatName(x.seat)}`, onfocus: (e) => e.target.select() });
      const copy = h('button', { type: 'button', dataset: { copy: x.seat }, onclick: async () => {
        try { await navigator.clipboard.writeText(url); } catch { input.select(); document.execCommand('copy'); }
        copy.textContent = 'Copied'; setTimeout(() => { copy.textContent = 'Copy'; }, 1500);
      } }, 'Copy');
      return h('li', { dataset: { joinSeat: x.seat } }, h('b', {}, seatName(x.seat)), ' ', input, ' ', copy, ' ',
        h('a', { href: x.join, class: 'button', dataset: { join: x.seat } }, 'Open'));
    };
    result.replaceChildren(
      h('h2', {}, 'Your table is ready'),
      humans.length > 1 ? h('p', {}, 'Send each person the link of their seat: whoever has a link plays that seat, so send it to them alone.') : '',
      h('ul', { class: 'joins' }, t.seats.map((x) => row(x, humans.indexOf(x)))),
      h('p', {}, h('a', { href: `/play/${encodeURIComponent(t.id)}`, dataset: { watch: t.id } }, 'Watch as a spectator')));
    result.scrollIntoView({ block: 'nearest' });
  }

  const title = (name) => (games.find((g) => g.name === name) || { title: name }).title;

  // status says where a game stands, for the seat that reads it.
  function status(t, seat) {
    if (!t) return 'gone from the server';
    if (t.over) return 'finished';
    if (seat !== undefined && t.toMove === seat) return 'your turn';
    return `${seatName(t.toMove)} to move`;
  }

  function since(iso) {
    const s = Math.max(0, (Date.now() - Date.parse(iso)) / 1000);
    if (!Number.isFinite(s)) return '';
    if (s < 90) return 'just now';
    if (s < 5400) return `${Math.round(s / 60)} min ago`;
    if (s < 129600) return `${Math.round(s / 3600)} h ago`;
    return `${Math.round(s / 86400)} days ago`;
  }

  async function listTables() {
    let list = [];
    try { ({ tables: list } = await api('GET', '/api/tables')); } catch { list = null; }
    const byID = new Map((list || []).map((t) => [t.id, t]));
    const held = memory.seats();
    mine.replaceChildren(h('h2', {}, 'Your games'), held.length === 0
      ? h('p', { class: 'hint' }, 'The games you play in this browser come here, so that you can go back to your seat.')
      : h('ul', { class: 'tables' }, held.map((x) => {
        const t = byID.get(x.id);
        return h('li', { dataset: { myGame: x.id } },
          t || list === null ? h('a', { href: memory.link(x), class: 'button', dataset: { back: x.id } }, `${title(x.game)} · ${seatName(x.seat)}`)
            : h('span', {}, `${title(x.game)} · ${seatName(x.seat)}`),
          ` ${list === null ? '' : status(t, x.seat)} · ${since(x.at)} `,
          h('button', { type: 'button', class: 'link-button', title: 'Forget this seat', 'aria-label': `Forget ${title(x.game)}, ${seatName(x.seat)}`, onclick: () => { memory.forget(x.id); listTables(); } }, 'Forget'));
      })));
    if (list === null) { tables.replaceChildren(h('h2', {}, 'Tables'), h('p', { class: 'error' }, 'The server cannot be reached.')); return; }
    list = list.slice().sort((a, b) => String(b.created).localeCompare(String(a.created))).slice(0, 20);
    tables.replaceChildren(h('h2', {}, 'Tables'), list.length === 0 ? h('p', { class: 'hint' }, 'No table yet.') :
      h('ul', { class: 'tables' }, list.map((t) => {
        const held1 = held.find((x) => x.id === t.id);
        return h('li', { dataset: { table: t.id } },
          h('a', { href: held1 ? memory.link(held1) : `/play/${encodeURIComponent(t.id)}` },
            `${title(t.game)} for ${t.players}`),
          ` · ${held1 ? 'your seat · ' : ''}started ${since(t.created)} · ${t.moves ?? 0} moves · ${status(t, held1 && held1.seat)}`);
      })));
  }

  draw();
  listTables();
}
