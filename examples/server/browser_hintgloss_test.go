package main

// Linko!'s attack word glossed where it is read (#38, page-r34 #8,
// page-r36 #5): the play choices, at a phone's screen's foot and on a
// desktop, say what the word means the first turn they are offered (a
// title is hovered by chance alone).

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserHintGlossAttackWord plays Linko! against the computer on a
// touch-screen phone and at a desktop's size: a value picked offers its
// plays, and the gloss of the attack word stands among them (on the phone
// in the bar at the screen's foot), on the screen, at the first turn and
// in French too (« subtilynxer »), not at the next turn.
func TestBrowserHintGlossAttackWord(t *testing.T) {
	e := newBrowserEnv(t)
	for _, size := range []string{"phone", "desktop"} {
		t.Run(size, func(t *testing.T) {
			e.t = t
			ctx, press := e.sizedTab(size)
			e.playComputer(ctx, "linko")
			// pick picks a value of the hand at the player's turn and says
			// the gloss shown on the screen among its plays ('' for none).
			pick := func(shot string) string {
				t.Helper()
				if _, err := cdp(ctx, chromedp.Poll[bool](`document.querySelector('#table').dataset.toMove === '0' && !!document.querySelector('#hand button.group.pickable')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
					t.Fatalf("no value to pick at the player's turn: %v", err)
				}
				if err := press(ctx, `#hand button.group.pickable`); err != nil {
					t.Fatal(err)
				}
				if _, err := cdp(ctx, chromedp.WaitVisible(`#choices button.choice`)); err != nil {
					t.Fatalf("no plays offered: %v", err)
				}
				e.screenshot(ctx, shot+"-"+size, false)
				got, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
					const g = document.getElementById('attack-gloss');
					if (!g) return '';
					const r = g.getBoundingClientRect();
					return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight ? g.textContent : '(off the screen) ' + g.textContent;
				})()`))
				if err != nil {
					t.Fatal(err)
				}
				return got
			}
			wantGloss := func(lang, want string) {
				t.Helper()
				if got := pick("gloss-" + lang); got != want {
					t.Errorf("%s, %s: the gloss among the plays is %q, want %q", size, lang, got, want)
				}
			}
			wantGloss("en", "To attack: to take another player’s top cards by playing as many cards of a higher value.")
			// The language chosen, the page loads again in it.
			if err := setField(ctx, "#lang", "fr"); err != nil {
				t.Fatal(err)
			}
			for deadline := time.Now().Add(browserStepTimeout); ; {
				fr, _ := cdp(ctx, chromedp.Evaluate[bool](`document.readyState === 'complete' && document.documentElement.lang === 'fr' && !!document.querySelector('#table')`))
				if fr {
					break
				}
				if time.Now().After(deadline) {
					t.Fatal("the page does not speak French")
				}
				time.Sleep(100 * time.Millisecond)
			}
			wantGloss("fr", "«\u00a0Subtilynxer\u00a0»\u00a0: prendre les cartes du dessus d’un adversaire en posant autant de cartes d’une valeur plus forte.")
			// A play made, the next turn's plays go without it.
			if err := press(ctx, `#choices button.choice`); err != nil {
				t.Fatal(err)
			}
			// Until the player's turn to play comes again, each decision is
			// taken with its first button, each draw from the pile.
			for deadline := time.Now().Add(2 * browserStepTimeout); ; {
				state, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#hand [data-pick]') ? 'play' : document.querySelector('#table').dataset.toMove !== '0' ? 'others' : document.querySelector('#decision button') ? 'decide' : document.querySelector('#pile.pickable') ? 'draw' : 'wait'`))
				if state == "play" {
					break
				}
				switch state {
				case "decide":
					_ = press(ctx, `#decision button`)
				case "draw":
					_ = press(ctx, `#pile.pickable`)
				}
				if time.Now().After(deadline) {
					t.Fatalf("%s: the player's turn to play does not come again", size)
				}
				time.Sleep(100 * time.Millisecond)
			}
			if got := pick("gloss-later"); got != "" {
				t.Errorf("%s: at a later turn the plays still gloss the word: %q", size, got)
			}
		})
	}
}
