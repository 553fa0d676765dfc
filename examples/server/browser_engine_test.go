package main

// The engine in the page beside a server: its files served with the page,
// its games in the page's language, its guesses of a move's result.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
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
	e.checkTeamsAndReplayHere(ctx)

	// The tutorial's real game is played where the lobby's is: here.
	var lesson struct{ Steps int }
	code, body := call(t, "GET", e.url+"/api/tutorials/lino", "", "")
	if err := json.Unmarshal([]byte(body), &lesson); code != http.StatusOK || err != nil || lesson.Steps == 0 {
		t.Fatalf("the Lino lesson: %d %s (%v)", code, body, err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(fmt.Sprintf("%s/learn/lino?step=%d", e.url, lesson.Steps))); err != nil {
		t.Fatal(err)
	}
	if err := click(ctx, "#tutorial-ready"); err != nil {
		e.screenshot(ctx, "tutorial-ready-failed", false)
		t.Fatalf("the lesson's end offers no real game: %v", err)
	}
	if _, err := engineWait(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
		t.Fatal(err)
	}
	if href, _ := cdp(ctx, chromedp.Evaluate[string](`location.href`)); !strings.Contains(href, "?local=local-") {
		t.Errorf("the tutorial's real game is at %s, not in this browser as the lobby's", href)
	}
}

// checkNamesAgree checks, at the end of a game open in ctx, that each
// computer has one name, its seat's number: a computer's panel numbers
// it by its seat ("Computer 3" at seat 3), as its swatch and LINX's tiles
// do; a sentence of the log about the move of seat 2, and of every
// numbered computer, names it as its panel does; and the log numbers no
// computer that no panel does. (The panels and sentences once numbered
// computers among themselves, "Computer 2" at seat 3 whose tiles showed
// a 3: a newcomer at LINX in teams took a partner for an opponent.)
func (e *browserEnv) checkNamesAgree(ctx context.Context, what string) {
	e.t.Helper()
	type agreed struct {
		Panel   string
		Named   bool
		Strays  []string
		Numbers []string
	}
	got, err := cdp(ctx, chromedp.Evaluate[agreed](`(() => {
		const noun = /(?:computer|ordinateur)\s(\d+)/gi;
		const panels = [...document.querySelectorAll('[data-seat-panel]')].map((p) => ({ seat: Number(p.dataset.seatPanel),
			name: (p.querySelector('.seat-head b') || {}).textContent || '', swatch: (p.querySelector('.seat-head .swatch') || {}).textContent }));
		const numbers = new Set(panels.flatMap((p) => [...p.name.matchAll(noun)].map((m) => m[1])));
		const head = document.querySelector('[data-seat-panel="1"] .seat-head b');
		const panel = head ? head.textContent : '';
		const log = [...document.querySelectorAll('#log li')];
		const tells = (seat, name) => log.some((li) => li.dataset.seat === String(seat) && li.textContent.toLowerCase().includes(name.toLowerCase()));
		const wrong = [];
		for (const p of panels) {
			const number = [...p.name.matchAll(noun)].map((m) => m[1]);
			if (number.length && number[0] !== String(p.seat + 1)) wrong.push('panel of seat ' + (p.seat + 1) + ': ' + p.name);
			if (p.swatch !== undefined && p.swatch !== String(p.seat + 1)) wrong.push('swatch of seat ' + (p.seat + 1) + ': ' + p.swatch);
			if (number.length && !tells(p.seat, p.name)) wrong.push('no sentence of seat ' + (p.seat + 1) + ' names ' + p.name);
		}
		for (const g of document.querySelectorAll('g.owner[data-owner]')) {
			if (g.textContent !== String(Number(g.dataset.owner) + 1)) wrong.push('a tile of seat ' + (Number(g.dataset.owner) + 1) + ' marked ' + g.textContent);
		}
		return { Panel: panel, Named: tells(1, panel), Numbers: wrong,
			Strays: log.map((li) => li.textContent).filter((s) => [...s.matchAll(noun)].some((m) => !numbers.has(m[1]))) };
	})()`))
	if err != nil {
		e.t.Fatal(err)
	}
	if got.Panel == "" || !got.Named || len(got.Strays) > 0 || len(got.Numbers) > 0 {
		e.t.Errorf("%s: seat 2's panel says %q; a sentence of its move in the log says so: %v; sentences naming a computer no panel names: %q; numbers not the seat's: %q", what, got.Panel, got.Named, got.Strays, got.Numbers)
	}
}

// checkTeamsAndReplayHere starts from the lobby, with no form, LINX at 4
// in two teams against the computer (played in this browser), plays it
// out, and replays it as it was played: from the deal, the player called
// "You", no instruction to play, the way back to the seat; the lobby's
// "Your games" then lists it once, finished.
func (e *browserEnv) checkTeamsAndReplayHere(ctx context.Context) {
	t := e.t
	fail := e.openLobby(ctx, "linx-teams")
	// The engine begins to load as the pointer comes to the quick game,
	// before the button is pressed: its press finds the engine loaded
	// (r29 #4: the button stood two seconds while it loaded).
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		const W = Worker;
		window.workersMade = 0;
		window.Worker = class extends W { constructor(...a) { super(...a); window.workersMade++; } };
		document.querySelector('#quick h2').dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
	})()`)); err != nil {
		fail(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`window.workersMade > 0`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Errorf("the pointer over the quick game does not start the engine: %v", err)
	}
	for _, f := range [][2]string{{"#game", "linx"}, {"#level", "easy"}} {
		if err := setField(ctx, f[0], f[1]); err != nil {
			fail(err)
		}
	}
	// "4 in two teams" is a button in sight beside the numbers of players,
	// as a newcomer looked for it (r23 #2: it hid in a menu), and says
	// what it is (r29 #5: "2 against 2" read as one more number).
	counts, _ := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#quick [data-quick-count]')].filter((b) => b.getClientRects().length).map((b) => b.textContent + ': ' + b.getAttribute('aria-label'))`))
	if !slices.Equal(counts, []string{"2: 2 players", "3: 3 players", "4: 4 players", "4 in two teams: 4 players, two teams of two"}) {
		t.Errorf("LINX's quick play offers %q", counts)
	}
	if err := click(ctx, `[data-quick-count="4t"]`); err != nil {
		fail(err)
	}
	if pressed, _ := cdp(ctx, chromedp.Evaluate[[]string](`[document.getElementById('quick-players').value, ...[...document.querySelectorAll('[data-quick-count][aria-pressed="true"]')].map((b) => b.dataset.quickCount)]`)); !slices.Equal(pressed, []string{"4t", "4t"}) {
		t.Errorf("after a press on 4 in two teams the choice and the button pressed are %q", pressed)
	}
	// The line under the button says who plays with whom, the computers
	// named as their panels will name them.
	said, _ := cdp(ctx, chromedp.Text("#quick-seats"))
	if said != "You and Computer 3 against Computers 2 and 4." {
		t.Errorf("the lobby says %q of 4 in teams", said)
	}
	e.screenshot(ctx, "linx-teams-lobby", false)
	if err := click(ctx, "#play-computer"); err != nil {
		fail(err)
	}
	if _, err := engineWait(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
		fail(err)
	}
	teams, _ := cdp(ctx, chromedp.Evaluate[[]int](`[document.querySelectorAll('[data-seat-panel]').length, document.querySelectorAll('[data-team]').length]`))
	if len(teams) != 2 || teams[0] != 4 || teams[1] != 2 {
		t.Errorf("the game chosen as 4 in teams shows [seats, teams] %v", teams)
	}
	// On a 1280×800 screen the hand, its tiles and what to do with them
	// stand whole on the first screen under the 9×9 grid: picking from it
	// is the first thing to do (a newcomer found it at the window's foot).
	e.phone(ctx, false)
	if _, err := cdp(ctx, chromedp.Poll[bool](`(() => { scrollTo(0, 0); const h = document.getElementById('hand'); return !!h && h.getBoundingClientRect().bottom <= innerHeight; })()`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		bottom, _ := cdp(ctx, chromedp.Evaluate[float64](`(document.getElementById('hand') || document.body).getBoundingClientRect().bottom`))
		t.Errorf("LINX at 4 on a 1280×800 screen: the hand ends %.0f px down, past the first screen", bottom)
	}
	e.viewShot(ctx, "linx-teams-start")
	if _, _, err := playByClicking(ctx, nil, false); err != nil {
		e.screenshot(ctx, "linx-teams-failed", false)
		t.Fatal(err)
	}
	// The result is told team by team: a row each, its members named, the
	// winners' marked (seat by seat, a member looked as if it scored nothing).
	rows, _ := cdp(ctx, chromedp.Poll[[]string](`(() => { const r = [...document.querySelectorAll('#final:not([hidden]) tbody tr')]; return r.length ? r.map((x) => x.querySelector('th').textContent + (x.querySelector('[data-winner]') ? ' (won)' : '')) : null; })()`, chromedp.WithPollingTimeout(browserStepTimeout)))
	if len(rows) != 2 || !strings.HasPrefix(rows[0], "Team A: You and Computer 3") || !strings.HasPrefix(rows[1], "Team B: Computer 2 and Computer 4") || strings.HasSuffix(rows[0], "(won)") == strings.HasSuffix(rows[1], "(won)") {
		t.Errorf("LINX's result in teams reads %q: want a row for each team, one of them the winner's", rows)
	}
	e.screenshot(ctx, "linx-teams-end", false)
	e.checkNamesAgree(ctx, "LINX at 4")
	id, _ := cdp(ctx, chromedp.Evaluate[string](`new URLSearchParams(location.search).get('local')`))
	// Beside the replay's link, that the game lives in this browser alone.
	if kept, _ := cdp(ctx, chromedp.Evaluate[string](`(document.getElementById('kept-here') || {}).textContent || ''`)); !strings.Contains(kept, "saved only in this browser") {
		t.Errorf("the end of a game in this browser says of where it is kept: %q", kept)
	}
	// The end offers the replay of a game in this browser as of a
	// server's table: its button, clicked as a player would.
	if err := click(ctx, "#watch-replay"); err != nil {
		e.screenshot(ctx, "linx-teams-no-replay", false)
		t.Fatalf("no replay button at the end of a game in this browser: %v", err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table.replay`))); err != nil {
		t.Fatalf("no replay of a game in this browser: %v", err)
	}
	type replayPage struct {
		Step     string `json:"step"`
		Status   string `json:"status"`
		You      string `json:"you"`
		Says     int    `json:"says"`
		Back     string `json:"back"`
		Controls string `json:"controls"`
	}
	read := func() replayPage {
		got, err := cdp(ctx, chromedp.Poll[replayPage](`document.querySelector('#status [data-step]') && ({
			step: document.querySelector('#status [data-step]').dataset.step,
			status: document.getElementById('status').textContent,
			you: document.querySelector('[data-seat-panel="0"]').textContent,
			says: document.querySelectorAll('#says').length,
			back: document.querySelector('.ways a').href,
			controls: document.querySelector('.replay-controls').textContent,
		})`, chromedp.WithPollingTimeout(browserStepTimeout)))
		if err != nil {
			e.screenshot(ctx, "replay-here-failed", false)
			t.Fatalf("the replay of a game in this browser does not show: %v", err)
		}
		return got
	}
	at := read()
	if at.Step != "0" {
		t.Errorf("the replay opens at step %s, not at the deal", at.Step)
	}
	if !strings.Contains(at.You, "You") {
		t.Errorf("the replay calls the player %q, not You", at.You)
	}
	if strings.ContainsAny(at.Controls, "⏮⏭") {
		t.Errorf("the replay's buttons hold glyphs a font may lack: %q", at.Controls)
	}
	if !strings.Contains(at.Back, "?local="+id) || !strings.Contains(at.Back, "player=1") {
		t.Errorf("back from the replay leads to %s, not to the player's seat", at.Back)
	}
	e.screenshot(ctx, "replay-here", false)
	e.phone(ctx, true)
	e.checkNarrow(ctx)
	// The header's title whole on a phone in the longest language's words
	// ("Revoir la parti…" was cut).
	if cut, err := cdp(ctx, chromedp.Evaluate[string](`(async () => {
		const el = document.getElementById('title');
		el.textContent = (await import('/static/i18n/fr.js')).default['replay.title'].replace('{game}', 'Linko!');
		return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1 ? el.textContent : '';
	})()`, chromedp.EvalAwaitPromise)); err != nil || cut != "" {
		t.Errorf("on a phone the replay's title %q is cut (%v)", cut, err)
	}
	// Its five buttons on one line in every language (r24 #10a: "End ››"
	// wrapped alone onto a second line).
	if wrapped, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const out = [], ids = ['first', 'prev', 'play', 'next', 'last'];
		const keep = ids.map((id) => document.getElementById('replay-' + id).textContent);
		for (const lang of ['en', 'fr', 'it', 'nl']) {
			const words = (await import('/static/i18n/' + lang + '.js')).default;
			ids.forEach((id) => { document.getElementById('replay-' + id).textContent = words['replay.' + id]; });
			const tops = new Set(ids.map((id) => Math.round(document.getElementById('replay-' + id).getBoundingClientRect().top)));
			if (tops.size > 1) out.push(lang);
		}
		ids.forEach((id, i) => { document.getElementById('replay-' + id).textContent = keep[i]; });
		return out;
	})()`, chromedp.EvalAwaitPromise)); err != nil || len(wrapped) > 0 {
		t.Errorf("on a phone the replay's buttons wrap onto two lines in %q (%v)", wrapped, err)
	}
	e.screenshot(ctx, "replay-here-phone", false)
	e.phone(ctx, false)
	for range 4 {
		if err := click(ctx, "#replay-next"); err != nil {
			t.Fatal(err)
		}
		if at = read(); at.Says != 0 {
			t.Errorf("the replay at step %s tells how to play", at.Step)
		}
	}
	text, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('replay-text').textContent`))
	if at.Step != "4" || !strings.HasPrefix(at.Status, "Move 4 of") || text == "" {
		t.Errorf("four moves on the replay shows step %s: %q, %q", at.Step, at.Status, text)
	}
	// The replay's link opened in another browser, which holds no such
	// game, says that it was played elsewhere, not that the table was
	// cleared away (r23 #4).
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/play/local-00000000?replay")); err != nil {
		t.Fatal(err)
	}
	if said, err := cdp(ctx, chromedp.Poll[string](`(document.querySelector('.oops .error') || {}).textContent`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil || !strings.HasPrefix(said, "This game was played in another browser") {
		t.Errorf("a replay's link of a game of another browser says %q (%v)", said, err)
	}
	e.screenshot(ctx, "replay-elsewhere", false)
	// The lobby lists the game once, finished.
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		t.Fatal(err)
	}
	// The tables listed beside are those waiting for players, as their
	// heading says ("Tables: No table yet." read as broken, r23).
	if head, _ := cdp(ctx, chromedp.Poll[string](`(document.querySelector('#tables h2') || {}).textContent`, chromedp.WithPollingTimeout(browserStepTimeout))); head != "Tables waiting for players" {
		t.Errorf("the lobby's list of tables is headed %q", head)
	}
	mine, err := cdp(ctx, chromedp.Poll[[]string](`(() => { const l = [...document.querySelectorAll('#my-games [data-my-game="`+id+`"], #tables [data-table="`+id+`"]')].map((li) => li.textContent); return l.length && l; })()`, chromedp.WithPollingTimeout(browserStepTimeout)))
	if err != nil || len(mine) != 1 || !strings.Contains(mine[0], "finished") {
		t.Errorf("the lobby lists the game played here as %q (%v): want once, finished", mine, err)
	}
	e.screenshot(ctx, "linx-teams-lobby-after", false)
	// On a phone, the number of players asked too, the main button
	// stands on the first screen.
	e.phone(ctx, true)
	if err := setField(ctx, "#game", "linx"); err != nil {
		t.Fatal(err)
	}
	if bottom, _ := cdp(ctx, chromedp.Evaluate[float64](`(() => { window.scrollTo(0, 0); return document.getElementById('play-computer').getBoundingClientRect().bottom; })()`)); bottom > 640 {
		t.Errorf("on a phone \"Play against the computer\" ends %.0f px down the page, past its first screen", bottom)
	}
	// The numbers and 4 in two teams stand on one line, under "Players".
	if tops, _ := cdp(ctx, chromedp.Evaluate[[]float64](`[...document.querySelectorAll('[data-quick-count]')].map((b) => Math.round(b.getBoundingClientRect().top))`)); len(tops) != 4 || slices.Max(tops) != slices.Min(tops) {
		t.Errorf("on a phone the numbers of players and 4 in two teams stand at %v px: not on one line", tops)
	}
	e.checkNarrow(ctx)
	e.screenshot(ctx, "linx-teams-lobby-phone", false)
	e.phone(ctx, false)
}

// TestBrowserOfflineSpeaks starts a game in the browser from a server's
// lobby in French, Italian and Dutch, each another game, on a phone's
// screen: the header says in the page's language that the game is live,
// no English word shows, and every word fits, there and in the lobby's
// "Your games" that lists it.
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
			// The main button stands on a phone's first screen in every
			// language, under how many play and how strong.
			if bottom, _ := cdp(ctx, chromedp.Evaluate[float64](`(() => { window.scrollTo(0, 0); return document.getElementById('play-computer').getBoundingClientRect().bottom; })()`)); bottom > 640 {
				t.Errorf("on a phone \"Play against the computer\" ends %.0f px down the page, past its first screen", bottom)
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
			// The lobby lists the game under "Your games", in the language.
			if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
				t.Fatal(err)
			}
			if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#my-games [data-saved]`))); err != nil {
				fail(err)
			}
			e.checkLanguage(ctx, "the lobby's games", lc.wrong, lc.right)
			e.screenshot(ctx, lc.tag+"-lobby-games-phone", false)
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
	checkGuessNames(t, ctx)
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
