package lino

import "github.com/tabletopgo/tabletop/internal/engine"

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
var refuser = engine.Refuser{Game: "lino", Illegal: ErrIllegalMove, NotYourTurn: ErrNotYourTurn, GameOver: ErrGameOver, Words: refusalWords}

// refusalWords are the sentences of refused moves in English, keyed by
// reason or by the finer phrases of the rules (see engine.Words).
var refusalWords = map[string]string{
	string(ReasonCellTaken): "There is a tile at {item} already.",
	"stone-taken":           "The tile at {item} holds a stone already.",
	"no-tile":               "There is no tile at {item}.",
	"moved-before":          "The tile at {item} has moved already: each tile moves once.",
	"too-far":               "The cell {item} is too far from the field.",
	"vacated":               "A tile has left {item}: no tile may go there again.",
	"touches-nothing":       "At {item} the tile would touch no other.",
	"leaves-alone":          "That move would leave the tile at {item} alone.",
	"must-place":            "The field is built: place a stone.",
	"must-move":             "The field is being built: move a tile.",
}
