// "Since your move": beside the board, the others' moves since the
// reader's own, one line a move, the newest last; before the reader's
// first move (a rematch that another seat begins), the last moves. The
// moves the reader answers stay until the reader's turn is over (#38 r36
// #2: emptied at the reader's first move, a Linko! player who discarded
// an attacked play, still to draw, had lost what the others had done),
// their turn sentence gone from that first move (the status says what is
// left to do). The turn over (another seat to move, or none: a round or
// the game ended), they go (#38 r24 #4: the moves before it, kept pale,
// and their "It is your turn." read as if the turn were still the
// reader's while Computer 2 played): until another seat's move is told it
// says who is playing ("Computer 2 is playing…"), never a move or a turn
// that is over.
//
// Whose turn it is, which the library's narration says last in every
// move (a turn passed, or the turn sentence after a move's last event),
// is said at most once, and only where it is still true: at the end of the
// newest line, while that seat is to move. The server's event message
// says the turn sentence its text ends with (its "turn"): it is cut off the
// text and kept as the line's turn. Where a message says none (the
// in-browser engine's), the page knows the turn sentences it was told (a
// turn passed's whole text, by seat), and cuts the same words off another
// event's text. A turn that is over (an older line's, or the newest's
// once another seat moves or the game ends) is not shown.
//
// For tests and tools: #latest has data-index, data-seat and data-kind of
// the last event of someone else's move that it shows, and data-rest, the
// count of the times the reader came to act (its room is measured afresh
// at each).
import { h, minus, keepRoom } from './dom.js';
import { PHONE } from './follow.js';
import { t } from './i18n/i18n.js';
import { DURATION, still } from './motion.js';

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

// LEAST is the least room, in px, that bound leaves the box beside the
// seats: its title and a line and a half (the newest move's start). At
// five Linko! seats on a 768 px screen the seats' panels, grown with their
// plays, left 70 px: the seats come first, the box scrolls.
const LEAST = 48;

// bound keeps the seats under el, a desktop's box beside the board, on the
// screen (r33 #2: at a table of three its room, the screen's less 18rem,
// pushed Computer 3's panel below the fold): its room (--room, style.css)
// is the screen's height less what stands above it and the seats under it
// (the seats keep their room: table.js), at least LEAST; longer words
// scroll inside, the newest's start in sight (showNewest). The room it
// kept (keepRoom) is cut to that too. Over, its last moves stand whole,
// the result above them.
function bound(el, over) {
  const seats = el.parentElement && el.parentElement.querySelector('.seats');
  if (!seats || over) {
    el.style.removeProperty('--room');
    return;
  }
  const gap = parseFloat(getComputedStyle(el.parentElement).rowGap) || 0;
  const room = Math.max(LEAST, Math.floor(innerHeight - (el.getBoundingClientRect().top + scrollY) - gap - seats.getBoundingClientRect().height - 8));
  el.style.setProperty('--room', `${room}px`);
  if (parseFloat(el.style.minHeight) > room) el.style.minHeight = `${room}px`;
}

// latestBox keeps "Since your move" for the reader at seat: el, the box;
// begin() starts the line of another seat's move; add(d, other, game,
// live) tells an event of game's (d: its index, event and text; other:
// whether another seat's move made it; live: whether it happened since
// the page opened); clear() says the reader moved: the moves told so
// far go once the reader's turn is over (draw); draw(over,
// moved, acting, toMove, who) draws it, moved telling whether the reader
// has moved yet, acting whether the reader is to act now, toMove the seat
// to move (-1 for none) and who its name; seat is the seat of the last
// move told, or undefined, and held what it says empty while a result
// holds the board (a LINX round's: not who is playing, r29 #6); rest, the
// count of the times the reader came
// to act, for what keeps its room from one to the next (the status);
// ends, the sentences of how the game ended, said beside the result;
// fit() bounds it again once the seats under it are drawn (a desktop's:
// bound).
export function latestBox(seat) {
  const el = h('div', { id: 'latest', class: 'latest', 'aria-live': 'polite', hidden: true });
  // lines are the moves told, each a list of parts: { text }, and a turn
  // sentence { text, turn: the seat it names }.
  let lines = [], of = {}, run = null, ends = [];
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
  // no "It is your turn.") Empty (the reader's turn over), it says,
  // pale, who is playing, or what it will tell: no blank hole above the seats.
  let shown = false;
  // unfolded: on a phone, the older moves shown (the button), until the
  // next move of another seat begins a line.
  let unfolded = false;
  let rests = 0; // the times the reader came to act
  let acted = false; // whether the reader was to act at the last drawing
  const endsOfGame = new Set();
  // turnTexts are the turn sentences told so far, each with the seat it
  // names: a turn passed's whole text.
  const turnTexts = new Map();
  // lands holds, for each line (of lines) drawn so far, when it shows
  // (performance.now()'s clock), 0 for at once.
  const lands = new WeakMap();
  // roomAt is what the room it keeps is kept for (dom.js keepRoom's at).
  let roomAt = '';
  // keep keeps its room (keepRoom); on a phone, over phone.css's dropping
  // of a desktop's.
  function keep() {
    keepRoom(el, roomAt);
    if (matchMedia(PHONE).matches && el.style.minHeight) el.style.setProperty('min-height', el.style.minHeight, 'important');
  }
  // A screen grown or narrowed measures its room afresh at once (keepRoom:
  // a room is its width's): kept at 320 px, a line that took two there
  // held the room of two at 390, to give it back at the next drawing, a
  // first tap's, the board moving under the finger (fix29: after a reload
  // at 320 px, Lino's field rose 19 px between the tap and its bar).
  let width = 0;
  new ResizeObserver(([entry]) => {
    const now = Math.round(entry.contentRect.width);
    if (width && now !== width && roomAt) keep();
    width = now;
  }).observe(el);

  // parts splits text into an event's own words and the turn sentence it
  // ends with: the one the server says (given: an event message's turn,
  // which names the seat to move after that move, true while its line is
  // the newest), else a known one.
  function parts(text, given) {
    if (given && text.length > given.length && text.endsWith(' ' + given)) return [{ text: text.slice(0, -given.length - 1) }, { text: given, turn: true }];
    for (const [turn, s] of turnTexts) {
      if (text.length > turn.length && text.endsWith(' ' + turn)) return [{ text: text.slice(0, -turn.length - 1) }, { text: turn, turn: s }];
    }
    return [{ text }];
  }

  // tell adds the sentence of the event e to the last line: a run of like
  // events of one seat (Linko!'s draws from the pile, game.folds) as one
  // sentence, counted (game.fold).
  function tell(d, e, game) {
    const line = lines[lines.length - 1];
    const [own, turn] = parts(minus(d.text), d.turn && minus(d.turn));
    const folds = !!game.folds && game.folds(e);
    if (folds && !turn && run && run.line === line && run.index === d.index - 1 && run.seat === e.seat) {
      line[line.length - 1] = { text: game.fold(run.text, ++run.n) };
      run.index = d.index;
      return;
    }
    line.push(own);
    if (turn) line.push(turn);
    run = folds && !turn ? { line, index: d.index, seat: e.seat, text: own.text, n: 1 } : null;
  }

  // fit bounds the box, on a desktop, by the seats under it as they are
  // drawn now (bound). While the others play it shows the newest move,
  // the line above it fading out under the title (scrolled: cut), never
  // the newest's own first line (r34 #5). When the reader comes to act it
  // shows its end, the newest move and the turn (r36 #1: from its first
  // line, the newest and the turn were out of sight, with no scrollbar
  // seen; the older lines are a scroll up, style.css). (Linko!'s, where
  // r34 #5's attack was out of sight, grows under the board: table.js.)
  function fit() {
    if (!matchMedia(PHONE).matches) bound(el, el.classList.contains('ended'));
    const list = el.querySelector('ul');
    if (!list) return;
    if (acted) list.scrollTop = list.scrollHeight;
    else {
      showNewest(list);
      if (list.scrollTop > 0) list.scrollTop -= parseFloat(getComputedStyle(list).lineHeight) || 0;
    }
    list.classList.toggle('cut', list.scrollTop > 0);
  }

  return {
    el,
    fit,
    get seat() { return of.seat; },
    get ends() { return ends; },
    get rest() { return rests; },
    begin() { unfolded = false; lines = [...lines.filter((l) => !l.answered).slice(-(LATEST_MAX - 1)), []]; },
    clear() { for (const l of lines) l.answered = true; run = null; },
    add(d, other, game, live) {
      const e = d.event || {};
      if (!d.text) return;
      if (e.kind === TURN) turnTexts.set(minus(d.text), e.seat);
      // The reader's own card drawn from the pile (game.toldOwn): the box
      // tells which, on a line of its own, the card marked in the hand.
      if (live && !other && e.seat === seat && game.toldOwn && game.toldOwn(e)) {
        if (!lines.length || run === null || run.own !== true) lines = [...lines.slice(-(LATEST_MAX - 1)), []];
        lines[lines.length - 1].push({ text: minus(d.text) });
        run = { own: true };
        return;
      }
      if (GAME_ENDS.has(e.kind)) endsOfGame.add(minus(d.text));
      else if (END_KINDS.has(e.kind)) ends = [...ends, minus(d.text)]; // every round's, the first too
      // A turn passed to another seat is said by the status; the
      // reader's ends the line it follows ("It is your turn."), while true.
      if (other && lines.length && e.kind !== TURN) {
        tell(d, e, game);
        // A move that touched the reader's pieces (game.touches: a LINX
        // tile covered) is never folded away on a phone (r24 #3).
        if (game.touches && game.touches(e, seat)) lines[lines.length - 1].touched = true;
        if (live) lines[lines.length - 1].live = true; // (told as it happened: landing, below)
        of = { index: d.index, seat: e.seat, kind: e.kind };
      } else if (e.kind === TURN && e.seat === seat && lines.some((l) => l.length)) {
        lines[lines.length - 1].push({ text: minus(d.text), turn: e.seat });
        run = null;
      }
    },
    draw(over, moved, acting = false, toMove = -1, who = '', held = '') {
      if (acting && !acted) rests++;
      acted = acting;
      // The reader's turn over, the moves it answered go.
      if (over || toMove !== seat) lines = lines.filter((l) => !l.answered);
      // Once the game is over, how it ended is said in the result box
      // alone, and no turn is anyone's: the box says the game is over,
      // and its last moves. A turn is said at the end of the newest line
      // alone, while it lasts.
      const last = lines.length - 1;
      const said = lines.map((l, k) => Object.assign(l.filter((x, i) => (x.turn === undefined ? !over || (!ends.includes(x.text) && !endsOfGame.has(x.text))
        : !over && !l.answered && k === last && i === l.length - 1 && (x.turn === true || x.turn === toMove))).map((x) => x.text), { touched: l.touched, of: l })).filter((l) => l.length);
      // A move told as the page draws it, its piece gliding in, shows as
      // the piece lands (r33 #3: LINX told it beside the board as its
      // tile set off, read first): the eye follows the piece, then reads.
      // Not a move made before the page opened, nor where nothing moves
      // (reduced motion, moves shown at once). A drawing again before it
      // lands keeps it waiting as long as it has left.
      const newest = said[said.length - 1];
      if (!over && newest && newest.of.live && !lands.has(newest.of) && !still()) lands.set(newest.of, performance.now() + DURATION);
      for (const l of said) if (!lands.has(l.of)) lands.set(l.of, 0);
      const landing = (l) => Math.max(0, lands.get(l.of) - performance.now());
      shown = shown || said.length > 0;
      el.hidden = over ? said.length === 0 : !shown;
      el.classList.toggle('quiet', said.length === 0);
      Object.assign(el.dataset, of, { rest: rests });
      // Its list, the newest last: every sentence whole (style.css); on a
      // phone the older moves folded (phone.css) behind the button, which
      // a desktop does not show.
      const list = h('ul', {}, said.map((l, k) => {
        const wait = landing(l);
        const li = h('li', { class: [k === said.length - 1 && 'newest', l.touched && 'touched', wait > 0 && 'landing'] }, moveLine(l));
        if (wait > 0) li.style.animationDelay = `${Math.round(wait)}ms`;
        return li;
      }));
      const older = said.filter((l, k) => k < said.length - 1 && !l.touched).length;
      const fold = older > 0 && !over ? h('button', { type: 'button', class: 'small earlier', 'aria-expanded': String(unfolded),
        onclick: () => { unfolded = !unfolded; el.classList.toggle('unfolded', unfolded); fold.setAttribute('aria-expanded', String(unfolded)); fold.textContent = foldWords(); } }) : '';
      const foldWords = () => (unfolded ? t('table.latestFold') : t('table.latestEarlier', { n: older }));
      if (fold) fold.textContent = foldWords();
      el.classList.toggle('unfolded', unfolded || over);
      // Empty once the reader's turn is over, it says who is playing now.
      const waiting = moved && !over && !acting && toMove >= 0 && toMove !== seat && who;
      el.replaceChildren(h('b', {}, over ? t('table.latestOver') : moved ? t('table.latest') : t('table.latestWatch')), fold, list,
        said.length ? '' : h('p', { class: 'none' }, held || (waiting ? t('table.latestWaiting', { who }) : t('table.latestNone'))));
      // Over, nothing stands under it to keep still: it is measured afresh,
      // its room its last moves' (a desktop kept the most of the game's, a
      // tall and empty box), and on a phone it shows them all, none cut.
      // On a phone too, from the reader's turn to the next, it keeps the
      // most room it has taken: the reader's turn over empties it (the newest
      // move's sentences give way to who is playing), and the board under
      // it would rise under the finger. (phone.css drops a desktop's room
      // kept: this one is set at a phone's width, and over it.)
      el.classList.toggle('ended', over);
      roomAt = over ? 'over' : `rest ${rests}`;
      keep();
      fit();
      return said.length > 0;
    },
  };
}
