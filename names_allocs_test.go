package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
)

// The View of a table whose seats are named costs one allocation more
// than the same View unnamed, in every game: the game's View.Named, which
// keeps its own copy of the names, and not a copy of the whole View to
// the heap to find that method.
func TestANamedViewCostsTheNamesAlone(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates as it checks")
	}
	for _, game := range []struct{ name, options string }{
		{"linko", `{"players":4,"seed":"3"}`}, {"lino", `{"seed":"3"}`}, {"linx", `{"players":4,"seed":"3"}`},
	} {
		plain, err := tabletop.Open(game.name, []byte(game.options))
		if !assert.NoError(t, err) {
			continue
		}
		named := plain.WithNames([]string{"Ada", "Bo", "Cy", "Di"}[:plain.Players()])
		allocs := func(table tabletop.Table) float64 {
			return testing.AllocsPerRun(10, func() { _, _ = table.View(lang.English, 0) })
		}
		assert.Equal(t, allocs(plain)+1, allocs(named), game.name)
	}
}

// benchTable opens a table of game with options for a benchmark.
func benchTable(b *testing.B, game, options string) tabletop.Table {
	t, err := tabletop.Open(game, []byte(options))
	if err != nil {
		b.Fatal(err)
	}
	return t
}

// BenchmarkView serves a seat's View of each game's table, with its
// seats named and without: what a server does for every player after
// every move.
func BenchmarkView(b *testing.B) {
	for _, game := range []struct{ name, options string }{
		{"linko", `{"players":4,"seed":"3"}`}, {"lino", `{"seed":"3"}`}, {"linx", `{"players":4,"seed":"3"}`},
	} {
		plain := benchTable(b, game.name, game.options)
		named := plain.WithNames([]string{"Ada", "Bo", "Cy", "Di"}[:plain.Players()])
		for _, table := range []struct {
			name string
			t    tabletop.Table
		}{{"plain", plain}, {"named", named}} {
			b.Run(game.name+"/"+table.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := table.t.View(lang.English, 0); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkPlay plays the first legal move of each game's table by its
// notation, as a server plays a player's move.
func BenchmarkPlay(b *testing.B) {
	for _, game := range []struct{ name, options string }{
		{"linko", `{"players":4,"seed":"3"}`}, {"lino", `{"seed":"3"}`}, {"linx", `{"players":4,"seed":"3"}`},
	} {
		t := benchTable(b, game.name, game.options)
		move := t.LegalMoves()[0]
		b.Run(game.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, _, err := t.Play(t.ToMove(), move); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
