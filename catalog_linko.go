//go:build !tabletop_nolinko

package tabletop

import "github.com/tabletopgo/tabletop/linko"

// Linko! is in the catalog unless a build leaves it out with the tag
// tabletop_nolinko (a WebAssembly of the other games alone, say). The
// catalog's files are named catalog_<game>.go so that the go command,
// which runs a package's init functions in the order of its files' names,
// registers the games in the catalog's order: Linko!, Lino, LINX.
func init() {
	catalog = append(catalog,
		&rules[linko.State, linko.Move, linko.Event, linko.View, linko.Position, linko.Options]{
			info: GameInfo{
				Name: "linko", Title: "Linko!", MinPlayers: linko.MinPlayers, MaxPlayers: linko.MaxPlayers,
				Options: []OptionInfo{
					players(linko.DefaultPlayers, linko.MinPlayers, linko.MaxPlayers),
					seedOption,
					firstSeat(linko.MaxPlayers),
					{Name: "rounds", Type: "int", Default: 1, Min: 1, Max: 100,
						Doc: "rounds to play: 1, or a multiple of players (at 3 players: 1, 3, 6…), so that every seat begins equally often (CheckOptions checks it)"},
				},
			},
			newState: linko.New, fromPosition: linko.FromPosition, rules: linko.Rules,
			parseMove: linko.ParseMoveFor,
			choices:   choicesOf[linko.View, linko.Move](linko.View.Choices),
			narrate:   toldAlone[linko.View, linko.Event],
			sample:    sampleWith(linko.NewSampler),
			bots:      builtinBots(linko.NewRandomBot, linko.GreedyBot{}, linko.ISMCTSBot{}),
			maxEvent:  4096, // linko/notation.go's maxEventJSON
			errs:      sentinels{linko.ErrInvalidOptions, linko.ErrIllegalMove, linko.ErrInvalidPosition, linko.ErrInvalidEvent, linko.ErrNotYourTurn, linko.ErrGameOver},
		})
}
