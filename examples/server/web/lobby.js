// The lobby: "Play against the computer" in one click; a table of one's
// own choosing (options, who sits where); the games this browser holds a
// seat at; and the tables being played.
import { h, api, seatName, paceSelect } from './dom.js';
import * as memory from './memory.js';
import { t } from './i18n/i18n.js';
import * as local from './local.js';
import { home, isStatic } from './site.js';
import { picture } from './pictures.js';
import { levels, botLabel, computerSeat, DEFAULT_LEVEL } from './levels.js';
import { TITLES } from './games.js';
import { settingUp } from './setup.js';
import { yourGames, status, since } from './mygames.js';

// ABOUT says what each game is, in a line, and how long a game lasts: the
// turns a player takes in it against the computer at the lobby's
// settings, which hold whatever the player's pace (minutes did not: a
// Linko! game "about 15 minutes" was over in one). Measured over eight
// seeded games at each number of seats, the computers Medium: Lino
// always 27 moves (3 tiles, 24 stones), LINX 5 (four in teams) to 28
// tiles. Linko! measured again over 30 games at 2, 3 and 4 seats (r28 #7:
// the "10 to 30" once said, 3-player games ended after 6 to 10 turns):
// the Medium computers played 6 to 22 times each, the Easy ones 8 to 19
// at 3 seats (up to 45 at 2, 5 to 8 at 4); a hand that empties ends it.
const ABOUT = {
  linko: { about: () => t('lobby.about.linko'), turns: [5, 25] },
  lino: { about: () => t('lobby.about.lino'), turns: [27, 27] },
  linx: { about: () => t('lobby.about.linx'), turns: [5, 30] },
};
// LABELS are the options in words, with a hint; an option the page does not
// know keeps its name and the schema's doc.
const LABELS = {
  players: () => [t('lobby.opt.players'), ''],
  seed: () => [t('lobby.opt.seed'), t('lobby.opt.seed.hint')],
  firstSeat: () => [t('lobby.opt.firstSeat'), ''],
  rounds: () => [t('lobby.opt.rounds'), ''],
  bonus: () => [t('lobby.opt.bonus'), t('lobby.opt.bonus.hint')],
  starsOnly: () => [t('lobby.opt.starsOnly'), t('lobby.opt.starsOnly.hint')],
  teams: () => [t('lobby.opt.teams'), t('lobby.opt.teams.hint')],
};
// Options given as lists (Lino's layout and faces) are for programs, not
// for a form: the game's own defaults apply.
const FORM_TYPES = new Set(['int', 'bool', 'seed']);

// COUNT is where this browser keeps, after it and a game's name, how many
// played that game last against the computer ("5", LINX's "4t"): the
// lobby offers it again (r34: back to 3 after a game of 5).
const COUNT = 'tabletop.players.';

// GAME is where this browser keeps the name of the game last picked in the
// lobby: back from a game of Lino, the lobby shows Lino chosen again (r35
// #9: it went back to Linko!, the first game, though it kept the count).
const GAME = 'tabletop.game';

// lastGame is the name of the game last picked, '' if unknown.
function lastGame() {
  try { return localStorage.getItem(GAME) || ''; } catch { return ''; }
}

// lastCount is how many last played the game named name, '' if unknown.
function lastCount(name) {
  try { return localStorage.getItem(COUNT + name) || ''; } catch { return ''; }
}

export async function lobby(app) {
  document.getElementById('title').textContent = '';
  document.title = 'tabletop';
  // A static export has no server: its engine, in this browser, is the
  // only one.
  const only = isStatic();
  const tr = only ? local.transport : { api };
  // What the page knows, drawn at once: the games' cards, their pictures,
  // names and lines, while the server (or this browser's engine) says
  // the rest; no bare "…" on a slow load (r22 #6).
  app.replaceChildren(h('div', { class: 'lobby', 'aria-busy': 'true' }, h('div', { class: 'main-col' }, h('section', { id: 'quick', class: 'panel quick' },
    h('h2', {}, t('lobby.play')),
    h('div', { class: 'game-cards' }, Object.keys(ABOUT).map((name) => h('div', { class: 'game-card', dataset: { gameCardSoon: name } },
      picture(name), h('b', { class: 'game-title' }, TITLES[name]), h('span', { class: 'game-about' }, ABOUT[name].about())))),
    h('p', { class: 'loading-line' }, '…')))));
  const { games, seeds, engine } = await tr.api('GET', '/api/games');
  const want = new URLSearchParams(location.search).get('game');
  let game = games.find((g) => g.name === want) || games.find((g) => g.name === lastGame()) || games[0];

  // The games at a glance: a card each, with a picture of its table, its
  // players, its length and what it is; the card pressed is the game
  // played. The game chosen is held in one place, game, which the cards
  // and the hidden select (for tools) show; the address keeps it, so that
  // a reload opens the lobby at the game the player chose. (The browser's
  // restoring of a form's fields on a reload once left the select at
  // another game than the cards: the page restores nothing of its own.)
  const choose = (g) => {
    if (!g) return;
    game = g;
    try { localStorage.setItem(GAME, g.name); } catch { /* storage off: the first game next time */ }
    const url = new URL(location.href);
    url.searchParams.set('game', g.name);
    history.replaceState(history.state, '', url);
    draw();
  };
  const gameSelect = h('select', { id: 'game', name: 'game', hidden: true, autocomplete: 'off', onchange: () => choose(games.find((g) => g.name === gameSelect.value)) },
    games.map((g) => h('option', { value: g.name, selected: g === game }, g.title)));
  const cards = h('div', { id: 'game-cards', class: 'game-cards', role: 'group', 'aria-label': t('lobby.game') }, games.map((g) => {
    const a = ABOUT[g.name];
    const players = g.minPlayers === g.maxPlayers ? t('count.players', { n: g.minPlayers }) : t('lobby.players.range', { min: g.minPlayers, max: g.maxPlayers });
    return h('button', { type: 'button', class: 'game-card', dataset: { gameCard: g.name }, 'aria-pressed': 'false',
      onclick: () => choose(g) },
    picture(g.name), h('b', { class: 'game-title' }, g.title),
    h('span', { class: 'game-facts' }, a ? t('lobby.card.turns', { players, from: a.turns[0], to: a.turns[1] }) : players),
    a ? h('span', { class: 'game-about' }, a.about()) : '');
  }));
  // The Difficulty menu names the levels alone, and what the level chosen
  // does is said under it (r23: "Moyen : réfléchit quelques coups à l'av…"
  // was cut in a phone's menu).
  const levelWhat = h('small', { id: 'level-what' });
  const sayLevel = () => { levelWhat.textContent = (levels(game).find((l) => l.value === level.value) || {}).what || ''; };
  const level = h('select', { id: 'level', name: 'level', autocomplete: 'off', 'aria-describedby': 'level-what', onchange: () => sayLevel() });
  // Where the page can run the engine itself, a game against the computer
  // can be played in this browser, with no server.
  const quickError = h('p', { id: 'quick-error', class: 'error', role: 'alert' });
  // A first game with a coach, for whoever does not know the game yet.
  const learn = h('a', { id: 'learn', class: 'button' });
  const quickSeats = h('p', { id: 'quick-seats', class: 'hint' });
  // How many play against the computer, and LINX's two teams of two: the
  // other seats are computers at the level chosen. Each is a button in
  // sight, "4 in two teams" beside the numbers (behind a menu a newcomer
  // looked for it in vain, r23 #2; named "2 against 2", it read as one
  // more number of players, r29 #5); the hidden select holds the choice,
  // for tools, as the game's does.
  const quickCount = h('select', { id: 'quick-players', name: 'players', hidden: true, autocomplete: 'off', onchange: () => { pressCount(); sayQuickSeats(); } });
  const countButtons = h('span', { class: 'kinds', role: 'group', 'aria-label': t('lobby.opt.players') });
  const quickCountRow = h('div', { class: 'row' }, h('span', {}, t('lobby.opt.players')), countButtons, quickCount);
  const yourName = h('input', { id: 'your-name', name: 'name', type: 'text', maxlength: 24, autocomplete: 'nickname', placeholder: t('lobby.optional'), value: memory.name(),
    onchange: () => memory.setName(yourName.value) });
  const quick = h('section', { id: 'quick', class: 'panel quick' },
    h('h2', {}, t('lobby.play')),
    cards, gameSelect,
    // (A tutorial's coach is the server's: a static export has none.)
    only ? '' : h('p', { class: 'learn' }, learn),
    quickCountRow,
    h('label', { class: 'row' }, h('span', {}, t('lobby.difficulty')), level, levelWhat),
    h('button', { id: 'play-computer', type: 'button', class: 'primary big', onclick: (e) => playComputer(e.currentTarget) }, t('lobby.playComputer')),
    quickSeats,
    quickError);
  // A game in this browser is made by its engine, which loads in seconds
  // on a slow machine: it begins to load as the player's pointer or focus
  // comes to the quick game, so that the button's press finds it ready.
  if (engine) {
    const intent = () => {
      for (const kind of ['pointerover', 'focusin']) quick.removeEventListener(kind, intent);
      local.warm();
    };
    for (const kind of ['pointerover', 'focusin']) quick.addEventListener(kind, intent);
  }

  const optionsBox = h('fieldset', { id: 'options' });
  const seatsBox = h('fieldset', { id: 'seats' });
  const message = h('p', { id: 'lobby-error', class: 'error', role: 'alert' });
  const delay = paceSelect('botDelayMs');
  // One's name is for the others at a table with friends (against the
  // computer one is "You"): it is asked there, and kept for every table,
  // so that the quick game asks no more than how many and how strong.
  const form = h('form', { id: 'lobby', class: 'custom', autocomplete: 'off', onsubmit: (e) => { e.preventDefault(); create(); } },
    h('label', { class: 'row' }, h('span', {}, t('lobby.yourName')), yourName),
    optionsBox, seatsBox,
    h('label', { class: 'row' }, h('span', {}, t('lobby.pause')), delay, h('small', {}, t('lobby.pause.hint'))),
    h('button', { id: 'create', type: 'submit', class: 'primary' }, t('lobby.create')),
    message);
  // Chromium lays out a fieldset drawn anew inside a closed details at no
  // height once it opens (the seats' menus showed nothing on a phone): its
  // fieldsets are laid out again as it opens.
  const custom = h('details', { id: 'custom', class: 'panel', ontoggle: () => {
    if (!custom.open) return;
    for (const f of [optionsBox, seatsBox]) { f.hidden = true; void f.offsetHeight; f.hidden = false; }
  } }, h('summary', {}, t('lobby.custom')), form);
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
    const [label, hint] = LABELS[o.name] ? LABELS[o.name]() : [o.name, o.doc || ''];
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
          value: (o.name === 'players' && parseInt(lastCount(game.name), 10)) || (o.default ?? ''), dataset: { type: 'int' }, oninput: o.name === 'players' ? drawSeats : undefined }),
        hint && h('small', {}, hint));
    }
    // A seed: empty deals afresh.
    return h('label', { class: 'row' }, h('span', {}, label),
      h('input', { id, name: o.name, type: 'text', inputmode: 'numeric', pattern: '[0-9]*', placeholder: t('lobby.opt.seed.placeholder'), dataset: { type: 'seed' } }),
      hint && h('small', {}, hint));
  }

  function seatChoice(i, value) {
    const sel = h('select', { name: 'seat' + i, dataset: { seatPlayer: i }, 'aria-label': t('lobby.whoPlays', { seat: seatName(i) }) },
      h('option', { value: 'human' }, i === 0 ? t('lobby.you') : t('lobby.person')),
      // (the level's name alone: a phone shows no more in a seat's menu; the
      // Difficulty menu says what each level does)
      levels(game).map((l) => h('option', { value: 'bot:' + l.value }, t('lobby.computer', { level: l.name }))));
    sel.value = value && [...sel.options].some((o) => o.value === value) ? value : i === 0 ? 'human' : 'bot:' + defaultBot();
    return sel;
  }

  function defaultBot() {
    const offered = levels(game);
    return (offered.find((l) => l.value === DEFAULT_LEVEL) || offered[0] || { value: '' }).value;
  }

  function drawSeats() {
    const n = players();
    const old = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
    seatsBox.replaceChildren(h('legend', {}, t('lobby.whoSits')));
    for (let i = 0; i < n; i++) seatsBox.append(h('label', { class: 'row' }, h('span', {}, seatName(i)), seatChoice(i, old[i])));
    // LINX's teams are two of two: the box shows at four players alone
    // (offered at two, ticked, it did nothing a newcomer could see).
    const teams = optionsBox.querySelector('input[name="teams"]');
    if (teams) {
      teams.closest('label').hidden = n !== 4;
      if (n !== 4) teams.checked = false;
    }
    const first = optionsBox.querySelector('select[name="firstSeat"]');
    if (first) {
      const was = first.value || '0';
      first.replaceChildren(...Array.from({ length: n }, (_, i) => h('option', { value: i }, seatName(i))));
      first.value = parseInt(was, 10) < n ? was : '0';
    }
  }

  function draw() {
    const was = level.value || DEFAULT_LEVEL;
    level.replaceChildren(...levels(game).map((l) => h('option', { value: l.value }, l.name)));
    level.value = [...level.options].some((o) => o.value === was) ? was : defaultBot();
    sayLevel();
    // A deal number only where the server lets a player choose the deal.
    const offered = game.options.filter((o) => FORM_TYPES.has(o.type) && (o.type !== 'seed' || seeds));
    optionsBox.replaceChildren(h('legend', {}, game.title), ...offered.map(optionInput));
    drawSeats();
    drawQuickCount();
    gameSelect.value = game.name;
    for (const c of cards.children) {
      const on = c.dataset.gameCard === game.name;
      c.setAttribute('aria-pressed', on ? 'true' : 'false');
      c.classList.toggle('selected', on);
    }
    learn.href = `${home}learn/${encodeURIComponent(game.name)}`;
    learn.textContent = t('tutorial.learn', { game: game.title });
    sayQuickSeats();
    message.textContent = '';
    quickError.textContent = '';
  }

  function readOptions() {
    const out = {};
    for (const el of optionsBox.querySelectorAll('[name]')) {
      const type = el.dataset.type;
      if (type === 'bool') out[el.name] = el.checked;
      else if (type === 'int') { if (el.value !== '') out[el.name] = parseInt(el.value, 10); }
      else if (type === 'seed') { if (el.value.trim() !== '') out[el.name] = el.value.trim(); }
    }
    return out;
  }

  // open creates a table and returns the server's answer, remembering the
  // first person's seat: the one who clicked sits there, with their name.
  async function open(body, via = tr) {
    const you = body.seats.find((x) => x.player === 'human');
    if (you && yourName.value.trim()) you.name = yourName.value.trim();
    const tb = await via.api('POST', '/api/tables', body);
    const seat = tb.seats.find((x) => x.player === 'human');
    if (seat) memory.remember({ id: tb.id, game: tb.game, seat: seat.seat, token: seat.token });
    return tb;
  }

  // drawQuickCount offers the game's numbers of players (and LINX's two
  // teams of two at 4), its usual number first chosen; a game of one
  // number (Lino) asks nothing.
  function drawQuickCount() {
    const was = quickCount.dataset.game === game.name ? quickCount.value : '';
    const usual = String((game.options.find((o) => o.name === 'players') || {}).default || game.minPlayers);
    const teams = game.options.some((o) => o.name === 'teams');
    // (A button says the number alone, under "Players": the four of LINX
    // stand on one line of a phone; its name says "3 players".)
    const offered = [];
    for (let n = game.minPlayers; n <= game.maxPlayers; n++) {
      offered.push([String(n), String(n), t('count.players', { n })]);
      if (teams && n === 4) offered.push(['4t', t('lobby.quick.4teams'), t('lobby.quick.teams')]);
    }
    quickCount.replaceChildren(...offered.map(([value, , name]) => h('option', { value }, name)));
    countButtons.replaceChildren(...offered.map(([value, text, name]) => h('button', { type: 'button', dataset: { quickCount: value }, 'aria-pressed': 'false', 'aria-label': name, title: name,
      onclick: () => { quickCount.value = value; pressCount(); sayQuickSeats(); } }, text)));
    quickCount.dataset.game = game.name;
    const last = lastCount(game.name);
    quickCount.value = was || (offered.some(([value]) => value === last) ? last : usual);
    quickCountRow.hidden = offered.length < 2;
    pressCount();
  }

  // pressCount shows the number chosen pressed among the buttons.
  function pressCount() {
    for (const b of countButtons.children) b.setAttribute('aria-pressed', b.dataset.quickCount === quickCount.value ? 'true' : 'false');
  }

  // quickSeating is who sits at a game against the computer: how many,
  // and whether in two teams.
  function quickSeating() {
    const v = quickCount.value || String(game.minPlayers);
    return { n: parseInt(v, 10), teams: v.endsWith('t') };
  }

  // (In teams the line says who plays with whom: the player's partner
  // sits across, at seat 3.)
  function sayQuickSeats() {
    const { n, teams } = quickSeating();
    quickSeats.textContent = teams ? t('lobby.quickSeats.teams') : t('lobby.quickSeats', { n });
  }

  // playComputer starts a game against the computer: in this browser
  // where its engine is, else on the server; the player chooses how many
  // play, nothing of where. While the table is made (a server or the
  // engine slow to answer) the button says so (r22 #6, r29 #4).
  async function playComputer(button) {
    const undo = settingUp(button);
    if (!undo) return;
    const via = engine ? local.transport : tr;
    quickError.textContent = '';
    const { n, teams } = quickSeating();
    try { localStorage.setItem(COUNT + game.name, quickCount.value); } catch { /* storage off: the usual number next time */ }
    const options = {};
    if (game.options.some((o) => o.name === 'players')) options.players = n;
    if (teams) options.teams = true;
    const seats = Array.from({ length: n }, (_, i) => (i === 0 ? { player: 'human' } : computerSeat(level.value, game.name)));
    try {
      const tb = await open({ game: game.name, options, seats, botDelayMs: memory.pace() }, via);
      location.assign(memory.link({ id: tb.id, seat: 0, token: tb.seats[0].token }));
    } catch (err) {
      undo();
      quickError.textContent = t('lobby.notMade', { why: err.message });
    }
  }

  async function create() {
    message.textContent = '';
    const seats = [...seatsBox.querySelectorAll('select')].map((s) =>
      s.value === 'human' ? { player: 'human' } : computerSeat(s.value.slice(4), game.name));
    const body = { game: game.name, options: readOptions(), seats, botDelayMs: parseInt(delay.value, 10) };
    // Rounds that do not let every seat begin equally often are refused by
    // the game: said here in the page's words, before asking.
    const rounds = body.options.rounds;
    if (rounds > 1 && rounds % seats.length !== 0) {
      message.textContent = t('lobby.notMade', { why: t('lobby.rounds.fair', { rounds, n: seats.length }) });
      return;
    }
    let tb;
    try { tb = await open(body); } catch (err) { message.textContent = t('lobby.notMade', { why: err.message }); return; }
    const humans = tb.seats.filter((x) => x.player === 'human');
    if (humans.length === 1) { location.assign(memory.link({ id: tb.id, seat: humans[0].seat, token: humans[0].token })); return; }
    showCreated(tb, seats);
    listTables();
  }

  // showCreated shows the table made of the seats asked, whose levels
  // (a bot's options) the server's answer does not repeat.
  function showCreated(tb, asked) {
    result.hidden = false;
    const humans = tb.seats.filter((x) => x.player === 'human');
    const row = (x, k) => {
      if (x.player !== 'human') return h('li', {}, h('b', {}, seatName(x.seat)), t('lobby.byComputer', { level: botLabel(x.bot, (asked[x.seat] || {}).options) }));
      const join = memory.link({ id: tb.id, seat: x.seat, token: x.token });
      const url = new URL(join, location.href).href;
      if (k === 0) {
        return h('li', { dataset: { joinSeat: x.seat } }, h('b', {}, seatName(x.seat)), t('lobby.youSit'),
          h('a', { href: join, class: 'button primary', dataset: { join: x.seat } }, t('lobby.sitDown')));
      }
      const input = h('input', { type: 'text', readonly: true, value: url, class: 'link', 'aria-label': t('lobby.linkOf', { seat: seatName(x.seat) }), onfocus: (e) => e.target.select() });
      const copy = h('button', { type: 'button', dataset: { copy: x.seat }, onclick: async () => {
        try { await navigator.clipboard.writeText(url); } catch { input.select(); document.execCommand('copy'); }
        copy.textContent = t('lobby.copied'); setTimeout(() => { copy.textContent = t('lobby.copy'); }, 1500);
      } }, t('lobby.copy'));
      return h('li', { dataset: { joinSeat: x.seat } }, h('b', {}, seatName(x.seat)), ' ', input, ' ', copy, ' ',
        h('a', { href: join, class: 'button', dataset: { join: x.seat } }, t('lobby.open')));
    };
    result.replaceChildren(
      h('h2', {}, t('lobby.ready')),
      humans.length > 1 ? h('p', {}, t('lobby.sendLinks')) : '',
      h('ul', { class: 'joins' }, tb.seats.map((x) => row(x, humans.indexOf(x)))),
      h('p', {}, h('a', { href: `${home}play/${encodeURIComponent(tb.id)}`, dataset: { watch: tb.id } }, t('lobby.watch'))));
    result.scrollIntoView({ block: 'nearest' });
  }

  const title = (name) => (games.find((g) => g.name === name) || { title: name }).title;

  const listMine = yourGames(mine, title);

  async function listTables() {
    let list = [];
    try { ({ tables: list } = await tr.api('GET', '/api/tables')); } catch { list = null; }
    const held = listMine(list);
    if (list === null) { tables.replaceChildren(h('h2', {}, t('lobby.tables.open')), h('p', { class: 'error' }, t('lobby.tables.unreachable'))); return; }
    // The tables of others with a seat a stranger could take: one's own
    // are listed above, and a game against the computer alone is private.
    // The heading and its empty line say so: "Tables: No table yet." stayed
    // empty after a newcomer made one, who could not tell why (r23).
    list = list.filter((tb) => tb.openSeats > 0 && !held.some((x) => x.id === tb.id)).sort((a, b) => String(b.created).localeCompare(String(a.created))).slice(0, 20);
    tables.replaceChildren(h('h2', {}, t('lobby.tables.open')), list.length === 0 ? h('p', { class: 'hint' }, t('lobby.noTable.open')) :
      h('ul', { class: 'tables' }, list.map((tb) => {
        return h('li', { dataset: { table: tb.id } },
          h('a', { href: `${home}play/${encodeURIComponent(tb.id)}` },
            t('lobby.tableFor', { game: title(tb.game), players: t('count.players', { n: tb.players }) })),
          ` · ${t('lobby.started', { since: since(tb.created) })} · ${t('count.moves', { n: tb.moves ?? 0 })} · ${status(tb)}`);
      })));
  }

  draw();
  listMine(only ? [] : null);
  if (only) {
    tables.hidden = true;
    custom.hidden = true;
  } else {
    listTables();
  }
}
