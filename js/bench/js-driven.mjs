// A benchmark, not a test: whole games of Linko! at 3 seats with random
// bots, driven from JavaScript (each move a bot's choose and a play, the
// events and the old table closed) against engine.simulate playing the
// same games inside the engine in one call. It prints games a second of
// the process's CPU time (which a loaded machine inflates less) for each.
//
//   node bench/js-driven.mjs [games]
import { load } from "@tabletop/engines/all";

const games = Number(process.argv[2] ?? 40);
const engine = await load();

/** The CPU time, in seconds, that f takes, and what it returns. */
async function cpu(f) {
  const used = process.cpuUsage();
  const out = await f();
  const { user, system } = process.cpuUsage(used);
  return [(user + system) / 1e6, out];
}

const bots = [0, 1, 2].map((seat) => engine.newBot("linko", "random", { seed: String(seat + 1) }));
const [driven, movesDriven] = await cpu(async () => {
  let moves = 0;
  for (let i = 0; i < games; i++) {
    let table = engine.open("linko", { players: 3, seed: String(i + 1) });
    while (!table.over) {
      const move = await bots[table.toMove].choose(table);
      const { table: next, events } = table.play(table.toMove, move);
      events.close();
      table.close();
      table = next;
      moves++;
    }
    table.close();
  }
  return moves;
});
const [simulated, results] = await cpu(() => engine.simulate("linko", { bots: ["random", "random", "random"], games, seed: "1", options: { players: 3 } }));
const movesSimulated = results.reduce((sum, game) => sum + game.moves, 0);
const rate = (seconds, moves) => `${(games / seconds).toFixed(1)} games (${Math.round(moves / seconds)} moves) a second of CPU`;
console.log(`linko 3 seats, random bots, ${games} games: choose and play ${rate(driven, movesDriven)}; simulate ${rate(simulated, movesSimulated)}`);
for (const bot of bots) bot.close();
