package linx

import (
	"errors"
	"fmt"
)

// The material and the match.
const (
	MinPlayers     = 2
	MaxPlayers     = 4
	TilesEach      = 15 // tiles of a colour: five of each symbol
	PointsToWin    = 2  // round wins that win the match
	DrawAfterPlace = 2  // tiles drawn after a face-up tile or a pass
	neutralTiles   = 9  // the 3×3 block of the unused colour, with three seats
	maxRounds      = MaxPlayers*(PointsToWin-1) + 1
	// DefaultPlayers is the number of seats of Options whose Players
	// is 0.
	DefaultPlayers = 2
)

// Options set up a match. The zero value of each field means the
// rulebook's default, so that the zero Options are a match of
// [DefaultPlayers] seats, as in every game of the module.
type Options struct {
	// Players is the number of seats, 2 to 4; 0 means [DefaultPlayers],
	// and JSON leaves it out, as the handle (tabletop.Open) reads it.
	// Seat i plays colour i.
	Players int `json:"players,omitempty"`
	// Seed shuffles every pile: equal Options give equal matches. The zero
	// Seed is a seed like any other, not a call for a random one: draw a
	// seed yourself for a new match each time. JSON writes it as a string
	// (JavaScript's numbers stop at 2^53) and reads a string or a number.
	Seed uint64 `json:"seed,string"`
	// FirstSeat begins the first round (the rulebook draws it by chance);
	// the next round begins with its left neighbour.
	FirstSeat int `json:"firstSeat"`
	// Teams plays 4 seats as two teams, seats 0 and 2 against 1 and 3.
	Teams bool `json:"teams"`
}

// The sentinel errors. Every error the package returns wraps one of them or
// one of a refused move's ([ErrIllegalMove], [ErrNotYourTurn],
// [ErrGameOver]).
var (
	// ErrInvalidOptions reports Options that New cannot play.
	ErrInvalidOptions = errors.New("linx: invalid options")
	// ErrInvalidPosition reports a Position that no game can reach.
	ErrInvalidPosition = errors.New("linx: invalid position")
	// ErrInvalidEvent reports an event that cannot follow the state it is
	// applied to, or a malformed one.
	ErrInvalidEvent = errors.New("linx: invalid event")
)

// normalize returns the options with Players filled in, or why they
// cannot be played. Its error is the bare reason: New wraps
// it with ErrInvalidOptions, FromPosition with ErrInvalidPosition.
func (o Options) normalize() (Options, error) {
	if o.Players == 0 {
		o.Players = DefaultPlayers
	}
	switch {
	case o.Players < MinPlayers || o.Players > MaxPlayers:
		return o, fmt.Errorf("%d players; LINX is for %d to %d", o.Players, MinPlayers, MaxPlayers)
	case o.FirstSeat < 0 || o.FirstSeat >= o.Players:
		return o, fmt.Errorf("first seat %d does not exist with %d players", o.FirstSeat, o.Players)
	case o.Teams && o.Players != 4:
		return o, fmt.Errorf("teams need 4 players, not %d", o.Players)
	}
	return o, nil
}
