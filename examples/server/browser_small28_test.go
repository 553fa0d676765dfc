package main

// The newcomer's review r35 (#38): the lobby keeps the game last picked.

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserLobbyKeepsTheGame picks Lino in the lobby, starts a game,
// and comes back to the lobby by its plain address: Lino is the game
// chosen again (r35 #9: Linko!, the first game, was).
func TestBrowserLobbyKeepsTheGame(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	fail := e.openLobby(ctx, "lino")
	for _, sel := range []string{`[data-game-card="lino"]`, "#play-computer"} {
		if err := click(ctx, sel); err != nil {
			fail(err)
		}
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-game="lino"]`))); err != nil {
		fail(err)
	}
	e.openLobby(ctx, "lino")
	got, err := cdp(ctx, chromedp.Evaluate[[]string](`[document.getElementById('game').value, (document.querySelector('[data-game-card][aria-pressed="true"]') || {}).dataset?.gameCard || '']`))
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != fmt.Sprint([]string{"lino", "lino"}) {
		e.screenshot(ctx, "lobby-kept-failed", false)
		t.Errorf("back in the lobby after a game of Lino, the game chosen (select, card pressed): %q, want lino", got)
	}
}
