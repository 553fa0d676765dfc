package linko_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/speech/speechtest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
)

// playerNames are the names a property gives the seats: a vowel first
// (elided "d'Ana", "ad Ana"), an accent, an h, and an empty name, which
// leaves that seat its default name.
var playerNames = []string{"Ana", "Émile", "Hugo", "Bo", ""}

// TestEveryWordAsAnEditorWritesIt: over random games of every seat count
// and rounds, with the players' names or the seats' default names, every
// sentence, label, preview, choice, refusal, picture and the rules, in
// every language, pass speechtest's checks: no notation in a sentence, a
// seat's default name with its article, French spaces, the apostrophe ’,
// no English word in another language and plurals as CLDR has them.
func TestEveryWordAsAnEditorWritesIt(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(linko.MinPlayers, linko.MaxPlayers).Draw(t, "players")
		opts := linko.Options{Players: players, Rounds: rapid.SampledFrom([]int{1, players}).Draw(t, "rounds"), Seed: rapid.Uint64().Draw(t, "seed")}
		var names []string
		if rapid.Bool().Draw(t, "named") {
			names = rapid.SliceOfN(rapid.SampledFrom(playerNames), players, players).Draw(t, "names")
		}
		s, err := linko.New(opts)
		require.NoError(t, err)
		for step := 0; step < 40 && !s.Over(); step++ {
			seat := s.ToMove()
			v := s.View(seat)
			for _, l := range lang.All() {
				checkView(t, l, v, names)
			}
			_, _, err := s.Apply(rapid.SampledFrom(wrongMoves(seat, players)).Draw(t, "wrong"))
			speechtest.Refused(t, err, names)
			if refused, ok := err.(*linko.MoveError); ok {
				for _, l := range lang.All() {
					requireWritten(t, l, refused.Sentence(l, names))
				}
			}
			moves := s.LegalMoves()
			var events []linko.Event
			s, events, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
			for _, e := range events {
				speechtest.Narrated(t, players, func(l lang.Language, reader int) string { return e.Narrate(l, reader, names) })
				for _, l := range lang.All() {
					requireWritten(t, l, e.Narrate(l, seat, names))
				}
			}
		}
	})
	for _, l := range lang.All() {
		for _, p := range linko.Rules(l) {
			require.NoError(t, speechtest.Sentence(l, p))
			requireWritten(t, l, p)
		}
	}
}

// checkView checks the words of one View in language l: its choices'
// labels and previews, named, and its picture, for its seat and a
// spectator.
func checkView(t *rapid.T, l lang.Language, v linko.View, names []string) {
	choices := v.In(l).Named(names).Choices()
	speechtest.Choices(t, l, choices)
	for _, c := range choices {
		requireWritten(t, l, c.Label)
		for i := range c.Moves {
			requireWritten(t, l, c.Labels[i])
			requireWritten(t, l, c.Previews[i])
		}
	}
	picture := v.Named(names).Text(l)
	require.NoError(t, speechtest.Picture(l, picture))
	requireWritten(t, l, picture)
}

// wrongMoves are moves of every kind for seat and the seat after it, most
// of them refused at any moment.
func wrongMoves(seat, players int) []linko.Move {
	other := (seat + 1) % players
	return []linko.Move{
		linko.Play(seat, 7, 8, 0), linko.Play(seat, 1, 1, 0), linko.Play(seat, 0, 0, 5), linko.Play(seat, 8, 3, 1),
		linko.Play(other, 11, 1, 0), linko.Take(seat), linko.Leave(seat), linko.TakeBack(seat),
		linko.Discard(seat), linko.DrawFromPile(seat), linko.DrawFromDisplay(seat, 11), linko.DrawFromDisplay(seat, linko.Joker),
	}
}
