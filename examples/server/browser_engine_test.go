package main

// The engine in the page beside a server: its files served with the page,
// its games in the page's language, its guesses of a move's result.

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserOfflineFromServer checks that a server whose -engine folder
// holds the built engine offers to play in the browser, and that the game
// so started is played there, at an address of this browser's own.
func TestBrowserOfflineFromServer(t *testing.T) {
	srv, e := engineServer(t)
	ctx := e.tab(true)
	fail := e.openLobby(ctx, "server-offline")
	e.screenshot(ctx, "server-offline-lobby", false)
	e.playOneHere(ctx, fail, "server-offline")
	href, _ := cdp(ctx, chromedp.Evaluate[string](`location.href`))
	if !strings.Contains(href, "?local=local-") {
		t.Errorf("the game in the browser is at %s, not at an address of its own", href)
	}
	// The server knows nothing of it.
	if n, err := srv.store.Count(context.Background(), listFilter{}); err != nil || n != 0 {
		t.Errorf("the server holds %d tables (%v) after a game in the browser", n, err)
	}
}

// TestBrowserOfflineSpeaks starts a game in the browser from a server's
// lobby in French, Italian and Dutch, each another game, on a phone's
// screen: the header says in the page's language that the game is played
// in this browser, no English word shows, and every word fits.
func TestBrowserOfflineSpeaks(t *testing.T) {
	_, e := engineServer(t)
	for _, lc := range []struct {
		tag, accept, game string
		wrong, right      *regexp.Regexp
	}{
		{"fr", "fr-FR,fr", "linko", englishOnly, french},
		{"it", "it-IT,it", "lino", englishOnly, italian},
		{"nl", "nl-NL,nl", "linx", englishNotDutch, dutch},
	} {
		t.Run(lc.tag, func(t *testing.T) {
			e := &browserEnv{t: t, ts: e.ts, url: e.url, browser: e.browser, shots: e.shots}
			ctx := e.tab(true)
			if err := speaking(ctx, lc.accept); err != nil {
				t.Fatal(err)
			}
			fail := e.openLobby(ctx, lc.game)
			e.checkLang(ctx, lc.tag)
			e.phone(ctx, true)
			if err := setField(ctx, "#game", lc.game); err != nil {
				fail(err)
			}
			e.playOneHere(ctx, fail, lc.tag+"-"+lc.game+"-here-phone")
			said, err := cdp(ctx, chromedp.Evaluate[[]string](fmt.Sprintf(`(async () => [
				document.getElementById('conn').textContent,
				(await import('/static/i18n/%s.js')).default['table.conn.here'],
			])()`, lc.tag), chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatal(err)
			}
			if said[0] != said[1] {
				t.Errorf("the header of a game in this browser says %q, not %q", said[0], said[1])
			}
			e.checkLanguage(ctx, lc.game+" in this browser", lc.wrong, lc.right)
			e.checkCut(ctx, lc.game+" in this browser")
			e.screenshot(ctx, lc.tag+"-"+lc.game+"-here-phone", false)
		})
	}
}

// TestBrowserGuessesOnline checks that the engine in the page guesses from
// every game's view, and that a seat of a server's table, with the engine
// served, shows its move's result before the server answers, and
// that the engine here refuses a move out of turn in the library's words.
func TestBrowserGuessesOnline(t *testing.T) {
	_, e := engineServer(t)
	ctx := e.tab(true)
	// The engine here loads and guesses from every game's view, as the
	// server shows it (its deal's seed hidden); then, in LINX, the moves'
	// answers are held back.
	for _, game := range []string{"linko", "lino", "linx"} {
		e.playOnServer(ctx, game)
		engineReady(ctx, t, game)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		const real = window.fetch;
		window.held = [];
		window.fetch = (u, o) => o && o.method === 'POST' && String(u).endsWith('/moves') ? new Promise((ok) => window.held.push(() => ok(real(u, o)))) : real(u, o);
	})()`)); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('table').dataset.toMove === '0' && !!document.querySelector('#board [data-pick]:not([disabled]), #board [data-move]:not([disabled])')`)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := playOne(ctx); err != nil {
		t.Fatal(err)
	}
	// Seat 2's turn shows while the server has not had the move.
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('table').dataset.toMove === '1' && window.held.length === 1`)); err != nil {
		held, _ := cdp(ctx, chromedp.Evaluate[int](`window.held.length`))
		t.Fatalf("the move's result does not show before the server answers (%d moves held): %v", held, err)
	}
	e.screenshot(ctx, "guessed", false)
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`window.held.forEach((f) => f())`)); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelectorAll('#log li').length > 2 && !document.body.dataset.busy`)); err != nil {
		t.Fatal(err)
	}
	if msg, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('error').textContent`)); msg != "" {
		t.Errorf("after the server's answer the page says %q", msg)
	}
	// Out of turn, the engine here refuses as the server would: seat 1
	// plays seat 0's move.
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('table').dataset.toMove === '0' && !document.body.dataset.busy`)); err != nil {
		t.Fatal(err)
	}
	outOfTurn := func() string {
		said, err := cdp(ctx, chromedp.Evaluate[string](`(async () => {
			const view = await (await fetch(location.pathname.replace('/play/', '/api/tables/') + '/seats/0/view', { headers: { Authorization: 'Bearer ' + new URLSearchParams(location.search).get('token') } })).json();
			const { choicesOf } = await import('/static/choices.js');
			const move = JSON.parse(JSON.stringify(choicesOf(view.legalMoves)[0].moves[0]));
			delete move.seat;
			const g = await (await import('/static/local.js')).guess('linx', view, 1, move);
			return g && g.refused ? g.refused.reason + ': ' + g.refused.message : JSON.stringify(g);
		})()`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(said, "not-your-turn: ") {
			t.Errorf("a move out of turn, guessed: %s; want not-your-turn with its sentence", said)
		}
		return strings.TrimPrefix(said, "not-your-turn: ")
	}
	english := outOfTurn()
	t.Logf("refused here: %s", english)
	// In the page's language: the engine here speaks it too.
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`document.documentElement.lang = 'fr'`)); err != nil {
		t.Fatal(err)
	}
	french := outOfTurn()
	t.Logf("refused here in French: %s", french)
	if french == english || french == "" {
		t.Errorf("a page in French is refused in English: %q", french)
	}
}

// engineReady waits until the engine of a server's table's page answers
// its guesses: it is loaded.
func engineReady(ctx context.Context, t *testing.T, game string) {
	t.Helper()
	if _, err := engineWait(ctx, chromedp.Poll[bool](fmt.Sprintf(`(async () => {
		const view = await (await fetch(location.pathname.replace('/play/', '/api/tables/') + '/seats/0/view', { headers: { Authorization: 'Bearer ' + new URLSearchParams(location.search).get('token') } })).json();
		return (await (await import('/static/local.js')).guess(%q, view, 0, {})) !== null;
	})()`, game))); err != nil {
		t.Fatalf("the engine in the page does not load: %v", err)
	}
}

// TestBrowserGuessGlides checks that one's own move at a server's table,
// shown at once from the engine's guess, glides its piece from where it
// was, and once only: the server's events of the move glide it no more.
func TestBrowserGuessGlides(t *testing.T) {
	_, e := engineServer(t)
	ctx := e.tab(true)
	fail := e.openLobby(ctx, "linx")
	if err := setPace(ctx, "400"); err != nil {
		fail(err)
	}
	e.playOnServer(ctx, "linx")
	engineReady(ctx, t, "linx")
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('table').dataset.toMove === '0' && !!document.querySelector('#board [data-pick]:not([disabled])')`)); err != nil {
		t.Fatal(err)
	}
	// Every glide of a piece, by where it came from and the move that
	// brought it; the server's answers to moves are held back until the
	// guess is drawn.
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.flips = [];
		const animate = Element.prototype.animate;
		Element.prototype.animate = function (...args) {
			if (this.dataset && this.dataset.flipFrom) window.flips.push(this.dataset.flipFrom + ' ' + this.dataset.flipKey);
			return animate.apply(this, args);
		};
		const real = window.fetch;
		window.held = [];
		window.fetch = (u, o) => o && o.method === 'POST' && String(u).endsWith('/moves') ? new Promise((ok) => window.held.push(() => ok(real(u, o)))) : real(u, o);
	})()`)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := playOne(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`window.held.length === 1 && window.flips.some((f) => f.startsWith('seat:0 '))`)); err != nil {
		flips, _ := cdp(ctx, chromedp.Evaluate[[]string](`window.flips`))
		t.Fatalf("one's own move, guessed, does not glide before the server answers (glides: %q): %v", flips, err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`window.held.forEach((f) => f())`)); err != nil {
		t.Fatal(err)
	}
	// The server's events of the move come and are drawn.
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelectorAll('#log li.mine').length > 0 && !document.body.dataset.busy`)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond)
	flips, err := cdp(ctx, chromedp.Evaluate[[]string](`window.flips`))
	if err != nil {
		t.Fatal(err)
	}
	// A board drawn again mid-glide goes on with it (the same move's key);
	// a second glide of the move would bear its event's index.
	var own []string
	for _, f := range flips {
		if strings.HasPrefix(f, "seat:0 ") && !slices.Contains(own, f) {
			own = append(own, f)
		}
	}
	if len(own) != 1 || !strings.HasPrefix(own[0], "seat:0 guess-") {
		t.Errorf("one's own move glided as %q: want once, from the guess", own)
	}
}

// engineWait runs a, which waits for the engine in the browser, with a
// minute's patience: compiling its WebAssembly and starting Go take a
// second on a quiet machine, and over ten on one that other builds keep
// busy.
func engineWait[T any](ctx context.Context, a chromedp.Action[T]) (T, error) {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	return chromedp.Run(ctx, a)
}

// playOnServer opens a server's table of game against the computer, at
// the first seat: the lobby of a server whose page has the engine plays
// such a game in the browser, and the guesses are of a server's table.
func (e *browserEnv) playOnServer(ctx context.Context, game string) {
	e.t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		e.t.Fatal(err)
	}
	link, err := cdp(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(async () => {
		const games = (await (await fetch('/api/games')).json()).games;
		const g = games.find((x) => x.name === %q);
		const n = g.options.find((o) => o.name === 'players').default;
		const seats = Array.from({ length: n }, (_, i) => (i ? { player: 'bot', bot: 'greedy' } : { player: 'human' }));
		const res = await fetch('/api/tables', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: g.name, seats }) });
		return (await res.json()).seats[0].join;
	})()`, game), chromedp.EvalAwaitPromise))
	if err != nil {
		e.t.Fatal(err)
	}
	e.openSeat(ctx, e.url+link)
}
