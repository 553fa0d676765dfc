package main

// LINX as the r36 newcomer met it: the lesson's first round won held on
// the board until "Next round", a grid whose cells stay where they were
// from move to move (the lesson at a desktop's size, a game on a phone),
// and the lines one move from three marked on the grid by shape.

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// gridBox is where the live grid stands: its left and top on the page
// (the page's scroll added), its size, and its axes' names. The same box
// with the same names draws every cell at the same place.
type gridBox struct {
	X, Y, W, H float64
	Axes       string
}

// gridBoxJS measures the live grid.
const gridBoxJS = `(() => {
	const g = document.querySelector('#board .fieldbox svg.grid:not(.past)');
	if (!g) return null;
	const b = g.getBoundingClientRect();
	return { X: b.left + scrollX, Y: b.top + scrollY, W: b.width, H: b.height, Axes: [...g.querySelectorAll('text.axis')].map((t) => t.textContent).join(' ') };
})()`

// near reports whether the grid stands as it stood: the same size and
// axes, and on the page if page.
func (a gridBox) near(b gridBox, page bool) bool {
	d := math.Abs(a.W-b.W) + math.Abs(a.H-b.H)
	if page {
		d += math.Abs(a.X-b.X) + math.Abs(a.Y-b.Y)
	}
	return d < 1 && a.Axes == b.Axes
}

// TestBrowserLinxLessonHoldsTheRoundAndTheGrid plays the LINX lesson by
// clicking what the coach marks, at a desktop's size and at a phone's: the
// grid stands where it stood at every step, its cells with it (r36 #3:
// column D at x≈257, 270, 245 then 269 on a desktop); at move 3 the grid marks the player's
// line to finish and the computer's, by shape, named; the player's three
// in a line then stays on the board with its line and "Next round", the
// computer's first tile of round 2 not shown, until the player goes on
// (r36 #8).
func TestBrowserLinxLessonHoldsTheRoundAndTheGrid(t *testing.T) {
	e := newBrowserEnv(t)
	for _, phone := range []bool{false, true} {
		size := map[bool]string{false: "desktop", true: "phone"}[phone]
		t.Run(size, func(t *testing.T) {
			e := &browserEnv{t: t, ts: e.ts, url: e.url, browser: e.browser}
			ctx := e.tab(true)
			e.phone(ctx, phone)
			if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/learn/linx")); err != nil {
				t.Fatal(err)
			}
			var first gridBox
			for step := 0; step < 6; step++ {
				if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.getElementById('coach')?.dataset.step === '%d' && !document.body.dataset.busy && !!document.querySelector('#board .coach-target')`, step),
					chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
					e.screenshot(ctx, "linx29-lesson-"+size+"-failed", false)
					t.Fatalf("step %d does not come: %v", step+1, err)
				}
				at, err := cdp(ctx, chromedp.Evaluate[gridBox](gridBoxJS))
				if err != nil {
					t.Fatal(err)
				}
				if step == 0 {
					first = at
				} else if !at.near(first, !phone) {
					e.viewShot(ctx, fmt.Sprintf("linx29-lesson-%s-%d", size, step))
					t.Errorf("at move %d the grid is drawn at %+v, at move 1 at %+v: it moved", step+1, at, first)
				}
				if step == 2 {
					e.checkLessonLines(ctx, size)
				}
				if _, err := cdp(ctx, chromedp.Evaluate[bool](`(() => {
					const el = document.querySelector('#board [data-pick].coach-target');
					if (el) el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
					return !!el;
				})()`)); err != nil {
					t.Fatal(err)
				}
				if err := click(ctx, `#board [data-move].coach-target`); err != nil {
					t.Fatalf("move %d: %v", step+1, err)
				}
				if step == 2 {
					e.checkLessonHeld(ctx, size)
				}
			}
		})
	}
}

// checkLessonLines checks the marks of lines one move from three at the
// lesson's move 3: the player's own (C4 finishes B4–D4… the line the coach
// asks to finish) a star, the computer's (E5 and F4 with G3 or D6 free) a
// numbered triangle, each named for a screen reader, a key under the grid.
func (e *browserEnv) checkLessonLines(ctx context.Context, size string) {
	t := e.t
	t.Helper()
	got, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const out = [];
		const g = document.querySelector('#board .fieldbox svg.grid:not(.past)');
		const mine = g.querySelector('.line-threat.chance[data-threat="-1,0"]');
		if (!mine) out.push('no star on C4, the cell that finishes the player’s line');
		else {
			if (!mine.querySelector('.badge polygon')) out.push('the player’s line has no star');
			if (mine.getAttribute('role') !== 'img' || !/^You can make three in a line, C4 to E4, with a tile face up at C4\.$/.test(mine.getAttribute('aria-label'))) out.push('the player’s line is named ' + JSON.stringify(mine.getAttribute('aria-label')));
		}
		const theirs = [...g.querySelectorAll('.line-threat.threat[data-threat-seat="1"]')];
		if (!theirs.length) out.push('no mark of the computer’s line');
		for (const th of theirs) {
			if (!/^Computer could make three in a line, .+ to .+, with a tile face up at [A-G][1-7]\.$/.test(th.getAttribute('aria-label'))) out.push('the computer’s line is named ' + JSON.stringify(th.getAttribute('aria-label')));
			if (th.querySelector('.badge text')?.textContent !== '2') out.push('the computer’s mark does not say its number');
			// Told from the player's by shape: a triangle of three points, dashes.
			if (th.querySelector('.badge polygon').getAttribute('points').trim().split(/\s+/).length !== 3) out.push('the computer’s mark is no triangle');
			if (getComputedStyle(th.querySelector('line:not(.halo)')).strokeDasharray === 'none') out.push('the computer’s line is not dashed');
		}
		const key = document.getElementById('threat-key');
		if (!key || !/▲/.test(key.textContent) || !/★/.test(key.textContent)) out.push('the key under the grid says ' + JSON.stringify(key && key.textContent));
		return out.join('; ');
	})()`))
	e.viewShot(ctx, "linx29-lesson-lines-"+size)
	if err != nil || got != "" {
		e.screenshot(ctx, "linx29-lesson-lines-"+size+"-failed", false)
		t.Errorf("the lines one move from three at move 3 (%s): %s (%v)", size, got, err)
	}
}

// checkLessonHeld checks the round the player just won in the lesson: held
// on the board with its line, the status saying the result with "Next
// round" beside it, the coach saying to look, the computer's first move of
// round 2 not shown, and still so after a while; "Next round" goes on.
func (e *browserEnv) checkLessonHeld(ctx context.Context, size string) {
	t := e.t
	t.Helper()
	if _, err := cdp(ctx, chromedp.Poll[bool](`!!document.getElementById('next-round')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linx29-lesson-held-"+size+"-failed", false)
		t.Fatalf("the round won is not held with a way on (%s): %v", size, err)
	}
	const held = `(() => {
		const out = [];
		const won = document.querySelector('#board #round-won');
		if (!won) return 'no round won on the board';
		if (won.querySelectorAll('svg.grid .stack.line').length !== 3 || !won.querySelector('svg.grid .win-line line')) out.push('the winning line is not marked');
		if (document.querySelector('#board #hand')) out.push('the next round’s hand is drawn');
		if (!/^Round 1 went to you/i.test(document.querySelector('#status .turn').textContent)) out.push('the status says ' + JSON.stringify(document.querySelector('#status .turn').textContent));
		if (!document.querySelector('#status #next-round')) out.push('"Next round" is not in the status');
		if (!/^You made three in a line/.test(document.getElementById('coach-words').textContent)) out.push('the coach says ' + JSON.stringify(document.getElementById('coach-words').textContent));
		if (/The computer placed/.test(document.getElementById('latest').textContent.split('You made a line')[1] || '')) out.push('the computer’s move of round 2 is told');
		const b = document.getElementById('next-round').getBoundingClientRect();
		if (b.top < 0 || b.bottom > innerHeight) out.push('"Next round" is out of sight');
		return out.join('; ');
	})()`
	got, err := cdp(ctx, chromedp.Evaluate[string](held))
	e.viewShot(ctx, "linx29-lesson-held-"+size)
	if err != nil || got != "" {
		e.screenshot(ctx, "linx29-lesson-held-"+size+"-failed", false)
		t.Fatalf("the round won in the lesson (%s): %s (%v)", size, got, err)
	}
	time.Sleep(1500 * time.Millisecond)
	if got, err := cdp(ctx, chromedp.Evaluate[string](held)); err != nil || got != "" {
		t.Fatalf("the round won in the lesson, after 1.5 s (%s): %s (%v)", size, got, err)
	}
	if err := click(ctx, "#next-round"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('coach').dataset.step === '3' && !document.getElementById('next-round') && /The computer placed/.test(document.getElementById('latest').textContent)`,
		chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.screenshot(ctx, "linx29-lesson-on-"+size+"-failed", false)
		t.Fatalf("\"Next round\" does not go on to the computer's move and move 4 (%s): %v", size, err)
	}
}

// TestBrowserLinxPhoneGridStays plays games on a touch phone, the
// player's moves through the API: at each of the player's turns the grid
// is of the same size with the same columns and rows (r36 #3: the window moved B–F, C–F, B–G); at
// four players a window of 7 by 7 cells of the 9 by 9 frame.
func TestBrowserLinxPhoneGridStays(t *testing.T) {
	e := newBrowserEnv(t)
	for _, players := range []int{2, 4} {
		t.Run(fmt.Sprint(players), func(t *testing.T) {
			e := &browserEnv{t: t, ts: e.ts, url: e.url, browser: e.browser}
			ctx := e.tab(true)
			e.touchPhone(ctx)
			e.openLobby(ctx, "linx")
			for _, step := range []func() error{
				func() error { return setField(ctx, "#game", "linx") },
				func() error { return setField(ctx, "#level", "easy") },
				func() error { return setField(ctx, "#quick-players", fmt.Sprint(players)) },
				func() error { return click(ctx, "#play-computer") },
				func() error { _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); return err },
			} {
				if err := step(); err != nil {
					t.Fatal(err)
				}
			}
			if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#seats [data-seat-panel]').length`)); n != players {
				t.Fatalf("a game of %d players, not %d", n, players)
			}
			var first gridBox
			for turn := 0; turn < 5; turn++ {
				state, err := cdp(ctx, chromedp.Poll[string](`(`+linxMine+`) && !document.body.dataset.busy ? 'mine' : document.getElementById('next-round') || document.querySelector('#table').dataset.over === 'true' ? 'end' : ''`,
					chromedp.WithPollingTimeout(browserStepTimeout)))
				if err != nil {
					e.screenshot(ctx, fmt.Sprintf("linx29-phone-%d-failed", players), false)
					t.Fatalf("turn %d does not come: %v", turn+1, err)
				}
				if state == "end" {
					break // a round ended: the next one's grid starts afresh
				}
				time.Sleep(300 * time.Millisecond) // the glide of the last tile
				box, err := cdp(ctx, chromedp.Evaluate[*gridBox](gridBoxJS))
				if ended, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.getElementById('next-round')`)); box == nil && ended {
					break // (the others' moves, shown one at a time, ended the round)
				}
				if err != nil || box == nil {
					e.screenshot(ctx, fmt.Sprintf("linx29-phone-%d-failed", players), false)
					t.Fatalf("turn %d: no live grid (%v)", turn+1, err)
				}
				at := *box
				cols := strings.Fields(at.Axes)
				if players == 4 && len(cols) != 14 {
					t.Errorf("turn %d at four players: the axes %q, want 7 columns and 7 rows", turn+1, at.Axes)
				}
				if turn == 0 {
					first = at
					e.viewShot(ctx, fmt.Sprintf("linx29-phone-%d-first", players))
				} else if players == 2 && !at.near(first, false) {
					e.viewShot(ctx, fmt.Sprintf("linx29-phone-%d-moved", players))
					t.Errorf("at turn %d the grid is drawn at %+v, at the first at %+v: it moved", turn+1, at, first)
				}
				if ok, err := cdp(ctx, chromedp.Evaluate[bool](`(async () => {
					const q = new URLSearchParams(location.search);
					const id = location.pathname.split('/').pop();
					const seat = q.has('player') ? Number(q.get('player')) - 1 : Number(q.get('seat'));
					const { api } = await import('/static/dom.js');
					const base = '/api/tables/' + encodeURIComponent(id) + '/seats/' + seat;
					const v = await api('GET', base + '/view', undefined, q.get('token'));
					const c = v.legalMoves.find((c) => c.moves.some((m) => m.kind === 'up')) || v.legalMoves[0];
					const { pick, label, moves, ...shared } = c;
					const { label: l, preview, ...m } = moves.find((m) => m.kind === 'up') || moves[0];
					return api('POST', base + '/moves', { move: { ...shared, ...m } }, q.get('token')).then(() => true, () => false);
				})()`, chromedp.EvalAwaitPromise)); err != nil || !ok {
					t.Fatalf("move %d: %v", turn+1, err)
				}
			}
			e.viewShot(ctx, fmt.Sprintf("linx29-phone-%d-last", players))
		})
	}
}

// TestBrowserLinxLinesFromWhatTheReaderKnows reads the lines one move
// from three (linxlines.js) on made-up views of two players, the reader
// yellow: another's two face up with an empty cell in the bound to finish
// them, not beyond it, not with an empty hand; two face down with a
// face-up tile to cover, the reader's own too, unless the tiles known in
// that hand are all of it and none beats it; none of mixed faces; the
// reader's own at the reader's turn alone, face down only with a tile in
// hand that beats the one to cover. The first cover of a seat's own tile
// is noted, to be taught until the reader's next move, once a game.
func TestBrowserLinxLinesFromWhatTheReaderKnows(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		t.Fatal(err)
	}
	got, err := cdp(ctx, chromedp.Evaluate[string](`(async () => {
		const { lines } = await import('/static/linxlines.js');
		const view = (grid, o = {}) => ({ players: 2, round: 1, over: false, toMove: 1, hand: ['R', 'P'], handSizes: [2, 3], known: [[], []], grid, ...o });
		const ui = { seat: 0, choices: [{ pick: 'R', moves: [] }] };
		const say = (v, u = ui) => lines(v, u).map((l) => l.seat + (l.down ? ' down ' + l.sym : ' up') + ' ' + l.at).sort().join(' | ');
		const up = (cell, tile) => ({ cell, up: tile }), down = (cell, under, tile) => ({ cell, up: under, down: tile });
		const cases = [
			['two face up, both ends free', say(view([up('0,0', 'bR'), up('1,0', 'bP')])), '1 up -1,0 | 1 up 2,0'],
			['two face up, an empty hand', say(view([up('0,0', 'bR'), up('1,0', 'bP')], { handSizes: [2, 0] })), ''],
			['two face up, one end beyond the bound', say(view([up('0,0', 'bR'), up('1,0', 'bP'), up('-2,1', 'yS')])), '1 up -1,0'],
			['two face down, the reader’s scissors to cover', say(view([down('0,0', 'yR', 'bP'), down('1,0', 'yS', 'bR'), up('2,0', 'yS')])), '1 down R 2,0'],
			['two face down, their own scissors to cover', say(view([down('0,0', 'yR', 'bP'), down('1,0', 'yS', 'bR'), up('2,0', 'bS')])), '1 down R 2,0'],
			['two face down, the whole hand known and no rock', say(view([down('0,0', 'yR', 'bP'), down('1,0', 'yS', 'bR'), up('2,0', 'yS')], { handSizes: [2, 2], known: [[], ['P', 'S']] })), ''],
			['two face down, a rock known in the hand', say(view([down('0,0', 'yR', 'bP'), down('1,0', 'yS', 'bR'), up('2,0', 'yS')], { handSizes: [2, 2], known: [[], ['R']] })), '1 down R 2,0'],
			['one face up, one face down', say(view([up('0,0', 'bR'), down('1,0', 'yS', 'bR'), up('2,0', 'yS')])), ''],
			['the reader’s two face up, not the reader’s turn', say(view([up('0,0', 'yR'), up('1,0', 'yP')])), ''],
			['the reader’s two face up, the reader’s turn', say(view([up('0,0', 'yR'), up('1,0', 'yP')], { toMove: 0 })), '0 up -1,0 | 0 up 2,0'],
			['the reader’s two face down, a paper to cover and no scissors', say(view([down('0,0', 'bR', 'yP'), down('1,0', 'bS', 'yR'), up('2,0', 'bP')], { toMove: 0 })), ''],
			['the reader’s two face down, a rock to cover and a paper', say(view([down('0,0', 'bR', 'yP'), down('1,0', 'bS', 'yR'), up('2,0', 'bR')], { toMove: 0 })), '0 down P 2,0'],
		];
		// The first cover of a seat's own tile is taught until the reader's
		// next move, once a game (linx.js mark).
		const { mark } = await import('/static/linx.js');
		const v = view([]);
		v.seat = 0;
		const own = { kind: 'tile-placed', seat: 1, cell: '2,0', face: 'down', under: 'bS' };
		let m = mark({}, { kind: 'tile-placed', seat: 1, cell: '1,0', face: 'down', under: 'yS' }, v);
		cases.push(['a cover of the reader’s tile', JSON.stringify(m.ownCover || null), 'null']);
		m = mark(m, own, v);
		cases.push(['a cover of one’s own tile', JSON.stringify(m.ownCover), '{"seat":1,"cell":"2,0"}']);
		m = mark(mark(m, { kind: 'tile-placed', seat: 0, cell: '3,0', face: 'up' }, v), { kind: 'round-started' }, v);
		cases.push(['the reader’s move after it', JSON.stringify(m.ownCover || null), 'null']);
		cases.push(['a second cover of one’s own tile', JSON.stringify(mark(m, own, v).ownCover || null), 'null']);
		return cases.filter(([, got, want]) => got !== want).map(([what, got, want]) => what + ': ' + JSON.stringify(got) + ', want ' + JSON.stringify(want)).join('; ');
	})()`, chromedp.EvalAwaitPromise))
	if err != nil || got != "" {
		t.Errorf("the lines one move from three: %s (%v)", got, err)
	}
}
