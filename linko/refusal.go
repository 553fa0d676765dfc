package linko

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

// The reasons of a [MoveError] in Linko!. The four every game shares:
// another seat is to move, or nobody is (ReasonNotYourTurn); the game is
// over (ReasonGameOver); a rule forbids the move now (ReasonNotLegalHere);
// the input is no move of Linko!, or another seat's (ReasonMalformed).
// Then the game's own.
const (
	ReasonNotYourTurn, ReasonGameOver, ReasonNotLegalHere, ReasonMalformed = engine.NotYourTurn, engine.GameOver, engine.NotLegalHere, engine.Malformed
	// ReasonNotInHand: the hand lacks a card of the meld played.
	ReasonNotInHand Reason = "not-in-hand"
)

// refuser makes the package's MoveErrors and its sentinels, below.
var refuser = engine.NewRefuser("linko", func(l lang.Language) engine.Words { return wordsOf(l).refusals })

// The sentinel errors of a refused move, beside the package's others
// ([ErrInvalidOptions] and the rest): every [MoveError] wraps
// ErrIllegalMove, and those of reason [ReasonNotYourTurn] and
// [ReasonGameOver] wrap ErrNotYourTurn and ErrGameOver too.
var ErrIllegalMove, ErrNotYourTurn, ErrGameOver = refuser.Illegal, refuser.NotYourTurn, refuser.GameOver

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

// askedItem is how many cards a typed meld asks for, beyond what the deck
// has, with the words typed ("2x9" asks for 9).
type askedItem struct {
	word  string
	asked int
}

// Words quotes the words typed and says how many in language l.
func (a askedItem) Words(l lang.Language, _ func(int) speech.Person) string {
	return wordsOf(l).asked(speech.Of(l).Quote(a.word), a.asked)
}
