package lino_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/speech/speechtest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
)

// TestEveryWordAsAnEditorWritesIt: over random games, the bonus game
// among them, with the players' names or the seats' default names, every
// sentence, label, preview, choice, refusal, picture and the rules, in
// every language, pass speechtest's checks (see linko's test of the same
// name).
func TestEveryWordAsAnEditorWritesIt(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := lino.Options{Seed: rapid.Uint64().Draw(t, "seed"), Bonus: rapid.Bool().Draw(t, "bonus")}
		var names []string
		if rapid.Bool().Draw(t, "named") {
			names = rapid.SliceOfN(rapid.SampledFrom([]string{"Ana", "Émile", "Hugo", "Bo", ""}), 2, 2).Draw(t, "names")
		}
		s, err := lino.New(opts)
		require.NoError(t, err)
		for step := 0; !s.Over(); step++ {
			seat := s.ToMove()
			v := s.View(seat)
			for _, l := range lang.All() {
				if step%6 != 0 {
					break // a game to its end, and the words of some of its views
				}
				speechtest.Choices(t, l, v.In(l).Named(names).Choices())
				require.NoError(t, speechtest.Picture(l, v.Named(names).Text(l)))
			}
			wrong := rapid.SampledFrom([]lino.Move{
				lino.Place(seat, lino.Cell{X: 0, Y: 0}), lino.MoveTileTo(seat, lino.Cell{X: 5, Y: 1}, lino.Cell{X: 40, Y: 40}),
				lino.Place(1-seat, lino.Cell{X: 4, Y: 4}), lino.MoveTileTo(seat, lino.Cell{X: 4, Y: 4}, lino.Cell{X: 4, Y: 4}),
			}).Draw(t, "wrong")
			_, _, err := s.Apply(wrong)
			speechtest.Refused(t, err, names)
			moves := s.LegalMoves()
			var events []lino.Event
			s, events, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
			for _, e := range events {
				speechtest.Narrated(t, 2, func(l lang.Language, reader int) string { return s.View(reader).Narrate(e, l, reader, names) })
			}
		}
	})
	for _, l := range lang.All() {
		for _, p := range lino.Rules(l) {
			require.NoError(t, speechtest.Sentence(l, p))
		}
	}
}
