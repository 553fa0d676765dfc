package main

// End-to-end tests of the page in a real, headless Chromium: the lobby
// creates a table of each game, and the test plays it to the end by
// clicking, as a person would.
//
// They need Chromium (Debian: apt-get install -y chromium; or set CHROMIUM
// to a Chrome or Chromium binary) and skip without it, and with -short.
// go test -run Browser -update-screenshots (or TABLETOP_SCREENSHOTS=1)
// rewrites the README's pictures in testdata/; a failing test keeps the
// pictures it took of its pages in a temporary directory that it names,
// and TABLETOP_SHOTS=DIR keeps every test's in DIR, to be looked at.

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto"
	cdpcall "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// -update-screenshots (or TABLETOP_SCREENSHOTS=1) writes each game's
// screenshots into testdata/, for the README.
var updateScreenshots = flag.Bool("update-screenshots", false, "write the browser tests' screenshots into testdata/ (for the README)")

// updating reports whether the README's screenshots are to be written.
func updating() bool { return *updateScreenshots || os.Getenv("TABLETOP_SCREENSHOTS") != "" }

// browserGameTimeout bounds one game played by clicking, to catch a page
// that hangs, not to time it: the three games together take some 20 s on
// two quiet cores, but a 3-seat Linko! game took over 3 minutes on a
// machine other builds kept at a load average of 28, with another browser
// test beside it, and the race detector slows the server the pages wait
// for several times over.
var browserGameTimeout = func() time.Duration {
	if raceEnabled {
		return 12 * time.Minute
	}
	return 6 * time.Minute
}()

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
	shots   string // the directory of shotsOf's screenshots (see shotsDir)
	shotsOf *testing.T
}

func newBrowserEnv(t *testing.T) *browserEnv {
	t.Helper()
	path := chromiumOrSkip(t)
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
	// Each test has its server and its browser context: the tests wait on
	// the browser more than they compute, and run side by side.
	t.Parallel()
	return startBrowser(t, path, ts)
}

// chromiumOrSkip returns the path of the Chromium the browser tests
// drive, and skips the test, saying why, where there is none or under
// -short: every browser test starts here.
func chromiumOrSkip(t *testing.T) string {
	t.Helper()
	path := findChromium()
	if path == "" {
		t.Skip("no Chromium found: install it (Debian: apt-get install -y chromium) or set CHROMIUM to its path to run the browser tests")
	}
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	return path
}

// startBrowser gives the test a browser of its own to look at ts with: a
// browser context of the shared Chromium at path (see chromium_test.go).
func startBrowser(t *testing.T, path string, ts *httptest.Server) *browserEnv {
	t.Helper()
	// Cleanups run last first: the browser context goes before the server,
	// so that its event streams end.
	person, err := personContext(t, path)
	if err != nil {
		t.Skipf("Chromium at %s does not start (%v); install Debian's chromium (apt-get install -y chromium)", path, err)
	}
	return &browserEnv{t: t, ts: ts, url: ts.URL, browser: person}
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
	// The others' moves show at once, unless a test chooses a pause: a
	// whole game played by clicking would otherwise wait a second a move.
	if err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdpcall.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: instantPace})
		return err
	})); err != nil {
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

// screenshot writes the tab's page as name.png into the test's screenshot
// directory, and into testdata/ when the README's pictures are updated and
// forReadme. A picture is taken only when someone will look at it: with
// TABLETOP_SHOTS set, when the README's pictures are updated, once the test
// has failed, or when its name ends in "-failed" (taken just before the
// test fails). Otherwise it is skipped: rendering and encoding a whole
// page is most of what the browser tests cost on two cores, and a passing
// test's pictures go with its temporary directory.
func (e *browserEnv) screenshot(ctx context.Context, name string, forReadme bool) {
	e.t.Helper()
	looked := os.Getenv("TABLETOP_SHOTS") != "" || (forReadme && updating()) || e.t.Failed() || strings.HasSuffix(name, "-failed")
	if !looked {
		return
	}
	sctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	png, err := chromedp.Run(sctx, chromedp.FullScreenshot(100))
	if err != nil {
		e.t.Logf("screenshot %s: %v", name, err)
		return
	}
	if e.t.Failed() || !forReadme {
		if dir := e.shotsDir(); dir != "" {
			if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
				e.t.Log(err)
			}
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

// shotsDir returns the directory of the test's screenshots, made when first
// asked for, or "" if it cannot be made. With TABLETOP_SHOTS=DIR it is
// DIR/<the test's name>, kept, to be looked at. Otherwise it is in the
// run's temporary directory, and goes when the test passes; when it fails,
// it is moved into the system's temporary directory, kept, and the test
// logs where.
func (e *browserEnv) shotsDir() string {
	t := e.t
	if e.shots != "" && e.shotsOf == t {
		return e.shots
	}
	name := strings.NewReplacer("/", "-", " ", "_").Replace(t.Name())
	if keep := os.Getenv("TABLETOP_SHOTS"); keep != "" {
		dir := filepath.Join(keep, name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Log(err)
			return ""
		}
		e.shots, e.shotsOf = dir, t
		return dir
	}
	dir, err := os.MkdirTemp("", "shots-")
	if err != nil {
		t.Log(err)
		return ""
	}
	e.shots, e.shotsOf = dir, t
	t.Cleanup(func() {
		if t.Failed() {
			kept, err := os.MkdirTemp(systemTemp, "tabletop-browser-"+name+"-")
			if err == nil {
				if err = os.Rename(dir, filepath.Join(kept, "screenshots")); err != nil {
					os.Remove(kept)
				}
			}
			if err == nil {
				t.Logf("screenshots: %s", filepath.Join(kept, "screenshots"))
				return
			}
			t.Logf("keeping the screenshots: %v", err)
		}
		os.RemoveAll(dir)
	})
	return dir
}

// instantPace sets the pause between the others' moves to none, unless
// this browser has one set already.
const instantPace = `try { if (localStorage.getItem('tabletop.pace') === null) localStorage.setItem('tabletop.pace', '0'); } catch {}`

// setPace sets the pause between others' moves that the page keeps in
// this browser's storage, as its "Pause between moves" would: ms, "0" for
// at once, or "default".
func setPace(ctx context.Context, ms string) error {
	_, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`localStorage.setItem('tabletop.pace', %q)`, ms)))
	return err
}

// browserStepTimeout bounds one step of a test in the browser (a wait, a
// click, a script), to catch a page that hangs, not to time it: a table
// that a quiet machine draws in a tenth of a second after the click took
// more than 10 s with other engineers' builds at a load average of 30.
// Every wait for something the page must come to show (chromedp.Poll, a
// visible element) waits this long: a wait that ends as soon as the page
// shows it costs nothing more for being long, and a short one failed CI
// runs whose machine was busy.
const browserStepTimeout = time.Minute

// cdp runs a in the tab ctx, within browserStepTimeout.
func cdp[T any](ctx context.Context, a chromedp.Action[T]) (T, error) {
	ctx, cancel := context.WithTimeout(ctx, browserStepTimeout)
	defer cancel()
	return chromedp.Run(ctx, a)
}

// click clicks the first element sel matches as a person would: it waits
// for the element to be visible and puts the mouse on it. The page draws
// a table anew on each event, so an element found may be replaced by its
// redrawn twin before the mouse gets there; then the twin is clicked.
func click(ctx context.Context, sel string) error {
	for tries := 1; ; tries++ {
		_, err := cdp(ctx, chromedp.Click(chromedp.CSS(sel)))
		var gone *cdproto.Error
		if err == nil || tries == 3 || !errors.As(err, &gone) || !strings.Contains(gone.Message, "Could not find node") {
			return err
		}
	}
}

// actUntil acts on sel (a click or a tap) until the page shows what js
// tests, for up to ten seconds after each of three tries: an event drawn
// between finding sel and acting on it (another seat's move) can redraw
// what the finger was on, and a person then acts again.
func actUntil(ctx context.Context, act func(context.Context, string) error, sel, js string) error {
	for tries := 1; ; tries++ {
		if err := act(ctx, sel); err != nil {
			return err
		}
		_, err := cdp(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(10*time.Second)))
		if err == nil || tries == 3 {
			return err
		}
	}
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

// joinTableID returns the table a join link seats at, and fails the test
// if it names none.
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
