// "Since your move": beside the board, the others' moves since the
// reader's own, one line a move, the newest last; before the reader's
// first move (a rematch that another seat begins), the last moves. The
// reader's move does not empty it: the moves told stay, pale, until the
// next of another seat's begins (a grey "will be told here" deep in a game
// read as if nothing had happened).
//
// For tests and tools: #latest has data-index, data-seat and data-kind of
// the last event of someone else's move that it shows, and data-rest, the
// count of the times the reader came to act (its room is measured afresh
// at each).
import { h, minus, keepRoom } from './dom.js';
import { PHONE } from './follow.js';
import { t } from './i18n/i18n.js';

// LATEST_MAX is how many of the others' moves since one's own stay beside
// the board.
const LATEST_MAX = 4;
// END_KINDS are the events that end a round or the game: their sentences,
// the library's, say beside the result how it ended, once the game is
// over, and no longer among the last moves. GAME_ENDS are those whose
// sentence says what the result box says (who won, the scores): the box
// says it alone.
const END_KINDS = new Set(['round-ended', 'game-ended', 'round-won', 'match-won']);
const GAME_ENDS = new Set(['game-ended', 'match-won']);
// TURN is the event that passes the turn to a seat.
const TURN = 'turn-passed';

// moveLine is the words of one line of the box, parts the sentences of
// one move: the move's own, the first, stands out; what followed from it
// (rows closed, runs scored at a game's end) reads plain after it, not
// as a wall of bold.
export function moveLine(parts) {
  return [h('span', { class: 'move' }, parts[0]), parts.length > 1 ? ' ' + parts.slice(1).join(' ') : ''];
}

// showNewest scrolls list, a box's list in a bounded place (a desktop's,
// style.css: the list is its entries' offsetParent), to the start of its
// newest entry. (On a phone the box grows with its words, none cut.)
export function showNewest(list) {
  const newest = list.lastElementChild;
  if (newest) list.scrollTop = newest.offsetTop;
}

// latestBox keeps "Since your move" for the reader at seat: el, the box;
// begin() starts the line of another seat's move; add(d, other, game,
// live) tells an event of game's (d: its index, event and text; other:
// whether another seat's move made it; live: whether it happened since
// the page opened); clear() empties it (the reader moves); draw(over,
// moved, acting) draws it, moved telling whether the reader has moved
// yet, acting whether the reader is to act now; seat is the seat of the
// last move told, or undefined; rest, the count of the times the reader
// came to act, for what keeps its room from one to the next (the
// status); ends, the sentences of how the game ended, said beside the
// result.
export function latestBox(seat) {
  const el = h('div', { id: 'latest', class: 'latest', 'aria-live': 'polite', hidden: true });
  let lines = [], of = {}, run = null, ends = [];
  // stale: the lines told are from before the reader's last move.
  let stale = false;
  const fresh = () => { if (stale) { lines = []; stale = false; } };
  // It shows once it has something to tell (#38 r23: at a table's first
  // minute an empty "will be told here" box beside an empty log read as
  // two history places with nothing in them). On a phone it stands above
  // the board, the newest move's sentences whole in it (r23: a box of two
  // lines cut "It is your turn." and the sentence a phone player reads to
  // follow the computers), the older moves folded behind a button that
  // unfolds them. On a desktop, beside the board, once shown it keeps its place,
  // and from the reader's turn told to the next the most room it has taken
  // (dom.js keepRoom): the seats under it stay where they were found while
  // the reader moves and the others reply. When the reader comes to act
  // it takes the room of its words: kept for the whole game, the room of
  // its longest turn left a box mostly empty, pushing the third seat below
  // the fold. (Coming to act, not a turn told: a Linko! player decides
  // whether to take back an attacked play inside the attacker's move, with
  // no "It is your turn.") Empty (the reader's move clears it), it says, pale, what it will
  // tell: no blank hole above the seats.
  let shown = false;
  // unfolded: on a phone, the older moves shown (the button), until the
  // next move of another seat begins a line.
  let unfolded = false;
  let rests = 0; // the times the reader came to act
  let acted = false; // whether the reader was to act at the last drawing
  const endsOfGame = new Set();
  // turns are the sentences of the reader's turns told ("It is your
  // turn."): once the game is over they are not true, and go.
  const turns = new Set();

  // tell adds the sentence of the event e to the last line: a run of like
  // events of one seat (Linko!'s draws from the pile, game.folds) as one
  // sentence, counted (game.fold).
  function tell(d, e, game) {
    const line = lines[lines.length - 1];
    const text = minus(d.text);
    const folds = !!game.folds && game.folds(e);
    if (folds && run && run.line === line && run.index === d.index - 1 && run.seat === e.seat) {
      line[line.length - 1] = game.fold(run.text, ++run.n);
      run.index = d.index;
      return;
    }
    line.push(text);
    run = folds ? { line, index: d.index, seat: e.seat, text, n: 1 } : null;
  }

  return {
    el,
    get seat() { return of.seat; },
    get ends() { return ends; },
    get rest() { return rests; },
    begin() { fresh(); unfolded = false; lines = [...lines.slice(-(LATEST_MAX - 1)), []]; },
    clear() { stale = lines.some((l) => l.length); if (!stale) lines = []; },
    add(d, other, game, live) {
      const e = d.event || {};
      if (!d.text) return;
      // The reader's own card drawn from the pile (game.toldOwn): the box
      // tells which, on a line of its own, the card marked in the hand.
      if (live && !other && e.seat === seat && game.toldOwn && game.toldOwn(e)) {
        fresh();
        if (!lines.length || run === null || run.own !== true) lines = [...lines.slice(-(LATEST_MAX - 1)), []];
        lines[lines.length - 1].push(minus(d.text));
        run = { own: true };
        return;
      }
      if (GAME_ENDS.has(e.kind)) endsOfGame.add(minus(d.text));
      else if (END_KINDS.has(e.kind)) ends = [...ends, minus(d.text)]; // every round's, the first too
      // A turn passed says whose turn it is: true only while it lasts, so
      // the box tells none of the others' turns, and ends with the
      // reader's ("It is your turn.").
      if (other && lines.length && e.kind !== TURN) {
        tell(d, e, game);
        of = { index: d.index, seat: e.seat, kind: e.kind };
      } else if (e.kind === TURN && e.seat === seat && !stale && lines.some((l) => l.length)) {
        lines[lines.length - 1].push(minus(d.text));
        turns.add(minus(d.text));
        run = null;
      }
    },
    draw(over, moved, acting = false) {
      if (acting && !acted) rests++;
      acted = acting;
      // Once the game is over, how it ended is said in the result box
      // alone, and no turn is anyone's: the box says the game is over,
      // and its last moves.
      const said = lines.map((l) => (over ? l.filter((x) => !ends.includes(x) && !endsOfGame.has(x) && !turns.has(x)) : l)).filter((l) => l.length);
      const phone = matchMedia(PHONE).matches;
      shown = shown || said.length > 0;
      el.hidden = over ? said.length === 0 : !shown;
      el.classList.toggle('quiet', said.length === 0);
      el.classList.toggle('stale', stale);
      Object.assign(el.dataset, of, { rest: rests });
      // Its list, the newest last: every sentence whole (style.css); on a
      // phone the older moves folded (phone.css) behind the button, which
      // a desktop does not show.
      const list = h('ul', {}, said.map((l, k) => h('li', { class: k === said.length - 1 && 'newest' }, moveLine(l))));
      const older = said.length - 1;
      const fold = older > 0 && !over ? h('button', { type: 'button', class: 'small earlier', 'aria-expanded': String(unfolded),
        onclick: () => { unfolded = !unfolded; el.classList.toggle('unfolded', unfolded); fold.setAttribute('aria-expanded', String(unfolded)); fold.textContent = foldWords(); } }) : '';
      const foldWords = () => (unfolded ? t('table.latestFold') : t('table.latestEarlier', { n: older }));
      if (fold) fold.textContent = foldWords();
      el.classList.toggle('unfolded', unfolded || over);
      el.replaceChildren(h('b', {}, over ? t('table.latestOver') : moved ? t('table.latest') : t('table.latestWatch')), fold, list,
        said.length ? '' : h('p', { class: 'none' }, t('table.latestNone')));
      // Over, nothing stands under it to keep still: it is measured afresh,
      // its room its last moves' (a desktop kept the most of the game's, a
      // tall and empty box), and on a phone it shows them all, none cut.
      el.classList.toggle('ended', over);
      if (phone) el.style.minHeight = '';
      else keepRoom(el, over ? 'over' : `rest ${rests}`);
      showNewest(list);
      return said.length > 0;
    },
  };
}
