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
	srv, err := newServer(config{logger: slog.New(slog.DiscardHandler)})
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
		chromedp.WindowSize(1280, 1000),
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

// createTable fills the lobby's form and creates a table; it returns the
// join links of the human seats, by seat.
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
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS("#create"))); err != nil {
		fail(err)
	}
	if err := setField(ctx, "#game", game); err != nil {
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
// rest). It counts the moves it made by their verb ("play", "draw pile",
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
				return el.dataset.move || '';
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
				verbs[verbOf(move)]++
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

// verbOf is the verb of a move's notation: "0:draw 7" is "draw", "0:draw
// pile" is "draw pile".
func verbOf(move string) string {
	if _, after, ok := strings.Cut(move, ":"); ok {
		move = after
	}
	f := strings.Fields(move)
	if len(f) == 0 {
		return ""
	}
	if len(f) > 1 && f[1] == "pile" {
		return f[0] + " pile"
	}
	return f[0]
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

// openSeat opens a join link and waits for the table to be drawn. The
// seat's view must carry its legal moves: the page offers nothing else.
func (e *browserEnv) openSeat(ctx context.Context, link string) {
	e.t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(link)); err != nil {
		e.t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
		e.screenshot(ctx, "open", false)
		e.t.Fatalf("the table page does not draw: %v", err)
	}
	has, err := cdp(ctx, chromedp.Evaluate[bool](`Array.isArray(window.tabletop.rawLegalMoves)`))
	if err != nil {
		e.t.Fatal(err)
	}
	if !has {
		e.t.Fatal("the server's view has no legalMoves: the page cannot offer any move")
	}
	// A mark that a reload would wipe: the page must follow the game live.
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`window.notReloaded = true`)); err != nil {
		e.t.Fatal(err)
	}
}

// TestBrowserPlaysEveryGame creates a table of each game in the lobby,
// with one human seat and bots, and plays it to the end by clicking;
// LINX is played on a phone's screen.
func TestBrowserPlaysEveryGame(t *testing.T) {
	e := newBrowserEnv(t)
	games := []struct {
		name    string
		options map[string]any
		seats   []string
		shotAt  int      // events in the log before the README's picture
		phone   bool     // played on a phone's screen
		verbs   []string // kinds of move the game must have offered, and the test clicked
	}{
		{"linko", map[string]any{"players": 3, "seed": "7"}, []string{"human", "bot:greedy", "bot:greedy"}, 30, false, nil},
		{"lino", map[string]any{"seed": "7", "bonus": true}, []string{"human", "bot:greedy"}, 40, false, []string{"move", "place"}},
		// With this seed the first choices include covering tiles face down
		// (if the bots change, another seed may be needed for that).
		{"linx", map[string]any{"players": 4, "teams": true, "seed": "4"}, []string{"human", "bot:greedy", "bot:greedy", "bot:greedy"}, 16, true, []string{"up", "down"}},
	}
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			e := &browserEnv{t: t, ts: e.ts, url: e.url, browser: e.browser}
			ctx := e.tab(false)
			links := e.createTable(ctx, g.name, g.options, g.seats)
			id := joinTableID(t, links[0])
			if g.phone {
				e.phone(ctx, true)
			}
			e.openSeat(ctx, links[0])
			first, shot := true, false
			atRest := func() error {
				if first {
					first = false
					if err := e.checkRefusal(ctx, links[0]); err != nil {
						return err
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
			verbs, clicks, err := playByClicking(ctx, atRest, false)
			if err != nil {
				e.screenshot(ctx, g.name+"-failed", false)
				t.Fatalf("after %d clicks: %v", clicks, err)
			}
			t.Logf("%s: %d clicks, moves %v", g.name, clicks, verbs)
			for _, v := range g.verbs {
				if verbs[v] == 0 {
					t.Errorf("no %q move was made by clicking (moves: %v)", v, verbs)
				}
			}
			e.checkFinal(ctx, id)
			if g.phone {
				e.checkNarrow(ctx)
			}
			if updating() {
				e.screenshot(ctx, "browser-"+g.name+"-over", false)
			}
			if t.Failed() {
				e.screenshot(ctx, g.name+"-failed", false)
			}
		})
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
// the desktop's of the other tests (1280×1000).
func (e *browserEnv) phone(ctx context.Context, on bool) {
	e.t.Helper()
	var err error
	if on {
		_, err = cdp(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)))
	} else {
		_, err = cdp(ctx, chromedp.EmulateViewport(1280, 1000))
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

// checkRefusal sends, from the page, a move the server refuses (as a move
// made stale by a race would be), and checks that the page shows the
// server's own message and stays playable.
func (e *browserEnv) checkRefusal(ctx context.Context, link string) error {
	u, _ := url.Parse(link)
	id, seat, token := strings.TrimPrefix(u.Path, "/play/"), u.Query().Get("seat"), u.Query().Get("token")
	const bad = "place 99,99"
	req, _ := http.NewRequest("POST", e.url+"/api/tables/"+id+"/seats/"+seat+"/moves", strings.NewReader(`{"move":"`+bad+`"}`))
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	var answer struct {
		Error string `json:"error"`
	}
	json.NewDecoder(res.Body).Decode(&answer)
	res.Body.Close()
	if res.StatusCode != http.StatusConflict && res.StatusCode != http.StatusBadRequest || answer.Error == "" {
		return fmt.Errorf("the server answers the move %q with %d %q", bad, res.StatusCode, answer.Error)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`window.tabletop.move(`+jsValue(bad)+`)`)); err != nil {
		return err
	}
	msg, err := cdp(ctx, chromedp.Poll[string](`document.getElementById('error').textContent`, chromedp.WithPollingTimeout(5*time.Second)))
	if err != nil {
		return fmt.Errorf("the page shows no message for a refused move: %w", err)
	}
	if !strings.Contains(msg, answer.Error) {
		return fmt.Errorf("the page says %q of a refused move; the server %q", msg, answer.Error)
	}
	return nil
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
			secret: document.documentElement.outerHTML.includes(%q) || JSON.stringify(window.tabletop.view).includes(%q),
		})`, tokenA, tokenA)))
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
	msg, err := cdp(b, chromedp.Poll[string](`(document.querySelector('#app > .error') || {}).textContent`, chromedp.WithPollingTimeout(5*time.Second)))
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
