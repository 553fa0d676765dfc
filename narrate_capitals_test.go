package tabletop_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// sentenceStart finds where a sentence starts: the text's start, or
// after a sentence's last mark (with any closing quote or bracket) and a
// space, past any opening quote or bracket.
var sentenceStart = regexp.MustCompile(`(?:^|[.!?…][”»’")]*\s+)[«“‘"(\x{a0}\x{202f}]*(.)`)

// lowerStart returns the first sentence of text that starts with neither
// a capital nor a figure, or "".
func lowerStart(text string) string {
	for _, at := range sentenceStart.FindAllStringSubmatchIndex(text, -1) {
		r, _ := utf8.DecodeRuneInString(text[at[2]:])
		if !unicode.IsUpper(r) && !unicode.IsDigit(r) {
			return text[at[2]:]
		}
	}
	return ""
}

// TestEverySentenceStartsWithACapital: over random games of every game and
// seat count, with the seats named by their players, by default or as the
// computer (one or several), every sentence a seat or a spectator is
// told in every language — each move's narration with its turn sentence,
// and the refusal of a move out of turn — starts with a capital or a
// figure. Dutch Lino once said "…verplaatst. de computer is aan de beurt."
func TestEverySentenceStartsWithACapital(t *testing.T) {
	namings := [][]string{
		nil,
		{"Ana", tabletop.Computer, "", "Émile"},
		{tabletop.Computer, "Ana", tabletop.Computer, ""},
		{tabletop.Computer, tabletop.Computer, tabletop.Computer, tabletop.Computer},
		{"", "", "", ""},
	}
	games := []struct {
		game    string
		players []int
	}{{"linko", []int{2, 3, 4}}, {"lino", []int{2}}, {"linx", []int{2, 3, 4}}}
	for _, g := range games {
		for _, players := range g.players {
			for i, names := range namings {
				seed := uint64(7*players + i)
				t.Run(fmt.Sprintf("%s/%d/%d", g.game, players, i), func(t *testing.T) {
					t.Parallel()
					if names != nil {
						names = names[:players]
					}
					checkCapitals(t, g.game, players, seed, names)
				})
			}
		}
	}
}

// checkCapitals plays a random game of game from seed, its seats called
// names, and fails at the first sentence told that starts in lower case.
func checkCapitals(t *testing.T, game string, players int, seed uint64, names []string) {
	table, err := tabletop.Open(game, fmt.Appendf(nil, `{"players":%d,"seed":"%d"}`, players, seed))
	require.NoError(t, err)
	table = withComputers(table, names)
	random := rand.New(rand.NewPCG(seed, 1))
	check := func(what string, sentences ...string) {
		t.Helper()
		for _, s := range sentences {
			if lower := lowerStart(s); lower != "" {
				t.Fatalf("%s: %q: a sentence starts in lower case: %q", what, s, lower)
			}
		}
	}
	for step := 0; !table.Over(); step++ {
		seat := table.ToMove()
		moves := table.LegalMoves()
		if step%5 == 0 {
			_, _, err := table.Play((seat+1)%players, moves[0])
			var refused *tabletop.MoveError
			require.True(t, errors.As(err, &refused), "a move out of turn is refused")
			for _, l := range lang.All() {
				check(fmt.Sprintf("%s refusal", l), refused.Sentence(l, names))
			}
		}
		next, events, err := table.Play(seat, moves[random.IntN(len(moves))])
		require.NoError(t, err)
		for _, l := range lang.All() {
			for reader := -1; reader < players; reader++ {
				check(fmt.Sprintf("%s, step %d, seat %d", l, step, reader), events.Narrate(l, reader, names)...)
			}
		}
		table = next
	}
}
