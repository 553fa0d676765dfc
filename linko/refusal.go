package linko

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

// The sentinel errors of a refused move, beside the package's others
// ([ErrInvalidOptions] and the rest).
var (
	// ErrIllegalMove reports a move that the rules do not allow now, or
	// that is no move of the game: every [MoveError] wraps it.
	ErrIllegalMove = errors.New("linko: illegal move")
	// ErrNotYourTurn reports a move of a seat that is not to move: the
	// [MoveError]s of reason [ReasonNotYourTurn] wrap it.
	ErrNotYourTurn = errors.New("linko: not your turn")
	// ErrGameOver reports a move tried once the game is over: the
	// [MoveError]s of reason [ReasonGameOver] wrap it.
	ErrGameOver = errors.New("linko: game over")
)

// refuser makes the package's MoveErrors.
var refuser = engine.Refuser{Game: "linko", Illegal: ErrIllegalMove, NotYourTurn: ErrNotYourTurn, GameOver: ErrGameOver, Words: refusals}

// refusals returns the sentences of refused moves in language l.
func refusals(l lang.Language) engine.Words { return wordsOf(l).refusals }

// cardsItem is the cards a refusal names: one card by its name when name
// is set, or count cards of one value.
type cardsItem struct {
	card  Card
	count int
	name  bool
}

// Words names the cards in language l.
func (c cardsItem) Words(l lang.Language, _ func(int) speech.Person) string {
	if c.name {
		return wordsOf(l).cardName(c.card)
	}
	return wordsOf(l).cards(c.card, c.count)
}

// decideItem is the choice to take or leave a meld that a refusal asks
// of the attacker, with the meld's owner's name.
type decideItem struct {
	meld  Meld
	owner int
}

// Words asks for the choice in language l.
func (o decideItem) Words(l lang.Language, who func(int) speech.Person) string {
	return wordsOf(l).decide(o.meld, who(o.owner))
}

// drawItem is a number of cards still to draw.
type drawItem int

// Words says how many in language l.
func (d drawItem) Words(l lang.Language, _ func(int) speech.Person) string {
	return wordsOf(l).toDraw(int(d))
}
