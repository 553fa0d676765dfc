package main

// LINX reloaded at a new round's start: "Since your move" says the round
// began (#38).

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserLinxSinceNewRound plays LINX's first round to its end, the
// player's moves through the API, and reloads the page twice: at the
// round's result, put away with "Next round", then at the second round's
// start, where "Since your move" says once that round 2 began: begun by
// the computer, and by the player (the computer began the first).
func TestBrowserLinxSinceNewRound(t *testing.T) {
	e := newBrowserEnv(t)
	for _, first := range []int{0, 1} {
		t.Run(fmt.Sprintf("first-seat-%d", first+1), func(t *testing.T) {
			e.t = t
			sinceNewRound(t, e, first)
		})
	}
}

// sinceNewRound checks "Since your move" at round 2's start after a
// reload, at a table of LINX against the computer whose first round seat
// first began.
func sinceNewRound(t *testing.T, e *browserEnv, first int) {
	code, resp := call(t, "POST", e.url+"/api/tables", "", fmt.Sprintf(`{"game":"linx","options":{"players":2,"firstSeat":%d},"seats":[{"player":"human"},{"player":"bot","bot":"random"}]}`, first))
	var c created
	if code != 201 || json.Unmarshal([]byte(resp), &c) != nil {
		t.Fatalf("create: %d %s", code, resp)
	}
	ctx := e.tab(true)
	e.phone(ctx, false)
	e.openSeat(ctx, e.url+"/play/"+c.ID+"?seat=0&token="+c.Seats[0].Token)
	if ok, err := cdp(ctx, chromedp.Evaluate[bool](`(async () => {`+linxToRoundTwo+`})()`, chromedp.EvalAwaitPromise)); err != nil || !ok {
		t.Fatalf("the first round was not played to the second: %v", err)
	}
	for _, step := range []string{"reload", "#next-round", "reload"} {
		var err error
		if step == "reload" {
			_, err = cdp(ctx, chromedp.Reload())
		} else {
			if _, err = cdp(ctx, chromedp.WaitVisible(step)); err == nil {
				err = click(ctx, step)
			}
		}
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board #hand') && !document.getElementById('next-round')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatalf("no second round after the reload: %v", err)
	}
	// (The events come after the view: the box is read once they are in.)
	_, _ = cdp(ctx, chromedp.Poll[bool](`(() => { const l = document.getElementById('latest'); return !!l && !l.hidden && l.textContent.includes('Round 2'); })()`, chromedp.WithPollingTimeout(10*time.Second)))
	said, err := cdp(ctx, chromedp.Evaluate[string](`(() => { const l = document.getElementById('latest'); return l && !l.hidden ? l.textContent : ''; })()`))
	e.screenshot(ctx, fmt.Sprintf("linx-since-round-2-%d", first+1), false)
	if err != nil || strings.Count(said, "Round 2") != 1 {
		t.Errorf("at round 2's start after a reload, \"Since your move\" says %q: want it to say once that round 2 began (%v)", said, err)
	}
}
