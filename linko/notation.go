package linko

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/deck"
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
	seatText, rest, ok := strings.Cut(s, ":")
	if !ok {
		return fail("write SEAT:VERB, such as 2:play 7x2+J")
	}
	seat, err := strconv.Atoi(strings.TrimSpace(seatText))
	if err != nil || seat < 0 {
		return fail("%q is not a seat number", strings.TrimSpace(seatText))
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

// The fields an event kind uses, for its text and JSON forms.
type eventFields uint16

const (
	fieldSeat eventFields = 1 << iota
	fieldVictim
	fieldMeld
	fieldCard
	fieldFrom
	fieldDisplay
	fieldRound
	fieldPlayers
	fieldScores // also sets Players: one score per seat
	fieldDeal
)

var fieldsOf = [...]eventFields{
	CardsPlayed:     fieldSeat | fieldMeld,
	Attacked:        fieldSeat | fieldVictim | fieldMeld,
	TurnPassed:      fieldSeat,
	CardsTaken:      fieldSeat | fieldVictim | fieldMeld,
	CardsLeft:       fieldSeat | fieldVictim | fieldMeld,
	CardsTakenBack:  fieldSeat | fieldMeld,
	CardsDiscarded:  fieldSeat | fieldMeld,
	CardDrawn:       fieldSeat | fieldFrom | fieldCard,
	DisplayRefilled: fieldDisplay,
	RoundEnded:      fieldRound | fieldScores,
	RoundDealt:      fieldRound | fieldSeat | fieldPlayers | fieldDeal,
	GameEnded:       fieldScores,
}

// fields returns the fields of e's kind, and false for an unknown kind.
func (e *Event) fields() (eventFields, bool) {
	if e.Kind < CardsPlayed || int(e.Kind) >= len(fieldsOf) {
		return 0, false
	}
	return fieldsOf[e.Kind], true
}

// String returns the event's text form, such as
// "card-drawn seat=1 from=pile card=7".
func (e Event) String() string {
	text, err := e.MarshalText()
	if err != nil {
		return fmt.Sprintf("%v %+v", e.Kind, struct {
			Seat, Victim int
			Meld         Meld
			Card         Card
		}{e.Seat, e.Victim, e.Meld, e.Card})
	}
	return string(text)
}

// MarshalText implements [encoding.TextMarshaler]: the kind, then
// key=value for each field the kind uses, such as
// "cards-played seat=2 meld=7x2+J" or "round-ended round=1 scores=3,-2,5".
// An event that would not read back as itself (an unknown kind, a value out
// of range, a field its kind does not use) gives an error.
func (e Event) MarshalText() ([]byte, error) {
	// The errors name the kind only: formatting e itself would call
	// String, which calls MarshalText.
	fields, ok := e.fields()
	if !ok || (fields&fieldScores != 0 && (e.Players < MinPlayers || e.Players > MaxPlayers)) {
		return nil, fmt.Errorf("linko: cannot marshal an event of kind %v with %d players", e.Kind, e.Players)
	}
	b := []byte(e.Kind.String())
	field := func(f eventFields, key string, value string) {
		if fields&f != 0 {
			b = append(append(append(append(b, ' '), key...), '='), value...)
		}
	}
	field(fieldRound, "round", strconv.Itoa(e.Round))
	field(fieldSeat, "seat", strconv.Itoa(e.Seat))
	field(fieldVictim, "victim", strconv.Itoa(e.Victim))
	field(fieldPlayers, "players", strconv.Itoa(e.Players))
	field(fieldMeld, "meld", e.Meld.String())
	field(fieldFrom, "from", e.From.String())
	field(fieldCard, "card", e.Card.String())
	field(fieldDisplay, "display", joinCards(e.Display[:]))
	field(fieldScores, "scores", joinInts(e.Scores[:e.Players]))
	field(fieldDeal, "deal", joinCards(e.Deal.AppendTo(nil)))
	var back Event
	if err := back.UnmarshalText(b); err != nil {
		return nil, fmt.Errorf("linko: cannot marshal a %v event: %w", e.Kind, err)
	}
	if back != e {
		return nil, fmt.Errorf("linko: cannot marshal a %v event: it sets fields its kind does not use", e.Kind)
	}
	return b, nil
}

func joinCards(cards []Card) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = c.String()
	}
	return strings.Join(parts, ",")
}

func joinInts(ints []int) string {
	parts := make([]string, len(ints))
	for i, n := range ints {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}

// UnmarshalText implements [encoding.TextUnmarshaler], the inverse of
// [Event.MarshalText]. Malformed text gives an error that wraps
// [ErrInvalidEvent]; whether the event can follow a state is for
// [State.Evolve] to say.
func (e *Event) UnmarshalText(text []byte) error {
	words := strings.Fields(string(text))
	if len(words) == 0 {
		return fmt.Errorf("%w: empty text", ErrInvalidEvent)
	}
	values := make(map[string]string)
	for _, w := range words[1:] {
		key, value, ok := strings.Cut(w, "=")
		if _, dup := values[key]; !ok || dup {
			return fmt.Errorf("%w: %q: write each field once, as key=value", ErrInvalidEvent, w)
		}
		values[key] = value
	}
	return e.decode(words[0], func(key string) (string, bool) {
		v, ok := values[key]
		delete(values, key)
		return v, ok
	}, func() int { return len(values) })
}

// decode sets e from a kind name and a lookup of its fields' text, checking
// that exactly the kind's fields are given; left says how many given fields
// have not been looked up.
func (e *Event) decode(kindName string, lookup func(key string) (string, bool), left func() int) error {
	var out Event
	for k := CardsPlayed; int(k) < len(eventKindNames); k++ {
		if eventKindNames[k] == kindName {
			out.Kind = k
		}
	}
	fields, ok := out.fields()
	if !ok {
		return fmt.Errorf("%w: %q is not a kind of event", ErrInvalidEvent, kindName)
	}
	var errs []string
	field := func(f eventFields, key string, parse func(string) error) {
		text, given := lookup(key)
		switch {
		case fields&f == 0 && given:
			errs = append(errs, fmt.Sprintf("a %v event has no %s", out.Kind, key))
		case fields&f != 0 && !given:
			errs = append(errs, fmt.Sprintf("%s is missing", key))
		case given:
			if err := parse(text); err != nil {
				errs = append(errs, fmt.Sprintf("%s: %v", key, err))
			}
		}
	}
	field(fieldRound, "round", intParser(&out.Round, 1, maxRounds))
	field(fieldSeat, "seat", intParser(&out.Seat, 0, MaxPlayers-1))
	field(fieldVictim, "victim", intParser(&out.Victim, 0, MaxPlayers-1))
	field(fieldPlayers, "players", intParser(&out.Players, MinPlayers, MaxPlayers))
	field(fieldMeld, "meld", func(s string) (err error) { out.Meld, err = ParseMeld(s); return err })
	field(fieldFrom, "from", func(s string) error {
		switch s {
		case "pile":
			out.From = FromPile
		case "display":
			out.From = FromDisplay
		default:
			return fmt.Errorf("%q is neither pile nor display", s)
		}
		return nil
	})
	field(fieldCard, "card", func(s string) (err error) { out.Card, err = ParseCard(s); return err })
	field(fieldDisplay, "display", func(s string) error {
		cards, err := parseCards(s, DisplaySize)
		copy(out.Display[:], cards)
		return err
	})
	field(fieldScores, "scores", func(s string) error {
		parts := strings.Split(s, ",")
		if len(parts) < MinPlayers || len(parts) > MaxPlayers {
			return fmt.Errorf("%d scores; there are %d to %d players", len(parts), MinPlayers, MaxPlayers)
		}
		out.Players = len(parts)
		for i, p := range parts {
			if err := intParser(&out.Scores[i], -NumCards*maxRounds, NumCards*maxRounds)(p); err != nil {
				return err
			}
		}
		return nil
	})
	field(fieldDeal, "deal", func(s string) error {
		cards, err := parseCards(s, NumCards)
		out.Deal = deck.Of(cards...)
		return err
	})
	if left() > 0 {
		errs = append(errs, fmt.Sprintf("a %v event has other fields", out.Kind))
	}
	if len(errs) > 0 {
		return fmt.Errorf("%w: %s", ErrInvalidEvent, strings.Join(errs, "; "))
	}
	*e = out
	return nil
}

func intParser(dst *int, lo, hi int) func(string) error {
	return func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < lo || n > hi {
			return fmt.Errorf("%q is not a number from %d to %d", s, lo, hi)
		}
		*dst = n
		return nil
	}
}

// parseCards parses exactly n comma-separated cards.
func parseCards(s string, n int) ([]Card, error) {
	parts := strings.Split(s, ",")
	if len(parts) != n {
		return nil, fmt.Errorf("%d cards, not %d", len(parts), n)
	}
	cards := make([]Card, n)
	for i, p := range parts {
		c, err := ParseCard(p)
		if err != nil {
			return nil, err
		}
		cards[i] = c
	}
	return cards, nil
}

// MarshalJSON implements [json.Marshaler]: an object with the kind and the
// fields it uses, their values as in the text form, numbers as numbers:
// {"kind":"card-drawn","seat":1,"from":"pile","card":"7"}.
func (e Event) MarshalJSON() ([]byte, error) {
	text, err := e.MarshalText()
	if err != nil {
		return nil, err
	}
	words := strings.Fields(string(text))
	var b bytes.Buffer
	b.WriteString(`{"kind":`)
	b.WriteString(strconv.Quote(words[0]))
	for _, w := range words[1:] {
		key, value, _ := strings.Cut(w, "=")
		fmt.Fprintf(&b, ",%q:", key)
		switch key {
		case "seat", "victim", "round", "players":
			b.WriteString(value)
		case "scores":
			b.WriteString("[" + value + "]")
		case "display", "deal":
			b.WriteString(`["` + strings.ReplaceAll(value, ",", `","`) + `"]`)
		default:
			b.WriteString(strconv.Quote(value))
		}
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON implements [json.Unmarshaler], the inverse of
// [Event.MarshalJSON]. Malformed JSON gives an error that wraps
// [ErrInvalidEvent].
func (e *Event) UnmarshalJSON(data []byte) error {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidEvent, err)
	}
	var kind string
	if err := json.Unmarshal(fields["kind"], &kind); err != nil {
		return fmt.Errorf("%w: the kind is missing or not a string", ErrInvalidEvent)
	}
	delete(fields, "kind")
	return e.decode(kind, func(key string) (string, bool) {
		raw, ok := fields[key]
		if !ok {
			return "", false
		}
		delete(fields, key)
		return jsonFieldText(raw), true
	}, func() int { return len(fields) })
}

// jsonFieldText turns a JSON value into the text form of a field: a string
// as itself, a number as written, a list of those as its items joined by
// commas. Anything else gives text that no field parses.
func jsonFieldText(raw json.RawMessage) string {
	if text, ok := jsonScalarText(raw); ok {
		return text
	}
	var items []json.RawMessage
	if json.Unmarshal(raw, &items) != nil {
		return unparsable
	}
	parts := make([]string, len(items))
	for i, item := range items {
		text, ok := jsonScalarText(item)
		if !ok || strings.ContainsAny(text, ", ") {
			return unparsable
		}
		parts[i] = text
	}
	return strings.Join(parts, ",")
}

// unparsable is text that no field of an event parses.
const unparsable = "\x00"

func jsonScalarText(raw json.RawMessage) (string, bool) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, true
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String(), true
	}
	return "", false
}
