package main

// What a newcomer met and should not meet again (issue 38): a LINX
// preview that called an open line blocked (now the library's alone), a failed create that did not
// say why, a language lost between pages, a replay that led back to the
// table as a spectator.

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestBrowserLinxShowsTheLibrarysPreview plays LINX against the computer,
// picks a tile at the player's turn and checks that each cell the tile may
// go to is titled with the library's preview of that move, word for word as the server's View writes it (the page once
// wrote its own, which said when a line was blocked: the library now says
// it only when the line can no longer be made).
func TestBrowserLinxShowsTheLibrarysPreview(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	e.playComputer(ctx, "linx")
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelector('#table').dataset.toMove === '0' && !!document.querySelector('#board .in-hand.pickable')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linx-preview", false)
		t.Fatalf("no tile to pick at the player's turn: %v", err)
	}
	pickTile(t, ctx)
	// The view as the server sends it to the seat, and each target's title.
	got, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const q = new URLSearchParams(location.search);
		const id = location.pathname.split('/').pop();
		const { api, minus } = await import('/static/dom.js');
		const v = await api('GET', '/api/tables/' + encodeURIComponent(id) + '/seats/' + (q.has('player') ? Number(q.get('player')) - 1 : q.get('seat')) + '/view', undefined, q.get('token'));
		const pick = document.querySelector('#board .in-hand.picked').dataset.pick;
		const c = v.legalMoves.find((c) => c.pick === pick);
		const out = [];
		for (const { label, preview, ...m } of c.moves) {
			const el = [...document.querySelectorAll('#board [data-move]')].find((el) => el.dataset.move === JSON.stringify({ ...Object.fromEntries(Object.entries(c).filter(([k]) => !['pick', 'label', 'moves'].includes(k))), ...m }));
			const title = el ? el.querySelector(':scope > title')?.textContent || el.getAttribute('title') || '' : '';
			if (!preview || !title.endsWith(minus(preview))) out.push(JSON.stringify(m) + ' preview ' + JSON.stringify(preview) + ' title ' + JSON.stringify(title));
		}
		return out.length ? out : [c.moves.length + ' moves'];
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || !strings.HasSuffix(got[0], " moves") || got[0] == "0 moves" {
		t.Errorf("the page's titles are not the library's previews: %q", got)
	}
}

// TestBrowserSaysWhyATableIsNotMade asks for two rounds of Linko! with
// three players, which the rules refuse: the lobby says why, in words of
// the page's language (French too, not the server's English), and makes
// no table.
func TestBrowserSaysWhyATableIsNotMade(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	for _, c := range []struct{ lang, want, wrong string }{
		{"en", "2 rounds would not let each of the 3 players begin", "did not understand"},
		{"fr", "2 manches ne laisseraient pas chacun des 3 joueurs", "rounds"},
	} {
		if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/?lang="+c.lang)); err != nil {
			t.Fatal(err)
		}
		for _, step := range []func() error{
			func() error { _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS("#play-computer"))); return err },
			func() error { return click(ctx, "#custom > summary") },
			func() error { return setField(ctx, "#game", "linko") },
			func() error { return setField(ctx, "#opt-players", 3) },
			func() error { return setField(ctx, "#opt-rounds", 2) },
			func() error { return click(ctx, "#create") },
		} {
			if err := step(); err != nil {
				e.screenshot(ctx, "create-error-"+c.lang, false)
				t.Fatal(err)
			}
		}
		msg, err := cdp(ctx, chromedp.Poll[string](`document.getElementById('lobby-error').textContent || null`, chromedp.WithPollingTimeout(browserStepTimeout)))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(msg, c.want) || strings.Contains(msg, c.wrong) {
			t.Errorf("%s: the lobby says %q; want why two rounds cannot be played by three, in its language", c.lang, msg)
		}
		// The server's own refusal, for a page that let the options through,
		// is said in the page's language too.
		said, err := cdp(ctx, chromedp.Evaluate[string](`import('/static/dom.js').then((m) => m.api('POST', '/api/tables', { game: 'linx', options: { players: 3, teams: true } }))
			.then(() => 'made', (err) => err.message)`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		if want := map[string]string{"en": "Teams need 4 players, not 3.", "fr": "Le jeu en équipes se joue à 4\u00a0joueurs, pas à 3."}[c.lang]; said != want {
			t.Errorf("%s: the server's refusal reads %q, want %q", c.lang, said, want)
		}
	}
}

// TestBrowserLanguageHolds opens the lobby at an address that names
// French, then the tutorial and a table by addresses that name none: both
// speak French.
func TestBrowserLanguageHolds(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/?lang=fr")); err != nil {
		t.Fatal(err)
	}
	e.checkLang(ctx, "fr")
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/learn/lino")); err != nil {
		t.Fatal(err)
	}
	e.checkLang(ctx, "fr")
	fail := e.openLobby(ctx, "linx")
	e.checkLang(ctx, "fr")
	if err := setField(ctx, "#game", "linx"); err != nil {
		fail(err)
	}
	if err := click(ctx, "#play-computer"); err != nil {
		fail(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
		fail(err)
	}
	e.checkLang(ctx, "fr")
	link, err := cdp(ctx, chromedp.Evaluate[string](`location.href`))
	if err != nil {
		t.Fatal(err)
	}
	var back string
	// Back from a replay (a game not over yet: the replay says so, with a
	// way back), the player is at their seat, not a spectator.
	id := joinTableID(t, link)
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/play/"+id+"?replay")); err != nil {
		t.Fatal(err)
	}
	back, err = cdp(ctx, chromedp.Poll[string](`(() => { const a = [...document.querySelectorAll('.oops a, .ways a')].find((a) => a.href.includes('/play/')); return a ? a.href : null; })()`, chromedp.WithPollingTimeout(browserStepTimeout)))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(back, "player=1") || !strings.Contains(back, "token=") {
		t.Errorf("back from the replay leads to %s, not to the player's seat", back)
	}
}

// noCellZero finds on the page a cell's name numbered 0 or below: an
// axis's label, or the name a cell's own title (a screen reader's name)
// begins with, which is letters and a number from 1.
const noCellZero = `(() => {
	const bad = [];
	for (const a of document.querySelectorAll('#board .axis')) if (/^-?\d+$/.test(a.textContent) && parseInt(a.textContent, 10) <= 0) bad.push('axis ' + a.textContent);
	for (const c of document.querySelectorAll('#board [data-cell]:not([data-move]) > title')) if (!/^[A-Z]+[1-9]\d*\b/.test(c.textContent)) bad.push('cell ' + c.textContent);
	return bad;
})()`

// TestBrowserNoCellZero opens a Lino and a LINX table: no cell on the page
// is numbered 0 or below, and every cell's name is a square's (C4).
func TestBrowserNoCellZero(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	for _, game := range []string{"lino", "linx"} {
		e.playComputer(ctx, game)
		if game == "linx" { // a tile on the grid, for its cell's name
			if err := click(ctx, `#hand [data-pick]`); err != nil {
				t.Fatal(err)
			}
			if err := click(ctx, `#board [data-move]`); err != nil {
				t.Fatal(err)
			}
			if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board [data-up]')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
				t.Fatal(err)
			}
		}
		bad, err := cdp(ctx, chromedp.Evaluate[[]string](noCellZero))
		if err != nil {
			t.Fatal(err)
		}
		if len(bad) > 0 {
			t.Errorf("%s: cells named from 0 or below, or not as squares: %q", game, bad)
		}
	}
}

// namesOffAxes lists the cells named by the board's titles (a cell's, a
// move's label and preview) whose column letters or row number no axis of
// the board shows: a name in a sentence is then not to be found (or that
// no title names a cell).
const namesOffAxes = `(() => {
	const axes = new Set([...document.querySelectorAll('#board .axis')].map((a) => a.textContent));
	const bad = [];
	let named = 0;
	for (const el of document.querySelectorAll('#board title')) {
		for (const [name, col, row] of el.textContent.matchAll(/\b([A-Z]{1,2})([1-9]\d*)\b/g)) {
			named++;
			if (!axes.has(col) || !axes.has(row)) bad.push(name + ' in ' + JSON.stringify(el.textContent));
		}
	}
	return named ? bad : ['no cell named on the board'];
})()`

// TestBrowserLinoAxesNameEveryMove opens Lino against the computer while
// the field is built and picks a tile that may move: every cell a title
// names, the targets around the field among them, has its column and row
// on the board's axes, which the View's axes label.
func TestBrowserLinoAxesNameEveryMove(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	e.playComputer(ctx, "lino")
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelector('#table').dataset.toMove === '0' && !!document.querySelector('#board [data-pick]')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatalf("no tile to move at the player's turn: %v", err)
	}
	if err := click(ctx, `#board [data-pick]`); err != nil {
		t.Fatal(err)
	}
	targets, err := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#board .target[data-move]').length`))
	if err != nil || targets == 0 {
		t.Fatalf("no target drawn for the picked tile (%v)", err)
	}
	bad, err := cdp(ctx, chromedp.Evaluate[[]string](namesOffAxes))
	if err != nil {
		t.Fatal(err)
	}
	if len(bad) > 0 {
		t.Errorf("cells named off the axes: %q", bad)
	}
}

// TestBrowserLobbyAtAGlance: the lobby shows the three games as cards,
// each with a picture of its table, its players, its length and what it
// is; pressing a card chooses the game. A table one plays is listed once,
// under "Your games", not again under "Tables".
func TestBrowserLobbyAtAGlance(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	link := e.playComputer(ctx, "lino")
	id := joinTableID(t, link)
	for _, size := range []string{"desktop", "phone"} {
		e.phone(ctx, size == "phone")
		fail := e.openLobby(ctx, "")
		cards, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#game-cards .game-card')].filter((c) => c.querySelector('svg.pic') && c.getBoundingClientRect().width > 0).map((c) => c.innerText)`))
		if err != nil {
			fail(err)
		}
		if len(cards) != 3 {
			t.Errorf("%s: the lobby shows %d games with a picture, want 3: %q", size, len(cards), cards)
		}
		for _, c := range cards {
			if !strings.Contains(c, "players") || !strings.Contains(c, "turns each") || strings.Contains(c, "minutes") {
				t.Errorf("%s: a game's card says %q: want its players and its length in turns (minutes did not hold)", size, c)
			}
		}
		if err := click(ctx, `[data-game-card="linx"]`); err != nil {
			fail(err)
		}
		chosen, _ := cdp(ctx, chromedp.Evaluate[[]string](`[document.getElementById('game').value, document.querySelector('[data-game-card="linx"]').getAttribute('aria-pressed')]`))
		if len(chosen) != 2 || chosen[0] != "linx" || chosen[1] != "true" {
			t.Errorf("%s: after pressing LINX's card the lobby has chosen %q", size, chosen)
		}
		if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#my-games [data-my-game]`))); err != nil {
			fail(err)
		}
		twice, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#my-games [data-my-game="`+id+`"], #tables [data-table="`+id+`"]').length`))
		if twice != 1 {
			t.Errorf("%s: the lobby lists the game played %d times, want once", size, twice)
		}
		e.checkNarrow(ctx)
		e.screenshot(ctx, "lobby-"+size, true)
	}
	// A stranger's lobby lists the table with a seat for a friend, not
	// the game against the computer alone.
	code, body := call(t, "POST", e.url+"/api/tables", "", humans("linx", `{}`, 2))
	if code != http.StatusCreated {
		t.Fatalf("a table for two people: %d %s", code, body)
	}
	var friends created
	if err := json.Unmarshal([]byte(body), &friends); err != nil {
		t.Fatal(err)
	}
	stranger := e.tab(true)
	e.openLobby(stranger, "")
	if _, err := cdp(stranger, chromedp.WaitVisible(chromedp.CSS(`#tables [data-table="`+friends.ID+`"]`))); err != nil {
		t.Fatalf("a stranger's lobby does not list the table with a free seat: %v", err)
	}
	if n, _ := cdp(stranger, chromedp.Evaluate[int](`document.querySelectorAll('#tables [data-table="`+id+`"]').length`)); n != 0 {
		t.Errorf("a stranger's lobby lists a game against the computer alone")
	}
}

// drawScene draws, in the lobby's page, Linko!'s instruction and board
// for seat 1 at a draw: two cards to draw, from the pile or the display,
// with their previews.
const drawScene = `Promise.all([import('/static/linko.js'), import('/static/choices.js')]).then(([linko, { choicesOf }]) => {
	const preview = 'You draw a card; then one more.';
	const v = { phase: 'draw', draws: 2, victim: 0, active: 1, toMove: 0, players: 2, display: ['3', 'J', '5', '9', '11', '2'], pileSize: 40,
		discard: [], tableaux: [[], ['7x2']], hand: ['3', '3'], handSizes: [2, 4], known: [[], []], scores: [0, 0],
		legalMoves: [{ seat: 0, kind: 'draw pile', moves: [{ label: 'Draw from the pile', preview }] },
			{ pick: '3', seat: 0, kind: 'draw', card: '3', moves: [{ label: 'Draw the 3', preview }] }] };
	const choices = choicesOf(v.legalMoves);
	const ui = { seat: 0, pick: null, marks: {}, events: [], choices, direct: choices.filter((c) => c.pick === null).flatMap((c) => c.moves),
		name: (i) => 'Seat ' + (i + 1), short: (i) => 'Seat ' + (i + 1), choose() {}, move() {}, tap() {} };
	const status = document.createElement('div');
	status.id = 'status';
	status.textContent = linko.prompt(v, ui);
	document.getElementById('app').replaceChildren(status, linko.board(v, ui));
	return true;
})`

// drawWhy is Linko!'s instruction at the draw of drawScene once the
// player's two 7s went, taken by seat 2 or discarded.
const drawWhy = `import('/static/linko.js').then((linko) => {
	const v = { phase: 'draw', draws: 2, victim: 0, active: 1, toMove: 0, players: 2, tableaux: [[], []] };
	const ui = (by) => ({ seat: 0, marks: { owed: { victim: 0, by, meld: '7x2' } }, short: (i) => 'Seat ' + (i + 1) });
	return [linko.prompt(v, ui(1)), linko.prompt(v, ui(-1))];
})`

// TestBrowserNoTooltipOverTheInstruction points at the draw pile and at a
// card of the display while the player is to draw, at both sizes: what
// drawing does is said on the board's line, and no tooltip covers the
// instruction ("Draw 2 cards, one at a time"), said once and counting the
// cards to draw, never "2 more". The instruction says why the cards are
// drawn where the page knows it: the play taken, or discarded.
func TestBrowserNoTooltipOverTheInstruction(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	e.openLobby(ctx, "linko")
	said, err := cdp(ctx, chromedp.Evaluate[[]string](drawWhy, chromedp.EvalAwaitPromise))
	if err != nil || len(said) != 2 || !strings.HasPrefix(said[0], "Seat 2 took your 7s: draw 2 cards") || !strings.HasPrefix(said[1], "You discarded your 7s: draw 2 cards") {
		t.Errorf("a draw after the player's two 7s were taken, then discarded, is asked as %q (%v)", said, err)
	}
	for _, size := range []string{"desktop", "phone"} {
		e.phone(ctx, size == "phone")
		e.openLobby(ctx, "linko")
		if _, err := cdp(ctx, chromedp.Evaluate[bool](drawScene, chromedp.EvalAwaitPromise)); err != nil {
			t.Fatal(err)
		}
		if said, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('status').textContent + (document.querySelector('#decision p') ? ' and again: ' + document.querySelector('#decision p').textContent : '')`)); !strings.HasPrefix(said, "Draw 2 cards, one at a time: ") || strings.Contains(said, "again") {
			t.Errorf("%s: at a draw of two the instruction says %q", size, said)
		}
		for _, sel := range []string{"#pile", `#display button[data-kind="draw"]`} {
			at, err := cdp(ctx, chromedp.Evaluate[[]float64](`(() => { const r = document.querySelector(`+jsValue(sel)+`).getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`))
			if err != nil || len(at) != 2 {
				t.Fatalf("%s: no %s: %v", size, sel, err)
			}
			if _, err := cdp(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, at[0], at[1])); err != nil {
				t.Fatal(err)
			}
			time.Sleep(100 * time.Millisecond)
			over, _ := cdp(ctx, chromedp.Evaluate[[]string](`(() => {
				const d = document.getElementById('status').getBoundingClientRect();
				return [...document.querySelectorAll('.preview')].filter((p) => {
					const r = p.getBoundingClientRect();
					return getComputedStyle(p).display !== 'none' && r.width > 0 && r.left < d.right && d.left < r.right && r.top < d.bottom && d.top < r.bottom;
				}).map((p) => p.textContent);
			})()`))
			if len(over) > 0 {
				t.Errorf("%s: pointing at %s shows %q over the instruction", size, sel, over)
			}
			says, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('says').textContent`))
			if !strings.Contains(says, "You draw a card") {
				t.Errorf("%s: pointing at %s, the board's line says %q, not what drawing does", size, sel, says)
			}
		}
	}
}

// TestBrowserLobbyKeepsTheGameChosen picks a game by its card, reloads,
// and picks another at once: the card pressed is always the game the
// lobby shows and the one Play opens, whatever the browser restores of
// the lobby's fields on a reload.
func TestBrowserLobbyKeepsTheGameChosen(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	e.openLobby(ctx, "")
	chosen := `[document.querySelector('.game-card.selected').dataset.gameCard, document.getElementById('game').value, new URLSearchParams(location.search).get('game')].join(' ')`
	for _, step := range []struct{ card, want string }{{"lino", "lino lino lino"}, {"", "lino lino lino"}, {"linx", "linx linx linx"}} {
		if step.card == "" {
			if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
				t.Fatal(err)
			}
			if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(".game-card.selected"))); err != nil {
				t.Fatal(err)
			}
		} else if err := click(ctx, `[data-game-card="`+step.card+`"]`); err != nil {
			t.Fatal(err)
		}
		if got, err := cdp(ctx, chromedp.Evaluate[string](chosen)); err != nil || got != step.want {
			t.Errorf("after %q the lobby's card, select and address say %q, want %q (%v)", step.card, got, step.want, err)
		}
	}
	if err := click(ctx, "#play-computer"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
		t.Fatal(err)
	}
	if got, err := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('table').dataset.game`)); err != nil || got != "linx" {
		t.Errorf("Play opened %q after the LINX card, want linx (%v)", got, err)
	}
}
