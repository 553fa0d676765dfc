package main

// A click that takes no move says why (#38), in Lino and Linko! as in
// LINX, on a desktop and on a touch-screen phone.

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// pressAt scrolls the element sel into view and presses the page at its
// point (dx, dy) from its top left, in the drawing's units when sel is an
// SVG with a viewBox: a click with the mouse, or a tap on a touch screen.
func pressAt(ctx context.Context, sel string, dx, dy float64, touch bool) error {
	at, err := cdp(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => {
		const el = document.querySelector(%q);
		if (!el) return null;
		// A field wider than a phone scrolls sideways in its box: to its start, as a finger would.
		const box = el.closest('.fieldbox');
		if (box) box.scrollLeft = 0;
		el.scrollIntoView({ block: 'center' });
		const r = el.getBoundingClientRect();
		const k = el.viewBox && el.viewBox.baseVal && el.viewBox.baseVal.width ? r.width / el.viewBox.baseVal.width : 1;
		return [r.left + %g * k, r.top + %g * k];
	})()`, sel, dx, dy)))
	if err != nil || len(at) != 2 {
		return fmt.Errorf("nothing to press at %s (%v)", sel, err)
	}
	if touch {
		return touchAt(ctx, at[0], at[1])
	}
	_, err = cdp(ctx, chromedp.MouseClickXY(at[0], at[1]))
	return err
}

// TestBrowserWhyNoMove plays Lino and Linko! against the computer at a
// desktop's size and on a touch-screen phone: in Lino a press on the
// field's corner, a cell far from every tile, says to pick a tile first,
// once a tile is picked that a tile goes only next to another, and at a
// table of two people, in the other's turn, that the other plays and the
// player's turn comes next; in
// Linko! a press on the draw pile at the player's turn to play says when
// one draws.
func TestBrowserWhyNoMove(t *testing.T) {
	e := newBrowserEnv(t)
	for _, size := range []string{"desktop", "phone"} {
		touch := size == "phone"
		ctx, _ := e.sizedTab(size)
		// press presses sel at dx, dy until the page says want (actUntil:
		// an event drawn between finding the place and pressing it, the
		// computer's move, can move what was under the finger).
		press := func(sel string, dx, dy float64, want, shot string) {
			t.Helper()
			pressSel := func(ctx context.Context, sel string) error { return pressAt(ctx, sel, dx, dy, touch) }
			err := actUntil(ctx, pressSel, sel, fmt.Sprintf(`document.getElementById('says').textContent.includes(%q)`, want))
			e.screenshot(ctx, shot+"-"+size, false)
			if got, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('says').textContent`)); !strings.Contains(got, want) {
				t.Errorf("%s: a press on %s says %q, want %q (%v)", size, sel, got, want, err)
			}
		}
		e.playComputer(ctx, "lino")
		if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#board [data-pick]`))); err != nil {
			t.Fatalf("%s: no tile to move: %v", size, err)
		}
		corner := `#board svg.field`
		press(corner, 44, 44, "First pick a tile to move", "why-lino-pick")
		if err := click(ctx, `#board [data-pick]`); err != nil {
			t.Fatal(err)
		}
		// The corner's name, as the field's axes write it: the first of the
		// columns' names along the top, the first of the rows' down the side
		// (wherever the page draws its margins).
		name, _ := cdp(ctx, chromedp.Evaluate[string](`(() => {
			const axes = [...document.querySelectorAll('#board svg.field text.axis')];
			const x = (a) => +a.getAttribute('x'), y = (a) => +a.getAttribute('y');
			const top = Math.min(...axes.map(y)), side = Math.min(...axes.map(x));
			const column = axes.filter((a) => y(a) === top).sort((a, b) => x(a) - x(b))[0];
			const row = axes.filter((a) => x(a) === side && y(a) !== top).sort((a, b) => y(a) - y(b))[0];
			return column.textContent + row.textContent;
		})()`))
		press(corner, 44, 44, "A tile can go only next to another tile: "+name+" touches none.", "why-lino-touch")
		if !touch {
			e.checkLinoFitsHeight(ctx)
		}
		// A press while another seat plays says whose move the player
		// waits for (r29 #8: it said nothing): at a table of two people,
		// the page of the one not to move.
		code, resp := call(t, "POST", e.url+"/api/tables", "", humans("lino", `{}`, 2))
		var c created
		if code != 201 || json.Unmarshal([]byte(resp), &c) != nil || len(c.Seats) != 2 {
			t.Fatalf("create: %d %s", code, resp)
		}
		e.openSeat(ctx, e.url+"/play/"+c.ID+"?seat=0&token="+c.Seats[0].Token)
		if first, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('table').dataset.toMove`)); first == "0" {
			e.openSeat(ctx, e.url+"/play/"+c.ID+"?seat=1&token="+c.Seats[1].Token)
		}
		press(corner, 44, 44, " is playing: your turn comes next.", "why-lino-wait")

		e.playComputer(ctx, "linko")
		if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#hand [data-pick]')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
			t.Fatalf("%s: no cards to play: %v", size, err)
		}
		press(`#pile`, 10, 10, "You draw only after an attack on your cards", "why-linko-pile")
		if !touch {
			e.checkDisplaySaysWhy(ctx)
		}
	}
}

// checkDisplaySaysWhy draws Linko!'s board at the reader's draw, a 3 just
// drawn from the pile marked in the hand and told in "Since your move", a 12 twice
// in the display and a place emptied by a first draw: the second 12 is a
// button of the same draw as the first (drawn alike: a plain twin read as
// forbidden), and the empty place says why it takes no
// draw, hovered and pressed, on the line under the piles, which covers
// nothing ("can I take it?", the newcomer asked of both).
func (e *browserEnv) checkDisplaySaysWhy(ctx context.Context) {
	t := e.t
	said, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const { board } = await import('/static/linko.js');
		const draw = (pick, kind, label) => ({ pick, moves: [{ kind, label, preview: '' }] });
		const choices = [draw('12', 'draw', 'Draw the 12'), draw('5', 'draw', 'Draw the 5'), draw(null, 'draw pile', 'Draw from the pile')];
		const v = { display: ['12', '5', '12', '', '7', '3'], pileSize: 40, discard: [], tableaux: [[], []], known: [[], []], handSizes: [2, 5],
			hand: ['3', '4'], phase: 'draw', victim: 0, active: 1, draws: 1, over: false, toMove: 0 };
		const ui = { seat: 0, pick: null, marks: { drew: ['3'] }, choices, direct: choices.filter((c) => c.pick === null).flatMap((c) => c.moves),
			short: (i) => 'Seat ' + (i + 1), tap() {}, move() {}, choose() {} };
		const root = board(v, ui);
		document.body.append(root);
		const says = root.querySelector('.says'), out = [];
		// A card just drawn from the pile is marked in the hand, and told.
		const linko = await import('/static/linko.js'), { latestBox } = await import('/static/latest.js');
		const drew = { kind: 'card-drawn', seat: 0, from: 'pile', card: '3' };
		const box = latestBox(0);
		box.add({ index: 9, event: drew, text: 'You drew a 3 from the pile.' }, false, linko, true);
		box.draw(false, true);
		out.push([root.querySelector('#hand .group.drawn[data-value="3"] .new') ? 'marked' : 'unmarked',
			JSON.stringify(linko.mark({}, drew).drew), JSON.stringify(linko.mark({}, { ...drew, card: '?' }).drew),
			box.el.textContent.includes('You drew a 3') ? 'told' : 'untold: ' + box.el.textContent].join(' '));
		// The twin 12 draws as the first does, and looks it.
		const [a, b] = ['0', '2'].map((k) => root.querySelector('#display [data-slot="' + k + '"]'));
		out.push(b.matches('button.pickable[data-kind="draw"]') && b.dataset.move === a.dataset.move ? 'twin drawn alike' : 'twin ' + b.outerHTML);
		for (const sel of ['#display .card.slot']) {
			const el = root.querySelector(sel);
			el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
			out.push(says.textContent);
			el.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
			el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
			out.push(says.textContent);
		}
		root.remove();
		return out;
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{`marked ["3"] [] told`, "twin drawn alike", "An empty slot", "An empty slot"}
	for i, w := range want {
		if i >= len(said) || !strings.HasPrefix(said[i], w) {
			t.Errorf("Linko!'s display at the reader's draw says %q: want the card drawn from the pile marked in the hand and told, the twin 12 a button of the same draw, and, hovered then pressed, the empty place's why (%q...)", said, want)
			return
		}
	}
}

// checkLinoFitsHeight draws Lino's field of this table grown to 14 rows
// at a desktop's size: it fits the window's height left under the status
// and above the line under it and "What scored" (r29 #7: at 1280×800
// the field and its help filled the window), its cells no closer than
// 30 px, a finger's (28 px missed).
func (e *browserEnv) checkLinoFitsHeight(ctx context.Context) {
	t := e.t
	got, err := cdp(ctx, chromedp.Evaluate[[]float64](`(async () => {
		const lino = await import('/static/lino.js');
		const svg = document.querySelector('#board svg.field');
		const keys = [...svg.querySelectorAll('[data-cell]')].map((el) => el.dataset.cell.split(',').map(Number));
		const x = keys[0][0], top = Math.min(...keys.map((k) => k[1]));
		const v = { tiles: Array.from({ length: 14 }, (_, k) => ({ cell: x + ',' + (top + k), face: '.' })), stones: [[], []], moved: [], vacated: [], phase: 'placing', over: false, toMove: 0 };
		const ui = { seat: 0, pick: null, choices: [], direct: [], marks: {}, events: [], short: () => 'You', tag: () => [], tap() {}, choose() {}, move() {} };
		const box = document.createElement('div');
		box.append(lino.board(v, ui));
		document.querySelector('#board').after(box);
		await new Promise((ok) => requestAnimationFrame(ok));
		const field = box.querySelector('svg.field'), r = field.getBoundingClientRect();
		const cell = r.height / field.viewBox.baseVal.height * 40;
		box.remove();
		return [r.height, cell, innerHeight];
	})()`, chromedp.EvalAwaitPromise))
	if err != nil || len(got) != 3 {
		t.Fatalf("Lino's field of 14 rows not drawn: %v", err)
	}
	rem := 16.0
	if h, cell, inner := got[0], got[1], got[2]; cell < 29.5 || h > inner-22*rem+1 && cell > 30.5 {
		t.Errorf("at %g px high Lino's field of 14 rows is %.0f px high, its cells %.1f px apart: want it within the window's height less 22rem, its cells 30 px at least", inner, h, cell)
	}
}
