package linx_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/speech/speechtest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linx"
)

// TestEveryWordAsAnEditorWritesIt: over random matches of every seat
// count, in teams too, with the players' names or the seats' default
// names, every sentence, label, preview, choice, refusal, picture and the
// rules, in every language, pass speechtest's checks (see linko's test
// of the same name).
func TestEveryWordAsAnEditorWritesIt(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(2, 4).Draw(t, "players")
		opts := linx.Options{Players: players, Seed: rapid.Uint64().Draw(t, "seed"), Teams: players == 4 && rapid.Bool().Draw(t, "teams")}
		var names []string
		if rapid.Bool().Draw(t, "named") {
			names = rapid.SliceOfN(rapid.SampledFrom([]string{"Ana", "Émile", "Hugo", "Bo", ""}), players, players).Draw(t, "names")
		}
		s, err := linx.New(opts)
		require.NoError(t, err)
		for step := 0; step < 80 && !s.Over(); step++ {
			seat := s.ToMove()
			v := s.View(seat)
			for _, l := range lang.All() {
				speechtest.Choices(t, l, v.In(l).Named(names).Choices())
				require.NoError(t, speechtest.Picture(l, v.Named(names).Text(l)))
			}
			wrong := rapid.SampledFrom([]linx.Move{
				linx.Up(seat, linx.Rock, linx.Cell{X: 9, Y: 9}), linx.Down(seat, linx.Paper, linx.Cell{}),
				linx.PassTurn(seat), linx.Up((seat+1)%players, linx.Scissors, linx.Cell{X: 1}),
			}).Draw(t, "wrong")
			_, _, err := s.Apply(wrong)
			speechtest.Refused(t, err, names)
			moves := s.LegalMoves()
			var events []linx.Event
			s, events, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
			for _, e := range events {
				speechtest.Narrated(t, players, func(l lang.Language, reader int) string { return e.Narrate(l, reader, names) })
			}
		}
	})
	for _, l := range lang.All() {
		for _, p := range linx.Rules(l) {
			require.NoError(t, speechtest.Sentence(l, p))
		}
	}
}
