package lino

import (
	"github.com/tabletopgo/tabletop/internal/engine"
)

// EventKind is the kind of an event.
type EventKind uint8

// The kinds of event: facts, in the past tense.
const (
	// TileMoved: Seat moved the tile at From to To.
	TileMoved EventKind = iota + 1
	// FillingStarted: the field is built; Seat places the first stone.
	FillingStarted
	// StonePlaced: Seat put a stone on the tile at Cell; Last says that
	// it was the round's last stone, whose count follows.
	StonePlaced
	// RowClosed: Seat's stone filled the last empty tile of Row, scoring
	// Points, the row's length.
	RowClosed
	// RunScored: at the end of a round, Seat's run of stones Row scored
	// Points.
	RunScored
	// NumberScored: at the end of a bonus round, the empty tile at Cell
	// gave its number, Points, to Seat.
	NumberScored
	// StarScored: at the end of a bonus round, the star at Cell gave Points
	// to Seat.
	StarScored
	// RoundEnded: round Round is over; Scores holds each seat's points in
	// it.
	RoundEnded
	// RoundStarted: the stones were cleared from the built field for round
	// Round, in which Seat places first.
	RoundStarted
	// GameEnded: the game is over; Scores holds the final scores.
	GameEnded
)

var eventKindNames = [...]string{
	TileMoved:      "tile-moved",
	FillingStarted: "filling-started",
	StonePlaced:    "stone-placed",
	RowClosed:      "row-closed",
	RunScored:      "run-scored",
	NumberScored:   "number-scored",
	StarScored:     "star-scored",
	RoundEnded:     "round-ended",
	RoundStarted:   "round-started",
	GameEnded:      "game-ended",
}

// String returns the kind's name in notation and JSON: "tile-moved"...
func (k EventKind) String() string {
	return engine.Name(eventKindNames[:], "EventKind", k)
}

// Event is a fact of a game, in the past tense. Each kind uses some of the
// fields, as its documentation says; the others are zero. Events are
// comparable values: [State.Apply] and [State.Decide] report them,
// [State.Evolve] and [Fold] rebuild states from them.
type Event struct {
	// Kind is what happened.
	Kind EventKind
	// Seat is the seat the event is about: the one that moved, placed,
	// closed, scored, or places first (all kinds but RoundEnded and
	// GameEnded).
	Seat int
	// From is the cell the tile left (TileMoved).
	From Cell
	// To is the cell the tile went to (TileMoved).
	To Cell
	// Cell is the tile of the stone, number or star (StonePlaced,
	// NumberScored, StarScored).
	Cell Cell
	// Row is the row closed or the run scored (RowClosed, RunScored).
	Row Row
	// Points are the points scored (RowClosed, RunScored, NumberScored,
	// StarScored).
	Points int
	// Round is the round that ended or started (RoundEnded,
	// RoundStarted).
	Round int
	// Scores holds each seat's points of the round (RoundEnded) or of the
	// game (GameEnded).
	Scores [Players]int
	// Last says that the stone placed was the round's last (StonePlaced):
	// every stone is in play, and the count of the rows it closed, the
	// runs, numbers and stars follows, so the stone's sentence says so
	// first. It is left out of the text and JSON when false, and so is
	// false in logs written before it was told.
	Last bool
}

// RedactFor returns the event as seat may see it, a seat not at the table
// (a spectator) included. Lino hides nothing, so it is the event itself; it
// is here so that every game has the same shape.
func (e Event) RedactFor(seat int) Event { return e }

// Apply returns the state after the move m and the events it caused, in
// order. An illegal move returns the receiver, no events and an error that
// wraps [ErrIllegalMove] and says why. Apply is exactly [State.Decide]
// followed by [State.Evolve] of each event.
func (s State) Apply(m Move) (State, []Event, error) {
	return engine.Apply(s, m, (*State).run, (*State).refused)
}

// Next returns the state after the move m, as Apply does, without reporting
// the events: the fast path for searches and random playouts, which does not
// allocate.
func (s State) Next(m Move) (State, error) {
	err := s.advance(m) // on an error, s is as it was
	return s, err
}

// Decide returns the events that the move m would cause, without changing
// anything. An illegal move gives an error that wraps [ErrIllegalMove].
func (s State) Decide(m Move) ([]Event, error) {
	_, events, err := s.Apply(m)
	return events, err
}

// Evolve returns the state after the event e. An event that cannot follow
// the receiver (one that no move or rule could cause here) returns the
// receiver and an error that wraps [ErrInvalidEvent].
func (s State) Evolve(e Event) (State, error) {
	return engine.Evolve(s, e, (*State).check, (*State).change, ErrInvalidEvent)
}

// Replay starts a game with opts and applies the moves in order. It returns
// the state after the last move and every event; at an illegal move it
// stops, returning the state before it, the events so far and an error that
// names the move's index.
func Replay(opts Options, moves []Move) (State, []Event, error) {
	return engine.ReplayNew(New, opts, moves, ErrIllegalMove)
}

// Fold starts a game with opts and evolves it by the events in order. At an
// event that cannot follow, it stops, returning the state before it and an
// error that names the event's index.
func Fold(opts Options, events []Event) (State, error) {
	return engine.FoldNew(New, opts, events, ErrInvalidEvent)
}
