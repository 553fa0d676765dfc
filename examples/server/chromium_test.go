package main

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The browser tests share one headless Chromium, started by the first
// test that needs it and closed by TestMain: each test looks through
// browser contexts of its own (as an incognito window is: no cookies,
// storage or cache shared with another), so that it sees no other test's
// pages, and none pays a browser's start. Its profile and the temporary
// files it makes are in the run's temporary directory (TMPDIR, see
// main_test.go), and it is closed as a person closes it, so that it
// removes its own; the run's end removes what a killed one leaves.

var (
	browserOnce  sync.Once
	browserRoot  context.Context // the browser's first tab, which stays blank
	browserStart error           // why the browser did not start
	browserClose func()          // closes the browser and waits for its files to go
)

// sharedBrowser returns the running browser's first tab, starting the
// browser (Chromium at path) if it is not started yet.
func sharedBrowser(path string) (context.Context, error) {
	browserOnce.Do(func() {
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(path),
			chromedp.DisableGPU,
			chromedp.NoFirstRun,
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.WindowSize(1280, 800),
			// The page speaks the browser's language: English, whatever the
			// machine's locale, unless a test asks for another.
			chromedp.Flag("lang", "en-US"),
		)
		if os.Geteuid() == 0 {
			opts = append(opts, chromedp.NoSandbox) // Chromium's sandbox refuses root
		}
		// With no user data directory given, chromedp makes one in TMPDIR,
		// and kills the browser's leftover processes before it removes it.
		actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		root, cancelRoot := chromedp.NewContext(actx)
		if browserStart = chromedp.Do(root); browserStart != nil {
			cancelRoot()
			cancelAlloc()
			return
		}
		browserRoot = root
		browserClose = func() {
			// Closed gracefully, Chromium removes its singleton's
			// directory in TMPDIR, which a kill leaves.
			closed := make(chan struct{})
			go func() {
				chromedp.Cancel(root)
				close(closed)
			}()
			select {
			case <-closed:
			case <-time.After(10 * time.Second):
			}
			cancelRoot()
			cancelAlloc() // kills what is left and waits for its profile to go
		}
	})
	return browserRoot, browserStart
}

// stopBrowser closes the shared browser, if it was started.
func stopBrowser() {
	if browserClose != nil {
		browserClose()
	}
}

// personContext returns a context for a new person's browser: a browser
// context of its own in the shared browser, closed with all its tabs when
// the test ends.
func personContext(t *testing.T, path string) (context.Context, error) {
	root, err := sharedBrowser(path)
	if err != nil {
		return nil, err
	}
	ctx, cancel := chromedp.NewContext(root, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		return nil, err
	}
	return ctx, nil
}
