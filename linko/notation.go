package linko

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/internal/engine"
)

// String returns the move in the notation of [ParseMove], such as
// "2:play 7x2+J".
func (m Move) String() string {
	text, err := m.MarshalText()
	if err != nil {
		return fmt.Sprintf("%d:%v %v %v", m.Seat, m.Kind, m.Meld, m.Card)
	}
	return string(text)
}

// MarshalText implements [encoding.TextMarshaler] with the notation of
// [ParseMove]; JSON shows a move as that string. A move of no known kind
// gives an error.
func (m Move) MarshalText() ([]byte, error) {
	b := strconv.AppendInt(nil, int64(m.Seat), 10)
	b = append(b, ':')
	switch m.Kind {
	case MovePlay:
		meld, err := m.Meld.MarshalText()
		if err != nil {
			return nil, err
		}
		b = append(append(b, "play "...), meld...)
	case MoveDrawDisplay:
		card, err := m.Card.MarshalText()
		if err != nil {
			return nil, err
		}
		b = append(append(b, "draw "...), card...)
	case MoveTake, MoveLeave, MoveTakeBack, MoveDiscard, MoveDrawPile:
		b = append(b, m.Kind.String()...)
	default:
		return nil, fmt.Errorf("linko: cannot marshal a move of kind %v", m.Kind)
	}
	return b, nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseMove].
func (m *Move) UnmarshalText(text []byte) error {
	parsed, err := ParseMove(string(text))
	if err != nil {
		return err
	}
	*m = parsed
	return nil
}

// ParseMove parses a move written as SEAT:VERB, with an argument for two
// verbs:
//
//	2:play 7x2+J    seat 2 plays two 7s and a joker (see [Meld.String])
//	2:play Jx2      two jokers alone
//	0:take          the attacker takes the attacked meld
//	0:leave         the attacker leaves it
//	3:takeback      the victim takes its left meld back
//	3:discard       the victim discards it (and draws)
//	3:draw pile     draw the top of the draw pile
//	3:draw 7        draw a 7 from the display
//
// Verbs may be in any case and words may be separated by any spaces.
// Malformed text gives an error that wraps [ErrIllegalMove]. ParseMove does
// not say whether the move is legal in a game: [State.Apply] does.
func ParseMove(s string) (Move, error) {
	fail := func(why string, args ...any) (Move, error) {
		return Move{}, fmt.Errorf("%w: %q is not a move: %s", ErrIllegalMove, s, fmt.Sprintf(why, args...))
	}
	seat, rest, err := engine.CutSeat(s)
	if errors.Is(err, engine.ErrNoSeat) {
		return fail("write SEAT:VERB, such as 2:play 7x2+J")
	}
	if err != nil {
		return fail("%v", err)
	}
	words := strings.Fields(rest)
	if len(words) == 0 {
		return fail("the verb is missing")
	}
	verb := strings.ToLower(words[0])
	args := words[1:]
	argCount := map[string]int{"play": 1, "take": 0, "leave": 0, "takeback": 0, "discard": 0, "draw": 1}
	want, known := argCount[verb]
	switch {
	case !known:
		return fail("unknown verb %q: use play, take, leave, takeback, discard or draw", words[0])
	case len(args) != want:
		return fail("%s takes %d argument(s)", verb, want)
	}
	switch verb {
	case "play":
		meld, err := ParseMeld(args[0])
		if err != nil {
			return fail("%v", err)
		}
		return Move{Seat: seat, Kind: MovePlay, Meld: meld}, nil
	case "take":
		return Take(seat), nil
	case "leave":
		return Leave(seat), nil
	case "takeback":
		return TakeBack(seat), nil
	case "discard":
		return Discard(seat), nil
	}
	if strings.EqualFold(args[0], "pile") {
		return DrawFromPile(seat), nil
	}
	card, err := ParseCard(args[0])
	if err != nil || card == Hidden {
		return fail("draw pile, or draw a card of the display: 1 to 13 or J")
	}
	return DrawFromDisplay(seat, card), nil
}

// codec writes and reads events: their text is the kind, then key=value
// for each field the kind uses; their JSON an object with the same fields.
var codec = &engine.Codec[Event, EventKind]{
	Names:   eventKindNames[:],
	Fields:  fieldsOf[:],
	Kind:    func(e *Event) *EventKind { return &e.Kind },
	Invalid: ErrInvalidEvent,
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
	return 0, fmt.Errorf("%q is neither pile nor display", text)
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
	// scores lists one score per seat, and so also gives Players.
	scoresField = engine.Field[Event]{Key: "scores", Number: true, List: true,
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
					return fmt.Errorf("%q is not a score", p)
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
	RoundEnded:      {roundField, scoresField},
	RoundDealt:      {roundField, seatField, playersField, dealField},
	GameEnded:       {scoresField},
}

// String returns the event's text form, such as
// "card-drawn seat=1 from=pile card=7".
func (e Event) String() string {
	if text, ok := codec.String(&e); ok {
		return text
	}
	return fmt.Sprintf("%v %+v", e.Kind, struct {
		Seat, Victim int
		Meld         Meld
		Card         Card
	}{e.Seat, e.Victim, e.Meld, e.Card})
}

// MarshalText implements [encoding.TextMarshaler]: the kind, then
// key=value for each field the kind uses, such as
// "cards-played seat=2 meld=7x2+J" or "round-ended round=1 scores=3,-2,5".
// An event that would not read back as itself (an unknown kind, a value out
// of range, a field its kind does not use) gives an error.
func (e Event) MarshalText() ([]byte, error) {
	text, err := codec.EncodeText(&e)
	if err != nil {
		return nil, fmt.Errorf("linko: %w", err)
	}
	return text, nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], the inverse of
// [Event.MarshalText]. Malformed text gives an error that wraps
// [ErrInvalidEvent]; whether the event can follow a state is for
// [State.Evolve] to say.
func (e *Event) UnmarshalText(text []byte) error { return codec.DecodeText(text, e) }

// MarshalJSON implements [json.Marshaler]: an object with the kind and the
// fields it uses, their values as in the text form, numbers as numbers:
// {"kind":"card-drawn","seat":1,"from":"pile","card":"7"}.
func (e Event) MarshalJSON() ([]byte, error) {
	data, err := codec.EncodeJSON(&e)
	if err != nil {
		return nil, fmt.Errorf("linko: %w", err)
	}
	return data, nil
}

// UnmarshalJSON implements [json.Unmarshaler], the inverse of
// [Event.MarshalJSON]. Malformed JSON gives an error that wraps
// [ErrInvalidEvent].
func (e *Event) UnmarshalJSON(data []byte) error { return codec.DecodeJSON(data, e) }
