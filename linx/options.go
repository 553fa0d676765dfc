package linx

import (
	"errors"
	"fmt"
)

// The sentinel errors. Every error the package returns wraps one of them.
var (
	// ErrInvalidOptions reports Options that New cannot play.
	ErrInvalidOptions = errors.New("linx: invalid options")
	// ErrIllegalMove reports a move that the rules do not allow now.
	ErrIllegalMove = errors.New("linx: illegal move")
	// ErrInvalidPosition reports a Position that no game can reach.
	ErrInvalidPosition = errors.New("linx: invalid position")
	// ErrInvalidEvent reports an event that cannot follow the state it is
	// applied to, or a malformed one.
	ErrInvalidEvent = errors.New("linx: invalid event")
)

// The material and the match.
const (
	MinPlayers     = 2
	MaxPlayers     = 4
	TilesEach      = 15 // tiles of a colour: five of each symbol
	PointsToWin    = 2  // round wins that win the match
	neutralTiles   = 9  // the 3×3 block of the unused colour, with three seats
	maxRounds      = MaxPlayers*(PointsToWin-1) + 1
	drawAfterPlace = 2
)

// Options set up a match. The zero value of each field but Players means
// the rulebook's default.
type Options struct {
	// Players is the number of seats, 2 to 4; seat i plays colour i.
	Players int `json:"players"`
	// Seed shuffles every pile: equal Options give equal matches. JSON
	// writes it as a string.
	Seed uint64 `json:"seed,string"`
	// FirstSeat begins the first round (the rulebook draws it by chance);
	// the next round begins with its left neighbour.
	FirstSeat int `json:"firstSeat"`
	// Teams plays 4 seats as two teams, seats 0 and 2 against 1 and 3.
	Teams bool `json:"teams"`
}

func (o Options) normalize() (Options, error) {
	switch {
	case o.Players < MinPlayers || o.Players > MaxPlayers:
		return o, fmt.Errorf("%w: %d players; LINX is for %d to %d", ErrInvalidOptions, o.Players, MinPlayers, MaxPlayers)
	case o.FirstSeat < 0 || o.FirstSeat >= o.Players:
		return o, fmt.Errorf("%w: first seat %d does not exist with %d players", ErrInvalidOptions, o.FirstSeat, o.Players)
	case o.Teams && o.Players != 4:
		return o, fmt.Errorf("%w: teams need 4 players, not %d", ErrInvalidOptions, o.Players)
	}
	return o, nil
}
