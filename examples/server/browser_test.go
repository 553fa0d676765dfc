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
// two quiet cores, but two seats clicking through a 3-seat Linko! game
// took over a minute on a machine other builds kept busy, and the race
// detector slows the server the pages wait for several times over.
var browserGameTimeout = func() time.Duration {
	if raceEnabled {
		return 6 * time.Minute
	}
	return 3 * time.Minute
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
	return startBrowser(t, path, ts)
}

// startBrowser starts a headless Chromium at path, to look at ts.
func startBrowser(t *testing.T, path string, ts *httptest.Server) *browserEnv {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 800),
		// The page speaks the browser's language: English, whatever the
		// machine's locale, unless a test asks for another.
		chromedp.Flag("lang", "en-US"),
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

func cdp[T any](ctx context.Context, a chromedp.Action[T]) (T, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
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
