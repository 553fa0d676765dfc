package main

// The computer's last move is shown on the board (#38): the cells, tiles
// or play it touched are ringed (a dashed outline: a shape, not a colour
// alone) until the player moves; one's own move is not ringed.

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserLastMoveRinged plays a move of Lino and of Linko! against the
// computer at a desktop's size and on a touch-screen phone, and waits for
// the computer's reply: in Lino its tile's two cells are ringed (the cell
// it left and the one it went to) and not the player's; in Linko! the
// computer's last play is outlined, a double ring, and the player's is not.
func TestBrowserLastMoveRinged(t *testing.T) {
	e := newBrowserEnv(t)
	for _, size := range []string{"desktop", "phone"} {
		ctx, act := e.sizedTab(size)
		press := func(sel string) {
			t.Helper()
			if err := act(ctx, sel); err != nil {
				t.Fatalf("%s: %s: %v", size, sel, err)
			}
		}
		e.playComputer(ctx, "lino")
		if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#board [data-pick]`))); err != nil {
			t.Fatalf("%s: no tile to move: %v", size, err)
		}
		if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#board .last-ring').length`)); n != 0 {
			t.Errorf("%s: %d cells ringed before any move", size, n)
		}
		press(`#board [data-pick]`)
		to, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#board [data-move]').dataset.cell`))
		press(`#board [data-move]`)
		if size == "phone" { // a first tap selects; Play plays
			wait(t, ctx, `!!document.querySelector('#confirm #confirm-play')`)
			press(`#confirm #confirm-play`)
		}
		type rings struct {
			Cells  []string
			Styled bool
			Left   bool // a ring on the cell a tile left
		}
		var got rings
		wait(t, ctx, `document.querySelectorAll('#log li.mine').length > 0 && !!document.querySelector('#board [data-pick]') && document.querySelectorAll('#board .last-ring').length > 0`)
		got, _ = cdp(ctx, chromedp.Evaluate[rings](`(() => {
			const rings = [...document.querySelectorAll('#board .last-ring')];
			const style = rings[0] && getComputedStyle(rings[0]);
			return { Cells: rings.map((r) => r.dataset.ring), Styled: !!style && style.strokeDasharray !== 'none' && style.fill === 'none',
				Left: rings.some((r) => !!document.querySelector('#board [data-vacated="' + r.dataset.ring + '"]')) };
		})()`))
		e.screenshot(ctx, "last-lino-"+size, false)
		if err := e.checkTabsThrough(ctx); err != nil {
			t.Errorf("%s: Lino: %v", size, err)
		}
		if len(got.Cells) != 2 || !got.Left || !got.Styled {
			t.Errorf("%s: after the computer's tile move the rings are %+v: want its two cells, one left, dashed", size, got)
		}
		for _, c := range got.Cells {
			if c == to {
				t.Errorf("%s: the player's own move to %s is ringed", size, to)
			}
		}

		// On a desktop the computer takes a pause before its moves: the
		// keys are pressed meanwhile.
		if size == "desktop" {
			if err := setPace(ctx, "400"); err != nil {
				t.Fatal(err)
			}
		}
		e.playComputer(ctx, "linko")
		wait(t, ctx, `!!document.querySelector('#hand [data-pick]')`)
		press(`#hand [data-pick]`)
		press(`#choices button`)
		if size == "phone" {
			if ok, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('#confirm #confirm-play')`)); ok {
				press(`#confirm #confirm-play`)
			}
		}
		// Until the player's turn to play comes again, each decision of
		// the player's is taken with its first button, each draw from the
		// pile; on a desktop, keys pressed while the computer plays make
		// no move (checkStrayKeys).
		deadline := time.Now().Add(20 * time.Second)
		strays := size == "phone"
		for {
			state, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#hand [data-pick]') ? 'play' : document.querySelector('#table').dataset.toMove !== '0' ? 'others' : document.querySelector('#decision button') ? 'decide' : document.querySelector('#pile.pickable') ? 'draw' : 'wait'`))
			if state == "play" {
				break
			}
			switch state {
			case "others":
				if !strays {
					tried, err := e.checkStrayKeys(ctx)
					if err != nil {
						e.screenshot(ctx, "stray-keys", false)
						t.Errorf("%s: %v", size, err)
					}
					strays = tried
				}
			case "decide":
				press(`#decision button`)
			case "draw":
				press(`#pile.pickable`)
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: the player's turn to play does not come again", size)
			}
			time.Sleep(100 * time.Millisecond)
		}
		if !strays {
			t.Errorf("%s: no key was pressed while the computer played", size)
		}
		if err := e.checkTabsThrough(ctx); err != nil {
			t.Errorf("%s: Linko!: %v", size, err)
		}
		marked, _ := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#seats .meld.last')].map((m) => m.closest('[data-seat-panel]').dataset.seatPanel + ' ' + getComputedStyle(m).outlineStyle)`))
		e.screenshot(ctx, "last-linko-"+size, false)
		if len(marked) != 1 || marked[0] == "0 double" || marked[0][2:] != "double" {
			t.Errorf("%s: the plays outlined as the last are %q: want the computer's, a double ring (not dashed: it read as disabled)", size, marked)
		}
	}
}

// wait waits until the page's expression js is true.
func wait(t *testing.T, ctx context.Context, js string) {
	t.Helper()
	if _, err := cdp(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatalf("waiting for %s: %v", js, err)
	}
}
