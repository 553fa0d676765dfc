// The page's own words, read through t from one catalogue per language
// (en.js, fr.js, it.js, nl.js; the lessons' words in a file of their own
// beside each, en.tutorial.js…, which lessonWords adds when a lesson
// opens): a flat object of keys to strings with {name} holes, or to small
// functions for what a language says differently by number. The sentences
// of the library (narration, move labels, previews, refusals) are the
// server's, asked for in the page's language (api in dom.js sends it),
// never translated here.
//
// Only the reader's language's catalogue is fetched (r33: the four, with
// the four lessons' words, were some 400 kB of a first visit's waves):
// the server names it in index.html, so that it comes with the modules
// (index.go), and this module waits for it before any other runs. Every
// catalogue has every key (a test checks), so none needs English beside
// it.
import { home } from '../site.js';

// LABELS are the keys whose words stand alone (a heading, a list's name),
// where a seat keeps its label's form.
const LABELS = new Set(['seat.name', 'seat.computer', 'seat.computerN', 'table.withLevel', 'lobby.computer']);

// LANGUAGES are the choices of the header's switch, each language named
// in itself (as the library's lang.Name names it), so that a reader finds
// their own whatever the page speaks now.
export const LANGUAGES = [['en', 'English'], ['fr', 'Français'], ['it', 'Italiano'], ['nl', 'Nederlands']];

// KEY is where this browser remembers the language chosen.
const KEY = 'tabletop.lang';

// supported returns the catalogue's tag of a BCP 47 tag by its primary
// subtag ("fr-BE" is French), or '' when the page does not speak it.
function supported(tag) {
  const primary = String(tag || '').toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.some(([known]) => known === primary) ? primary : '';
}

// remember keeps tag as this browser's language, in its storage and in a
// cookie, which tells the server the language of the page's first words
// (index.go); it returns whether the storage kept it.
function remember(tag) {
  document.cookie = `${KEY}=${tag}; path=${home}; max-age=${400 * 24 * 3600}; samesite=lax`;
  try { localStorage.setItem(KEY, tag); } catch { return false; }
  return true;
}

// PARAM is the address's query parameter that names a language: a link
// may carry one, and the switch uses it where the browser keeps nothing.
const PARAM = 'lang';

// choose is the language of this visit: the address's, else the one
// chosen before in this browser, else the first of the browser's
// languages that the page speaks, else English.
// A language the address names is remembered as the browser's choice, so
// that the next page (a tutorial, a table, a replay, opened by a link
// that names none) speaks it too.
function choose() {
  let kept = supported(new URLSearchParams(location.search).get(PARAM));
  if (kept) {
    remember(kept); // (storage off: the links carry the language, see app.js)
    return kept;
  }
  try { kept = supported(localStorage.getItem(KEY)); } catch { /* storage off: the browser's languages choose */ }
  if (kept) {
    remember(kept); // (a choice kept before the cookie was)
    return kept;
  }
  for (const tag of navigator.languages || [navigator.language]) {
    if (supported(tag)) return supported(tag);
  }
  return 'en';
}

// lang is the language the page speaks, which it sends to the server so
// that the library's sentences come in it too.
export const lang = choose();
const catalogue = await import(`./${lang}.js`);
const words = { ...catalogue.default };
// seats write a seat's default name (seat.name, a label: "Joueur 2")
// inside a sentence as the noun it is, with its article and contractions,
// as the library's DefaultName does: "au joueur 2", "del giocatore 2",
// "speler 2" (the catalogue's inSentence); English's "Seat 2" needs
// nothing.
const seats = catalogue.inSentence || ((text) => text);
const rules = new Intl.PluralRules(lang);
document.documentElement.lang = lang;

// setLang remembers tag as this browser's language and shows the page
// again in it: every word, the server's included, comes anew. Where the
// browser keeps nothing, or the address names a language, the address
// carries the new one.
export function setLang(tag) {
  if (!supported(tag) || tag === lang) return;
  const kept = remember(tag);
  const url = new URL(location.href);
  if (kept && !url.searchParams.has(PARAM)) {
    location.reload();
    return;
  }
  url.searchParams.set(PARAM, tag);
  location.assign(url);
}

// lessonWords adds the lessons' words to the catalogue: a lesson's page
// waits for them before it says anything.
export async function lessonWords() {
  Object.assign(words, (await import(`./${lang}.tutorial.js`)).default);
}

// t writes the sentence of key with args: {name} holes in a string are
// filled from args, and a function is called with args. A key missing
// from the catalogue shows as itself, so that a test finds it.
export function t(key, args = {}) {
  const w = words[key];
  let text;
  if (typeof w === 'function') text = w(args, plural);
  else if (typeof w === 'string') text = w.replace(/\{(\w+)\}/g, (m, k) => (args[k] === undefined ? m : number(args[k])));
  else return key;
  return typeset(LABELS.has(key) ? text : seats(String(text)));
}

// typeset spaces the punctuation as French printers do, where a hole's
// words (a name, a server's reason) bring a plain space: a narrow no-break
// space before ; ! ?, a no-break space before : and inside « », so that
// the sign never begins a line. The catalogue itself is written so.
const typeset = lang === 'fr'
  ? (text) => String(text).replace(/ ([;!?])/g, '\u202f$1').replace(/ ([:»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
  : (text) => text;

// plural picks forms[category] for n by the language's plural rules,
// {one: ..., other: ...} in English, with {n} filled in.
export function plural(n, forms) {
  const f = forms[rules.select(n)] ?? forms.other;
  return f.replace(/\{n\}/g, number(n));
}

// number writes a hole's value, a negative number with a true minus sign
// (−3, not -3), as the page writes every number.
function number(v) {
  return typeof v === 'number' && v < 0 ? '\u2212' + String(-v) : String(v);
}
