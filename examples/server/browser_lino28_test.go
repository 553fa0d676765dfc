package main

// Lino by keyboard with a tile picked, its zoomed field on a phone and the
// field at the game's end (page-r35 #4, #7, #8).

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/rng"
)

// TestBrowserLinoPickedKeys: with a tile picked by the keys, the arrows
// go among its targets alone (r35 #8: ArrowDown landed on a plain tile),
// each focused cell wears a solid dark ring, the line under the field says
// what the move does to the rows (r35 #7), and Escape unpicks the tile,
// the focus back on it.
func TestBrowserLinoPickedKeys(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	e.openTable(ctx, againstBots("lino", 2), "")
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board [data-pick]')`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("no tile to pick: %v", err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('#board [data-pick][tabindex="0"]').focus()`)); err != nil {
		t.Fatal(err)
	}
	picked, err := cdp(ctx, chromedp.Evaluate[string](`document.activeElement.dataset.pick`))
	if err != nil || picked == "" {
		t.Fatalf("the field's stop is no tile to pick: %q %v", picked, err)
	}
	if _, err := cdp(ctx, chromedp.KeyEvent(kb.Enter)); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board .target') && document.activeElement.classList.contains('target')`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		t.Fatalf("Enter on a tile does not put the focus on a target: %v", err)
	}
	// focused says what is wrong with the cell the keys focus: not a
	// target, no ring, or no reason on the line under the field.
	focused := `(() => {
		const el = document.activeElement;
		if (!el.classList.contains('target')) return 'the focus is on ' + el.dataset.cell + ', ' + el.getAttribute('class') + ', not a target';
		const st = getComputedStyle(el);
		if (st.stroke !== 'rgb(11, 87, 208)' || parseFloat(st.strokeWidth) < 4 || st.strokeDasharray !== 'none') return 'the focused target is drawn ' + st.stroke + ' ' + st.strokeWidth + ' ' + st.strokeDasharray;
		const k = el.getBoundingClientRect().width / el.width.baseVal.value;
		if (parseFloat(st.strokeWidth) * k < 2) return 'the focus ring is ' + (parseFloat(st.strokeWidth) * k).toFixed(1) + ' px wide';
		const says = document.querySelector('#says').textContent;
		return says.startsWith('Move the tile at ') ? '' : 'the line under the field says ' + JSON.stringify(says);
	})()`
	reasons := 0
	for i, key := range []string{kb.ArrowDown, kb.ArrowDown, kb.ArrowLeft, kb.ArrowUp, kb.ArrowRight, kb.ArrowRight, kb.ArrowDown, kb.ArrowLeft} {
		if _, err := cdp(ctx, chromedp.KeyEvent(key)); err != nil {
			t.Fatal(err)
		}
		if bad, err := cdp(ctx, chromedp.Evaluate[string](focused)); err != nil || bad != "" {
			e.screenshot(ctx, "lino28-keys", false)
			t.Fatalf("key %d: %s %v", i+1, bad, err)
		}
		if why, _ := cdp(ctx, chromedp.Evaluate[bool](`/whoever closes it scores|the row breaks into pieces/.test(document.querySelector('#says').textContent)`)); why {
			reasons++
		}
	}
	e.screenshot(ctx, "lino28-keys", false)
	if reasons == 0 {
		t.Error("no target focused said what its move does to the rows")
	}
	if _, err := cdp(ctx, chromedp.KeyEvent(kb.Escape)); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`!document.querySelector('#board .target, #board .picked') && document.activeElement.dataset.pick === %q`, picked), chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		t.Errorf("Escape does not unpick the tile, the focus back on it: %v", err)
	}
}

// TestBrowserLinoZoomPans: on a phone, the field zoomed in scrolls
// sideways to both its ends, and no sliver of a column scrolled past
// shows under the rows' numbers (r35 #4: "10" to "13" stood over column
// G); a target tapped once says what its move does to the rows (r35 #7);
// at the game's end the field is drawn whole though the player had
// zoomed in (its "+N" labels cut).
func TestBrowserLinoZoomPans(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	e.touchPhone(ctx)
	e.openTable(ctx, againstBots("lino", 2), "")
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board [data-pick]') && !document.querySelector('#board .field-bar').hidden`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("no field with its zoom: %v", err)
	}
	if err := tapInPlace(ctx, "#board .field-zoom"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`(() => { const svg = document.querySelector('#board svg.field'); return 40 * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width >= 29.9; })()`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		t.Fatalf("Zoom in leaves the cells under 30 px: %v", err)
	}
	// under says which tile shows a sliver beside the strip of the rows'
	// numbers (its painted edge, its stroke too, across the strip's
	// edge), the box scrolled to its right end or its left.
	under := `(async (end) => {
		const box = document.querySelector('#board .fieldbox');
		box.scrollTo({ left: end ? box.scrollWidth : 0, behavior: 'instant' });
		await new Promise((ok) => setTimeout(ok, 400)); // (the snap to a column's edge)
		const edge = document.querySelector('#board .axis-strip').getBoundingClientRect().right;
		const svg = box.querySelector('svg.field'), k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
		for (const el of svg.querySelectorAll('.tile, .target')) {
			const r = el.getBoundingClientRect(), half = parseFloat(getComputedStyle(el).strokeWidth) * k / 2;
			if (r.left - half < edge - 0.5 && r.right + half > edge + 0.5) return el.dataset.cell + ' shows ' + (r.right + half - edge).toFixed(1) + ' px beside the rows\' numbers';
		}
		return '';
	})`
	for _, end := range []string{"right", "left"} {
		bad, err := cdp(ctx, chromedp.Evaluate[string](fmt.Sprintf(`%s(%v)`, under, end == "right"), chromedp.EvalAwaitPromise))
		e.viewShot(ctx, "lino28-zoomed-"+end)
		if err != nil || bad != "" {
			t.Errorf("zoomed in, scrolled to its %s end: %s %v", end, bad, err)
		}
	}
	// A first tap on a tile, then on one of its targets: the line under
	// the field says what that move does to the rows (r35 #7).
	if err := tap(ctx, "#board [data-pick]"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board .target')`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		t.Fatalf("a tapped tile shows no target: %v", err)
	}
	if err := tap(ctx, "#board .target"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board .armed') && /whoever closes it scores|the row breaks into pieces/.test(document.querySelector('#says').textContent)`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		says, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#says').textContent`))
		e.viewShot(ctx, "lino28-tapped")
		t.Errorf("a target tapped once: the line under the field says %q, not what the move does to the rows: %v", says, err)
	}
	e.viewShot(ctx, "lino28-tapped")
	// The game over (a random one's view drawn by the page's own board),
	// the field is whole though the player zoomed in at this address.
	s, err := lino.New(lino.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(28)
	for !s.Over() {
		m, _ := s.RandomMove(&r)
		if s, _, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	bad, err := cdp(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(async () => {
		const { board } = await import('/static/lino.js');
		const v = %s;
		const ui = { choices: [], direct: [], marks: {}, seat: 0, pick: null, events: [], tag: () => [], short: () => '' };
		const el = board(v, ui);
		document.querySelector('#board').replaceChildren(el);
		await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
		const svg = el.querySelector('svg.field');
		return svg.style.minWidth === svg.dataset.least + 'px' ? '' : 'its least width is ' + svg.style.minWidth + ', whole ' + svg.dataset.least + 'px';
	})()`, viewJSON(t, s)), chromedp.EvalAwaitPromise))
	e.viewShot(ctx, "lino28-over")
	if err != nil || bad != "" {
		t.Errorf("the game over, the field zoomed in stays zoomed: %s %v", bad, err)
	}
}
