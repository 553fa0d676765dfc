// The computer's levels: Easy, Medium and Hard as people read them, each
// a built-in bot and its options, and how a computer seat of a table is
// named by its level (the lobby, the names at a table, a tutorial's game).
import { t } from './i18n/i18n.js';

// LEVELS are the computer's three levels for people, each a built-in bot
// and its options, clearly apart in strength. Easy plays by rules of
// thumb, one move ahead (the greedy bot); Medium searches briefly
// (MEDIUM_ITERATIONS, a game's own where the common budget was no fight:
// a fair opponent for a newcomer, quick on a phone); Hard searches with
// the bot's whole budget (HARD_ITERATIONS, its default). In
// examples/arena, 150 games a pair (win rates against an even share of
// 50%, 33% at Linko!'s three seats): Medium beats Easy 61% at Linko!,
// 90% at Lino, 93% at LINX; Hard beats Medium 54%, 72%, 66%. At Lino the
// common 300 iterations lost to Hard 99% (Medium beat Easy 75%): a
// newcomer following the Hint, Hard's move, won 169 to 41 (r23 #9);
// Lino's Medium searches 700 (500 lost to Hard 86%, 800 69%). (The greedy
// bot beat the random one, the old Easy, 87% to 100%: a random player is
// no opponent.) A bot registered by a programmer keeps its own name.
const MEDIUM_ITERATIONS = { lino: 700, other: 300 };
const HARD_ITERATIONS = 1000;
const LEVELS = [
  { key: 'easy', bot: 'greedy', is: () => true },
  { key: 'medium', bot: 'ismcts', options: (game) => ({ iterations: MEDIUM_ITERATIONS[game] || MEDIUM_ITERATIONS.other }), is: (o) => !!o && o.iterations < HARD_ITERATIONS },
  { key: 'hard', bot: 'ismcts', is: (o) => !o || !(o.iterations < HARD_ITERATIONS) },
];
// RETIRED are built-in bots the lobby no longer offers, named by the level
// closest to theirs for the tables that still seat them.
const RETIRED = { random: 'easy' };
// DEFAULT_LEVEL is the level offered first, and a tutorial's real game's.
export const DEFAULT_LEVEL = 'medium';


// levelOf is the level of a computer seat that bot plays with options
// (undefined for the bot's own defaults), or undefined for a bot the page
// does not know.
function levelOf(bot, options) {
  const key = RETIRED[bot];
  return LEVELS.find((l) => (key ? l.key === key : l.bot === bot && l.is(options)));
}

// botLabel is a level's name and what it does, "Easy: plays by rules of
// thumb", of a computer seat (a bot and its options).
export function botLabel(bot, options) {
  const l = levelOf(bot, options);
  return l ? t('lobby.level', { level: t('lobby.level.' + l.key), what: t('lobby.level.' + l.key + '.what') }) : bot;
}

// botLevel is a computer seat's level alone: "Easy".
export function botLevel(bot, options) {
  const l = levelOf(bot, options);
  return l ? t('lobby.level.' + l.key) : bot;
}

// levels are the levels a game's computer may play at: the three, where
// the game has their bots, then the bots a programmer registered. value
// names a level (its key, or a registered bot's name), as computerSeat
// reads it; name is the level alone ("Medium"), label the level and what
// it does ("Medium: thinks a few moves ahead"), what that alone.
export function levels(game) {
  const has = (name) => game.bots.some((b) => b.name === name);
  const known = LEVELS.filter((l) => has(l.bot));
  const other = game.bots.filter((b) => !LEVELS.some((l) => l.bot === b.name) && !RETIRED[b.name]);
  return [...known.map((l) => ({ value: l.key, name: botLevel(l.bot, l.options && l.options(game.name)), label: botLabel(l.bot, l.options && l.options(game.name)), what: t('lobby.level.' + l.key + '.what') })),
    ...other.map((b) => ({ value: b.name, name: b.name, label: b.name, what: '' }))];
}

// computerSeat is the seat a level's value (see levels) asks for at a
// table of game (its name).
export function computerSeat(value, game) {
  const l = LEVELS.find((x) => x.key === value);
  if (!l) return { player: 'bot', bot: value };
  return l.options ? { player: 'bot', bot: l.bot, options: l.options(game) } : { player: 'bot', bot: l.bot };
}

// nextLevel is the level one above the computer's at a table of info
// (its game, seats and options, as GET /api/tables/{id} gives them), for
// a player who beat it to try next (r25 #1: a win by the Hint's moves,
// Hard's, left a newcomer unsure whether to choose Hard): {value, name},
// or null where a computer plays Hard already, a seat is a bot of a
// programmer's or another person, or no computer plays.
export function nextLevel(info) {
  const seats = info.seats || [];
  const computers = seats.filter((x) => x && x.player === 'bot');
  if (!computers.length || computers.length + 1 !== seats.length) return null;
  const at = computers.map((x) => LEVELS.indexOf(levelOf(x.bot, x.options || undefined)));
  if (at.some((k) => k < 0)) return null;
  const next = LEVELS[Math.max(...at) + 1];
  return next ? { value: next.key, name: t('lobby.level.' + next.key) } : null;
}

// levelRematch is what POST /api/tables takes for the rematch of the
// table of info with its computers at level value (see levels), paused
// pace ms between their moves: the same game and seats, dealt afresh,
// the next seat beginning, as the server's rematch (social.go) does.
export function levelRematch(info, value, pace) {
  const options = Object.assign({}, info.options);
  delete options.seed;
  if (typeof options.firstSeat === 'number') options.firstSeat = (options.firstSeat + 1) % info.seats.length;
  const seats = info.seats.map((x) => (x.player === 'bot' ? computerSeat(value, info.game) : { player: 'human', name: x.name }));
  return { game: info.game, options, seats, botDelayMs: pace };
}
