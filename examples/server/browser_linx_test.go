package main

// LINX as a newcomer meets it: the first tile's one cell, a sentence for
// a click that places nothing, and a board that keeps its size.

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// linxMine is true at the player's turn, a tile to pick.
const linxMine = `document.querySelector('#table').dataset.toMove === '0' && !!document.querySelector('#board .in-hand.pickable')`

// linxAtTurn opens a game of LINX against the computer at a desktop's
// size, at seat 1, and waits for the player's turn.
func (e *browserEnv) linxAtTurn() context.Context {
	e.t.Helper()
	ctx := e.tab(true)
	e.phone(ctx, false)
	e.playComputer(ctx, "linx")
	if _, err := cdp(ctx, chromedp.Poll[bool](linxMine, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.t.Fatalf("no tile to pick at the player's turn: %v", err)
	}
	return ctx
}

// pickTile picks a tile of the hand as a person would: a click, and
// another if the page shows no tile picked (an event drawn under the
// finger can take the first, as on a loaded machine in CI).
func pickTile(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := actUntil(ctx, click, "#board .in-hand.pickable", `!!document.querySelector('#board .in-hand.picked')`); err != nil {
		t.Fatalf("no tile picked after three clicks: %v", err)
	}
}

// TestBrowserLinxFirstMoveAndFrame picks a tile on the empty grid of a
// game against the computer: the grid is drawn on the round's whole
// frame (the view's axes), only the cell the rules allow is playable and
// every other is drawn out of bounds; a click elsewhere says why, naming
// that cell. After the first tiles the board has kept its size, and a
// click on a cell that touches no tile says so.
func TestBrowserLinxFirstMoveAndFrame(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.linxAtTurn()
	pickTile(t, ctx)
	type look struct {
		Cells, Targets, Bright int
		Target, Width          string
	}
	read := func() look {
		t.Helper()
		l, err := cdp(ctx, chromedp.Evaluate[look](`(() => {
			const g = document.querySelector('#board .fieldbox svg.grid');
			const targets = [...g.querySelectorAll('.target')];
			return { Cells: g.querySelectorAll('[data-cell]').length, Targets: targets.length,
				Bright: g.querySelectorAll('.cell:not(.off)').length,
				Target: targets[0] ? targets[0].dataset.cell : '', Width: g.getAttribute('width') };
		})()`))
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	first := read()
	e.screenshot(ctx, "linx-first-tile", false)
	if first.Cells != 49 || first.Targets != 1 || first.Bright != 1 || first.Target != "0,0" {
		t.Errorf("the empty grid with a tile picked: %+v; want the 7×7 frame, its one playable cell 0,0 (D4) the only bright one", first)
	}
	// At 1280×800 the hand stands beside the grid, at its top: both in
	// view, and the hand still in view under a block as tall as a
	// lesson's coach at its end (r31 #5: under the grid it stood at the
	// window's foot, and at the lesson's end below it).
	e.viewShot(ctx, "linx-desktop-start")
	for _, coach := range []int{0, 200} {
		if got, err := cdp(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(() => {
			scrollTo(0, 0);
			const coach = document.createElement('div');
			coach.style.height = '%dpx';
			document.getElementById('board').before(coach);
			const g = document.querySelector('#board .fieldbox svg.grid').getBoundingClientRect(), hand = document.querySelector('#hand .in-hand').getBoundingClientRect();
			coach.remove();
			const out = [];
			if (hand.top > g.top + g.height / 2) out.push('the hand begins at ' + hand.top + ' px, under the grid’s middle (' + (g.top + g.height / 2) + ')');
			if (hand.bottom > innerHeight) out.push('the hand ends at ' + hand.bottom + ' px, below the fold');
			if (!%[1]d && g.bottom > innerHeight) out.push('the grid ends at ' + g.bottom + ' px, below the fold');
			return out.join('; ');
		})()`, coach))); err != nil || got != "" {
			t.Errorf("at 1280×800, %d px above the board: %s (%v)", coach, got, err)
		}
	}
	if err := click(ctx, `#board .fieldbox [data-cell="1,1"]`); err != nil {
		t.Fatal(err)
	}
	if says, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('says').textContent`)); !strings.Contains(says, "D4") {
		t.Errorf("a click on E5 of the empty grid says %q: want why, naming D4", says)
	}
	if err := click(ctx, "#board .fieldbox .target"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board .fieldbox .stack') && `+linxMine, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linx-second-turn", false)
		t.Fatalf("no second turn after the first tile: %v", err)
	}
	pickTile(t, ctx)
	second := read()
	e.screenshot(ctx, "linx-second-turn", false)
	if second.Cells != 49 || second.Width != first.Width {
		t.Errorf("the board changed from %+v to %+v: want the same frame all round", first, second)
	}
	far, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const taken = new Set([...document.querySelectorAll('#board .fieldbox .stack')].map((g) => g.dataset.cell));
		const near = (c) => { const [x, y] = c.split(',').map(Number); return [-1, 0, 1].some((dx) => [-1, 0, 1].some((dy) => taken.has((x + dx) + ',' + (y + dy)))); };
		const c = [...document.querySelectorAll('#board .fieldbox .cell:not(.off):not(.target)')].find((el) => !near(el.dataset.cell));
		return c ? c.dataset.cell : '';
	})()`))
	if err != nil || far == "" {
		t.Fatalf("no cell far from the tiles: %q %v", far, err)
	}
	if err := click(ctx, `#board .fieldbox [data-cell="`+far+`"]`); err != nil {
		t.Fatal(err)
	}
	if says, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('says').textContent`)); !strings.Contains(says, "touches no tile") {
		t.Errorf("a click on a cell far from the tiles says %q: want why", says)
	}
}

// TestBrowserLinxTabLeadsToTheCells presses Tab from the page's top: the
// first reaches the link to the player's move, and Enter on it puts the
// focus on the board's first move (r29 #10: three Tabs reached a side
// panel).
// It picks a tile with Enter: the focus then goes to a cell it may go
// to, as the instruction says, drawn with a focus ring; Escape puts the
// tile back; Enter and Enter place it.
func TestBrowserLinxTabLeadsToTheCells(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.linxAtTurn()
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`document.activeElement?.blur(), scrollTo(0, 0)`)); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
		t.Fatal(err)
	}
	if at, err := cdp(ctx, chromedp.Evaluate[string](`document.activeElement?.id || ''`)); at != "to-board" {
		e.screenshot(ctx, "linx-tab-top", false)
		t.Fatalf("the first Tab from the page's top puts the focus on %q, want the link to the player's move (%v)", at, err)
	}
	if _, err := cdp(ctx, chromedp.KeyEvent("\r")); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.activeElement?.matches('#board [data-pick], #board [data-move]')`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		at, _ := cdp(ctx, chromedp.Evaluate[string](`document.activeElement?.outerHTML.slice(0, 80) || ''`))
		e.screenshot(ctx, "linx-tab-top", false)
		t.Fatalf("Enter on the link to the player's move puts the focus on %s, not on the board's first move (%v)", at, err)
	}
	// Focus the tile and press Enter, again if a redraw (the computer's
	// last move told) replaced the tile in between, as a person would.
	focusTile := func(ctx context.Context, sel string) error {
		if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector(%q)?.focus()`, sel))); err != nil {
			return err
		}
		_, err := cdp(ctx, chromedp.KeyEvent("\r"))
		return err
	}
	onTarget := `(() => { const a = document.activeElement; return a && a.closest('.fieldbox') && a.dataset.move ? a.dataset.cell : ''; })()`
	if err := actUntil(ctx, focusTile, `#board .in-hand.pickable`, `!!`+onTarget); err != nil {
		e.screenshot(ctx, "linx-tab", false)
		t.Fatalf("after picking a tile with Enter the focus is not on a cell it may go to (%v)", err)
	}
	got, err := cdp(ctx, chromedp.Evaluate[string](onTarget))
	if err != nil || got == "" {
		e.screenshot(ctx, "linx-tab", false)
		t.Fatalf("after picking a tile with Enter the focus is not on a cell it may go to (%v)", err)
	}
	// The focus is seen: a ring round the cell.
	if ring, _ := cdp(ctx, chromedp.Evaluate[string](`getComputedStyle(document.activeElement).stroke`)); ring != "rgb(11, 87, 208)" {
		t.Errorf("the cell with the focus is drawn with stroke %q: want the focus ring", ring)
	}
	// Escape puts the tile back: none picked, the focus on the hand's tile.
	if _, err := cdp(ctx, chromedp.KeyEvent(kb.Escape)); err != nil {
		t.Fatal(err)
	}
	back, err := cdp(ctx, chromedp.Evaluate[string](`(() => { const a = document.activeElement; return document.querySelector('#board .in-hand.picked') ? 'still picked' : a && a.matches('#board .in-hand.pickable') ? '' : 'focus on ' + (a ? a.outerHTML.slice(0, 60) : 'nothing'); })()`))
	if err != nil || back != "" {
		t.Fatalf("Escape after picking a tile: %s (%v)", back, err)
	}
	// Enter picks again, and Enter on the cell it leads to places the tile.
	for _, key := range []string{"\r", "\r"} {
		if _, err := cdp(ctx, chromedp.KeyEvent(key)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board .fieldbox .stack')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linx-enter", false)
		t.Errorf("Enter on the cell the pick led to places no tile: %v", err)
	}
}

// linxToRoundTwo is the body of an async function that plays the
// reader's seat, first move offered, through the API until the first
// round is over, and says whether the second began.
const linxToRoundTwo = `
		const q = new URLSearchParams(location.search);
		const id = location.pathname.split('/').pop();
		const seat = q.has('player') ? Number(q.get('player')) - 1 : Number(q.get('seat'));
		const { api } = await import('/static/dom.js');
		const base = '/api/tables/' + encodeURIComponent(id) + '/seats/' + seat;
		for (const end = Date.now() + 30000; Date.now() < end;) {
			const v = await api('GET', base + '/view', undefined, q.get('token'));
			if (v.round > 1 || v.over) return v.round === 2;
			if (v.toMove !== seat) { await new Promise((r) => setTimeout(r, 50)); continue; }
			const c = v.legalMoves[0];
			const { pick, label, moves, ...shared } = c;
			const { label: l, preview, ...m } = moves[0];
			await api('POST', base + '/moves', { move: { ...shared, ...m } }, q.get('token')).catch(() => null);
		}
		return false;`

// TestBrowserLinxRoundTwoInView plays the first round at a desktop's
// size, the player's moves through the API: the board then stays on the
// round just won, its winning line marked, the status saying the result
// and the log the round's end, not the next round's start, until the
// player presses "Next round", beside the result in the status, as
// "Since your move" says (r29 #6); the second round's board and the
// hand are then in view, the first round's recap gone, and stays gone
// after a reload; "What happened", closed until the player opens it,
// stays open through the reload.
func TestBrowserLinxRoundTwoInView(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	e.phone(ctx, false)
	e.playComputer(ctx, "linx")
	ok, err := cdp(ctx, chromedp.Evaluate[bool](`(async () => {
		// The page scrolled down as a player's may be (room added under it,
		// a window's worth): the round's result brings the status down
		// whole (r30 #2: it stayed half cut off).
		document.body.style.paddingBottom = innerHeight + 'px';
		scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
		`+linxToRoundTwo+`
	})()`, chromedp.EvalAwaitPromise))
	if err != nil || !ok {
		t.Fatalf("the first round was not played to the second: %v", err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.getElementById('next-round')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linx-round-won", false)
		t.Fatalf("the board does not hold the round won with a way on: %v", err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`/won round 1/.test(document.getElementById('log').textContent)`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Errorf("the log does not tell the round won: %v", err)
	}
	e.screenshot(ctx, "linx-round-won", false)
	held, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const out = [];
		if (!/^Round 1 /.test(document.querySelector('#status .round').textContent)) out.push('the status names ' + JSON.stringify(document.querySelector('#status .round').textContent));
		if (/round 2 began/i.test(document.getElementById('log').textContent + document.getElementById('latest').textContent)) out.push('the log or "Since your move" tells round 2 already');
		const won = document.querySelector('#board #round-won');
		const lined = won.querySelectorAll('.fieldbox svg.grid .stack.line').length;
		if (won.dataset.blocked === undefined && lined !== 3) out.push(lined + ' tiles marked as the winning line');
		if (won.dataset.blocked === undefined && !won.querySelector('.fieldbox svg.grid .win-line line')) out.push('no line drawn through the winning tiles');
		// (Thin and see-through, the symbols read under it: r30 #10.)
		const stroke = won.querySelector('.fieldbox svg.grid .win-line line:not(.halo)'), sc = stroke && getComputedStyle(stroke);
		if (sc && (parseFloat(sc.strokeWidth) > 4 || parseFloat(sc.strokeOpacity) > .7)) out.push('the winning line hides the symbols: ' + sc.strokeWidth + ' at ' + sc.strokeOpacity);
		if (document.querySelector('#board #hand')) out.push('the next round’s hand is drawn');
		if (document.querySelector('#seats .badge:not(.level)')) out.push('a seat has the next round’s turn badge');
		if (!/Round 1 went to/.test(document.querySelector('#status .turn').textContent)) out.push('the status says ' + JSON.stringify(document.querySelector('#status .turn').textContent));
		if (document.getElementById('next-round').getBoundingClientRect().bottom > innerHeight) out.push('"Next round" is below the fold');
		if (!document.querySelector('#status #next-round')) out.push('"Next round" is not beside the result in the status');
		if (document.getElementById('status').getBoundingClientRect().top < 0) out.push('the status stands above the screen’s top, scrolled ' + scrollY);
		document.body.style.paddingBottom = '';
		if (/is playing/.test(document.getElementById('latest').textContent)) out.push('"Since your move" says ' + JSON.stringify(document.getElementById('latest').textContent));
		return out.join('; ');
	})()`))
	if err != nil || held != "" {
		t.Errorf("the round won, held: %s (%v)", held, err)
	}
	// Hint pressed the moment it shows after "Next round", the others'
	// moves shown one at a time (r25 #6: at the second round's start a
	// press gave nothing, the computer's first move still to be shown):
	// one press selects a move, the button saying meanwhile that it thinks.
	if err := setPace(ctx, "default"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.hintSaid = [];
		const o = new MutationObserver(() => {
			const b = document.getElementById('hint');
			if (!b) return;
			if (window.hintSaid[window.hintSaid.length - 1] !== b.textContent) window.hintSaid.push(b.textContent);
			if (!window.hintPressed && !b.disabled && !b.getAttribute('aria-disabled')) { window.hintPressed = true; b.click(); }
		});
		o.observe(document.getElementById('table'), { childList: true, subtree: true, characterData: true });
		document.getElementById('next-round').click();
	})()`)); err != nil {
		t.Fatal(err)
	}
	if _, err := engineWait(ctx, chromedp.Poll[bool](`(() => { const b = document.querySelector('#confirm #confirm-play'); return !!b && b.offsetParent !== null; })()`, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		said, _ := cdp(ctx, chromedp.Evaluate[[]string](`window.hintSaid`))
		e.screenshot(ctx, "linx-round-two-hint", false)
		t.Errorf("Hint pressed once at the second round's start selects no move (the button said %q): %v", said, err)
	} else if said, _ := cdp(ctx, chromedp.Evaluate[[]string](`window.hintSaid`)); !slices.Contains(said, "Thinking…") {
		t.Errorf("Hint pressed said nothing while it thought: %q", said)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelector('#table').dataset.toMove === '0' && !!document.querySelector('#board .in-hand.pickable')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linx-round-two", false)
		t.Fatalf("no turn in the second round after “Next round”: %v", err)
	}
	e.screenshot(ctx, "linx-round-two", false)
	inView, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const top = (sel) => document.querySelector(sel).getBoundingClientRect().top;
		const out = [];
		const grid = document.querySelector('#board .fieldbox svg.grid').getBoundingClientRect();
		if (grid.bottom < innerHeight / 2 || grid.top > innerHeight / 2) out.push('the board is not in view');
		if (top('#hand .in-hand') > innerHeight - 40) out.push('the hand is below the fold');
		if (document.getElementById('round-won')) out.push('the first round’s recap is still drawn');
		return out.join('; ');
	})()`))
	if err != nil || inView != "" {
		t.Errorf("the second round's turn: %s (%v)", inView, err)
	}
	// The match over while its last moves are still being shown, the page
	// still at the round before's end: no result is drawn until the last
	// round's own (r22 #7: "Round 2 went to team B" as round 3 ended).
	stale, err := cdp(ctx, chromedp.Evaluate[string](`(async () => {
		const q = new URLSearchParams(location.search);
		const id = location.pathname.split('/').pop();
		const seat = q.has('player') ? Number(q.get('player')) - 1 : Number(q.get('seat'));
		const { api } = await import('/static/dom.js');
		const linx = await import('/static/linx.js');
		const v = await api('GET', '/api/tables/' + encodeURIComponent(id) + '/seats/' + seat + '/view', undefined, q.get('token'));
		const ended = { round: 1, seat: 0, blocked: false, line: [], grid: [], seen: true };
		const ui = { seat: -1, pick: null, choices: [], direct: [], marks: { ended }, short: () => 'Seat 1', tag: () => [] };
		const el = linx.board({ ...v, over: true, round: 2 }, ui);
		return (el.querySelector('#round-won') || {}).textContent || '';
	})()`, chromedp.EvalAwaitPromise))
	if err != nil || stale != "" {
		t.Errorf("the match over in round 2, the page at round 1's end, draws %q (%v)", stale, err)
	}
	// "What happened" is closed until the player opens it, and stays open
	// through a reload (r29 #9: open beside the board it grew long and
	// said again what "Since your move" says).
	if open, err := cdp(ctx, chromedp.Evaluate[bool](`document.querySelector('.logbox').open`)); err != nil || open {
		t.Errorf("\"What happened\" is open before the player opens it (%v)", err)
	}
	if err := click(ctx, `.logbox > summary`); err != nil {
		t.Fatal(err)
	}
	// (Kept at the box's toggle, an event that comes after the click: a
	// reload before it, quicker than a person's, found it closed.)
	wait(t, ctx, `localStorage.getItem('tabletop.log.open') === '1'`)
	// A reload does not hold the round read already.
	if _, err := cdp(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](linxMine, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linx-round-two-reloaded", false)
		t.Fatalf("no turn in the second round after a reload: %v", err)
	}
	if held, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.getElementById('next-round')`)); held {
		t.Error("after a reload the board holds the first round again")
	}
	if open, err := cdp(ctx, chromedp.Evaluate[bool](`document.querySelector('.logbox').open`)); err != nil || !open {
		t.Errorf("\"What happened\", opened, is closed again after a reload (%v)", err)
	}
	if err := click(ctx, `.logbox > summary`); err != nil { // (closed again, for the tests after this one)
		t.Fatal(err)
	}
	e.checkTeamRoundEnd(ctx)
}

// checkTeamRoundEnd plays a first round of LINX in teams, four people at
// one table, until the fourth seat (team B) can make a line, and watches
// the first seat's page, the others' moves a pause apart, as that seat
// makes it: the status says the round's result before anything of the
// next round (r31 #8: "Computer 2's turn · Round 2" for a second, then
// "Round 1 went to team B": the round won, naming team B, not the mover,
// waited a pause of its own, the next round's view drawn meanwhile).
func (e *browserEnv) checkTeamRoundEnd(ctx context.Context) {
	t := e.t
	t.Helper()
	code, resp := call(t, "POST", e.url+"/api/tables", "", humans("linx", `{"players":4,"teams":true}`, 4))
	var c created
	if code != 201 || json.Unmarshal([]byte(resp), &c) != nil || len(c.Seats) != 4 {
		t.Fatalf("create a table of four in teams: %d %s", code, resp)
	}
	tokens := make([]string, 4)
	for i, st := range c.Seats {
		tokens[i] = st.Token
	}
	if err := setPace(ctx, "0"); err != nil {
		t.Fatal(err)
	}
	e.openSeat(ctx, e.url+"/play/"+c.ID+"?seat=0&token="+c.Seats[0].Token)
	// The fourth seat places its tiles on row 1 (cells x,y from the first
	// tile's), the others elsewhere, none making a line, until the fourth
	// can: its move that makes the line is left to make.
	win, err := cdp(ctx, chromedp.Evaluate[string](`(async (tokens) => {
		const { api } = await import('/static/dom.js');
		const base = '/api/tables/`+c.ID+`/seats/';
		const top = (st) => (st.down && st.down !== '-' ? '' : (st.up || '')[0]);
		const lineWith = (grid, cell, c) => {
			const up = new Map(grid.filter(top).map((st) => [st.cell, top(st)]));
			up.set(cell, c);
			const [x, y] = cell.split(',').map(Number);
			return [[1, 0], [0, 1], [1, 1], [1, -1]].some(([dx, dy]) => {
				let n = 1;
				for (const s of [1, -1]) for (let k = 1; up.get((x + s * k * dx) + ',' + (y + s * k * dy)) === c; k++) n++;
				return n >= 3;
			});
		};
		for (let n = 0; n < 40; n++) {
			const v0 = await api('GET', base + '0/view', undefined, tokens[0]);
			if (v0.round > 1 || v0.over) return '';
			const seat = v0.toMove;
			const v = await api('GET', base + seat + '/view', undefined, tokens[seat]);
			const all = v.legalMoves.flatMap(({ pick, label, moves, ...shared }) => moves.map(({ label, preview, ...m }) => ({ ...shared, ...m })));
			const ups = all.filter((m) => m.kind === 'up'), c = 'ybpg'[seat], row1 = (m) => /^-?[01],1$/.test(m.cell);
			let m;
			if (seat === 3) {
				const line = ups.find((m) => lineWith(v.grid, m.cell, c));
				if (line) return JSON.stringify(line);
				m = ups.find(row1) || ups[0] || all[0];
			} else m = ups.find((m) => !m.cell.endsWith(',1') && !lineWith(v.grid, m.cell, c)) || ups.find((m) => !lineWith(v.grid, m.cell, c)) || all[0];
			await api('POST', base + seat + '/moves', { move: m }, tokens[seat]);
		}
		return '';
	})(`+jsValue(tokens)+`)`, chromedp.EvalAwaitPromise))
	if err != nil || win == "" {
		t.Fatalf("the fourth seat came to no line in round 1 (%v)", err)
	}
	if err := setPace(ctx, "400"); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('#table').dataset.toMove === '3' && /Round 1/.test(document.querySelector('#status .round').textContent)`)
	e.viewShot(ctx, "linx-teams-desktop")
	said, err := cdp(ctx, chromedp.Evaluate[[]string](`(async (move, token) => {
		const said = [];
		const note = () => {
			const s = document.querySelector('#status .turn')?.textContent + ' · ' + document.querySelector('#status .round')?.textContent;
			if (said[said.length - 1] !== s) said.push(s);
		};
		new MutationObserver(note).observe(document.getElementById('status'), { childList: true, subtree: true, characterData: true });
		const { api } = await import('/static/dom.js');
		await api('POST', '/api/tables/`+c.ID+`/seats/3/moves', { move: JSON.parse(move) }, token);
		for (const end = Date.now() + 30000; Date.now() < end && !document.getElementById('next-round');) await new Promise((ok) => setTimeout(ok, 20));
		return said;
	})(`+jsValue(win)+`, `+jsValue(tokens[3])+`)`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	e.screenshot(ctx, "linx-teams-round-won", false)
	result := slices.IndexFunc(said, func(s string) bool { return strings.Contains(s, "Round 1 went to team B") })
	if result < 0 || slices.ContainsFunc(said[:result], func(s string) bool { return strings.Contains(s, "Round 2") }) {
		t.Errorf("the status said %q as the fourth seat's line ended round 1: want the round's result (team B's) before anything of round 2", said)
	}
	if err := setPace(ctx, "0"); err != nil {
		t.Fatal(err)
	}
}

// TestBrowserLinxFaceDownReadsOnAPhone plays, for two people at one
// table, until a tile lies face down, then looks at the first seat's page
// on a phone: a face-down tile shows its back (its owner's colour whole,
// striped, framed, no symbol on it, its owner's number), a face-up tile
// a pictogram (a stone, a sheet, scissors) large enough to read at a
// phone's cells, and a cell the picked tile may go to is marked solid,
// not by a faint dashed outline (a newcomer missed all three). The tile
// covered is the first seat's: it is ringed until that seat's move, and
// the move that covered it is not folded away in "Since your move".
func TestBrowserLinxFaceDownReadsOnAPhone(t *testing.T) {
	e := newBrowserEnv(t)
	ctx, c := e.linxOfTwo(true)
	down, err := cdp(ctx, chromedp.Evaluate[bool](`(async (tokens) => {
		const { api } = await import('/static/dom.js');
		const base = '/api/tables/`+c.ID+`/seats/';
		let covered = '';
		for (let n = 0; n < 24; n++) {
			const seat = (await api('GET', base + '0/view', undefined, tokens[0])).toMove;
			const v = await api('GET', base + seat + '/view', undefined, tokens[seat]);
			// A tile of the first seat's covered face down by the second,
			// and face-up tiles: the first seat places face up, the second
			// covers one of the first's tiles (yellow) as soon as it can.
			// The covered tile must still lie on the grid at the first
			// seat's turn: a covering move that ends the round clears it.
			const isDown = (st) => st.down && st.down !== '-';
			if (seat === 0 && covered && v.grid.some((st) => st.cell === covered && isDown(st)) && v.grid.some((st) => st.up && !isDown(st))) return true;
			const all = v.legalMoves.flatMap(({ pick, label, moves, ...shared }) => moves.map(({ label, preview, ...m }) => ({ ...shared, ...m })));
			const onMine = (m) => m.kind === 'down' && v.grid.some((st) => st.cell === m.cell && st.up && st.up[0] === 'y');
			const m = (seat === 1 && all.find(onMine)) || all.find((m) => m.kind === 'up') || all[0];
			covered = seat === 1 && onMine(m) ? m.cell : ''; // the cell of the first seat's tile the last move covered
			await api('POST', base + seat + '/moves', { move: m }, tokens[seat]);
		}
		return false;
	})(`+jsValue([]string{c.Seats[0].Token, c.Seats[1].Token})+`)`, chromedp.EvalAwaitPromise))
	if err != nil || !down {
		t.Fatalf("no tile of the first seat's covered after 24 moves (%v)", err)
	}
	// The tile covered is ringed on the grid until the player's move, and
	// the move that covered it stays in sight in "Since your move" (r24 #3:
	// a paper became a striped square, the line saying so folded away).
	// A round the covering moves ended is put away as a player would, with
	// "Next round".
	if _, err := cdp(ctx, chromedp.Poll[bool](`(document.getElementById('next-round')?.click(), !!document.querySelector('#board .covered-mine') && !!document.querySelector('#latest li.touched'))`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linx-covered-failed", false)
		t.Errorf("a tile of the player's covered is not marked on the grid, or the move that covered it not kept in sight: %v", err)
	} else if shown, _ := cdp(ctx, chromedp.Evaluate[bool](`(() => {
		const ring = document.querySelector('#board .covered-mine'), li = document.querySelector('#latest li.touched');
		return getComputedStyle(ring).strokeDasharray !== 'none' && li.getClientRects().length > 0 && !!document.querySelector('#board .stack[data-down][data-cell="' + ring.dataset.coveredMine + '"]');
	})()`)); !shown {
		t.Error("the covered tile's ring is not dashed round a face-down tile, or the move that covered it is folded away")
	}
	e.viewShot(ctx, "linx-phone-covered")
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.querySelector('#board .fieldbox .stack[data-down]') && !!document.querySelector('#board .in-hand.pickable')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linx-face-down", false)
		t.Fatalf("the page shows no face-down tile at the player's turn: %v", err)
	}
	pickTile(t, ctx)
	e.screenshot(ctx, "linx-face-down", false)
	got, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const out = [];
		const st = document.querySelector('#board .fieldbox .stack[data-down]');
		// One colour, the owner's: the covered tile does not show round it.
		const base = st.querySelector('rect.tile'), back = st.querySelector('rect.tile.down');
		if (!back || back.getBoundingClientRect().width < base.getBoundingClientRect().width - 0.5) out.push('the covered tile shows round the face-down one');
		if (st.querySelector('.sym-pic, .sym')) out.push('the face-down tile shows a symbol');
		if (!st.querySelector('.back-frame')) out.push('the face-down tile has no frame');
		if (!st.querySelector('.owner text')) out.push('the face-down tile has no owner’s number');
		if (!/face down by .*(rock|paper|scissors)/.test(st.querySelector('title').textContent)) out.push('the face-down tile’s title says ' + st.querySelector('title').textContent);
		// A face-up tile's pictogram, 16 px across (or high) at least at the phone's cells.
		const up = document.querySelector('#board .fieldbox .stack:not([data-down]) .sym-pic');
		if (!up) out.push('no face-up tile with a pictogram');
		else if (Math.max(up.getBoundingClientRect().width, up.getBoundingClientRect().height) < 16) out.push('a pictogram ' + up.getBoundingClientRect().width + ' px wide');
		if (!st.querySelector('.back-hatch')) out.push('the face-down tile is not striped');
		const target = document.querySelector('#board .fieldbox .target');
		if (!target) out.push('no cell marked playable');
		else {
			const cs = getComputedStyle(target);
			if (cs.strokeDasharray !== 'none' || parseFloat(cs.strokeWidth) < 3) out.push('a playable cell is outlined ' + cs.strokeWidth + ' ' + cs.strokeDasharray);
		}
		return out.join('; ');
	})()`))
	if err != nil || got != "" {
		t.Errorf("a face-down tile and the playable cells on a phone: %s (%v)", got, err)
	}
	// With three players the green tiles belong to nobody: plain, with
	// their own mark, never striped, for stripes say face down (r28 #4: the
	// neutral block read as face-down tiles), and the legend says what
	// the mark means; on a phone and on a desktop.
	code, resp := call(t, "POST", e.url+"/api/tables", "", humans("linx", `{"players":3}`, 3))
	var three created
	if code != 201 || json.Unmarshal([]byte(resp), &three) != nil || len(three.Seats) != 3 {
		t.Fatalf("create a table of three: %d %s", code, resp)
	}
	for _, phone := range []bool{true, false} {
		e.phone(ctx, phone)
		e.openSeat(ctx, e.url+"/play/"+three.ID+"?seat=0&token="+three.Seats[0].Token)
		got, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
			const out = [];
			const green = [...document.querySelectorAll('#board .fieldbox .stack')].filter((st) => (st.dataset.up || '')[0] === 'g');
			if (green.length !== 9) out.push(green.length + ' green tiles on the grid');
			for (const st of green) {
				if (st.querySelector('.back-hatch, [fill^="url("]')) out.push(st.dataset.cell + ' is striped');
				if (!st.querySelector('.owner.neutral polygon')) out.push(st.dataset.cell + ' has no neutral mark');
			}
			const legend = [...document.querySelectorAll('.hint')].find((p) => p.querySelector('.swatch.neutral'));
			if (!legend || !/◆.*green tiles \(marked ◆\) belong to nobody/.test(legend.textContent)) out.push('the legend says ' + (legend ? legend.textContent : 'nothing'));
			return out.join('; ');
		})()`))
		if err != nil || got != "" {
			e.screenshot(ctx, "linx-neutral", false)
			t.Errorf("the neutral tiles (phone %v): %s (%v)", phone, got, err)
		}
	}
}

// checkWinningLine checks that the end of a LINX match says how its last
// round was won, and marks the line of three on the grid.
func (e *browserEnv) checkWinningLine(ctx context.Context) {
	e.t.Helper()
	type end struct {
		Says string `json:"says"`
		Line int    `json:"line"`
	}
	got, err := cdp(ctx, chromedp.Evaluate[end](`({
		says: (document.getElementById('round-won') || {}).textContent || '',
		line: document.querySelectorAll('#board svg.grid .stack.line').length,
	})`))
	if err != nil {
		e.t.Fatal(err)
	}
	if got.Says == "" || !strings.Contains(got.Says, "nobody could place") && got.Line != 3 {
		e.t.Errorf("the end says %q of the last round and marks %d tiles of a line", got.Says, got.Line)
	}
}
