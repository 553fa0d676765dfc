package main

// The page's first load, as a newcomer's browser makes it with nothing
// cached (r33: a bare "…" for seconds under load while some 50 files came
// in five waves, every language's words and every lesson's among them):
// the modules come in one wave, only the reader's language's catalogue
// comes, and a lesson's words come when a lesson opens.

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// lobbyProbe runs in the page before its scripts: it notes in
// window.lobbyAt the time (performance.now, in ms) when the lobby shows its
// first sentence, the loading line gone.
const lobbyProbe = `new MutationObserver((_, seen) => {
	const app = document.getElementById('app');
	if (app && !app.querySelector('.loading') && app.innerText.trim() !== '') {
		window.lobbyAt = performance.now();
		seen.disconnect();
	}
}).observe(document, { childList: true, subtree: true, characterData: true });`

// requestWaves lists the requests the page made before window.lobbyAt,
// each with its wave: those begun while the document was parsed (before
// domInteractive: the module scripts wait for it) are wave 1, named by the
// first response; a later one is one wave after the latest wave of the
// requests answered before it began (a module imported by a module
// fetched in wave n is fetched in wave n+1).
const requestWaves = `(() => {
	const parsed = performance.getEntriesByType('navigation')[0].domInteractive;
	const answered = [];
	const rows = [];
	for (const r of performance.getEntriesByType('resource').sort((a, b) => a.startTime - b.startTime)) {
		if (r.startTime > window.lobbyAt) break;
		const wave = r.startTime <= parsed ? 1 : 1 + Math.max(1, ...answered.filter(([end]) => end <= r.startTime).map(([, w]) => w));
		answered.push([r.responseEnd, wave]);
		rows.push({ path: new URL(r.name).pathname, wave });
	}
	return { at: window.lobbyAt, rows };
})()`

// firstLoad is what requestWaves measures.
type firstLoad struct {
	At   float64 `json:"at"` // ms from the navigation to the lobby's first sentence
	Rows []struct {
		Path string `json:"path"` // the address's path
		Wave int    `json:"wave"` // its wave (see requestWaves)
	} `json:"rows"`
}

// modules are the page's own modules among the requests: the engine's
// modules, which the lobby may look for, are not the page's.
func (l firstLoad) modules() map[string]int {
	waves := map[string]int{}
	for _, r := range l.Rows {
		if strings.HasSuffix(r.Path, ".js") && !strings.Contains(r.Path, "/engine/") {
			waves[r.Path] = r.Wave
		}
	}
	return waves
}

// String sums the load up for a log: its waves of modules, its requests
// and the time to the lobby's first sentence.
func (l firstLoad) String() string {
	waves := slices.Collect(func(yield func(int) bool) {
		for _, w := range l.modules() {
			if !yield(w) {
				return
			}
		}
	})
	return fmt.Sprintf("%d waves of modules (%d modules), %d requests, the lobby's first sentence at %.0f ms",
		slices.Max(append(waves, 0)), len(waves), len(l.Rows), l.At)
}

// conditions are a browser's: its CPU slowed cpu times (1: as it is), and
// latency ms before each response (0: none).
type conditions struct {
	name         string
	cpu, latency float64
}

// visit opens address in a new browser context (nothing cached, nothing
// stored) under the conditions c, and measures its first load; it
// returns the tab.
func (e *browserEnv) visit(address string, c conditions) (context.Context, firstLoad) {
	e.t.Helper()
	ctx := e.tab(true)
	if _, err := cdp(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdproto.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: lobbyProbe}); err != nil {
			return err
		}
		if _, err := cdproto.Call(ctx, t, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: max(c.cpu, 1)}); err != nil || c.latency == 0 {
			return err
		}
		if _, err := cdproto.Call(ctx, t, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		_, err := cdproto.Call(ctx, t, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			MatchedNetworkConditions: []*network.Conditions{{Latency: c.latency, DownloadThroughput: -1, UploadThroughput: -1}}})
		return err
	})); err != nil {
		e.t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(address)); err != nil {
		e.t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`window.lobbyAt !== undefined`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		e.t.Fatalf("%s: the lobby never showed a sentence: %v", address, err)
	}
	load, err := cdp(ctx, chromedp.Evaluate[firstLoad](requestWaves))
	if err != nil {
		e.t.Fatal(err)
	}
	return ctx, load
}

// checkOneWave fails the test unless the load fetched every module of the
// page in the first wave (but the catalogue, whose wave is catalogueWave),
// and, of the catalogues, only want's page words.
func checkOneWave(t *testing.T, where string, load firstLoad, want string, catalogueWave int) {
	t.Helper()
	catalogue := regexp.MustCompile(`/i18n/(en|fr|it|nl)(\.tutorial)?\.js$`)
	fetched := false
	for path, wave := range load.modules() {
		if m := catalogue.FindStringSubmatch(path); m != nil {
			if m[1] != want || m[2] != "" {
				t.Errorf("%s: the lobby fetched %s: only %s's page words are its", where, path, want)
			}
			fetched = fetched || m[1] == want
			if wave > catalogueWave {
				t.Errorf("%s: %s came in wave %d; want %d", where, path, wave, catalogueWave)
			}
			continue
		}
		if wave > 1 {
			t.Errorf("%s: %s came in wave %d: the first response did not name it", where, path, wave)
		}
	}
	if !fetched {
		t.Errorf("%s: the lobby never fetched its words, %s.js", where, want)
	}
	t.Logf("%s: %v", where, load)
}

// TestBrowserLobbyLoadsInOneWave opens the lobby in English, then at
// ?lang=fr, each in a fresh browser, and checks what came before its first
// sentence: every module in one wave, one catalogue, no lesson's words;
// then opens the lesson from the French lobby, which speaks French and
// fetches French's lesson words then. It logs the time to the lobby's
// first sentence as the browser is, with its CPU slowed 6 times, and with
// 50 ms before each response (index.go has the figures).
func TestBrowserLobbyLoadsInOneWave(t *testing.T) {
	e := newBrowserEnv(t)
	// TABLETOP_LOAD_RUNS=n visits each n times, for the median's figures.
	runs := 1
	if n, err := strconv.Atoi(os.Getenv("TABLETOP_LOAD_RUNS")); err == nil && n > 1 {
		runs = n
	}
	for _, c := range []conditions{{"idle", 1, 0}, {"CPU slowed ×6", 6, 0}, {"50 ms latency", 1, 50}} {
		var times []float64
		for range runs {
			_, load := e.visit(e.url+"/", c)
			checkOneWave(t, "English lobby, "+c.name, load, "en", 1)
			times = append(times, load.At)
		}
		slices.Sort(times)
		t.Logf("English lobby, %s: the first sentence at %.0f ms, the median of %d visits", c.name, times[len(times)/2], runs)
	}
	ctx, load := e.visit(e.url+"/?lang=fr", conditions{})
	checkOneWave(t, "French lobby", load, "fr", 1)
	e.checkLanguage(ctx, "French lobby", englishOnly, french)
	if err := click(ctx, "#learn"); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#coach[data-coach]`))); err != nil {
		t.Fatal(err)
	}
	e.checkLanguage(ctx, "French lesson", englishOnly, french)
	words, err := cdp(ctx, chromedp.Evaluate[[]string](`performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.includes('/i18n/'))`))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(words, "/static/i18n/fr.tutorial.js") || slices.ContainsFunc(words, func(p string) bool { return !strings.Contains(p, "/fr.") && !strings.HasSuffix(p, "/i18n.js") }) {
		t.Errorf("the French lesson's page fetched %v; want French's words, its lessons' among them, and no other language's", words)
	}
}

// TestBrowserExportLoadsItsLanguage opens the static export's lobby, whose
// index.html no server writes: it names the page's modules, which come in
// one wave, and says "Loading…" in English until the scripts run; the
// reader's catalogue comes the wave after, the only one fetched.
func TestBrowserExportLoadsItsLanguage(t *testing.T) {
	e := siteBrowser(t)
	code, html := call(t, "GET", e.url+"/", "", "")
	if code != http.StatusOK || !strings.Contains(html, `<p class="loading" aria-hidden="true">Loading…</p>`) ||
		!strings.Contains(html, `<link rel="modulepreload" href="static/lobby.js">`) {
		t.Errorf("the exported index.html (%d) has no English loading line or no list of modules:\n%s", code, html)
	}
	ctx, load := e.visit(e.url+"/?lang=it", conditions{})
	checkOneWave(t, "the export's Italian lobby", load, "it", 2)
	e.checkLanguage(ctx, "the export's Italian lobby", englishOnly, italian)
}
