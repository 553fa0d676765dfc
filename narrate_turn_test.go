package tabletop_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// turnSaid finds, in each language, a sentence that says whose turn it
// is, in any of the games' words: "It is your turn", "It is Ana's turn",
// "C’est à Ana de jouer", "Tocca a te", "Ana is aan de beurt". The
// property below finds them with these, not with the games' own turn
// sentences, so that a turn said in other words is counted too.
var turnSaid = map[lang.Language]*regexp.Regexp{
	lang.English: regexp.MustCompile(`(?i)\bit is (your|[^.:]*'s) turn\b`),
	lang.French:  regexp.MustCompile(`(?i)\bc’est (à|au|aux) [^.:]*de jouer\b`),
	lang.Italian: regexp.MustCompile(`(?i)\btocca (a|ad|al|allo|alla)\b`),
	lang.Dutch:   regexp.MustCompile(`(?i)\b(bent|is) aan de beurt\b`),
}

// TestNarrationSaysWhoseTurnOnce: after every move of random games of
// every game, the narration of the move says to every seat, and to a
// spectator, in every language, whose turn it is exactly once, in its
// last sentence's end, naming the seat to move (go-r23 4: Lino never said
// it, Linko! said it of the active seat, not of the seat to decide);
// once the game is over, it says no one's.
func TestNarrationSaysWhoseTurnOnce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		game := rapid.SampledFrom(tabletop.GameNames()).Draw(t, "game")
		options := fmt.Sprintf(`{"seed":"%d"}`, rapid.Uint64().Draw(t, "seed"))
		if game != "lino" {
			options = fmt.Sprintf(`{"seed":"%d","players":%d}`, rapid.Uint64().Draw(t, "seed"), rapid.IntRange(2, 4).Draw(t, "players"))
		}
		table, err := tabletop.Open(game, []byte(options))
		require.NoError(t, err)
		for moves := rapid.IntRange(1, 400).Draw(t, "moves"); moves > 0 && !table.Over(); moves-- {
			legal := table.LegalMoves()
			move := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")]
			next, events, err := table.Play(table.ToMove(), move)
			require.NoError(t, err)
			table = next
			for reader := -1; reader < table.Players(); reader++ {
				for _, l := range lang.All() {
					told := events.Narrate(l, reader, nil)
					whole := strings.Join(told, " ")
					said := turnSaid[l].FindAllStringIndex(whole, -1)
					// Turns gives the very sentence said, where it is said:
					// a front-end cuts it off and says it apart.
					turns := events.Turns(l, reader, nil)
					require.Len(t, turns, len(told))
					for i, turn := range turns[:len(turns)-1] {
						require.Empty(t, turn, "%s, %s: event %d of %q ends no move", game, l, i, told)
					}
					if table.Over() {
						require.Empty(t, said, "%s, %s, reader %d: the game is over: %q", game, l, reader, told)
						require.Empty(t, turns[len(turns)-1], "%s, %s: the game is over", game, l)
						continue
					}
					turn := turns[len(turns)-1]
					require.True(t, strings.HasSuffix(told[len(told)-1], " "+turn) || told[len(told)-1] == turn,
						"%s, %s: %q ends with its turn %q", game, l, told[len(told)-1], turn)
					require.Len(t, turnSaid[l].FindAllStringIndex(turn, -1), 1, "%s, %s: the turn %q is the turn said", game, l, turn)
					require.Len(t, said, 1, "%s, %s, reader %d after %s: %q", game, l, reader, move, told)
					last := told[len(told)-1]
					start := len(whole) - len(last)
					require.GreaterOrEqual(t, said[0][0], start, "%s, %s: said in the last sentence: %q", game, l, told)
					require.NotContains(t, strings.TrimSuffix(whole[said[0][1]:], "."), ".", "%s, %s: said last: %q", game, l, told)
					if l == lang.English {
						who := fmt.Sprintf("Seat %d's", table.ToMove()+1)
						if reader == table.ToMove() {
							who = "your"
						}
						require.Contains(t, whole[said[0][0]:], "It is "+who+" turn", "%s, reader %d: names the seat to move, %d: %q", game, reader, table.ToMove(), told)
					}
				}
			}
		}
	})
}
