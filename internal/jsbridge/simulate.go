package jsbridge

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/tabletopgo/tabletop"
)

// A simulatedBot is one seat's bot in a simulation, as JavaScript gives it.
type simulatedBot struct {
	// Name is the bot's name, as NewBot takes it.
	Name string `json:"name"`
	// Options is the JSON text of the bot's options; "" for the defaults.
	Options string `json:"options"`
}

// A simulatedGame is the end of one game of a simulation.
type simulatedGame struct {
	// Seed is the game's seed: Open with it and the same options deals
	// the same game.
	Seed string `json:"seed"`
	// Winners are the seats with the best result.
	Winners []int `json:"winners"`
	// Scores are the seats' scores, by seat.
	Scores []int `json:"scores"`
	// Moves is how many moves the game took.
	Moves int `json:"moves"`
	// Bots are the seats' bots, by seat, each with the options it played
	// with, its seed among them: NewBot with each, at a table opened with
	// Seed, plays the same game again, move by move.
	Bots []playedBot `json:"bots"`
}

// A playedBot is one seat's bot of a simulated game, as NewBot takes it.
type playedBot struct {
	// Name is the bot's name.
	Name string `json:"name"`
	// Options are the options the bot played with, its seed given; {} for
	// a bot that takes none.
	Options json.RawMessage `json:"options"`
}

// maxSimulated bounds a simulation's games: one call plays them all, on a
// thread it blocks until the last ends.
const maxSimulated = 100_000

// simulate plays games whole games of game with options, each seat's
// moves chosen by its bot in bots (one a seat, in seat order), and returns
// how each ended, in one call: no crossing into WebAssembly per move.
// Game i draws its own seed, and its bots' seeds, from seed and i alone,
// so that a simulation of more games begins with the games of a shorter
// one; a seed given in the options (the game's or a bot's) is kept.
func simulate(game string, options []byte, bots []simulatedBot, games int, seed uint64) ([]byte, error) {
	if games < 1 || games > maxSimulated {
		return nil, fmt.Errorf("%w: games must be a whole number from 1 to %d, not %d", ErrBadCall, maxSimulated, games)
	}
	seeds := botSeeds(game, bots)
	results := make([]simulatedGame, games)
	for i := range results {
		draw := rand.New(rand.NewPCG(seed, uint64(i)))
		t, err := tabletop.Open(game, seeded(options, "seed", draw.Uint64()))
		if err != nil {
			return nil, err
		}
		if t.Players() != len(bots) {
			return nil, fmt.Errorf("%w: %d bots for %d seats: give one bot a seat", tabletop.ErrInvalidOptions, len(bots), t.Players())
		}
		seats := make([]*tabletop.Bot, len(bots))
		played := make([]playedBot, len(bots))
		for s, b := range bots {
			options := seeded([]byte(b.Options), seeds[s], draw.Uint64())
			if seats[s], err = tabletop.NewBot(game, b.Name, options); err != nil {
				return nil, err
			}
			if len(options) == 0 {
				options = []byte("{}")
			}
			played[s] = playedBot{b.Name, options}
		}
		var dealt struct{ Seed string }
		opened, _ := t.Options()
		json.Unmarshal(opened, &dealt)
		if results[i], err = playOut(t, seats); err != nil {
			return nil, err
		}
		results[i].Seed, results[i].Bots = dealt.Seed, played
	}
	return marshal(results)
}

// playOut plays t to its end, each seat's moves chosen by its bot.
func playOut(t tabletop.Table, seats []*tabletop.Bot) (simulatedGame, error) {
	moves := 0
	for !t.Over() {
		seat := t.ToMove()
		move, err := seats[seat].Choose(context.Background(), t)
		if err != nil {
			return simulatedGame{}, err
		}
		if t, _, err = t.Play(seat, move); err != nil {
			return simulatedGame{}, err
		}
		moves++
	}
	return simulatedGame{Winners: orNone(t.Winners()), Scores: orNone(t.Scores()), Moves: moves}, nil
}

// botSeeds returns the name of each bot's seed option ("" for a bot that
// takes none, or that game does not have): the bots of game by name, as
// Games lists them.
func botSeeds(game string, bots []simulatedBot) []string {
	names := make([]string, len(bots))
	for _, info := range tabletop.Games() {
		if info.Name != game {
			continue
		}
		for s, b := range bots {
			for _, bot := range info.Bots {
				if bot.Name != b.Name {
					continue
				}
				for _, option := range bot.Options {
					if option.Type == "seed" {
						names[s] = option.Name
					}
				}
			}
		}
	}
	return names
}

// seeded returns options, a JSON object's text ("" for none), with seed
// as its option key where it has none; options unchanged where key is ""
// or options are not a JSON object (Open and NewBot say why).
func seeded(options []byte, key string, seed uint64) []byte {
	if key == "" {
		return options
	}
	object := map[string]json.RawMessage{}
	if len(options) > 0 {
		if err := json.Unmarshal(options, &object); err != nil || object == nil {
			return options
		}
	}
	if _, given := object[key]; given {
		return options
	}
	object[key] = json.RawMessage(strconv.Quote(strconv.FormatUint(seed, 10)))
	out, _ := json.Marshal(object) // every member is JSON Unmarshal checked, or digits
	return out
}

// parseSeed reads a seed from its decimal digits, which reach the bridge
// whole from JavaScript where a number past 2^53 would not.
func parseSeed(digits string) (uint64, error) {
	seed, err := strconv.ParseUint(digits, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%w: the seed must be a whole number from 0 to 2^64 - 1, not %q", tabletop.ErrInvalidOptions, digits)
	}
	return seed, nil
}
