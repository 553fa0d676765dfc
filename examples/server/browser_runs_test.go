package main

// Lino's runs seen while they grow (#38, r34 #2: the panels read 6–6 while
// each seat had a run worth 30, and 40 to 70 points of runs showed at once
// at the end).

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/rng"
)

// TestBrowserLinoRuns: in random games, the page's count of each seat's
// runs (linoscored.js runPoints) on the field of the last stone equals
// the runs part of the library's final scoring; and mid-game, the seats'
// panels show that count ("Runs: 30 pts at the end"), each its own.
func TestBrowserLinoRuns(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		t.Fatal(err)
	}
	r := rng.New(38)
	var ends, middles []json.RawMessage
	var want [][2]int
	for range 40 {
		s, err := lino.New(lino.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var runs [2]int
		for placed := 0; !s.Over(); {
			m, ok := s.RandomMove(&r)
			if !ok {
				t.Fatal("no move in a game not over")
			}
			next, events, err := s.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			for _, ev := range events {
				if ev.Kind == lino.RunScored {
					runs[ev.Seat] += ev.Points
				}
			}
			if m.Kind == lino.PlaceStone {
				if placed++; placed == 36 {
					middles = append(middles, viewJSON(t, next))
				}
			}
			s = next
		}
		ends = append(ends, viewJSON(t, s))
		want = append(want, runs)
	}
	got, err := cdp(ctx, chromedp.Evaluate[[][2]int](fmt.Sprintf(`(async () => {
		const { runPoints } = await import('/static/linoscored.js');
		return %s.map(runPoints);
	})()`, jsonArray(ends)), chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	scored := 0
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("game %d: the page counts runs of %v, the library scored %v", i, got[i], want[i])
		}
		scored += want[i][0] + want[i][1]
	}
	if scored == 0 {
		t.Fatal("no run in 40 games: the comparison compared nothing")
	}
	// Mid-game, each panel says its seat's count, as runPoints makes it.
	bad, err := cdp(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(async () => {
		const { runPoints } = await import('/static/linoscored.js');
		const { seats } = await import('/static/lino.js');
		const { t } = await import('/static/i18n/i18n.js');
		let shown = 0;
		for (const v of %s) {
			const runs = runPoints(v);
			const panels = seats(v, { seat: 0, tag: () => [] });
			for (const i of [0, 1]) {
				const said = panels[i].querySelector('[data-runs-seat]')?.textContent;
				if (said !== t('lino.runsSoFar', { n: runs[i] })) return 'seat ' + (i + 1) + '\'s panel says ' + said + ' for runs of ' + runs[i];
				if (runs[i] > 0) shown++;
			}
		}
		return shown ? '' : 'no panel showed a run';
	})()`, jsonArray(middles)), chromedp.EvalAwaitPromise))
	if err != nil || bad != "" {
		t.Fatalf("%s %v", bad, err)
	}
}

// viewJSON is the JSON of s's view for seat 0, as the page receives it.
func viewJSON(t *testing.T, s lino.State) json.RawMessage {
	t.Helper()
	data, err := json.Marshal(s.View(0))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// jsonArray writes items as one JSON array, a script's literal.
func jsonArray(items []json.RawMessage) string {
	data, _ := json.Marshal(items)
	return string(data)
}
