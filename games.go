package tabletop

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// catalog is every game a Table plays, in the order Games lists them.
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
			Bots: bots,
		},
		newState: linko.New, fromPosition: linko.FromPosition, fold: linko.Fold,
		parseMove: linko.ParseMoveFor,
		bots: map[string]func([]byte) (func(context.Context, linko.View) (linko.Move, error), error){
			"random": randomBot(func(seed uint64) func(context.Context, linko.View) (linko.Move, error) {
				return linko.NewRandomBot(seed).Choose
			}),
			"greedy": greedyBot(linko.GreedyBot{}.Choose),
			"ismcts": searchBot(func(o searchOptions) func(context.Context, linko.View) (linko.Move, error) {
				return (&linko.ISMCTSBot{Iterations: o.iterations(), Duration: o.duration(), Workers: o.Workers, Seed: uint64(o.Seed)}).Choose
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
			Bots: bots,
		},
		newState: lino.New, fromPosition: lino.FromPosition, fold: lino.Fold,
		parseMove: lino.ParseMoveFor,
		bots: map[string]func([]byte) (func(context.Context, lino.View) (lino.Move, error), error){
			"random": randomBot(func(seed uint64) func(context.Context, lino.View) (lino.Move, error) {
				return lino.NewRandomBot(seed).Choose
			}),
			"greedy": greedyBot(lino.GreedyBot{}.Choose),
			"ismcts": searchBot(func(o searchOptions) func(context.Context, lino.View) (lino.Move, error) {
				return (&lino.ISMCTSBot{Iterations: o.iterations(), Duration: o.duration(), Workers: o.Workers, Seed: uint64(o.Seed)}).Choose
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
			Bots: bots,
		},
		newState: linx.New, fromPosition: linx.FromPosition, fold: linx.Fold,
		parseMove: linx.ParseMoveFor,
		bots: map[string]func([]byte) (func(context.Context, linx.View) (linx.Move, error), error){
			"random": randomBot(func(seed uint64) func(context.Context, linx.View) (linx.Move, error) {
				return linx.NewRandomBot(seed).Choose
			}),
			"greedy": greedyBot(linx.GreedyBot{}.Choose),
			"ismcts": searchBot(func(o searchOptions) func(context.Context, linx.View) (linx.Move, error) {
				return (&linx.ISMCTSBot{Iterations: o.iterations(), Duration: o.duration(), Workers: o.Workers, Seed: uint64(o.Seed)}).Choose
			}),
		},
		errs: sentinels{linx.ErrInvalidOptions, linx.ErrIllegalMove, linx.ErrInvalidPosition, linx.ErrInvalidEvent},
	},
}

// The options every game has.
var seedOption = OptionInfo{Name: "seed", Type: "seed", Default: "1",
	Doc: "the only source of chance: equal options give equal games"}

func players(usual, lo, hi int) OptionInfo {
	return OptionInfo{Name: "players", Type: "int", Default: usual, Min: lo, Max: hi, Doc: "the number of seats"}
}

func firstSeat(seats int) OptionInfo {
	return OptionInfo{Name: "firstSeat", Type: "int", Default: 0, Min: 0, Max: seats - 1,
		Doc: "the seat that begins the first round"}
}

// The bots every game has.
var bots = []BotInfo{
	{Name: "random", Doc: "chooses uniformly among the legal moves",
		Options: []OptionInfo{{Name: "seed", Type: "seed", Default: "1", Doc: "the bot's own stream of chance"}}},
	{Name: "greedy", Doc: "plays by rules of thumb, one move ahead", Options: []OptionInfo{}},
	{Name: "ismcts", Doc: "searches the moves by Information Set Monte Carlo Tree Search, from its seat's view alone",
		Options: []OptionInfo{
			{Name: "iterations", Type: "int", Default: 1000, Min: 1, Max: maxIterations,
				Doc: "the iterations of a move's search (iters for short); with ms too, the first reached"},
			{Name: "ms", Type: "int", Default: 0, Min: 0, Max: maxMilliseconds,
				Doc: "a budget in milliseconds a move instead; 0: none"},
			{Name: "workers", Type: "int", Default: 1, Min: 1, Max: maxWorkers,
				Doc: "goroutines that search at once"},
			{Name: "seed", Type: "seed", Default: "1", Doc: "the search's own stream of chance"},
		}},
}

// The bounds of a search bot's options: a server offers the bot to anyone,
// who must not tie it up for minutes.
const (
	maxIterations   = 1_000_000
	maxMilliseconds = 60_000
	maxWorkers      = 64
)

// searchOptions are a search bot's options.
type searchOptions struct {
	Iterations int  `json:"iterations"`
	Iters      int  `json:"iters"` // the arena's short name
	Ms         int  `json:"ms"`
	Workers    int  `json:"workers"`
	Seed       seed `json:"seed"`
}

func (o searchOptions) iterations() int {
	if o.Iterations == 0 {
		return o.Iters
	}
	return o.Iterations
}

func (o searchOptions) duration() time.Duration { return time.Duration(o.Ms) * time.Millisecond }

// searchBot makes a game's search bot from its options.
func searchBot[V, M any](make func(searchOptions) func(context.Context, V) (M, error)) func([]byte) (func(context.Context, V) (M, error), error) {
	return func(options []byte) (func(context.Context, V) (M, error), error) {
		o := searchOptions{Seed: 1}
		if err := decodeStrict(options, &o); err != nil {
			return nil, err
		}
		switch {
		case o.Iterations != 0 && o.Iters != 0:
			return nil, fmt.Errorf("iterations and iters are one option: give one")
		case o.iterations() < 0 || o.iterations() > maxIterations:
			return nil, fmt.Errorf("iterations %d: from 1 to %d", o.iterations(), maxIterations)
		case o.Ms < 0 || o.Ms > maxMilliseconds:
			return nil, fmt.Errorf("ms %d: from 0 to %d", o.Ms, maxMilliseconds)
		case o.Workers < 0 || o.Workers > maxWorkers:
			return nil, fmt.Errorf("workers %d: from 1 to %d", o.Workers, maxWorkers)
		}
		if o.iterations() == 0 && o.Ms == 0 {
			o.Iterations = 1000
		}
		return make(o), nil
	}
}

// randomBot makes a game's random bot from its options, {"seed": ...}.
func randomBot[V, M any](make func(seed uint64) func(context.Context, V) (M, error)) func([]byte) (func(context.Context, V) (M, error), error) {
	return func(options []byte) (func(context.Context, V) (M, error), error) {
		var o struct {
			Seed seed `json:"seed"`
		}
		o.Seed = 1
		if err := decodeStrict(options, &o); err != nil {
			return nil, err
		}
		return make(uint64(o.Seed)), nil
	}
}

// greedyBot makes a game's greedy bot, which has no options.
func greedyBot[V, M any](choose func(context.Context, V) (M, error)) func([]byte) (func(context.Context, V) (M, error), error) {
	return func(options []byte) (func(context.Context, V) (M, error), error) {
		if err := decodeStrict(options, &struct{}{}); err != nil {
			return nil, err
		}
		return choose, nil
	}
}

// decodeStrict reads a JSON object of options into v, refusing a field v
// does not have; an empty input leaves v as it is.
func decodeStrict(options []byte, v any) error {
	if len(bytes.TrimSpace(options)) == 0 {
		return nil
	}
	d := json.NewDecoder(bytes.NewReader(options))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return fmt.Errorf("more than one JSON value")
	}
	return nil
}

// seed is a seed in JSON: a string of digits or a number.
type seed uint64

func (s *seed) UnmarshalJSON(data []byte) error {
	v, err := engine.UnmarshalSeed(data)
	*s = seed(v)
	return err
}
