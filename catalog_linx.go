//go:build !tabletop_nolinx

package tabletop

import "github.com/tabletopgo/tabletop/linx"

// LINX is in the catalog unless a build leaves it out with the tag
// tabletop_nolinx (a WebAssembly of the other games alone, say). The
// catalog's files are named catalog_<game>.go so that the go command,
// which runs a package's init functions in the order of its files' names,
// registers the games in the catalog's order: Linko!, Lino, LINX.
func init() {
	catalog = append(catalog,
		&rules[linx.State, linx.Move, linx.Event, linx.View, linx.Position, linx.Options]{
			info: GameInfo{
				Name: "linx", Title: "LINX", MinPlayers: linx.MinPlayers, MaxPlayers: linx.MaxPlayers,
				Options: []OptionInfo{
					players(linx.DefaultPlayers, linx.MinPlayers, linx.MaxPlayers),
					seedOption,
					firstSeat(linx.MaxPlayers),
					{Name: "teams", Type: "bool", Default: false,
						Doc: "four players in two teams: seats 0 and 2 against 1 and 3; only with players 4 (CheckOptions checks it)"},
				},
			},
			newState: linx.New, fromPosition: linx.FromPosition, rules: linx.Rules,
			parseMove: linx.ParseMoveFor,
			namedCell: func(v linx.View, name string) (string, bool) {
				c, ok := v.Axes().Cell(name)
				return c.String(), ok
			},
			beyondAxes: "off-board",
			choices:    choicesOf[linx.View, linx.Move](linx.View.Choices),
			narrate:    toldAlone[linx.View, linx.Event],
			sample:     sampleWith(linx.NewSampler),
			bots:       builtinBots(linx.NewRandomBot, linx.GreedyBot{}, linx.ISMCTSBot{}),
			maxEvent:   1024, // linx/notation.go's maxEventText
			errs:       sentinels{linx.ErrInvalidOptions, linx.ErrIllegalMove, linx.ErrInvalidPosition, linx.ErrInvalidEvent, linx.ErrNotYourTurn, linx.ErrGameOver},
		})
}
