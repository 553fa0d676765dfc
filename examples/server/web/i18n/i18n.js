// The page's own words, read through t from one catalogue per language
// (en.js, ...): a flat object of keys to strings with {name} holes, or to
// small functions for what a language says differently by number. The
// sentences of the library (narration, move labels, previews, refusals)
// are the server's, never translated here.
import en from './en.js';

// CATALOGUES are the languages the page speaks, by their BCP 47 tag.
const CATALOGUES = { en };

// The catalogue in use: English, the only one so far; a second language
// is one more file and one more entry in CATALOGUES.
const lang = 'en';
const words = CATALOGUES[lang];
const rules = new Intl.PluralRules(lang);
document.documentElement.lang = lang;

// t writes the sentence of key with args: {name} holes in a string are
// filled from args, and a function is called with args. A key missing
// from the catalogue shows as itself, so that a test finds it.
export function t(key, args = {}) {
  const w = words[key];
  if (typeof w === 'function') return w(args, plural);
  if (typeof w !== 'string') return key;
  return w.replace(/\{(\w+)\}/g, (m, k) => (args[k] === undefined ? m : String(args[k])));
}

// plural picks forms[category] for n by the language's plural rules,
// {one: ..., other: ...} in English, with {n} filled in.
export function plural(n, forms) {
  const f = forms[rules.select(n)] ?? forms.other;
  return f.replace(/\{n\}/g, String(n));
}
