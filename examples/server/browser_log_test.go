package main

// The log names cells as the board does: a Lino cell keeps its name for
// the whole game, the log's sentences and the board's axes alike.

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// errEnoughStones stops a game played by clicking: a few stones are placed,
// the field is built.
var errEnoughStones = errors.New("enough stones")

// logCheck reads the page's log, the board's drawn axes and the table's
// axes: {items: [{index, text}], columns, rows, axes}.
const logCheck = `(async () => {
	const items = [...document.querySelectorAll('#log li')].map(li => ({ index: +li.dataset.index, text: li.textContent }));
	const drawn = [...document.querySelectorAll('svg.field text.axis')].map(t => t.textContent);
	const id = location.pathname.split('/')[2];
	const table = await (await fetch('/api/tables/' + id)).json();
	return { items, columns: drawn.filter(a => /^[A-Z]+$/.test(a)), rows: drawn.filter(a => /^\d+$/.test(a)), axes: table.view.axes, events: table.events };
})()`

// logState is what logCheck reads.
type logState struct {
	Items []struct {
		Index int    `json:"index"`
		Text  string `json:"text"`
	} `json:"items"`
	Columns []string `json:"columns"`
	Rows    []string `json:"rows"`
	Axes    struct {
		Left    int      `json:"left"`
		Top     int      `json:"top"`
		Columns []string `json:"columns"`
		Rows    []string `json:"rows"`
	} `json:"axes"`
	Events int `json:"events"`
}

var (
	cellNamed = regexp.MustCompile(`\b([A-Z]{1,2})([1-9][0-9]?)\b`)
	cellXY    = regexp.MustCompile(`(-?\d+),(-?\d+)`)
)

// TestBrowserLogNamesCellsAsTheBoard plays Lino against the computer
// through the building into the filling: every cell the log names is on
// the board's drawn axes and is a cell its event touched, named as the
// board names it now.
func TestBrowserLogNamesCellsAsTheBoard(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	link := e.playComputer(ctx, "lino")
	id := strings.SplitN(joinTableID(t, link), "?", 2)[0]
	_, _, err := playByClicking(ctx, func() error {
		n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#log li[data-kind="stone-placed"]').length`))
		if n >= 6 {
			return errEnoughStones
		}
		return nil
	}, true)
	if !errors.Is(err, errEnoughStones) {
		e.screenshot(ctx, "log-failed", false)
		t.Fatalf("the game did not reach its filling: %v", err)
	}
	var mismatch error
	for deadline := time.Now().Add(browserStepTimeout); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		st, err := cdp(ctx, chromedp.Evaluate[logState](logCheck, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		if mismatch = e.checkLogNames(id, st); mismatch == nil {
			break
		}
	}
	if mismatch != nil {
		e.screenshot(ctx, "log-names", false)
		t.Fatal(mismatch)
	}
	latest, err := cdp(ctx, chromedp.Evaluate[bool](`!document.getElementById('latest').hidden && document.querySelectorAll('#latest li').length > 0`))
	if err != nil || !latest {
		t.Errorf("\"Since your move\" shows nothing in the filling (%v)", err)
	}
}

// checkLogNames says how the log st read disagrees with the board: a name
// off the drawn axes, or a sentence whose names are not its event's cells
// as the table's axes name them.
func (e *browserEnv) checkLogNames(id string, st logState) error {
	if len(st.Items) == 0 || st.Items[len(st.Items)-1].Index != st.Events-1 {
		return fmt.Errorf("the log holds %d sentences, the last of event %v, of %d events", len(st.Items), st.Items, st.Events)
	}
	msgs, _ := readStream(e.t, e.url+"/api/tables/"+id+"/events", "", 5*time.Second, untilCount(st.Events))
	events := make([]string, len(msgs))
	for i, m := range msgs {
		var d eventMessage
		if err := json.Unmarshal([]byte(m.data), &d); err != nil {
			return err
		}
		events[i] = string(d.Event)
	}
	name := func(x, y string) string {
		var cx, cy int
		fmt.Sscan(x, &cx)
		fmt.Sscan(y, &cy)
		if cx < st.Axes.Left || cx-st.Axes.Left >= len(st.Axes.Columns) || cy < st.Axes.Top || cy-st.Axes.Top >= len(st.Axes.Rows) {
			return x + "," + y
		}
		return st.Axes.Columns[cx-st.Axes.Left] + st.Axes.Rows[cy-st.Axes.Top]
	}
	for _, item := range st.Items {
		var said []string
		for _, m := range cellNamed.FindAllStringSubmatch(item.Text, -1) {
			if !slices.Contains(st.Columns, m[1]) || !slices.Contains(st.Rows, m[2]) {
				return fmt.Errorf("%q names %s, off the board's axes %v × %v", item.Text, m[0], st.Columns, st.Rows)
			}
			said = append(said, m[0])
		}
		if item.Index >= len(events) {
			return fmt.Errorf("no event %d on the stream", item.Index)
		}
		var touched []string
		for _, m := range cellXY.FindAllStringSubmatch(events[item.Index], -1) {
			touched = append(touched, name(m[1], m[2]))
		}
		for _, s := range said {
			if !slices.Contains(touched, s) {
				return fmt.Errorf("%q names %s, but its event %s touched %v", item.Text, s, events[item.Index], touched)
			}
		}
	}
	return nil
}
