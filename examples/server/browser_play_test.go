package main

// The newcomer's games: each game from the lobby to its end by clicking,
// with the checks made on the way and at the end.

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserPlaysEveryGame plays each game as a newcomer: from the
// lobby's "Play against the computer", to the end, by clicking; LINX on a
// phone's screen. On the way it checks what a player meets: 24 px targets
// on a phone, the marks of the last move and of the scoring, a refused
// move, the keyboard; at the end the breakdown, and the seat taken back
// from the lobby's "your games" and from the table's own page.
func TestBrowserPlaysEveryGame(t *testing.T) {
	e := newBrowserEnv(t)
	games := []newcomerGame{
		{"linko", 30, false, []string{"play"}},
		{"lino", 40, false, []string{"move", "place"}},
		{"linx", 16, true, []string{"up"}},
	}
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			e := &browserEnv{t: t, ts: e.ts, url: e.url, browser: e.browser}
			ctx := e.tab(false)
			if g.phone {
				e.checkLobbyOnPhone(ctx)
			}
			link := e.playComputer(ctx, g.name)
			id := joinTableID(t, link)
			e.checkRules(ctx)
			c := &newcomerChecks{e: e, ctx: ctx, g: g, link: link}
			kinds, clicks, err := playByClicking(ctx, c.atRest, false)
			if err != nil {
				e.screenshot(ctx, g.name+"-failed", false)
				t.Fatalf("after %d clicks: %v", clicks, err)
			}
			t.Logf("%s: %d clicks, moves %v", g.name, clicks, kinds)
			if !c.motion {
				t.Error("no last move was ever marked: its animation was not checked")
			}
			for _, k := range g.kinds {
				if kinds[k] == 0 {
					t.Errorf("no %q move was made by clicking (moves: %v)", k, kinds)
				}
			}
			e.checkGameOver(ctx, g, id)
		})
	}
}

// newcomerGame is a game TestBrowserPlaysEveryGame plays, and how.
type newcomerGame struct {
	name   string
	shotAt int      // events in the log before the README's picture
	phone  bool     // played on a phone's screen
	kinds  []string // kinds of move the game must have offered, and the test clicked
}

// newcomerChecks are the checks TestBrowserPlaysEveryGame makes each time
// the newcomer is to move, and what they have done so far: each is made
// once, at the first rest where it can be.
type newcomerChecks struct {
	e      *browserEnv
	ctx    context.Context
	g      newcomerGame
	link   string // the seat's join link
	rests  int    // times the seat was to move
	shot   bool   // the README's picture was taken
	motion bool   // the last move's animation was checked
}

// atRest is playByClicking's atRest: at the first rest the 24 px targets
// (then the phone's screen, for a game played there) and Lino's keyboard;
// at the second Lino's refused move; at every other the marks, the first
// marked last move's animation, and the README's picture once the log is
// long enough.
func (c *newcomerChecks) atRest() error {
	e, ctx, g := c.e, c.ctx, c.g
	switch c.rests++; {
	case c.rests == 1:
		if err := e.checkTargets(ctx); err != nil {
			return err
		}
		if g.phone {
			e.phone(ctx, true)
		}
		if g.name == "lino" {
			return e.checkKeyboard(ctx)
		}
	case c.rests == 2 && g.name == "lino":
		return e.checkRefusal(ctx, c.link)
	case c.rests == 3 && g.name == "lino":
		return e.checkArrows(ctx)
	}
	if err := e.checkMarks(ctx, g.name); err != nil {
		return err
	}
	if !c.motion {
		if marked, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('#board .last, #seats .last')`)); marked {
			c.motion = true
			if err := e.checkMotion(ctx); err != nil {
				return err
			}
		}
	}
	if c.rests == 6 {
		e.checkWords(ctx, g.name+" mid-game")
	}
	if !c.shot {
		if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#log li').length`)); n >= g.shotAt {
			c.shot = true
			if err := e.readmeShot(ctx, g.name, g.phone); err != nil {
				return err
			}
		}
	}
	// On a desktop the player looks down at the hand, the page scrolled
	// to its foot, as they make each move: the result must come into
	// sight from there (checkGameOver).
	if !g.phone {
		if _, err := cdp(ctx, chromedp.Evaluate[bool](`(scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }), true)`)); err != nil {
			return err
		}
	}
	return nil
}

// checkGameOver checks a newcomer's finished game: the end screen (LINX's
// winning line; nothing sideways on a phone), the seat taken back, the
// replay, and Linko!'s rematch.
func (e *browserEnv) checkGameOver(ctx context.Context, g newcomerGame, id string) {
	if g.phone {
		e.checkResultInSight(ctx, g.name)
	} else {
		// On a desktop too the verdict comes into sight as it appears,
		// wherever the last move left the page scrolled (r22 #7).
		if ok, err := cdp(ctx, chromedp.Evaluate[bool](`(() => {
			const v = document.getElementById('verdict').getBoundingClientRect();
			return v.top >= 0 && v.bottom <= innerHeight;
		})()`)); err != nil || !ok {
			e.screenshot(ctx, g.name+"-result", false)
			e.t.Errorf("the game's verdict is out of sight as it appears (%v)", err)
		}
	}
	e.checkFinal(ctx, id)
	next := e.checkNextLevel(ctx)
	e.checkEndSaidOnce(ctx, g.phone)
	e.checkWords(ctx, g.name+" at the end")
	if g.name == "linx" {
		e.checkWinningLine(ctx)
	}
	if g.phone {
		e.checkNarrow(ctx)
	}
	if updating() {
		e.screenshot(ctx, "browser-"+g.name+"-over", false)
	}
	if e.t.Failed() {
		e.screenshot(ctx, g.name+"-failed", false)
	}
	e.checkSeatBack(ctx, id)
	e.checkReplay(ctx)
	if g.name == "linko" {
		e.checkRematch(ctx, id)
	}
	if next {
		e.playNextLevel(ctx, id)
	}
}

// checkNextLevel checks the end of a game against Easy: won, it offers a
// rematch one level up, Medium (r25 #1); lost, not. It says whether the
// player won.
func (e *browserEnv) checkNextLevel(ctx context.Context) bool {
	e.t.Helper()
	got, _ := cdp(ctx, chromedp.Evaluate[[]string](`[String(!!document.querySelector('#final [data-winner="0"]')), (document.getElementById('next-level') || {}).textContent || '', ((document.getElementById('next-level') || {}).dataset || {}).level || '']`))
	if len(got) != 3 {
		e.t.Fatalf("no end to read: %q", got)
	}
	won := got[0] == "true"
	if want := "Too easy? Play again on Medium"; won && (got[1] != want || got[2] != "medium") {
		e.t.Errorf("a game won against Easy offers %q (level %q), not %q", got[1], got[2], want)
	}
	if !won && got[1] != "" {
		e.t.Errorf("a game lost offers %q", got[1])
	}
	return won
}

// playNextLevel goes back to the finished table id, won against Easy, and
// presses "Too easy? Play again on Medium": the player sits at a new game
// of the same seats, its computers at Medium.
func (e *browserEnv) playNextLevel(ctx context.Context, id string) {
	e.t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/play/"+id)); err != nil {
		e.t.Fatal(err)
	}
	if err := click(ctx, `#take-seat`); err != nil {
		e.t.Fatalf("no way back to the seat: %v", err)
	}
	e.waitEnd(ctx)
	wait(e.t, ctx, `!!document.getElementById('next-level')`)
	// (Pressed, it says the table is being made: page38A, it went grey
	// with no word.)
	said, err := cdp(ctx, chromedp.Evaluate[string](`(() => { const b = document.getElementById('next-level'); if (!b) return 'no button'; b.click(); return b.getAttribute('aria-busy') === 'true' ? b.textContent : ''; })()`))
	if err != nil || said == "no button" {
		e.t.Fatalf("no next level at the end: %q %v", said, err)
	}
	if said != settingUp["en"] {
		e.t.Errorf("the next level pressed says %q, want %q", said, settingUp["en"])
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-seat="0"][data-over="false"]`))); err != nil {
		e.screenshot(ctx, "next-level", false)
		e.t.Fatalf("the next level does not open a new game at the seat: %v", err)
	}
	levels, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const id = location.pathname.split('/').pop();
		const { api } = await import('/static/dom.js');
		const { botLevel } = await import('/static/levels.js');
		const info = await api('GET', '/api/tables/' + id);
		return [id, ...info.seats.map((x) => x.player === 'bot' ? botLevel(x.bot, x.options) : x.player)];
	})()`, chromedp.EvalAwaitPromise))
	if err != nil || len(levels) < 3 || levels[0] == id || levels[1] != "human" || slices.ContainsFunc(levels[2:], func(l string) bool { return l != "Medium" }) {
		e.t.Errorf("the next level's table (its id, then its seats): %q (%v), want a new table of the player and computers at Medium", levels, err)
	}
}

// openLobby opens the lobby and waits for it, and returns what a failure
// in it calls: a screenshot of the lobby, then the test's end.
func (e *browserEnv) openLobby(ctx context.Context, game string) (fail func(error)) {
	e.t.Helper()
	fail = func(err error) {
		e.t.Helper()
		e.screenshot(ctx, game+"-lobby", false)
		e.t.Fatalf("lobby: %v", err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		fail(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS("#play-computer"))); err != nil {
		fail(err)
	}
	return fail
}

// playComputer plays as a newcomer does: in the lobby, choose the game and
// click "Play against the computer" (at Easy); the page goes to the new
// seat. It returns the seat's address.
func (e *browserEnv) playComputer(ctx context.Context, game string) string {
	e.t.Helper()
	fail := e.openLobby(ctx, game)
	labels, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#level option')].map(o => o.textContent)`))
	if err != nil {
		fail(err)
	}
	for _, want := range []string{"Easy", "Medium", "Hard"} {
		if !slices.Contains(labels, want) {
			fail(fmt.Errorf("the difficulties offered are %q: no %s", labels, want))
		}
	}
	// Medium is offered first: a fair opponent for a newcomer. The tests
	// play Easy, whose moves take no search: their whole games stay quick.
	if first, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('level').value`)); first != "medium" {
		fail(fmt.Errorf("the level offered first is %q, not Medium", first))
	}
	for _, f := range [][2]string{{"#game", game}, {"#level", "easy"}} {
		if err := setField(ctx, f[0], f[1]); err != nil {
			fail(err)
		}
	}
	// On a phone the main button stands on the first screen, under a
	// browser's bars (a 390×844 screen shows some 650 px of the page).
	if bottom, _ := cdp(ctx, chromedp.Evaluate[float64](`(() => { window.scrollTo(0, 0);
		return innerWidth > 700 ? 0 : document.getElementById('play-computer').getBoundingClientRect().bottom; })()`)); bottom > 640 {
		fail(fmt.Errorf("on a phone \"Play against the computer\" ends %.0f px down the page, past its first screen", bottom))
	}
	if err := click(ctx, "#play-computer"); err != nil {
		fail(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
		msg, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('app').textContent`))
		fail(fmt.Errorf("no table after one click: %v (the page says %q)", err, msg))
	}
	link, err := cdp(ctx, chromedp.Evaluate[string](`location.href`))
	if err != nil {
		fail(err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`window.notReloaded = true`)); err != nil {
		fail(err)
	}
	return link
}

// pageProbe says what a table page offers now.
const pageProbe = `(() => {
	const t = document.getElementById('table');
	if (!t || !t.dataset.over) return 'loading';
	if (t.dataset.over === 'true' && !document.getElementById('final').hidden) return 'over';
	if (document.body.dataset.busy) return 'busy';
	if (document.getElementById('next-round')) return 'next';
	if (document.querySelector('[data-move]:not([disabled])')) return 'move';
	if (document.querySelector('[data-pick]:not([disabled])')) return 'pick';
	return 'wait';
})()`

// playByClicking plays a seat's page to the end of the game: it clicks
// the first enabled legal choice (the last, if asked), or first the piece
// of a two-step choice and then its target. atRest, if not nil, is called
// each time the seat is to move (nobody else can move then: the game is at
// rest). It counts the moves it made by their kind ("play", "draw pile",
// "up"...). A LINX round just won, held on the board, must show its
// winning line before "Next round" goes on.
func playByClicking(ctx context.Context, atRest func() error, last bool) (verbs map[string]int, clicks int, err error) {
	verbs = map[string]int{}
	deadline := time.Now().Add(browserGameTimeout)
	refused := 0
	for time.Now().Before(deadline) {
		state, err := cdp(ctx, chromedp.Evaluate[string](pageProbe))
		if err != nil {
			return verbs, clicks, err
		}
		switch state {
		case "over":
			return verbs, clicks, nil
		case "next":
			lined, err := cdp(ctx, chromedp.Evaluate[bool](`(() => {
				const won = document.getElementById('round-won');
				if (!document.getElementById('next-round')) return true; // the match ended meanwhile
				return !!won && (won.dataset.blocked !== undefined || won.querySelectorAll('svg.grid .stack.line').length === 3);
			})()`))
			if err != nil || !lined {
				return verbs, clicks, fmt.Errorf("a round won is held on the board without its line marked (%v)", err)
			}
			// (The match may end meanwhile, and the button go: look again.)
			cctx, cancel := context.WithTimeout(ctx, 3*time.Second)
			_, err = chromedp.Run(cctx, chromedp.Click(chromedp.CSS(`#next-round`), chromedp.AtLeast(0)))
			cancel()
			if err != nil && ctx.Err() != nil {
				return verbs, clicks, err
			}
		case "move", "pick":
			if atRest != nil {
				if err := atRest(); err != nil {
					return verbs, clicks, err
				}
			}
			sel := `[data-move]:not([disabled])`
			if state == "pick" {
				sel = `[data-pick]:not([disabled])`
			}
			// Mark the choice to click, the first or the last, and read its move.
			move, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
				document.querySelectorAll('[data-test-next]').forEach(el => el.removeAttribute('data-test-next'));
				const all = document.querySelectorAll(`+jsValue(sel)+`);
				const el = all[`+jsValue(last)+` ? all.length - 1 : 0];
				if (!el) return '';
				el.setAttribute('data-test-next', '');
				return el.dataset.kind || '';
			})()`))
			if err != nil {
				return verbs, clicks, err
			}
			cctx, cancel := context.WithTimeout(ctx, 3*time.Second)
			_, err = chromedp.Run(cctx, chromedp.Click(chromedp.CSS(`[data-test-next]`), chromedp.AtLeast(0)))
			cancel()
			if err != nil {
				// The page was drawn again between the mark and the click
				// (an event came): look again, while the game's time lasts.
				if ctx.Err() != nil {
					return verbs, clicks, err
				}
				continue
			}
			clicks++
			if move != "" {
				verbs[move]++
			}
			msg, err := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('error').textContent`))
			if err != nil {
				return verbs, clicks, err
			}
			if msg != "" {
				if refused++; refused > 3 {
					return verbs, clicks, fmt.Errorf("the server refuses the page's moves: %s", msg)
				}
			}
		default:
			time.Sleep(15 * time.Millisecond)
		}
	}
	return verbs, clicks, fmt.Errorf("the game is not over after %v", browserGameTimeout)
}

// public is the server's public state of a table.
type publicTable struct {
	Game string `json:"game"`
	View struct {
		Scores  []int           `json:"scores"`
		Winners []int           `json:"winners"`
		Over    bool            `json:"over"`
		Known   json.RawMessage `json:"known"`
		Round   int             `json:"round"` // LINX's last round, from 1
	} `json:"view"`
}

func (e *browserEnv) public(id string) publicTable {
	e.t.Helper()
	res, err := http.Get(e.url + "/api/tables/" + id)
	if err != nil {
		e.t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	var p publicTable
	if err := json.Unmarshal(body, &p); err != nil {
		e.t.Fatalf("GET /api/tables/%s: %v: %s", id, err, body)
	}
	return p
}

// checkFinal compares the final screen with the server's scores and winners.
func (e *browserEnv) checkFinal(ctx context.Context, id string) {
	e.t.Helper()
	if live, err := cdp(ctx, chromedp.Evaluate[bool](`window.notReloaded === true`)); err != nil || !live {
		e.t.Errorf("the page was loaded again during the game (%v)", err)
	}
	p := e.public(id)
	if !p.View.Over {
		e.t.Fatalf("the page shows the end, but the server says the game %s is not over", id)
	}
	type final struct {
		Scores  map[string]string `json:"scores"`
		Winners []int             `json:"winners"`
		Verdict string            `json:"verdict"`
	}
	f, err := cdp(ctx, chromedp.Evaluate[final](`({
		scores: Object.fromEntries([...document.querySelectorAll('#final [data-score]')].map(td => [td.dataset.score, td.textContent])),
		winners: [...document.querySelectorAll('#final [data-winner]')].map(x => +x.dataset.winner),
		verdict: document.getElementById('verdict').textContent,
	})`))
	if err != nil {
		e.t.Fatal(err)
	}
	if len(f.Scores) != len(p.View.Scores) {
		e.t.Errorf("the final screen shows %d scores, the server %v", len(f.Scores), p.View.Scores)
	}
	for i, sc := range p.View.Scores {
		if got := strings.ReplaceAll(f.Scores[strconv.Itoa(i)], "−", "-"); got != strconv.Itoa(sc) {
			e.t.Errorf("seat %d: the final screen shows the score %q, the server %d", i, got, sc)
		}
	}
	if !slices.Equal(f.Winners, p.View.Winners) || len(f.Winners) == 0 {
		e.t.Errorf("the final screen shows the winners %v, the server %v", f.Winners, p.View.Winners)
	}
	if f.Verdict == "" {
		e.t.Error("the final screen says nothing of who won")
	}
	// (The view may say the game is over before its last events come.)
	if p.Game == "linx" {
		// Every round's result, the first's too (a match of three said
		// only the last two), said once: in the table's columns, with no
		// sentence of them all over it (r24 #10b: the heading, a bold
		// sentence of every round, then the table).
		heads, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#final thead th')].map((th) => th.textContent)`))
		for r := 1; r <= p.View.Round; r++ {
			if err != nil || !slices.Contains(heads, fmt.Sprintf("Round %d", r)) {
				e.t.Errorf("LINX's result has the columns %q (%v): round %d's is not said", heads, err, r)
			}
		}
		if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#why-ended').length`)); n != 0 {
			e.t.Error("LINX's result says its rounds' winners in a sentence as well as in its table")
		}
	} else if why, err := cdp(ctx, chromedp.Poll[string](`(document.getElementById('why-ended') || {}).textContent`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil || strings.TrimSpace(why) == "" {
		e.t.Errorf("beside the result, nothing says how the game ended: %q (%v)", why, err)
	}
	ok, err := cdp(ctx, chromedp.Evaluate[bool](`(() => { const a = document.getElementById('new-game'); return !!a && a.offsetParent !== null; })()`))
	if err != nil || !ok {
		e.t.Errorf("no visible new game button at the end (%v)", err)
	}
	if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.body.innerText.split('Game over').length - 1`)); n != 1 {
		e.t.Errorf("the end says \"Game over\" %d times", n)
	}
	// Lino's end, its count of both players' runs, is the result box's:
	// "The game's last moves" would list the others' runs alone (r30 #5).
	if shown, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('#latest:not([hidden])')`)); p.Game == "lino" && shown {
		e.t.Error("Lino's end shows \"The game's last moves\": the computer's runs, none of the player's")
	}
	// The game's last moves, at the end, take the room of what they say:
	// no tall box mostly empty (it kept the most it had had in the game),
	// and on a phone none of them cut.
	latestFits := `(() => {
		const el = document.querySelector('#latest:not([hidden])');
		if (!el) return '';
		const ul = el.querySelector('ul'), head = el.querySelector('b');
		const empty = el.getBoundingClientRect().height - head.getBoundingClientRect().height - ul.getBoundingClientRect().height;
		if (empty > 40) return Math.round(empty) + ' px of it empty';
		return ul.scrollHeight > ul.clientHeight + 1 ? 'its moves cut (' + ul.scrollHeight + ' px in ' + ul.clientHeight + ')' : '';
	})()`
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](latestFits)); bad != "" {
		e.t.Errorf("at the end on a desktop, the game's last moves: %s", bad)
	}
	// On a phone the score table fits: no column cut, nothing to scroll.
	e.phone(ctx, true)
	// The header says the game is finished, on a phone too.
	if conn, _ := cdp(ctx, chromedp.Evaluate[float64](`document.getElementById('conn').getBoundingClientRect().width`)); conn < 1 {
		e.t.Errorf("on a phone the header does not say the game is finished")
	}
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](latestFits)); bad != "" {
		e.t.Errorf("at the end on a phone, the game's last moves: %s", bad)
	}
	over, err := cdp(ctx, chromedp.Evaluate[int](`(() => { const s = document.querySelector('#final .scroll'); return s.scrollWidth - s.clientWidth; })()`))
	e.screenshot(ctx, p.Game+"-over-phone", false)
	if err != nil || over > 0 {
		e.t.Errorf("on a phone the final score table is %d px too wide (%v)", over, err)
	}
	e.checkNarrow(ctx)
	e.phone(ctx, false)
	e.t.Logf("%s %s: scores %v, winners %v: %s", p.Game, id, p.View.Scores, p.View.Winners, f.Verdict)
}

// checkRules fails the test if the table has no rules to read.
func (e *browserEnv) checkRules(ctx context.Context) {
	e.t.Helper()
	n, err := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#rules summary').length && document.querySelectorAll('#rules p').length`))
	if err != nil || n < 3 {
		e.t.Errorf("the table has %d paragraphs of rules (%v)", n, err)
	}
}

// readmeShot takes the README's picture of a game: mid-game, with the
// first piece of a two-step choice picked, if any, to show its targets;
// on a desktop's screen, and also on a phone's for a game played there.
func (e *browserEnv) readmeShot(ctx context.Context, name string, phone bool) error {
	picked, err := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('.picked') || !document.querySelector('[data-pick]:not([disabled])')`))
	if err != nil {
		return err
	}
	if !picked {
		if err := click(ctx, `[data-pick]:not([disabled])`); err != nil {
			return err
		}
	}
	time.Sleep(time.Second) // the last move's mark ends its pulse
	if phone {
		e.checkNarrow(ctx)
		e.screenshot(ctx, "browser-"+name+"-phone", true)
		e.phone(ctx, false)
		defer e.phone(ctx, true)
	}
	e.screenshot(ctx, "browser-"+name, true)
	return nil
}

// checkEndSaidOnce checks the end of a game: no turn left told beside the
// result ("It is your turn."), the last moves' box titled as the game's
// last, no details fold without its summary (Chromium's English
// "Details"), on a phone a status box no higher than its words; and the
// result stays on screen when the screen changes (a phone's emulation
// set again: once the page showed two empty boxes).
func (e *browserEnv) checkEndSaidOnce(ctx context.Context, phone bool) {
	e.t.Helper()
	check := `(() => {
		const out = [];
		const latest = document.getElementById('latest');
		if (latest && !latest.hidden) {
			if (/your turn/i.test(latest.textContent)) out.push('"Since your move" still says: ' + latest.textContent);
			if (!/last moves/.test(latest.querySelector('b').textContent)) out.push('the box of the last moves is titled ' + latest.querySelector('b').textContent);
		}
		if (document.querySelector('details:not(:has(> summary))')) out.push('a fold has no summary');
		const s = document.getElementById('status'), turn = s.querySelector('.turn');
		if (s.getBoundingClientRect().height > turn.getBoundingClientRect().height + 40) out.push('the status box is ' + Math.round(s.getBoundingClientRect().height) + ' px high for one line');
		const f = document.getElementById('final');
		if (f.hidden || !document.getElementById('verdict') || document.getElementById('board').getBoundingClientRect().height < 100) out.push('the result or the board is gone');
		return out;
	})()`
	for _, step := range []string{"at the end", "after the screen changed"} {
		if step != "at the end" {
			e.phone(ctx, !phone)
			e.phone(ctx, phone)
		}
		got, err := cdp(ctx, chromedp.Evaluate[[]string](check))
		if err != nil {
			e.t.Error(err)
		}
		for _, g := range got {
			e.t.Errorf("%s: %s", step, g)
		}
	}
}
