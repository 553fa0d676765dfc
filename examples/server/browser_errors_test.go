package main

// What goes wrong is said in words: pages the server cannot show, and a
// refused move.

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

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
		{"/play/" + id + "?player=0&token=x", "“0” is not a seat"},
		{"/play/" + id + "?player=8&token=x", "no Seat 8"},
		{"/nope", "This page does not exist"},
	} {
		if err := chromedp.Do(ctx, chromedp.Navigate(e.url+c.path)); err != nil {
			t.Fatal(err)
		}
		msg, err := cdp(ctx, chromedp.Poll[string](`(document.querySelector('.oops') || {}).textContent`, chromedp.WithPollingTimeout(browserStepTimeout)))
		if err != nil {
			e.screenshot(ctx, "oops", false)
			t.Fatalf("%s: no message: %v", c.path, err)
		}
		if !strings.Contains(msg, c.says) {
			t.Errorf("%s says %q", c.path, msg)
		}
		e.checkWords(ctx, c.path)
		if ok, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('.oops a[href="/"]')`)); !ok {
			t.Errorf("%s: no way back to the lobby", c.path)
		}
	}
}

// checkRefusal makes a move stale, as another tab of the same seat would,
// and clicks it: the page must say in words that the table moved on, with
// the server's reason, and then show the table as it is. The page's view
// requests are held meanwhile, so that it cannot catch up before the click.
func (e *browserEnv) checkRefusal(ctx context.Context, link string) error {
	u, _ := url.Parse(link)
	id, seat, token := strings.TrimPrefix(u.Path, "/play/"), linkSeat(u), u.Query().Get("token")
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
	if err := click(ctx, `[data-test-stale]`); err != nil {
		return err
	}
	msg, err := cdp(ctx, chromedp.Poll[string](`document.getElementById('error').textContent`, chromedp.WithPollingTimeout(browserStepTimeout)))
	if err != nil {
		return fmt.Errorf("the page shows no message for a refused move: %w", err)
	}
	if !strings.Contains(msg, "moved on") || strings.Contains(msg, "illegal move") || strings.Contains(msg, "seat ") {
		return fmt.Errorf("the page says %q of a refused move", msg)
	}
	// The page catches up once the views it asked for come.
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`window.releaseViews()`)); err != nil {
		return err
	}
	_, err = cdp(ctx, chromedp.Poll[bool](`window.viewsReleased === true`, chromedp.WithPollingTimeout(browserStepTimeout)))
	return err
}

// linkSeat is the wire's seat (from 0) of a page's address: the page's own
// links count from 1 (?player=2 is seat 1), the server's join links from 0
// (?seat=1).
func linkSeat(u *url.URL) string {
	if p, err := strconv.Atoi(u.Query().Get("player")); err == nil {
		return strconv.Itoa(p - 1)
	}
	return u.Query().Get("seat")
}
