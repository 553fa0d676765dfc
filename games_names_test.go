package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop"
)

// TestAnUnknownGameSuggestsTheNameMeant: names are exact, and the error of
// one nearly right names the game meant, and every game.
func TestAnUnknownGameSuggestsTheNameMeant(t *testing.T) {
	for typed, meant := range map[string]string{"Linko": "linko", " linko": "linko", "LINX": "linx", "lnx": "linx", "Lino ": "lino"} {
		_, err := tabletop.Open(typed, nil)
		assert.ErrorIs(t, err, tabletop.ErrUnknownGame, typed)
		assert.ErrorContains(t, err, `did you mean "`+meant+`"?`, typed)
		assert.ErrorContains(t, err, "the games are linko, lino, linx", typed)
	}
	_, err := tabletop.Open("chess", nil)
	assert.EqualError(t, err, `tabletop: unknown game: "chess"; the games are linko, lino, linx`)
}

// TestAnUnknownBotSuggestsTheNameMeant: a bot's name nearly right names the
// bot meant, as a game's does (go-r30 #10: "ismtcs" said only what there is).
func TestAnUnknownBotSuggestsTheNameMeant(t *testing.T) {
	for typed, meant := range map[string]string{"ismtcs": "ismcts", "Greedy": "greedy", "randm": "random"} {
		_, err := tabletop.NewBot("lino", typed, nil)
		assert.ErrorIs(t, err, tabletop.ErrUnknownBot, typed)
		assert.ErrorContains(t, err, `did you mean "`+meant+`"?`, typed)
		assert.ErrorContains(t, err, "it has random, greedy, ismcts", typed)
	}
	// (Other tests register bots of their own: the list may go on.)
	_, err := tabletop.NewBot("lino", "alphazero", nil)
	assert.ErrorContains(t, err, `tabletop: unknown bot: lino has no bot "alphazero"; it has random, greedy, ismcts`)
	assert.NotContains(t, err.Error(), "did you mean")
}
