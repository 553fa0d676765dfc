package main

// The newcomer's small points (#38): a tile picked, and put back, shows
// it; LINX's rules in brief in "How to play", and under the hand on a
// desktop only (on a phone they pushed the panels below the screen);
// the pause between moves beside the players.

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserPickedCaptionAndPace opens LINX against the computer at a
// desktop's size and on a touch-screen phone: a tile picked carries a
// check mark, and picked again loses it; the rules' caption is in "How
// to play", and comes after the hand on a desktop only; the pause control is in the players' column, and on a desktop
// in view.
func TestBrowserPickedCaptionAndPace(t *testing.T) {
	e := newBrowserEnv(t)
	for _, size := range []string{"desktop", "phone"} {
		touch := size == "phone"
		ctx, act := e.sizedTab(size)
		e.playComputer(ctx, "linx")
		wait(t, ctx, linxMine)
		if err := e.checkTabsThrough(ctx); err != nil {
			t.Errorf("%s: LINX: %v", size, err)
		}
		mark := func() string {
			m, _ := cdp(ctx, chromedp.Evaluate[string](`(() => { const p = document.querySelector('#hand .in-hand.picked'); return p ? getComputedStyle(p, '::after').content : 'none'; })()`))
			return m
		}
		if err := act(ctx, "#board .in-hand.pickable"); err != nil {
			t.Fatal(err)
		}
		if m := mark(); m != `"✓"` {
			t.Errorf("%s: a tile picked shows %s, want a check mark", size, m)
		}
		e.screenshot(ctx, "picked-"+size, false)
		if err := act(ctx, "#board .in-hand.picked"); err != nil {
			t.Fatal(err)
		}
		if m := mark(); m != "none" {
			t.Errorf("%s: a tile picked again still shows %s", size, m)
		}
		type look struct {
			CaptionTop, HandBottom, PaceTop, Fold float64
			PaceBeside, CaptionShown, InRules     bool
		}
		l, err := cdp(ctx, chromedp.Evaluate[look](`(() => {
			window.scrollTo(0, 0);
			const r = (sel) => document.querySelector(sel).getBoundingClientRect();
			const caption = document.querySelector('#board .linx > .caption');
			return { CaptionTop: r('#board .linx > .caption').top, HandBottom: r('#hand').bottom, PaceTop: r('.pace').top, Fold: innerHeight,
				PaceBeside: !!document.querySelector('.side .pace'), CaptionShown: caption.getClientRects().length > 0,
				InRules: document.getElementById('rules').textContent.includes(caption.textContent) };
		})()`))
		if err != nil {
			t.Fatal(err)
		}
		if l.CaptionShown && l.CaptionTop < l.HandBottom {
			t.Errorf("%s: LINX's rules in brief start at %.0f px, above the hand's end at %.0f", size, l.CaptionTop, l.HandBottom)
		}
		if l.CaptionShown == touch || !l.InRules {
			t.Errorf("%s: LINX's rules in brief shown under the hand: %v (want them on a desktop only), in \"How to play\": %v", size, l.CaptionShown, l.InRules)
		}
		if !l.PaceBeside || (!touch && l.PaceTop > l.Fold) {
			t.Errorf("%s: the pause control is beside the players: %v, at %.0f px of %.0f", size, l.PaceBeside, l.PaceTop, l.Fold)
		}
	}
}
