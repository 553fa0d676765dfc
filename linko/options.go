package linko

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Options set up a game. The zero value of each field means the rulebook's
// default, so that the zero Options are a game of [DefaultPlayers] seats,
// as in every game of the module.
type Options struct {
	// Players is the number of seats, 2 to 5; 0 means [DefaultPlayers],
	// and JSON leaves it out, as the handle (tabletop.Open) reads it.
	// Seats are numbered from 0, clockwise.
	Players int `json:"players,omitempty"`
	// Seed is the only source of chance: equal Options give equal games.
	// The zero Seed is a seed like any other, not "random": draw one (from
	// crypto/rand, say) for a game nobody can foresee. JSON writes it as a
	// string, which JavaScript reads without loss, and reads it from a
	// string or a number.
	Seed uint64 `json:"seed,string"`
	// FirstSeat is the seat that begins the first round (the rulebook says
	// the youngest player); 0 by default.
	FirstSeat int `json:"firstSeat"`
	// Rounds is the number of rounds: 1 (the default; 0 means 1), or a
	// multiple of Players, so that every seat begins equally often. The
	// first seat moves one seat left each round and scores add up. JSON
	// leaves 0 out, as it does Players.
	Rounds int `json:"rounds,omitempty"`
}

// DefaultPlayers is the number of seats of Options whose Players is 0.
const DefaultPlayers = 3

// maxRounds bounds Options.Rounds, so that round numbers and scores stay
// small; no match needs more.
const maxRounds = 100

// The sentinel errors. Every error the package returns wraps one of them or
// one of a refused move's ([ErrIllegalMove], [ErrNotYourTurn],
// [ErrGameOver]), so that errors.Is tells bad input apart; the message says
// what was wrong in words a player understands.
var (
	// ErrInvalidOptions reports Options that New cannot play.
	ErrInvalidOptions = errors.New("linko: invalid options")
	// ErrInvalidPosition reports a Position that no game can reach.
	ErrInvalidPosition = errors.New("linko: invalid position")
	// ErrInvalidEvent reports an event that cannot follow the state it is
	// applied to, or a malformed one.
	ErrInvalidEvent = errors.New("linko: invalid event")
)

// normalize returns the options with defaults filled in, or an error that
// wraps ErrInvalidOptions. Players 0 is the default here, for New, and
// not in filled: a Position lists its players, and one of 0 is damage.
func (o Options) normalize() (Options, error) {
	if o.Players == 0 {
		o.Players = DefaultPlayers
	}
	opts, err := o.filled()
	if err != nil {
		return o, engine.Wrap(ErrInvalidOptions, err)
	}
	return opts, nil
}

// filled returns the options with defaults filled in, or says why they
// cannot be played. The reason wraps no sentinel, so that FromPosition can
// wrap it in ErrInvalidPosition alone.
func (o Options) filled() (Options, error) {
	if o.Players < MinPlayers || o.Players > MaxPlayers {
		return o, fmt.Errorf("%d players; Linko! is for %d to %d", o.Players, MinPlayers, MaxPlayers)
	}
	if o.FirstSeat < 0 || o.FirstSeat >= o.Players {
		return o, fmt.Errorf("first seat %d does not exist with %d players", o.FirstSeat, o.Players)
	}
	if o.Rounds == 0 {
		o.Rounds = 1
	}
	if o.Rounds < 0 || (o.Rounds != 1 && o.Rounds%o.Players != 0) || o.Rounds > maxRounds {
		return o, fmt.Errorf("%d rounds; play 1, or a multiple of the %d players up to %d, so that every seat begins equally often",
			o.Rounds, o.Players, maxRounds)
	}
	return o, nil
}
