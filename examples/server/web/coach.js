// The tutorial's coach (tutorial.js): its words, said from the keys the
// server names, with their gloss, the verb a click on a desktop and a tap
// on a touch screen; on a desktop its longer words with the move asked
// for first, on a phone folded behind "More", and the coach docked at
// the screen's top folded to its first line while the player scrolls.
import { h } from './dom.js';
import { t } from './i18n/i18n.js';
import { touchScreen } from './touch.js';
import { PHONE } from './follow.js';

// coachWords says a key of the coach's: the server names them, and this
// page says no other key of the catalogue for it, but its gloss (key.more:
// a word of the rulebook's, a rule that matters from here on) where the
// catalogue has one.
// The verb is clicking on a desktop, tapping on a touch screen.
export function coachWords(key) {
  return coachParts(key).filter(Boolean).join(' ');
}

// coachParts says a key of the coach's as its words and their gloss ('' where none).
// Its key rides along (key), for the room of the lesson's words (sayer).
export function coachParts(key) {
  const tap = touchScreen();
  const verbs = { click: t(tap ? 'tutorial.tap' : 'tutorial.click'), Click: t(tap ? 'tutorial.Tap' : 'tutorial.Click') };
  if (typeof key !== 'string' || !key.startsWith('tutorial.')) return ['', ''];
  const more = 'tutorial.' + key.slice('tutorial.'.length) + '.more';
  return Object.assign([t('tutorial.' + key.slice('tutorial.'.length), verbs), t(more, verbs) !== more ? t(more, verbs) : ''], { key });
}

// stepKeys are the keys of the steps of the lesson whose step key is
// key ("tutorial.lino.3": tutorial.lino.1, .2… while the catalogue has
// them).
function stepKeys(key) {
  const stem = key.slice(0, key.lastIndexOf('.') + 1);
  const keys = [];
  for (let n = 1; t(stem + n) !== stem + n; n++) keys.push(stem + n);
  return keys;
}

// FOLD is the length of the coach's words from which a phone folds them
// (sayWords): some three lines of its width; a desktop says the move
// asked for first from there (two lines of its width).
const FOLD = 160;

// docking folds and unfolds the coach of the lesson root, and gives back
// foldCoach(on), which does it (phone: the media query of a phone's
// width). On a phone the coach docked at the screen's top folds to its
// first line while the player scrolls the page themselves, and unfolds
// at the next step, at a tap on it, or back where it stands in the page
// (r30 #6: with what just happened in it, docked, it stood 290 px tall
// over the board's top row). Folded, it is clipped (tutorial.css), not
// shrunk: the board under it does not move under the finger.
export function docking(coach, root, phone) {
  const foldCoach = (on) => coach.classList.toggle('folded', on);
  const scrolled = () => { if (phone.matches && !root.dataset.done && coach.getBoundingClientRect().top < 1) foldCoach(true); };
  addEventListener('touchmove', scrolled, { passive: true });
  addEventListener('wheel', scrolled, { passive: true });
  addEventListener('scroll', () => { if (coach.getBoundingClientRect().top >= 1) foldCoach(false); }, { passive: true });
  coach.addEventListener('click', () => foldCoach(false));
  return foldCoach;
}

// sayer gives back sayWords, which puts the coach's words and their gloss
// in words, the element (render draws the lesson again when "More" is
// pressed). On a phone longer words show their first sentence and their
// last (the move asked for), the ones between and the gloss folded behind
// "More", open until the step changes (r24 #2: eight lines of the coach
// pushed the board below the screen's middle, and kept that room, empty,
// after the tap that made them shorter).
// The lesson's last words are said whole (done): its verdict stood
// folded behind "More" (r25 #2), and nothing under them waits for a tap.
// On a desktop longer words say the move asked for first, alone and
// bold, and under it the rest, whole, in the order written (r33 #1: a
// five-line paragraph with the move in its middle): there is room to
// read them, and the lesson is in them. (Every step's last sentence is
// the move it asks for, in the four languages.)
// On a desktop its room is the most the lesson's steps' words take at
// this width (#38 r36 #3: a step's longer words pushed Lino's field 22 px
// down, the cell under a still pointer another): the board under it does
// not move from one step to the next. At the lesson's end, said whole, it
// grows. (A phone's coach, docked over the board, is as tall as its
// words: the longest step's room, kept, hid a third of the screen; the
// control a step asks for is brought into sight under it, tutorial.js.)
export function sayer(words, render) {
  let unfolded = '';
  let room = { at: '', px: 0 };
  // fill puts the words said in into (words, or its copy measured by reserve).
  function fill(into, [main, gloss], step, done) {
    const text = [main, gloss].filter(Boolean).join(' ');
    const parts = main.split(/(?<=[.!?…])\s+(?=\P{Ll})/u);
    const middle = parts.length > 2 ? parts.slice(1, -1).join(' ') : '';
    const long = !done && text.length >= FOLD;
    if (long && parts.length > 1 && !matchMedia(PHONE).matches) {
      into.replaceChildren(h('strong', { class: 'coach-do' }, parts[parts.length - 1]), ' ',
        h('span', { class: 'coach-why' }, [...parts.slice(0, -1), gloss].filter(Boolean).join(' ')));
      return;
    }
    if (!long || !matchMedia(PHONE).matches || !(middle || gloss)) {
      into.textContent = text;
      return;
    }
    const open = unfolded === step;
    // (The folded sentences stand where they are read: between the first and the last.)
    const fold = (x) => (x ? h('span', { class: 'coach-more', hidden: !open }, ' ' + x) : '');
    const toggle = h('button', { type: 'button', class: 'coach-fold', 'aria-expanded': String(open),
      onclick: () => { unfolded = unfolded === step ? '' : step; render(); } }, t(open ? 'tutorial.less' : 'tutorial.more'));
    into.replaceChildren(...(middle ? [parts[0], fold(middle), ' ', parts[parts.length - 1]] : [main]), fold(gloss), ' ', toggle);
  }
  // reserve measures, once a width, the steps' words of key's lesson in
  // a hidden copy of words, and keeps the most height as its least.
  function reserve(key) {
    const width = words.getBoundingClientRect().width;
    const at = `${key.slice(0, key.lastIndexOf('.'))} ${width}`;
    if (room.at !== at && width > 0) {
      const copy = h(words.tagName.toLowerCase(), { class: words.className, 'aria-hidden': 'true' });
      Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', width: `${width}px` });
      words.after(copy);
      let px = 0;
      for (const k of stepKeys(key)) {
        fill(copy, coachParts(k), '', false);
        px = Math.max(px, copy.getBoundingClientRect().height);
      }
      copy.remove();
      room = { at, px };
    }
    words.style.minHeight = room.px ? `${Math.ceil(room.px)}px` : '';
  }
  function sayWords(said, step, done) {
    fill(words, said, step, done);
    if (done || matchMedia(PHONE).matches) words.style.minHeight = '';
    else if (said.key) reserve(said.key);
  }
  return sayWords;
}
