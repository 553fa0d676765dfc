package main

// How often the Hint says only the plain reason (#38, page-r34 #6: "a
// third of my early Lino hints"): over positions of random games of each
// game, the move the search bot chooses there is told by the page's own
// hint.js telling, and the share of plain reasons is counted by game and
// by phase.

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// hintCase is one position asked about: the game, the seat to move, its
// view as the page receives it, and the search bot's move there.
type hintCase struct {
	Game string          `json:"game"`
	Seat int             `json:"seat"`
	View json.RawMessage `json:"view"`
	Move string          `json:"move"`
	// after is the game once the move is played, whose view checks what
	// the reason claims.
	after tabletop.Table
}

// hintCases plays games random games of game with options (players), and
// takes up to each positions of each, every one spread over the game, the
// search bot's move found there in ms.
func hintCases(t *testing.T, game, options string, games, each, ms int) []hintCase {
	t.Helper()
	var out []hintCase
	for g := range games {
		seed := uint64(1000*len(game) + g + 1)
		rng := rand.New(rand.NewPCG(seed, 7))
		tb, err := tabletop.Open(game, []byte(fmt.Sprintf(`{%s"seed":"%d"}`, options, seed)))
		if err != nil {
			t.Fatal(err)
		}
		var line []tabletop.Table
		for i := 0; !tb.Over() && i < 400; i++ {
			line = append(line, tb)
			moves := tb.LegalMoves()
			next, _, err := tb.Play(tb.ToMove(), moves[rng.IntN(len(moves))])
			if err != nil {
				t.Fatal(err)
			}
			tb = next
		}
		step := max(1, len(line)/each)
		for i := rng.IntN(step); i < len(line); i += step {
			at := line[i]
			seat := at.ToMove()
			if seat < 0 || len(at.LegalMoves()) < 2 {
				continue
			}
			view, err := at.View(lang.English, seat)
			if err != nil {
				t.Fatal(err)
			}
			bot, err := tabletop.NewBot(game, "ismcts", []byte(fmt.Sprintf(`{"ms":%d,"workers":1,"seed":"%d"}`, ms, seed+uint64(i))))
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), time.Duration(ms)*time.Millisecond+time.Second)
			move, err := bot.Choose(ctx, at)
			cancel()
			if err != nil {
				t.Fatal(err)
			}
			after, _, err := at.Play(seat, move)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, hintCase{game, seat, view, move, after})
		}
	}
	return out
}

// hintTold is how the page tells one case: the phase its move is of, its
// reason, and whether that is the plain one.
type hintTold struct {
	Phase  string `json:"phase"`
	Reason string `json:"reason"`
	Plain  bool   `json:"plain"`
	// Move is the move found among the page's choices.
	Move json.RawMessage `json:"move"`
}

// tellHints has the page's hint.js tell each case, as table.js does: the
// view's choices read by choicesOf, the move found among them by moveOf.
func tellHints(ctx context.Context, cases []hintCase) ([]hintTold, error) {
	data, err := json.Marshal(cases)
	if err != nil {
		return nil, err
	}
	return cdp(ctx, chromedp.Evaluate[[]hintTold](`(async () => {
		const { telling, moveOf } = await import('/static/hint.js');
		const { choicesOf } = await import('/static/choices.js');
		const { t } = await import('/static/i18n/i18n.js');
		const games = { linko: await import('/static/linko.js'), lino: await import('/static/lino.js'), linx: await import('/static/linx.js') };
		const phase = { 'draw pile': 'draw', draw: 'draw', take: 'attacked', leave: 'attacked', 'take back': 'attacked', takeback: 'attacked', discard: 'attacked', move: 'building', place: 'placing' };
		return `+string(data)+`.map((c) => {
			const choices = choicesOf(c.view.legalMoves);
			const found = moveOf(c.move, choices);
			if (!found) return { phase: 'unfound', reason: c.move, plain: false };
			const ui = { view: c.view, seat: c.seat, short: (i) => 'Computer ' + (i + 1) };
			const reason = telling(found.move, choices, games[c.game], ui);
			return { phase: phase[found.move.kind] || found.move.kind, reason, plain: reason === t('hint.why.plain'), move: found.move };
		});
	})()`, chromedp.EvalAwaitPromise))
}

// TestBrowserHintReasons measures, over positions of random games of each
// game, the share of the Hint's moves whose reason is the plain one; it
// must be under one in five in every game, and every move found among the
// page's choices.
func TestBrowserHintReasons(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	if _, err := cdp(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		t.Fatal(err)
	}
	for _, g := range []struct{ game, options string }{
		{"linko", `"players":2,`}, {"linko", `"players":3,`}, {"lino", ``}, {"linx", `"players":2,`}, {"linx", `"players":3,`}, {"linx", `"players":4,"teams":true,`},
	} {
		cases := hintCases(t, g.game, g.options, 4, 12, 150)
		told, err := tellHints(ctx, cases)
		if err != nil {
			t.Fatal(err)
		}
		type tally struct{ plain, all int }
		byPhase := map[string]*tally{}
		var total tally
		for i, h := range told {
			if h.Phase == "unfound" {
				t.Errorf("%s: the hint %q is not among the page's choices", g.game, h.Reason)
				continue
			}
			if bad := falseClaim(t, cases[i], h); bad != "" {
				t.Errorf("%s: %q of %s: %s", g.game, h.Reason, cases[i].Move, bad)
			}
			p := byPhase[h.Phase]
			if p == nil {
				p = &tally{}
				byPhase[h.Phase] = p
			}
			p.all++
			total.all++
			if h.Plain {
				p.plain++
				total.plain++
				if testing.Verbose() {
					var v struct {
						Hand      []string
						HandSizes []int
						Tableaux  [][]string
						Known     [][]string
					}
					_ = json.Unmarshal(cases[i].View, &v)
					t.Logf("%s plain: %s %v %v %v %v", g.game, cases[i].Move, v.Hand, v.HandSizes, v.Tableaux, v.Known)
				}
			}
		}
		var phases []string
		for k, p := range byPhase {
			phases = append(phases, fmt.Sprintf("%s %d/%d", k, p.plain, p.all))
		}
		sort.Strings(phases)
		t.Logf("%s %s: plain %d/%d (%s)", g.game, strings.TrimSuffix(g.options, ","), total.plain, total.all, strings.Join(phases, ", "))
		if testing.Verbose() {
			said := map[string]int{}
			for _, h := range told {
				said[strings.SplitN(h.Reason, ":", 2)[0]]++
			}
			t.Logf("%v", said)
		}
		if total.plain*5 >= total.all {
			t.Errorf("%s %s: the plain reason in %d hints of %d, want under one in five", g.game, g.options, total.plain, total.all)
		}
	}
	for _, cl := range claims {
		if !cl.rare && claimsChecked[cl.words.String()] == 0 {
			t.Errorf("no reason claimed %q in the positions measured: its check tested nothing", cl.words)
		}
	}
}
