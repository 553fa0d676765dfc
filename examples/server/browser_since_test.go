package main

// Linko!'s "Since your move" beside the board at 1280×800 (r34 #5): at
// the reader's turn it shows the story from its first line after the
// reader's move, never pinned to its last lines, and every seat's panel
// stays on the screen.

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserLinkoSinceYourMove plays Linko! against random computers at
// tables of 3, 4 and 5 on a desktop: at each of the reader's first turns
// to play, "Since your move" shows its first line whole under its title
// (the list at its top, nothing faded) and the seats stay on the screen.
// At the table of five, where the seats leave the box little room, four
// long moves told scroll inside it: to its end when the reader comes to
// act (r36 #1), and while the others play, the newest line's start below the fade
// under the title (r34 #5: the attack that mattered was out of sight, the
// first line seen half under the title).
func TestBrowserLinkoSinceYourMove(t *testing.T) {
	e := newBrowserEnv(t)
	for _, n := range []int{3, 4, 5} {
		ctx, act := e.sizedTab("desktop")
		e.openTable(ctx, againstBots("linko", n), "")
		for turn := 1; turn <= 3; turn++ {
			if !playLinkoTurn(t, ctx, act) {
				break
			}
			if bad := sinceInSight(ctx); bad != "" {
				e.screenshot(ctx, fmt.Sprintf("since-%d-failed", n), false)
				t.Errorf("Linko! at %d, the reader's turn %d: %s", n, turn+1, bad)
				break
			}
		}
		e.viewShot(ctx, fmt.Sprintf("linko-since-%d", n))
		if n == 3 {
			checkAttackWord(t, ctx)
		}
		if n == 5 {
			checkSinceScrolls(t, ctx)
			checkLogTurns(t, ctx)
			e.checkCountKept(ctx)
		}
	}
}

// checkCountKept starts a Linko! game of five from the lobby, then comes
// back: the lobby offers five again (r34: back to 3 after a game of 5),
// and the friends' form too. It forgets it after, for the other tests.
func (e *browserEnv) checkCountKept(ctx context.Context) {
	e.t.Helper()
	fail := e.openLobby(ctx, "linko")
	defer cdp(ctx, chromedp.Evaluate[bool](`localStorage.removeItem('tabletop.players.linko') ?? true`))
	for _, sel := range []string{`[data-quick-count="5"]`, "#play-computer"} {
		if err := click(ctx, sel); err != nil {
			fail(err)
		}
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
		fail(err)
	}
	e.openLobby(ctx, "linko")
	if err := setField(ctx, "#game", "linko"); err != nil {
		fail(err)
	}
	got, _ := cdp(ctx, chromedp.Evaluate[[]string](`[document.getElementById('quick-players').value, (document.querySelector('input[name="players"]') || {}).value || '']`))
	if fmt.Sprint(got) != fmt.Sprint([]string{"5", "5"}) {
		e.t.Errorf("back in the lobby after a Linko! game of five, the players offered (quick, with friends): %q, want 5 and 5", got)
	}
}

// againstBots is the body that makes a table of n for game: the reader
// at seat 0, random computers at the others, without a pause.
func againstBots(game string, n int) string {
	return `{"game":"` + game + `","options":{"players":` + itoa(n) + `},"seats":[{"player":"human"}` +
		strings.Repeat(`,{"player":"bot","bot":"random"}`, n-1) + `],"botDelayMs":0}`
}

// openTable makes a table from body and opens its seat 0 in ctx, the
// link's query followed by query ("&lang=fr").
func (e *browserEnv) openTable(ctx context.Context, body, query string) {
	e.t.Helper()
	code, resp := call(e.t, "POST", e.url+"/api/tables", "", body)
	if code != http.StatusCreated {
		e.t.Fatalf("%d %s", code, resp)
	}
	var c created
	if err := json.Unmarshal([]byte(resp), &c); err != nil {
		e.t.Fatal(err)
	}
	e.openSeat(ctx, e.url+c.Seats[0].Join+query)
}

// playLinkoTurn plays the reader's first value's first play, then takes
// each decision with its first button and draws from the pile until the
// reader's turn to play comes again; false where the game ended.
func playLinkoTurn(t *testing.T, ctx context.Context, act func(context.Context, string) error) bool {
	t.Helper()
	wait(t, ctx, `!!document.querySelector('#hand [data-pick]') || !!document.querySelector('#final:not([hidden])')`)
	if ok, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('#hand [data-pick]')`)); !ok {
		return false
	}
	for _, sel := range []string{`#hand [data-pick]`, `#choices button.choice`} {
		if err := act(ctx, sel); err != nil {
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		state, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#final:not([hidden])') ? 'over' : document.querySelector('#hand [data-pick]') ? 'play' : document.querySelector('#table').dataset.toMove !== '0' ? 'others' : document.querySelector('#decision button') ? 'decide' : document.querySelector('#pile.pickable') ? 'draw' : 'wait'`))
		switch state {
		case "over":
			return false
		case "play":
			return true
		case "decide":
			_ = act(ctx, `#decision button`)
		case "draw":
			_ = act(ctx, `#pile.pickable`)
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("the reader's turn to play did not come back")
	return false
}

// sinceInSight says what of "Since your move" is out of sight at the
// reader's turn: its list scrolled from its top, its first line above the
// list's top or under the title, faded; or a seat's panel past the
// screen's foot.
func sinceInSight(ctx context.Context) string {
	bad, _ := cdp(ctx, chromedp.Evaluate[string](`(() => {
		window.scrollTo(0, 0);
		const box = document.querySelector('#latest:not([hidden])');
		const ul = box && box.querySelector('ul'), first = ul && ul.firstElementChild;
		if (first) {
			if (ul.scrollTop > 0 || ul.classList.contains('cut')) return 'its list is scrolled ' + ul.scrollTop + ' px from its first line';
			if (first.getBoundingClientRect().top < box.querySelector(':scope > b').getBoundingClientRect().bottom) return 'its first line is under its title';
		}
		const past = [...document.querySelectorAll('[data-seat-panel]')].find((p) => p.getBoundingClientRect().bottom > innerHeight + 1);
		return past ? 'the panel of seat ' + past.dataset.seatPanel + ' ends past the screen’s foot' : '';
	})()`))
	return bad
}

// checkSinceScrolls tells a "Since your move" beside the table open in
// ctx (a desktop's, five seats under it) four long moves: when the reader
// comes to act the list overflows and stands at its end; while another
// seat's move is told, its newest line starts below the fade under the
// title (style.css ul.cut).
func checkSinceScrolls(t *testing.T, ctx context.Context) {
	t.Helper()
	got, err := cdp(ctx, chromedp.Evaluate[[]float64](`(async () => {
		const { latestBox } = await import('/static/latest.js');
		const linko = await import('/static/linko.js');
		const box = latestBox(0);
		document.querySelector('#table .side').prepend(box.el);
		let index = 0;
		const said = (seat) => { box.begin(); box.add({ index: ++index, event: { kind: 'cards-played', seat, meld: '7' },
			text: 'Computer ' + seat + ' played three 7s, and attacked the 5s that another seat had played, who took them back into their hand and drew two cards.' }, true, linko); };
		[1, 2, 3, 4].forEach(said);
		box.add({ index: ++index, event: { kind: 'turn-passed', seat: 0 }, text: 'It is your turn.' }, false, linko);
		box.draw(false, true, true);
		const ul = () => box.el.querySelector('ul');
		const acting = [ul().scrollHeight - ul().clientHeight, ul().scrollTop];
		box.clear();
		said(1);
		said(2);
		box.draw(false, true, false);
		const newest = ul().querySelector('li.newest');
		const below = newest.getBoundingClientRect().top - ul().getBoundingClientRect().top - 1.1 * parseFloat(getComputedStyle(ul()).fontSize);
		const over = ul().scrollHeight - ul().clientHeight;
		box.el.remove();
		return [...acting, below, over];
	})()`, chromedp.EvalAwaitPromise))
	if err != nil || len(got) != 4 {
		t.Fatalf("\"Since your move\" told four long moves at a table of five: %v (%v)", got, err)
	}
	if got[0] <= 0 {
		t.Errorf("\"Since your move\" at a table of five holds four long moves without scrolling (%.0f px): the test wants them to overflow", got[0])
	}
	if math.Abs(got[1]-got[0]) > 1 {
		t.Errorf("\"Since your move\" at the reader's turn is scrolled %.0f px of %.0f: want its end, the newest move and the turn (r36 #1)", got[1], got[0])
	}
	if got[3] > 0 && got[2] < -0.5 {
		t.Errorf("\"Since your move\", scrolled while the others play, has its newest line's start %.1f px into the fade under its title", -got[2])
	}
}

// checkLogTurns tells "What happened" (log.js) a seat's turn, its three
// draws whose sentences end with the turn unchanged, then another's turn:
// the turn is said where it changes, not again after each draw (r34).
func checkLogTurns(t *testing.T, ctx context.Context) {
	t.Helper()
	got, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const { eventLog } = await import('/static/log.js');
		const ul = document.createElement('ul'), log = eventLog(ul, 0);
		const turn = 'It is Computer 2’s turn.';
		log.add({ index: 0, event: { kind: 'turn-passed', seat: 1 }, text: turn }, true);
		for (const [i, c] of ['4', '3', '1'].entries()) log.add({ index: 1 + i, event: { kind: 'card-drawn', seat: 1 }, text: 'Computer 2 drew a ' + c + ' from the display. ' + turn, turn }, true);
		log.add({ index: 4, event: { kind: 'cards-played', seat: 1 }, text: 'Computer 2 played two 12s. It is your turn.', turn: 'It is your turn.' }, true);
		return [...ul.children].map((li) => li.dataset.index + ' ' + li.textContent);
	})()`, chromedp.EvalAwaitPromise))
	want := []string{"0 It is Computer 2’s turn.", "1 Computer 2 drew a 4 from the display.", "2 Computer 2 drew a 3 from the display.",
		"3 Computer 2 drew a 1 from the display.", "4 Computer 2 played two 12s. It is your turn."}
	if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("\"What happened\" told a turn and three draws:\n got %q\nwant %q (%v)", got, want, err)
	}
}

// checkAttackWord reads what the verb of an attack means (r34 #8: the
// French « subtilynxer » was defined in the lobby alone): "How to play"
// says it, and a play choice that attacks has it as its title, not one
// that attacks nobody.
func checkAttackWord(t *testing.T, ctx context.Context) {
	t.Helper()
	got, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const { attackWord } = await import('/static/linkowhy.js');
		const v = { hand: ['3', '9', '9'], tableaux: [[], ['5']] };
		const rules = [...document.querySelectorAll('#rules p')].map((p) => p.textContent);
		return [rules.find((p) => p.startsWith('To attack:')) || '(none in How to play)', attackWord('9', v, 0) || '(none)', attackWord('3', v, 0) || '(none)'];
	})()`, chromedp.EvalAwaitPromise))
	word := "To attack: to take another player’s top cards by playing as many cards of a higher value."
	if want := []string{word, word, "(none)"}; err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("what an attack is (How to play, a 9 that attacks a 5, a 3 that does not):\n got %q\nwant %q (%v)", got, want, err)
	}
}
