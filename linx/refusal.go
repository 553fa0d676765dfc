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

// The reasons of a [MoveError] in LINX. The four every game shares:
// another seat is to move, or nobody is (ReasonNotYourTurn); the match is
// over (ReasonGameOver); a rule forbids the move now (ReasonNotLegalHere);
// the input is no move of LINX, or another seat's (ReasonMalformed). Then
// the game's own.
const (
	ReasonNotYourTurn, ReasonGameOver, ReasonNotLegalHere, ReasonMalformed = engine.NotYourTurn, engine.GameOver, engine.NotLegalHere, engine.Malformed
	// ReasonNotInHand: the hand holds no tile of the symbol.
	ReasonNotInHand Reason = "not-in-hand"
	// ReasonCellTaken: a tile face up lies in the cell, or one face down,
	// which is never covered.
	ReasonCellTaken Reason = "cell-taken"
)

// refuser makes the package's MoveErrors and its sentinels, below.
var refuser = engine.NewRefuser("linx", func(l lang.Language) engine.Words { return wordsOf(l).refusals })

// The sentinel errors of a refused move, beside the package's others
// ([ErrInvalidOptions] and the rest): every [MoveError] wraps
// ErrIllegalMove, and those of reason [ReasonNotYourTurn] and
// [ReasonGameOver] wrap ErrNotYourTurn and ErrGameOver too.
var ErrIllegalMove, ErrNotYourTurn, ErrGameOver = refuser.Illegal, refuser.NotYourTurn, refuser.GameOver

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
