// Who is who at a table, and what goes wrong opening one: a seat's
// number from the address, the names of the seats as the reader reads
// them, the errors a page shows with a way on.
import { h, HTTPError, seatName } from './dom.js';
import * as memory from './memory.js';
import { botLevel } from './levels.js';
import { t } from './i18n/i18n.js';
import { home } from './site.js';

// A PageError is an error with a way on: links the page offers with it.
export class PageError extends Error {
  constructor(message, ways) { super(message); this.ways = ways || []; }
}

// seatOf reads the address's seat (0-based, as the wire counts): -1 for a
// spectator. The page's links say ?player=N, counted from 1 as people
// count; the server's join links say ?seat=N, counted from 0.
export function seatOf(query) {
  const key = query.has('player') ? 'player' : query.has('seat') ? 'seat' : '';
  if (!key) return -1;
  const text = query.get(key);
  const base = key === 'player' ? 1 : 0;
  if (!/^\d+$/.test(text) || parseInt(text, 10) < base) throw new PageError(t('table.brokenSeat', { text }));
  return parseInt(text, 10) - base;
}

// namer says who a seat is, from the point of view of the seat that
// reads: You, a person's name, Seat N, or a computer as a player: its
// noun ("Computer"; "Computer 3" at seat 3 where several play: its
// seat's number, as the library's words number them and as its badge and
// LINX's tiles show it, so that a panel, a tile and a sentence of the log
// name one seat alike), its level beside it.
export function namer(info, reader) {
  const list = info.seats || [];
  // computer is a seat the library's words call the computer (the
  // server's seatNames, the worker's namesOf): a bot without a name.
  const computer = (i) => i !== reader && !!list[i] && list[i].player === 'bot' && !list[i].name;
  const computers = list.filter((s, i) => computer(i)).length;
  function short(i, capital = true) {
    if (i === reader) return capital ? t('table.you') : t('table.youLower');
    if (computer(i)) return computers > 1 ? t('seat.computerN', { n: i + 1 }) : t('seat.computer');
    const s = list[i];
    return (s && s.name) || seatName(i);
  }
  // level is a computer's level (Easy…), '' for a person and the reader.
  function level(i) {
    const s = list[i];
    return i !== reader && s && s.player === 'bot' ? botLevel(s.bot, s.options) : '';
  }
  function name(i, capital = true) {
    return level(i) ? t('table.withLevel', { who: short(i, capital), level: level(i) }) : short(i, capital);
  }
  // tag is a seat's name in its panel, a computer's level as a badge.
  function tag(i) {
    return [h('b', {}, short(i)), level(i) ? h('span', { class: 'badge level' }, level(i)) : ''];
  }
  // toMove says whose turn it is; a computer's name says what it is.
  function toMove(i) {
    return t('table.toMove', { who: short(i) });
  }
  return { name, short, tag, toMove };
}

// spectate is the way on to watching table id.
export function spectate(id) {
  return { href: `${home}play/${encodeURIComponent(id)}`, text: t('table.watch') };
}


// refusedMove says why a move was not made, in the server's sentence: a
// refused move's own, then that the table shows where it is now, for the
// page may have been behind it.
export function refusedMove(err) {
  if (err instanceof HTTPError && (err.reason || err.status === 409 || err.status === 400)) return t('table.refused', { why: err.message });
  return t('table.notSent', { why: err.message });
}

// seatBack is, for a spectator (seat -1) whose browser holds a seat at
// table id, the offer to take it back; else nothing.
export function seatBack(id, seat) {
  const held = seat < 0 ? memory.seatAt(id) : null;
  return held ? h('p', { class: 'seat-back panel' }, t('table.haveSeat', { seat: seatName(held.seat) }),
    h('a', { id: 'take-seat', class: 'button primary', href: memory.link(held) }, t('table.takeBack'))) : '';
}
