package tabletop

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	isearch "github.com/tabletopgo/tabletop/internal/search"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/search"
)

// catalog is every game a Table plays, in the order Games lists them, each
// with its built-in bots; RegisterBot adds to those. Each game registers
// itself from its own file, catalog_<game>.go, which a build tag may leave
// out.
var catalog []game

// The options every game has.
var seedOption = OptionInfo{Name: "seed", Type: "seed",
	Doc: "the only source of chance: equal options give equal games; left out, drawn at random, and Table.Options reports it"}

func players(usual, lo, hi int) OptionInfo {
	return OptionInfo{Name: "players", Type: "int", Default: usual, Min: lo, Max: hi, Doc: "the number of seats"}
}

func firstSeat(seats int) OptionInfo {
	return OptionInfo{Name: "firstSeat", Type: "int", Default: 0, Min: 0, Max: seats - 1,
		Doc: "the seat that begins the first round, from 0: below players (CheckOptions checks it)"}
}

// builtinBots lists a game's built-in bots as NewBot names them: random
// (from random's seed), greedy, and ismcts, each a copy of ismcts (the
// game's zero ISMCTSBot) with the options' budget. Every game's catalogue
// entry would otherwise spell the three alike.
func builtinBots[V any, M comparable, R, G chooser[V, M], P interface{ Mind() isearch.Mind[V, M] }](random func(seed uint64) R, greedy G, ismcts search.ISMCTS[V, M, P]) []botMaker[V, M] {
	return []botMaker[V, M]{
		randomBot(random),
		greedyBot(greedy),
		searchBot(func(o searchOptions) *search.ISMCTS[V, M, P] {
			b := ismcts
			b.Iterations, b.Duration, b.Workers, b.Seed = o.iterations(), o.duration(), o.Workers, uint64(o.Seed)
			return &b
		}),
	}
}

// game is one game as Open, Load, Fold and NewBot see it, whatever its
// types.
type game interface {
	open(options []byte) (Table, error)
	load(position []byte) (Table, error)
	foldLog(options []byte, log []json.RawMessage) (Table, error)
	resume(options, position []byte, log []json.RawMessage) (Table, error)
	guess(view []byte, seed uint64) (Table, error)
	newBot(name string, options []byte) (*Bot, error)
	register(info BotInfo, make any) error
	name() string
	describe() GameInfo
	summary(l lang.Language) []string
	refusal() *engine.MoveError // a refusal of the game's, whose words a MoveError read from JSON says again
	readsEvent(raw []byte) bool // whether raw is one of the game's events, as a log holds them
}

func (r *rules[S, M, E, V, P, O]) readsEvent(raw []byte) bool {
	var e E
	return readWire(raw, &e, "", r.errs.event) == nil
}

// logOf returns the name of a game other than ours whose event raw is, ""
// if none: a log that fails at such an event is that game's log, and Fold
// says so rather than what is wrong with the event as ours.
func logOf(raw []byte, ours string) string {
	for _, g := range catalog {
		if g.name() != ours && g.readsEvent(raw) {
			return g.name()
		}
	}
	return ""
}

func (r *rules[S, M, E, V, P, O]) summary(l lang.Language) []string { return r.rules(l) }

// Rules returns the rules of the game called name in short, in language
// l, one paragraph a string: what a player reads before a first game, as
// the game package's Rules gives them. An unknown name is an error that
// wraps [ErrUnknownGame]. Which calls take a language: see Languages in
// the package doc.
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

// lookup returns the game called name, exactly: a name is what saves,
// bots' JSON and Table.Game write, one spelling each, so "Linko" and
// " linko" are no game, and the error suggests the name meant.
func lookup(name string) (game, error) {
	for _, g := range catalog {
		if g.name() == name {
			return g, nil
		}
	}
	return nil, fmt.Errorf("%w: %s%s; the games are %s", ErrUnknownGame, engine.Quote(name), didYouMean(name, GameNames()), strings.Join(GameNames(), ", "))
}

// didYouMean suggests the one of names that name is nearest (see
// [nearest]), as the end of an error's first clause, or "" for none.
func didYouMean(name string, names []string) string {
	if near := nearest(name, names); near != "" {
		return fmt.Sprintf("; did you mean %q? (names are exact, in lower case)", near)
	}
	return ""
}

// nearest returns the one of names (a game's or a bot's) that name, in
// lower case and without spaces, is nearest, if it is at most two letters
// away from it (a letter added, dropped or changed): "Linko" and " linko"
// are "linko", "lnx" "linx", "ismtcs" "ismcts"; "" for none.
func nearest(name string, names []string) string {
	typed := []rune(strings.ToLower(strings.Join(strings.Fields(name), "")))
	if len(typed) > 32 { // too long to be a name mistyped
		return ""
	}
	best, least := "", 3
	for _, n := range names {
		if d := editDistance(typed, []rune(n)); d < least {
			best, least = n, d
		}
	}
	return best
}

// editDistance returns the fewest letters added, dropped or changed that
// turn a into b (Levenshtein's distance).
func editDistance(a, b []rune) int {
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := range a {
		diagonal := row[0]
		row[0] = i + 1
		for j := range b {
			cost := 1
			if a[i] == b[j] {
				cost = 0
			}
			diagonal, row[j+1] = row[j+1], min(row[j+1]+1, row[j]+1, diagonal+cost)
		}
	}
	return row[len(b)]
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
	// Type is what the option's value must be: "int" (a whole number,
	// written in digits alone as every number of the wire: 2, not 2.0),
	// "number" (one a float64 holds: 1e400 is refused), "bool", "string", "seed" (a whole number from 0 to
	// 2^64-1, written as a string, which JavaScript reads without loss, or
	// as a number) or "list" (a JSON array, which Doc describes).
	Type string `json:"type"`
	// Default is the value an option left out takes, which a form shows
	// (false for a "bool" of the built-in games and bots). It is nil
	// (JSON null) only where leaving the option out means something Doc
	// says: a seed left out is drawn at random (and reported by
	// Table.Options or Bot.Options), a list is its game's own, and
	// ismcts' iterations are 1000, or unbounded where ms or untilDeadline
	// is given.
	Default any `json:"default"`
	// Min is the least value of an "int" or "number" option that is
	// bounded: one whose Min or Max is not 0 (both 0: unbounded). In JSON a
	// bounded option has both "min" and "max", 0 included ("min":0), and
	// an unbounded one neither. They bound the option alone: rules
	// between options are in Doc, and [CheckOptions] checks them.
	Min int `json:"min,omitempty"`
	// Max is the greatest value of an "int" or "number" option that is
	// bounded (see Min).
	Max int `json:"max,omitempty"`
	// Doc says what the option does, in a sentence.
	Doc string `json:"doc"`
}

// MarshalJSON writes the option as its fields' tags say, but for a
// bounded option's "min" and "max", which it writes both, a 0 included,
// so that a form tells a least value of 0 from no bound (see
// [OptionInfo.Min]).
func (o OptionInfo) MarshalJSON() ([]byte, error) {
	type plain OptionInfo // its fields and tags, without this method
	if o.Min == 0 && o.Max == 0 {
		return json.Marshal(plain(o))
	}
	return json.Marshal(struct {
		plain
		Min int `json:"min"`
		Max int `json:"max"`
	}{plain(o), o.Min, o.Max})
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

// botNames lists the names of the game's bots, in order.
func (g GameInfo) botNames() []string {
	names := make([]string, len(g.Bots))
	for i, b := range g.Bots {
		names[i] = b.Name
	}
	return names
}
