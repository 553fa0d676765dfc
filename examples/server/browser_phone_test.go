package main

// A turn on a phone: at 390×844, by touch, everything a player needs for
// a turn (the board, the hand, the last move, the preview, Play) is in
// sight at once, and the bar never covers the board; a turn opens with
// the instruction and the hand or board in one screen.

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// viewShot writes what the screen shows now (not the whole page) as
// name.png into the failure directory, or into $SHOTS when set.
func (e *browserEnv) viewShot(ctx context.Context, name string) {
	e.t.Helper()
	dir := os.Getenv("SHOTS")
	if dir == "" {
		return
	}
	png, err := cdp(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		e.t.Logf("screenshot %s: %v", name, err)
		return
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		e.t.Log(err)
	}
}

// turnInSight says what of a turn is out of sight or covered on the
// screen now: the board's drawing, the hand, the bar and its Play, each
// whole inside the screen, the bar under the board, not over it, and the
// move selected clear of the status held at the screen's top.
const turnInSight = `(() => {
	const out = [];
	const r = (sel) => { const el = document.querySelector(sel); return el && el.getBoundingClientRect(); };
	const inside = (name, b) => { if (!b) out.push(name + ' missing'); else if (b.top < 0 || b.bottom > innerHeight + 1) out.push(name + ' out of sight (' + Math.round(b.top) + '..' + Math.round(b.bottom) + ')'); };
	const board = r('#board svg:not(.past)'), bar = r('#confirm');
	inside('the board', board);
	if (document.getElementById('hand')) inside('the hand', r('#hand'));
	inside('the bar', bar);
	inside('Play', r('#confirm-play'));
	if (board && bar && bar.top < board.bottom - 1) out.push('the bar covers the board');
	const hand = r('#hand');
	if (hand && bar && bar.top < hand.bottom - 1) out.push('the bar covers the hand');
	if (!document.querySelector('#board [data-ghost]')) out.push('no see-through piece where the move goes');
	// The status, held at the screen's top in the player's turn, covers
	// nothing of the move selected.
	const status = r('#status'), armed = r('#board .armed');
	if (status && armed && armed.top < status.bottom - 1 && armed.bottom > status.top + 1) out.push('the status covers the move selected');
	if (document.documentElement.scrollWidth > innerWidth) out.push('the page is too wide');
	return out;
})()`

// newestWhole says what keeps the newest move's sentences of "Since your
// move" from being read whole on the screen now (#38 r23: a box of two
// lines cut "The computer made a line of three tiles face up," and "It is
// your turn."): the box's last sentence stands inside the box and its
// list, none of it scrolled out of sight or cut, inside the screen.
const newestWhole = `(() => {
	const box = document.querySelector('#latest:not([hidden])'), li = box && box.querySelector('li.newest');
	if (!li) return 'no sentence';
	const ul = li.parentElement, r = li.getBoundingClientRect(), b = box.getBoundingClientRect(), u = ul.getBoundingClientRect();
	if (ul.scrollHeight > ul.clientHeight + 1 || box.scrollHeight > box.clientHeight + 1) return 'its box scrolls (' + ul.scrollHeight + ' px in ' + ul.clientHeight + ')';
	if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5 || r.top < u.top - 0.5 || r.bottom > u.bottom + 0.5) return 'it stands past its box: ' + JSON.stringify(li.textContent);
	if (r.top < 0 || r.bottom > innerHeight) return 'it is off the screen (' + Math.round(r.top) + '..' + Math.round(r.bottom) + ')';
	return '';
})()`

// turnAtTop is true when the status stands in the screen's top quarter
// and the newest line of "Since your move", if any, is whole on the screen.
const turnAtTop = `(() => {
	const s = document.getElementById('status').getBoundingClientRect();
	const n = document.querySelector('#latest:not([hidden]) li.newest');
	return s.top >= 0 && s.top < innerHeight / 4 && (!n || (n.getBoundingClientRect().top >= 0 && n.getBoundingClientRect().bottom <= innerHeight));
})()`

// openInSight says what of a turn a phone's first screen misses when the
// turn opens (the page opened, the others moved): the instruction at the
// screen's top, and the hand (Linko!'s, LINX's) or else the board under
// it, whole on the screen.
const openInSight = `(() => {
	const s = document.getElementById('status').getBoundingClientRect();
	const acted = document.querySelector('#hand') || document.querySelector('#board svg:not(.past)');
	const a = acted.getBoundingClientRect();
	return (s.top >= 0 && s.top < innerHeight / 4 ? '' : 'the status is at ' + Math.round(s.top) + ' px; ') +
		(a.top >= 0 && a.bottom <= innerHeight + 1 ? '' : (acted.id || 'the board') + ' is at ' + Math.round(a.top) + '..' + Math.round(a.bottom) + ' px');
})()`

// linxHandReads says what keeps LINX's hand tiles from a finger or an
// eye: a tile under 44 px, or its letter over its symbol.
const linxHandReads = `(() => [...document.querySelectorAll('#hand .in-hand svg')].map((svg) => {
	const r = svg.getBoundingClientRect(), g = svg.querySelector('.glyph').getBoundingClientRect(), l = svg.querySelector('text.sym').getBoundingClientRect();
	if (r.width < 44 || r.height < 44) return 'a hand tile is ' + Math.round(r.width) + ' px';
	return g.bottom > l.top + 0.5 ? 'a hand tile\'s letter covers its symbol (' + Math.round(g.bottom - l.top) + ' px)' : '';
}).filter(Boolean).join('; '))()`

// statusInSight says what keeps the player's turn's instruction and Hint
// from sight on the screen now (#38 r21: scrolled away above the seats
// while the player scrolled down to the hand): the status whole in the
// screen's top quarter, the Hint button whole in the screen.
const statusInSight = `(() => {
	const s = document.getElementById('status').getBoundingClientRect(), b = document.getElementById('hint');
	if (s.top < -1 || s.bottom > innerHeight / 4) return 'the status is at ' + Math.round(s.top) + '..' + Math.round(s.bottom) + ' px';
	if (!b) return 'no Hint button';
	const r = b.getBoundingClientRect();
	return r.top >= -1 && r.bottom <= innerHeight + 1 && r.width > 0 ? '' : 'the Hint is at ' + Math.round(r.top) + ' px';
})()`

// linoCaptionShort says what makes Lino's caption more than one line on
// a phone (#38 r21: four lines over the field all game), or its key not
// a tap away: the line its summary, the key in the details it opens.
const linoCaptionShort = `(() => {
	const d = document.querySelector('#board details#lino-caption'), line = d && d.querySelector('summary');
	if (!line) return 'no one-line caption that opens its key';
	const cs = getComputedStyle(line), lh = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.3;
	const high = line.getBoundingClientRect().height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
	if (high > lh * 1.5) return 'the caption "' + line.textContent + '" takes ' + Math.round(high) + ' px, its line ' + Math.round(lh);
	return d.querySelector('p').textContent.length > 20 ? '' : 'the caption\'s key is empty';
})()`

// tapInPlace taps the element sel where a finger finds it: the page
// scrolled only as far as brings it into sight, as a person scrolls.
func tapInPlace(ctx context.Context, sel string) error {
	return tapScrolled(ctx, sel, "nearest")
}

// boardTop is where the board's drawing begins on the screen.
const boardTop = `document.querySelector('#board svg:not(.past)').getBoundingClientRect().top`

// linoFrame is where Lino's field draws its columns and rows inside the
// board (the axes' letters across, numbers down), how far its tiles
// reach, and the cells its drawing frames (left, top, right, bottom, as
// the reach): the frame grows when a tile reaches its edge.
type linoFrame struct {
	Building bool               `json:"building"`
	Columns  map[string]float64 `json:"columns"`
	Rows     map[string]float64 `json:"rows"`
	Reach    [4]int             `json:"reach"`
	Frame    [4]int             `json:"frame"`
}

// grownFrom says whether the frame f holds the frame before whole, and
// grew only where a tile reached the edge of the frame before.
func (f linoFrame) grownFrom(before linoFrame) bool {
	for i, out := range []int{-1, -1, 1, 1} {
		switch moved := (f.Frame[i] - before.Frame[i]) * out; {
		case moved < 0:
			return false // shrunk or shifted
		case moved > 0 && (f.Reach[i]-before.Frame[i])*out < 0:
			return false // grown where no tile reached the edge
		}
	}
	return true
}

// linoFrameOf is a function that measures the linoFrame drawn now.
const linoFrameOf = `() => {
	const b = document.getElementById('board').getBoundingClientRect(), svg = document.querySelector('#board svg.field');
	const columns = {}, rows = {};
	for (const el of svg.querySelectorAll('text.axis')) {
		const r = el.getBoundingClientRect();
		if (el.closest('.rows-axis')) rows[el.textContent] = Math.round(r.top - b.top); else columns[el.textContent] = Math.round(r.left - b.left);
	}
	const at = [...svg.querySelectorAll('.tile[data-cell]:not(.ghost)')].map((el) => el.dataset.cell.split(',').map(Number));
	const reach = [Math.min(...at.map((c) => c[0])), Math.min(...at.map((c) => c[1])), Math.max(...at.map((c) => c[0])), Math.max(...at.map((c) => c[1]))];
	return { building: svg.dataset.phase === 'building', columns, rows, reach, frame: svg.dataset.frame.split(',').map(Number) };
}`

// checkFrameStays checks that Lino's field, while it is built, draws its
// columns and rows where they stood before the move just confirmed, at
// every drawing up to the next turn (window.linoFrames, the others' turn
// too), unless a tile reached the frame's edge: the frame then only grows
// (r24 #6: the others' turn drew the field without its outer ring, every
// cell some 40 px off, under a quick second click; r31 #6: re-framed at
// every move, F–Q, F–R, G–R). The move the test makes, to the first cell
// offered, goes up to the ring above the field: on a phone the frame
// holds two rows above it (linofield.js frameOf), and the check bites.
func (e *browserEnv) checkFrameStays(ctx context.Context, before linoFrame, turn int) {
	e.t.Helper()
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelector('#table').dataset.toMove === '0' && !document.body.dataset.busy && !!document.querySelector('#board [data-pick], #board [data-move]')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.t.Errorf("lino, turn %d: no turn after the move: %v", turn+1, err)
		return
	}
	drawn, err := cdp(ctx, chromedp.Evaluate[[]linoFrame](`window.linoFrames.splice(0)`))
	if err != nil {
		e.t.Error(err)
		return
	}
	for _, after := range drawn {
		if !after.Building {
			continue // the field is built: its frame may change
		}
		if after.Frame != before.Frame {
			if !after.grownFrom(before) {
				e.viewShot(ctx, fmt.Sprintf("lino-phone-%d-frame", turn))
				e.t.Errorf("lino, turn %d: while the field is built its frame went from %v to %v, its tiles reaching %v", turn+1, before.Frame, after.Frame, after.Reach)
				return
			}
			continue // the field grew: its frame may move
		}
		for _, axis := range []struct {
			name          string
			before, after map[string]float64
		}{{"column", before.Columns, after.Columns}, {"row", before.Rows, after.Rows}} {
			for k, at := range axis.before {
				if now, ok := axis.after[k]; !ok || math.Abs(now-at) > 1 {
					e.viewShot(ctx, fmt.Sprintf("lino-phone-%d-frame", turn))
					e.t.Errorf("lino, turn %d: after the move Lino's field draws %s %s at %.0f px, not %.0f (drawn: %v)", turn+1, axis.name, k, now, at, ok)
					return
				}
			}
		}
	}
}

// tapAgainShown says what keeps "Tap again to place" from being said
// over nothing a player needs (empty when it is): the bar at the screen's
// foot says it, the board draws it nowhere, and its words cover no cell
// of the board, the one tapped included (r33 #2: drawn on the field over
// the neighbours of the cell tapped).
const tapAgainShown = `(() => {
	const label = document.getElementById('confirm-again');
	if (!label || label.textContent !== 'Tap again to place' || !document.getElementById('confirm').contains(label)) return 'the bar does not say "Tap again to place"';
	if (document.querySelector('#board svg .again')) return 'the board draws "Tap again to place" over its cells';
	const l = label.getBoundingClientRect();
	const over = [...document.querySelectorAll('#board svg [data-move], #board svg [data-pick], #board svg .tile')].find((c) => {
		const r = c.getBoundingClientRect();
		return r.width > 0 && l.left < r.right - 0.5 && r.left < l.right - 0.5 && l.top < r.bottom - 0.5 && r.top < l.bottom - 0.5;
	});
	return over ? '"Tap again to place" covers the cell ' + (over.getAttribute('aria-label') || over.textContent) : '';
})()`

// lastRowClear says whether the bar at the screen's foot leaves Lino's
// field's last row in sight (empty when it does) when the page brings
// that row into sight, as a scroll to it does: the row, its number, its
// tiles and the cells round them, scrolled just under the bar first. (It
// holds since before r33, by the room phone.css keeps under the table and
// its cells' margins: a guard, now that the bar says "Tap again to place"
// too and stands taller.)
const lastRowClear = `(() => {
	const numbers = [...document.querySelectorAll('#board svg.field .rows-axis .axis')];
	const low = numbers[numbers.length - 1], bar = document.getElementById('confirm');
	if (!low) return 'no row numbers';
	scrollBy({ top: low.getBoundingClientRect().bottom - innerHeight + bar.getBoundingClientRect().height / 2, behavior: 'instant' });
	low.scrollIntoView({ block: 'nearest', behavior: 'instant' });
	const r = low.getBoundingClientRect(), b = bar.getBoundingClientRect();
	return r.bottom > b.top + 0.5 ? 'the bar (from ' + Math.round(b.top) + ' px) covers the field\'s last row, ' + low.textContent + ' (to ' + Math.round(r.bottom) + ' px)' : '';
})()`

// TestBrowserPhoneTurnFits plays LINX and Lino by touch on a phone: after
// a first tap the move's piece shows where it goes, see-through, the bar
// at the foot says "Tap again to place" (over no cell), the board's last
// row is brought into sight above the bar, and the
// board, the hand, the preview and Play are all in sight, the bar under
// the board and the hand; the board does not move on the screen from the
// first tap to the bar (a second tap lands where the first did), and no
// preview of a past tap stands under the board at a turn's start; after
// a play made at the page's foot, the status and the computer's move come
// into sight; in the player's turn the status and the Hint stay in sight
// (#38 r21). After each of the computer's moves the newest sentences of
// "Since your move" read whole, in no box that scrolls (r23). Lino's field
// whole in the width, its tiles 24 px at least, built and at its fourth turn in play
// (r23), its caption one line. A Linko! seat sees the computer's plays before its
// hand, a play takes two taps (the value, the choice), the known cards
// wrap in their seat at 390 and 320 px, and a quick double tap on a value
// plays it (the page keeps it under the finger).
func TestBrowserPhoneTurnFits(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	e.touchPhone(ctx)
	for _, game := range []string{"linx", "lino"} {
		e.playComputer(ctx, game)
		if game == "lino" {
			// Why the field does not begin at A1: in "How to play", not on the table.
			if bad, _ := cdp(ctx, chromedp.Evaluate[bool](`(() => { const why = 'does not begin at A1';
				return document.getElementById('board').textContent.includes(why) || !document.getElementById('rules').textContent.includes(why); })()`)); bad {
				t.Errorf("Lino's sentence on A1 is on the table, or not in \"How to play\"")
			}
		}
		// Lino's fourth turn places a stone: the field in play.
		turns := map[string]int{"linx": 3, "lino": 4}[game]
		for turn := 0; turn < turns; turn++ {
			if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelector('#table').dataset.toMove === '0' && !document.body.dataset.busy && !!document.querySelector('#board [data-pick], #board [data-move]')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
				e.screenshot(ctx, game+"-phone-wait", false)
				t.Fatalf("%s: no turn: %v", game, err)
			}
			// The turn opens with the instruction and what the player
			// acts on in one screen, the page opened as after a move.
			if bad, _ := cdp(ctx, chromedp.Evaluate[string](openInSight)); bad != "" {
				e.screenshot(ctx, game+"-phone-open", false)
				t.Errorf("%s, turn %d: the turn opens out of sight on a phone: %s", game, turn+1, bad)
			}
			if game == "lino" && turn == 0 {
				// The tiles that may move wear a gold edge at rest, no
				// pointer to light them (r30 #3: "pick a highlighted
				// one", none highlighted).
				if bad, _ := cdp(ctx, chromedp.Evaluate[string](`(() => { const t = document.querySelector('#board svg .tile.quiet:not(.picked)');
					const c = t && getComputedStyle(t); return !c ? 'no tile to move' : parseFloat(c.strokeWidth) < 2 ? 'a tile to move has an edge of ' + c.strokeWidth + ', ' + c.stroke : ''; })()`)); bad != "" {
					t.Errorf("lino on a touch phone: %s", bad)
				}
			}
			if game == "linx" && turn == 0 {
				// Hand tiles a fingertip's size, their letter apart from the symbol.
				if bad, _ := cdp(ctx, chromedp.Evaluate[string](linxHandReads)); bad != "" {
					t.Errorf("linx on a phone: %s", bad)
				}
			}
			// After a play made at the page's foot, the next instruction
			// and the computer's move since come into sight by themselves.
			if turn > 0 {
				if _, err := cdp(ctx, chromedp.Poll[bool](turnAtTop, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
					e.screenshot(ctx, game+"-phone-after-play", false)
					t.Errorf("%s, turn %d: after a play at the page's foot the status and the computer's move are not in sight: %v", game, turn+1, err)
				}
			}
			// The computer's move since reads whole (the first turn of
			// LINX's round may come before any).
			if turn > 0 {
				if bad, _ := cdp(ctx, chromedp.Evaluate[string](newestWhole)); bad != "" {
					e.viewShot(ctx, fmt.Sprintf("%s-phone-%d-latest", game, turn))
					t.Errorf("%s, turn %d: the newest sentence of \"Since your move\" does not read whole: %s", game, turn+1, bad)
				}
			}
			if cut, _ := cdp(ctx, chromedp.Evaluate[bool](`(() => {
				const ul = document.querySelector('#latest:not([hidden]) ul'), li = ul && ul.querySelector('li.newest');
				return !!li && Math.abs(li.getBoundingClientRect().top - ul.getBoundingClientRect().top) > 1 && li.getBoundingClientRect().top < ul.getBoundingClientRect().top;
			})()`)); cut {
				t.Errorf("%s, turn %d: \"Since your move\" shows its newest sentence without its start", game, turn+1)
			}
			if stale, _ := cdp(ctx, chromedp.Evaluate[string](`(document.querySelector('#says.telling') || {}).textContent || ''`)); stale != "" {
				t.Errorf("%s, turn %d: before any tap the line under the board says %q", game, turn+1, stale)
			}
			if game == "lino" && turn == 0 {
				e.checkFieldScrolls(ctx)
			}
			if game == "lino" && turn == 3 {
				e.checkZoomFound(ctx)
			}
			if game == "linx" && turn == 0 {
				// A tile tapped in the hand: the page holds still (r25 #10).
				e.checkTapHoldsStill(ctx, game, `#hand [data-pick]`, "")
			} else if has, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('#board [data-pick]')`)); has {
				// (Tapped again, as a person would, when a tap did not
				// take: a control shown less than 350 ms before takes
				// none, keys.js.)
				if err := actUntil(ctx, tapInPlace, `#board [data-pick]`, `!!document.querySelector('#board [data-pick][aria-pressed="true"]')`); err != nil {
					t.Fatal(err)
				}
			}
			// The cell is tapped where it is on the screen: the board
			// must then stay put.
			before, _ := cdp(ctx, chromedp.Evaluate[float64](boardTop))
			if err := actUntil(ctx, tapInPlace, `#board [data-move]`, `!!document.querySelector('#confirm-play')`); err != nil {
				t.Fatal(err)
			}
			if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#confirm-play`))); err != nil {
				t.Fatal(err)
			}
			time.Sleep(150 * time.Millisecond) // the bar scrolls into sight
			if after, _ := cdp(ctx, chromedp.Evaluate[float64](boardTop)); math.Abs(after-before) > 2 {
				t.Errorf("%s, turn %d: the board moved %.0f px on the screen between the first tap and the bar", game, turn+1, after-before)
			}
			e.viewShot(ctx, fmt.Sprintf("%s-phone-%d", game, turn))
			// The cell tapped says that a second tap places (r32 #6: a
			// newcomer tapped once and waited).
			if bad, _ := cdp(ctx, chromedp.Evaluate[string](tapAgainShown)); bad != "" {
				e.viewShot(ctx, fmt.Sprintf("%s-phone-%d-again", game, turn))
				t.Errorf("%s, turn %d, after a first tap: %s", game, turn+1, bad)
			}
			// The bar over the seats no taller than its words and
			// buttons need (r32 #6: it hid the players' panels).
			if spare, _ := cdp(ctx, chromedp.Evaluate[float64](`(() => { const h = (id) => document.getElementById(id).getBoundingClientRect().height;
				return h('confirm') - h('confirm-words') - document.querySelector('#confirm .confirm-ways').getBoundingClientRect().height; })()`)); spare > 16 {
				t.Errorf("%s, turn %d: the bar at the foot takes %.0f px more than its words and buttons", game, turn+1, spare)
			}
			if game == "lino" {
				// The field, built or in play, its cells a thumb's size;
				// the rows' numbers in sight; its caption one line, its key
				// a tap away.
				if bad, _ := cdp(ctx, chromedp.Evaluate[string](linoTappable)); bad != "" {
					t.Errorf("lino, turn %d, on a phone: %s", turn+1, bad)
				}
				if bad, _ := cdp(ctx, chromedp.Evaluate[string](linoCaptionShort)); bad != "" {
					t.Errorf("lino, turn %d, on a phone: %s", turn+1, bad)
				}
			}
			// The instruction and the Hint stay in sight while the
			// player acts on the board.
			if bad, _ := cdp(ctx, chromedp.Evaluate[string](statusInSight)); bad != "" {
				e.viewShot(ctx, fmt.Sprintf("%s-phone-%d-status", game, turn))
				t.Errorf("%s, turn %d, on a phone after a tap: %s", game, turn+1, bad)
			}
			if bad, err := cdp(ctx, chromedp.Evaluate[[]string](turnInSight)); err != nil || len(bad) > 0 {
				e.screenshot(ctx, game+"-phone-turn", false)
				t.Errorf("%s, turn %d, on a phone after a tap: %q %v", game, turn+1, bad, err)
			}
			if turn == 0 || game == "lino" && turn == 3 {
				e.checkPreviewSmall(ctx, game, turn)
			}
			if bad, _ := cdp(ctx, chromedp.Evaluate[string](lastRowClear)); game == "lino" && bad != "" {
				e.viewShot(ctx, fmt.Sprintf("%s-phone-%d-last-row", game, turn))
				t.Errorf("%s, turn %d, on a phone after a tap: %s", game, turn+1, bad)
			}
			// The player scrolled to the page's foot before playing.
			if _, err := cdp(ctx, chromedp.Evaluate[any](`scrollTo(0, document.documentElement.scrollHeight)`)); err != nil {
				t.Fatal(err)
			}
			var frame linoFrame
			if game == "lino" {
				// Every field drawn from the move to the next turn, the
				// others' included, measured as it is drawn.
				frame, _ = cdp(ctx, chromedp.Evaluate[linoFrame](`(() => {
					const measure = `+linoFrameOf+`, board = document.getElementById('board');
					let last = board.querySelector('svg.field');
					window.linoFrames = [];
					new MutationObserver(() => {
						const svg = board.querySelector('svg.field');
						if (svg && svg !== last && svg.isConnected) { last = svg; window.linoFrames.push(measure()); }
					}).observe(board, { childList: true, subtree: true });
					return measure();
				})()`))
			}
			if err := tap(ctx, `#confirm-play`); err != nil {
				t.Fatal(err)
			}
			if game == "lino" && frame.Building {
				e.checkFrameStays(ctx, frame, turn)
			}
		}
	}
	e.playComputer(ctx, "linko")
	order, err := cdp(ctx, chromedp.Evaluate[bool](`document.getElementById('seats').getBoundingClientRect().bottom <= document.getElementById('hand').getBoundingClientRect().top`))
	if err != nil || !order {
		e.screenshot(ctx, "linko-phone", false)
		t.Errorf("on a phone Linko!'s seats (the computer's plays) are not above the hand (%v)", err)
	}
	// At the turn, the seats say what a turn needs in short: the status,
	// the seats, the display and the own hand fit one screen.
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelector('#table').dataset.toMove === '0' && !!document.querySelector('#hand [data-pick]')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatalf("linko: no turn: %v", err)
	}
	e.screenshot(ctx, "linko-phone-turn", false)
	// The computers played before the player's turn: what they did reads whole.
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](newestWhole)); bad != "" && bad != "no sentence" {
		t.Errorf("linko: the newest sentence of \"Since your move\" does not read whole: %s", bad)
	}
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](openInSight)); bad != "" {
		t.Errorf("linko: the turn opens out of sight on a phone: %s", bad)
	}
	if tall, _ := cdp(ctx, chromedp.Evaluate[float64](`document.querySelector('#hand [data-pick]').getBoundingClientRect().bottom - document.getElementById('status').getBoundingClientRect().top - innerHeight`)); tall > 0 {
		t.Errorf("on a phone Linko!'s turn, from the status to the hand, is %.0f px taller than the screen", tall)
	}
	// A group tapped where the turn opened: the page holds still under
	// the thumb, though the help under the hand gives way to the plays at
	// the foot (r25 #10: the page, shorter, jumped up and cut the top bar
	// in half), and the bar at the foot says what the play does.
	e.checkTapHoldsStill(ctx, "linko", `#hand [data-pick]`, `#confirm #choices .preview`)
	e.viewShot(ctx, "linko-phone-tapped")
	// The table keeps room under it for the bar at the foot, however tall
	// (r31 #1: a sheet of plays covered the hand's second row): the whole
	// hand can be scrolled above it, whatever follows the table.
	if short, _ := cdp(ctx, chromedp.Evaluate[float64](`document.getElementById('confirm').getBoundingClientRect().height - parseFloat(getComputedStyle(document.querySelector('.table')).paddingBottom)`)); short > 0 {
		t.Errorf("on a phone the table keeps %.0f px too little room under it for the bar at the foot", short)
	}
	if err := tap(ctx, `#confirm-cancel`); err != nil {
		t.Fatal(err)
	}
	// The player scrolled to the page's foot (the log, "How to play"):
	// the instruction and the Hint stay at the screen's top (#38 r21).
	if _, err := cdp(ctx, chromedp.Evaluate[any](`scrollTo(0, document.documentElement.scrollHeight)`)); err != nil {
		t.Fatal(err)
	}
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](statusInSight)); bad != "" {
		t.Errorf("linko, on a phone scrolled to the page's foot in the player's turn: %s", bad)
	}
	e.viewShot(ctx, "linko-phone-foot")
	// A group tapped at the screen's foot: its play choices, under the
	// hand, come into view.
	if err := tapScrolled(ctx, `#hand [data-pick]`, "end"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`(() => { const c = document.getElementById('choices'); return !!c && c.getBoundingClientRect().bottom <= innerHeight && c.getBoundingClientRect().top >= 0; })()`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		t.Errorf("on a phone Linko!'s play choices of a group tapped are not in view: %v", err)
	}
	e.viewShot(ctx, "linko-phone-picked")
	// The instruction and the Hint stand in sight beside the hand and
	// its choices, the page scrolled down to them (#38 r21).
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](statusInSight)); bad != "" {
		t.Errorf("linko, on a phone at the hand: %s", bad)
	}
	// Two taps a play, by the rule of every game (#38 r22): the value,
	// then the choice, which stands in the bar at the screen's foot and
	// says what it does under it. The arrow keys go from choice to choice.
	held, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#hand .card').length`))
	if said, _ := cdp(ctx, chromedp.Evaluate[string](`(document.querySelector('#confirm #choices .move .preview') || {}).textContent || ''`)); said == "" {
		t.Errorf("on a phone Linko!'s play choice does not stand at the screen's foot saying what it does")
	}
	// Every button at the foot is a thumb's target (r31 #4: "Play a 5"
	// was 29 px high beside a Cancel of 44).
	if small, _ := cdp(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#confirm button')].filter((b) => b.getBoundingClientRect().height < 44).map((b) => b.textContent + ' ' + Math.round(b.getBoundingClientRect().height) + ' px').join(', ')`)); small != "" {
		t.Errorf("on a phone a button at the screen's foot is under 44 px high: %s", small)
	}
	if moved, err := cdp(ctx, chromedp.Evaluate[bool](`(() => {
		const all = [...document.querySelectorAll('#choices button.choice')];
		if (all.length < 2) return true;
		all[0].focus();
		all[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
		return document.activeElement === all[1];
	})()`)); err != nil || !moved {
		t.Errorf("the arrow keys do not move between Linko!'s play choices (%v)", err)
	}
	if err := tapInPlace(ctx, `#choices button`); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.querySelectorAll('#hand .card').length < %d || document.querySelector('#table').dataset.toMove !== '0'`, held), chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.viewShot(ctx, "linko-phone-choice")
		t.Errorf("a tap on Linko!'s play choice does not play it: %v", err)
	}
	if bar, _ := cdp(ctx, chromedp.Evaluate[bool](`!document.getElementById('confirm').hidden`)); bar {
		t.Errorf("the bar at the screen's foot stays after Linko!'s play")
	}
	// The computers' plays that follow read whole above the board.
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#latest:not([hidden])')?.dataset.seat && !document.body.dataset.busy`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Errorf("linko: no computer's play told after the player's: %v", err)
	} else if _, err := cdp(ctx, chromedp.Poll[bool](`(`+newestWhole+`) === ''`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		bad, _ := cdp(ctx, chromedp.Evaluate[string](newestWhole))
		e.viewShot(ctx, "linko-phone-latest")
		t.Errorf("linko: the newest sentence of \"Since your move\" does not read whole: %s", bad)
	}
	e.checkKnownWraps(ctx)
	if shown, _ := cdp(ctx, chromedp.Evaluate[int](`[...document.querySelectorAll('#seats .why, #seats .under, #linko-legend')].filter((el) => el.getClientRects().length).length`)); shown > 0 {
		t.Errorf("on a phone Linko!'s seats show %d scores' reasons and earlier plays", shown)
	}
	// The score's items (played, in hand) on lines of their own, no "·"
	// left at a line's end (r30 #10: "Played: 0 ·" / "in hand: −13").
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](`(() => { for (const el of document.querySelectorAll('#seats .score.tally')) {
		const [a, sep, b] = el.children;
		if (sep.getClientRects().length || a.getBoundingClientRect().top === b.getBoundingClientRect().top) return el.textContent; } return ''; })()`)); bad != "" {
		t.Errorf("on a phone a Linko! seat's score reads %q: its items not each on a line", bad)
	}
	// At a new game, a quick double tap on a value at the screen's foot
	// picks that value and plays nothing (#38 r22: a play is chosen at the
	// foot): the first tap does not move the page from under the finger
	// (a second tap on the next value picked it instead); a tap on its
	// first choice at the foot plays it.
	e.playComputer(ctx, "linko")
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelector('#table').dataset.toMove === '0' && !document.body.dataset.busy && !!document.querySelector('#hand [data-pick]:not([data-pick="J"])')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatalf("linko: no turn at a new game: %v", err)
	}
	at, err := cdp(ctx, chromedp.Evaluate[[]float64](`(() => {
		const all = document.querySelectorAll('#hand [data-pick]:not([data-pick="J"])'), el = all[all.length - 1];
		el.scrollIntoView({ block: 'end' });
		const r = el.getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2, parseInt(el.dataset.pick, 10), parseInt(el.dataset.count, 10)];
	})()`))
	if err != nil || len(at) != 4 {
		t.Fatalf("linko: no value to double-tap (%v)", err)
	}
	if err := touchAt(ctx, at[0], at[1]); err != nil {
		t.Fatal(err)
	}
	// The second tap at once, as a finger's double tap: touchAt would wait
	// out the bar the first tap opened under the finger and press its play.
	if err := touchNow(ctx, at[0], at[1]); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.querySelector('#hand [data-pick="%d"]')?.getAttribute('aria-pressed') === 'true' && !!document.querySelector('#confirm #choices button.choice')`, int(at[2])), chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		e.screenshot(ctx, "linko-phone-doubletap", false)
		t.Errorf("a double tap on Linko!'s %ds does not leave them picked, their plays at the foot: %v", int(at[2]), err)
	}
	e.viewShot(ctx, "linko-phone-foot-choices")
	// The choices at the foot play at their tap, and look it: the other
	// games' confirm button's style (r24 #8).
	if same, _ := cdp(ctx, chromedp.Evaluate[bool](`(() => {
		const c = document.querySelector('#confirm #choices button.choice'), p = document.createElement('button');
		p.className = 'primary';
		document.getElementById('confirm').append(p);
		const same = getComputedStyle(c).backgroundColor === getComputedStyle(p).backgroundColor && getComputedStyle(c).color === getComputedStyle(p).color;
		p.remove();
		return same;
	})()`)); !same {
		t.Error("on a phone Linko!'s play choices at the foot, which play at a tap, do not look like the confirm button")
	}
	if n, _ := cdp(ctx, chromedp.Evaluate[int](fmt.Sprintf(`parseInt(document.querySelector('#hand [data-value="%d"]').dataset.count, 10)`, int(at[2])))); n != int(at[3]) {
		t.Errorf("a double tap on Linko!'s %ds played: %d left, had %d", int(at[2]), n, int(at[3]))
	}
	// Once the reader has moved, "Since your move" tells nothing from
	// before it (r24 #4: "Computer 3 played a 2. It is your turn." stayed
	// while the computers played): as the move is sent, it holds no line.
	if _, err := cdp(ctx, chromedp.Evaluate[bool](`(() => {
		window.staleAtMove = null;
		const o = new MutationObserver(() => {
			if (!document.body.dataset.busy) return;
			o.disconnect();
			const l = document.getElementById('latest');
			window.staleAtMove = l.querySelector('li') ? l.textContent : '';
		});
		o.observe(document.body, { attributes: true, attributeFilter: ['data-busy'] });
		return true;
	})()`)); err != nil {
		t.Fatal(err)
	}
	if err := tapInPlace(ctx, `#confirm #choices button.choice`); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`window.staleAtMove !== null`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Errorf("the reader's play was not seen sent: %v", err)
	} else if said, _ := cdp(ctx, chromedp.Evaluate[string](`window.staleAtMove`)); said != "" {
		t.Errorf("as the reader's play is sent, \"Since your move\" still says %q", said)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`parseInt((document.querySelector('#hand [data-value="%d"]') || { dataset: { count: '0' } }).dataset.count, 10) < %d`, int(at[2]), int(at[3])), chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linko-phone-footplay", false)
		t.Errorf("a tap on the first choice at the foot did not play Linko!'s %ds: %v", int(at[2]), err)
	}
}

// checkTapHoldsStill taps the piece sel where it stands on a phone's
// screen, unscrolled, as a thumb does: once it is picked, the page has not
// moved (the top bar is where it was) and the bar at the foot, where the
// game has one (shown: what it says), stands whole on the screen.
func (e *browserEnv) checkTapHoldsStill(ctx context.Context, game, sel, shown string) {
	t := e.t
	t.Helper()
	at, err := cdp(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => {
		const el = document.querySelector(%q), r = el && el.getBoundingClientRect();
		return r && r.top >= 0 && r.bottom <= innerHeight ? [r.left + r.width / 2, r.top + r.height / 2, scrollY] : null;
	})()`, sel)))
	if err != nil || len(at) != 3 {
		e.screenshot(ctx, game+"-phone-hold", false)
		t.Fatalf("%s: no %s in sight to tap (%v)", game, sel, err)
	}
	// (Tapped again, as a person would, when the first tap did not take:
	// a piece shown less than 350 ms before takes no tap, keys.js.)
	if err := actUntil(ctx, func(ctx context.Context, _ string) error { return touchAt(ctx, at[0], at[1]) }, sel,
		fmt.Sprintf(`document.querySelector(%q)?.getAttribute('aria-pressed') === 'true'`, sel)); err != nil {
		t.Fatalf("%s: a tap on %s does not pick it: %v", game, sel, err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[bool](`new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(true))))`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	// (Unless the bar, tall with many plays at 44 px each, would cover the
	// piece tapped: then the page moves the least that shows it above the
	// bar, touch.js uncover.)
	uncovered, _ := cdp(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
		const p = document.querySelector(%q).getBoundingClientRect(), bar = document.getElementById('confirm').getBoundingClientRect();
		return p.bottom <= bar.top && p.bottom > bar.top - 12;
	})()`, sel)))
	if y, _ := cdp(ctx, chromedp.Evaluate[float64](`scrollY`)); math.Abs(y-at[2]) > 1 && !(y > at[2] && uncovered) {
		e.viewShot(ctx, game+"-phone-hold")
		t.Errorf("%s: a tap on a piece in the hand moved the page under the thumb by %.0f px", game, at[2]-y)
	}
	if shown == "" {
		return
	}
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(() => {
		const bar = document.getElementById('confirm').getBoundingClientRect(), p = document.querySelector(%q);
		if (!p || !p.textContent.trim()) return 'says nothing';
		return bar.top >= 0 && bar.bottom <= innerHeight ? '' : 'stands at ' + Math.round(bar.top) + '..' + Math.round(bar.bottom);
	})()`, shown))); bad != "" {
		e.viewShot(ctx, game+"-phone-hold")
		t.Errorf("%s: after a tap on a piece in the hand the bar at the foot %s", game, bad)
	}
}

// checkKnownWraps draws Linko!'s seats of a phone's table on a scene,
// at 390 and 320 px wide: a hand's known cards (five values, a joker, a
// count) and a long top play wrap inside their seat's box, nothing past
// its edges (#38 r21: "known: 3 ×2 6 7 10" lost its 10 and a joker).
func (e *browserEnv) checkKnownWraps(ctx context.Context) {
	e.t.Helper()
	defer e.touchPhone(ctx)
	for _, width := range []int64{390, 320} {
		if _, err := cdp(ctx, chromedp.EmulateViewport(width, 844, chromedp.EmulateScale(2), chromedp.EmulateTouch)); err != nil {
			e.t.Fatal(err)
		}
		cut, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
			const { seats } = await import('/static/linko.js');
			const { namer } = await import('/static/names.js');
			const { short, tag } = namer({ seats: [{ player: 'human' }, { player: 'bot' }, { player: 'bot' }] }, 0);
			const v = { players: 3, tableaux: [['5'], ['1x4'], ['11+J']], known: [[], ['1', '7', '8', '8', '8', 'J'], ['3', '3', '6', '7', '10', '12']],
				handSizes: [9, 10, 13], discard: [], round: 1, scores: [0, -4, -9], phase: 'play', toMove: 0, active: 0, victim: -1 };
			const table = Object.assign(document.createElement('div'), { className: 'table' });
			table.dataset.game = 'linko';
			const box = Object.assign(document.createElement('section'), { className: 'seats' });
			table.append(box);
			document.querySelector('main').prepend(table);
			box.append(...seats(v, { seat: 0, marks: { played: 2 }, short, tag }));
			const out = [];
			for (const seat of box.querySelectorAll('[data-seat-panel]')) {
				const s = seat.getBoundingClientRect();
				for (const el of seat.querySelectorAll('.kgroup, .card, .badge, .score, .backs')) {
					const r = el.getBoundingClientRect();
					if (r.width && (r.right > s.right + 0.5 || r.left < s.left - 0.5)) out.push(seat.dataset.seatPanel + ': ' + el.className + ' ' + el.textContent + ' at ' + Math.round(r.left) + '..' + Math.round(r.right) + ' of ' + Math.round(s.left) + '..' + Math.round(s.right));
				}
			}
			// The ring of the last play (7 px outside it) clear of the
			// hand's size and known cards above it (r31 #9: it touched
			// "11 in hand").
			const last = box.querySelector('.meld.last'), above = last && last.closest('[data-seat-panel]').querySelector('.seat-hand');
			if (!last || !above) out.push('no last play under a hand size');
			else if (last.getBoundingClientRect().top - 7 < above.getBoundingClientRect().bottom) out.push('the last play\'s ring (' + Math.round(last.getBoundingClientRect().top - 7) + ') touches ' + above.className + ' (' + Math.round(above.getBoundingClientRect().bottom) + ')');
			if (document.documentElement.scrollWidth > innerWidth) out.push('the page is ' + document.documentElement.scrollWidth + ' px wide');
			scrollTo(0, 0);
			return out;
		})()`, chromedp.EvalAwaitPromise))
		e.viewShot(ctx, fmt.Sprintf("linko-known-%d", width))
		if _, rmErr := cdp(ctx, chromedp.Evaluate[any](`document.querySelector('main > .table:not(#table)')?.remove()`)); rmErr != nil {
			e.t.Error(rmErr)
		}
		if err != nil || len(cut) > 0 {
			e.t.Errorf("at %d px Linko!'s seats cut these off: %q (%v)", width, cut, err)
		}
		if cut, err := cdp(ctx, chromedp.Evaluate[[]string](titleCut, chromedp.EvalAwaitPromise)); err != nil || len(cut) > 0 {
			e.viewShot(ctx, fmt.Sprintf("title-%d", width))
			e.t.Errorf("at %d px the header's title is cut: %q (%v)", width, cut, err)
		}
	}
}

// titleCut lists the header's titles, the tutorial's and the replay's in
// the four languages (the menu showing each), that the header cuts on the
// screen now: a line past the header's top or bottom, or its end (r32 #5:
// "Impara a giocare a Linko!" wrapped and lost its top at 390 px).
const titleCut = `(async () => {
	const title = document.getElementById('title'), menu = document.getElementById('lang'), header = title.closest('header');
	const was = [title.textContent, menu.value], out = [];
	scrollTo(0, 0);
	for (const l of ['en', 'fr', 'it', 'nl']) {
		const words = { ...(await import('/static/i18n/' + l + '.js')).default, ...(await import('/static/i18n/' + l + '.tutorial.js')).default };
		menu.value = l;
		for (const key of ['tutorial.title', 'replay.title']) {
			title.textContent = words[key].replace('{game}', 'Linko!');
			const t = title.getBoundingClientRect(), h = header.getBoundingClientRect();
			if (t.top < Math.max(h.top, 0) - 0.5 || t.bottom > h.bottom + 0.5 || title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1)
				out.push(l + ': ' + title.textContent + ' (' + Math.round(t.top) + '..' + Math.round(t.bottom) + ' in ' + Math.round(h.top) + '..' + Math.round(h.bottom) + ', ' + title.scrollHeight + '/' + title.clientHeight + ')');
		}
	}
	[title.textContent, menu.value] = was;
	return out;
})()`

// lobbyCut lists what of the lobby is cut on the screen now: a menu's
// choice wider than its menu (every level, the others' choice shown), an
// element holding more than its width, the page wider than the screen.
const lobbyCut = `(() => {
	if (!document.querySelector('#level option')) return null;
	const ruler = document.createElement('span');
	ruler.style.whiteSpace = 'pre';
	document.body.append(ruler);
	const out = [];
	for (const s of document.querySelectorAll('#app select')) {
		if (!s.getClientRects().length) continue;
		ruler.style.font = getComputedStyle(s).font;
		for (const o of s.id === 'level' ? [...s.options] : [s.options[s.selectedIndex]].filter(Boolean)) {
			ruler.textContent = o.text;
			if (ruler.getBoundingClientRect().width > s.clientWidth - 28) out.push((s.id || s.name) + ': ' + o.text); // the arrow and the padding
		}
	}
	ruler.remove();
	for (const el of document.querySelectorAll('#app *')) {
		if (!el.getClientRects().length || el.closest('select, svg') || el.clientWidth === 0) continue;
		if (el.scrollWidth > el.clientWidth + 1) out.push(el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ': ' + el.textContent.trim().slice(0, 40));
	}
	if (document.documentElement.scrollWidth > innerWidth) out.push('the page is ' + document.documentElement.scrollWidth + ' px wide');
	return out;
})()`

// TestBrowserTutorialByTouch takes Lino's lesson on a touch-screen phone:
// the coach speaks of tapping, not clicking; a tap on the marked place
// shows the tile there, see-through, with Play, and makes no move; Play
// makes it and the lesson goes on.
func TestBrowserTutorialByTouch(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	e.touchPhone(ctx)
	e.openLobby(ctx, "lino")
	if err := setField(ctx, "#game", "lino"); err != nil {
		t.Fatal(err)
	}
	if err := tap(ctx, "#learn"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#coach[data-step="0"]`))); err != nil {
		t.Fatalf("the tutorial does not draw: %v", err)
	}
	words, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('coach-words').textContent`))
	if !strings.Contains(words, "Tap the tile") || strings.Contains(strings.ToLower(words), "click") {
		t.Errorf("on a touch screen the coach says %q", words)
	}
	// The coach, compact, and the tile it speaks of share the screen,
	// the tile above the room the bar takes at its foot.
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const coach = document.getElementById('coach').getBoundingClientRect(), tile = document.querySelector('#board [data-pick].coach-target').getBoundingClientRect();
		const foot = innerHeight - 8.5 * parseFloat(getComputedStyle(document.documentElement).fontSize);
		return coach.top >= 0 && coach.bottom <= tile.top && tile.bottom <= foot ? '' : JSON.stringify({ coach: [coach.top, coach.bottom], tile: [tile.top, tile.bottom], foot });
	})()`)); bad != "" {
		t.Errorf("the coach and the tile it marks are not both in sight: %s", bad)
	}
	if err := tap(ctx, `#board [data-pick].coach-target`); err != nil {
		t.Fatal(err)
	}
	before, _ := cdp(ctx, chromedp.Evaluate[float64](boardTop))
	// Tapped where it is on the screen, as a person does (tap centres it
	// first, which moved the board itself once Lino's cells grew to 36 px).
	if err := tapInPlace(ctx, `#board [data-move].coach-target`); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#confirm-play`))); err != nil {
		e.screenshot(ctx, "tutorial-touch", false)
		t.Fatalf("a tap on the marked place shows no Play: %v", err)
	}
	// The coach's words change, not its height: a second tap on the place
	// lands where the first did.
	if after, _ := cdp(ctx, chromedp.Evaluate[float64](boardTop)); after != before {
		t.Errorf("the board moved from %.0f to %.0f px on the screen at the tap on the marked place", before, after)
	}
	// The coach's words follow the taps: the third, which makes the move.
	if words, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('coach-words').textContent`)); !strings.Contains(words, "tap it again, or the button") {
		t.Errorf("after the tap on the marked place the coach says %q: want the tap that makes the move", words)
	}
	// ... and keeps no more than a line of it empty, and its "More"
	// button's (r24 #2: the room of eight lines kept under "Now tap it
	// again", some 180 px; 60 px at this step unfolded).
	if empty, _ := cdp(ctx, chromedp.Evaluate[float64](coachEmpty)); empty > 32 {
		t.Errorf("after the tap on the marked place the coach keeps %.0f px empty under its words", empty)
	}
	e.viewShot(ctx, "tutorial-touch-phone")
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](`(document.getElementById('coach').dataset.step !== '0' ? 'the lesson went on at the first tap; ' : '') + (document.querySelector('#board [data-ghost]') ? '' : 'no see-through tile')`)); bad != "" {
		t.Error(bad)
	}
	if err := tap(ctx, `#confirm-play`); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#coach[data-step="1"]`))); err != nil {
		t.Fatalf("Play does not make the move: %v", err)
	}
	e.checkCoachInSight(ctx, "lino", 1)
	// LINX's lesson, whose grid's marked cells lie low on a phone.
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/learn/linx")); err != nil {
		t.Fatal(err)
	}
	e.checkCoachInSight(ctx, "linx", 0)
}

// checkCoachInSight takes a tutorial on a phone on from its step from,
// tapping what the coach marks: at every step the coach's words and the
// control they mark share the screen, the page scrolled down the board (a
// newcomer scrolled up to read and down to tap at every step), the
// control under the coach and above the bar's room.
func (e *browserEnv) checkCoachInSight(ctx context.Context, game string, from int) {
	t := e.t
	t.Helper()
	told := "" // the newest of what just happened at the step before
	for step := from; step < from+6; step++ {
		if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.getElementById('coach').dataset.step === '%d' && !!document.querySelector('#board .coach-target') && !document.getElementById('lesson').dataset.done`, step), chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
			break // the lesson ended, or asks for nothing on the board
		}
		time.Sleep(100 * time.Millisecond) // the step drawn and brought into sight
		if bad, _ := cdp(ctx, chromedp.Evaluate[string](coachTargetInSight)); bad != "" {
			e.viewShot(ctx, fmt.Sprintf("tutorial-phone-%s-%d", game, step))
			t.Errorf("%s, step %d of the tutorial on a phone: the coach's words and what they mark are not both in sight: %s", game, step+1, bad)
		}
		// What just happened, where it changed since the step before: its
		// newest sentence whole on the screen, in no box that scrolls, and
		// clear of the coach docked at the top (r23 #3: "scored 6 points."
		// was cut in a box of two lines).
		if newest, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#latest:not([hidden]) li.newest')?.textContent || ''`)); newest != told {
			told = newest
			if bad, _ := cdp(ctx, chromedp.Evaluate[string](lessonNewestWhole)); bad != "" {
				e.viewShot(ctx, fmt.Sprintf("tutorial-phone-%s-%d", game, step))
				t.Errorf("%s, step %d of the tutorial on a phone: the newest of what just happened is not read whole: %s", game, step+1, bad)
			}
		}
		// The coach fits its words: no room kept empty under them (r24 #2:
		// some 180 px, the board pushed below the screen's middle).
		if empty, _ := cdp(ctx, chromedp.Evaluate[float64](coachEmpty)); empty > 24 {
			e.viewShot(ctx, fmt.Sprintf("tutorial-phone-%s-%d", game, step))
			t.Errorf("%s, step %d of the tutorial on a phone: the coach keeps %.0f px empty under its words", game, step+1, empty)
		}
		e.viewShot(ctx, fmt.Sprintf("tutorial-phone-%s-%d", game, step))
		for tries := 0; tries < 4; tries++ {
			picked := false
			if shown, _ := cdp(ctx, chromedp.Evaluate[bool](`(() => { const b = document.getElementById('confirm-play'); return !!b && b.offsetParent !== null; })()`)); shown {
				if err := tap(ctx, `#confirm-play`); err != nil {
					t.Fatal(err)
				}
			} else {
				picked, _ = cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('#board .coach-target')?.matches('[data-pick]')`))
				if err := tapInPlace(ctx, `#board .coach-target`); err != nil {
					break
				}
			}
			if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.getElementById('coach').dataset.step !== '%d'`, step), chromedp.WithPollingTimeout(time.Second))); err == nil {
				break
			}
			// A piece picked, the place it goes to is marked in sight too
			// (a LINX lesson's cell once stood under the docked coach).
			if bad, _ := cdp(ctx, chromedp.Evaluate[string](coachTargetInSight)); picked && bad != "" {
				e.viewShot(ctx, fmt.Sprintf("tutorial-phone-%s-%d-picked", game, step))
				t.Errorf("%s, step %d of the tutorial on a phone, a piece picked: the coach's words and what they mark are not both in sight: %s", game, step+1, bad)
			}
		}
	}
}

// coachEmpty is how many px the coach keeps empty under its last line.
const coachEmpty = `(() => {
	const c = document.getElementById('coach'), kids = [...c.children].filter((el) => el.getClientRects().length);
	return c.getBoundingClientRect().bottom - parseFloat(getComputedStyle(c).paddingBottom) - Math.max(...kids.map((el) => el.getBoundingClientRect().bottom + parseFloat(getComputedStyle(el).marginBottom)));
})()`

// coachTargetInSight says where the coach's words and the control they
// mark stand on a phone's screen when they are not both in sight: the
// control under the coach and above the room of the bar at the foot.
const coachTargetInSight = `(() => {
	const coach = document.getElementById('coach-words').getBoundingClientRect(), box = document.getElementById('coach').getBoundingClientRect(), at = document.querySelector('#board .coach-target').getBoundingClientRect();
	const foot = innerHeight - 8.5 * parseFloat(getComputedStyle(document.documentElement).fontSize);
	return coach.top >= 0 && box.bottom <= at.top + 1 && at.bottom <= foot ? '' : JSON.stringify({ words: [coach.top, coach.bottom], coach: box.bottom, target: [at.top, at.bottom], foot });
})()`

// lessonNewestWhole says what keeps the newest sentence of a lesson's
// "What just happened" from being read whole on the screen now: as
// newestWhole, and on a phone in the coach docked at the screen's top, or
// else clear of it (the page scrolled to the control the coach marks once
// took the box under it).
const lessonNewestWhole = `(() => {
	const bad = ` + newestWhole + `;
	if (bad) return bad;
	const li = document.querySelector('#latest li.newest'), r = li.getBoundingClientRect(), c = document.getElementById('coach').getBoundingClientRect();
	if (li.closest('#coach')) return '';
	return r.top < c.bottom - 0.5 && r.bottom > c.top + 0.5 && r.left < c.right - 0.5 && r.right > c.left + 0.5 ? 'the coach covers it (' + Math.round(r.top) + '..' + Math.round(r.bottom) + ', the coach to ' + Math.round(c.bottom) + ')' : '';
})()`

// TestBrowserLobbySeatsFitAPhone opens the lobby's own settings for four
// players on a phone, after choosing a game: each seat's menu shows, and
// shows its choice whole.
func TestBrowserLobbySeatsFitAPhone(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	e.touchPhone(ctx)
	e.openLobby(ctx, "")
	for _, step := range []func() error{
		func() error { return click(ctx, `[data-game-card="linko"]`) },
		func() error { return click(ctx, "#custom > summary") },
		func() error { return setField(ctx, "#opt-players", 4) },
	} {
		if err := step(); err != nil {
			t.Fatal(err)
		}
	}
	cut, err := cdp(ctx, chromedp.Poll[[]string](`(() => {
		const sels = [...document.querySelectorAll('#seats select')];
		if (sels.length !== 4 || !sels[0].getBoundingClientRect().width) return null;
		const ruler = document.createElement('span');
		document.body.append(ruler);
		const out = sels.filter((s) => {
			ruler.style.font = getComputedStyle(s).font;
			ruler.textContent = s.options[s.selectedIndex].text;
			return ruler.getBoundingClientRect().width > s.clientWidth - 28; // the arrow and the padding
		}).map((s) => s.options[s.selectedIndex].text);
		ruler.remove();
		return out;
	})()`, chromedp.WithPollingTimeout(browserStepTimeout)))
	if err != nil || len(cut) > 0 {
		e.screenshot(ctx, "lobby-seats-phone", false)
		state, _ := cdp(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#lobby > fieldset')].map(x => x.id + ' ' + Math.round(x.getBoundingClientRect().height) + ' px high').join(', ')`))
		t.Errorf("on a phone these seats' menus are cut off: %q (%v; %s)", cut, err, state)
	}
	// LINX's teams are offered at four players alone.
	teamsShown := func() bool {
		shown, _ := cdp(ctx, chromedp.Evaluate[bool](`(() => { const b = document.querySelector('#opt-teams'); return !!b && !b.closest('label').hidden; })()`))
		return shown
	}
	if err := click(ctx, `[data-game-card="linx"]`); err != nil {
		t.Fatal(err)
	}
	if err := setField(ctx, "#opt-players", 2); err != nil {
		t.Fatal(err)
	}
	if teamsShown() {
		t.Error("LINX's two teams of two are offered at two players")
	}
	if err := setField(ctx, "#opt-players", 4); err != nil {
		t.Fatal(err)
	}
	if !teamsShown() {
		t.Error("LINX's two teams of two are not offered at four players")
	}
	// In French, Italian and Dutch nothing of the lobby is cut at 390 px
	// (#38 r23: "Moyen : réfléchit quelques coups à l'av…"): every menu's
	// choice whole in it (the level's name alone, what it does said under
	// the menu), no element wider than its box.
	for _, lang := range []string{"fr", "it", "nl"} {
		if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/?lang="+lang)); err != nil {
			t.Fatal(err)
		}
		if err := click(ctx, "#custom > summary"); err != nil {
			t.Fatal(err)
		}
		cut, err := cdp(ctx, chromedp.Poll[[]string](lobbyCut, chromedp.WithPollingTimeout(browserStepTimeout)))
		e.viewShot(ctx, "lobby-phone-"+lang)
		if err != nil || len(cut) > 0 {
			t.Errorf("%s: on a phone the lobby cuts these: %q (%v)", lang, cut, err)
		}
		if what, _ := cdp(ctx, chromedp.Evaluate[string](`(document.getElementById('level-what') || {}).textContent || ''`)); what == "" {
			t.Errorf("%s: the lobby does not say under the level's menu what the level chosen does", lang)
		}
	}
}

// checkResultInSight checks that at a game's end on a phone the result
// and its buttons came into sight by themselves (follow.js).
func (e *browserEnv) checkResultInSight(ctx context.Context, game string) {
	e.t.Helper()
	if _, err := cdp(ctx, chromedp.Poll[bool](`(() => {
		const f = document.getElementById('final').getBoundingClientRect(), b = document.getElementById('new-game').getBoundingClientRect();
		return f.top >= 0 && b.bottom <= innerHeight;
	})()`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		e.screenshot(ctx, game+"-phone-result", false)
		e.t.Errorf("on a phone the game's result and its buttons did not come into sight: %v", err)
	}
	e.viewShot(ctx, game+"-phone-result")
}
