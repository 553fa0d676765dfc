package tabletop_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/rng"
)

// Table.Move of a legal move's notation is its Choices entry (the whole
// move's label where Choices labels the choice alone), for many random
// moves of every game, in every language, seats named and not; and a
// notation that is no legal move, as written, is none.
func TestTableMoveIsItsChoicesEntry(t *testing.T) {
	r := rng.New(27)
	languages := lang.All()
	for _, game := range append(tables, struct{ game, options string }{"linko", `{"players":5,"seed":"2"}`},
		struct{ game, options string }{"lino", `{"seed":"2","rounds":2}`}, struct{ game, options string }{"linx", `{"players":2,"seed":"2"}`}) {
		table := open(t, game.game, game.options)
		for ply := 0; !table.Over() && ply < 300; ply++ {
			if ply%3 == 0 {
				l := languages[ply/3%len(languages)]
				seated := table
				if ply/3%3 == 0 {
					seated = table.WithNames([]string{"Ana", "Bo"}).WithComputers(1)
				}
				checkMoves(t, &r, seated, l, fmt.Sprintf("%s %s ply %d %v", game.game, game.options, ply, l))
			}
			moves := table.LegalMoves()
			next, _, err := table.Play(table.ToMove(), moves[r.IntN(len(moves))])
			require.NoError(t, err)
			table = next
		}
		_, ok := table.Move(lang.English, "0:pass")
		assert.False(t, ok, "%s: nobody to move, or not that move", game.game)
	}
}

// checkMoves compares Table.Move with up to 40 random moves of the
// table's Choices in l, and refuses what is no move.
func checkMoves(t *testing.T, r *rng.Source, table tabletop.Table, l lang.Language, where string) {
	t.Helper()
	var all []tabletop.Move
	for _, c := range table.Choices(l) {
		all = append(all, c.Moves...)
	}
	for range min(40, len(all)) {
		want := all[r.IntN(len(all))]
		got, ok := table.Move(l, want.Notation)
		require.True(t, ok, "%s: %s", where, want.Notation)
		if got.Label != want.Label { // Lino's building: "Move the tile at K7 to K6", not "K6"
			assert.Contains(t, got.Label, want.Label, "%s: %s", where, want.Notation)
			assert.Equal(t, "lino", table.Game(), where)
			assert.Equal(t, "move", want.Kind, where)
			got.Label = want.Label
		}
		assert.Equal(t, want, got, "%s: %s", where, want.Notation)

		for _, notMove := range []string{want.Notation + " ", " " + want.Notation, want.Notation[2:], "9" + want.Notation[1:], "0:move 99,99 1,1", "1\x00", ""} {
			_, ok := table.Move(l, notMove)
			assert.False(t, ok, "%s: %q", where, notMove)
		}
	}
}

// Table.Move costs one move's label and preview, not the Choices'
// (go-r34 #4: 72,756 allocations at Lino's opening, where Choices makes
// a label and a typed form for each of the two thousand moves).
func TestTableMoveCostsOneMove(t *testing.T) {
	for _, game := range tables {
		table := open(t, game.game, game.options)
		move := table.LegalMoves()[len(table.LegalMoves())/2]
		allocs := testing.AllocsPerRun(20, func() { table.Move(lang.French, move) })
		assert.Less(t, allocs, 200.0, "%s: a legal move", game.game)
		allocs = testing.AllocsPerRun(20, func() { table.Move(lang.French, "0:move 99,99 1,1") })
		assert.Less(t, allocs, 20.0, "%s: no move", game.game)
	}
}

// BenchmarkTableMove looks a move up by its notation at each game's
// opening, as a front-end shows a bot's move to a person.
func BenchmarkTableMove(b *testing.B) {
	for _, game := range []struct{ name, options string }{
		{"linko", `{"players":4,"seed":"3"}`}, {"lino", `{"seed":"3"}`}, {"linx", `{"players":4,"seed":"3"}`},
	} {
		t := benchTable(b, game.name, game.options)
		move := t.LegalMoves()[len(t.LegalMoves())/2]
		b.Run(game.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, ok := t.Move(lang.English, move); !ok {
					b.Fatal(move)
				}
			}
		})
	}
}
