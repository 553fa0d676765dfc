package main

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/tabletopgo/tabletop"
)

// games is the catalog the server offers, as tabletop.Games describes it:
// the schema every option of a game or a bot is checked against.
var games = sync.OnceValue(tabletop.Games)

// gameInfo returns the description of the game called name.
func gameInfo(name string) (tabletop.GameInfo, error) {
	for _, g := range games() {
		if g.Name == name {
			return g, nil
		}
	}
	return tabletop.GameInfo{}, errorf(http.StatusBadRequest, "unknown game %q; the games are %s", truncate(name), strings.Join(tabletop.GameNames(), ", "))
}

// botInfo returns the description of game's bot called name.
func botInfo(game, name string) (tabletop.BotInfo, bool) {
	g, err := gameInfo(game)
	if err != nil {
		return tabletop.BotInfo{}, false
	}
	for _, b := range g.Bots {
		if b.Name == name {
			return b, true
		}
	}
	return tabletop.BotInfo{}, false
}

// checkOptions checks options, a JSON object (or nothing), against their
// schema: every option is one of the schema's, every "int" a whole number
// from its Min to its Max (or to limit's bound for it, where the operator
// sets a lower one), every "bool" a boolean (false alone where limit
// bounds it at 0). It returns the options by
// name. what names the options in errors, such as "seat 1's options".
func checkOptions(what string, options json.RawMessage, schema []tabletop.OptionInfo, limit map[string]int) (map[string]json.RawMessage, error) {
	opts := map[string]json.RawMessage{}
	if compactJSON(options) == nil {
		return opts, nil
	}
	if err := json.Unmarshal(options, &opts); err != nil {
		return nil, errorf(http.StatusBadRequest, "%s must be a JSON object of options", what)
	}
	names := make([]string, len(schema))
	for i, o := range schema {
		names[i] = o.Name
	}
	for name, value := range opts {
		i := slices.Index(names, name)
		if i < 0 {
			if len(names) == 0 {
				return nil, errorf(http.StatusBadRequest, "%s: there is no option %q: it takes none", what, truncate(name))
			}
			return nil, errorf(http.StatusBadRequest, "%s: there is no option %q; the options are %s", what, truncate(name), strings.Join(names, ", "))
		}
		o := schema[i]
		switch o.Type {
		case "int":
			hi := o.Max
			if l, ok := limit[name]; ok && l < hi {
				hi = l
			}
			n, err := strconv.ParseInt(string(value), 10, 64)
			if err != nil || n < int64(o.Min) || n > int64(hi) {
				on := ""
				if hi < o.Max {
					on = " on this server"
				}
				return nil, errorf(http.StatusBadRequest, "%s: %s is %s, out of its range: from %d to %d%s", what, name, truncate(string(value)), o.Min, hi, on)
			}
		case "bool":
			if v := string(value); v != "true" && v != "false" {
				return nil, errorf(http.StatusBadRequest, "%s: %s is %s: it is true or false", what, name, truncate(v))
			}
			if l, ok := limit[name]; ok && l == 0 && string(value) == "true" {
				return nil, errorf(http.StatusBadRequest, "%s: %s is refused on this server: it may only be false", what, name)
			}
		}
	}
	return opts, nil
}

// dealOptions checks a new table's options for game, as the client sent
// them, in the library's words (tabletop.CheckOptions: the player reads
// its sentence), and returns them with the deal's seed: one drawn from
// crypto/rand, so that nobody can know the deal, unless the client chose
// one and the server allows that (for replays and tests). The options
// lose their "game" member, which tabletop.Table.Options writes first and
// CheckOptions has checked names game (options taken from a table or a
// save start a table again), and every member null, which the library
// reads as the option's default, as the server does now (it refused
// "rounds": null that the library takes).
func (s *server) dealOptions(game tabletop.GameInfo, options json.RawMessage) (json.RawMessage, error) {
	if err := tabletop.CheckOptions(game.Name, options); err != nil {
		return nil, badRequest(err, `"options": `)
	}
	opts := map[string]json.RawMessage{}
	if compactJSON(options) != nil {
		if err := json.Unmarshal(options, &opts); err != nil { // (CheckOptions read an object: no refusal comes here)
			return nil, errorf(http.StatusBadRequest, `"options" must be a JSON object of options`)
		}
	}
	delete(opts, "game")
	for name, value := range opts {
		if string(value) == "null" {
			delete(opts, name)
		}
	}
	if _, chosen := opts["seed"]; chosen && !s.cfg.allowSeeds {
		return nil, errorf(http.StatusBadRequest, `"options": a chosen seed is refused: this server deals every game itself, so that nobody knows the deal (its operator may allow seeds with -allow-seeds)`)
	}
	if _, chosen := opts["seed"]; !chosen {
		var b [8]byte
		rand.Read(b[:]) // never fails (crypto/rand's documentation)
		opts["seed"] = json.RawMessage(`"` + strconv.FormatUint(binary.LittleEndian.Uint64(b[:]), 10) + `"`)
	}
	return json.Marshal(opts)
}

// botLimits returns the operator's bounds on a search bot's budget: an
// "int" option's Max, and 0 for a "bool" option that may only be false.
// The server's bots play with no deadline but the table's, so a search
// "untilDeadline" would run for a minute, past the operator's ms.
func (s *server) botLimits() map[string]int {
	return map[string]int{"iterations": s.cfg.botIterations, "ms": s.cfg.botMs, "workers": s.cfg.botWorkers, "untilDeadline": 0}
}

// checkBot checks a bot seat of game: the bot is one of the game's and its
// options are within their schema and the operator's budget.
func (s *server) checkBot(game string, seat int, sp seatSpec) (seatSpec, error) {
	info, ok := botInfo(game, sp.Bot)
	if !ok {
		_, err := tabletop.NewBot(game, sp.Bot, nil)
		return sp, errorf(http.StatusBadRequest, "seat %d: %v", seat, err)
	}
	if _, err := checkOptions(fmt.Sprintf("seat %d's %s options", seat, sp.Bot), sp.Options, info.Options, s.botLimits()); err != nil {
		return sp, err
	}
	if _, err := tabletop.NewBot(game, sp.Bot, sp.Options); err != nil {
		return sp, errorf(http.StatusBadRequest, "seat %d: %v", seat, err)
	}
	return seatSpec{Player: "bot", Bot: sp.Bot, Options: compactJSON(sp.Options)}, nil
}

// botFor returns the bot that makes seat's move at event index event of
// a table dealt from tableSeed. A bot is made afresh for each decision,
// its seed (where it takes one) derived from the deal's seed, its own and
// where the game is: so that rebuilding a game never runs a bot to
// restore its stream of chance, and two processes that play the same
// decision play the same move.
func botFor(game string, sp seatSpec, tableSeed uint64, seat, event int) (*tabletop.Bot, error) {
	info, _ := botInfo(game, sp.Bot)
	options := sp.Options
	if slices.ContainsFunc(info.Options, func(o tabletop.OptionInfo) bool { return o.Name == "seed" }) {
		opts := map[string]json.RawMessage{}
		if compactJSON(options) != nil {
			if err := json.Unmarshal(options, &opts); err != nil {
				return nil, err
			}
		}
		own := seedValue(1)
		if v, ok := opts["seed"]; ok {
			if err := json.Unmarshal(v, &own); err != nil {
				return nil, err
			}
		}
		var in [32]byte
		binary.LittleEndian.PutUint64(in[0:], tableSeed)
		binary.LittleEndian.PutUint64(in[8:], uint64(own))
		binary.LittleEndian.PutUint64(in[16:], uint64(seat))
		binary.LittleEndian.PutUint64(in[24:], uint64(event))
		sum := sha256.Sum256(in[:])
		opts["seed"] = json.RawMessage(`"` + strconv.FormatUint(binary.LittleEndian.Uint64(sum[:8]), 10) + `"`)
		var err error
		if options, err = json.Marshal(opts); err != nil {
			return nil, err
		}
	}
	return tabletop.NewBot(game, sp.Bot, options)
}

// botWorkers returns how many of the pool's workers a bot's search takes.
func botWorkers(sp seatSpec) int64 {
	var o struct {
		Workers int64 `json:"workers"`
	}
	if json.Unmarshal(sp.Options, &o) != nil || o.Workers < 1 {
		return 1
	}
	return o.Workers
}

// seedValue is a seed in JSON: a string of decimal digits, as the games
// write it (JavaScript's numbers stop at 2^53), or a plain number, as a
// client may send it.
type seedValue uint64

func (v *seedValue) UnmarshalJSON(data []byte) error {
	n, err := strconv.ParseUint(strings.Trim(string(data), `"`), 10, 64) // data is one JSON value: a string or a number
	if err != nil {
		return fmt.Errorf("the seed %s is not a whole number from 0 to %d", truncate(string(data)), uint64(math.MaxUint64))
	}
	*v = seedValue(n)
	return nil
}
