package main

// What the boards show: a move's piece glides from where it was to where
// it goes (and not at all for a browser that asks for reduced motion), a
// finished Lino's score labels do not overlap and its scoring list lights
// what it names, and no page says a developer's word.

import (
	"context"
	"fmt"
	"github.com/chromedp/cdproto/input"
	"math"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserBoardsMoveAndRead plays Lino against the computer at the
// fast pace: the first tile moved glides from its cell to its target;
// with reduced motion the next glides not at all; in play the field
// draws the last move's scores alone (checkLightMarks); at the end no two
// score labels meet, each entry of the scoring list lights its own line,
// and the axes count as the library's cell names do.
func TestBrowserBoardsMoveAndRead(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	fail := e.openLobby(ctx, "lino")
	e.checkWords(ctx, "the lobby")
	if err := setPace(ctx, "400"); err != nil {
		fail(err)
	}
	e.playComputer(ctx, "lino")
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`svg.field [data-pick]`))); err != nil {
		e.screenshot(ctx, "glide", false)
		t.Fatalf("no tile to move: %v", err)
	}
	if err := e.checkGlide(ctx); err != nil {
		e.screenshot(ctx, "glide", false)
		t.Fatal(err)
	}
	if err := e.checkStill(ctx); err != nil {
		e.screenshot(ctx, "still", false)
		t.Fatal(err)
	}
	// The rest of the game at once.
	if err := setPace(ctx, "0"); err != nil {
		t.Fatal(err)
	}
	words, light := false, false
	if _, _, err := playByClicking(ctx, func() error {
		if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#scoring li').length`)); n > 0 && !words {
			words = true
			e.checkWords(ctx, "Lino while stones are placed")
		}
		if !light {
			var err error
			light, err = e.checkLightMarks(ctx)
			return err
		}
		return nil
	}, false); err != nil {
		e.screenshot(ctx, "board-failed", false)
		t.Fatal(err)
	}
	if !light {
		t.Error("no rest came with an earlier score on Lino's field: its marks in play were not checked")
	}
	e.checkScoring(ctx)
	e.checkWords(ctx, "Lino's end")
	e.phone(ctx, true)
	e.checkScoring(ctx)
	e.screenshot(ctx, "lino-over-phone-board", false)
	e.phone(ctx, false)
	e.screenshot(ctx, "lino-over-board", false)
	e.checkReplay(ctx)
}

// glideCatch catches the first glide of a piece come from the cell %q:
// once it is started, it reads the piece at the glide's start and at its
// end, at once, so that no drawing comes between, into window.caught:
// {from, to} are its data-flip-from and data-cell, start and end its
// centres.
const glideCatch = `(() => {
	window.caught = null;
	window.stayed = null;
	// early: the field was drawn without the tile in its cell before any
	// glide of it (one's own move drawn where it went, then glided).
	window.early = false;
	const from = %q;
	const seen = new MutationObserver(() => {
		if (window.stayed) seen.disconnect();
		else if (!document.querySelector('svg.field rect.tile[data-cell=' + JSON.stringify(from) + ']')) window.early = true;
	});
	seen.observe(document.body, { childList: true, subtree: true });
	const animate = Element.prototype.animate;
	Element.prototype.animate = function (...args) {
		const a = animate.apply(this, args);
		// The first glide drawn with the moved piece: where the piece is then.
		const piece = document.querySelector('[data-flip-from=' + JSON.stringify(from) + ']');
		if (!window.stayed && piece) { const r = piece.getBoundingClientRect(); window.stayed = [r.left + r.width / 2, r.top + r.height / 2]; }
		if (!window.caught && this.dataset && this.dataset.flipFrom === from) {
			const centre = () => { const r = this.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
			a.pause();
			a.currentTime = 0;
			const start = centre();
			a.finish();
			window.caught = { from: this.dataset.flipFrom, to: this.dataset.cell || '', start, end: centre() };
		}
		return a;
	};
})()`

// centreOf is the screen centre of Lino's cell key, read from the page.
func centreOf(ctx context.Context, key string) ([]float64, error) {
	return cdp(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => {
		const el = document.querySelector('svg.field [data-cell=%q]:not(circle)');
		if (!el) return null;
		const r = el.getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2];
	})()`, key)))
}

// moveATile picks the first movable tile and clicks its first target,
// and returns both cells' centres as they were before the move.
func moveATile(ctx context.Context) (from, to string, a, b []float64, err error) {
	if from, err = cdp(ctx, chromedp.Evaluate[string](`document.querySelector('svg.field [data-pick]').dataset.pick`)); err != nil {
		return
	}
	if a, err = centreOf(ctx, from); err != nil {
		return
	}
	if err = click(ctx, fmt.Sprintf(`svg.field [data-pick=%q]`, from)); err != nil {
		return
	}
	if _, err = cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`svg.field .target[data-move]`))); err != nil {
		return
	}
	if to, err = cdp(ctx, chromedp.Evaluate[string](`document.querySelector('svg.field .target[data-move]').dataset.cell`)); err != nil {
		return
	}
	if b, err = centreOf(ctx, to); err != nil {
		return
	}
	err = click(ctx, fmt.Sprintf(`svg.field .target[data-cell=%q]`, to))
	return
}

// checkGlide moves a tile: its glide starts on the cell it left and ends
// on the cell it went to.
func (e *browserEnv) checkGlide(ctx context.Context) error {
	from, err := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('svg.field [data-pick]').dataset.pick`))
	if err != nil {
		return err
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(glideCatch, from))); err != nil {
		return err
	}
	from, to, a, b, err := moveATile(ctx)
	if err != nil {
		return err
	}
	near := func(p, q []float64) bool { return len(p) == 2 && len(q) == 2 && math.Hypot(p[0]-q[0], p[1]-q[1]) < 3 }
	type glide struct {
		From  string    `json:"from"`
		To    string    `json:"to"`
		Start []float64 `json:"start"`
		End   []float64 `json:"end"`
	}
	g, err := cdp(ctx, chromedp.Poll[*glide](`window.caught`, chromedp.WithPollingTimeout(browserStepTimeout)))
	if early, _ := cdp(ctx, chromedp.Evaluate[bool](`window.early`)); early {
		return fmt.Errorf("the tile moved from %s to %s is drawn where it went before it glides there", from, to)
	}
	if err != nil || g == nil {
		// The field grew by the cell the tile went to: the tile stays where it
		// was on the screen, and the rest of the field glides instead.
		if now, _ := cdp(ctx, chromedp.Evaluate[[]float64](`window.stayed`)); len(now) == 2 {
			e.t.Logf("the tile from %s stays at %v as the field grows by its new cell, and the rest glides", from, now)
			return nil
		}
		return fmt.Errorf("the tile moved from %s to %s does not glide", from, to)
	}
	if g.From != from || g.To != to {
		return fmt.Errorf("the tile moved from %s to %s, and the piece gliding goes from %s to %s", from, to, g.From, g.To)
	}
	// The piece ends where its target was clicked: the field holds its
	// frame while it is built (r31 #6). It may have grown since, with the
	// computer's reply: the target's cell is then where the piece ends,
	// measured now; the start is where the tile was.
	now, err := centreOf(ctx, to)
	if err != nil {
		return err
	}
	grew := !near(now, b)
	if !near(g.End, b) && !near(g.End, now) {
		return fmt.Errorf("the gliding tile ends at %v, and its cell was at %v, is at %v", g.End, b, now)
	}
	if !grew && !near(g.Start, a) {
		return fmt.Errorf("the gliding tile starts at %v, and it was at %v", g.Start, a)
	}
	if near(g.Start, g.End) {
		return fmt.Errorf("the gliding tile starts where it ends, at %v", g.End)
	}
	e.t.Logf("the tile from %s glides from %v to %v", from, g.Start, g.End)
	return nil
}

// checkStill asks for reduced motion and moves a tile: nothing glides.
func (e *browserEnv) checkStill(ctx context.Context) error {
	if err := reduceMotion(ctx, true); err != nil {
		return err
	}
	defer reduceMotion(ctx, false)
	// Wait for the computer's move, then count every animation started.
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`svg.field [data-pick]`))); err != nil {
		return err
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.glides = 0;
		const animate = Element.prototype.animate;
		Element.prototype.animate = function (...args) { window.glides++; return animate.apply(this, args); };
	})()`)); err != nil {
		return err
	}
	from, to, _, _, err := moveATile(ctx)
	if err != nil {
		return err
	}
	// The move's own event and the computer's next move have come.
	if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`!!document.querySelector('svg.field .tile.moved[data-cell=%q]') && !document.body.dataset.busy`, to), chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		return err
	}
	time.Sleep(800 * time.Millisecond)
	n, err := cdp(ctx, chromedp.Evaluate[int](`window.glides`))
	if err != nil {
		return err
	}
	if n != 0 {
		return fmt.Errorf("with reduced motion the tile moved from %s to %s started %d animations", from, to, n)
	}
	return nil
}

// checkScoring checks a finished Lino's field: no two score labels meet,
// each scoring line has its entry in the list beside the field, the field
// shows one kind of score at a time, and pointing at an entry lights its
// line and label.
func (e *browserEnv) checkScoring(ctx context.Context) {
	e.t.Helper()
	type scoring struct {
		Labels  int      `json:"labels"`
		Entries int      `json:"entries"`
		Meet    []string `json:"meet"`
	}
	got, err := cdp(ctx, chromedp.Evaluate[scoring](`(() => {
		const boxes = [...document.querySelectorAll('svg.field g.points')].map((g) => [g.dataset.scoreItem, g.getBoundingClientRect()]);
		const meet = [];
		for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
			const [a, b] = [boxes[i][1], boxes[j][1]];
			if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) meet.push(boxes[i][0] + ' and ' + boxes[j][0]);
		}
		// A label covers no stone: none comes within 0.9 of a stone's
		// radius of its middle.
		for (const c of document.querySelectorAll('svg.field circle.stone')) {
			const r = c.getBoundingClientRect(), cx = r.left + r.width / 2, cy = r.top + r.height / 2, rad = 0.9 * r.width / 2;
			for (const [k, b] of boxes) {
				const dx = Math.max(b.left - cx, 0, cx - b.right), dy = Math.max(b.top - cy, 0, cy - b.bottom);
				if (dx * dx + dy * dy < rad * rad) meet.push(k + ' and the stone at ' + c.dataset.cell);
			}
		}
		return {
			labels: boxes.length,
			entries: document.querySelectorAll('#scoring li').length,
			meet,
		};
	})()`))
	if err != nil {
		e.t.Fatal(err)
	}
	if got.Labels == 0 || got.Entries != got.Labels {
		e.t.Errorf("the finished field has %d score labels and %d entries in its scoring list", got.Labels, got.Entries)
	}
	if len(got.Meet) > 0 {
		e.screenshot(ctx, "labels-meet", false)
		e.t.Errorf("score labels overlap each other or stones: %v", got.Meet)
	}
	e.checkKinds(ctx)
	// The last entry of the kind shown (the others' are not listed).
	want, err := cdp(ctx, chromedp.Evaluate[string](`(() => { const li = [...document.querySelectorAll('#scoring li:not(.other-kind)')].pop(); li.focus(); return li.dataset.scoreItem; })()`))
	if err != nil {
		e.t.Fatal(err)
	}
	lit, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('svg.field .lit')].map((el) => el.dataset.scoreItem)`))
	if err != nil || len(lit) != 2 || lit[0] != want || lit[1] != want {
		e.t.Errorf("focusing the scoring list's entry %s lights %v (%v)", want, lit, err)
	}
}

// devWords are what a player must never read: a developer's words, a
// value the page failed to fill, a raw cell "4,0" (not a number such as
// "1,000"), a JSON key.
var devWords = []*regexp.Regexp{
	regexp.MustCompile(`(?i)seat=`),
	regexp.MustCompile(`(?i)illegal move`),
	regexp.MustCompile(`\bundefined\b`),
	regexp.MustCompile(`\bnull\b`),
	regexp.MustCompile(`\bNaN\b`),
	regexp.MustCompile(`\[object`),
	regexp.MustCompile(`"\w+"\s*:`),
}

// rawPair finds a coordinate pair as the wire writes it, "4,0" or "-1,2";
// thousands ("1,000") are let be, and so are lists in prose ("5 → 20,
// 6 → 30"), which put a space after the comma.
var rawPair = regexp.MustCompile(`-?\d+,-?\d+`)
var thousands = regexp.MustCompile(`^\d{1,3}(,\d{3})+$`)

// checkWords fails the test if the page's visible text, or any title,
// aria-label or SVG tooltip, holds a developer's word or a raw cell.
func (e *browserEnv) checkWords(ctx context.Context, where string) {
	e.t.Helper()
	texts, err := cdp(ctx, chromedp.Evaluate[[]string](`(() => {
		const out = [document.body.innerText, document.title];
		for (const el of document.querySelectorAll('[title], [aria-label], [placeholder]')) {
			for (const a of ['title', 'aria-label', 'placeholder']) if (el.hasAttribute(a)) out.push(el.getAttribute(a));
		}
		for (const el of document.querySelectorAll('svg title, svg text')) out.push(el.textContent);
		return out;
	})()`))
	if err != nil {
		e.t.Fatal(err)
	}
	for _, text := range texts {
		for _, re := range devWords {
			if m := re.FindString(text); m != "" {
				e.t.Errorf("%s: the page says %q, in %q", where, m, clip(text, m))
			}
		}
		for _, m := range rawPair.FindAllString(text, -1) {
			if !thousands.MatchString(m) {
				e.t.Errorf("%s: the page names a cell by its raw pair %q, in %q", where, m, clip(text, m))
			}
		}
	}
}

// clip is the text around m, for a message.
func clip(text, m string) string {
	i := strings.Index(text, m)
	lo, hi := max(0, i-60), min(len(text), i+len(m)+60)
	return strings.ReplaceAll(text[lo:hi], "\n", " / ")
}

// checkKinds clicks each kind of score above a finished Lino's list: the
// field then shows that kind's lines and rings, each with its label, and
// no other kind's (the whole game's +10s and +5s at once were a tangle);
// the list under it, that kind's entries alone (no others greyed).
func (e *browserEnv) checkKinds(ctx context.Context) {
	e.t.Helper()
	kinds, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#scoring .kinds button')].map((b) => b.dataset.kind)`))
	if err != nil || len(kinds) < 3 {
		e.t.Fatalf("a finished field offers the kinds of score %v, want rows by direction and runs (%v)", kinds, err)
	}
	for _, kind := range append(kinds[1:], kinds[0]) {
		if err := click(ctx, `#scoring .kinds button[data-kind="`+kind+`"]`); err != nil {
			e.t.Fatal(err)
		}
		e.screenshot(ctx, "lino-kind-"+kind, false)
		wrong, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('svg.field [data-scored]')].filter((el) =>
			(el.dataset.show === `+jsValue(kind)+`) !== (getComputedStyle(el).display !== 'none')).map((el) => el.dataset.scored + ' ' + el.dataset.scoreItem).concat(
			[...document.querySelectorAll('#scoring li')].filter((li) => (document.querySelector('svg.field [data-score-item="' + li.dataset.scoreItem + '"]').dataset.show === `+jsValue(kind)+`) !== (li.getClientRects().length > 0)).map((li) => 'entry ' + li.dataset.scoreItem))`))
		if err != nil || len(wrong) > 0 {
			e.t.Errorf("with %s chosen, these score marks are shown or hidden wrongly: %v (%v)", kind, wrong, err)
		}
	}
	// The pointer leaves the switch: it lights no entry it comes to rest on.
	if _, err := cdp(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, 1, 1)); err != nil {
		e.t.Fatal(err)
	}
}

// checkLinoHint checks the Hint of Lino's first turn, while the field is
// built: its words name the whole move, the tile to move and where
// ("Move the tile at N14 to J6", as the field's axes name them), both
// marked on the field, the tile as plainly as where it goes; and it says
// why, what the move does to the rows (reasons.js linoWhy, r31 #10a: the
// bare move taught nothing). On a phone the cell it selects is in sight.
func (e *browserEnv) checkLinoHint(ctx context.Context, phone bool) {
	t := e.t
	t.Helper()
	said, err := cdp(ctx, chromedp.Evaluate[[]string](`(() => {
		const tile = document.querySelector('#board svg .tile.picked'), target = document.querySelector('#board svg .target.armed');
		const why = document.getElementById('confirm-preview');
		const named = (document.querySelector('#confirm-words b') || {}).textContent || '';
		return [(named.match(/“(.*)”/) || [])[1] || named, tile ? tile.querySelector('title').textContent : '(no tile marked)',
			target ? target.querySelector('title').textContent : '(no target marked)', why ? why.textContent : ''];
	})()`))
	if err != nil || len(said) != 4 {
		t.Fatalf("Lino's hint: %v", err)
	}
	m := regexp.MustCompile(`^Move the tile at ([A-Z]+[1-9][0-9]*) to ([A-Z]+[1-9][0-9]*)$`).FindStringSubmatch(said[0])
	switch {
	case m == nil:
		t.Errorf("Lino's hint names the move %q: want the tile to move and where", said[0])
	case !strings.HasPrefix(said[1], m[1]+":"):
		t.Errorf("Lino's hint moves the tile at %s, and the tile marked is %q", m[1], said[1])
	case said[2] != said[0]:
		t.Errorf("Lino's hint's target marked is %q, its words name %q", said[2], said[0])
	}
	if w := regexp.MustCompile(`^Why: It (makes a row|joins two rows into one) of [1-9][0-9]* tiles: whoever closes it scores [1-9][0-9]*\.$|^Why: It denies .+ a row of [1-9][0-9]* tiles: ([A-Z]+[1-9][0-9]*) stays empty for good, and the row breaks into pieces of [1-9][0-9]* and [1-9][0-9]* tiles, worth less to whoever closes them\.$`).FindStringSubmatch(said[3]); w == nil || (m != nil && w[2] != "" && w[2] != m[1]) {
		t.Errorf("Lino's hint while the field is built says why %q: not what the move does to the rows", said[3])
	}
	if !phone {
		e.viewShot(ctx, "lino-desktop-hint")
		return
	}
	// The tile to move is marked as plainly as where it goes.
	if from, to, _ := linoHintMarks(ctx); to == 0 || from < to {
		t.Errorf("on a phone the hint marks Lino's tile to move with a %.1f px line, where it goes with %.1f px", from, to)
	}
	if out, _ := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const a = document.querySelector('#board svg .armed'), box = document.querySelector('#board .fieldbox');
		if (!a) return 'no cell is marked';
		const r = a.getBoundingClientRect(), q = box.getBoundingClientRect();
		return r.left >= q.left - 1 && r.right <= q.right + 1 ? '' : 'its cell is at ' + Math.round(r.left) + '–' + Math.round(r.right) + ' px, the field shows ' + Math.round(q.left) + '–' + Math.round(q.right);
	})()`)); out != "" {
		t.Errorf("on a phone the hint's cell of Lino is out of sight: %s", out)
	}
	e.viewShot(ctx, "lino-phone-hint")
}

// linoHintMarks is the width of the line round Lino's tile picked, and
// round the cell a selected move takes it to (0 when none is marked).
func linoHintMarks(ctx context.Context) (from, to float64, err error) {
	w, err := cdp(ctx, chromedp.Evaluate[[]float64](`(() => {
		const w = (sel) => { const el = document.querySelector(sel); return el ? parseFloat(getComputedStyle(el).strokeWidth) : 0; };
		return [w('#board svg .tile.picked'), w('#board svg .armed')];
	})()`))
	if err != nil || len(w) < 2 {
		return 0, 0, err
	}
	return w[0], w[1], nil
}
