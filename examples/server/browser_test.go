package main

// End-to-end tests of the page in a real, headless Chromium: the lobby
// creates a table of each game, and the test plays it to the end by
// clicking, as a person would.
//
// They need Chromium (Debian: apt-get install -y chromium; or set CHROMIUM
// to a Chrome or Chromium binary) and skip without it, and with -short.
// go test -run Browser -update-screenshots (or TABLETOP_SCREENSHOTS=1)
// rewrites the README's pictures in testdata/; a failing test writes
// pictures of its pages into a temporary directory that it names.

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// -update-screenshots (or TABLETOP_SCREENSHOTS=1) writes each game's
// screenshots into testdata/, for the README.
var updateScreenshots = flag.Bool("update-screenshots", false, "write the browser tests' screenshots into testdata/ (for the README)")

// updating reports whether the README's screenshots are to be written.
func updating() bool { return *updateScreenshots || os.Getenv("TABLETOP_SCREENSHOTS") != "" }

// browserGameTimeout bounds one game played by clicking; the three games
// together take some 20 s on two cores.
const browserGameTimeout = 60 * time.Second

// chromium finds a Chromium or Chrome to drive: $CHROMIUM, else the usual
// names on the PATH.
func findChromium() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// browserEnv is a server under httptest and one headless browser.
type browserEnv struct {
	t       *testing.T
	ts      *httptest.Server
	url     string
	browser context.Context
	shots   string // where screenshots go on failure: a temp dir that stays, made when first needed
}

func newBrowserEnv(t *testing.T) *browserEnv {
	t.Helper()
	path := findChromium()
	if path == "" {
		t.Skip("no Chromium found: install it (Debian: apt-get install -y chromium) or set CHROMIUM to its path to run the browser tests")
	}
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	srv, err := newServer(config{logger: slog.New(slog.DiscardHandler), allowSeeds: true})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(func() {
		ts.CloseClientConnections() // the event streams
		ts.Close()
		srv.Close()
	})

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 800),
	)
	if os.Geteuid() == 0 {
		opts = append(opts, chromedp.NoSandbox) // Chromium's sandbox refuses root
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	// Cleanups run last first: the browser goes before the server, so that
	// its event streams end.
	t.Cleanup(cancelAlloc)
	t.Cleanup(cancelBrowser)
	if err := chromedp.Do(bctx); err != nil { // starts the browser, with no timeout on its life
		t.Skipf("Chromium at %s does not start (%v); install Debian's chromium (apt-get install -y chromium)", path, err)
	}
	return &browserEnv{t: t, ts: ts, url: ts.URL, browser: bctx}
}

// tab opens a tab; isolated tabs live in a browser context of their own
// (no shared cookies or storage), as a second person's browser would.
func (e *browserEnv) tab(isolated bool) context.Context {
	e.t.Helper()
	var opts []chromedp.ContextOption
	if isolated {
		opts = append(opts, chromedp.WithNewBrowserContext())
	}
	ctx, cancel := chromedp.NewContext(e.browser, opts...)
	e.t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		e.t.Fatal(err)
	}
	// The page's errors and exceptions, told when the test fails; an
	// exception that nothing caught fails it.
	var mu sync.Mutex
	var lines []string
	exceptions := 0
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.IsException() || m.Type == "error" || m.Type == "warning" {
				mu.Lock()
				if m.IsException() {
					exceptions++
				}
				lines = append(lines, fmt.Sprintf("%s (%s:%d:%d)", m.String(), m.URL, m.Line, m.Column))
				mu.Unlock()
			}
		}
	}()
	t := e.t
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		if exceptions > 0 {
			t.Errorf("the page threw %d exceptions", exceptions)
		}
		if slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, "Content Security Policy") }) {
			t.Errorf("the page does something its own policy forbids (an inline style or script)")
		}
		if t.Failed() {
			for _, l := range lines {
				t.Logf("console: %s", l)
			}
		}
	})
	return ctx
}

// screenshot writes the tab's page as name.png into the failure directory
// (kept: the test logs its path), and into testdata/ when asked.
func (e *browserEnv) screenshot(ctx context.Context, name string, forReadme bool) {
	e.t.Helper()
	sctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	png, err := chromedp.Run(sctx, chromedp.FullScreenshot(100))
	if err != nil {
		e.t.Logf("screenshot %s: %v", name, err)
		return
	}
	if e.t.Failed() || !forReadme {
		if e.shots == "" {
			dir, err := os.MkdirTemp("", "tabletop-browser-")
			if err != nil {
				e.t.Log(err)
				return
			}
			e.shots = dir
		}
		p := filepath.Join(e.shots, name+".png")
		if err := os.WriteFile(p, png, 0o644); err == nil {
			e.t.Logf("screenshot: %s", p)
		}
	}
	if forReadme && updating() {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			e.t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("testdata", name+".png"), png, 0o644); err != nil {
			e.t.Fatal(err)
		}
	}
}

func cdp[T any](ctx context.Context, a chromedp.Action[T]) (T, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return chromedp.Run(ctx, a)
}

// setField sets a form field as a person would, so that the page sees
// its input and change events.
func setField(ctx context.Context, sel string, value any) error {
	js := fmt.Sprintf(`(() => {
		const el = document.querySelector(%q);
		if (!el) return false;
		const v = %s;
		if (el.type === 'checkbox') el.checked = v; else el.value = String(v);
		el.dispatchEvent(new Event('input', {bubbles: true}));
		el.dispatchEvent(new Event('change', {bubbles: true}));
		return true;
	})()`, sel, jsValue(value))
	ok, err := cdp(ctx, chromedp.Evaluate[bool](js))
	if err == nil && !ok {
		err = fmt.Errorf("no field %s in the lobby", sel)
	}
	return err
}

func jsValue(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// createTable fills the lobby's form "with friends, or your own
// settings" and creates a table with several people, the creator named
// Ana; it returns the join links of the human seats, by seat.
func (e *browserEnv) createTable(ctx context.Context, game string, options map[string]any, seats []string) map[int]string {
	e.t.Helper()
	fail := func(err error) {
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
	if _, err := cdp(ctx, chromedp.Click(chromedp.CSS("#custom > summary"))); err != nil {
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
	if _, err := cdp(ctx, chromedp.Click(chromedp.CSS("#create"))); err != nil {
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

// playComputer plays as a newcomer does: in the lobby, choose the game and
// click "Play against the computer"; the page goes to the new seat. It
// returns the seat's address.
func (e *browserEnv) playComputer(ctx context.Context, game string) string {
	e.t.Helper()
	fail := func(err error) {
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
	labels, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#level option')].map(o => o.textContent)`))
	if err != nil {
		fail(err)
	}
	for _, want := range []string{"Easy", "Medium", "Hard"} {
		if !slices.ContainsFunc(labels, func(l string) bool { return strings.HasPrefix(l, want+": ") }) {
			fail(fmt.Errorf("the difficulties offered are %q: no %s", labels, want))
		}
	}
	if err := setField(ctx, "#game", game); err != nil {
		fail(err)
	}
	if _, err := cdp(ctx, chromedp.Click(chromedp.CSS("#play-computer"))); err != nil {
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
	if (document.querySelector('[data-move]:not([disabled])')) return 'move';
	if (document.querySelector('[data-pick]:not([disabled])')) return 'pick';
	return 'wait';
})()`

// playByClicking plays a seat's page to the end of the game: it clicks
// the first enabled legal choice (the last, if asked), or first the piece
// of a two-step choice and then its target. atRest, if not nil, is called
// each time the seat is to move (nobody else can move then: the game is at
// rest). It counts the moves it made by their kind ("play", "draw pile",
// "up"...).
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
		if got := f.Scores[strconv.Itoa(i)]; got != strconv.Itoa(sc) {
			e.t.Errorf("seat %d: the final screen shows the score %q, the server %d", i, got, sc)
		}
	}
	if !slices.Equal(f.Winners, p.View.Winners) || len(f.Winners) == 0 {
		e.t.Errorf("the final screen shows the winners %v, the server %v", f.Winners, p.View.Winners)
	}
	if f.Verdict == "" {
		e.t.Error("the final screen says nothing of who won")
	}
	ok, err := cdp(ctx, chromedp.Evaluate[bool](`(() => { const a = document.getElementById('new-game'); return !!a && a.offsetParent !== null; })()`))
	if err != nil || !ok {
		e.t.Errorf("no visible new game button at the end (%v)", err)
	}
	e.t.Logf("%s %s: scores %v, winners %v: %s", p.Game, id, p.View.Scores, p.View.Winners, f.Verdict)
}

func joinTableID(t *testing.T, link string) string {
	u, err := url.Parse(link)
	if err != nil || !strings.HasPrefix(u.Path, "/play/") {
		t.Fatalf("join link %q", link)
	}
	return strings.TrimPrefix(u.Path, "/play/")
}

// openSeat opens a join link and waits for the table to be drawn.
func (e *browserEnv) openSeat(ctx context.Context, link string) {
	e.t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(link)); err != nil {
		e.t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
		e.screenshot(ctx, "open", false)
		e.t.Fatalf("the table page does not draw: %v", err)
	}
	// A mark that a reload would wipe: the page must follow the game live.
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`window.notReloaded = true`)); err != nil {
		e.t.Fatal(err)
	}
}

// TestBrowserPlaysEveryGame plays each game as a newcomer: from the
// lobby's "Play against the computer", to the end, by clicking; LINX on a
// phone's screen. On the way it checks what a player meets: 24 px targets
// on a phone, the marks of the last move and of the scoring, a refused
// move, the keyboard; at the end the breakdown, and the seat taken back
// from the lobby's "your games" and from the table's own page.
func TestBrowserPlaysEveryGame(t *testing.T) {
	e := newBrowserEnv(t)
	games := []struct {
		name   string
		shotAt int      // events in the log before the README's picture
		phone  bool     // played on a phone's screen
		kinds  []string // kinds of move the game must have offered, and the test clicked
	}{
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
			rests, shot, motion := 0, false, false
			atRest := func() error {
				switch rests++; {
				case rests == 1:
					if err := e.checkTargets(ctx); err != nil {
						return err
					}
					if g.phone {
						e.phone(ctx, true)
					}
					if g.name == "lino" {
						return e.checkKeyboard(ctx)
					}
				case rests == 2 && g.name == "lino":
					return e.checkRefusal(ctx, link)
				}
				if err := e.checkMarks(ctx, g.name); err != nil {
					return err
				}
				if !motion {
					if marked, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('#board .last, #seats .last')`)); marked {
						motion = true
						if err := e.checkMotion(ctx); err != nil {
							return err
						}
					}
				}
				if !shot {
					if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#log li').length`)); n >= g.shotAt {
						shot = true
						return e.readmeShot(ctx, g.name, g.phone)
					}
				}
				return nil
			}
			kinds, clicks, err := playByClicking(ctx, atRest, false)
			if err != nil {
				e.screenshot(ctx, g.name+"-failed", false)
				t.Fatalf("after %d clicks: %v", clicks, err)
			}
			t.Logf("%s: %d clicks, moves %v", g.name, clicks, kinds)
			if !motion {
				t.Error("no last move was ever marked: its animation was not checked")
			}
			for _, k := range g.kinds {
				if kinds[k] == 0 {
					t.Errorf("no %q move was made by clicking (moves: %v)", k, kinds)
				}
			}
			e.checkFinal(ctx, id)
			if g.name == "linx" {
				e.checkWinningLine(ctx)
			}
			if g.phone {
				e.checkNarrow(ctx)
			}
			if updating() {
				e.screenshot(ctx, "browser-"+g.name+"-over", false)
			}
			if t.Failed() {
				e.screenshot(ctx, g.name+"-failed", false)
			}
			e.checkSeatBack(ctx, id)
			e.checkReplay(ctx)
			if g.name == "linko" {
				e.checkRematch(ctx, id)
			}
		})
	}
}

// checkReplay opens the replay of the game just played from its end
// screen, and steps through it: the deal, the next move, the end.
func (e *browserEnv) checkReplay(ctx context.Context) {
	e.t.Helper()
	if _, err := cdp(ctx, chromedp.Click(chromedp.CSS(`#watch-replay`))); err != nil {
		e.t.Fatalf("no replay at the end: %v", err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#status [data-step]`))); err != nil {
		e.screenshot(ctx, "replay", false)
		e.t.Fatalf("the replay does not show: %v", err)
	}
	step := func() string {
		s, err := cdp(ctx, chromedp.Poll[string](`(document.querySelector('#status [data-step]') || {dataset: {}}).dataset.step`, chromedp.WithPollingTimeout(5*time.Second)))
		if err != nil {
			e.screenshot(ctx, "replay", false)
			e.t.Fatalf("the replay shows no step: %v", err)
		}
		return s
	}
	last := step()
	for _, c := range []struct{ button, want string }{{"#replay-first", "0"}, {"#replay-next", "1"}, {"#replay-last", last}} {
		if _, err := cdp(ctx, chromedp.Click(chromedp.CSS(c.button))); err != nil {
			e.t.Fatal(err)
		}
		if got := step(); got != c.want {
			e.t.Errorf("after %s the replay shows step %s, not %s", c.button, got, c.want)
		}
	}
	if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#board [data-move], #board [data-pick]').length`)); n != 0 {
		e.t.Errorf("the replay offers %d moves", n)
	}
	text, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('replay-text').textContent`))
	if text == "" || strings.Contains(text, "=") {
		e.t.Errorf("the replay's last move says %q", text)
	}
}

// checkRematch goes back to the finished table and asks for a rematch: the
// page sits the player at a new game of the same seats.
func (e *browserEnv) checkRematch(ctx context.Context, id string) {
	e.t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/play/"+id)); err != nil {
		e.t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Click(chromedp.CSS(`#take-seat`))); err != nil {
		e.t.Fatal(err)
	}
	e.waitEnd(ctx)
	if _, err := cdp(ctx, chromedp.Click(chromedp.CSS(`#rematch`))); err != nil {
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
}

// TestBrowserErrorsOfferAWayOn: what goes wrong is said in words, with a
// link onwards: a table that does not exist, a broken seat in a link, an
// address the server has no page for.
func TestBrowserErrorsOfferAWayOn(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	link := e.playComputer(ctx, "lino")
	id := joinTableID(t, link)
	for _, c := range []struct{ path, says string }{
		{"/play/nope", "no such table"},
		{"/play/" + id + "?seat=abc&token=x", "“abc” is not a seat"},
		{"/play/" + id + "?seat=7&token=x", "no Seat 8"},
		{"/nope", "no page here"},
	} {
		if err := chromedp.Do(ctx, chromedp.Navigate(e.url+c.path)); err != nil {
			t.Fatal(err)
		}
		msg, err := cdp(ctx, chromedp.Poll[string](`(document.querySelector('.oops') || {}).textContent`, chromedp.WithPollingTimeout(5*time.Second)))
		if err != nil {
			e.screenshot(ctx, "oops", false)
			t.Fatalf("%s: no message: %v", c.path, err)
		}
		if !strings.Contains(msg, c.says) {
			t.Errorf("%s says %q", c.path, msg)
		}
		if ok, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('.oops a[href="/"]')`)); !ok {
			t.Errorf("%s: no way back to the lobby", c.path)
		}
	}
}

// checkLobbyOnPhone opens the lobby, its settings too, on a phone's
// screen: nothing may stick out sideways.
func (e *browserEnv) checkLobbyOnPhone(ctx context.Context) {
	e.t.Helper()
	e.phone(ctx, true)
	defer e.phone(ctx, false)
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		e.t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Click(chromedp.CSS("#custom > summary"))); err != nil {
		e.t.Fatal(err)
	}
	if err := setField(ctx, "#opt-players", 4); err != nil {
		e.t.Fatal(err)
	}
	e.checkNarrow(ctx)
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

// checkRules fails the test if the table has no rules to read.
func (e *browserEnv) checkRules(ctx context.Context) {
	e.t.Helper()
	n, err := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#rules summary').length && document.querySelectorAll('#rules p').length`))
	if err != nil || n < 3 {
		e.t.Errorf("the table has %d paragraphs of rules (%v)", n, err)
	}
}

// checkTargets measures, on a phone's screen, everything a player clicks
// or taps: each must be at least 24 by 24 CSS pixels (WCAG 2.2, 2.5.8).
func (e *browserEnv) checkTargets(ctx context.Context) error {
	e.phone(ctx, true)
	defer e.phone(ctx, false)
	// A two-step choice shows its targets once its first step is picked.
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => { const p = document.querySelector('[data-pick]'); if (p && !document.querySelector('.picked')) p.dispatchEvent(new MouseEvent('click', {bubbles: true})); })()`)); err != nil {
		return err
	}
	small, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#table [data-pick], #table [data-move], #table button, #table a, #table summary')]
		.map(el => [el, el.getBoundingClientRect()])
		.filter(([el, r]) => r.width > 0 && (r.width < 23.5 || r.height < 23.5))
		.map(([el, r]) => (el.dataset.move || el.dataset.pick || el.textContent).slice(0, 40) + ' ' + Math.round(r.width) + '×' + Math.round(r.height))`))
	if err != nil {
		return err
	}
	if len(small) > 0 {
		e.screenshot(ctx, "small-targets", false)
		e.t.Errorf("on a phone these targets are under 24×24 px: %q", small)
	}
	e.checkNarrow(ctx)
	return nil
}

// checkMarks checks the marks a player reads the game by: the last move,
// Linko!'s top plays and attacks (their CSS applies), two-digit cards
// whole, LINX's owners besides colour.
func (e *browserEnv) checkMarks(ctx context.Context, game string) error {
	type marks struct {
		Last      int      `json:"last"`
		Top       int      `json:"top"`
		TopStyle  bool     `json:"topStyle"`
		Decision  bool     `json:"decision"`
		Attacked  bool     `json:"attacked"`
		Hidden    []string `json:"hidden"`
		Stacks    int      `json:"stacks"`
		Owned     int      `json:"owned"`
		Moved     bool     `json:"moved"`
		Past      bool     `json:"past"`      // LINX: a round was won, and the player has not placed a tile since
		PastDrawn bool     `json:"pastDrawn"` // the round won is on show
	}
	m, err := cdp(ctx, chromedp.Evaluate[marks](`(() => {
		const top = document.querySelector('.tableau .meld.top:not(.attacked)');
		const hidden = [];
		for (const c of document.querySelectorAll('.fan .card, .meld .card')) {
			const next = c.nextElementSibling;
			if (!next) continue;
			const r = document.createRange();
			r.selectNodeContents(c);
			if (r.getBoundingClientRect().right > next.getBoundingClientRect().left + 0.5) hidden.push(c.textContent);
		}
		return {
			last: document.querySelectorAll('#board .last, #seats .last').length,
			top: document.querySelectorAll('.tableau .meld.top').length,
			topStyle: !!top && getComputedStyle(top).backgroundColor === 'rgb(255, 244, 194)',
			decision: !!document.querySelector('#decision [data-kind="take"]'),
			attacked: !!document.querySelector('.tableau .meld.attacked'),
			hidden,
			stacks: document.querySelectorAll('svg.grid:not(.past) .stack').length,
			owned: document.querySelectorAll('svg.grid:not(.past) .stack [data-owner]').length,
			// A piece was played since the round began.
			moved: (() => {
				const kinds = [...document.querySelectorAll('#log li')].map((li) => li.dataset.kind);
				const at = (ks) => Math.max(...ks.map((k) => kinds.lastIndexOf(k)));
				return at(['cards-played', 'tile-moved', 'stone-placed', 'tile-placed']) > at(['round-started', 'round-dealt']);
			})(),
			past: (() => {
				const lis = [...document.querySelectorAll('#log li')];
				const won = lis.map((li) => li.dataset.kind).lastIndexOf('round-won');
				return won >= 0 && !lis.slice(won).some((li) => li.dataset.kind === 'tile-placed' && li.classList.contains('mine'));
			})(),
			pastDrawn: !!document.getElementById('round-won'),
		};
	})()`))
	if err != nil {
		return err
	}
	if m.Moved && m.Last == 0 {
		return fmt.Errorf("%s: nothing marks the last move", game)
	}
	if len(m.Hidden) > 0 {
		return fmt.Errorf("cards are hidden under the next one: %q", m.Hidden)
	}
	switch game {
	case "linko":
		if m.Top > 0 && !m.TopStyle {
			return fmt.Errorf("a top play is not highlighted")
		}
		if m.Decision && !m.Attacked {
			return fmt.Errorf("an attack is to be decided, and no play is marked attacked")
		}
	case "linx":
		if m.Past && !m.PastDrawn {
			return fmt.Errorf("a round was just won, and the board does not show how")
		}
		if m.Owned != m.Stacks {
			return fmt.Errorf("%d of %d tiles say whose they are besides their colour", m.Owned, m.Stacks)
		}
	}
	return nil
}

// checkMotion checks that the last move's mark pulses, and that a
// browser asking for reduced motion gets no animation.
func (e *browserEnv) checkMotion(ctx context.Context) error {
	animation := `(() => { const l = document.querySelector('#board .last, #seats .last'); return l ? getComputedStyle(l).animationName : 'no mark'; })()`
	if got, err := cdp(ctx, chromedp.Evaluate[string](animation)); err != nil || got != "pulse" {
		return fmt.Errorf("the last move's mark has the animation %q (%v)", got, err)
	}
	reduce := func(on bool) error {
		var features []*emulation.MediaFeature
		if on {
			features = []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}
		}
		_, err := cdp(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdproto.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: features})
			return err
		}))
		return err
	}
	if err := reduce(true); err != nil {
		return err
	}
	defer reduce(false)
	if got, err := cdp(ctx, chromedp.Evaluate[string](animation)); err != nil || got != "none" {
		return fmt.Errorf("with reduced motion the last move's mark has the animation %q (%v)", got, err)
	}
	return nil
}

// checkKeyboard picks and moves by the keyboard alone: the focus must stay
// on the board after each step, not fall back to the page's top.
func (e *browserEnv) checkKeyboard(ctx context.Context) error {
	focusIn := `(() => { const a = document.activeElement; return !!a && a !== document.body && !!document.getElementById('board') && document.getElementById('board').contains(a); })()`
	if _, err := cdp(ctx, chromedp.Focus(chromedp.CSS(`#board [data-pick]:not(.picked)`))); err != nil {
		return err
	}
	if _, err := cdp(ctx, chromedp.KeyEvent("\r")); err != nil {
		return err
	}
	ok, err := cdp(ctx, chromedp.Evaluate[bool](focusIn+` && document.activeElement.classList.contains('picked')`))
	if err != nil || !ok {
		return fmt.Errorf("after a pick by the keyboard the focus is not on the piece picked (%v)", err)
	}
	if _, err := cdp(ctx, chromedp.Focus(chromedp.CSS(`#board [data-move]`))); err != nil {
		return err
	}
	if _, err := cdp(ctx, chromedp.KeyEvent("\r")); err != nil {
		return err
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!document.body.dataset.busy`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		return err
	}
	ok, err = cdp(ctx, chromedp.Evaluate[bool](focusIn))
	if err != nil || !ok {
		return fmt.Errorf("after a move by the keyboard the focus left the board (%v)", err)
	}
	return nil
}

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
	if _, err := cdp(ctx, chromedp.Click(chromedp.CSS(back))); err != nil {
		e.t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(seatPage))); err != nil {
		e.t.Fatalf("the lobby's link does not open the seat again: %v", err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/play/"+id)); err != nil {
		e.t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Click(chromedp.CSS(`#take-seat`))); err != nil {
		e.screenshot(ctx, "take-seat", false)
		e.t.Fatalf("the table's page offers no way back to the seat: %v", err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(seatPage))); err != nil {
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

// readmeShot takes the README's picture of a game: mid-game, with the
// first piece of a two-step choice picked, if any, to show its targets;
// on a desktop's screen, and also on a phone's for a game played there.
func (e *browserEnv) readmeShot(ctx context.Context, name string, phone bool) error {
	picked, err := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('.picked') || !document.querySelector('[data-pick]:not([disabled])')`))
	if err != nil {
		return err
	}
	if !picked {
		if _, err := cdp(ctx, chromedp.Click(chromedp.CSS(`[data-pick]:not([disabled])`))); err != nil {
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

// phone sets the tab's screen to a phone's (390×844 CSS pixels), or to
// the desktop's of the other tests (1280×800).
func (e *browserEnv) phone(ctx context.Context, on bool) {
	e.t.Helper()
	var err error
	if on {
		_, err = cdp(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)))
	} else {
		_, err = cdp(ctx, chromedp.EmulateViewport(1280, 800))
	}
	if err != nil {
		e.t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond) // a frame to lay the page out again
}

// checkNarrow fails the test if the page sticks out sideways.
func (e *browserEnv) checkNarrow(ctx context.Context) {
	e.t.Helper()
	wide, err := cdp(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - window.innerWidth`))
	if err != nil {
		e.t.Fatal(err)
	}
	if wide > 0 {
		e.t.Errorf("on a phone's screen the page is %d px too wide", wide)
	}
}

// checkRefusal makes a move stale, as another tab of the same seat would,
// and clicks it: the page must say in words that the table moved on, with
// the server's reason, and then show the table as it is. The page's view
// requests are held meanwhile, so that it cannot catch up before the click.
func (e *browserEnv) checkRefusal(ctx context.Context, link string) error {
	u, _ := url.Parse(link)
	id, seat, token := strings.TrimPrefix(u.Path, "/play/"), u.Query().Get("seat"), u.Query().Get("token")
	move, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const real = window.fetch, held = [];
		window.fetch = (u, o) => String(u).includes('/view') ? new Promise((ok) => held.push(() => ok(real(u, o)))) : real(u, o);
		window.releaseViews = () => {
			window.fetch = real;
			Promise.allSettled(held.splice(0).map((f) => f())).then(() => setTimeout(() => { window.viewsReleased = true; }, 200));
		};
		const p = document.querySelector('[data-pick]');
		if (p && !document.querySelector('.picked')) p.dispatchEvent(new MouseEvent('click', {bubbles: true}));
		const m = document.querySelector('[data-move]');
		if (!m) return 'none: ' + document.getElementById('status').textContent + ' / ' + document.querySelectorAll('[data-pick]').length + ' picks';
		m.setAttribute('data-test-stale', '');
		return m.dataset.move;
	})()`))
	if err != nil {
		return err
	}
	defer cdp(ctx, chromedp.Evaluate[chromedp.Void](`window.releaseViews()`))
	if strings.HasPrefix(move, "none") {
		return fmt.Errorf("the page offers no move to make stale: %s", move)
	}
	req, _ := http.NewRequest("POST", e.url+"/api/tables/"+id+"/seats/"+seat+"/moves", strings.NewReader(`{"move":`+move+`}`))
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("the move %s, sent for the page, gets %d", move, res.StatusCode)
	}
	if _, err := cdp(ctx, chromedp.Click(chromedp.CSS(`[data-test-stale]`))); err != nil {
		return err
	}
	msg, err := cdp(ctx, chromedp.Poll[string](`document.getElementById('error').textContent`, chromedp.WithPollingTimeout(5*time.Second)))
	if err != nil {
		return fmt.Errorf("the page shows no message for a refused move: %w", err)
	}
	if !strings.Contains(msg, "the table has moved on") || !strings.Contains(msg, "(") {
		return fmt.Errorf("the page says %q of a refused move", msg)
	}
	// The page catches up once the views it asked for come.
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`window.releaseViews()`)); err != nil {
		return err
	}
	_, err = cdp(ctx, chromedp.Poll[bool](`window.viewsReleased === true`, chromedp.WithPollingTimeout(5*time.Second)))
	return err
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
	links := e.createTable(a, "linko", map[string]any{"players": 3, "seed": "11"}, []string{"human", "human", "bot:greedy"})
	id := joinTableID(t, links[0])
	tokenA := joinQuery(t, links[0], "token")
	e.openSeat(a, links[0])
	e.openSeat(b, links[1])

	checks := 0
	atRestB := func() error {
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

	// Seat 1 clicks the last choice, not the first: between them the two
	// seats make every kind of Linko! move.
	var wg sync.WaitGroup
	var errA, errB error
	var verbsA, verbsB map[string]int
	wg.Add(2)
	// When one seat fails, the other stops too, rather than wait for a
	// game that cannot end.
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
	// Each page's log holds every event once, in order, to the last.
	var n struct {
		Events int `json:"events"`
	}
	res, err := http.Get(e.url + "/api/tables/" + id)
	if err != nil {
		t.Fatal(err)
	}
	json.NewDecoder(res.Body).Decode(&n)
	res.Body.Close()
	for name, ctx := range map[string]context.Context{"seat 0": a, "seat 1": b} {
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
	t.Logf("seat 1's view checked at %d decisions", checks)
	named, err := cdp(b, chromedp.Evaluate[bool](`document.querySelector('[data-seat-panel="0"]').textContent.includes('Ana') &&
		[...document.querySelectorAll('#log li')].some((li) => li.textContent.startsWith('Ana played'))`))
	if err != nil || !named {
		t.Errorf("seat 1's page does not call seat 0 by its name, Ana (%v)", err)
	}

	// A spectator's page shows the end too; a wrong token shows the
	// server's refusal and nothing of the game.
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
	msg, err := cdp(b, chromedp.Poll[string](`(document.querySelector('#app .oops .error') || {}).textContent`, chromedp.WithPollingTimeout(5*time.Second)))
	if err != nil {
		t.Fatalf("a wrong token shows no message: %v", err)
	}
	if n, _ := cdp(b, chromedp.Evaluate[int](`document.querySelectorAll('#hand, #board, .card').length`)); n != 0 {
		t.Errorf("with a wrong token the page still draws %d things of the game", n)
	}
	t.Logf("a wrong token: %q", msg)
}

func joinQuery(t *testing.T, link, key string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil || u.Query().Get(key) == "" {
		t.Fatalf("link %q has no %s", link, key)
	}
	return u.Query().Get(key)
}
