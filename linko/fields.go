package linko

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/internal/engine"
)

// This file holds the fields of each kind of event, which [codec] writes
// and reads as an event's text and JSON (notation.go has the methods).

// codec writes and reads events: their text is the kind, then key=value
// for each field the kind uses; their JSON an object with the same fields.
var codec = &engine.Codec[Event, EventKind]{
	Game:     "linko",
	Names:    eventKindNames[:],
	Fields:   fieldsOf[:],
	Kind:     func(e *Event) *EventKind { return &e.Kind },
	Invalid:  ErrInvalidEvent,
	MaxBytes: maxEventJSON,
}

// cardsField is a field of comma-separated cards, exactly as many as the
// slice it reads and writes.
func cardsField(key string, cards func(e *Event) []Card) engine.Field[Event] {
	return engine.Field[Event]{Key: key, List: true,
		Get: func(e *Event) string { return engine.Join(cards(e), Card.String, ",") },
		Set: func(e *Event, text string) error { return engine.ParseList(cards(e), text, ParseCard) }}
}

func parseSource(text string) (Source, error) {
	switch text {
	case "pile":
		return FromPile, nil
	case "display":
		return FromDisplay, nil
	}
	return 0, fmt.Errorf("%s is neither pile nor display", engine.Quote(text))
}

var (
	seatField    = engine.Int("seat", func(e *Event) *int { return &e.Seat }, 0, MaxPlayers-1)
	victimField  = engine.Int("victim", func(e *Event) *int { return &e.Victim }, 0, MaxPlayers-1)
	roundField   = engine.Int("round", func(e *Event) *int { return &e.Round }, 1, maxRounds)
	playersField = engine.Int("players", func(e *Event) *int { return &e.Players }, MinPlayers, MaxPlayers)
	meldField    = engine.Text("meld", func(e *Event) *Meld { return &e.Meld }, Meld.String, ParseMeld)
	cardField    = engine.Text("card", func(e *Event) *Card { return &e.Card }, Card.String, ParseCard)
	fromField    = engine.Text("from", func(e *Event) *Source { return &e.From }, Source.String, parseSource)
	displayField = cardsField("display", func(e *Event) []Card { return e.Display[:] })
	// endingField tells why a round ended, where it is told; emptiedField
	// the seat that emptied its hand, where that is why.
	endingField = engine.Optional(engine.Text("ending", func(e *Event) *Ending { return &e.Ending }, Ending.String,
		func(text string) (Ending, error) {
			n, err := endingNames.Parse([]byte(text))
			if n == 0 {
				return 0, fmt.Errorf("%s is neither hand-emptied nor cards-out", engine.Quote(text))
			}
			return n, err
		}), func(e *Event) bool { return e.Ending == 0 })
	emptiedField = engine.Optional(seatField, func(e *Event) bool { return e.Ending != HandEmptied })
	// lastField tells that the round that ended was the game's last.
	lastField = engine.Optional(engine.Bool("last", func(e *Event) *bool { return &e.Last }),
		func(e *Event) bool { return !e.Last })
	// scores lists one score per seat, and so also gives Players.
	scoresField = engine.Field[Event]{Key: "scores", Bare: true, List: true,
		Get: func(e *Event) string {
			return engine.Join(e.Scores[:max(0, min(e.Players, MaxPlayers))], strconv.Itoa, ",")
		},
		Set: func(e *Event, text string) error {
			parts := strings.Split(text, ",")
			if len(parts) < MinPlayers || len(parts) > MaxPlayers {
				return fmt.Errorf("%d scores; there are %d to %d players", len(parts), MinPlayers, MaxPlayers)
			}
			e.Players = len(parts)
			for i, p := range parts {
				n, err := strconv.Atoi(p)
				if err != nil || n < -NumCards*maxRounds || n > NumCards*maxRounds {
					return fmt.Errorf("%s is not a score", engine.Quote(p))
				}
				e.Scores[i] = n
			}
			return nil
		}}
	dealField = engine.Field[Event]{Key: "deal", List: true,
		Get: func(e *Event) string { return engine.Join(e.Deal.AppendTo(nil), Card.String, ",") },
		Set: func(e *Event, text string) error {
			var cards [NumCards]Card
			err := engine.ParseList(cards[:], text, ParseCard)
			e.Deal = deck.Of(cards[:]...)
			return err
		}}
)

// fieldsOf lists, for each kind, the fields it uses, in the order of its
// text.
var fieldsOf = [...][]engine.Field[Event]{
	CardsPlayed:     {seatField, meldField},
	Attacked:        {seatField, victimField, meldField},
	TurnPassed:      {seatField},
	CardsTaken:      {seatField, victimField, meldField},
	CardsLeft:       {seatField, victimField, meldField},
	CardsTakenBack:  {seatField, meldField},
	CardsDiscarded:  {seatField, meldField},
	CardDrawn:       {seatField, fromField, cardField},
	DisplayRefilled: {displayField},
	RoundEnded:      {roundField, scoresField, endingField, emptiedField, lastField},
	RoundDealt:      {roundField, seatField, playersField, dealField},
	GameEnded:       {scoresField, endingField, emptiedField},
}
