package tabletop

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
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
		newState: linko.New, fromPosition: linko.FromPosition, fold: linko.Fold, rules: linko.Rules,
		parseMove: linko.ParseMoveFor,
		choices:   choicesOf[linko.View, linko.Move](linko.View.Choices),
		narrate:   toldAlone[linko.View, linko.Event],
		sample:    sampleWith(linko.NewSampler),
		bots: []botMaker[linko.View, linko.Move]{
			randomBot(func(seed uint64) linko.Bot { return linko.NewRandomBot(seed) }),
			greedyBot(linko.GreedyBot{}),
			searchBot(func(o searchOptions) linko.Bot {
				return &linko.ISMCTSBot{Iterations: o.iterations(), Duration: o.duration(), Workers: o.Workers, Seed: uint64(o.Seed)}
			}),
		},
		errs: sentinels{linko.ErrInvalidOptions, linko.ErrIllegalMove, linko.ErrInvalidPosition, linko.ErrInvalidEvent, linko.ErrNotYourTurn, linko.ErrGameOver},
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
					Doc: "the bonus game: faces on the tiles, numbers and stars scoring at the end; starsOnly plays it too, and Table.Options then reports it true"},
				{Name: "starsOnly", Type: "bool", Default: false,
					Doc: "the bonus game with only the stars face up"},
				{Name: "layout", Type: "list",
					Doc: `the starting field: 56 cells "x,y" from 0 to 19, each touching another; left out, the rulebook's cross`},
				{Name: "faces", Type: "list",
					Doc: `the 56 faces of the bonus game, such as "X3", "O2", "*"; left out, the rulebook's`},
			},
		},
		newState: lino.New, fromPosition: lino.FromPosition, fold: lino.Fold, rules: lino.Rules,
		parseMove: lino.ParseMoveFor,
		choices:   choicesOf[lino.View, lino.Move](lino.View.Choices),
		narrate:   toldBeside[lino.View, lino.Event],
		sample:    sampleWith(lino.NewSampler),
		bots: []botMaker[lino.View, lino.Move]{
			randomBot(func(seed uint64) lino.Bot { return lino.NewRandomBot(seed) }),
			greedyBot(lino.GreedyBot{}),
			searchBot(func(o searchOptions) lino.Bot {
				return &lino.ISMCTSBot{Iterations: o.iterations(), Duration: o.duration(), Workers: o.Workers, Seed: uint64(o.Seed)}
			}),
		},
		errs: sentinels{lino.ErrInvalidOptions, lino.ErrIllegalMove, lino.ErrInvalidPosition, lino.ErrInvalidEvent, lino.ErrNotYourTurn, lino.ErrGameOver},
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
		newState: linx.New, fromPosition: linx.FromPosition, fold: linx.Fold, rules: linx.Rules,
		parseMove: linx.ParseMoveFor,
		choices:   choicesOf[linx.View, linx.Move](linx.View.Choices),
		narrate:   toldAlone[linx.View, linx.Event],
		sample:    sampleWith(linx.NewSampler),
		bots: []botMaker[linx.View, linx.Move]{
			randomBot(func(seed uint64) linx.Bot { return linx.NewRandomBot(seed) }),
			greedyBot(linx.GreedyBot{}),
			searchBot(func(o searchOptions) linx.Bot {
				return &linx.ISMCTSBot{Iterations: o.iterations(), Duration: o.duration(), Workers: o.Workers, Seed: uint64(o.Seed)}
			}),
		},
		errs: sentinels{linx.ErrInvalidOptions, linx.ErrIllegalMove, linx.ErrInvalidPosition, linx.ErrInvalidEvent, linx.ErrNotYourTurn, linx.ErrGameOver},
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
		Doc: "the seat that begins the first round: one of the players, from 0"}
}

// game is one game as Open, Load, Fold and NewBot see it, whatever its
// types.
type game interface {
	open(options []byte) (Table, error)
	load(position []byte) (Table, error)
	foldLog(options []byte, log []json.RawMessage) (Table, error)
	guess(view []byte, seed uint64) (Table, error)
	newBot(name string, options []byte) (*Bot, error)
	register(info BotInfo, make any) error
	name() string
	describe() GameInfo
	summary(l lang.Language) []string
}

func (r *rules[S, M, E, V, P, O]) summary(l lang.Language) []string { return r.rules(l) }

// Rules returns the rules of the game called name in short, in language
// l, one paragraph a string: what a player reads before a first game, as
// the game package's Rules gives them. An unknown name is an error that
// wraps [ErrUnknownGame].
func Rules(l lang.Language, name string) ([]string, error) {
	g, err := lookup(name)
	if err != nil {
		return nil, err
	}
	return g.summary(l), nil
}

func (r *rules[S, M, E, V, P, O]) name() string { return r.info.Name }

// describe returns the game's description, its bots' included, sharing
// nothing with the game.
func (r *rules[S, M, E, V, P, O]) describe() GameInfo {
	info := r.info
	info.Options = slices.Clone(info.Options)
	r.mu.RLock()
	defer r.mu.RUnlock()
	info.Bots = make([]BotInfo, len(r.bots))
	for i, b := range r.bots {
		info.Bots[i] = b.info
		info.Bots[i].Options = slices.Clone(b.info.Options)
	}
	return info
}

// lookup returns the game called name.
func lookup(name string) (game, error) {
	for _, g := range catalog {
		if g.name() == name {
			return g, nil
		}
	}
	return nil, fmt.Errorf("%w: %s; the games are %s", ErrUnknownGame, engine.Quote(name), strings.Join(GameNames(), ", "))
}

// GameInfo describes a game that a [Table] can play: what [Games] lists,
// so that a lobby can offer every game, its options and its bots without
// knowing them.
type GameInfo struct {
	// Name is the name Open, Load, Fold and NewBot take, such as "linko".
	Name string `json:"name"`
	// Title is the game's own name, as its box spells it: "Linko!".
	Title string `json:"title"`
	// MinPlayers is the fewest seats the game may have: the least
	// "players" option Open takes.
	MinPlayers int `json:"minPlayers"`
	// MaxPlayers is the most seats the game may have.
	MaxPlayers int `json:"maxPlayers"`
	// Options describes the JSON object of options Open reads, in the
	// order a form shows them; Open refuses any other option.
	Options []OptionInfo `json:"options"`
	// Bots lists the bots NewBot makes for the game: the built-in ones
	// ("random", "greedy", "ismcts"), then those RegisterBot added, in
	// the order they were added.
	Bots []BotInfo `json:"bots"`
}

// OptionInfo describes one option of a game or a bot: one key of the
// JSON object of options that Open or NewBot reads, which they check
// against it.
type OptionInfo struct {
	// Name is the option's key in the options' JSON object.
	Name string `json:"name"`
	// Type is what the option's value must be: "int" (a whole number),
	// "number", "bool", "string", "seed" (a whole number from 0 to
	// 2^64-1, written as a string, which JavaScript reads without loss, or
	// as a number) or "list" (a JSON array, which Doc describes).
	Type string `json:"type"`
	// Default is the value an option left out takes. It is nil when
	// leaving the option out means something Doc says: a seed left out is
	// drawn at random (and reported by Table.Options or Bot.Options),
	// another option is the game's or bot's own choice.
	Default any `json:"default"`
	// Min is the least value of an "int" option, when Min or Max is not
	// 0 (both 0: unbounded); further rules are in Doc.
	Min int `json:"min,omitempty"`
	// Max is the greatest value of an "int" option, when Min or Max is
	// not 0.
	Max int `json:"max,omitempty"`
	// Doc says what the option does, in a sentence.
	Doc string `json:"doc"`
}

// Games lists the games a [Table] plays, by name, each with its options
// and its bots, RegisterBot's included. The result is the caller's: it
// shares nothing with the package or with another call.
func Games() []GameInfo {
	out := make([]GameInfo, len(catalog))
	for i, g := range catalog {
		out[i] = g.describe()
	}
	return out
}

// GameNames lists the names [Open] takes, in order.
func GameNames() []string {
	names := make([]string, len(catalog))
	for i, g := range catalog {
		names[i] = g.name()
	}
	return names
}

func (g GameInfo) botNames() string {
	names := make([]string, len(g.Bots))
	for i, b := range g.Bots {
		names[i] = b.Name
	}
	return strings.Join(names, ", ")
}
