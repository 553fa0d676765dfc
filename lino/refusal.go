package lino

import (
	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
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

// refuser makes the package's MoveErrors.
var refuser = engine.Refuser{Game: "lino", Illegal: ErrIllegalMove, NotYourTurn: ErrNotYourTurn, GameOver: ErrGameOver, Words: refusals}

// refusals returns the sentences of refused moves in language l.
func refusals(l lang.Language) engine.Words { return wordsOf(l).refusals }

// cellItem is the cell a refusal names, which each language names as the
// labels do.
type cellItem Cell

// Words names the cell in language l.
func (c cellItem) Words(l lang.Language, _ func(int) speech.Person) string {
	return cellWords(l, Cell(c))
}
