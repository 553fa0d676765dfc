package linx

import (
	"github.com/tabletopgo/tabletop/internal/engine"
)

// EventKind is the kind of an event.
type EventKind uint8

// The kinds of event: facts, in the past tense.
const (
	// TilePlaced: Seat put Tile at Cell, face down on the tile there,
	// Under, if FaceDown (and then Teams, if in teams, so that the tile
	// covered is named as a reader's partner's); Players, when known, is
	// the number of seats, which names the cell for a person.
	TilePlaced EventKind = iota + 1
	// Passed: Seat passed and showed its Hand (counts of rocks, papers and
	// scissors).
	Passed
	// TilesDrawn: Seat drew Count tiles, Tiles (the first Count of them),
	// from its pile. Redacted for another seat, the tiles are not shown:
	// they are zero, "?" in text and JSON.
	TilesDrawn
	// LineMade: Seat has three tiles in Line, all face down if FaceDown,
	// else all face up; Players as for TilePlaced.
	LineMade
	// TurnPassed: it is Seat's turn.
	TurnPassed
	// RoundWon: round Round went to Seat (if Teams, to team Seat: 0 for
	// seats 0 and 2, 1 for seats 1 and 3), by a line or, if Blocked, by
	// the most tiles on top at a stuck end: Visible counts them by colour,
	// one entry for each of the Players seats, and Full says whether it
	// was stuck because no tile could be placed whatever it was.
	RoundWon
	// RoundStarted: round Round was dealt from Piles (each colour's tiles,
	// top first; the colours of the Players seats, and with three the
	// neutral colour too) to Players seats, Seat first. Redacted for a
	// seat, only its own starting hand and the neutral block are shown.
	RoundStarted
	// MatchWon: Seat (if Teams, team Seat) won the match; Scores are the
	// rounds each of the Players seats won.
	MatchWon
)

var eventKindNames = [...]string{
	TilePlaced:   "tile-placed",
	Passed:       "passed",
	TilesDrawn:   "tiles-drawn",
	LineMade:     "line-made",
	TurnPassed:   "turn-passed",
	RoundWon:     "round-won",
	RoundStarted: "round-started",
	MatchWon:     "match-won",
}

// String returns the kind's name in notation and JSON.
func (k EventKind) String() string {
	return engine.Name(eventKindNames[:], "EventKind", k)
}

// Event is a fact of a match, in the past tense. Each kind uses some of the
// fields, as its documentation says; the others are zero.
type Event struct {
	// Kind says what happened, and so which fields are used.
	Kind EventKind
	// Seat is the seat the event is about: the one that placed, passed,
	// drew or made a line, whose turn it now is, that begins a round, or
	// that won (in teams, the team that won: 0 or 1).
	Seat int
	// Cell is where a TilePlaced tile went.
	Cell Cell
	// Tile is the tile placed (TilePlaced), of the seat's colour.
	Tile Tile
	// Under is the tile a face-down tile covered (TilePlaced, FaceDown),
	// whose colour says whose it was. It is left out of the text and JSON
	// when zero, and so is zero in logs written before it was told.
	Under Tile
	// FaceDown says that the tile placed (TilePlaced), or the line made
	// (LineMade), lies face down; face up otherwise.
	FaceDown bool
	// Hand is what a seat that Passed showed: its counts of rocks, papers
	// and scissors.
	Hand [3]uint8
	// Count is how many tiles a seat drew (TilesDrawn): two, or what was
	// left in its pile.
	Count int
	// Tiles are the tiles drawn (TilesDrawn), the first Count of them;
	// zero (not shown) for a seat that did not draw them.
	Tiles [DrawAfterPlace]Tile
	// Line is the line of three a seat made (LineMade).
	Line Line
	// Round is the number of the round won (RoundWon) or begun
	// (RoundStarted), from 1.
	Round int
	// Blocked says that a round was won (RoundWon) at a stuck end, by the
	// tiles on top, rather than by a line.
	Blocked bool
	// Full says why a round was stuck (RoundWon, Blocked): no tile could
	// be placed on the grid whatever it was, no empty cell being open to a
	// face-up tile and no face-up tile left uncovered; when false, every
	// pile was drawn and no seat could place a tile of its hand. It is
	// left out of the text and JSON when false, and so is false in logs
	// written before it was told.
	Full bool
	// Teams says that the match is played in teams (RoundWon, MatchWon):
	// Seat then names a team. A TilePlaced face down tells it too, but
	// leaves it out of the text and JSON when false, as logs written
	// before it was told do.
	Teams bool
	// Visible counts, at a stuck end (RoundWon, Blocked), each seat's
	// tiles on top, one entry for each of the Players seats.
	Visible [NumColours]int
	// Players is the number of seats at the table (RoundWon,
	// RoundStarted, MatchWon), which sizes the lists of one entry a seat;
	// TilePlaced and LineMade carry it too, for the cells' names (see
	// [View.Label]), but leave it out of the text and JSON when zero, as
	// logs written before it was told do.
	Players int
	// Piles are the piles a round was dealt from (RoundStarted), each
	// colour's top first; redacted, only what the seat may see of them.
	Piles [NumColours][TilesEach]Tile
	// Scores are the rounds each seat won (MatchWon), one entry for each
	// of the Players seats.
	Scores [MaxPlayers]int
}

// RedactFor returns the event as seat may see it: the tiles another seat
// drew are not shown ("?"), nor, in a deal, the piles' order past the
// seat's own starting hand and the neutral block. For a seat not at the
// table (-1, or any number outside 0 to Players-1) it is what a spectator
// sees: no drawn tile, and of a deal the neutral block only.
func (e Event) RedactFor(seat int) Event {
	switch e.Kind {
	case TilesDrawn:
		if e.Seat != seat {
			e.Tiles = [DrawAfterPlace]Tile{}
		}
	case RoundStarted:
		var shown [NumColours][TilesEach]Tile
		if seat >= 0 && seat < e.Players && e.Players <= MaxPlayers {
			k := ((seat-e.Seat)%e.Players + e.Players) % e.Players
			copy(shown[seat][:startingHands[e.Players][k]], e.Piles[seat][:])
		}
		if e.Players == 3 {
			copy(shown[NumColours-1][:neutralTiles], e.Piles[NumColours-1][:])
		}
		e.Piles = shown
	}
	return e
}

// Apply returns the state after the move m and the events it caused. An
// illegal move returns the receiver, no events and an error that wraps
// [ErrIllegalMove]. Apply is exactly [State.Decide] followed by
// [State.Evolve] of each event.
func (s State) Apply(m Move) (State, []Event, error) {
	return engine.Apply(s, m, (*State).run, (*State).refused)
}

// Next returns the state after the move m without reporting the events:
// the fast path of searches and playouts, which does not allocate.
func (s State) Next(m Move) (State, error) {
	err := s.advance(m) // on an error, s is as it was
	return s, err
}

// Decide returns the events that the move m would cause, changing nothing.
func (s State) Decide(m Move) ([]Event, error) {
	_, events, err := s.Apply(m)
	return events, err
}

// Evolve returns the state after the event e, or the receiver and an error
// that wraps [ErrInvalidEvent] if e cannot follow it. Evolve uses no
// randomness: a deal brings its tiles with it.
func (s State) Evolve(e Event) (State, error) {
	return engine.Evolve(s, e, (*State).check, (*State).change, ErrInvalidEvent)
}

// Replay starts a match with opts and applies the moves in order; at an
// illegal move it stops with an error that names the move's index.
func Replay(opts Options, moves []Move) (State, []Event, error) {
	return engine.ReplayNew(New, opts, moves, ErrIllegalMove)
}

// Fold starts a match with opts and evolves it by the events in order; at an
// event that cannot follow it stops with an error that names its index.
func Fold(opts Options, events []Event) (State, error) {
	return engine.FoldNew(New, opts, events, ErrInvalidEvent)
}
