// Linko!'s melds as a View writes them ("7x2+J"): read, counted, and
// said in words (linko.js).
import { t } from './i18n/i18n.js';

// parseMeld reads a View's meld, "7x2+J", into {value: "7", count: 2,
// jokers: 1}; jokers alone have the value "J".
export function parseMeld(m) {
  const out = { value: 'J', count: 0, jokers: 0 };
  for (const part of String(m).split('+')) {
    const [v, k] = part.split('x');
    const n = k === undefined ? 1 : parseInt(k, 10);
    if (v.toUpperCase() === 'J') out.jokers += n;
    else { out.value = v; out.count += n; }
  }
  return out;
}

// size is how many cards a meld holds.
export const size = (m) => { const p = parseMeld(m); return p.count + p.jokers; };

// meldCards lists a meld's cards: its number cards, then its jokers.
export function meldCards(m) {
  const p = parseMeld(m);
  return [...Array(p.count).fill(p.value), ...Array(p.jokers).fill('J')];
}

// meldWords writes a meld in words: "a 7", "two 7s and a joker".
export function meldWords(m) {
  const p = parseMeld(m);
  const parts = [];
  if (p.count) parts.push(t('linko.meld.cards', { n: p.count, value: p.value }));
  if (p.jokers) parts.push(t('linko.meld.joker', { n: p.jokers }));
  return parts.reduce((a, b) => t('and', { a, b }));
}

// meldWhat names what a meld is, for "attacks your 7s": every card of
// it, its value and its jokers ("your 7 and joker", «il 7 e il Jolly»).
export function meldWhat(m) {
  const p = parseMeld(m);
  return t('linko.meld.what', { n: p.count, value: p.value, jokers: p.jokers });
}
