package main

// The page in the players' languages: chosen from the browser's on the
// first visit, switched from the header and remembered, and every word of
// a whole game in it, the library's sentences included.

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// words matches any of the words given, whole and in any case.
func words(list ...string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(` + strings.Join(list, "|") + `)\b`)
}

// english are words of the English catalogues (the page's en.js and the
// library's) that no French, Italian or Dutch sentence holds; Dutch has
// "hand" and "won" of its own.
var english = []string{"the", "your", "you", "turn", "seats?", "draws?", "played", "plays", "round", "wins", "tiles?",
	"stones?", "cards?", "moved", "placed", "with", "from", "back", "rematch", "nobody", "take", "leave", "left",
	"game over", "players?", "move", "moves", "attacks?", "rows?", "runs?", "stars?", "pile", "discarded", "empty"}

var (
	englishOnly     = words(append(english, "hand", "won")...)
	englishNotDutch = words(english...)
	// notEnglish are words of the French, Italian and Dutch catalogues that
	// no English sentence holds.
	notEnglish = words("vous", "votre", "joueurs?", "manches?", "partie", "pioche", "tuiles?", "pierres?", "coups?",
		"giocatori?", "tocca", "mosse", "mossa", "tessere", "tessera", "pedine", "pedina", "mazzetto", "partita",
		"jij", "jouw", "speler", "beurt", "tegels?", "stenen", "kaarten")
	// french, italian and dutch are words each page must show somewhere.
	french  = words("vous", "votre", "joueurs?", "manches?", "partie", "tuiles?", "pierres?", "cartes?")
	italian = words("tu", "tua", "tuo", "giocatori?", "tocca", "tessere", "pedine", "carte", "partita")
	dutch   = words("je", "jij", "jouw", "speler", "beurt", "tegels?", "stenen", "kaarten")
)

// visibleText is what a person reads on the page: its title, its text, and
// the tooltips and names of what it shows.
const visibleText = `[document.title, document.body.innerText,
	...[...document.querySelectorAll('[title], [aria-label], [placeholder]')].map(el => [el.getAttribute('title'), el.getAttribute('aria-label'), el.getAttribute('placeholder')].filter(Boolean).join(' '))].join('\n')`

// speaking sets the languages the tab's browser prefers, as its
// navigator.languages and its Accept-Language say them.
func speaking(ctx context.Context, accept string) error {
	ua, err := cdp(ctx, chromedp.Evaluate[string](`navigator.userAgent`))
	if err != nil {
		return err
	}
	_, err = cdp(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdproto.Call(ctx, t, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{UserAgent: ua, AcceptLanguage: accept})
		return err
	}))
	return err
}

// checkLanguage fails the test when the page shows a word of the wrong
// language, naming where: wrong matches those words, and right those of
// the page's language, of which it must find some (else it reads nothing).
func (e *browserEnv) checkLanguage(ctx context.Context, where string, wrong, right *regexp.Regexp) {
	e.t.Helper()
	text, err := cdp(ctx, chromedp.Evaluate[string](visibleText))
	if err != nil {
		e.t.Fatal(err)
	}
	if !right.MatchString(text) {
		e.t.Errorf("%s: no word of the page's language in %q", where, text)
	}
	for _, line := range strings.Split(text, "\n") {
		if m := wrong.FindString(line); m != "" {
			e.t.Errorf("%s: %q in %q", where, m, line)
		}
	}
}

// checkLang fails the test unless the page speaks tag: <html lang>, and
// the header's switch shows it.
func (e *browserEnv) checkLang(ctx context.Context, tag string) {
	e.t.Helper()
	// (A page being loaded again has no context to ask for a while.)
	var got string
	var err error
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		got, err = cdp(ctx, chromedp.Evaluate[string](`document.readyState === 'complete' && document.querySelector('#lang') && document.documentElement.lang === `+jsValue(tag)+` ? document.querySelector('#lang').value : ''`))
		if err == nil && got == tag {
			return
		}
	}
	if err != nil || got != tag {
		e.screenshot(ctx, "lang-"+tag, false)
		e.t.Fatalf("the page does not speak %s: the switch shows %q (%v)", tag, got, err)
	}
}

// checkCut fails the test when, on a phone's screen, the page sticks out
// sideways or a control's words do not fit in it.
func (e *browserEnv) checkCut(ctx context.Context, where string) {
	e.t.Helper()
	e.checkNarrow(ctx)
	cut, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('button, a.button, summary, label, th, td, h1, h2, h3, .badge, .label')]
		.filter(el => el.offsetParent !== null && (el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > innerWidth + 1))
		.map(el => el.textContent.trim().slice(0, 40))`))
	if err != nil {
		e.t.Fatal(err)
	}
	if len(cut) > 0 {
		e.t.Errorf("%s: on a phone these words do not fit: %q", where, cut)
	}
}

// shot writes the tab's page at a phone's size, then at the desktop's,
// into the screenshot directory.
func (e *browserEnv) shot(ctx context.Context, name string) {
	e.t.Helper()
	e.phone(ctx, true)
	e.checkCut(ctx, name)
	e.screenshot(ctx, name+"-phone", false)
	e.phone(ctx, false)
	e.screenshot(ctx, name+"-desktop", false)
}

// TestBrowserSpeaksFrenchAndItalian plays games against the Easy computer
// player by clicking, in French (the browser's language on a first visit:
// Linko!) and in Italian (chosen from the header's switch, and remembered
// after a reload: LINX), and checks that no English word is shown, from
// the lobby to the end and in the rules; Lino in Dutch; and that an
// English lobby (a browser asking for German first) shows no French,
// Italian or Dutch. It writes screenshots of each language, on
// a phone's screen and a desktop's (kept with TABLETOP_SHOTS=DIR).
func TestBrowserSpeaksFrenchAndItalian(t *testing.T) {
	e := newBrowserEnv(t)
	for _, lc := range []struct {
		tag, accept string
		switched    bool // chosen from the header's switch, not from the browser's languages
		games       []string
		wrong       *regexp.Regexp
		right       *regexp.Regexp
	}{
		// Each game is played whole in one language besides English (a
		// game takes some twenty seconds of two quiet cores, minutes on
		// CI's loaded ones): the words of every move in every language
		// are the catalogues' tests' to check, and English is every other
		// browser test's language.
		{"fr", "fr-BE,fr;q=0.9,en;q=0.5", false, []string{"linko"}, englishOnly, french},
		{"it", "en-US,en;q=0.9", true, []string{"linx"}, englishOnly, italian},
		{"nl", "nl-NL,nl", false, []string{"lino"}, englishNotDutch, dutch},
		{"en", "de-DE,en;q=0.5,fr;q=0.3", false, nil, notEnglish, englishOnly},
	} {
		t.Run(lc.tag, func(t *testing.T) {
			e := &browserEnv{t: t, ts: e.ts, url: e.url, browser: e.browser, shots: e.shots}
			ctx := e.tab(true) // a browser of its own: nothing remembered yet
			if err := speaking(ctx, lc.accept); err != nil {
				t.Fatal(err)
			}
			e.openLobby(ctx, lc.tag)
			if lc.switched {
				e.checkLang(ctx, "en")
				if err := setField(ctx, "#lang", lc.tag); err != nil {
					t.Fatal(err)
				}
			}
			e.checkLang(ctx, lc.tag)
			e.checkFewLeft(ctx, lc.tag)
			if lc.switched { // remembered: a reload, and a new page, keep it
				if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
					t.Fatal(err)
				}
				e.checkLang(ctx, lc.tag)
			}
			if err := click(ctx, "#custom > summary"); err != nil {
				t.Fatal(err)
			}
			e.checkLanguage(ctx, "the lobby", lc.wrong, lc.right)
			e.shot(ctx, lc.tag+"-lobby")
			// The page of an address the server does not have.
			if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/nowhere")); err != nil {
				t.Fatal(err)
			}
			if _, err := cdp(ctx, chromedp.Poll[bool](`document.documentElement.lang === `+jsValue(lc.tag), chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
				t.Fatalf("the page of no address does not speak %s: %v", lc.tag, err)
			}
			e.checkLanguage(ctx, "the page of no address", lc.wrong, words(".+"))
			e.checkLessonLoading(ctx, lc.tag)
			for _, game := range lc.games {
				e.playIn(ctx, lc.tag, game, lc.wrong, lc.right)
			}
		})
	}
}

// playIn plays game against the Easy computer player from the lobby to
// its end, by clicking, checking the words at each step and taking
// pictures of the table, its rules and its end.
func (e *browserEnv) playIn(ctx context.Context, tag, game string, wrong, right *regexp.Regexp) {
	e.t.Helper()
	// The lobby draws its games' cards before the games' list answers, and
	// says the table is being made while it is, on the button pressed (r22
	// #6: "…" for seconds; r29 #4: a grey button, its words under it).
	if _, err := cdp(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdproto.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `document.addEventListener('readystatechange', () => {
			if (document.readyState !== 'interactive' || location.pathname !== '/') return;
			const app = document.getElementById('app');
			new MutationObserver(() => {
				if (window.lobbyFirst === undefined && app.querySelector('.game-card .game-title')) window.lobbyFirst = app.querySelector('#play-computer') ? 'with the games’ list' : 'before';
				const m = document.querySelector('#play-computer[aria-busy="true"]');
				if (m && m.textContent) sessionStorage.setItem('making', m.textContent + (m.disabled ? ' (greyed, disabled)' : ''));
			}).observe(app, { childList: true, subtree: true, characterData: true, attributes: true });
		})`})
		return err
	})); err != nil {
		e.t.Fatal(err)
	}
	fail := e.openLobby(ctx, game)
	if first, err := cdp(ctx, chromedp.Evaluate[string](`window.lobbyFirst || 'never'`)); err != nil || first != "before" {
		e.t.Errorf("%s: the lobby's cards were drawn %s (%v), not before the games' list answered", tag, first, err)
	}
	e.checkLang(ctx, tag)
	for _, f := range [][2]string{{"#game", game}, {"#level", "easy"}} {
		if err := setField(ctx, f[0], f[1]); err != nil {
			fail(err)
		}
	}
	if err := click(ctx, "#play-computer"); err != nil {
		fail(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
		fail(err)
	}
	if said, err := cdp(ctx, chromedp.Evaluate[string](`sessionStorage.getItem('making') || ''`)); err != nil || said != settingUp[tag] {
		e.t.Errorf("%s: while the table was made the lobby said %q (%v), want %q", tag, said, err, settingUp[tag])
	}
	e.checkLang(ctx, tag)
	rests := 0
	atRest := func() error {
		rests++
		e.checkLanguage(ctx, fmt.Sprintf("%s, move %d", game, rests), wrong, right)
		if rests == 4 {
			if err := click(ctx, "#rules > summary"); err != nil {
				return err
			}
			e.checkLanguage(ctx, game+"'s rules", wrong, right)
			e.shot(ctx, tag+"-"+game+"-table")
			if err := click(ctx, "#rules > summary"); err != nil {
				return err
			}
		}
		return nil
	}
	if _, clicks, err := playByClicking(ctx, atRest, false); err != nil {
		e.screenshot(ctx, tag+"-"+game+"-failed", false)
		e.t.Fatalf("%s in %s, after %d clicks: %v", game, tag, clicks, err)
	}
	// The last events, and the result with them, come after the view that
	// says it is over.
	cdp(ctx, chromedp.Poll[bool](`!!document.getElementById('verdict')`, chromedp.WithPollingTimeout(browserStepTimeout)))
	e.checkLanguage(ctx, game+"'s end", wrong, right)
	e.shot(ctx, tag+"-"+game+"-over")
	e.checkComputerNamed(ctx, tag, game)
	// Every cell of the result's table says something: a LINX round the
	// row's side lost once read "–", as if not played (r32 #10).
	if blank, _ := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('table.scores tbody td.num')].map((td) => td.textContent.trim()).filter((x) => x === '' || x === '–')`)); len(blank) > 0 {
		e.t.Errorf("%s, %s: the result's table has cells that say nothing: %q", tag, game, blank)
	}
	e.checkReopen(ctx, tag)
	// The replay speaks the language too, at the deal and after a move.
	if err := click(ctx, "#watch-replay"); err != nil {
		e.t.Fatalf("%s in %s: no replay at the end: %v", game, tag, err)
	}
	for _, step := range []string{"0", "1"} {
		if step != "0" {
			if err := click(ctx, "#replay-next"); err != nil {
				e.t.Fatal(err)
			}
		}
		if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#status [data-step="`+step+`"]`))); err != nil {
			e.screenshot(ctx, tag+"-"+game+"-replay-failed", false)
			e.t.Fatalf("%s in %s: the replay shows no step %s: %v", game, tag, step, err)
		}
		e.checkLanguage(ctx, game+"'s replay, step "+step, wrong, right)
	}
	e.shot(ctx, tag+"-"+game+"-replay")
}

// checkLessonLoading opens a lesson and reads the page's mark as its
// scripts have run, before its first step can come: it says, in the
// page's language, that the lesson loads (r29 #4: a bare "…" for seconds).
func (e *browserEnv) checkLessonLoading(ctx context.Context, tag string) {
	e.t.Helper()
	if _, err := cdp(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdproto.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `document.addEventListener('DOMContentLoaded', () => {
			if (location.pathname.startsWith('/learn/')) sessionStorage.setItem('lessonMark', (document.querySelector('#app .loading') || {}).textContent || 'no mark');
		})`})
		return err
	})); err != nil {
		e.t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/learn/lino")); err != nil {
		e.t.Fatal(err)
	}
	said, err := cdp(ctx, chromedp.Poll[string](`sessionStorage.getItem('lessonMark')`, chromedp.WithPollingTimeout(browserStepTimeout)))
	if err != nil || said != lessonLoading[tag] {
		e.t.Errorf("%s: as a lesson's page opened it said %q (%v), want %q", tag, said, err, lessonLoading[tag])
	}
}

// lessonLoading is what a lesson's page says while it loads, by language.
var lessonLoading = map[string]string{"en": "Loading the lesson…", "fr": "Chargement de la leçon…", "it": "Caricamento della lezione…", "nl": "De les wordt geladen…"}

// settingUp is what the lobby says while a table is made, by language.
var settingUp = map[string]string{"en": "Setting up the table…", "fr": "Préparation de la table…", "it": "Preparazione del tavolo…", "nl": "De tafel wordt klaargezet…"}

// loading is what the page says while a table loads, by language.
var loading = map[string]string{"en": "Loading the game…", "fr": "Chargement de la partie…", "it": "Caricamento della partita…", "nl": "Het spel wordt geladen…"}

// checkReopen opens the finished game's address again: until its first
// view the page says it loads the game, in its language, and none of the
// table's empty frames (a newcomer saw "…" and empty boxes); then the result.
func (e *browserEnv) checkReopen(ctx context.Context, tag string) {
	e.t.Helper()
	if _, err := cdp(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdproto.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `document.addEventListener('readystatechange', () => {
			if (document.readyState !== 'interactive') return;
			const app = document.getElementById('app');
			window.loadingSeen = [];
			new MutationObserver(() => {
				const p = app.querySelector('.loading'), tb = document.getElementById('table');
				if (p) window.loadingSeen.push(p.textContent + (tb && getComputedStyle(tb).display !== 'none' ? ' (under the table)' : ''));
			}).observe(app, { childList: true, subtree: true, characterData: true });
		})`})
		return err
	})); err != nil {
		e.t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		e.t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#final #verdict`))); err != nil {
		e.t.Fatalf("%s: the finished game opened again shows no result: %v", tag, err)
	}
	if seen, err := cdp(ctx, chromedp.Evaluate[[]string](`window.loadingSeen || []`)); err != nil || !slices.Contains(seen, loading[tag]) || slices.ContainsFunc(seen, func(s string) bool { return strings.HasSuffix(s, "(under the table)") }) {
		e.t.Errorf("%s: while the finished game loads the page says %q: want %q alone, no table's frames (%v)", tag, seen, loading[tag], err)
	}
}

// fewLeft is what Linko!'s panel says of a computer down to one card.
// The computer at seat 3 of two: numbered by its seat, as the library's
// sentences number it.
var fewLeft = map[string]string{"en": "Computer 3 has one card left", "fr": "L’ordinateur 3 n’a plus qu’une carte",
	"it": "Il computer 3 ha solo una carta in mano", "nl": "De computer 3 heeft nog maar één kaart"}

// checkFewLeft draws Linko!'s panels on a scene, in the page's language: a
// computer down to one card, which may end the game at its next play, is
// marked and says so (a game ended unwarned); one of five cards, and the
// reader, say nothing; in a narrow panel the figures of a game going on
// (played, in hand) stand whole, and a finished game's score keeps the
// name's line.
func (e *browserEnv) checkFewLeft(ctx context.Context, tag string) {
	e.t.Helper()
	got, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const { seats } = await import('/static/linko.js');
		const { namer } = await import('/static/names.js');
		const { short, tag } = namer({ seats: [{ player: 'human' }, { player: 'bot' }, { player: 'bot' }] }, 0);
		const v = { players: 3, tableaux: [['5'], ['3'], ['9']], known: [[], [], []], handSizes: [1, 5, 1], discard: [], round: 1, scores: [0, -4, 0], phase: 'draw', toMove: 2, active: 1, victim: 2 };
		const out = seats(v, { seat: 0, marks: {}, short, tag });
		// A narrow panel, as a phone's: during the game its figures (played,
		// in hand) stand whole under the name; at the end its score keeps
		// the name's line.
		const box = Object.assign(document.createElement('div'), { className: 'seats' });
		box.style.width = '170px';
		document.body.append(box);
		box.append(...out);
		const cut = out.filter((el) => el.dataset.seatPanel && [...el.querySelectorAll('.score.tally > span')].some((x) => x.getBoundingClientRect().right > el.getBoundingClientRect().right + 0.5));
		box.replaceChildren(...seats({ ...v, over: true }, { seat: 0, marks: {}, short, tag }));
		const wrapped = [...box.children].filter((el) => el.dataset.seatPanel && Math.abs(el.querySelector('.score').getBoundingClientRect().top - el.querySelector('b').getBoundingClientRect().top) > 6);
		box.remove();
		return [...out.filter((el) => el.classList.contains('few')).map((el) => el.dataset.seatPanel + ': ' + el.querySelector('.few-left').textContent),
			...cut.map((el) => 'figures cut: ' + el.dataset.seatPanel), ...wrapped.map((el) => 'score wrapped: ' + el.dataset.seatPanel)];
	})()`, chromedp.EvalAwaitPromise))
	if want := []string{"2: " + fewLeft[tag]}; err != nil || !slices.Equal(got, want) {
		e.t.Errorf("%s: Linko!'s panels of seats with 1, 5 and 1 cards warn %q, want %q (%v)", tag, got, want, err)
	}
}

// computerNoun is what the page calls a computer that plays, by language.
var computerNoun = map[string]string{"en": "Computer", "fr": "Ordinateur", "it": "Computer", "nl": "Computer"}

// checkComputerNamed checks, at the end of a game against the computer
// (seat 2), that the computer reads as a player: its panel names it
// (not "Seat 2 (Easy)"; "Computer 2", its seat's number, where several
// computers play) with its level in a badge beside, and the result box's
// row says the same, "Computer · Easy".
func (e *browserEnv) checkComputerNamed(ctx context.Context, tag, game string) {
	e.t.Helper()
	type named struct{ Panel, Level, Row, Seat string }
	got, err := cdp(ctx, chromedp.Evaluate[named](`(() => {
		const head = document.querySelector('[data-seat-panel="1"] .seat-head');
		return { Panel: head.querySelector('b').textContent, Level: (head.querySelector('.badge.level') || {}).textContent || '',
			Row: document.querySelector('[data-final-seat="1"] th').textContent,
			Seat: ((document.querySelector('#status .who') || {}).textContent || '') + document.title };
	})()`))
	if err != nil {
		e.t.Fatal(err)
	}
	if (got.Panel != computerNoun[tag] && got.Panel != computerNoun[tag]+" 2") || got.Level == "" || got.Row != got.Panel+" · "+got.Level {
		e.t.Errorf("%s, %s: the computer's panel says %q with the badge %q, its result row %q: want %q (with its seat's number where several play), its level beside",
			tag, game, got.Panel, got.Level, got.Row, computerNoun[tag])
	}
	// Against the computer alone, no seat is said: the panel's "You" is.
	if regexp.MustCompile(`(Seat|Joueur|Giocatore|Speler) 1\b`).MatchString(got.Seat) {
		e.t.Errorf("%s, %s: against the computer the table says the reader's seat: %q", tag, game, got.Seat)
	}
	e.checkNamesAgree(ctx, tag+", "+game)
}

// TestBrowserLanguageOfTheAddress opens the lobby at an address that names
// Italian in an English browser, and switches to Dutch in a browser that
// keeps nothing: the address carries the language in both, so a link can
// share one and the switch works without storage.
func TestBrowserLanguageOfTheAddress(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	if err := speaking(ctx, "en-US,en"); err != nil {
		t.Fatal(err)
	}
	// Storage that refuses every write, as a browser's private mode may.
	if _, err := cdp(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdproto.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `Storage.prototype.setItem = () => { throw new DOMException('off', 'QuotaExceededError'); };`})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/?lang=it")); err != nil {
		t.Fatal(err)
	}
	e.checkLang(ctx, "it")
	if err := setField(ctx, "#lang", "nl"); err != nil {
		t.Fatal(err)
	}
	e.checkLang(ctx, "nl")
	at, err := cdp(ctx, chromedp.Evaluate[string](`location.href`))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(at, "lang=nl") {
		t.Errorf("after the switch, with no storage, the address is %s; want it to name nl", at)
	}
}

// checkGuessNames checks, at a server's LINX table against the computer
// whose page has the engine, that the header says whom the player plays
// ("live" would promise other people); and guesses the player's move,
// then a second while the computer is to move: the engine here refuses
// it in a sentence that calls seat 2 as the table does ("the computer"),
// never "Seat 2", as the page would show it.
func checkGuessNames(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('conn').textContent === '● against the computer'`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		conn, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('conn').textContent`))
		t.Errorf("the header of a server's table against the computer says %q", conn)
	}
	said, err := cdp(ctx, chromedp.Evaluate[string](`(async () => {
		const path = location.pathname.replace('/play/', '/api/tables/');
		const auth = { headers: { Authorization: 'Bearer ' + new URLSearchParams(location.search).get('token') } };
		const view = await (await fetch(path + '/seats/0/view', auth)).json();
		const seats = (await (await fetch(path)).json()).seats;
		const { choicesOf } = await import('/static/choices.js');
		const local = await import('/static/local.js');
		const move = (v) => { const m = JSON.parse(JSON.stringify(choicesOf(v.legalMoves)[0].moves[0])); delete m.seat; return m; };
		const first = await local.guess('linx', view, 0, move(view), seats);
		if (!first || !first.view || first.view.toMove !== 1) return 'no guess: ' + JSON.stringify(first);
		const second = await local.guess('linx', first.view, 0, move(view), seats);
		return second && second.refused ? second.refused.message : JSON.stringify(second);
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(said, "Seat 2") || !strings.Contains(said, "computer") {
		t.Errorf("a guess out of turn at a table against the computer says %q: want the computer named as the table names it", said)
	}
}

// checkLocalNames opens a game of Linko! in this browser's engine where
// the computer plays first, and reads the player's view at their turn:
// its words (the plays' previews, "Attacks the computer's 7") call the
// computer as the table's panels do, never "Seat 2".
func checkLocalNames(t *testing.T, ctx context.Context) {
	t.Helper()
	said, err := engineWait(ctx, chromedp.Evaluate[string](`(async () => {
		try {
		const local = await import('/static/local.js');
		const made = await local.api('POST', '/api/tables', { game: 'linko', options: { players: 2, seed: 7, firstSeat: 1 }, seats: [{ player: 'human' }, { player: 'bot', bot: 'greedy' }] });
		for (let i = 0; i < 200; i++) {
			const v = await local.api('GET', '/api/tables/' + made.id + '/seats/0/view');
			if (v.toMove === 0) return JSON.stringify(v);
			await new Promise((r) => setTimeout(r, 50));
		}
		return 'no turn';
		} catch (err) { return 'failed: ' + err.message; }
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(said, "Seat 2") || !strings.Contains(strings.ToLower(said), "computer") {
		t.Errorf("the view of a game in this browser does not call the computer as the table does: %.400s", said)
	}
}
