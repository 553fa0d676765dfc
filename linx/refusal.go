package linx

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

// The reasons of a [MoveError] in LINX: the four every game shares,
// ReasonNotInHand and ReasonCellTaken.
const (
	// ReasonNotYourTurn: another seat is to move, or nobody is.
	ReasonNotYourTurn = engine.NotYourTurn
	// ReasonGameOver: the match is over.
	ReasonGameOver = engine.GameOver
	// ReasonNotLegalHere: a rule forbids the move now.
	ReasonNotLegalHere = engine.NotLegalHere
	// ReasonMalformed: the input is no move of LINX, or another seat's.
	ReasonMalformed = engine.Malformed
	// ReasonNotInHand: the hand holds no tile of the symbol.
	ReasonNotInHand Reason = "not-in-hand"
	// ReasonCellTaken: a tile face up lies in the cell, or one face down,
	// which is never covered.
	ReasonCellTaken Reason = "cell-taken"
)

// refuser makes the package's MoveErrors.
var refuser = engine.Refuser{Game: "linx", Illegal: ErrIllegalMove, NotYourTurn: ErrNotYourTurn, GameOver: ErrGameOver, Words: refusals}

// refusals returns the sentences of refused moves in language l.
func refusals(l lang.Language) engine.Words { return wordsOf(l).refusals }

// cellItem is the cell a refusal names, on a grid of a bound, which each
// language names as the labels do.
type cellItem struct {
	cell  Cell
	bound int
}

// Words names the cell in language l.
func (c cellItem) Words(l lang.Language, _ func(int) speech.Person) string {
	return cellWords(l, c.cell, c.bound)
}

// symbolItem is the symbol a refusal names.
type symbolItem Symbol

// Words names the symbol in language l.
func (s symbolItem) Words(l lang.Language, _ func(int) speech.Person) string {
	return wordsOf(l).pickSymbol(Symbol(s))
}

// beatsItem says why a tile may not cover another: its symbol does not
// beat the one under it.
type beatsItem struct{ symbol, under Symbol }

// Words says it in language l.
func (b beatsItem) Words(l lang.Language, _ func(int) speech.Person) string {
	return wordsOf(l).beats(b.symbol, b.under)
}
