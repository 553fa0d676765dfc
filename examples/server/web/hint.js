// The Hint button's move: the one the Hard computer player (the search
// bot) would make here, thought over in this browser's engine for about a
// second on a game dealt to agree with the seat's view, so that it knows
// nothing the seat does not. The page then selects it on the board, with
// its preview, for the player to play or not (touch.js).
import * as local from './local.js';

// hint finds the move the search bot chooses for seat from view among the
// view's choices: {choice, move}, or null when the engine cannot tell.
export async function hint(game, view, seat, choices) {
  const notation = await local.hint(game, view, seat);
  if (typeof notation !== 'string') return null;
  const text = notation.replace(/^\d+:/, '').trim();
  for (const choice of choices) {
    for (const m of choice.moves) {
      if (spelled(m) === text) return { choice, move: m };
    }
  }
  return null;
}

// spelled writes a move's JSON as its notation reads, its fields in order
// but the seat: {"kind":"up","symbol":"P","cell":"0,0"} is "up P 0,0".
function spelled(m) {
  return Object.entries(m).filter(([k]) => k !== 'seat').map(([, v]) => String(v)).join(' ');
}
