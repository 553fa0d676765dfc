package main

// Linko!'s draws owed drawn from the pile at once (r35 #5, #38).

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// linkoState says where a Linko! game stands for the reader: over, a
// draw of several cards owed ("rest"), a play, another seat's turn, a
// decision, a draw of one card, or nothing to do yet.
const linkoState = `document.querySelector('#final:not([hidden])') ? 'over' : document.querySelector('#draw-rest') ? 'rest' : document.querySelector('#hand [data-pick]') ? 'play' : document.querySelector('#table').dataset.toMove !== '0' ? 'others' : document.querySelector('#decision button') ? 'decide' : document.querySelector('#pile.pickable') ? 'draw' : 'wait'`

// pairInHand is the selector of a value the reader holds two or more
// of, or of the first value where none.
const pairInHand = `(() => { const g = [...document.querySelectorAll('#hand [data-pick]')].find((b) => Number(b.dataset.count) >= 2) || document.querySelector('#hand [data-pick]'); return '#hand [data-pick="' + g.dataset.pick + '"]'; })()`

// handSize counts the cards of the reader's hand as the page shows them.
const handSize = `[...document.querySelectorAll('#hand .group')].reduce((n, g) => n + Number(g.dataset.count), 0)`

// TestBrowserLinkoDrawsAtOnce plays Linko! against random computers,
// leaving its plays to be attacked and discarding them, at a desktop's
// size and on a touch-screen phone, until the reader owes several cards:
// one button draws them all from the pile (r35 #5: a click a card), a
// click on a desktop, a first tap on a phone saying what it does and
// drawing nothing, a second drawing them, in order, one move each.
func TestBrowserLinkoDrawsAtOnce(t *testing.T) {
	e := newBrowserEnv(t)
	for _, size := range []string{"desktop", "phone"} {
		ctx, act := e.sizedTab(size)
		// (Random computers: a game may end before one comes; a few games
		// are played as need be.)
		met := false
		for game := 0; game < 4 && !met; game++ {
			e.openTable(ctx, againstBots("linko", 5), "")
			met = e.drawRestMet(ctx, act)
		}
		if !met {
			t.Fatalf("%s: no draw of several cards came in four games", size)
		}
		e.viewShot(ctx, "small28-linko-rest-"+size)
		n, _ := cdp(ctx, chromedp.Evaluate[int](`Number(document.getElementById('draw-rest').dataset.n)`))
		before, _ := cdp(ctx, chromedp.Evaluate[int](handSize))
		if err := act(ctx, "#draw-rest"); err != nil {
			t.Fatal(err)
		}
		if size == "phone" {
			time.Sleep(300 * time.Millisecond)
			got, _ := cdp(ctx, chromedp.Evaluate[[]string](`[String(`+handSize+`), document.getElementById('says').textContent, String(document.getElementById('draw-rest').classList.contains('armed'))]`))
			if got[0] != fmt.Sprint(before) || !strings.Contains(got[1], "Tap again") || got[2] != "true" {
				t.Errorf("phone: a first tap on the draw from the pile: hand, line, selected %q, want %d cards, \"Tap again…\", true", got, before)
			}
			e.viewShot(ctx, "small28-linko-rest-armed")
			if err := act(ctx, "#draw-rest"); err != nil {
				t.Fatal(err)
			}
		}
		wait(t, ctx, fmt.Sprintf(`%s >= %d && !document.querySelector('#pile.pickable')`, handSize, before+n))
		if got, _ := cdp(ctx, chromedp.Evaluate[int](handSize)); got != before+n {
			t.Errorf("%s: the hand after drawing %d at once: %d cards, want %d", size, n, got, before+n)
		}
		e.viewShot(ctx, "small28-linko-rest-done-"+size)
	}
}

// drawRestMet plays the reader's turns, a pair where it has one,
// leaving the attacked cards and discarding them, drawing single cards
// from the pile, until a draw of several cards is owed (true) or the
// game ends (false).
func (e *browserEnv) drawRestMet(ctx context.Context, act func(context.Context, string) error) bool {
	e.t.Helper()
	deadline := time.Now().Add(150 * time.Second)
	for time.Now().Before(deadline) {
		state, _ := cdp(ctx, chromedp.Evaluate[string](linkoState))
		switch state {
		case "over":
			return false
		case "rest":
			return true
		case "play":
			// A pair where there is one: an attack on it owes two cards.
			pick, _ := cdp(ctx, chromedp.Evaluate[string](pairInHand))
			_ = act(ctx, pick)
			choice, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#choices button.choice[data-move*="x2\\""]') ? '#choices button.choice[data-move*="x2\\""]' : '#choices button.choice'`))
			_ = act(ctx, choice)
		case "decide":
			sel, _ := cdp(ctx, chromedp.Evaluate[string](`['leave', 'discard'].map((k) => '#decision button[data-kind="' + k + '"]').find((s) => document.querySelector(s)) || '#decision button'`))
			_ = act(ctx, sel)
		case "draw":
			_ = act(ctx, `#pile.pickable`)
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}
