package main

// Lino's field on a phone (#38): a thumb's size a cell, built and in
// play, scrolling sideways with what matters scrolled into sight, whole
// in the screen's width at the player's asking, and in play the last
// move's scoring drawn, not every row's.

import (
	"context"
	"fmt"
	"time"

	"github.com/chromedp/chromedp"
)

// linoTappable says what keeps Lino's field from a thumb on a phone,
// built or in play: a tile, a tap's target, under 24 px (WCAG 2.2's
// 2.5.8); the field scrolling sideways where it fits whole in the screen's
// width with tiles that wide (#38 r32, the session's decision reopened:
// zoomed in at 30 px a cell, a field in play of 12 columns scrolled at 390
// px, its right column cut); the rows' numbers outside the field's box;
// its axes and points' labels drawn under 9 px.
const linoTappable = `(() => {
	const tile = document.querySelector('#board .tile').getBoundingClientRect(), fb = document.querySelector('#board .fieldbox');
	const field = fb.querySelector('svg.field');
	if (tile.width < 23.9) return 'a tile is ' + tile.width.toFixed(1) + ' px wide';
	if (fb.scrollWidth > fb.clientWidth + 1 && +field.dataset.least <= fb.clientWidth) return 'it scrolls sideways, though ' + field.dataset.least + ' px hold it whole in ' + fb.clientWidth;
	const box = fb.getBoundingClientRect();
	const num = document.querySelector('#board .rows-axis .axis').getBoundingClientRect();
	if (num.left < box.left || num.right > box.right) return 'the rows\' numbers are out of the field\'s box';
	// Its words drawn smaller with it read 9 px at least.
	const svg = fb.querySelector('svg.field'), k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
	const small = [...svg.querySelectorAll('.axis, .points text')].find((el) => el.getClientRects().length && parseFloat(getComputedStyle(el).fontSize) * k < 9);
	return small ? 'the field\'s "' + small.textContent + '" is drawn ' + (parseFloat(getComputedStyle(small).fontSize) * k).toFixed(1) + ' px high' : '';
})()`

// checkFieldScrolls checks Lino's field on a phone while it is built: its
// tiles a thumb's target from the first, whole at 390 px (r24, r32); at
// 320 px the field, then wider than the screen, shows that it scrolls
// (an arrow at an edge with columns beyond: a newcomer took the fade at
// the edge for the field's end), and a tap on the right arrow scrolls it;
// these stand above the field, over no cell; "Zoom in" draws its cells a
// finger apart, and "Whole field" all of it again (#38: its right columns
// were cut).
func (e *browserEnv) checkFieldScrolls(ctx context.Context) {
	e.t.Helper()
	fits := `(() => { const box = document.querySelector('#board .fieldbox'), svg = box.querySelector('svg.field');
		return box.scrollWidth <= box.clientWidth + 1 && svg.getBoundingClientRect().width <= box.getBoundingClientRect().width + 1; })()`
	cue := `(() => {
		const box = document.querySelector('#board .fieldbox');
		const shown = (sel) => { const el = document.querySelector(sel); return !!el && !el.hidden && el.getBoundingClientRect().width > 0; };
		return { scrolls: box.scrollWidth > box.clientWidth + 1, at: box.scrollLeft, right: shown('#board .field-more.right:enabled'), room: box.scrollWidth - box.clientWidth };
	})()`
	type cueState struct {
		Scrolls bool    `json:"scrolls"`
		At      float64 `json:"at"`
		Right   bool    `json:"right"`
		Room    float64 `json:"room"`
	}
	// At 390 px the field and the ring where its tiles may go fit whole
	// (r24 #1: column P half cut, a swipe at every move), under its zoom
	// (r33 #1: its tiles 27 px, nothing pointed to "Zoom in").
	if ok, err := cdp(ctx, chromedp.Evaluate[bool](fits+` && !document.querySelector('#board .field-bar').hidden`)); err != nil || !ok {
		e.viewShot(ctx, "lino-phone-fits")
		e.t.Errorf("Lino's opening field does not fit a 390 px phone whole (%v)", err)
	}
	e.viewShot(ctx, "lino-phone-fits")
	// A narrower phone's (320 px) scrolls sideways, its tiles 24 px wide.
	if _, err := cdp(ctx, chromedp.EmulateViewport(320, 844, chromedp.EmulateScale(2), chromedp.EmulateTouch)); err != nil {
		e.t.Fatal(err)
	}
	defer e.touchPhone(ctx)
	// (Once the page has drawn at its new width, the field sized for it:
	// its bar stands at 390 px too, since r33 #1.)
	if _, err := cdp(ctx, chromedp.Poll[bool](`innerWidth === 320 && !document.querySelector('#board .field-bar').hidden`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		e.t.Errorf("at 320 px Lino's field shows no bar: %v", err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[bool](`new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(true))))`, chromedp.EvalAwaitPromise)); err != nil {
		e.t.Fatal(err)
	}
	// (Whole, at 320 px it scrolls a column or so: the player swiped to
	// its left end.)
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('#board .fieldbox').scrollTo({ left: 0, behavior: 'instant' })`)); err != nil {
		e.t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board .field-more.right:enabled')`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		e.t.Errorf("at 320 px, at its left end, Lino's field has no right arrow to tap: %v", err)
	}
	before, err := cdp(ctx, chromedp.Evaluate[cueState](cue))
	if err != nil || !before.Scrolls || !before.Right {
		e.viewShot(ctx, "lino-phone-cue")
		e.t.Errorf("Lino's field zoomed in on a phone does not show that it scrolls: %+v (%v)", before, err)
		return
	}
	e.viewShot(ctx, "lino-phone-cue")
	if err := tapScrolled(ctx, "#board .field-more.right", "nearest"); err != nil {
		e.t.Error(err)
		return
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.querySelector('#board .fieldbox').scrollLeft > %f + 20`, before.At), chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		after, _ := cdp(ctx, chromedp.Evaluate[cueState](cue))
		e.t.Errorf("a tap on the field's right arrow does not scroll it: from %+v to %+v: %v", before, after, err)
	}
	// The arrows and the zoom stand above the field, over none of its
	// cells (a newcomer found them on H10 and column R).
	if over, _ := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const box = document.querySelector('#board .fieldbox').getBoundingClientRect();
		return [...document.querySelectorAll('#board .field-bar > *')].filter((el) => !el.hidden && el.getBoundingClientRect().bottom > box.top + 0.5).map((el) => el.className).join(', ');
	})()`)); over != "" {
		e.t.Errorf("on a phone these controls of Lino's field stand over its cells: %s", over)
	}
	// "Zoom in" draws its cells a finger apart (30 px, linofield.js TAPPED).
	if err := tapInPlace(ctx, "#board .field-zoom"); err != nil {
		e.t.Error(err)
		return
	}
	zoomed := `(() => { const svg = document.querySelector('#board svg.field'); return 40 * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width >= 29.9; })()`
	if _, err := cdp(ctx, chromedp.Poll[bool](zoomed, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		e.t.Errorf("on a phone \"Zoom in\" leaves Lino's cells under 30 px apart: %v", err)
	}
	e.viewShot(ctx, "lino-phone-zoomed")
	if err := tapInPlace(ctx, "#board .field-zoom"); err != nil {
		e.t.Error(err)
		return
	}
	// (Its tiles no smaller than 24 px: at 320 px, 12 columns scroll a little still.)
	least := `(() => { const svg = document.querySelector('#board svg.field'); return svg.getBoundingClientRect().width <= +svg.dataset.least + 1; })()`
	if _, err := cdp(ctx, chromedp.Poll[bool](`(`+fits+` || `+least+`) && !(`+linoTappable+`)`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		bad, _ := cdp(ctx, chromedp.Evaluate[string](linoTappable))
		e.t.Errorf("on a phone \"Whole field\" leaves Lino's field wider than the screen or its tiles' least size: %s (%v)", bad, err)
	}
	e.viewShot(ctx, "lino-phone-whole")
}

// checkLightMarks checks Lino's field in play, after a few rows scored,
// at a desktop's size: the field labels only the last move's scores (those
// the log tells after its last stone), draws the earlier ones as thin
// lines and shows one's label while the list points at it; no label
// covers the last move's ring (a "+3" did). Then on a phone's screen: the
// field's cells a thumb wide (linoTappable), the last move's ring wholly
// in sight (r21: column P cut off). It reports
// false where no earlier score is on the field yet: nothing to check.
func (e *browserEnv) checkLightMarks(ctx context.Context) (bool, error) {
	got, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const log = [...document.querySelectorAll('#log li')], at = log.map((l) => l.dataset.kind).lastIndexOf('stone-placed');
		const kinds = ['row-closed', 'run-scored', 'number-scored', 'star-scored'];
		const fresh = log.slice(at + 1).filter((l) => kinds.includes(l.dataset.kind)).length;
		const entries = document.querySelectorAll('#scoring li').length;
		if (entries <= fresh) return 'wait';
		const labels = [...document.querySelectorAll('svg.field g.points')].filter((g) => getComputedStyle(g).display !== 'none');
		const shown = labels.map((g) => +g.dataset.scoreItem).sort((a, b) => a - b);
		const want = [...Array(fresh).keys()].map((i) => entries - fresh + i);
		if (shown.join() !== want.join()) return 'the labels shown are ' + JSON.stringify(shown) + ', the last move\'s scores ' + JSON.stringify(want);
		const thick = [...document.querySelectorAll('svg.field .scored')].filter((l) => +l.dataset.scoreItem < entries - fresh && parseFloat(getComputedStyle(l).strokeWidth) > 2);
		if (thick.length) return thick.length + ' earlier scores drawn as thick as the last move\'s';
		const ring = document.querySelector('svg.field .last-ring');
		const r = ring && ring.getBoundingClientRect();
		for (const g of ring ? labels : []) {
			const b = g.getBoundingClientRect();
			if (b.left < r.right - 0.5 && r.left < b.right - 0.5 && b.top < r.bottom - 0.5 && r.top < b.bottom - 0.5) return 'the label ' + g.textContent + ' covers the last move\'s ring';
		}
		const first = document.querySelector('#scoring li');
		first.focus();
		const lit = getComputedStyle(document.querySelector('svg.field g.points[data-score-item="0"]')).display !== 'none';
		first.blur();
		return lit ? '' : 'an earlier score\'s label does not show while the list points at it';
	})()`))
	if err != nil || got == "wait" {
		return false, err
	}
	e.screenshot(ctx, "lino-light-marks", false)
	if got != "" {
		return true, fmt.Errorf("Lino's field in play: %s", got)
	}
	e.phone(ctx, true)
	defer e.phone(ctx, false)
	if _, err := cdp(ctx, chromedp.Poll[bool](`(() => {
		const box = document.querySelector('#board .fieldbox'), b = box.getBoundingClientRect(), ring = document.querySelector('svg.field .last-ring');
		const numbers = document.querySelector('svg.field .rows-axis').getBoundingClientRect().width, fade = box.classList.contains('more') ? 32 : 0;
		const r = ring ? ring.getBoundingClientRect() : b;
		return !(`+linoTappable+`) && r.left >= b.left + numbers - 1 && r.right <= b.right - fade + 1;
	})()`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		e.screenshot(ctx, "lino-play-phone", false)
		bad, _ := cdp(ctx, chromedp.Evaluate[string](linoTappable))
		return true, fmt.Errorf("Lino's field in play on a phone: %q, or the last move's ring not wholly in sight: %v", bad, err)
	}
	e.screenshot(ctx, "lino-play-phone", false)
	return true, nil
}
