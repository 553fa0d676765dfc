package main

// The others' moves, one at a time: a person can follow each.

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserShowsOthersMovesOneAtATime plays a LINX of three, the two
// computer players moving at once on the server (no pause there): after the
// person's move, the page must show the first computer's move, and the
// second's only once the pause the person chose (here the default, 1 s)
// has passed, each with its sentence beside the board; the person's turn
// (its status, its choices) only once the second's move is shown (the
// view read is ahead of the moves shown: it let the person play before
// seeing what the second computer did).
func TestBrowserShowsOthersMovesOneAtATime(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	ts := &testServer{url: e.url}
	c := ts.create(t, `{"game":"linx","options":{"players":3},"botDelayMs":0,
		"seats":[{"player":"human"},{"player":"bot","bot":"random"},{"player":"bot","bot":"random"}]}`)
	link := fmt.Sprintf("%s/play/%s?player=1&token=%s", e.url, c.ID, url.QueryEscape(c.Seats[0].Token))
	// The default pause: no setting in this browser.
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		t.Fatal(err)
	}
	if err := setPace(ctx, "default"); err != nil {
		t.Fatal(err)
	}
	e.openSeat(ctx, link)
	if v, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('pace').value`)); v != "1000" {
		t.Fatalf("the pause offered by default is %q ms, not 1000", v)
	}
	// Each move of someone else shown (#latest names its last event): its
	// seat, when, and what #latest said; and the person's turn, if shown
	// while the first computer's move is the last shown (early).
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.shown = [];
		window.early = '';
		window.twoClocks = [];
		const l = document.getElementById('latest');
		new MutationObserver(() => {
			// One clock (r25 #4): the seat the heading names is the one
			// its panel marks to move.
			const heading = document.querySelector('#status .turn'), panel = document.querySelector('#seats .seat.to-move');
			const named = !heading ? '' : heading.classList.contains('mine') ? 'You' : (heading.textContent.match(/Computer \d/) || [''])[0];
			const marked = panel ? panel.querySelector('.seat-who, .seat-head, .who')?.textContent || panel.textContent : '';
			if (named && !marked.includes(named)) window.twoClocks.push(heading.textContent + ' | ' + (marked || 'no panel marked'));
			const last = window.shown[window.shown.length - 1];
			if (l.dataset.index && (!last || last.index !== l.dataset.index)) window.shown.push({ seat: l.dataset.seat, kind: l.dataset.kind, index: l.dataset.index, at: performance.now(), text: l.textContent });
			const now = window.shown[window.shown.length - 1];
			const yours = document.querySelector('#status .turn.mine, #board [data-pick], #board [data-move]');
			if (yours && now && now.seat === '1' && !window.early) window.early = yours.textContent || yours.outerHTML.slice(0, 120);
		}).observe(document.getElementById('table'), { attributes: true, childList: true, subtree: true });
	})()`)); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('[data-pick]').click()`)); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('[data-move]').dispatchEvent(new MouseEvent('click', {bubbles: true}))`)); err != nil {
		t.Fatal(err)
	}
	type shown struct {
		Seat, Kind, Index, Text string
		At                      float64
	}
	var got []shown
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		got, _ = cdp(ctx, chromedp.Evaluate[[]shown](`window.shown`))
		seats := map[string]bool{}
		for _, s := range got {
			seats[s.Seat] = true
		}
		if seats["1"] && seats["2"] {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	first := map[string]shown{}
	for _, s := range got {
		if _, ok := first[s.Seat]; !ok {
			first[s.Seat] = s
		}
		// The computers are called so, numbered by their seat where two play.
		if !strings.Contains(s.Text, "Computer ") || strings.Contains(s.Text, "seat=") {
			t.Errorf("beside the board: %q", s.Text)
		}
	}
	a, okA := first["1"]
	b, okB := first["2"]
	if !okA || !okB {
		e.screenshot(ctx, "pace-failed", false)
		t.Fatalf("the page showed %+v, not the moves of both computer players", got)
	}
	if gap := b.At - a.At; gap < 1000 {
		t.Errorf("the second computer's move came %.0f ms after the first's: less than the 1 s pause", gap)
	}
	if two, _ := cdp(ctx, chromedp.Evaluate[[]string](`window.twoClocks`)); len(two) > 0 {
		t.Errorf("the heading and the players' panel named different seats to move (heading | panel marked): %q", two)
	}
	if early, _ := cdp(ctx, chromedp.Evaluate[string](`window.early`)); early != "" {
		t.Errorf("the person's turn showed (%q) while the first computer's move was the last shown, before the second's", early)
	}
	// Once the second's is shown, the turn is the person's.
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#status .turn.mine') && !!document.querySelector('#board [data-pick]')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Errorf("after the computers' moves the person's turn is not shown: %v", err)
	}
	if t.Failed() {
		log, _ := cdp(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#log li')].map(li => li.dataset.index + ' ' + li.dataset.kind + ': ' + li.textContent).join('\n')`))
		_, info := call(t, "GET", e.url+"/api/tables/"+c.ID, "", "")
		t.Logf("shown: %+v\nlog:\n%s\n%.400s", got, log, info)
	}
}

// checkStrayTaps makes Linko!'s play on a touch-screen phone at pace
// "Instant", then drums on: a finger taps the hand and the screen's foot
// as fast as the page lets it while the computers reply in a blink
// (r25 #3: such taps picked the 10s and pressed the new "Play a 10", a
// second move the player never chose). The page sends one move, and the
// player's turn, once back, takes a tap again.
func (e *browserEnv) checkStrayTaps(ctx context.Context) {
	t := e.t
	t.Helper()
	wait(t, ctx, `document.querySelector('#table').dataset.toMove === '0' && !document.body.dataset.busy && !!document.querySelector('#hand [data-pick]')`)
	if err := actUntil(ctx, tap, "#hand [data-pick]", `!!document.querySelector('#confirm [data-move]')`); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`performance.clearResourceTimings(); performance.setResourceTimingBufferSize(100000); window.taps = []; addEventListener('pointerdown', (e) => window.taps.push(e.timeStamp), true)`)); err != nil {
		t.Fatal(err)
	}
	sent := `performance.getEntriesByType('resource').filter((r) => /\/seats\/0\/moves$/.test(r.name)).length`
	before, _ := cdp(ctx, chromedp.Evaluate[int](sent))
	// Each tap where its target is now: the hand's first value, then the
	// first play at the foot if one is shown (the worst a drumming finger
	// can do), else the hand's again.
	target := `(() => {
		const el = (window.drum = !window.drum) && document.querySelector('#confirm [data-move]') || document.querySelector('#hand [data-pick]');
		if (!el) return [innerWidth / 2, innerHeight - 30];
		const r = el.getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2];
	})()`
	if err := tapInView(ctx, "#confirm [data-move]"); err != nil {
		t.Fatal(err)
	}
	for range 24 {
		at, err := cdp(ctx, chromedp.Evaluate[[]float64](target))
		if err != nil || len(at) != 2 {
			t.Fatalf("nowhere to tap: %v", err)
		}
		if err := touchNow(ctx, at[0], at[1]); err != nil {
			t.Fatal(err)
		}
	}
	// (Back at the player's turn: a play, or a decision on a play attacked.)
	wait(t, ctx, `document.querySelector('#table').dataset.toMove === '0' && !document.body.dataset.busy && !!document.querySelector('#board [data-pick], #board [data-move]')`)
	// A finger drums: each tap less than 350 ms (keys.js's FRESH, under its
	// GUARD) after the one before, by the taps' times as the page saw them.
	// Then the page's rule leaves one move certain, however soon the turn
	// came back: the first tap after the play is on no control (the move
	// being sent) or on one drawn since the play, less than FRESH before
	// it (r28: the player's own decision on an attack, back in 250 ms, took
	// it); each later one is less than GUARD after a stray's. A machine
	// too loaded to tap that fast made no drum to check.
	taps, _ := cdp(ctx, chromedp.Evaluate[[]float64](`window.taps`))
	drummed := len(taps) > 1
	for i := 1; i < len(taps); i++ {
		drummed = drummed && taps[i]-taps[i-1] < 350
	}
	if !drummed {
		t.Logf("the taps came too far apart to be a finger's drumming (at %v ms): not checked", taps)
	} else if after, _ := cdp(ctx, chromedp.Evaluate[int](sent)); after-before != 1 {
		l, _ := cdp(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#log li')].map((li) => li.textContent).join('\n')`))
		e.screenshot(ctx, "stray-taps", false)
		t.Errorf("a play and taps drummed on after it sent %d moves, not 1 (the taps at %v ms):\n%s", after-before, taps, l)
	}
	// Rested, the finger is heard again.
	if err := actUntil(ctx, tap, "#board [data-pick], #board [data-move]", `!document.getElementById('confirm').hidden`); err != nil {
		t.Errorf("after the stray taps a tap selects nothing: %v", err)
	}
}

// tapInView taps the element sel where it is on the screen now, without
// scrolling: a bar fixed at the screen's foot.
func tapInView(ctx context.Context, sel string) error {
	at, err := cdp(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => { const el = document.querySelector(%q); if (!el) return null; const r = el.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, sel)))
	if err != nil || len(at) != 2 {
		return fmt.Errorf("nothing to tap at %s (%v)", sel, err)
	}
	return touchAt(ctx, at[0], at[1])
}
