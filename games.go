package tabletop

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// catalog is every game a Table plays, in the order Games lists them, each
// with its built-in bots; RegisterBot adds to those.
var catalog = []game{
	&rules[linko.State, linko.Move, linko.Event, linko.View, linko.Position, linko.Options]{
		info: GameInfo{
			Name: "linko", Title: "Linko!", MinPlayers: linko.MinPlayers, MaxPlayers: linko.MaxPlayers,
			Options: []OptionInfo{
				players(3, linko.MinPlayers, linko.MaxPlayers),
				seedOption,
				firstSeat(linko.MaxPlayers),
				{Name: "rounds", Type: "int", Default: 1, Min: 1, Max: 100,
					Doc: "rounds to play: 1, or a multiple of the players, so that every seat begins equally often"},
			},
		},
		newState: linko.New, fromPosition: linko.FromPosition, fold: linko.Fold,
		parseMove: linko.ParseMoveFor,
		choices:   choicesOf[linko.View, linko.Move](linko.View.Choices),
		bots: []botMaker[linko.View, linko.Move]{
			randomBot(func(seed uint64) linko.Bot { return linko.NewRandomBot(seed) }),
			greedyBot(linko.GreedyBot{}),
			searchBot(func(o searchOptions) linko.Bot {
				return &linko.ISMCTSBot{Iterations: o.iterations(), Duration: o.duration(), Workers: o.Workers, Seed: uint64(o.Seed)}
			}),
		},
		errs: sentinels{linko.ErrInvalidOptions, linko.ErrIllegalMove, linko.ErrInvalidPosition, linko.ErrInvalidEvent},
	},
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
					Doc: "the bonus game: faces on the tiles, numbers and stars scoring at the end"},
				{Name: "starsOnly", Type: "bool", Default: false,
					Doc: "the bonus game with only the stars face up"},
				{Name: "layout", Type: "list",
					Doc: `the starting field: 56 cells "x,y" from 0 to 19, each touching another; left out, the rulebook's cross`},
				{Name: "faces", Type: "list",
					Doc: `the 56 faces of the bonus game, such as "X3", "O2", "*"; left out, the rulebook's`},
			},
		},
		newState: lino.New, fromPosition: lino.FromPosition, fold: lino.Fold,
		parseMove: lino.ParseMoveFor,
		choices:   choicesOf[lino.View, lino.Move](lino.View.Choices),
		bots: []botMaker[lino.View, lino.Move]{
			randomBot(func(seed uint64) lino.Bot { return lino.NewRandomBot(seed) }),
			greedyBot(lino.GreedyBot{}),
			searchBot(func(o searchOptions) lino.Bot {
				return &lino.ISMCTSBot{Iterations: o.iterations(), Duration: o.duration(), Workers: o.Workers, Seed: uint64(o.Seed)}
			}),
		},
		errs: sentinels{lino.ErrInvalidOptions, lino.ErrIllegalMove, lino.ErrInvalidPosition, lino.ErrInvalidEvent},
	},
	&rules[linx.State, linx.Move, linx.Event, linx.View, linx.Position, linx.Options]{
		info: GameInfo{
			Name: "linx", Title: "LINX", MinPlayers: linx.MinPlayers, MaxPlayers: linx.MaxPlayers,
			Options: []OptionInfo{
				players(2, linx.MinPlayers, linx.MaxPlayers),
				seedOption,
				firstSeat(linx.MaxPlayers),
				{Name: "teams", Type: "bool", Default: false,
					Doc: "four players in two teams: seats 0 and 2 against 1 and 3"},
			},
		},
		newState: linx.New, fromPosition: linx.FromPosition, fold: linx.Fold,
		parseMove: linx.ParseMoveFor,
		choices:   choicesOf[linx.View, linx.Move](linx.View.Choices),
		bots: []botMaker[linx.View, linx.Move]{
			randomBot(func(seed uint64) linx.Bot { return linx.NewRandomBot(seed) }),
			greedyBot(linx.GreedyBot{}),
			searchBot(func(o searchOptions) linx.Bot {
				return &linx.ISMCTSBot{Iterations: o.iterations(), Duration: o.duration(), Workers: o.Workers, Seed: uint64(o.Seed)}
			}),
		},
		errs: sentinels{linx.ErrInvalidOptions, linx.ErrIllegalMove, linx.ErrInvalidPosition, linx.ErrInvalidEvent},
	},
}

// The options every game has.
var seedOption = OptionInfo{Name: "seed", Type: "seed",
	Doc: "the only source of chance: equal options give equal games; left out, drawn at random, and Table.Options reports it"}

func players(usual, lo, hi int) OptionInfo {
	return OptionInfo{Name: "players", Type: "int", Default: usual, Min: lo, Max: hi, Doc: "the number of seats"}
}

func firstSeat(seats int) OptionInfo {
	return OptionInfo{Name: "firstSeat", Type: "int", Default: 0, Min: 0, Max: seats - 1,
		Doc: "the seat that begins the first round"}
}

// A botMaker is a bot that NewBot makes for a game with views V and moves
// M: its description, and what makes one from its options, a JSON object
// that fillOptions has checked and filled.
type botMaker[V, M any] struct {
	info BotInfo
	make func(options json.RawMessage) (func(context.Context, V) (M, error), error)
}

// chooser is what every game's Bot interface is, whatever its types.
type chooser[V, M any] interface {
	Choose(ctx context.Context, v V) (M, error)
}

// The bounds of a search bot's options: a server offers the bot to anyone,
// who must not tie it up for minutes.
const (
	maxIterations   = 1_000_000
	maxMilliseconds = 60_000
	maxWorkers      = 64
)

// defaultIterations is a search's budget when its options set none.
const defaultIterations = 1000

// searchOptions are a search bot's options, checked against its schema.
type searchOptions struct {
	Iterations int  `json:"iterations"`
	Ms         int  `json:"ms"`
	Workers    int  `json:"workers"`
	Seed       seed `json:"seed"`
}

// iterations returns the search's budget of iterations, 0 for none: the
// iterations given, else none when ms sets a time budget, else the default.
func (o searchOptions) iterations() int {
	if o.Iterations == 0 && o.Ms == 0 {
		return defaultIterations
	}
	return o.Iterations
}

func (o searchOptions) duration() time.Duration { return time.Duration(o.Ms) * time.Millisecond }

// searchBot is a game's search bot.
func searchBot[V, M any, B chooser[V, M]](make func(searchOptions) B) botMaker[V, M] {
	return botMaker[V, M]{
		info: BotInfo{Name: "ismcts", Doc: "searches the moves by Information Set Monte Carlo Tree Search, from its seat's view alone",
			Options: []OptionInfo{
				{Name: "iterations", Type: "int", Min: 1, Max: maxIterations,
					Doc: fmt.Sprintf("the iterations of a move's search; left out, %d, or no bound when ms is given; with ms, the search stops at whichever comes first", defaultIterations)},
				{Name: "ms", Type: "int", Default: 0, Min: 0, Max: maxMilliseconds,
					Doc: "a time budget in milliseconds a move; 0: none"},
				{Name: "workers", Type: "int", Default: 1, Min: 1, Max: maxWorkers,
					Doc: "goroutines that search at once"},
				{Name: "seed", Type: "seed", Doc: "the search's own stream of chance; left out, drawn at random"},
			}},
		make: func(options json.RawMessage) (func(context.Context, V) (M, error), error) {
			var o searchOptions
			if err := json.Unmarshal(options, &o); err != nil {
				return nil, err
			}
			return make(o).Choose, nil
		},
	}
}

// randomBot is a game's random bot.
func randomBot[V, M any, B chooser[V, M]](make func(seed uint64) B) botMaker[V, M] {
	return botMaker[V, M]{
		info: BotInfo{Name: "random", Doc: "chooses uniformly among the legal moves",
			Options: []OptionInfo{{Name: "seed", Type: "seed", Doc: "the bot's own stream of chance; left out, drawn at random"}}},
		make: func(options json.RawMessage) (func(context.Context, V) (M, error), error) {
			var o struct {
				Seed seed `json:"seed"`
			}
			if err := json.Unmarshal(options, &o); err != nil {
				return nil, err
			}
			return make(uint64(o.Seed)).Choose, nil
		},
	}
}

// greedyBot is a game's greedy bot, which has no options.
func greedyBot[V, M any, B chooser[V, M]](bot B) botMaker[V, M] {
	return botMaker[V, M]{
		info: BotInfo{Name: "greedy", Doc: "plays by rules of thumb, one move ahead", Options: []OptionInfo{}},
		make: func(json.RawMessage) (func(context.Context, V) (M, error), error) { return bot.Choose, nil },
	}
}

// seed is a seed in JSON: a string of digits or a number.
type seed uint64

func (s *seed) UnmarshalJSON(data []byte) error {
	v, err := engine.UnmarshalSeed(data)
	*s = seed(v)
	return err
}
