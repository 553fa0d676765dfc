package main

// What stays in its place on a screen (#38): "Since your move" keeps a
// bounded height and never pushes the board below the fold, the header
// keeps one line on a phone, and Linko!'s scores say no −13 before anyone
// has played.

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserBannerHeaderAndScores plays, at a desktop's size and on a
// touch-screen phone, in French: a first tile of LINX at four against the
// computer, whose three replies fill "Since your move"; and a Linko! table
// before its first play.
func TestBrowserBannerHeaderAndScores(t *testing.T) {
	e := newBrowserEnv(t)
	open := func(ctx context.Context, body string) {
		t.Helper()
		code, resp := call(t, "POST", e.url+"/api/tables", "", body)
		if code != http.StatusCreated {
			t.Fatalf("%d %s", code, resp)
		}
		var c created
		if err := json.Unmarshal([]byte(resp), &c); err != nil {
			t.Fatal(err)
		}
		e.openSeat(ctx, e.url+c.Seats[0].Join+"&lang=fr")
	}
	bots := func(game string, n int) string {
		return `{"game":"` + game + `","options":{"players":` + itoa(n) + `},"seats":[{"player":"human"}` +
			strings.Repeat(`,{"player":"bot","bot":"random"}`, n-1) + `],"botDelayMs":0}`
	}
	for _, size := range []string{"desktop", "phone"} {
		touch := size == "phone"
		ctx, act := e.sizedTab(size)

		open(ctx, bots("linko", 3))
		scores, _ := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('[data-score-seat]')].map((s) => s.textContent)`))
		if len(scores) != 3 || strings.Join(scores, "") != "———" {
			t.Errorf("%s: before the first play Linko!'s scores read %q, want a dash each", size, scores)
		}
		if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('[data-why], #linko-legend').length`)); n != 0 {
			t.Errorf("%s: before the first play Linko! gives %d reasons for scores no one has", size, n)
		}
		if size == "desktop" {
			e.checkScoreWords(ctx)
		}

		open(ctx, bots("linx", 4))
		wait(t, ctx, linxMine)
		boardTop := `(() => { window.scrollTo(0, 0); return document.querySelector('#board').getBoundingClientRect().top; })()`
		before, _ := cdp(ctx, chromedp.Evaluate[float64](boardTop))
		if err := actUntil(ctx, act, "#board .in-hand.pickable", `!!document.querySelector('#board [data-move]')`); err != nil {
			t.Fatal(err)
		}
		if err := act(ctx, "#board [data-move]"); err != nil {
			t.Fatal(err)
		}
		if touch {
			wait(t, ctx, `!!document.querySelector('#confirm #confirm-play')`)
			if err := tap(ctx, "#confirm #confirm-play"); err != nil {
				t.Fatal(err)
			}
		}
		wait(t, ctx, `document.querySelectorAll('#log li.mine').length > 0 && `+linxMine+` && !document.getElementById('latest').hidden`)
		// On a desktop the banner's place is kept whether or not it
		// shows: the computers' turns do not push the board down.
		if after, _ := cdp(ctx, chromedp.Evaluate[float64](boardTop)); !touch && after != before {
			t.Errorf("%s: the board moved from %.0f to %.0f px when \"Since your move\" appeared", size, before, after)
		}
		type look struct {
			Banner, BoardTop, Fold, Header, Brand, Lang float64
			Items                                       int
		}
		l, err := cdp(ctx, chromedp.Evaluate[look](`(() => {
			window.scrollTo(0, 0);
			const top = (sel) => document.querySelector(sel).getBoundingClientRect().top;
			return { Banner: document.getElementById('latest').getBoundingClientRect().height, BoardTop: top('#board'), Fold: innerHeight,
				Header: document.querySelector('header.top').getBoundingClientRect().height, Brand: top('header .brand'), Lang: top('header .lang'),
				Items: document.querySelectorAll('#latest li').length };
		})()`))
		if err != nil {
			t.Fatal(err)
		}
		e.screenshot(ctx, "banner-"+size, false)
		if l.Items < 3 {
			t.Errorf("%s: \"Since your move\" holds %d moves: the test wants the three computers'", size, l.Items)
		}
		if l.Banner > 130 {
			t.Errorf("%s: \"Since your move\" is %.0f px high: want at most 130", size, l.Banner)
		}
		if l.BoardTop > l.Fold-150 {
			t.Errorf("%s: the board starts at %.0f px of a %.0f px screen: below the fold", size, l.BoardTop, l.Fold)
		}
		if l.Header > 56 || l.Lang-l.Brand > 12 || l.Brand-l.Lang > 12 {
			t.Errorf("%s: the header is %.0f px high, the language menu at %.0f and the brand at %.0f: want one line", size, l.Header, l.Lang, l.Brand)
		}
	}
}

// checkScoreWords makes the first play of the Linko! table open in ctx
// (in French) through the API: each seat's score then has its reason in
// words, the signs explained, and a legend says once how scores count.
func (e *browserEnv) checkScoreWords(ctx context.Context) {
	e.t.Helper()
	if _, err := cdp(ctx, chromedp.Evaluate[bool](`(async () => {
		const q = new URLSearchParams(location.search);
		const base = '/api/tables/' + encodeURIComponent(location.pathname.split('/').pop()) + '/seats/' + q.get('seat');
		const { api } = await import('/static/dom.js');
		const { pick, label, moves, ...shared } = (await api('GET', base + '/view', undefined, q.get('token'))).legalMoves[0];
		const { label: l, preview, ...m } = moves[0];
		await api('POST', base + '/moves', { move: { ...shared, ...m } }, q.get('token'));
		return true;
	})()`, chromedp.EvalAwaitPromise)); err != nil {
		e.t.Fatal(err)
	}
	wait(e.t, ctx, `!!document.querySelector('[data-why="0"]')`)
	why, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('[data-why="0"]').textContent`))
	legend, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('linko-legend')?.textContent || ''`))
	e.screenshot(ctx, "linko-score-words", false)
	if !regexp.MustCompile(`^\d+ cartes? posées? \(\+\d+\), \d+ en main \(−\d+\)$`).MatchString(why) || !strings.Contains(legend, "chaque carte posée rapporte un point") {
		e.t.Errorf("after the first play a Linko! score's reason reads %q and its legend %q: want the cards played and in hand with their signs, and how they count", why, legend)
	}
}

// TestBrowserItalianDisplay opens a Linko! table in Italian: the cards
// face up beside the pile are the rulebook's "display", as it writes it,
// in lower case (the page once shouted "CARTE SCOPERTE (DISPLAY)").
func TestBrowserItalianDisplay(t *testing.T) {
	e := newBrowserEnv(t)
	code, resp := call(t, "POST", e.url+"/api/tables", "", humans("linko", `{"players":2}`, 2))
	var c created
	if code != http.StatusCreated || json.Unmarshal([]byte(resp), &c) != nil {
		t.Fatalf("%d %s", code, resp)
	}
	ctx := e.tab(true)
	e.openSeat(ctx, e.url+c.Seats[0].Join+"&lang=it")
	if got, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('.displaybox .label').innerText`)); got != "display" {
		t.Errorf("the Italian display is labelled %q, want the rulebook's \"display\"", got)
	}
}
