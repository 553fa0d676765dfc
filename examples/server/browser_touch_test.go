package main

// Touch first: on a phone a tap selects a move and shows what it does; a
// second tap, or Play, makes it.

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// touchPhone makes the tab a touch-screen phone of 390×844 CSS pixels.
func (e *browserEnv) touchPhone(ctx context.Context) {
	e.t.Helper()
	if _, err := cdp(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateTouch)); err != nil {
		e.t.Fatal(err)
	}
}

// tap taps the first element sel matches with a finger, at its middle,
// after scrolling it into view.
func tap(ctx context.Context, sel string) error {
	return tapScrolled(ctx, sel, "center")
}

// tapScrolled taps the element sel after scrolling it into view to block
// ("center", or "nearest": only as far as brings it into sight).
func tapScrolled(ctx context.Context, sel, block string) error {
	at, err := cdp(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => {
		const el = document.querySelector(%q);
		if (!el) return null;
		el.scrollIntoView({ block: %q });
		const r = el.getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2];
	})()`, sel, block)))
	if err != nil || len(at) != 2 {
		return fmt.Errorf("nothing to tap at %s (%v)", sel, err)
	}
	return touchAt(ctx, at[0], at[1])
}

// touchAt taps the page with a finger at x, y.
func touchAt(ctx context.Context, x, y float64) error {
	// A person taps a control once it has been seen: the page takes no
	// finger's tap on a control shown less than 350 ms before (keys.js,
	// its data-shown).
	_, _ = cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`(() => {
		const el = document.elementFromPoint(%f, %f)?.closest('[data-shown]');
		return !el || performance.now() - Number(el.dataset.shown) >= 400;
	})()`, x, y), chromedp.WithPollingTimeout(5*time.Second)))
	return touchNow(ctx, x, y)
}

// touchNow taps the screen at x, y at once, as a finger drumming does.
func touchNow(ctx context.Context, x, y float64) error {
	_, err := cdp(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdproto.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: x, Y: y}}}); err != nil {
			return err
		}
		_, err := cdproto.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return err
	}))
	return err
}

// sizedTab opens a tab of its own at size, "desktop" (1280×800) or
// "phone" (a 390×844 touch screen), and returns it with how a person
// presses an element there: a click, or a tap.
func (e *browserEnv) sizedTab(size string) (context.Context, func(context.Context, string) error) {
	e.t.Helper()
	ctx := e.tab(true)
	if size == "phone" {
		e.touchPhone(ctx)
		return ctx, tap
	}
	e.phone(ctx, false)
	return ctx, click
}

// TestBrowserTouchSelectsThenPlays plays LINX on a touch-screen phone: a
// tap on a cell shows the move's preview in a bar and plays nothing; the
// bar's Play plays it; later a second tap on the same cell plays too. The
// help speaks of tapping.
func TestBrowserTouchSelectsThenPlays(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	e.touchPhone(ctx)
	e.playComputer(ctx, "linx")
	e.checkNoTapEatenOrStolen(ctx)
	tiles := func() int {
		n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('svg.grid:not(.past) [data-up]').length`))
		return n
	}
	pickAndTap := func() int {
		t.Helper()
		if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#hand [data-pick]`))); err != nil {
			e.screenshot(ctx, "touch-hand", false)
			t.Fatalf("no tile to pick: %v", err)
		}
		if err := tap(ctx, `#hand [data-pick]`); err != nil {
			t.Fatal(err)
		}
		if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#board [data-move]`))); err != nil {
			e.screenshot(ctx, "touch-pick", false)
			l, _ := cdp(ctx, chromedp.Evaluate[[]string](`window.evlog || []`))
			t.Logf("events: %q", l)
			t.Fatalf("no cell to place the tile on after a tap on it: %v", err)
		}
		if help, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('says').textContent + ' ' + (document.querySelector('svg.grid:not(.past) [data-up]') ? document.querySelector('#hand .hint').textContent : 'tap an empty cell')`)); !strings.Contains(help, "Tap") || !strings.Contains(help, "tap an empty cell") {
			t.Errorf("the help on a touch screen says %q", help)
		}
		before := tiles()
		if err := tap(ctx, `#board [data-move]`); err != nil {
			t.Fatal(err)
		}
		if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#confirm #confirm-play`))); err != nil {
			e.screenshot(ctx, "touch-confirm", false)
			t.Fatalf("a tap on a cell shows no bar to confirm: %v", err)
		}
		if got := tiles(); got != before {
			t.Errorf("a first tap placed a tile: %d tiles, were %d", got, before)
		}
		words, _ := cdp(ctx, chromedp.Evaluate[string](`(document.getElementById('confirm-preview') || {}).textContent || ''`))
		if words == "" {
			t.Errorf("the bar shows no preview of the move")
		}
		if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#board .armed').length`)); n != 1 {
			t.Errorf("%d cells are marked as selected, want 1", n)
		}
		return before
	}
	before := pickAndTap()
	e.screenshot(ctx, "touch-confirm-phone", true)
	// A finger goes down on the hand as soon as Play is tapped, while the
	// move is sent and the computer plays, and is lifted once the turn is
	// back: it picks nothing, its press having begun before the turn
	// (#38 r22: such taps landed on controls that moved in). Whose turn it
	// was as it went down is read then: the turn may have come first.
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`window.evlog = []; window.pressedIn = ''; for (const k of ['pointerdown', 'click']) addEventListener(k, (e) => { const closed = document.querySelector('#table').dataset.toMove !== '0' || !!document.body.dataset.busy; window.evlog.push(k + ' ' + Math.round(e.timeStamp) + (closed ? ' closed' : ' open')); if (k === 'pointerdown' && !window.pressedIn) window.pressedIn = closed ? 'closed' : 'open'; }, true)`)); err != nil {
		t.Fatal(err)
	}
	if err := tap(ctx, `#confirm-play`); err != nil {
		t.Fatal(err)
	}
	at, err := cdp(ctx, chromedp.Evaluate[[]float64](`(() => {
		const el = document.querySelector('#hand .in-hand');
		if (!el) return null;
		const r = el.getBoundingClientRect();
		window.pressedIn = '';
		return [r.left + r.width / 2, r.top + r.height / 2];
	})()`))
	if err != nil || len(at) != 2 {
		t.Fatalf("no tile in the hand to put a finger on (%v)", err)
	}
	touch := func(kind input.DispatchTouchEventType, points []*input.TouchPoint) {
		t.Helper()
		if _, err := cdp(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdproto.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: points})
			return err
		})); err != nil {
			t.Fatal(err)
		}
	}
	touch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: at[0], Y: at[1]}})
	if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.querySelectorAll('svg.grid:not(.past) [data-up]').length > %d`, before), chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatalf("Play did not place the tile: %v", err)
	}
	// The computer answers; then a second tap on the same cell plays.
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelector('#table').dataset.toMove === '0' && !!document.querySelector('#hand [data-pick]')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatalf("the computer does not answer: %v", err)
	}
	touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
	// (A tap the page took would show at once: a tile picked, its cells.)
	_, picked := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#hand [aria-pressed="true"]')`, chromedp.WithPollingTimeout(time.Second)))
	in, _ := cdp(ctx, chromedp.Evaluate[string](`window.pressedIn`))
	l, _ := cdp(ctx, chromedp.Evaluate[[]string](`window.evlog`))
	if in == "closed" && picked == nil {
		e.screenshot(ctx, "touch-pressed-before-turn", false)
		t.Errorf("a finger put down while the computer played picked a tile when lifted in the turn (%q)", l)
	}
	if picked == nil {
		if err := tap(ctx, `#hand [aria-pressed="true"]`); err != nil {
			t.Fatal(err)
		}
	}
	before = pickAndTap()
	cellSel, _ := cdp(ctx, chromedp.Evaluate[string](`'[data-cell="' + document.querySelector('#board .armed').dataset.cell + '"]'`))
	if err := tap(ctx, `#board `+cellSel); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.querySelectorAll('svg.grid:not(.past) [data-up]').length > %d`, before), chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "touch-second-tap", false)
		t.Fatalf("a second tap did not place the tile: %v", err)
	}
	// Scrolled to the page's foot, then reloaded: the page opens with its
	// header in sight (r28 #10: the browser put back the scroll of a page
	// of another height, the header out of view).
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelector('#table').dataset.toMove === '0' && !document.body.dataset.busy`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatalf("the computer does not answer: %v", err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`scrollTo(0, document.documentElement.scrollHeight)`)); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#table:not([hidden]) #hand [data-pick]')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatalf("the reloaded table shows no turn: %v", err)
	}
	_, _ = cdp(ctx, chromedp.Evaluate[bool](`new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(true))))`, chromedp.EvalAwaitPromise))
	if top, _ := cdp(ctx, chromedp.Evaluate[[]float64](`[document.querySelector('header.top').getBoundingClientRect().top, scrollY]`)); len(top) != 2 || top[0] < 0 {
		e.screenshot(ctx, "touch-reload", false)
		t.Errorf("after a reload the page opens scrolled with its header out of view (its top at %v px, scrolled %v px)", top, top)
	}
}

// checkNoTapEatenOrStolen checks touch.js's and keys.js's rules on a
// scene of their own laid over the page: on a touch screen a move the
// board cannot draw see-through (Linko!'s draw from the pile) plays at the
// first tap, one it can (a cell's) is selected first (r28 #1); a mouse's
// click whose control is drawn again between its press and its release,
// the player's turn drawn again with it, still plays, once (r28 #3).
func (e *browserEnv) checkNoTapEatenOrStolen(ctx context.Context) {
	t := e.t
	t.Helper()
	taps, err := cdp(ctx, chromedp.Evaluate[[]string](`import('/static/touch.js').then(({ confirmer, armedIs }) => {
		const played = [], board = document.createElement('div');
		const draw = { seat: 0, kind: 'draw pile' }, put = { seat: 0, kind: 'place', cell: 'C4' };
		let c;
		const ui = { get armed() { return c.armed; } };
		const redraw = () => { armedIs(ui, put); c.draw(board, [draw, put], (m) => played.push(m.kind)); };
		c = confirmer(redraw);
		redraw();
		const tap = () => new PointerEvent('click', { pointerType: 'touch' });
		c.tap(draw, tap(), (m) => played.push(m.kind));
		c.tap(put, tap(), (m) => played.push(m.kind));
		return [played.join(', '), c.armed ? c.armed.kind : ''];
	})`, chromedp.EvalAwaitPromise))
	if err != nil || len(taps) != 2 || taps[0] != "draw pile" || taps[1] != "place" {
		t.Errorf("a first tap on a draw and on a cell played [%s] and selected [%s], want the draw played and the cell selected (%v)", taps[0], taps[1], err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[bool](keyScene+`.then(() => { scene.turn(true); scene.draw(); return true; })`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, 100, 30, chromedp.ButtonType(input.MouseButtonLeft), chromedp.ClickCount(1))); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`scene.turn(false); scene.turn(true); scene.draw()`)); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, 100, 30, chromedp.ButtonType(input.MouseButtonLeft), chromedp.ClickCount(1))); err != nil {
		t.Fatal(err)
	}
	_, _ = cdp(ctx, chromedp.Poll[bool](`scene.clicks > 0`, chromedp.WithPollingTimeout(2*time.Second)))
	if n, _ := cdp(ctx, chromedp.Evaluate[int](`scene.clicks`)); n != 1 {
		t.Errorf("a mouse's click on a play drawn again under it, the turn with it, played %d times, want 1", n)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`scene.root.remove()`)); err != nil {
		t.Fatal(err)
	}
}

// checkZoomFound checks Lino's field in play on a phone, whole in the
// width: its zoom is found (r33 #1: 25–28 px tiles, nothing pointing to
// "Zoom in", a pinch the only way a newcomer knew): a button with a
// magnifier at the field's top right edge, over none of its cells, named
// under the turn's line; a tap on it draws the cells larger, 30 px apart
// at least (linofield.js TAPPED), the line no longer naming it, and the
// field stays zoomed in when drawn again (a reload) until "Whole field"
// draws it whole again. At 390 px and 320 px, screenshots of each.
func (e *browserEnv) checkZoomFound(ctx context.Context) {
	e.t.Helper()
	found := `(() => {
		const zoom = document.querySelector('#board .field-zoom'), box = document.querySelector('#board .fieldbox');
		if (!zoom || zoom.closest('[hidden]') || !zoom.getBoundingClientRect().width) return 'no zoom button';
		if (!zoom.querySelector('svg.zoom-glass')) return 'the zoom button has no magnifier';
		const z = zoom.getBoundingClientRect(), b = box.getBoundingClientRect();
		if (z.bottom > b.top + 0.5) return 'the zoom button stands over the field';
		if (z.right < b.right - z.width) return 'the zoom button is not at the field\'s right edge';
		const tip = document.getElementById('zoom-tip');
		if (!tip || tip.hidden || !tip.textContent.includes('Zoom in')) return 'the line under the turn\'s does not name "Zoom in"';
		return '';
	})()`
	cellPx := `(() => { const svg = document.querySelector('#board svg.field'); return 40 * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width; })()`
	for _, width := range []int64{390, 320} {
		if _, err := cdp(ctx, chromedp.EmulateViewport(width, 844, chromedp.EmulateScale(2), chromedp.EmulateTouch)); err != nil {
			e.t.Fatal(err)
		}
		if _, err := cdp(ctx, chromedp.Poll[bool](`!document.querySelector('#board .field-bar').hidden`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
			px, _ := cdp(ctx, chromedp.Evaluate[float64](cellPx))
			e.viewShot(ctx, fmt.Sprintf("lino-phone-%d-play", width))
			e.t.Errorf("at %d px Lino's field in play, its cells %.1f px apart, offers no zoom: %v", width, px, err)
			continue
		}
		if bad, _ := cdp(ctx, chromedp.Evaluate[string](found)); bad != "" {
			e.t.Errorf("at %d px, Lino's field in play, whole: %s", width, bad)
		}
		e.viewShot(ctx, fmt.Sprintf("lino-phone-%d-play", width))
		before, _ := cdp(ctx, chromedp.Evaluate[float64](cellPx))
		if err := tapInPlace(ctx, "#board .field-zoom"); err != nil {
			e.t.Fatal(err)
		}
		larger := fmt.Sprintf(`%s >= Math.max(29.9, %f * 1.2) && document.getElementById('zoom-tip').hidden`, cellPx, before)
		if _, err := cdp(ctx, chromedp.Poll[bool](larger, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
			after, _ := cdp(ctx, chromedp.Evaluate[float64](cellPx))
			e.t.Errorf("at %d px a tap on Lino's zoom draws its cells %.1f px apart, then %.1f, or its line names it still: %v", width, before, after, err)
		}
		e.viewShot(ctx, fmt.Sprintf("lino-phone-%d-play-zoomed", width))
		if width == 320 {
			// Kept for the game: the page loaded again draws it zoomed in.
			if _, err := cdp(ctx, chromedp.Reload()); err != nil {
				e.t.Fatal(err)
			}
			if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board svg.field') && `+larger+` && document.querySelector('#board .field-zoom').textContent === 'Whole field'`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
				e.t.Errorf("Lino's field zoomed in is drawn whole again once the page is loaded again: %v", err)
			}
			// The page opened draws the view, then takes its events
			// (table.js): "Since your move" then tells the computer's
			// move above the field, which comes down. A person taps the
			// page as it stands.
			if _, err := cdp(ctx, chromedp.Poll[bool](`!document.getElementById('latest').hidden`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
				e.t.Errorf("once the page is loaded again \"Since your move\" does not tell the computer's move: %v", err)
			}
		}
		if err := tapInPlace(ctx, "#board .field-zoom"); err != nil {
			e.t.Fatal(err)
		}
		if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`Math.abs(%s - %f) < 0.5`, cellPx, before), chromedp.WithPollingTimeout(5*time.Second))); err != nil {
			e.t.Errorf("at %d px \"Whole field\" does not draw Lino's field whole again: %v", width, err)
		}
	}
	e.touchPhone(ctx)
}

// previewInSight says what of a first tap's preview is out of sight or
// covered (empty when nothing is): the piece drawn see-through where the
// move goes wholly on the screen, under the status held at its top and
// above the bar at its foot; the bar's words wholly on the screen.
const previewInSight = `(() => {
	const piece = document.querySelector('#board .armed'), words = document.getElementById('confirm-words'), bar = document.getElementById('confirm');
	if (!piece || !words) return 'no move selected';
	const p = piece.getBoundingClientRect(), w = words.getBoundingClientRect(), b = bar.getBoundingClientRect();
	const status = document.querySelector('#status.yours:not(.unstuck)'), top = status ? status.getBoundingClientRect().bottom : 0;
	if (p.left < -0.5 || p.right > innerWidth + 0.5) return 'the piece is off the screen\'s side';
	if (p.top < top - 0.5) return 'the piece is under the status or above the screen';
	if (p.bottom > b.top + 0.5) return 'the piece is under the bar at the foot';
	if (w.top < -0.5 || w.bottom > innerHeight + 0.5 || w.right > innerWidth + 0.5) return 'the preview\'s words are off the screen';
	return '';
})()`

// checkPreviewSmall selects the turn's move again by touch on a small
// phone's screen (320×568) and checks its preview in sight there as at
// 390×844 (previewInSight): a Lino tile's, a Lino stone's, a LINX
// tile's. It leaves the move selected again at 390×844, as it found it.
func (e *browserEnv) checkPreviewSmall(ctx context.Context, game string, turn int) {
	e.t.Helper()
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](previewInSight)); bad != "" {
		e.viewShot(ctx, fmt.Sprintf("%s-phone-%d-preview", game, turn))
		e.t.Errorf("%s, turn %d, at 390×844 after a first tap: %s", game, turn+1, bad)
	}
	reselect := func() {
		if err := tap(ctx, "#confirm-cancel"); err != nil {
			e.t.Fatal(err)
		}
		if has, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('#board [data-pick], #hand [data-pick]') && !document.querySelector('[data-pick][aria-pressed="true"]')`)); has {
			if err := actUntil(ctx, tapInPlace, `#hand [data-pick], #board [data-pick]`, `!!document.querySelector('[data-pick][aria-pressed="true"]')`); err != nil {
				e.t.Fatal(err)
			}
		}
		if err := actUntil(ctx, tapInPlace, `#board [data-move]`, `!!document.querySelector('#confirm-play')`); err != nil {
			e.t.Fatal(err)
		}
		time.Sleep(150 * time.Millisecond) // the bar scrolls into sight
	}
	if _, err := cdp(ctx, chromedp.EmulateViewport(320, 568, chromedp.EmulateScale(2), chromedp.EmulateTouch)); err != nil {
		e.t.Fatal(err)
	}
	reselect()
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](previewInSight)); bad != "" {
		e.t.Errorf("%s, turn %d, at 320×568 after a first tap: %s", game, turn+1, bad)
	}
	e.viewShot(ctx, fmt.Sprintf("%s-phone-%d-small", game, turn))
	e.touchPhone(ctx)
	reselect()
}
