package linx

import "github.com/tabletopgo/tabletop/internal/engine"

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
var refuser = engine.Refuser{Game: "linx", Illegal: ErrIllegalMove, NotYourTurn: ErrNotYourTurn, GameOver: ErrGameOver, Words: refusalWords}

// refusalWords are the sentences of refused moves in English, keyed by
// reason or by the finer phrases of the rules (see engine.Words).
var refusalWords = map[string]string{
	"match-over":            "The match is over.",
	string(ReasonNotInHand): "You have no {item} in your hand.",
	string(ReasonCellTaken): "A tile lies face up at {item}: cover it face down, or choose an empty cell.",
	"face-down":             "The tile at {item} lies face down: it is never covered.",
	"cannot-pass":           "You can place a tile, so you may not pass.",
	"off-square":            "A tile at {item} would touch no tile, or leave the square.",
	"nothing-to-cover":      "There is no tile at {item} to cover.",
	"first-at-origin":       "The first tile of a round goes in the middle, at {item}.",
	"does-not-beat":         "You cannot cover that tile: {item}.",
}
