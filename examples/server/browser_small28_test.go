package main

// The newcomer's review r35 (#38): the lobby keeps the game last picked;
// LINX's tie at a blocked end is said where the round's result is, and
// the lesson rings the first cell.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserLobbyKeepsTheGame picks Lino in the lobby, starts a game,
// and comes back to the lobby by its plain address: Lino is the game
// chosen again (r35 #9: Linko!, the first game, was).
func TestBrowserLobbyKeepsTheGame(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	fail := e.openLobby(ctx, "lino")
	for _, sel := range []string{`[data-game-card="lino"]`, "#play-computer"} {
		if err := click(ctx, sel); err != nil {
			fail(err)
		}
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-game="lino"]`))); err != nil {
		fail(err)
	}
	e.openLobby(ctx, "lino")
	got, err := cdp(ctx, chromedp.Evaluate[[]string](`[document.getElementById('game').value, (document.querySelector('[data-game-card][aria-pressed="true"]') || {}).dataset?.gameCard || '']`))
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != fmt.Sprint([]string{"lino", "lino"}) {
		e.screenshot(ctx, "lobby-kept-failed", false)
		t.Errorf("back in the lobby after a game of Lino, the game chosen (select, card pressed): %q, want lino", got)
	}
}

// TestBrowserLinxTieSaid: a LINX round won at a blocked end by a tie says
// so in its result (the status while the round is held) and in the
// result's table, for seats and for teams, and a round won blocked by
// more tiles does not; "How to play" gives the tie's rule. The lesson's
// first step rings the cell the first tile goes to, as it rings the tile
// to pick (r35 #10), at a desktop's size and on a phone.
func TestBrowserLinxTieSaid(t *testing.T) {
	e := newBrowserEnv(t)
	for _, size := range []string{"desktop", "phone"} {
		ctx, _ := e.sizedTab(size)
		if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/learn/linx")); err != nil {
			t.Fatal(err)
		}
		wait(t, ctx, `!!document.querySelector('#board rect.cell.start')`)
		ring, err := cdp(ctx, chromedp.Evaluate[string](`(() => { const c = getComputedStyle(document.querySelector('#board rect.cell.start')); return c.stroke + ' ' + c.strokeWidth; })()`))
		if err != nil {
			t.Fatal(err)
		}
		if ring != "rgb(194, 65, 12) 6px" {
			t.Errorf("%s: the lesson's first cell is drawn %q, want the coach's ring, rgb(194, 65, 12) 6px", size, ring)
		}
		e.viewShot(ctx, "small28-linx-lesson-"+size)
	}
	ctx := e.tab(true)
	e.openLobby(ctx, "linx")
	said, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const linx = await import('/static/linx.js');
		const said = (view, won, short = (i) => ['you', 'the computer'][i]) => {
			const ui = { marks: linx.mark({}, won, view, true), remark: () => {}, short, seat: 0, events: [won] };
			return [linx.status(view, ui), linx.breakdown(view, ui).rows[view.teams ? 1 : won.seat][0]];
		};
		const two = { players: 2, round: 1, grid: [], over: false };
		const teams = { players: 4, teams: true, round: 1, grid: [], over: false };
		return [
			...said(two, { kind: 'round-won', round: 1, seat: 1, blocked: true, visible: [8, 8] }),
			...said(two, { kind: 'round-won', round: 1, seat: 0, blocked: true, visible: [9, 8] }),
			...said(teams, { kind: 'round-won', round: 1, seat: 1, blocked: true, visible: [4, 5, 5, 4] }, (i) => 'Team ' + 'AB'[i]),
			linx.howToRead({ players: 2, options: {} }).join(' '),
		];
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Round 1 went to the computer: nobody could place a tile, and with 8 tiles showing each, a tie goes to whoever plays later in the turn.",
		"won (grid blocked, a tie: plays later)",
		"Round 1 went to you: nobody could place a tile, and it had the most tiles showing.",
		"won (grid blocked)",
		"with 9 tiles showing for each team, a tie goes to the team that plays second in the round.",
		"won (grid blocked, a tie: plays later)",
		"a tie goes to whoever plays later in the turn.",
	}
	for i, w := range want {
		if i >= len(said) || !strings.Contains(said[i], w) {
			t.Errorf("LINX's blocked round, case %d: %q, want it to say %q", i, said, w)
			break
		}
	}
}

// TestBrowserSmallSlipsMended: the result's note after a win with hints
// has its "·" between the two on one line, and out of sight where the
// note starts a line of its own (r35 #10: "Hai vinto 14 a 3 ·" ended a
// line); Linko!'s choices stand at one height on a desktop, the coach's
// ringed one too; in the phone's bar at the foot the Italian choices
// stand one under the other, none under «Cala:».
func TestBrowserSmallSlipsMended(t *testing.T) {
	e := newBrowserEnv(t)
	ctx, _ := e.sizedTab("desktop")
	e.openLobby(ctx, "linko")
	sep, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const { finalBox } = await import('/static/final.js');
		localStorage.setItem('tabletop.hints', JSON.stringify({ slips: 25 }));
		const out = [];
		for (const width of [600, 190]) {
			const box = document.createElement('div');
			box.className = 'final panel';
			box.style.width = width + 'px';
			document.body.append(box);
			const st = { seat: 0, events: [{ kind: 'game-ended' }], info: { game: 'linko' }, notice: '' };
			finalBox(box, { st, ends: () => [], game: {}, ui: { short: (i) => 'Seat ' + (i + 1) }, name: (i) => 'Seat ' + (i + 1), tr: null, id: 'slips', redraw() {} })
				.draw({ scores: [14, 3], winners: [0], players: 2 }, true);
			const r = (sel) => box.querySelector(sel).getBoundingClientRect();
			const [p, dot, note, said] = [r('#verdict'), r('#verdict .sep'), r('#hints-taken'), r('#verdict .said')];
			const wrapped = note.top >= said.bottom - 1;
			out.push(box.querySelector('#verdict').textContent + ' | ' + (wrapped ? 'wrapped' : 'one line') + ' | ' + (dot.right <= p.left + 1 ? 'dot hidden' : 'dot shown') + ' | ' + (Math.abs(note.left - p.left) < 2 || !wrapped ? 'aligned' : 'note at ' + (note.left - p.left)));
			box.remove();
		}
		localStorage.removeItem('tabletop.hints');
		return out;
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"You won 14 to 3 · with\u00a025\u00a0hints | one line | dot shown | aligned", "You won 14 to 3 · with\u00a025\u00a0hints | wrapped | dot hidden | aligned"}
	if fmt.Sprint(sep) != fmt.Sprint(want) {
		t.Errorf("the result's note, wide and narrow: %q, want %q", sep, want)
	}

	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/learn/linko")); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `!!document.querySelector('#hand [data-pick="3"]')`)
	if err := click(ctx, `#hand [data-pick="3"]`); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelectorAll('#choices button.choice').length >= 2`)
	tops, _ := cdp(ctx, chromedp.Evaluate[[]float64](`[...document.querySelectorAll('#choices button.choice')].map((b) => Math.round(b.getBoundingClientRect().top))`))
	for _, top := range tops {
		if top != tops[0] {
			t.Errorf("desktop: the lesson's play choices stand at %v, want one height", tops)
			break
		}
	}
	e.viewShot(ctx, "small28-linko-choices-desktop")

	phone, act := e.sizedTab("phone")
	e.openTable(phone, againstBots("linko", 2), "&lang=it")
	wait(t, phone, `!!document.querySelector('#hand [data-pick]')`)
	pick, _ := cdp(phone, chromedp.Evaluate[string](pairInHand))
	if err := act(phone, pick); err != nil {
		t.Fatal(err)
	}
	wait(t, phone, `document.querySelectorAll('#confirm .choices button.choice').length >= 2`)
	lefts, _ := cdp(phone, chromedp.Evaluate[[]float64](`[...document.querySelectorAll('#confirm .choices button.choice')].map((b) => Math.round(b.getBoundingClientRect().left))`))
	for _, left := range lefts {
		if left < lefts[0] {
			t.Errorf("phone, Italian: the bar's choices start at %v, one under «Cala:», want none left of the first", lefts)
			break
		}
	}
	e.viewShot(phone, "small28-linko-bar-it")
}
