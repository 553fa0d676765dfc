package main

// "Since your move" and the lesson's board (#38, review page-r36 #1–#3):
// the newest move told and the turn in sight with no scrolling, at
// Linko!'s tables of 3, 4 and 5 and LINX's of 4, on a desktop and on a
// phone; the moves the reader answers kept until the reader's turn is
// over; the Lino lesson's board kept where it stands from one step to
// the next.

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// newestInSight says what of "Since your move" is out of sight on the
// page at its top: its newest line past the screen's edges, or scrolled
// out of its list, or its list scrolled short of its end. It is ” too
// where the box is hidden (nothing to tell yet).
const newestInSight = `(() => {
	window.scrollTo(0, 0);
	const box = document.querySelector('#latest:not([hidden])');
	const newest = box && box.querySelector('li.newest');
	if (!newest) return '';
	const r = newest.getBoundingClientRect(), ul = newest.parentElement.getBoundingClientRect();
	if (r.top < 0 || r.bottom > innerHeight + 1) return 'its newest line stands at ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' px, the screen ' + innerHeight + ' px high';
	if (r.top < ul.top - 1 || r.bottom > ul.bottom + 1) return 'its newest line is scrolled out of its list (' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' in ' + Math.round(ul.top) + '–' + Math.round(ul.bottom) + ')';
	return '';
})()`

// TestBrowserSinceNewestInSight plays Linko! at 3, 4 and 5 and LINX at 4
// against random computers, on a desktop and on a phone: at each of the
// reader's turns the newest line of "Since your move" (the turn at its
// end) is on the screen whole (r36 #1: beside Linko!'s tall seats the box
// showed its oldest lines, its newest scrolled out of sight).
func TestBrowserSinceNewestInSight(t *testing.T) {
	e := newBrowserEnv(t)
	for _, size := range []string{"desktop", "phone"} {
		for _, table := range []struct {
			game string
			n    int
		}{{"linko", 3}, {"linko", 4}, {"linko", 5}, {"linx", 4}} {
			name := fmt.Sprintf("%s-%s-%d", size, table.game, table.n)
			t.Run(name, func(t *testing.T) {
				e := &browserEnv{t: t, ts: e.ts, url: e.url, browser: e.browser}
				ctx, press := e.sizedTab(size)
				e.openTable(ctx, againstBots(table.game, table.n), "")
				act := e.checkedAct(press)
				for turn := 1; turn <= 3; turn++ {
					if table.game == "linko" && !playLinkoTurn(t, ctx, act) || table.game == "linx" && !e.playLinxTurn(ctx, act) {
						break
					}
					if bad, _ := cdp(ctx, chromedp.Evaluate[string](newestInSight)); bad != "" {
						e.screenshot(ctx, "since29-"+name+"-failed", false)
						t.Errorf("the reader's turn %d: %s", turn+1, bad)
						break
					}
				}
				e.viewShot(ctx, "since29-"+name)
			})
		}
	}
}

// checkedAct acts as act does, but discards a play left rather than take
// it back, and before a Linko! decision or a draw looks at "Since your
// move": its newest line in sight, and after a decision, while the
// reader draws, the moves it answered still told (r36 #2: they were gone
// at the reader's discard).
func (e *browserEnv) checkedAct(act func(context.Context, string) error) func(context.Context, string) error {
	decided := false
	return func(ctx context.Context, sel string) error {
		if sel == `#decision button` && mustBool(ctx, `!!document.querySelector('#decision [data-kind="discard"]')`) {
			sel = `#decision [data-kind="discard"]`
		}
		if sel == `#decision button` || sel == `#decision [data-kind="discard"]` || sel == `#pile.pickable` {
			if bad, _ := cdp(ctx, chromedp.Evaluate[string](newestInSight)); bad != "" {
				e.screenshot(ctx, "since29-midturn-failed", false)
				e.t.Errorf("before %s: %s", sel, bad)
			}
			told := mustBool(ctx, `!!document.querySelector('#latest:not([hidden]) li')`)
			if sel == `#pile.pickable` && decided {
				e.viewShot(ctx, "since29-midturn")
				if !told {
					e.screenshot(ctx, "since29-midturn-failed", false)
					e.t.Error("drawing after a decision, \"Since your move\" tells nothing of the moves decided on")
				}
			}
			decided = sel != `#pile.pickable` && told
		}
		return act(ctx, sel)
	}
}

// playLinxTurn plays the reader's first tile on the first cell offered,
// goes on past a round's result, and waits for the reader's next turn;
// false where the game ended.
func (e *browserEnv) playLinxTurn(ctx context.Context, act func(context.Context, string) error) bool {
	t := e.t
	t.Helper()
	const next = `document.querySelector('#final:not([hidden])') ? 'over' : document.querySelector('#next-round') ? 'held' : ` + linxMine + ` ? 'mine' : 'wait'`
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		state, _ := cdp(ctx, chromedp.Evaluate[string](next))
		switch state {
		case "over":
			return false
		case "held":
			_ = act(ctx, `#next-round`)
		case "mine":
			// A tile picked, a cell: a phone's first tap shows the move,
			// its bar's Play makes it. (An event drawn under the finger
			// can take a tap: it is tried again.) The reader's next turn
			// is the next time the reader comes to act (#latest's
			// data-rest): the computers reply at once.
			rest := `+(document.querySelector('#latest')?.dataset.rest || 0)`
			was, _ := cdp(ctx, chromedp.Evaluate[int](rest))
			later := fmt.Sprintf(`!!document.querySelector('#final:not([hidden]), #next-round') || %s > %d`, rest, was)
			if actUntil(ctx, act, "#board .in-hand.pickable", `!!document.querySelector('#board .in-hand.picked')`) != nil ||
				actUntil(ctx, act, "#board [data-move]", `!!document.querySelector('#confirm-play') || `+later) != nil {
				continue
			}
			if mustBool(ctx, `!!document.querySelector('#confirm-play')`) {
				_ = act(ctx, "#confirm-play")
			}
			if _, err := cdp(ctx, chromedp.Poll[bool](later, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
				e.screenshot(ctx, "since29-linx-failed", false)
				t.Fatalf("the reader's LINX move is not made: %v", err)
			}
			if mustBool(ctx, `!!document.querySelector('#next-round')`) {
				continue // (the round's result, then the turn)
			}
			return !mustBool(ctx, `!!document.querySelector('#final:not([hidden])')`)
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("the reader's turn in LINX did not come")
	return false
}

// mustBool is what js says, false if it cannot be read.
func mustBool(ctx context.Context, js string) bool {
	ok, _ := cdp(ctx, chromedp.Evaluate[bool](js))
	return ok
}

// TestBrowserSinceKeptThroughTheTurn tells "Since your move" another
// seat's move and the reader's turn, then the reader's first move of the
// turn: the move told stays, its turn sentence gone, while the turn is
// the reader's (r36 #2: a Linko! player who discarded an attacked play,
// still to draw, had lost what the computers did); once another seat is
// to move it goes, the box saying who is playing.
func TestBrowserSinceKeptThroughTheTurn(t *testing.T) {
	e := newBrowserEnv(t)
	ctx, _ := e.sizedTab("desktop")
	e.openLobby(ctx, "linko")
	got, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const { latestBox } = await import('/static/latest.js');
		const linko = await import('/static/linko.js');
		const box = latestBox(0);
		document.body.append(box.el);
		const said = () => [...box.el.querySelectorAll('li')].map((li) => li.textContent).join(' | ') || box.el.querySelector('.none').textContent;
		box.begin();
		box.add({ index: 1, event: { kind: 'cards-played', seat: 1 }, text: 'Computer 2 attacked your 2s. Computer 2 left your 2s.' }, true, linko, true);
		box.add({ index: 2, event: { kind: 'turn-passed', seat: 0 }, text: 'It is your turn.' }, false, linko, true);
		const out = [];
		box.draw(false, true, true, 0, '');
		out.push(said());
		box.clear(); // the reader discards, and is still to draw
		box.draw(false, true, true, 0, '');
		out.push(said());
		box.draw(false, true, false, 1, 'Computer 2'); // the turn passed
		out.push(said());
		box.el.remove();
		return out;
	})()`, chromedp.EvalAwaitPromise))
	want := []string{"Computer 2 attacked your 2s. Computer 2 left your 2s. It is your turn.", "Computer 2 attacked your 2s. Computer 2 left your 2s.", "Computer 2 is playing…"}
	if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("\"Since your move\" at the reader's turn, after the reader's first move, after the turn:\n got %q\nwant %q (%v)", got, want, err)
	}
}

// TestBrowserLessonBoardStaysPut plays the Lino lesson's first steps on a
// desktop: the board's top in the page is where it was at the step
// before (r36 #3: the coach's longer words pushed the field 22 px down,
// the cell under a still pointer another).
func TestBrowserLessonBoardStaysPut(t *testing.T) {
	e := newBrowserEnv(t)
	for _, size := range []string{"desktop:lino", "desktop:linx"} {
		size, game, _ := strings.Cut(size, ":")
		ctx, _ := e.sizedTab(size)
		if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/learn/"+game)); err != nil {
			t.Fatal(err)
		}
		was := -1.0
		for step := 0; step < 5; step++ {
			// (LINX's lesson holds round 1's won line until "Next round".)
			ready := fmt.Sprintf(`(document.getElementById('next-round')?.click(), document.getElementById('coach')?.dataset.step === '%d' && !document.body.dataset.busy && !!document.querySelector('#board [data-move].coach-target, #board [data-pick].coach-target'))`, step)
			if _, err := cdp(ctx, chromedp.Poll[bool](ready, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
				e.screenshot(ctx, "since29-lesson-"+game+"-failed", false)
				t.Fatalf("the %s lesson: step %d not ready: %v", game, step+1, err)
			}
			top, _ := cdp(ctx, chromedp.Evaluate[float64](`document.getElementById('board').getBoundingClientRect().top + scrollY`))
			if was >= 0 && top != was {
				e.screenshot(ctx, "since29-lesson-"+game+"-failed", false)
				t.Errorf("the %s lesson: the board's top at step %d is %.1f px down the page, %.1f at the step before", game, step+1, top, was)
			}
			was = top
			e.viewShot(ctx, fmt.Sprintf("since29-lesson-%s-%d", game, step+1))
			if _, err := cdp(ctx, chromedp.Evaluate[bool](`(() => {
				const el = document.querySelector('#board [data-pick].coach-target');
				if (el) el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
				return true;
			})()`)); err != nil {
				t.Fatal(err)
			}
			if _, err := cdp(ctx, chromedp.Evaluate[bool](`(() => {
				const el = document.querySelector('#board [data-move].coach-target');
				el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
				if (document.getElementById('confirm-play')) document.getElementById('confirm-play').click();
				return true;
			})()`)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestBrowserLinkoDrawWordsAgree reads, in the four languages, the
// instruction after two 3s discarded with one card left to draw and with
// two, and a score's reason with nothing played and nothing in hand (r36
// #10: "You discarded your 3s: draw a card to replace it", "in hand (−0)").
func TestBrowserLinkoDrawWordsAgree(t *testing.T) {
	e := newBrowserEnv(t)
	want := map[string][]string{
		"en": {"You discarded your 3s: draw one more card to replace them, from the pile or the display",
			"You discarded your 3s: draw 2 cards to replace them, one at a time, from the pile or the display", "no card played, none in hand"},
		"fr": {"Vous avez défaussé les deux 3\u00a0: piochez encore une carte pour les remplacer, dans la pioche ou la réserve",
			"Vous avez défaussé les deux 3\u00a0: piochez deux cartes pour les remplacer, une à une, dans la pioche ou la réserve", "aucune carte posée, aucune en main"},
		"it": {"Hai scartato i tuoi due 3: pesca ancora una carta al loro posto, dal mazzetto o dal display",
			"Hai scartato i tuoi due 3: pesca due carte al loro posto, una alla volta, dal mazzetto o dal display", "nessuna carta calata, nessuna in mano"},
		"nl": {"Je hebt je 3’en afgelegd: pak er nog een kaart voor terug, van de trekstapel of uit de voorraad",
			"Je hebt je 3’en afgelegd: pak er twee kaarten voor terug, één voor één, van de trekstapel of uit de voorraad", "geen kaart uitgelegd, geen in de hand"},
	}
	ctx, _ := e.sizedTab("desktop")
	for _, lang := range []string{"en", "fr", "it", "nl"} {
		if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/?lang="+lang)); err != nil {
			t.Fatal(err)
		}
		wait(t, ctx, `!!document.querySelector('#play-computer')`)
		got, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
			const { prompt } = await import('/static/linko.js');
			const { t } = await import('/static/i18n/i18n.js');
			const ui = { seat: 0, short: () => '', marks: { owed: { victim: 0, by: -1, meld: '3x2' } } };
			return [1, 2].map((draws) => prompt({ phase: 'draw', victim: 0, draws }, ui)).concat(t('linko.why', { played: 0, hand: 0 }));
		})()`, chromedp.EvalAwaitPromise))
		if err != nil || fmt.Sprint(got) != fmt.Sprint(want[lang]) {
			t.Errorf("%s: Linko!'s words after two 3s discarded (one card to draw, two), and a score of nothing:\n got %q\nwant %q (%v)", lang, got, want[lang], err)
		}
	}
}
