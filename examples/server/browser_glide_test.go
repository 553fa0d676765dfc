package main

// Pieces glide where a move takes them: Linko!'s cards to a hand or a
// pile, LINX's first tile, Lino's tiles with their faces.

import (
	"context"
	"fmt"
	"math"
	"net/url"
	"strings"
	"testing"

	cdpcall "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// linkoGlides catches every move's glide in Linko!: the place each
// piece's place was drawn at just before (read as the page draws again),
// and, once a glide starts, the piece at its start and its end, into
// window.glides: {from, to, words, start, end, was, early, places, log}
// (words: the text of what glides); was is
// the centre of the place it came from as last drawn, early that one's own
// place it goes to was drawn already as it is now (one's own move shown
// before it glides; another's may be, when the view drawn is ahead of the
// events shown); places and log say what was drawn, for a failure's
// message.
const linkoGlides = `(() => {
	window.glides = [];
	let before = {};
	const centre = (el) => { const r = el.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
	// what a place says: a hand's card back, its count beside it.
	const said = (el) => (el.closest('[data-hand-size]') || el).textContent;
	const replace = Element.prototype.replaceChildren;
	Element.prototype.replaceChildren = function (...args) {
		if (this.id === 'seats') {
			// (A place drawn no longer, as when the view is ahead of the events
			// shown, keeps where it was last drawn.)
			for (const el of document.querySelectorAll('[data-flip-id]')) before[el.dataset.flipId] = { at: centre(el), text: said(el) };
		}
		return replace.apply(this, args);
	};
	const seen = new Set();
	const animate = Element.prototype.animate;
	Element.prototype.animate = function (...args) {
		const a = animate.apply(this, args);
		const d = this.dataset || {};
		if (d.flipFrom && !seen.has(d.flipKey)) {
			seen.add(d.flipKey);
			const was = before[d.flipFrom], there = before[d.flipId];
			a.pause();
			a.currentTime = 0;
			const start = centre(this);
			a.finish();
			window.glides.push({ from: d.flipFrom, to: d.flipId, words: this.textContent, start, end: centre(this), was: was ? was.at : null, early: !!there && there.text === said(this) && d.flipId.endsWith(':' + document.getElementById('table').dataset.seat), places: Object.keys(before).join(' '), log: [...document.querySelectorAll('#log li')].slice(-4).map((li) => li.textContent).join(' / ') });
		}
		return a;
	};
})()`

// lateEvents makes the page take each game event 250 ms after it comes.
const lateEvents = `(() => {
	const add = EventSource.prototype.addEventListener;
	EventSource.prototype.addEventListener = function (type, f, ...rest) {
		return add.call(this, type, type === 'game' ? (m) => setTimeout(() => f(m), 250) : f, ...rest);
	};
})()`

// TestBrowserLinkoCardsGlide plays Linko! against the computer at a
// pace the eye can follow until a play, a take and a draw have been
// shown: each one's cards glide from the place they left (a hand, a
// play, the pile or the display) to where they went, and one's own move
// is not drawn in its new place before it glides there.
func TestBrowserLinkoCardsGlide(t *testing.T) {
	if raceEnabled {
		// The race detector slows the server past the page's wait for a
		// move's events (OWN_LATE), where the page rightly draws the move
		// from the server's answer: the timing this test holds is not there.
		t.Skip("the race detector slows the server past the page's wait for a move's events")
	}
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	// The game's events come back a little after the server's answer to a
	// move, as over a slow line: one's own move must not be drawn before.
	if err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdpcall.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: lateEvents})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	fail := e.openLobby(ctx, "linko")
	if err := setPace(ctx, "400"); err != nil {
		fail(err)
	}
	e.playComputer(ctx, "linko")
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](linkoGlides)); err != nil {
		t.Fatal(err)
	}
	type glide struct {
		From   string    `json:"from"`
		To     string    `json:"to"`
		Start  []float64 `json:"start"`
		End    []float64 `json:"end"`
		Was    []float64 `json:"was"`
		Early  bool      `json:"early"`
		Words  string    `json:"words"`
		Places string    `json:"places"`
		Log    string    `json:"log"`
	}
	kind := func(g glide) string {
		switch {
		case strings.HasPrefix(g.From, "hand:"):
			return "play"
		case strings.HasPrefix(g.From, "top:"):
			return "take"
		default:
			return "draw"
		}
	}
	near := func(p, q []float64) bool { return len(p) == 2 && len(q) == 2 && math.Hypot(p[0]-q[0], p[1]-q[1]) < 3 }
	seen := map[string]int{}
	checked := 0
	enough := fmt.Errorf("enough")
	check := func() error {
		gs, err := cdp(ctx, chromedp.Evaluate[[]glide](`window.glides`))
		if err != nil {
			return err
		}
		for _, g := range gs[checked:] {
			k := kind(g)
			switch {
			case g.Was == nil:
				return fmt.Errorf("a %s's cards glide from %s, which was not drawn (%s; %s)", k, g.From, g.Places, g.Log)
			case !near(g.Start, g.Was):
				return fmt.Errorf("a %s's cards glide from %v, and %s was at %v", k, g.Start, g.From, g.Was)
			case strings.Contains(g.Words, "in hand"):
				return fmt.Errorf("a %s's glide to %s carries the words %q over the table", k, g.To, g.Words)
			case near(g.Start, g.End):
				return fmt.Errorf("a %s's cards from %s to %s start where they end, at %v", k, g.From, g.To, g.End)
			case g.Early && k != "draw":
				// (A draw into one's hand follows another's take: its move,
				// whose view may be drawn ahead of its events when one's own
				// move's events come late.)
				return fmt.Errorf("a %s's cards were drawn at %s before they glide there from %s", k, g.To, g.From)
			}
			seen[k]++
		}
		checked = len(gs)
		if seen["play"] > 0 && seen["take"] > 0 && seen["draw"] > 0 {
			return enough
		}
		return nil
	}
	_, _, err := playByClicking(ctx, check, false)
	if err == nil {
		err = check()
	}
	if err != enough {
		e.screenshot(ctx, "linko-glide", false)
		t.Fatalf("%v (glides checked: %v)", err, seen)
	}
	t.Logf("glides checked: %v", seen)
}

// TestBrowserLinxFirstTile opens a new LINX as the seat to move first: a
// tile picked on the empty grid is told why it has only one place, and
// that place is the one offered.
func TestBrowserLinxFirstTile(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	ts := &testServer{url: e.url}
	c := ts.create(t, humans("linx", "{}", 2))
	var first int
	for first = range 2 {
		e.openSeat(ctx, fmt.Sprintf("%s/play/%s?player=%d&token=%s", e.url, c.ID, first+1, url.QueryEscape(c.Seats[first].Token)))
		if to, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('table').dataset.toMove`)); to == fmt.Sprint(first) {
			break
		}
	}
	if err := click(ctx, `[data-pick]`); err != nil {
		t.Fatal(err)
	}
	type offer struct {
		Hint    string `json:"hint"`
		Targets int    `json:"targets"`
		Tiles   int    `json:"tiles"`
	}
	got, err := cdp(ctx, chromedp.Poll[offer](`(() => {
		const hint = document.querySelector('.linx .hint');
		return hint && document.querySelector('svg.grid .target') && {
			hint: hint.textContent,
			targets: document.querySelectorAll('svg.grid .target').length,
			tiles: document.querySelectorAll('svg.grid g[data-up]').length,
		};
	})()`, chromedp.WithPollingTimeout(browserStepTimeout)))
	if err != nil {
		e.screenshot(ctx, "linx-first", false)
		t.Fatal(err)
	}
	e.screenshot(ctx, "linx-first", false)
	if got.Tiles != 0 || got.Targets != 1 {
		t.Errorf("the first tile of LINX is offered %d places on a grid of %d tiles", got.Targets, got.Tiles)
	}
	if !strings.HasPrefix(got.Hint, "The grid is empty") {
		t.Errorf("the first tile picked on an empty grid is told %q, not why it has one place", got.Hint)
	}
	e.checkWords(ctx, "LINX's first tile")
}

// TestBrowserLinoFacesGlide plays Lino's bonus game, whose tiles lie face
// up, against the computer: a tile moved carries its face mark along, the
// mark gliding by as much as the tile.
func TestBrowserLinoFacesGlide(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	ts := &testServer{url: e.url}
	c := ts.create(t, `{"game":"lino","options":{"bonus":true},"botDelayMs":0,"seats":[{"player":"human"},{"player":"bot","bot":"random"}]}`)
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		t.Fatal(err)
	}
	if err := setPace(ctx, "400"); err != nil {
		t.Fatal(err)
	}
	e.openSeat(ctx, fmt.Sprintf("%s/play/%s?player=1&token=%s", e.url, c.ID, url.QueryEscape(c.Seats[0].Token)))
	// Each glide's first frame, by what glides: the tile come from a cell,
	// the face mark on a cell.
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.frames = {};
		const animate = Element.prototype.animate;
		Element.prototype.animate = function (keyframes, ...rest) {
			const d = this.dataset || {};
			if (d.flipFrom) window.frames['tile ' + d.flipFrom + ' ' + d.cell] = keyframes[0].transform;
			if (d.flipWith) window.frames['face ' + d.flipWith] = keyframes[0].transform;
			return animate.call(this, keyframes, ...rest);
		};
	})()`)); err != nil {
		t.Fatal(err)
	}
	for tries := 0; tries < 6; tries++ {
		if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`svg.field [data-pick]`))); err != nil {
			e.screenshot(ctx, "faces", false)
			t.Fatalf("no tile to move: %v", err)
		}
		// A tile with a face mark, if one may move.
		from, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
			const faced = [...document.querySelectorAll('svg.field [data-pick]')].find((el) => document.querySelector('svg.field [data-flip-with="' + el.dataset.pick + '"]'));
			return faced ? faced.dataset.pick : '';
		})()`))
		if err != nil {
			t.Fatal(err)
		}
		if from == "" {
			t.Fatal("no tile with a face mark may move in the bonus game")
		}
		if err := actUntil(ctx, click, fmt.Sprintf(`svg.field [data-pick=%q]`, from), `!!document.querySelector('svg.field .target[data-move]')`); err != nil {
			e.screenshot(ctx, "faces-pick-failed", false)
			t.Fatalf("a click on the tile at %s shows no cell to move it to: %v", from, err)
		}
		to, err := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('svg.field .target[data-move]').dataset.cell`))
		if err != nil {
			t.Fatal(err)
		}
		if err := click(ctx, fmt.Sprintf(`svg.field .target[data-cell=%q]`, to)); err != nil {
			t.Fatal(err)
		}
		if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`!!document.querySelector('svg.field .tile.moved[data-cell=%q]')`, to), chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
			t.Fatal(err)
		}
		frames, err := cdp(ctx, chromedp.Evaluate[map[string]string](`window.frames`))
		if err != nil {
			t.Fatal(err)
		}
		tile, face := frames["tile "+from+" "+to], frames["face "+to]
		if tile == "" {
			// The field grew by the cell the tile went to, and the tile stayed
			// where it was on the screen: another move.
			continue
		}
		if face != tile {
			e.screenshot(ctx, "faces", false)
			t.Fatalf("the tile moved from %s to %s starts at %q, and its face mark at %q", from, to, tile, face)
		}
		t.Logf("the tile moved from %s to %s and its face mark start at %s", from, to, tile)
		return
	}
	t.Fatal("no tile with a face mark glided in six moves")
}
