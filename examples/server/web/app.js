// The page's entry point: the lobby at /, a table at /play/{id}, a
// tutorial at /learn/{game}; and, when either fails, what went wrong in
// words, with a way on. The header holds the switch of the page's
// language, on every page.
import { h } from './dom.js';
import { home } from './site.js';
import { LANGUAGES, lang, setLang, t } from './i18n/i18n.js';
import { lobby } from './lobby.js';
import { table } from './table.js';
import { replay } from './replay.js';
import { tutorial } from './tutorial.js';
import { isLocal } from './memory.js';
import * as saved from './saved.js';

const m = location.pathname.match(/^\/play\/([^/]+)/);
const learn = location.pathname.match(/^\/learn\/([^/]+)/);
const app = document.getElementById('app');
// The menu stands in the page's HTML (index.html), so that the header
// keeps it while the scripts load; here it gets its languages.
const langSelect = document.getElementById('lang');
langSelect.replaceChildren(...LANGUAGES.map(([tag, name]) => h('option', { value: tag, lang: tag }, name)));
Object.assign(langSelect, { title: t('page.language'), disabled: false, onchange: () => setLang(langSelect.value) });
langSelect.setAttribute('aria-label', t('page.language'));
langSelect.value = lang;
// The menu changes the page's language on a choice alone: an arrow key
// (or a letter) on the closed menu would change it at once, the whole
// page with it, for a key meant for the game. Space, Enter or Alt+Down
// open the menu, where the arrows move among the languages.
// (A letter picks by its first letter on the key's press, which a
// keydown's preventDefault does not always stop.)
const stray = (e) => !e.altKey && !e.ctrlKey && !e.metaKey && (e.key.startsWith('Arrow') || (e.key.length === 1 && e.key !== ' ') || ['Home', 'End', 'PageUp', 'PageDown'].includes(e.key));
for (const kind of ['keydown', 'keypress']) langSelect.addEventListener(kind, (e) => { if (stray(e)) e.preventDefault(); });
const query = new URLSearchParams(location.search);
// SLOW is how long, in ms, the page shows it is loading before it says
// that it is still coming.
const SLOW = 2500;
// A language the address names goes on with every link of the page
// followed from it, for a browser that keeps nothing (i18n.js remembers
// it where the browser keeps it).
if (query.has('lang')) {
  document.addEventListener('click', (e) => {
    const a = e.target instanceof Element && e.target.closest('a[href]');
    if (!a) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || url.searchParams.has('lang')) return;
    url.searchParams.set('lang', lang);
    a.href = url.href;
  });
}
// A game of this browser's engine is kept in the browser it was played
// in: its address opened in another (a replay's link sent to a friend)
// says so, not that the table may have been cleared away (r23 #4).
const at = query.get('local') || (m ? decodeURIComponent(m[1]) : '');
// The page's first mark says what it loads, a lesson, a game or the
// lobby (r29 #4: a lesson's start showed a bare "…" until its first step
// came, seconds on a busy machine). The server wrote it so already
// (index.go); a static export's index.html says it in English, until here.
app.querySelector('.loading')?.replaceChildren(learn ? t('tutorial.loading') : m || query.has('local') ? t('table.loading') : t('page.loading'));
let run;
if (!learn && isLocal(at) && !saved.get(at)) run = Promise.reject(new Error(t('table.elsewhere')));
else if (learn) run = tutorial(app, decodeURIComponent(learn[1]));
else if (query.has('local')) run = query.has('replay') ? replay(app, query.get('local')) : table(app, query.get('local'), query);
else if (!m) run = lobby(app);
else if (query.has('replay')) run = replay(app, decodeURIComponent(m[1]));
else run = table(app, decodeURIComponent(m[1]), query);
// A page slow to come (a busy machine: a reload sat on "Loading the
// game…" for 5 s, r24 #7) says after a while that it is still coming,
// and says it to a screen reader too: it never waits without a word.
setTimeout(() => {
  const mark = app.querySelector('.loading');
  if (!mark) return;
  mark.removeAttribute('aria-hidden');
  mark.setAttribute('role', 'status');
  mark.replaceChildren(t('page.slow'));
}, SLOW);
run.catch((err) => {
  const ways = [...(err && err.ways) || [], { href: home, text: t('page.toLobby') }];
  app.replaceChildren(h('section', { class: 'panel oops' },
    h('h2', {}, t('page.oops')),
    h('p', { class: 'error', role: 'alert' }, String(err && err.message ? err.message : err)),
    h('p', { class: 'ways' }, ways.map((w) => [h('a', { class: 'button', href: w.href }, w.text), ' ']))));
});
