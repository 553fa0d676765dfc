package main

// A seat's memory: the seat taken back, the replay, the rematch; and two
// seats at one table, each seeing only its own view.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// checkSeatBack leaves the table for the lobby and comes back to the seat
// twice, as a player who lost the tab would: from the lobby's "your
// games", and from the table's address without the seat's link.
func (e *browserEnv) checkSeatBack(ctx context.Context, id string) {
	e.t.Helper()
	seatPage := `#table[data-seat="0"][data-over]`
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		e.t.Fatal(err)
	}
	back := fmt.Sprintf(`#my-games [data-back=%q]`, id)
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(back))); err != nil {
		e.screenshot(ctx, "my-games", false)
		e.t.Fatalf("the lobby's games do not list the table just played: %v", err)
	}
	// (the line is drawn before the server's list of tables says how the
	// game stands)
	row := fmt.Sprintf(`(document.querySelector('#my-games [data-my-game=%q]') || {}).textContent || ''`, id)
	if _, err := cdp(ctx, chromedp.Poll[bool]("("+row+`).includes('finished')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		said, _ := cdp(ctx, chromedp.Evaluate[string](row))
		e.t.Errorf("the lobby's games list the table just played as %q, not finished", said)
	}
	if err := click(ctx, back); err != nil {
		e.t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(seatPage))); err != nil {
		e.t.Fatalf("the lobby's link does not open the seat again: %v", err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/play/"+id)); err != nil {
		e.t.Fatal(err)
	}
	// (the banner is drawn anew as the table's events arrive: a click on
	// the link being replaced is lost, and a person clicks again, unless
	// the page has already gone to the seat)
	clickIfThere := func(ctx context.Context, sel string) error {
		if there, err := cdp(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`!!document.querySelector(%q)`, sel))); err != nil || !there {
			return err
		}
		return click(ctx, sel)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#take-seat`))); err != nil {
		e.screenshot(ctx, "take-seat", false)
		e.t.Fatalf("the table's page offers no way back to the seat: %v", err)
	}
	if err := actUntil(ctx, clickIfThere, `#take-seat`, fmt.Sprintf(`!!document.querySelector(%q)`, seatPage)); err != nil {
		e.screenshot(ctx, "take-seat", false)
		e.t.Fatalf("\"take my seat back\" does not open the seat: %v", err)
	}
	e.waitEnd(ctx)
}

// waitEnd waits until a finished table's page has every event (its
// stream says the game is over): the end screen then stays put.
func (e *browserEnv) waitEnd(ctx context.Context) {
	e.t.Helper()
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#conn[data-state="done"]`))); err != nil {
		e.t.Fatalf("the page never has the game's end: %v", err)
	}
}

// checkReplay opens the replay of the game just played from its end
// screen, and steps through it: it opens at the deal, the player called
// "You" as at the table; then the end, the deal, the next move, by its
// buttons and by its keys; no
// instruction to play, no glyph a font may lack.
func (e *browserEnv) checkReplay(ctx context.Context) {
	e.t.Helper()
	if err := click(ctx, `#watch-replay`); err != nil {
		e.t.Fatalf("no replay at the end: %v", err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#status [data-step]`))); err != nil {
		e.screenshot(ctx, "replay", false)
		e.t.Fatalf("the replay does not show: %v", err)
	}
	step := func() string {
		s, err := cdp(ctx, chromedp.Poll[string](`(document.querySelector('#status [data-step]') || {dataset: {}}).dataset.step`, chromedp.WithPollingTimeout(browserStepTimeout)))
		if err != nil {
			e.screenshot(ctx, "replay", false)
			e.t.Fatalf("the replay shows no step: %v", err)
		}
		return s
	}
	if at := step(); at != "0" {
		e.t.Errorf("the replay opens at step %s, not at the deal", at)
	}
	you, _ := cdp(ctx, chromedp.Evaluate[string](`(document.querySelector('[data-seat-panel="0"]') || {}).textContent || ''`))
	if !strings.Contains(you, "You") {
		e.t.Errorf("the replay calls the player %q, not You", you)
	}
	last, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('replay-step').max`))
	for _, c := range []struct{ button, want string }{{"#replay-last", last}, {"#replay-first", "0"}, {"#replay-next", "1"}} {
		if err := click(ctx, c.button); err != nil {
			e.t.Fatal(err)
		}
		if got := step(); got != c.want {
			e.t.Errorf("after %s the replay shows step %s, not %s", c.button, got, c.want)
		}
	}
	// The keys do as the buttons say (r30 #9: End did nothing), and the
	// line under them says so.
	jump := "10"
	if n, _ := strconv.Atoi(last); n < 10 {
		jump = last
	}
	for _, c := range []struct{ key, name, want string }{{kb.End, "End", last}, {kb.Home, "Home", "0"}, {kb.PageDown, "Page Down", jump}, {kb.PageUp, "Page Up", "0"}, {kb.ArrowRight, "→", "1"}} {
		if _, err := cdp(ctx, chromedp.KeyEvent(c.key)); err != nil {
			e.t.Fatal(err)
		}
		if got := step(); got != c.want {
			e.t.Errorf("after %s the replay shows step %s, not %s", c.name, got, c.want)
		}
	}
	if keys, _ := cdp(ctx, chromedp.Evaluate[string](`(document.getElementById('replay-keys') || {}).textContent || ''`)); !strings.Contains(keys, "Home") || !strings.Contains(keys, "End") {
		e.t.Errorf("the replay's line of keys says %q", keys)
	}
	if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#board [data-move], #board [data-pick], #says').length`)); n != 0 {
		e.t.Errorf("the replay offers %d moves or instructions to play", n)
	}
	if controls, _ := cdp(ctx, chromedp.Text(`.replay-controls`)); strings.ContainsAny(controls, "⏮⏭") {
		e.t.Errorf("the replay's buttons hold glyphs a font may lack: %q", controls)
	}
	e.checkWords(ctx, "the replay")
	text, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('replay-text').textContent`))
	if text == "" || strings.Contains(text, "=") {
		e.t.Errorf("the replay's move says %q", text)
	}
	// What the move did is said beside the move counter, above the board,
	// at both sizes (#38 r22: on a phone it sat under the board and the hand).
	for _, size := range []string{"desktop", "phone"} {
		e.phone(ctx, size == "phone")
		if above, err := cdp(ctx, chromedp.Evaluate[bool](`document.getElementById('replay-text').getBoundingClientRect().bottom <= document.getElementById('board').getBoundingClientRect().top`)); err != nil || !above {
			e.screenshot(ctx, "replay-said-"+size, false)
			e.t.Errorf("on a %s the replay's \"This move\" is not above the board (%v)", size, err)
		}
	}
	e.screenshot(ctx, "replay-phone", false)
	e.phone(ctx, false)
}

// checkRematch goes back to the finished table and asks for a rematch: the
// page sits the player at a new game of the same seats.
func (e *browserEnv) checkRematch(ctx context.Context, id string) {
	e.t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/play/"+id)); err != nil {
		e.t.Fatal(err)
	}
	if err := click(ctx, `#take-seat`); err != nil {
		e.screenshot(ctx, "rematch-take-seat", false)
		e.t.Fatalf("no way back to the seat for a rematch: %v", err)
	}
	e.waitEnd(ctx)
	if err := click(ctx, `#rematch`); err != nil {
		e.t.Fatalf("no rematch at the end: %v", err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-seat="0"][data-over="false"]`))); err != nil {
		e.screenshot(ctx, "rematch", false)
		e.t.Fatalf("the rematch does not open a new game at the seat: %v", err)
	}
	at, _ := cdp(ctx, chromedp.Evaluate[string](`location.pathname`))
	if at == "/play/"+id {
		e.t.Errorf("the rematch is the same table")
	}
	// At the player's first turn of the new game (the computers may have
	// begun it), the box beside the board tells the last moves, not
	// "Since your move": the player has made none.
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-to-move="0"]`))); err != nil {
		e.t.Fatalf("the rematch never comes to the player: %v", err)
	}
	if head, _ := cdp(ctx, chromedp.Evaluate[string](`(document.querySelector('#latest > b') || {}).textContent || ''`)); head == "Since your move" {
		e.screenshot(ctx, "rematch-since", false)
		e.t.Errorf("before the player's first move of a rematch the panel says %q", head)
	}
	// The lobby lists the rematch, to continue at the player's turn, in
	// place of the game it came from (r30 #7: a row each).
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		e.t.Fatal(err)
	}
	row := fmt.Sprintf(`(document.querySelector('#my-going [data-my-game=%q]') || {}).textContent || ''`, strings.TrimPrefix(at, "/play/"))
	if _, err := cdp(ctx, chromedp.Poll[bool]("("+row+`).includes('your turn')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		said, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('my-games').innerText`))
		e.screenshot(ctx, "rematch-lobby", false)
		e.t.Errorf("the lobby does not list the rematch to continue at the player's turn: %q (%v)", said, err)
	}
	if n, _ := cdp(ctx, chromedp.Evaluate[int](fmt.Sprintf(`document.querySelectorAll('#my-games [data-my-game=%q]').length`, id))); n != 0 {
		e.t.Errorf("the lobby lists the game a rematch replaced")
	}
}

// TestBrowserSeatSeesOnlyItsView seats two people at a Linko! table, each in
// a browser context of its own, and plays the game out by clicking in both;
// whenever the second is to move (nobody else can move then), its page must
// show of the first seat's hand only the cards every seat knows, and hold
// nothing of the first seat's secrets. Midway the test drops every
// connection: the pages must resume their event streams, nothing twice and
// nothing lost.
func TestBrowserSeatSeesOnlyItsView(t *testing.T) {
	e := newBrowserEnv(t)
	a := e.tab(false)
	b := e.tab(true)
	links := e.createTable(a, "linko", map[string]any{"players": 3, "seed": "11"}, []string{"human", "human", "bot:easy"})
	id := joinTableID(t, links[0])
	tokenA := joinQuery(t, links[0], "token")
	e.openSeat(a, links[0])
	e.openSeat(b, links[1])

	checks := 0
	atRestB := func() error {
		if err := e.checkOnlyKnown(b, id, tokenA); err != nil {
			return err
		}
		checks++
		return nil
	}
	dropped := false
	clicksA := 0
	atRestA := func() error {
		if clicksA++; clicksA == 10 && !dropped {
			dropped = true
			e.ts.CloseClientConnections() // every event stream breaks
		}
		return nil
	}
	verbsA, verbsB, errA, errB := playBoth(a, b, atRestA, atRestB)
	t.Logf("moves of seat 0 %v, of seat 1 %v", verbsA, verbsB)
	if errA == nil && errB == nil {
		for _, v := range []string{"play", "take", "leave", "takeback", "draw pile", "draw"} {
			if verbsA[v]+verbsB[v] == 0 {
				t.Errorf("no %q move was made by clicking", v)
			}
		}
	}
	if errA != nil || errB != nil {
		e.screenshot(a, "two-seats-a-failed", false)
		e.screenshot(b, "two-seats-b-failed", false)
		t.Fatalf("seat 0: %v; seat 1: %v", errA, errB)
	}
	if checks == 0 {
		t.Error("seat 1 was never to move: nothing was checked")
	}
	if !dropped {
		t.Error("the connections were never dropped")
	}
	e.checkFinal(a, id)
	e.checkFinal(b, id)
	// Where people play together, each reads plainly where they sit.
	for seat, ctx := range []context.Context{a, b} {
		if who, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#status .who').textContent`)); who != fmt.Sprintf("You play at seat %d", seat+1) {
			t.Errorf("seat %d's table says %q of its seat", seat, who)
		}
	}
	e.checkLogsWhole(id, map[string]context.Context{"seat 0": a, "seat 1": b})
	t.Logf("seat 1's view checked at %d decisions", checks)
	named, err := cdp(b, chromedp.Evaluate[bool](`document.querySelector('[data-seat-panel="0"]').textContent.includes('Ana') &&
		[...document.querySelectorAll('#log li')].some((li) => li.textContent.startsWith('Ana played'))`))
	if err != nil || !named {
		t.Errorf("seat 1's page does not call seat 0 by its name, Ana (%v)", err)
	}
	e.checkSpectator(b, id)
}

// createTable fills the lobby's form "with friends, or your own
// settings" and creates a table with several people, the creator named
// Ana; it returns the join links of the human seats, by seat.
func (e *browserEnv) createTable(ctx context.Context, game string, options map[string]any, seats []string) map[int]string {
	e.t.Helper()
	fail := e.openLobby(ctx, game)
	if err := click(ctx, "#custom > summary"); err != nil {
		fail(err)
	}
	if err := setField(ctx, "#game", game); err != nil {
		fail(err)
	}
	if err := setField(ctx, "#your-name", "Ana"); err != nil { // the creator, at the first human seat
		fail(err)
	}
	keys := make([]string, 0, len(options))
	for k := range options {
		keys = append(keys, k)
	}
	sort.Strings(keys) // players first would not matter: seats are set last
	for _, k := range keys {
		if err := setField(ctx, "#opt-"+k, options[k]); err != nil {
			fail(err)
		}
	}
	for i, p := range seats {
		if err := setField(ctx, fmt.Sprintf(`[data-seat-player="%d"]`, i), p); err != nil {
			fail(err)
		}
	}
	if err := setField(ctx, "#botDelayMs", 0); err != nil {
		fail(err)
	}
	if err := click(ctx, "#create"); err != nil {
		fail(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS("#created [data-join]"))); err != nil {
		msg, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('lobby-error').textContent`))
		fail(fmt.Errorf("%v (the lobby says %q)", err, msg))
	}
	links, err := cdp(ctx, chromedp.Evaluate[map[string]string](`Object.fromEntries([...document.querySelectorAll('#created [data-join]')].map(a => [a.dataset.join, a.href]))`))
	if err != nil {
		fail(err)
	}
	out := map[int]string{}
	for k, v := range links {
		n, _ := strconv.Atoi(k)
		out[n] = v
	}
	if len(out) != strings.Count(strings.Join(seats, ","), "human") {
		fail(fmt.Errorf("join links %v for seats %v", out, seats))
	}
	return out
}

// checkOnlyKnown checks, when seat 1 is to move, that its page b shows of
// seat 0's hand exactly the cards every seat knows, draws seat 1's own
// hand, and holds nothing of seat 0's token.
func (e *browserEnv) checkOnlyKnown(b context.Context, id, tokenA string) error {
	p := e.public(id)
	var known [][]string
	if err := json.Unmarshal(p.View.Known, &known); err != nil || len(known) < 1 {
		return fmt.Errorf("the server's known cards %s: %v", p.View.Known, err)
	}
	want := map[string]int{}
	for _, c := range known[0] {
		want[c]++
	}
	type page struct {
		Known    map[string]int `json:"known"`
		HandSeat string         `json:"handSeat"`
		Secret   bool           `json:"secret"`
	}
	got, err := cdp(b, chromedp.Evaluate[page](fmt.Sprintf(`({
		known: Object.fromEntries([...document.querySelectorAll('[data-known-of="0"] .kgroup')].map(g => [g.dataset.value, +g.dataset.count])),
		handSeat: (document.getElementById('hand') || {dataset: {}}).dataset.seat || '',
		secret: document.documentElement.outerHTML.includes(%q),
	})`, tokenA)))
	if err != nil {
		return err
	}
	if got.HandSeat != "1" {
		return fmt.Errorf("seat 1's page draws the hand of seat %q", got.HandSeat)
	}
	if got.Secret {
		return fmt.Errorf("seat 1's page holds seat 0's token")
	}
	if len(got.Known) != len(want) {
		return fmt.Errorf("seat 1's page shows %v of seat 0's hand; everybody knows %v", got.Known, want)
	}
	for c, n := range want {
		if got.Known[c] != n {
			return fmt.Errorf("seat 1's page shows %v of seat 0's hand; everybody knows %v", got.Known, want)
		}
	}
	return nil
}

// playBoth plays one game by clicking in two seats' pages at once, a
// clicking the first choice and b the last (between them the two seats
// make every kind of Linko! move), and returns what each playByClicking
// returned. When one seat fails, the other stops too, rather than wait for
// a game that cannot end.
func playBoth(a, b context.Context, atRestA, atRestB func() error) (verbsA, verbsB map[string]int, errA, errB error) {
	var wg sync.WaitGroup
	wg.Add(2)
	ctxA, stopA := context.WithCancel(a)
	ctxB, stopB := context.WithCancel(b)
	go func() {
		defer wg.Done()
		if verbsA, _, errA = playByClicking(ctxA, atRestA, false); errA != nil {
			stopB()
		}
	}()
	go func() {
		defer wg.Done()
		if verbsB, _, errB = playByClicking(ctxB, atRestB, true); errB != nil {
			stopA()
		}
	}()
	wg.Wait()
	stopA()
	stopB()
	return verbsA, verbsB, errA, errB
}

// checkLogsWhole checks that each page's log holds every event of the
// table once, in order, to the last.
func (e *browserEnv) checkLogsWhole(id string, pages map[string]context.Context) {
	t := e.t
	var n struct {
		Events int `json:"events"`
	}
	res, err := http.Get(e.url + "/api/tables/" + id)
	if err != nil {
		t.Fatal(err)
	}
	json.NewDecoder(res.Body).Decode(&n)
	res.Body.Close()
	for name, ctx := range pages {
		idx, err := cdp(ctx, chromedp.Evaluate[[]int](`[...document.querySelectorAll('#log li')].map(li => +li.dataset.index)`))
		if err != nil {
			t.Fatal(err)
		}
		if len(idx) == 0 || idx[len(idx)-1] != n.Events-1 {
			t.Errorf("%s: the log ends at event %v of %d", name, idx[len(idx)-1:], n.Events)
			continue
		}
		for k := 1; k < len(idx); k++ {
			if idx[k] != idx[k-1]+1 {
				t.Errorf("%s: the log has event %d after event %d", name, idx[k], idx[k-1])
				break
			}
		}
	}
}

// checkSpectator opens the finished table as a spectator, whose page shows
// the end too, and then with a wrong token, which shows the server's
// refusal and nothing of the game.
func (e *browserEnv) checkSpectator(b context.Context, id string) {
	t := e.t
	if err := chromedp.Do(b, chromedp.Navigate(e.url+"/play/"+id)); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(b, chromedp.WaitVisible(chromedp.CSS(`#final [data-winner]`))); err != nil {
		e.screenshot(b, "spectator-failed", false)
		t.Fatalf("the spectator's page shows no winner: %v", err)
	}
	if _, err := cdp(b, chromedp.Evaluate[chromedp.Void](`window.notReloaded = true`)); err != nil {
		t.Fatal(err)
	}
	e.checkFinal(b, id)
	if err := chromedp.Do(b, chromedp.Navigate(e.url+"/play/"+id+"?seat=0&token=0123")); err != nil {
		t.Fatal(err)
	}
	msg, err := cdp(b, chromedp.Poll[string](`(document.querySelector('#app .oops .error') || {}).textContent`, chromedp.WithPollingTimeout(browserStepTimeout)))
	if err != nil {
		t.Fatalf("a wrong token shows no message: %v", err)
	}
	if n, _ := cdp(b, chromedp.Evaluate[int](`document.querySelectorAll('#hand, #board, .card').length`)); n != 0 {
		t.Errorf("with a wrong token the page still draws %d things of the game", n)
	}
	t.Logf("a wrong token: %q", msg)
}

// joinQuery returns the value of key in a join link's query, and fails
// the test if it has none.
func joinQuery(t *testing.T, link, key string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil || u.Query().Get(key) == "" {
		t.Fatalf("link %q has no %s", link, key)
	}
	return u.Query().Get(key)
}
