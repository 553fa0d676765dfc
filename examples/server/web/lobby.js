// The lobby: choose a game, its options and who sits where; create the
// table; hand out each human seat's join link.
import { h, api } from './dom.js';

export async function lobby(app) {
  document.getElementById('title').textContent = 'Lobby';
  document.title = 'tabletop: lobby';
  const { games } = await api('GET', '/api/games');
  const want = new URLSearchParams(location.search).get('game');
  let game = games.find((g) => g.name === want) || games[0];

  const form = h('form', { id: 'lobby', class: 'panel', onsubmit: (e) => { e.preventDefault(); create(); } });
  const result = h('section', { id: 'created', class: 'panel', hidden: true });
  const tables = h('section', { id: 'tables', class: 'panel' });
  app.replaceChildren(h('div', { class: 'lobby' }, form, result, tables));

  const gameSelect = h('select', { id: 'game', name: 'game', onchange: () => { game = games.find((g) => g.name === gameSelect.value); draw(); } },
    games.map((g) => h('option', { value: g.name, selected: g === game }, g.title)));
  const optionsBox = h('fieldset', { id: 'options' });
  const seatsBox = h('fieldset', { id: 'seats' });
  const message = h('p', { id: 'lobby-error', class: 'error', role: 'alert' });
  form.append(
    h('h2', {}, 'New game'),
    h('label', { class: 'row' }, h('span', {}, 'Game'), gameSelect),
    optionsBox, seatsBox,
    h('label', { class: 'row' }, h('span', {}, 'Bot delay (ms)'),
      h('input', { id: 'botDelayMs', type: 'number', min: 0, max: 10000, step: 100, value: 600 })),
    h('button', { id: 'create', type: 'submit', class: 'primary' }, 'Create table'),
    message);

  function players() {
    const p = optionsBox.querySelector('[name="players"]');
    const n = p ? parseInt(p.value, 10) : game.minPlayers;
    return Math.max(game.minPlayers, Math.min(game.maxPlayers, Number.isFinite(n) ? n : game.minPlayers));
  }

  // words turns an option's name into words: "firstSeat" is "first seat".
  const words = (name) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

  function optionInput(o) {
    const id = 'opt-' + o.name;
    const tip = o.doc || '';
    // An option with one possible value (Lino's two players) needs no field.
    if (o.type === 'int' && o.min !== undefined && o.min === o.max) {
      return h('input', { id, name: o.name, type: 'hidden', value: o.min, dataset: { type: 'int' } });
    }
    if (o.type === 'bool') {
      return h('label', { class: 'row check', title: tip },
        h('input', { id, name: o.name, type: 'checkbox', checked: o.default === true, dataset: { type: 'bool' } }),
        h('span', {}, words(o.name)), h('small', {}, tip));
    }
    if (o.type === 'int') {
      return h('label', { class: 'row', title: tip }, h('span', {}, words(o.name)),
        h('input', { id, name: o.name, type: 'number', step: 1, min: o.min ?? 0, max: o.max || undefined,
          value: o.default ?? '', dataset: { type: 'int' }, oninput: o.name === 'players' ? drawSeats : undefined }),
        h('small', {}, tip));
    }
    if (o.type === 'seed') {
      const input = h('input', { id, name: o.name, type: 'text', inputmode: 'numeric', pattern: '[0-9]*',
        value: String(Math.floor(Math.random() * 1e9)), dataset: { type: 'seed' } });
      return h('label', { class: 'row', title: tip }, h('span', {}, words(o.name)), input,
        h('button', { type: 'button', class: 'small', onclick: () => { input.value = String(Math.floor(Math.random() * 1e9)); } }, 'shuffle'),
        h('small', {}, tip));
    }
    // "list" and anything new: JSON text, left out when empty.
    return h('label', { class: 'row', title: tip }, h('span', {}, words(o.name)),
      h('input', { id, name: o.name, type: 'text', placeholder: 'default', dataset: { type: 'json' } }),
      h('small', {}, tip));
  }

  function drawSeats() {
    const n = players();
    const old = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
    seatsBox.replaceChildren(h('legend', {}, 'Seats'));
    for (let i = 0; i < n; i++) {
      const sel = h('select', { name: 'seat' + i, dataset: { seatPlayer: i } },
        h('option', { value: 'human' }, 'Human'),
        game.bots.map((b) => h('option', { value: 'bot:' + b.name, title: b.doc }, 'Bot: ' + b.name)));
      const fallback = i === 0 ? 'human' : 'bot:' + (game.bots.find((b) => b.name === 'greedy') || game.bots[0] || { name: '' }).name;
      sel.value = old[i] && [...sel.options].some((o) => o.value === old[i]) ? old[i] : fallback;
      seatsBox.append(h('label', { class: 'row' }, h('span', {}, 'Seat ' + i), sel));
    }
  }

  function draw() {
    optionsBox.replaceChildren(h('legend', {}, 'Options of ' + game.title), ...game.options.map(optionInput));
    drawSeats();
    message.textContent = '';
  }

  function readOptions() {
    const out = {};
    for (const el of optionsBox.querySelectorAll('[name]')) {
      const t = el.dataset.type;
      if (t === 'bool') out[el.name] = el.checked;
      else if (t === 'int') { if (el.value !== '') out[el.name] = parseInt(el.value, 10); }
      else if (t === 'seed') { if (el.value.trim() !== '') out[el.name] = el.value.trim(); }
      else if (el.value.trim() !== '') {
        try { out[el.name] = JSON.parse(el.value); } catch { throw new Error(`option ${el.name}: not JSON`); }
      }
    }
    return out;
  }

  async function create() {
    message.textContent = '';
    let body;
    try {
      const seats = [...seatsBox.querySelectorAll('select')].map((s) =>
        s.value === 'human' ? { player: 'human' } : { player: 'bot', bot: s.value.slice(4), options: {} });
      const delay = parseInt(document.getElementById('botDelayMs').value, 10);
      body = { game: game.name, options: readOptions(), seats, botDelayMs: Number.isFinite(delay) ? delay : 0 };
    } catch (err) { message.textContent = err.message; return; }
    let t;
    try { t = await api('POST', '/api/tables', body); } catch (err) { message.textContent = err.message; return; }
    showCreated(t);
    listTables();
  }

  function showCreated(t) {
    result.hidden = false;
    const humans = t.seats.filter((x) => x.player === 'human');
    result.replaceChildren(
      h('h2', {}, `Table ${t.id} is ready`),
      h('p', {}, humans.length ? 'Send each player the link of their seat. A link is a secret: whoever has it plays that seat.'
        : 'Only bots play: watch them.'),
      h('ul', { class: 'joins' },
        t.seats.map((x) => {
          if (x.player !== 'human') return h('li', {}, h('b', {}, `Seat ${x.seat}`), ` bot ${x.bot || ''}`);
          const url = new URL(x.join, location.href).href;
          const input = h('input', { type: 'text', readonly: true, value: url, class: 'link', onfocus: (e) => e.target.select() });
          const copy = h('button', { type: 'button', class: 'small', dataset: { copy: x.seat }, onclick: async () => {
            try { await navigator.clipboard.writeText(url); } catch { input.select(); document.execCommand('copy'); }
            copy.textContent = 'copied'; setTimeout(() => { copy.textContent = 'copy'; }, 1500);
          } }, 'copy');
          return h('li', { dataset: { joinSeat: x.seat } }, h('b', {}, `Seat ${x.seat}`), ' ', input, ' ', copy, ' ',
            h('a', { href: x.join, class: 'button', dataset: { join: x.seat } }, 'play'));
        })),
      h('p', {}, h('a', { href: `/play/${encodeURIComponent(t.id)}`, dataset: { watch: t.id } }, 'watch as a spectator')));
    result.scrollIntoView({ block: 'nearest' });
  }

  async function listTables() {
    let list = [];
    try { ({ tables: list } = await api('GET', '/api/tables')); } catch { return; }
    list = (list || []).slice().sort((a, b) => String(b.created).localeCompare(String(a.created))).slice(0, 20);
    const title = (name) => (games.find((g) => g.name === name) || { title: name }).title;
    tables.replaceChildren(h('h2', {}, 'Tables'), list.length === 0 ? h('p', {}, 'No table yet.') :
      h('ul', { class: 'tables' }, list.map((t) => h('li', {},
        h('a', { href: `/play/${encodeURIComponent(t.id)}` }, `${title(t.game)} · ${t.players} seats`),
        ` · ${t.moves ?? 0} moves · `, t.over ? 'over' : `seat ${t.toMove} to move`))));
  }

  draw();
  listTables();
}
