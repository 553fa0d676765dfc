package lino

import (
	"errors"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
)

// A MoveError is a refused move: every error of [State.Apply],
// [State.Decide], [State.Next], [ParseMove] and [ParseMoveFor] is one. Its
// Reason is one of the Reason constants below; its Sentence tells the
// player in plain words.
type MoveError = engine.MoveError

// A Reason says why a move was refused, as a code a front-end can switch on.
type Reason = engine.Reason

// The reasons of a [MoveError] in Lino: the four every game shares, and
// ReasonCellTaken.
const (
	// ReasonNotYourTurn: another seat is to move, or nobody is.
	ReasonNotYourTurn = engine.NotYourTurn
	// ReasonGameOver: the game is over.
	ReasonGameOver = engine.GameOver
	// ReasonNotLegalHere: a rule forbids the move now.
	ReasonNotLegalHere = engine.NotLegalHere
	// ReasonMalformed: the input is no move of Lino, or another seat's.
	ReasonMalformed = engine.Malformed
	// ReasonCellTaken: a tile may not move to the cell, which holds one,
	// or the tile there holds a stone already.
	ReasonCellTaken Reason = "cell-taken"
)

// The sentinel errors of a refused move, beside the package's others
// ([ErrInvalidOptions] and the rest).
var (
	// ErrIllegalMove reports a move that the rules do not allow now, or
	// that is no move of the game: every [MoveError] wraps it.
	ErrIllegalMove = errors.New("lino: illegal move")
	// ErrNotYourTurn reports a move of a seat that is not to move: the
	// [MoveError]s of reason [ReasonNotYourTurn] wrap it.
	ErrNotYourTurn = errors.New("lino: not your turn")
	// ErrGameOver reports a move tried once the game is over: the
	// [MoveError]s of reason [ReasonGameOver] wrap it.
	ErrGameOver = errors.New("lino: game over")
)

// refuser makes the package's MoveErrors.
var refuser = engine.Refuser{Game: "lino", Illegal: ErrIllegalMove, NotYourTurn: ErrNotYourTurn, GameOver: ErrGameOver, Words: refusals}

// refusals returns the sentences of refused moves in language l.
func refusals(l lang.Language) engine.Words { return wordsOf(l).refusals }

// cellItem is the cell a refusal names, as the labels name it.
type cellItem = engine.CellItem[Cell]

// refuseAt returns the refusal, for reason and phrase, of a move about the
// cell c, named as the board of s names it; a cell beyond it has
// the phrase "too-far", which names none (the board holds every cell next to a tile).
func (s *State) refuseAt(reason Reason, phrase string, c Cell, detail string) *MoveError {
	return engine.RefuseAt(reason, phrase, "too-far", s.frame(), c, detail)
}
