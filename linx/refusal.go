package linx

import (
	"errors"

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

// The sentinel errors of a refused move, beside the package's others
// ([ErrInvalidOptions] and the rest).
var (
	// ErrIllegalMove reports a move that the rules do not allow now, or
	// that is no move of the game: every [MoveError] wraps it.
	ErrIllegalMove = errors.New("linx: illegal move")
	// ErrNotYourTurn reports a move of a seat that is not to move: the
	// [MoveError]s of reason [ReasonNotYourTurn] wrap it.
	ErrNotYourTurn = errors.New("linx: not your turn")
	// ErrGameOver reports a move tried once the match is over: the
	// [MoveError]s of reason [ReasonGameOver] wrap it.
	ErrGameOver = errors.New("linx: game over")
)

// refuser makes the package's MoveErrors.
var refuser = engine.Refuser{Game: "linx", Illegal: ErrIllegalMove, NotYourTurn: ErrNotYourTurn, GameOver: ErrGameOver, Words: refusals}

// refusals returns the sentences of refused moves in language l.
func refusals(l lang.Language) engine.Words { return wordsOf(l).refusals }

// cellItem is the cell a refusal names, as the labels name it.
type cellItem = engine.CellItem[Cell]

// refuseAt returns the refusal, for reason and phrase, of a move about the
// cell c, named as the grid of s names it; a cell beyond it has
// the phrase "off-board", which names none (no tile can reach it).
func (s *State) refuseAt(reason Reason, phrase string, c Cell, detail string) *MoveError {
	return engine.RefuseAt(reason, phrase, "off-board", frameFor(int(s.players)), c, detail)
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
