package linko

import "github.com/tabletopgo/tabletop/internal/engine"

// A MoveError is a refused move: every error of [State.Apply],
// [State.Decide], [State.Next], [ParseMove] and [ParseMoveFor] is one. Its
// Reason is one of the Reason constants below; its Sentence tells the
// player in plain words.
type MoveError = engine.MoveError

// A Reason says why a move was refused, as a code a front-end can switch on.
type Reason = engine.Reason

// The reasons of a [MoveError] in Linko!: the four every game shares, and
// ReasonNotInHand.
const (
	// ReasonNotYourTurn: another seat is to move, or nobody is.
	ReasonNotYourTurn = engine.NotYourTurn
	// ReasonGameOver: the game is over.
	ReasonGameOver = engine.GameOver
	// ReasonNotLegalHere: a rule forbids the move now.
	ReasonNotLegalHere = engine.NotLegalHere
	// ReasonMalformed: the input is no move of Linko!, or another seat's.
	ReasonMalformed = engine.Malformed
	// ReasonNotInHand: the hand lacks a card of the meld played.
	ReasonNotInHand Reason = "not-in-hand"
)

// refuser makes the package's MoveErrors.
var refuser = engine.Refuser{Game: "linko", Illegal: ErrIllegalMove, NotYourTurn: ErrNotYourTurn, GameOver: ErrGameOver, Words: refusalWords}

// refusalWords are the sentences of refused moves in English, keyed by reason or
// by the finer phrases of the rules (see engine.Words).
var refusalWords = map[string]string{
	"none-in-hand":              "You have no {item} in your hand.",
	"too-few-in-hand":           "You have only {item} in your hand.",
	"not-on-display":            "There is no {item} on the display.",
	"pile-empty":                "The draw pile is empty: draw from the display.",
	"must-play":                 "You cannot do that now: it is your turn to play cards.",
	"must-take-or-leave":        "You cannot do that now: take or leave {other}'s {item}.",
	"must-take-back-or-discard": "You cannot do that now: take back or discard your left meld.",
	"must-draw":                 "You cannot do that now: draw {item}.",
	"not-a-meld":                "That is not a meld: play 1 to 8 cards of one value with up to 5 jokers, or 1 to 5 jokers alone.",
}
