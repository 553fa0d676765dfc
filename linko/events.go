package linko

import (
	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/internal/engine"
)

// EventKind is the kind of an event.
type EventKind uint8

// The kinds of event: facts, in the past tense.
const (
	// CardsPlayed: Seat put Meld from its hand on top of its tableau.
	CardsPlayed EventKind = iota + 1
	// Attacked: Seat's new meld attacks Meld, the top of Victim's tableau.
	Attacked
	// TurnPassed: the attacks are over; it is Seat's turn.
	TurnPassed
	// CardsTaken: the attacker Seat took Victim's top Meld into its hand.
	CardsTaken
	// CardsLeft: the attacker Seat left Victim's top Meld.
	CardsLeft
	// CardsTakenBack: the victim Seat took its left Meld back into its
	// hand.
	CardsTakenBack
	// CardsDiscarded: the victim Seat put its left Meld on the discard pile.
	CardsDiscarded
	// CardDrawn: Seat drew Card From the draw pile or the display. In an
	// event redacted for another seat, a card from the pile is Hidden.
	CardDrawn
	// DisplayRefilled: the empty slots of the display were filled from the
	// draw pile; Display is the display after.
	DisplayRefilled
	// RoundEnded: round Round is over, for the reason Ending (Seat
	// emptied its hand, or the cards ran out); Scores holds each of the
	// Players seats' scores in it, and Last says that no round follows.
	RoundEnded
	// RoundDealt: round Round was dealt from Deal, the order of all the
	// cards, top first, to Players seats starting with Seat (see the
	// package documentation). Redacted for a seat, Deal hides all but that
	// seat's hand and the display.
	RoundDealt
	// GameEnded: the game is over, its last round for the reason Ending,
	// as its RoundEnded says; Scores holds the final scores of the Players
	// seats.
	GameEnded
)

var eventKindNames = [...]string{
	CardsPlayed:     "cards-played",
	Attacked:        "attacked",
	TurnPassed:      "turn-passed",
	CardsTaken:      "cards-taken",
	CardsLeft:       "cards-left",
	CardsTakenBack:  "cards-taken-back",
	CardsDiscarded:  "cards-discarded",
	CardDrawn:       "card-drawn",
	DisplayRefilled: "display-refilled",
	RoundEnded:      "round-ended",
	RoundDealt:      "round-dealt",
	GameEnded:       "game-ended",
}

// String returns the kind's name in notation and JSON: "cards-played"...
func (k EventKind) String() string {
	return engine.Name(eventKindNames[:], "EventKind", k)
}

// Source is where a drawn card came from.
type Source uint8

// The sources of a drawn card.
const (
	FromPile    Source = iota + 1 // the top of the face-down draw pile
	FromDisplay                   // a face-up card of the display
)

var sourceNames = [...]string{FromPile: "pile", FromDisplay: "display"}

// String returns "pile" or "display".
func (f Source) String() string { return engine.Name(sourceNames[:], "Source", f) }

// Ending is why a round ended (RoundEnded, and the last round in
// GameEnded). Zero is an ending not told, as in logs written before
// events told it.
type Ending uint8

// The ways a round of Linko! ends.
const (
	// HandEmptied: the event's Seat played the last card of its hand.
	HandEmptied Ending = iota + 1
	// CardsOut: the draw pile and the display were both empty.
	CardsOut
)

// endingNames are the endings' names in notation and JSON.
var endingNames = engine.Names[Ending]{Package: "linko", Type: "Ending", Noun: "ending",
	Names: []string{"", "hand-emptied", "cards-out"}}

// String returns "hand-emptied" or "cards-out".
func (n Ending) String() string { return endingNames.String(n) }

// Event is a fact of a game, in the past tense. Each kind uses some of the
// fields, as its documentation says; the others are zero. Events are
// comparable values: [State.Apply] and [State.Decide] report them,
// [State.Evolve] and [Fold] rebuild states from them, and a front-end can
// animate them.
type Event struct {
	// Kind says what happened, and so which fields the event uses.
	Kind EventKind
	// Seat is the seat that acted: that played, attacked, took, left,
	// took back, discarded or drew; the seat whose turn it is now
	// (TurnPassed); the round's first seat (RoundDealt); the seat that
	// emptied its hand (RoundEnded and GameEnded, Ending HandEmptied).
	Seat int
	// Victim is the attacked seat (Attacked, CardsTaken, CardsLeft).
	Victim int
	// Meld is the meld played, attacked, taken, left, taken back or
	// discarded.
	Meld Meld
	// Card is the card drawn (CardDrawn): Hidden when redacted.
	Card Card
	// From is where the card drawn came from (CardDrawn).
	From Source
	// Display is the display after a refill (DisplayRefilled).
	Display [DisplaySize]Card
	// Round is the round that ended or was dealt (RoundEnded,
	// RoundDealt), from 1.
	Round int
	// Players is the number of seats (RoundEnded, RoundDealt,
	// GameEnded): how many of Scores count, and how a deal goes round.
	Players int
	// Scores holds each seat's score in the round (RoundEnded) or in the
	// game (GameEnded); only the first Players count.
	Scores [MaxPlayers]int
	// Ending is why the round ended (RoundEnded), or the game's last
	// round (GameEnded); it is left out of the text and JSON when zero,
	// and so is zero in logs written before it was told.
	Ending Ending
	// Deal is the order of all the cards of a deal, top first
	// (RoundDealt); redacted, what the seat may not see is Hidden.
	Deal deck.Pile[Card]
	// Last says that the round that ended is the game's last
	// (RoundEnded): the GameEnded that follows tells the scores, so the
	// round's sentence says only why it ended. It is left out of the
	// text and JSON when false, and so is false in logs written before
	// it was told.
	Last bool
}

// RedactFor returns the event as seat may see it: the card another seat drew
// from the pile is Hidden, and a deal shows only seat's own hand and the
// display. Other events are public and come back unchanged. For a seat not
// at the table (-1, or any seat the game does not have) it hides all that
// any seat would not see: what a spectator gets.
func (e Event) RedactFor(seat int) Event {
	switch {
	case e.Kind == CardDrawn && e.From == FromPile && e.Seat != seat:
		e.Card = Hidden
	case e.Kind == RoundDealt:
		cards := e.Deal.AppendTo(make([]Card, 0, NumCards))
		dealt := HandSize * e.Players
		for i := range cards {
			ownCard := i < dealt && e.Players > 0 && (e.Seat+i)%e.Players == seat
			onDisplay := dealt <= i && i < dealt+DisplaySize
			if !ownCard && !onDisplay {
				cards[i] = Hidden
			}
		}
		e.Deal = deck.Of(cards...)
	}
	return e
}

// Apply returns the state after the move m and the events it caused, in
// order. An illegal move returns the receiver, no events and an error that
// wraps [ErrIllegalMove] and says why. Apply is exactly [State.Decide]
// followed by [State.Evolve] of each event.
func (s State) Apply(m Move) (State, []Event, error) {
	return engine.Apply(s, m, (*State).run, (*State).refused)
}

// refused returns the MoveError of m, which the rules refused for why.
func (s *State) refused(m Move, why error) error {
	return refuser.Refuse(m.Seat, m.String(), s.ToMove(), why)
}

// Next returns the state after the move m, as Apply does, without reporting
// the events: the fast path for searches and random playouts, which does not
// allocate.
func (s State) Next(m Move) (State, error) {
	err := s.advance(m) // on an error, s is as it was
	return s, err
}

// Decide returns the events that the move m would cause, without changing
// anything. An illegal move gives an error that wraps [ErrIllegalMove].
func (s State) Decide(m Move) ([]Event, error) {
	_, events, err := s.Apply(m)
	return events, err
}

// Evolve returns the state after the event e. An event that cannot follow
// the receiver (one that no move or rule could cause here) returns the
// receiver and an error that wraps [ErrInvalidEvent]. Evolve uses no
// randomness: a deal brings its cards with it.
func (s State) Evolve(e Event) (State, error) {
	return engine.EvolveBy(s, e, (*State).evolve, ErrInvalidEvent)
}

// Replay starts a game with opts and applies the moves in order. It returns
// the state after the last move and every event; at an illegal move it
// stops, returning the state before it, the events so far and an error that
// names the move's index.
func Replay(opts Options, moves []Move) (State, []Event, error) {
	return engine.ReplayNew(New, opts, moves, ErrIllegalMove)
}

// Fold starts a game with opts and evolves it by the events in order: an
// event log rebuilds the game it records. At an event that cannot follow, it
// stops, returning the state before it and an error that names the event's
// index.
func Fold(opts Options, events []Event) (State, error) {
	return engine.FoldNew(New, opts, events, ErrInvalidEvent)
}
