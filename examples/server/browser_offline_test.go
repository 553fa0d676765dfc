package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	cdpcall "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestBrowserOffline plays, from the static export served by a plain file
// server with no game server, a whole game of each game against the
// computer, at a desktop's size (LINX at a phone's too); reloads a game
// half played and finds it where it was; and, while the search bot thinks in its worker,
// checks that the page answers a click before the bot has moved.
func TestBrowserOffline(t *testing.T) {
	e := siteBrowser(t)

	// Every game at a desktop's size; at a phone's, LINX only: the page is
	// the same at a server's table and here, and the other games are
	// played on a phone by TestBrowserPhoneTurnFits, the tutorials and the
	// hints' tests (a whole game costs some fifteen seconds of two cores).
	for _, size := range []string{"desktop", "phone"} {
		for _, game := range []string{"linko", "lino", "linx"} {
			if size == "phone" && game != "linx" {
				continue
			}
			t.Run(size+"/"+game, func(t *testing.T) {
				e.t = t
				ctx := e.tab(true)
				e.phone(ctx, size == "phone")
				// LINX on a phone at Medium, the short search: the seat
				// is made with its options, and its panel says its level.
				level := "easy"
				if size == "phone" {
					level = "medium"
				}
				e.playOffline(ctx, game, level)
				if badge, _ := cdp(ctx, chromedp.Evaluate[string](`(document.querySelector('[data-seat-panel="1"] .badge.level') || {}).textContent || ''`)); !strings.EqualFold(badge, level) {
					t.Errorf("a computer chosen at %s is badged %q", level, badge)
				}
				if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('conn').textContent === '● against the computer'`)); err != nil {
					here, _ := cdp(ctx, chromedp.Text("#conn"))
					t.Errorf("an offline game's header says %q: want it against the computer, no other people there", here)
				}
				if game == "lino" && size == "desktop" {
					// One's own move glides here as at a server's table, at a
					// pace that lets pieces glide; the rest is played at once.
					if err := setPace(ctx, "400"); err != nil {
						t.Fatal(err)
					}
					if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`svg.field [data-pick]`))); err != nil {
						t.Fatal(err)
					}
					if err := e.checkGlide(ctx); err != nil {
						e.screenshot(ctx, "offline-glide", false)
						t.Fatal(err)
					}
					if err := setPace(ctx, "0"); err != nil {
						t.Fatal(err)
					}
				}
				// On a desktop the result box, read the moment it shows,
				// adds up. Lino's and LINX's columns are counted from the
				// moves shown: there the computer's moves are shown at the
				// Fast pace, as a newcomer chose, the last of them still
				// to show when the view says the game is over.
				if size == "desktop" {
					if game != "linko" {
						if err := setPace(ctx, "400"); err != nil {
							t.Fatal(err)
						}
					}
					e.watchFinal(ctx)
				}
				// Whose turn, as the package's events say it beside their
				// text ("turn", as the server's stream): at the player's
				// turn, "Since your move" says it once, at the end of its
				// newest line, never on an older one whose turn is over.
				turnsSeen := 0
				oneTurn := func() error {
					said, err := cdp(ctx, chromedp.Evaluate[string](latestTurnProbe))
					if err != nil || said == "none" {
						return err
					}
					if said != "one" {
						e.screenshot(ctx, "offline-turn-"+size+"-"+game, false)
						return fmt.Errorf("at the player's turn \"Since your move\" says whose turn %s", said)
					}
					turnsSeen++
					return nil
				}
				if _, _, err := playByClicking(ctx, oneTurn, false); err != nil {
					e.screenshot(ctx, "offline-"+size+"-"+game, false)
					t.Fatal(err)
				}
				if turnsSeen == 0 {
					t.Errorf("at no turn of the player did \"Since your move\" end with whose turn it is")
				}
				if size == "desktop" {
					e.checkFinalAddsUp(ctx)
				}
				e.screenshot(ctx, "offline-"+size+"-"+game+"-over", false)
				e.checkInside(ctx, "a game's end")
				if size == "phone" {
					e.checkResultStays(ctx)
				}
			})
		}
	}

	t.Run("reload and a thinking bot", func(t *testing.T) {
		e.t = t
		ctx := e.tab(true)
		e.playOffline(ctx, "linx", "hard")
		for range 3 {
			// Wait for our turn (going on to the next round if the bot's
			// reply won one: the board holds a round's result until the
			// player goes on), move, and while the bot thinks open and
			// close the rules.
			if _, err := cdp(ctx, chromedp.Poll[bool](`(() => {
				document.getElementById('next-round')?.click();
				return !!document.querySelector('#board [data-move]:not([disabled]), #board [data-pick]:not([disabled])');
			})()`)); err != nil {
				t.Fatal(err)
			}
			if _, _, err := playOne(ctx); err != nil {
				t.Fatal(err)
			}
			// The bot's turn: it thinks for a second from now. (Unless our
			// move won a round: then the board holds its result, and the
			// loop goes on to the next round.)
			if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('table').dataset.toMove === '1' || !!document.getElementById('next-round')`)); err != nil {
				e.screenshot(ctx, "offline-thinking", false)
				t.Fatalf("after a move the bot is not to move: %v", err)
			}
			if held, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.getElementById('next-round')`)); held {
				continue
			}
			// A click on the rules while the bot thinks: a page the bot held
			// up would answer it only once the bot has moved. What is
			// checked is the order (the click answered while the bot is still
			// to move), not a time, which another program's work on the
			// processor could stretch; the time is logged.
			answer, err := cdp(ctx, chromedp.Evaluate[clickAnswer](`(async () => {
				const d = document.getElementById('rules');
				const t0 = performance.now();
				await new Promise((ok) => {
					d.addEventListener('toggle', () => requestAnimationFrame(ok), { once: true });
					d.querySelector('summary').click();
				});
				d.open = false;
				return { ms: performance.now() - t0, botToMove: document.getElementById('table').dataset.toMove === '1' };
			})()`, chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("a click on the rules answered in %.0f ms while the bot thinks", answer.Ms)
			if !answer.BotToMove {
				t.Errorf("a click on the rules was answered only after the bot moved (%.0f ms): the bot holds the page up while it thinks", answer.Ms)
			}
		}
		e.screenshot(ctx, "offline-thinking", false)
		moves, err := cdp(ctx, chromedp.Evaluate[int](`JSON.parse(localStorage.getItem('tabletop.local'))[0].moves.length`))
		if err != nil || moves < 3 {
			t.Fatalf("the game kept in storage has %d moves (%v): want at least 3", moves, err)
		}
		// The bot's reply made before the reload, "Since your move" tells
		// it again after. (A reply that won a round is held on the board
		// with the round's result, the bot still the one to move.)
		if _, err := engineWait(ctx, chromedp.Poll[bool](`(document.getElementById('table').dataset.toMove !== '1' || !!document.getElementById('next-round')) && !document.body.dataset.busy && !!document.querySelector('#latest li')`)); err != nil {
			state, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('table').dataset.toMove + ' ' + document.getElementById('latest').outerHTML`))
			e.screenshot(ctx, "offline-reply", false)
			t.Fatalf("the bot does not reply: %v (%s)", err, state)
		}
		// From the page's load to its first view, as a player comes back to
		// the game: with the browser's cache (the engine compiled before
		// may be kept compiled), and as a first visit would, with none.
		for _, cached := range []bool{true, false} {
			noCache := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdpcall.Call(ctx, tg, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: !cached})
				return err
			})
			if err := chromedp.Do(ctx, noCache, chromedp.Reload()); err != nil {
				t.Fatal(err)
			}
			if _, err := engineWait(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
				t.Fatal(err)
			}
			load, err := cdp(ctx, chromedp.Evaluate[float64](`performance.getEntriesByName('tabletop-first-view')[0].startTime`))
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("from the page's load to its first view, cached %v: %.0f ms", cached, load)
		}
		// The events follow the first view.
		if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelectorAll('#log li').length >= `+fmt.Sprint(moves))); err != nil {
			t.Errorf("after a reload the log does not show the %d moves played: %v", moves, err)
		}
		// The log takes each event in at once; "Since your move" is drawn
		// with the table, after the events taken in: it is waited for.
		if _, err := cdp(ctx, chromedp.Poll[bool](`(() => { const l = document.getElementById('latest'); return !!l.querySelector('li') && !l.querySelector('.none'); })()`)); err != nil {
			told, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('latest').textContent`))
			t.Errorf("after a reload \"Since your move\" does not tell the bot's reply: %q (%v)", told, err)
		}
		// The in-browser stream says each move's turn beside its text, as
		// the server's does ("turn"): what the page cuts off the text.
		streamed, err := cdp(ctx, chromedp.Evaluate[string](`(async () => {
			const local = await import(new URL('local.js', document.querySelector('script[type=module]').src));
			const id = JSON.parse(localStorage.getItem('tabletop.local'))[0].id;
			const es = new local.LocalEvents('/api/tables/' + encodeURIComponent(id) + '/events?seat=0');
			const got = [];
			es.addEventListener('game', (m) => got.push(JSON.parse(m.data)));
			for (let i = 0; i < 200 && (!got.length || es.pulling); i++) await new Promise((ok) => setTimeout(ok, 50));
			es.close();
			const turns = got.filter((d) => d.turn);
			if (!turns.length) return 'no turn among ' + got.length + ' events';
			const wrong = turns.find((d) => !d.text.endsWith(d.turn));
			return wrong ? 'a turn its text does not end with: ' + JSON.stringify(wrong) : 'ok';
		})()`, chromedp.EvalAwaitPromise))
		if err != nil || streamed != "ok" {
			t.Errorf("the in-browser game's events: %s (%v)", streamed, err)
		}
		e.checkHintAfterReload(ctx)
		// The lobby lists the game; deleting it forgets it.
		if _, err := cdp(ctx, chromedp.Navigate(e.url+"/")); err != nil {
			t.Fatal(err)
		}
		// (a game in progress, to continue, says whose turn: r30 #7)
		if _, err := cdp(ctx, chromedp.Poll[bool](`/(your turn|’s turn) · /.test((document.querySelector('#my-going [data-saved]') || {}).textContent)`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
			said, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('my-games').innerText`))
			t.Errorf("the lobby lists the game in progress as %q: want it to continue, and whose turn (%v)", said, err)
		}
		if _, err := engineWait(ctx, chromedp.Click(chromedp.CSS(`[data-delete]`))); err != nil {
			t.Fatal(err)
		}
		e.checkInside(ctx, "the lobby")
		if n, err := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#play-offline, #custom:not([hidden]), #tables:not([hidden])').length`)); err != nil || n != 0 {
			t.Errorf("the static site's lobby offers %d things that need a server (%v)", n, err)
		}
		left, err := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('[data-saved]').length`))
		if err != nil || left != 0 {
			t.Errorf("after a delete the lobby lists %d saved games (%v)", left, err)
		}
	})
}

// checkHintAfterReload reloads the game and presses Hint the moment the
// player's turn shows it, as a player back at the game would: it selects
// a move, which the player plays; and in the player's turn the button is
// never a dead one, greyed with no word of why (r29 #2: "Hint" greyed on
// the player's turn after a reload and while the move went): each time
// the page draws it in the player's turn, it can be pressed or says why
// it waits.
func (e *browserEnv) checkHintAfterReload(ctx context.Context) {
	t := e.t
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	if _, err := engineWait(ctx, chromedp.Poll[bool](`(() => {
		document.getElementById('next-round')?.click();
		const b = document.getElementById('hint');
		if (!b || b.getAttribute('aria-disabled') === 'true') return false;
		// Every drawing of the button from now on is kept, to be read.
		window.hintsDrawn = [];
		new MutationObserver(() => {
			const h = document.getElementById('hint');
			if (h && document.querySelector('#status .mine')) window.hintsDrawn.push((h.disabled ? 'disabled ' : '') + (h.getAttribute('aria-disabled') || '') + ' ' + h.textContent);
		}).observe(document.getElementById('status'), { childList: true, subtree: true, attributes: true });
		b.click();
		return true;
	})()`)); err != nil {
		e.screenshot(ctx, "offline-hint-reload", false)
		t.Fatalf("after a reload no Hint to press at the player's turn: %v", err)
	}
	if _, err := engineWait(ctx, chromedp.Poll[bool](`(() => { const b = document.querySelector('#confirm #confirm-play'); return !!b && b.offsetParent !== null; })()`, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		said, _ := cdp(ctx, chromedp.Evaluate[string](`(document.getElementById('hint') || {}).textContent || 'no Hint'`))
		e.screenshot(ctx, "offline-hint-reload", false)
		t.Fatalf("the Hint pressed at once after a reload selects no move (it says %q): %v", said, err)
	}
	if err := click(ctx, "#confirm-play"); err != nil {
		t.Fatal(err)
	}
	if _, err := engineWait(ctx, chromedp.Poll[bool](`!document.querySelector('#status .mine') && !document.body.dataset.busy`)); err != nil {
		t.Fatalf("the hinted move is not played: %v", err)
	}
	drawn, err := cdp(ctx, chromedp.Evaluate[[]string](`window.hintsDrawn`))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range drawn {
		if strings.HasPrefix(d, "disabled ") || d == "true Hint" {
			t.Errorf("in the player's turn the Hint was drawn greyed with no word of why: %q (all: %q)", d, drawn)
			break
		}
	}
	if !slices.ContainsFunc(drawn, func(d string) bool { return d == "true Playing your move…" }) {
		t.Errorf("while the player's move was on its way the Hint did not say so: %q", drawn)
	}
}

// latestTurnProbe reads the turn sentences "Since your move" shows: "none",
// "one" where one ends its newest line, said apart from the move's own
// words (the line's first sentence, which stands out), else what is wrong
// and its words.
const latestTurnProbe = `(() => {
	const box = document.getElementById('latest');
	const all = [...box.querySelectorAll('li')].map((li) => li.textContent.trim()).join(' | ');
	const turns = all.match(/\bit is [^.|]*?\bturn\b[^.|]*\./gi) || [];
	if (turns.length === 0) return 'none';
	if (turns.length > 1) return turns.length + ' times: ' + all;
	const newest = box.querySelector('li.newest');
	if (!newest || !newest.textContent.trim().endsWith(turns[0])) return 'not at the end of the newest line: ' + all;
	const own = newest.querySelector('.move');
	return own && own.textContent.includes(turns[0]) ? 'within the move\'s own words: ' + all : 'one';
})()`

// checkInside checks that every link of the page leads inside the folder
// the static site is in.
func (e *browserEnv) checkInside(ctx context.Context, where string) {
	e.t.Helper()
	out, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('a[href], link[href], script[src]')].map((a) => a.href || a.src)`))
	if err != nil {
		e.t.Fatal(err)
	}
	for _, u := range out {
		if !strings.HasPrefix(u, e.url+"/") {
			e.t.Errorf("%s links to %s, outside the site's folder %s", where, u, e.url)
		}
	}
}

// clickAnswer is how a click made while the bot thinks was answered.
type clickAnswer struct {
	// Ms is the time from the click to the next frame after its answer.
	Ms float64 `json:"ms"`
	// BotToMove is whether the bot was still to move then.
	BotToMove bool `json:"botToMove"`
}

// playOffline opens the export's lobby, chooses the game and the
// computer's level ("easy", "medium", "hard") and starts a game against it.
func (e *browserEnv) playOffline(ctx context.Context, game, level string) {
	e.t.Helper()
	fail := func(err error) {
		e.t.Helper()
		e.screenshot(ctx, "offline-"+game+"-lobby", false)
		e.t.Fatalf("lobby: %v", err)
	}
	// The static site's lobby lists the games as the engine tells them.
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		fail(err)
	}
	if _, err := engineWait(ctx, chromedp.WaitVisible(chromedp.CSS("#play-computer"))); err != nil {
		fail(err)
	}
	if err := setField(ctx, "#game", game); err != nil {
		fail(err)
	}
	if err := setField(ctx, "#level", level); err != nil {
		fail(err)
	}
	e.screenshot(ctx, "offline-lobby-"+game, false)
	if err := click(ctx, "#play-computer"); err != nil {
		fail(err)
	}
	if _, err := engineWait(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
		msg, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('app').textContent`))
		fail(fmt.Errorf("no table after one click: %v (the page says %q)", err, msg))
	}
}

// playOneHere starts, from the lobby of a server whose page has the engine,
// a game against the computer, which the page plays in this browser, and
// makes one move in it, which the page's log must tell. Its lobby failures
// call fail; a table that does not play writes name.png.
func (e *browserEnv) playOneHere(ctx context.Context, fail func(error), name string) {
	e.t.Helper()
	if err := click(ctx, "#play-computer"); err != nil {
		fail(err)
	}
	if _, err := engineWait(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over]`))); err != nil {
		fail(err)
	}
	_, _, err := playOne(ctx)
	if err == nil {
		_, err = cdp(ctx, chromedp.Poll[bool](`document.querySelectorAll('#log li').length > 0`, chromedp.WithPollingTimeout(browserStepTimeout)))
	}
	if err != nil {
		e.screenshot(ctx, name, false)
		e.t.Fatalf("one move in the browser: %v", err)
	}
}

// playOne clicks moves until one is made: a piece and its target, or a
// move at once.
func playOne(ctx context.Context) (string, int, error) {
	for range 2 {
		kind, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
			const el = document.querySelector('#board [data-move]:not([disabled])') || document.querySelector('[data-move]:not([disabled])') || document.querySelector('[data-pick]:not([disabled])');
			if (!el) return '';
			el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
			return el.dataset.move ? 'move' : 'pick';
		})()`))
		if err != nil || kind != "pick" {
			return kind, 0, err
		}
		time.Sleep(50 * time.Millisecond)
	}
	return "", 0, fmt.Errorf("no move made")
}

var (
	siteOnce sync.Once
	siteDir  string
	siteErr  error
)

// staticSite writes the static export once for the tests that need it,
// and skips where it cannot be built (no go command to build the
// WebAssembly with).
func staticSite(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the export builds the WebAssembly with the go command, which is not on the PATH")
	}
	siteOnce.Do(func() {
		siteDir, siteErr = os.MkdirTemp("", "tabletop-site-")
		if siteErr == nil {
			siteErr = export(siteDir, "../../js")
		}
	})
	if siteErr != nil {
		t.Skipf("the static export cannot be built here: %v", siteErr)
	}
	return siteDir
}

// siteBrowser serves the static export from a plain file server, in a
// folder of its host, as on a project's page of a static host (every
// address it makes must stay inside), and gives the test a browser on it,
// its url the folder's; it skips where Chromium is missing, under -short,
// under the race detector, or where the export cannot be built.
func siteBrowser(t *testing.T) *browserEnv {
	t.Helper()
	path := chromiumOrSkip(t)
	if raceEnabled {
		// CI runs it again without the race detector.
		t.Skip("the static site runs no Go code of this module: the race detector has nothing to watch")
	}
	dir := staticSite(t)
	mux := http.NewServeMux()
	mux.Handle("/games/tabletop/", http.StripPrefix("/games/tabletop", http.FileServer(http.Dir(dir))))
	ts := httptest.NewServer(mux)
	t.Cleanup(ts.Close)
	e := startBrowser(t, path, ts)
	e.url = ts.URL + "/games/tabletop"
	return e
}

// engineServer starts a server whose -engine folder holds the built
// engine, and a browser on it; it skips where Chromium is missing, under
// -short, or where the engine cannot be built.
func engineServer(t *testing.T) (*server, *browserEnv) {
	t.Helper()
	path := chromiumOrSkip(t)
	dir := staticSite(t)
	srv, err := newServer(config{logger: slog.New(slog.DiscardHandler), engineDir: filepath.Join(dir, "static", "engine")})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(func() {
		ts.CloseClientConnections()
		ts.Close()
		srv.Close()
	})
	return srv, startBrowser(t, path, ts)
}

// checkResultStays checks that a game's result stays on a phone's screen
// as a player comes back to it: the tab frozen in the background and woken,
// then the phone's emulation set again and the page loaded again (as a
// newcomer's tool did, once finding two empty boxes and Chromium's English
// "Details" where the result had been).
func (e *browserEnv) checkResultStays(ctx context.Context) {
	e.t.Helper()
	result := `(() => {
		const out = [];
		const f = document.getElementById('final');
		if (!f || f.hidden || !document.getElementById('verdict')) out.push('no result');
		if (document.querySelector('details:not(:has(> summary))')) out.push('a fold without its summary');
		const b = document.getElementById('board');
		if (!b || b.getBoundingClientRect().height < 100) out.push('no board');
		return out;
	})()`
	lifecycle := func(state page.SetWebLifecycleStateState) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdpcall.Call(ctx, tg, page.SetWebLifecycleState, page.SetWebLifecycleStateParams{State: state})
			return err
		})
	}
	if err := chromedp.Do(ctx, lifecycle(page.SetWebLifecycleStateStateFrozen), lifecycle(page.SetWebLifecycleStateStateActive)); err != nil {
		e.t.Fatal(err)
	}
	if got, err := cdp(ctx, chromedp.Evaluate[[]string](result)); err != nil || len(got) > 0 {
		e.t.Errorf("a finished game frozen in the background and woken shows %q (%v)", got, err)
	}
	// What the page shows while it loads is watched from its first node:
	// a details fold shown without its summary reads Chromium's "Details".
	watch := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdpcall.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `
			window.bareFolds = 0;
			new MutationObserver(() => {
				for (const d of document.querySelectorAll('details')) if (!d.querySelector(':scope > summary') && !d.closest('[hidden]')) window.bareFolds++;
			}).observe(document, { subtree: true, childList: true, attributes: true });`})
		return err
	})
	e.touchPhone(ctx)
	if err := chromedp.Do(ctx, watch, chromedp.Reload()); err != nil {
		e.t.Fatal(err)
	}
	// Until its first view the table is not drawn: no empty boxes.
	if _, err := engineWait(ctx, chromedp.WaitVisible(chromedp.CSS(`#verdict`))); err != nil {
		e.screenshot(ctx, "offline-result-reloaded", false)
		shown, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('app').innerText.slice(0, 300)`))
		e.t.Fatalf("a finished game loaded again on a phone shows no result: %v (the page shows %q)", err, shown)
	}
	if got, err := cdp(ctx, chromedp.Evaluate[[]string](result)); err != nil || len(got) > 0 {
		e.screenshot(ctx, "offline-result-reloaded", false)
		e.t.Errorf("a finished game loaded again on a phone shows %q (%v)", got, err)
	}
	if n, err := cdp(ctx, chromedp.Evaluate[int](`window.bareFolds`)); err != nil || n > 0 {
		e.t.Errorf("while a finished game loaded again, a details fold showed %d times without its summary (%v)", n, err)
	}
	e.viewShot(ctx, "offline-phone-result-reloaded")
}

// watchFinal keeps in window.finalSeen the result box of the table open in
// ctx as it is the moment it first shows: each row's columns and total,
// and whether a note says the columns are of the last round alone.
func (e *browserEnv) watchFinal(ctx context.Context) {
	e.t.Helper()
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.finalSeen = null;
		new MutationObserver(() => {
			const f = document.getElementById('final');
			if (window.finalSeen || !f || f.hidden || !f.querySelector('tbody tr')) return;
			window.finalSeen = { note: !!f.querySelector('p.hint'), rows: [...f.querySelectorAll('tbody tr')].map((tr) => ({
				cells: [...tr.querySelectorAll('td.num:not(.total)')].map((td) => td.textContent),
				total: tr.querySelector('td.total').textContent })) };
		}).observe(document.getElementById('app'), { subtree: true, childList: true, attributes: true, characterData: true });
	})()`)); err != nil {
		e.t.Fatal(err)
	}
}

// checkFinalAddsUp fails the test if the result box, as watchFinal saw it
// first, has a row whose columns do not add up to its total: points
// (Lino's rows and lines, Linko!'s cards played and in hand) summed, or
// rounds won (LINX's) counted. (A Lino box once showed "Rows 45, Lines 0,
// Total 75": its columns followed the last moves still being shown, its
// totals were the final view's.)
func (e *browserEnv) checkFinalAddsUp(ctx context.Context) {
	e.t.Helper()
	type row struct {
		Cells []string
		Total string
	}
	type box struct {
		Note bool
		Rows []row
	}
	seen, err := cdp(ctx, chromedp.Evaluate[box](`window.finalSeen`))
	if err != nil || len(seen.Rows) == 0 {
		e.t.Fatalf("the result box was not seen as it showed (%v)", err)
	}
	if seen.Note {
		return // the columns are the last round's, the totals the game's
	}
	num := func(s string) (int, bool) {
		var n int
		_, err := fmt.Sscan(strings.NewReplacer("−", "-", "+", "").Replace(s), &n)
		return n, err == nil
	}
	for _, r := range seen.Rows {
		total, ok := num(r.Total)
		if !ok {
			e.t.Errorf("the result box's total %q is no number", r.Total)
			continue
		}
		sum := 0
		for _, c := range r.Cells {
			if n, ok := num(c); ok {
				sum += n
			} else if c != "–" {
				sum++ // a round won
			}
		}
		if sum != total {
			e.t.Errorf("the result box, as it showed, has a row %q that adds up to %d, not its total %s", r.Cells, sum, r.Total)
		}
	}
}
