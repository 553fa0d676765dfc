package main

// A desktop's table holds together: every seat's panel on the screen
// beside "Since your move", however many the computers.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// moveFirst says what is wrong, on a desktop, with the coach's words
// (its text) in the lesson open in ctx: a long step says the move it asks
// for first, alone on its line, and what it teaches under it (r33 #1: a
// five-line paragraph, the move in its middle).
func moveFirst(ctx context.Context, words string, phone bool) string {
	if phone || len([]rune(words)) < 160 {
		return ""
	}
	bad, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const words = document.getElementById('coach-words'), first = words.firstElementChild, why = first && first.nextElementSibling;
		if (!first || !first.matches('.coach-do') || words.firstChild !== first) return 'the move asked for does not come first';
		return why && why.getBoundingClientRect().top >= first.getBoundingClientRect().bottom - 1 ? '' : 'the move asked for shares its line';
	})()`))
	if err != nil {
		return err.Error()
	}
	return bad
}

// playFirstMove makes the first legal move of the seat open in ctx through
// the API, once it is that seat's to act (the page says it is: its status
// is the player's), and reports whether the game went on to it (false once
// it is over).
func playFirstMove(t *testing.T, ctx context.Context) bool {
	t.Helper()
	deadline := time.Now().Add(browserStepTimeout)
	for time.Now().Before(deadline) {
		got, err := cdp(ctx, chromedp.Evaluate[string](`(async () => {
			if (document.getElementById('table').dataset.over === 'true') return 'over';
			if (!document.querySelector('#status .turn.mine')) return '';
			const q = new URLSearchParams(location.search);
			const base = '/api/tables/' + encodeURIComponent(location.pathname.split('/').pop()) + '/seats/' + q.get('seat');
			const { api } = await import('/static/dom.js');
			const legal = (await api('GET', base + '/view', undefined, q.get('token'))).legalMoves || [];
			if (!legal.length) return '';
			const { pick, label, moves, ...shared } = legal[0];
			const { label: l, preview, ...m } = moves[0];
			await api('POST', base + '/moves', { move: { ...shared, ...m } }, q.get('token'));
			return 'played';
		})()`, chromedp.EvalAwaitPromise))
		switch {
		case err != nil:
			t.Fatalf("a move through the API: %v", err)
		case got == "over":
			return false
		case got == "played":
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("the player's turn never came")
	return false
}

// seatsOutOfView says which seats' panels of the table open in ctx stand
// out of the screen (the page at its top), and how tall "Since your move"
// is beside them.
const seatsOutOfView = `(async () => {
	scrollTo(0, 0);
	await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
	const out = [...document.querySelectorAll('#seats [data-seat-panel]')].filter((p) => p.getBoundingClientRect().bottom > innerHeight + 1)
		.map((p) => p.querySelector('.seat-head')?.textContent.trim() + ' ' + Math.round(p.getBoundingClientRect().top) + '–' + Math.round(p.getBoundingClientRect().bottom) + ' px');
	const box = document.getElementById('latest');
	return out.length ? out.join(', ') + ' of ' + innerHeight + ' (Since your move ' + Math.round(box.getBoundingClientRect().height) + ' px high)' : '';
})()`

// TestBrowserSeatsInView plays Linko! at 1280×800, 1366×768 and 1920×1080
// against two, three and four computers: at each of the player's first
// turns every seat's panel stands whole on the screen under "Since your
// move", which tells the computers' moves since (r33 #2: its room, the
// screen's less 18rem, pushed Computer 3's panel below the fold at a
// table of three).
func TestBrowserSeatsInView(t *testing.T) {
	e := newBrowserEnv(t)
	for _, size := range [][2]int64{{1280, 800}, {1366, 768}, {1920, 1080}} {
		ctx := e.tab(true)
		if _, err := cdp(ctx, chromedp.EmulateViewport(size[0], size[1])); err != nil {
			t.Fatal(err)
		}
		for players := 3; players <= 5; players++ {
			body := `{"game":"linko","options":{"players":` + itoa(players) + `},"seats":[{"player":"human"}` +
				strings.Repeat(`,{"player":"bot","bot":"random"}`, players-1) + `],"botDelayMs":0}`
			code, resp := call(t, "POST", e.url+"/api/tables", "", body)
			var c created
			if code != http.StatusCreated || json.Unmarshal([]byte(resp), &c) != nil {
				t.Fatalf("%d %s", code, resp)
			}
			e.openSeat(ctx, e.url+c.Seats[0].Join)
			for turn := 1; turn <= 4 && playFirstMove(t, ctx); turn++ {
				wait(t, ctx, `!!document.querySelector('#status .turn.mine') || document.getElementById('table').dataset.over === 'true'`)
				if out, err := cdp(ctx, chromedp.Evaluate[string](seatsOutOfView, chromedp.EvalAwaitPromise)); err != nil || out != "" {
					e.viewShot(ctx, fmt.Sprintf("seats-%dx%d-%d-failed", size[0], size[1], players))
					t.Errorf("%d×%d, %d players, turn %d: %s (%v)", size[0], size[1], players, turn+1, out, err)
					break
				}
			}
			e.viewShot(ctx, fmt.Sprintf("seats-%dx%d-%d", size[0], size[1], players))
		}
	}
}

// toldAndGlided records, in window.seen, when "Since your move" first
// shows each new sentence of a move (lines: its words and when, once its
// animation's delay is over) and when each piece another seat moved
// starts to glide onto the board (glides: its move's key and when), in
// the page's clock.
const toldAndGlided = `(() => {
	window.seen = { lines: [], glides: [] };
	const box = document.getElementById('latest');
	new MutationObserver(() => {
		const move = box.querySelector('li.newest .move'), text = move ? move.textContent : '';
		const last = seen.lines[seen.lines.length - 1];
		if (!text || (last && last.text === text)) return;
		const a = move.closest('li').getAnimations()[0];
		seen.lines.push({ text, at: performance.now() + (a ? Math.max(0, a.effect.getTiming().delay - (a.currentTime || 0)) : 0) });
	}).observe(box, { childList: true, subtree: true, characterData: true });
	const me = 'seat:' + document.getElementById('table').dataset.seat;
	const animate = Element.prototype.animate;
	Element.prototype.animate = function (...args) {
		const d = this.dataset || {};
		if (d.flipFrom && d.flipFrom.startsWith('seat:') && d.flipFrom !== me && !seen.glides.some((g) => g.key === d.flipKey)) seen.glides.push({ key: d.flipKey, at: performance.now() });
		return animate.apply(this, args);
	};
})()`

// glideDuration is motion.js's DURATION, how long a glide takes, in ms.
const glideDuration = 350

// TestBrowserLinxToldWithGlide plays LINX against the computer at a
// desktop's size, at the page's usual pause between moves, in this
// browser's engine and at the server: each of the computer's moves is
// told beside the board as its tile lands on the grid, no sooner than
// halfway through its glide (r33 #3: the sentence came with the tile's
// start, read before the tile was seen).
func TestBrowserLinxToldWithGlide(t *testing.T) {
	e := newBrowserEnv(t)
	e.checkToldWithGlide(e.linxAtTurn(), "in this browser")
	ctx := e.tab(true)
	e.phone(ctx, false)
	code, resp := call(t, "POST", e.url+"/api/tables", "", `{"game":"linx","options":{"players":2},"seats":[{"player":"human"},{"player":"bot","bot":"random"}]}`)
	var c created
	if code != http.StatusCreated || json.Unmarshal([]byte(resp), &c) != nil {
		t.Fatalf("%d %s", code, resp)
	}
	e.openSeat(ctx, e.url+c.Seats[0].Join)
	wait(t, ctx, linxMine)
	e.checkToldWithGlide(ctx, "at the server")
	// With reduced motion nothing glides: a move is told at once.
	for _, reduce := range []bool{false, true} {
		if err := reduceMotion(ctx, reduce); err != nil {
			t.Fatal(err)
		}
		waits, err := cdp(ctx, chromedp.Evaluate[bool](`(async () => {
			const { latestBox } = await import('/static/latest.js');
			const box = latestBox(0);
			box.begin();
			box.add({ index: 1, event: { kind: 'tile-placed', seat: 1 }, text: 'The computer placed a rock tile face up at D3.' }, true, {}, true);
			box.draw(false, true);
			return !!box.el.querySelector('li.landing');
		})()`, chromedp.EvalAwaitPromise))
		if err != nil || waits == reduce {
			t.Errorf("reduced motion %v: a move told waits for its piece to land: %v, want %v (%v)", reduce, waits, !reduce, err)
		}
	}
}

// checkToldWithGlide plays three moves of the LINX game open in ctx, at
// the player's turn, at a pause of a second between moves, and checks
// that the other seat's moves were told no sooner than their tiles were
// halfway in.
func (e *browserEnv) checkToldWithGlide(ctx context.Context, where string) {
	t := e.t
	t.Helper()
	if err := setPace(ctx, "1000"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](toldAndGlided)); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if err := actUntil(ctx, click, "#board .in-hand.pickable", `!!document.querySelector('#board [data-move]')`); err != nil {
			t.Fatal(err)
		}
		if err := click(ctx, "#board [data-move]"); err != nil {
			t.Fatal(err)
		}
		wait(t, ctx, `!document.querySelector('#status .turn.mine')`)
		wait(t, ctx, linxMine+` || document.getElementById('table').dataset.over === 'true' || !!document.querySelector('#next-round')`)
		if over, _ := cdp(ctx, chromedp.Evaluate[bool](`!(`+linxMine+`)`)); over {
			break
		}
	}
	type line struct {
		Text string  `json:"text"`
		At   float64 `json:"at"`
	}
	type seen struct {
		Lines  []line `json:"lines"`
		Glides []struct {
			Key string  `json:"key"`
			At  float64 `json:"at"`
		} `json:"glides"`
	}
	got, err := cdp(ctx, chromedp.Evaluate[seen](`window.seen`))
	if err != nil {
		t.Fatal(err)
	}
	var theirs []line
	for _, l := range got.Lines {
		if !strings.HasPrefix(l.Text, "You") {
			theirs = append(theirs, l)
		}
	}
	if len(theirs) == 0 || len(got.Glides) < len(theirs) {
		t.Fatalf("%s: the computer's moves told %v, its tiles glided %v: want a glide for each", where, theirs, got.Glides)
	}
	for i, l := range theirs {
		if early := got.Glides[i].At + glideDuration/2 - l.At; early > 0 {
			t.Errorf("%s: %q was told %.0f ms after its tile set off, before it was halfway (the glide takes %d ms)", where, l.Text, l.At-got.Glides[i].At, glideDuration)
		}
	}
	t.Logf("%s: told %v, glided %v", where, theirs, got.Glides)
}

// keyScene lays a scene of keys.js's rules over the page open: window.scene,
// whose turn(open, others) tells its guard whether the player may act and
// whether another seat acts, and whose draw() draws its one move, a
// button, again, counting its clicks in scene.clicks.
const keyScene = `import('/static/keys.js').then(({ keyGuard }) => {
	const root = document.createElement('div');
	root.style.cssText = 'position: fixed; left: 0; top: 0; z-index: 99999';
	document.body.append(root);
	const g = keyGuard((el) => root.contains(el));
	window.scene = { root, clicks: 0, turn: (open, others) => g.turn(open, others), draw() {
		const b = document.createElement('button');
		b.dataset.move = '{"kind":"play"}';
		b.style.cssText = 'width: 200px; height: 60px';
		b.textContent = 'Play two 9s';
		b.onclick = () => scene.clicks++;
		root.replaceChildren(b);
		g.drawn(root);
	} };
})`

// TestBrowserBlindClicks checks keys.js's rule on a scene of its own laid
// over the lobby, with a mouse (r33 #4: two blind clicks at the turn's
// start played a move): a click pressed while another seat acted, the
// turn coming back before its release, plays nothing; nor does a double
// click whose first click came while another seat acted; the next click
// plays.
func TestBrowserBlindClicks(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	e.phone(ctx, false)
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		t.Fatal(err)
	}
	// (The computer plays.)
	if _, err := cdp(ctx, chromedp.Evaluate[bool](keyScene+`.then(() => { scene.turn(false, true); scene.draw(); return true; })`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	mouse := func(kind input.DispatchMouseEventType, count int) {
		t.Helper()
		if _, err := cdp(ctx, chromedp.MouseEvent(kind, 100, 30, chromedp.ButtonType(input.MouseButtonLeft), chromedp.ClickCount(count))); err != nil {
			t.Fatal(err)
		}
	}
	clicks := func(want int, what string) {
		t.Helper()
		time.Sleep(100 * time.Millisecond)
		if n, _ := cdp(ctx, chromedp.Evaluate[int](`scene.clicks`)); n != want {
			t.Errorf("%s: %d moves played, want %d", what, n, want)
		}
	}
	back := `scene.turn(true, false); scene.draw()`
	mouse(input.DispatchMouseEventTypeMousePressed, 1)
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](back)); err != nil {
		t.Fatal(err)
	}
	mouse(input.DispatchMouseEventTypeMouseReleased, 1)
	clicks(0, "a click pressed while the computer played, released in the player's turn")

	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`scene.turn(false, true); scene.draw()`)); err != nil {
		t.Fatal(err)
	}
	mouse(input.DispatchMouseEventTypeMousePressed, 1)
	mouse(input.DispatchMouseEventTypeMouseReleased, 1)
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](back)); err != nil {
		t.Fatal(err)
	}
	mouse(input.DispatchMouseEventTypeMousePressed, 2)
	mouse(input.DispatchMouseEventTypeMouseReleased, 2)
	clicks(0, "a double click begun while the computer played, its second click in the player's turn")

	mouse(input.DispatchMouseEventTypeMousePressed, 1)
	mouse(input.DispatchMouseEventTypeMouseReleased, 1)
	clicks(1, "a click in the player's turn")
}
