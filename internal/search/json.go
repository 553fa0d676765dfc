package search

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// budgetJSON is a search bot's JSON, in the wire's style and with the
// names of the handle's "ismcts" options: its duration in milliseconds,
// its seed a string of digits. A zero field is left out, so that the
// handle's "ismcts" options read it as its default, as the bot does (0
// iterations: 1,000, or none with ms; 0 workers: 1): the zero bot's JSON,
// {}, is valid options.
type budgetJSON struct {
	Iterations int             `json:"iterations,omitempty"`
	Ms         int64           `json:"ms,omitempty"`
	Workers    int             `json:"workers,omitempty"`
	Seed       json.RawMessage `json:"seed,omitempty"`
}

// MarshalBudget returns the JSON of a search bot's budget:
// {"iterations":1000,"workers":1}, its Duration in whole milliseconds
// (rounded down), zero fields left out. The seed is left out: it is a
// secret that would replay the bot's choices, and a bot with one refuses
// to marshal before it asks for its budget.
// The UCB1 constant, the game's, is left out too.
func MarshalBudget(o Options) ([]byte, error) {
	return json.Marshal(budgetJSON{Iterations: o.Iterations, Ms: o.Duration.Milliseconds(), Workers: o.Workers})
}

// UnmarshalBudget reads a search bot's budget as MarshalBudget writes it,
// and a seed when one is given, as a string of digits or a number (a field
// left out is zero, the seed included),
// and gives them to set, which a bot's UnmarshalJSON makes a bot of. On an
// error it calls nothing, so that the bot stays as it was.
func UnmarshalBudget(data []byte, set func(Options)) error {
	var wire budgetJSON
	if err := engine.Decode(data, &wire, engine.Strict{MaxBytes: 1024, RefuseRepeats: true}); err != nil {
		return fmt.Errorf("a search bot's JSON: %w", err)
	}
	o := Options{Iterations: wire.Iterations, Duration: time.Duration(wire.Ms) * time.Millisecond, Workers: wire.Workers}
	if len(wire.Seed) > 0 {
		seed, err := engine.UnmarshalSeed(wire.Seed)
		if err != nil {
			return fmt.Errorf("a search bot's JSON: %w", err)
		}
		o.Seed = seed
	}
	set(o)
	return nil
}
