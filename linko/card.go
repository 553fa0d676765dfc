package linko

import (
	"encoding"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Card is a Linko! card: a number from 1 to 13, or the [Joker]. The zero
// value is no card: it stands for an empty display slot, and for a card that
// a redacted event or a view does not show.
type Card uint8

const (
	// Joker is the wild card. Jokers join number cards of any value; played
	// alone they are worth 14, more than any number.
	Joker Card = 14
	// Hidden is the zero Card: a card that is not shown, or no card.
	Hidden Card = 0
)

// The deck: eight cards of each number and five jokers.
const (
	NumCards     = 109 // cards in the game
	CopiesEach   = 8   // cards of each number
	NumJokers    = 5   // jokers
	HandSize     = 13  // cards dealt to each seat
	DisplaySize  = 6   // face-up cards of the display
	MinPlayers   = 2   // fewest seats
	MaxPlayers   = 5   // most seats
	maxCardValue = 13
)

// IsNumber reports whether c is a number card, 1 to 13.
func (c Card) IsNumber() bool { return 1 <= c && c <= maxCardValue }

// String returns "1" to "13", "J" for the joker and "?" for a hidden card.
func (c Card) String() string {
	switch {
	case c == Joker:
		return "J"
	case c.IsNumber():
		return strconv.Itoa(int(c))
	case c == Hidden:
		return "?"
	}
	return fmt.Sprintf("Card(%d)", uint8(c))
}

// ParseCard parses the form String returns: "1" to "13", "J" (or "j"), or
// "?" for a hidden card.
func ParseCard(s string) (Card, error) {
	switch s {
	case "J", "j":
		return Joker, nil
	case "?":
		return Hidden, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > maxCardValue || s[0] == '+' || s[0] == '0' {
		return Hidden, fmt.Errorf("%s is not a card: a card is 1 to 13, or J", engine.Quote(s))
	}
	return Card(n), nil
}

// MarshalText implements [encoding.TextMarshaler]; JSON shows a card as its
// String.
func (c Card) MarshalText() ([]byte, error) {
	if c != Hidden && c != Joker && !c.IsNumber() {
		return nil, fmt.Errorf("linko: cannot marshal %v", c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseCard].
func (c *Card) UnmarshalText(text []byte) error {
	return engine.UnmarshalWith(c, text, ParseCard)
}

// UnmarshalJSON implements [json.Unmarshaler]: a card is a JSON string,
// as MarshalText writes it. Decoding a card allocates nothing, and anything
// else stops a list's decoding at once: a list of a million numbers costs
// no more than its text.
func (c *Card) UnmarshalJSON(data []byte) error {
	return unmarshalJSONText(data, `a card is a string, such as "7" or "J"`, c)
}

// unmarshalJSONText is the UnmarshalJSON of a type that JSON writes as a
// string of its text: null leaves the value alone, as encoding/json does;
// a plain string's text goes to v's UnmarshalText; anything else is an
// error that begins with what, what the value should be.
func unmarshalJSONText(data []byte, what string, v encoding.TextUnmarshaler) error {
	if isNull(data) {
		return nil
	}
	text, ok := jsonString(data)
	if !ok {
		return fmt.Errorf("%s, not %s", what, engine.Quote(string(data)))
	}
	return v.UnmarshalText(text)
}

// jsonString returns the text of a JSON string without escapes, which is
// all that cards, melds and moves need, without allocating.
func jsonString(data []byte) ([]byte, bool) {
	if len(data) < 2 || data[0] != '"' || data[len(data)-1] != '"' {
		return nil, false
	}
	text := data[1 : len(data)-1]
	for _, b := range text {
		if b == '\\' || b == '"' || b < ' ' {
			return nil, false
		}
	}
	return text, true
}

// Meld is one play: Count number cards of the value Value, with Jokers
// jokers. A meld of number cards is worth their value, jokers or not; a meld
// of jokers alone has Value 0 and is worth 14. The cards of a meld stay
// together on their owner's tableau until an attack takes them away.
type Meld struct {
	// Value is the value of the number cards, 1 to 13; Hidden (0) for
	// jokers alone.
	Value Card
	// Count is the number of number cards, 0 to 8.
	Count uint8
	// Jokers is the number of jokers, 0 to 5.
	Jokers uint8
}

// Size returns the number of cards in the meld.
func (m Meld) Size() int { return int(m.Count) + int(m.Jokers) }

// Rank returns what the meld is worth in an attack: its value, or 14 for
// jokers alone.
func (m Meld) Rank() int {
	if m.Count == 0 {
		return int(Joker)
	}
	return int(m.Value)
}

// Beats reports whether a newly played m attacks the top meld other: the
// same number of cards and a lower rank.
func (m Meld) Beats(other Meld) bool {
	return m.Size() == other.Size() && other.Rank() < m.Rank()
}

// valid reports whether m is a meld that the cards allow.
func (m Meld) valid() bool {
	if m.Count == 0 {
		return m.Value == Hidden && 1 <= m.Jokers && m.Jokers <= NumJokers
	}
	return m.Value.IsNumber() && m.Count <= CopiesEach && m.Jokers <= NumJokers
}

// String returns the meld in the notation of moves: the number cards as
// "7" or "7x3", the jokers as "J" or "Jx2", joined by "+": "7x2+J",
// "13", "Jx2", "6x3+J".
func (m Meld) String() string {
	var b strings.Builder
	part := func(c Card, n uint8) {
		if n == 0 {
			return
		}
		if b.Len() > 0 {
			b.WriteByte('+')
		}
		b.WriteString(c.String())
		if n > 1 {
			b.WriteByte('x')
			b.WriteString(strconv.Itoa(int(n)))
		}
	}
	part(m.Value, m.Count)
	part(Joker, m.Jokers)
	if b.Len() == 0 {
		return "-"
	}
	return b.String()
}

// ParseMeld parses the notation that [Meld.String] returns.
func ParseMeld(s string) (Meld, error) {
	fail := func(why string, args ...any) (Meld, error) {
		return Meld{}, fmt.Errorf("%s is not a meld: %s", engine.Quote(s), fmt.Sprintf(why, args...))
	}
	var m Meld
	first, second, two := strings.Cut(s, "+")
	if two && strings.Contains(second, "+") {
		return fail("at most one number part and one joker part")
	}
	for i, part := range [2]string{first, second} {
		if i == 1 && !two {
			break
		}
		cardText, countText, hasCount := strings.Cut(part, "x")
		c, err := ParseCard(cardText)
		if err != nil || c == Hidden {
			return fail("%s is not a card", engine.Quote(cardText))
		}
		n := 1
		if hasCount {
			n, err = strconv.Atoi(countText)
			if err != nil || n < 2 || n > CopiesEach || countText[0] == '+' || countText[0] == '0' {
				return fail("%s is not a count from 2 to %d", engine.Quote(countText), CopiesEach)
			}
		}
		switch {
		case c == Joker && m.Jokers == 0:
			m.Jokers = uint8(n)
		case c != Joker && i == 0:
			m.Value, m.Count = c, uint8(n)
		default:
			return fail("write the number cards first, then the jokers")
		}
	}
	if !m.valid() {
		return fail("there are only %d jokers", NumJokers)
	}
	return m, nil
}

// MarshalText implements [encoding.TextMarshaler] with the notation of
// [Meld.String].
func (m Meld) MarshalText() ([]byte, error) {
	if !m.valid() {
		return nil, fmt.Errorf("linko: cannot marshal the invalid meld %+v", m)
	}
	return []byte(m.String()), nil
}

// UnmarshalJSON implements [json.Unmarshaler]: a meld is a JSON string in
// its notation. Like [Card.UnmarshalJSON], it allocates nothing on a meld
// and stops a list's decoding at anything else.
func (m *Meld) UnmarshalJSON(data []byte) error {
	return unmarshalJSONText(data, `a meld is a string, such as "7x2+J"`, m)
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseMeld].
func (m *Meld) UnmarshalText(text []byte) error {
	return engine.UnmarshalWith(m, text, ParseMeld)
}
