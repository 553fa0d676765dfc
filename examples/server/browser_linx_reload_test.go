package main

// LINX reloaded as a round ends: its result is not skipped.

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserLinxReloadKeepsRoundResult plays the first round, the
// player's moves through the API, and reloads the page before the player
// has seen its end: the board holds the round's result with "Next round"
// (r34 #3: the page went straight on to round 2, the result unseen). Put
// away, it is not shown again after another reload.
func TestBrowserLinxReloadKeepsRoundResult(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	e.phone(ctx, false)
	e.playComputer(ctx, "linx")
	if ok, err := cdp(ctx, chromedp.Evaluate[bool](`(async () => {`+linxToRoundTwo+`})()`, chromedp.EvalAwaitPromise)); err != nil || !ok {
		t.Fatalf("the first round was not played to the second: %v", err)
	}
	if _, err := cdp(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#status #next-round') && !!document.querySelector('#board #round-won')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linx-reload-round-won", false)
		t.Fatalf("after a reload the round's end is skipped: %v", err)
	}
	e.screenshot(ctx, "linx-reload-round-won", false)
	if said, err := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#status .turn').textContent`)); err != nil || !strings.HasPrefix(said, "Round 1 went to") {
		t.Errorf("after a reload the status says %q: want the round's result (%v)", said, err)
	}
	if err := click(ctx, "#next-round"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!document.getElementById('next-round') && !!document.querySelector('#board #hand')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatalf("\"Next round\" does not go on to the second round: %v", err)
	}
	if _, err := cdp(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board #hand')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatalf("no second round after another reload: %v", err)
	}
	if held, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.getElementById('next-round')`)); held {
		t.Error("the round's result, put away, is held again after a reload")
	}
}

// linxOfTwo opens the first seat of a new LINX table of two people, on a
// phone or at a desktop's size; the table is c.
func (e *browserEnv) linxOfTwo(phone bool) (context.Context, created) {
	e.t.Helper()
	code, resp := call(e.t, "POST", e.url+"/api/tables", "", humans("linx", `{}`, 2))
	var c created
	if code != 201 || json.Unmarshal([]byte(resp), &c) != nil || len(c.Seats) != 2 {
		e.t.Fatalf("create: %d %s", code, resp)
	}
	ctx := e.tab(true)
	e.phone(ctx, phone)
	e.openSeat(ctx, e.url+"/play/"+c.ID+"?seat=0&token="+c.Seats[0].Token)
	return ctx, c
}

// TestBrowserLinxCoverTargetsMarked plays a game of two until the first
// seat may cover a tile, then picks that tile, at a desktop's size and on
// a phone: the tiles it may cover wear a mark of their own, a dotted
// frame and a folded corner, told from the empty cells' green by shape
// (r34 #1: they looked as before, a gold edge unseen on a yellow tile).
// At a desktop's size a click on a cell out of bounds says why.
func TestBrowserLinxCoverTargetsMarked(t *testing.T) {
	e := newBrowserEnv(t)
	ctx, c := e.linxOfTwo(false)
	// Both seats place face up until the first may cover a tile.
	pick, err := cdp(ctx, chromedp.Evaluate[string](`(async (tokens) => {
		const { api } = await import('/static/dom.js');
		const base = '/api/tables/`+c.ID+`/seats/';
		for (let n = 0; n < 24; n++) {
			const seat = (await api('GET', base + '0/view', undefined, tokens[0])).toMove;
			const v = await api('GET', base + seat + '/view', undefined, tokens[seat]);
			const can = v.legalMoves.find((c) => c.moves.some((m) => m.kind === 'down'));
			if (seat === 0 && can) return can.pick;
			const { pick, label, moves, ...shared } = v.legalMoves.find((c) => c.moves.some((m) => m.kind === 'up')) || v.legalMoves[0];
			const { label: l, preview, ...m } = moves.find((m) => m.kind === 'up') || moves[0];
			await api('POST', base + seat + '/moves', { move: { ...shared, ...m } }, tokens[seat]);
		}
		return '';
	})(`+jsValue([]string{c.Seats[0].Token, c.Seats[1].Token})+`)`, chromedp.EvalAwaitPromise))
	if err != nil || pick == "" {
		t.Fatalf("the first seat may cover no tile after 24 moves (%v)", err)
	}
	const marked = `(() => {
		const covers = [...document.querySelectorAll('#board .fieldbox .stack.cover')];
		if (!covers.length) return 'no tile to cover';
		const out = [];
		for (const g of covers) {
			const ring = g.querySelector('.cover-mark rect'), corner = g.querySelector('.cover-mark path');
			if (!ring || !corner) { out.push(g.dataset.cell + ' has no mark'); continue; }
			const rs = getComputedStyle(ring), cell = document.querySelector('#board .fieldbox .cell.target');
			if (rs.strokeDasharray === 'none' || parseFloat(rs.strokeWidth) < 3) out.push(g.dataset.cell + ' framed ' + rs.strokeWidth + ' ' + rs.strokeDasharray);
			if (cell && getComputedStyle(cell).stroke === rs.stroke) out.push('the frame is the empty cells’ colour');
			if (getComputedStyle(corner).fill === 'none') out.push('no folded corner');
		}
		return out.join('; ');
	})()`
	sel := `#board .in-hand.pickable[data-pick="` + pick + `"]`
	for _, phone := range []bool{false, true} {
		if phone {
			e.phone(ctx, true)
			if _, err := cdp(ctx, chromedp.Reload()); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(sel))); err != nil {
			t.Fatal(err)
		}
		act := click
		if phone {
			act = tap
		}
		if err := act(ctx, sel); err != nil {
			t.Fatal(err)
		}
		if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board .in-hand.picked')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
			t.Fatalf("no tile picked (phone %v): %v", phone, err)
		}
		e.viewShot(ctx, map[bool]string{false: "linx-cover-targets", true: "linx-phone-cover-targets"}[phone])
		if got, err := cdp(ctx, chromedp.Evaluate[string](marked)); err != nil || got != "" {
			t.Errorf("the tiles the picked one may cover (phone %v): %s (%v)", phone, got, err)
		}
		// A cell out of bounds says why it takes no tile (r34 #10); a
		// phone's grid is cropped to the bound.
		if phone {
			continue
		}
		if err := act(ctx, "#board .fieldbox .cell.off"); err != nil {
			t.Fatal(err)
		}
		if says, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('says').textContent`)); !strings.Contains(says, "out of bounds") {
			e.viewShot(ctx, "linx-off-click")
			t.Errorf("a click on a cell out of bounds says %q (phone %v): want why", says, phone)
		}
	}
}
