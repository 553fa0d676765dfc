//go:build !tabletop_nolino

package tabletop

import (
	"math"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lino"
)

// Lino is in the catalog unless a build leaves it out with the tag
// tabletop_nolino (a WebAssembly of the other games alone, say). The
// catalog's files are named catalog_<game>.go so that the go command,
// which runs a package's init functions in the order of its files' names,
// registers the games in the catalog's order: Linko!, Lino, LINX.
func init() {
	catalog = append(catalog,
		&rules[lino.State, lino.Move, lino.Event, lino.View, lino.Position, lino.Options]{
			info: GameInfo{
				Name: "lino", Title: "Lino", MinPlayers: lino.Players, MaxPlayers: lino.Players,
				Options: []OptionInfo{
					players(lino.Players, lino.Players, lino.Players),
					seedOption,
					firstSeat(lino.Players),
					{Name: "rounds", Type: "int", Default: 1, Min: 1, Max: 2,
						Doc: "1, or 2: a fair match on the field built in the first round, each seat placing first once"},
					{Name: "bonus", Type: "bool", Default: false,
						Doc: "the bonus game: faces on the tiles, numbers and stars scoring at the end; starsOnly plays it too, and Table.Options then reports it true"},
					{Name: "starsOnly", Type: "bool", Default: false,
						Doc: "the bonus game with only the stars face up"},
					{Name: "layout", Type: "list",
						Doc: `the starting field: 56 cells "x,y" from 0 to 19, each touching another; left out, the default field, an asymmetric cross (lino.DefaultLayout: the rulebook's pictures are lost)`},
					{Name: "faces", Type: "list",
						Doc: `the 56 faces of the bonus game, such as "X3", "O2", "*"; left out, the default faces (lino.DefaultFaces, ours: the rulebook's pictures are lost)`},
				},
			},
			newState: lino.New, fromPosition: lino.FromPosition, rules: lino.Rules,
			parseMove:  lino.ParseMoveFor,
			namedCell:  linoNamedCell,
			beyondAxes: "too-far",
			choices:    choicesOf[lino.View, lino.Move](lino.View.Choices),
			cellLabels: func(v lino.View) func(lino.Move) string {
				a := v.Axes()
				return func(m lino.Move) string { return a.Name(m.To) }
			},
			choiceAlone: func(m lino.Move) bool { return m.Kind == lino.MoveTile },
			narrate:     toldBeside[lino.View, lino.Event],
			sample:      sampleWith(lino.NewSampler),
			bots:        builtinBots(lino.NewRandomBot, lino.GreedyBot{}, lino.ISMCTSBot{}),
			maxEvent:    1024, // lino/notation.go's maxEventText
			errs:        sentinels{lino.ErrInvalidOptions, lino.ErrIllegalMove, lino.ErrInvalidPosition, lino.ErrInvalidEvent, lino.ErrNotYourTurn, lino.ErrGameOver},
		})
}

// linoNamedCell returns the "x,y" of the cell called name on the axes of
// v run on to the right and below, as far as a cell reaches (an int8): a
// name beyond the board is a cell for Lino's rules, which refuse it with
// the sentence that names it as typed ("There is no tile at Z99."), as
// they do the same name typed; only a name past any cell is refused as
// beyond the axes.
func linoNamedCell(v lino.View, name string) (string, bool) {
	column, row, ok := engine.CellNamed(name)
	a := v.Axes()
	x, y := a.Left+column, a.Top+row
	if !ok || x > math.MaxInt8 || y > math.MaxInt8 {
		return "", false
	}
	return lino.Cell{X: int8(x), Y: int8(y)}.String(), true
}
