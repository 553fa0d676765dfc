package linko

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// String returns the move in the notation of [ParseMove], such as
// "2:play 7x2+J"; the zero Move, which is no move, "no move".
func (m Move) String() string {
	if m == (Move{}) {
		return engine.ZeroMoveText
	}
	text, err := m.MarshalText()
	if err != nil {
		return fmt.Sprintf("%d:%v %v %v", m.Seat, m.Kind, m.Meld, m.Card)
	}
	return string(text)
}

// MarshalText implements [encoding.TextMarshaler] with the notation of
// [ParseMove]. A move that would not read back as itself gives an error:
// no known kind, a negative seat, a meld that cannot be, a hidden card to
// draw, or cards named by a kind that names none.
func (m Move) MarshalText() ([]byte, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	b := strconv.AppendInt(nil, int64(m.Seat), 10)
	b = append(b, ':')
	switch m.Kind {
	case MovePlay:
		b = append(append(b, "play "...), m.Meld.String()...)
	case MoveDrawDisplay:
		b = append(append(b, "draw "...), m.Card.String()...)
	default:
		b = append(b, m.Kind.String()...)
	}
	return b, nil
}

// check says why m cannot be written so that it reads back as itself, if
// it cannot: what MarshalText and MarshalJSON refuse.
func (m Move) check() error {
	switch {
	case m.Seat < 0:
		return fmt.Errorf("linko: cannot marshal a move of seat %d", m.Seat)
	case m.Kind < MovePlay || int(m.Kind) >= len(moveKindNames):
		return fmt.Errorf("linko: cannot marshal a move of kind %v", m.Kind)
	case (m.Kind != MovePlay && m.Meld != Meld{}) || (m.Kind != MoveDrawDisplay && m.Card != Hidden):
		return fmt.Errorf("linko: cannot marshal a %v move that names cards", m.Kind)
	case m.Kind == MovePlay:
		_, err := m.Meld.MarshalText()
		return err
	case m.Kind == MoveDrawDisplay:
		if m.Card == Hidden {
			return errors.New("linko: cannot marshal a draw of a hidden card from the display")
		}
		_, err := m.Card.MarshalText()
		return err
	}
	return nil
}

// MarshalJSON implements [json.Marshaler]: the move as an object of the
// members a front-end reads without parsing anything, "seat", "kind" (the
// verb of the notation) and what the kind names, in the View's names and
// forms:
//
//	{"seat":2,"kind":"play","meld":"7x2+J"}
//	{"seat":0,"kind":"take"}
//	{"seat":3,"kind":"draw pile"}
//	{"seat":3,"kind":"draw","card":"7"}
//
// A View's "legalMoves" lists its moves in the same members (see
// [View.Choices]). A move that MarshalText refuses gives its error.
func (m Move) MarshalJSON() ([]byte, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	var members [3]engine.Member
	return engine.AppendMembersJSON(nil, m.members(members[:0])), nil
}

// members appends the members of m's JSON object to dst, in a fixed order:
// "seat", "kind", then the field the kind uses, if any.
func (m Move) members(dst []engine.Member) []engine.Member {
	dst = append(dst, engine.Number("seat", m.Seat), engine.String("kind", m.Kind.String()))
	switch m.Kind {
	case MovePlay:
		dst = append(dst, engine.String("meld", m.Meld.String()))
	case MoveDrawDisplay:
		dst = append(dst, engine.String("card", m.Card.String()))
	}
	return dst
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseMove].
func (m *Move) UnmarshalText(text []byte) error {
	return engine.UnmarshalWith(m, text, ParseMove)
}

// UnmarshalJSON implements [json.Unmarshaler]. A move is either its
// notation, as a JSON string ("2:play 7x2+J"), or an object with the seat,
// the kind (the verb of the notation: "play", "take", "leave", "takeback",
// "discard", "draw pile" or "draw") and what the kind names, with the
// View's names and forms:
//
//	{"seat":2,"kind":"play","meld":"7x2+J"}
//	{"seat":0,"kind":"take"}
//	{"seat":3,"kind":"draw pile"}
//	{"seat":3,"kind":"draw","card":"7"}
//
// Malformed JSON, an unknown field, or a field the kind does not use gives
// an error that wraps [ErrIllegalMove]. MarshalJSON writes the object.
func (m *Move) UnmarshalJSON(data []byte) error {
	if isNull(data) { // as encoding/json does: null leaves the value alone
		return nil
	}
	if text, ok := jsonString(data); ok {
		return m.UnmarshalText(text)
	}
	parsed, err := decodeMoveObject(data)
	if err != nil {
		return refuser.Malformed(-1, string(data), err.Error())
	}
	*m = parsed
	return nil
}

// decodeMoveObject reads a move's JSON object, or says why it cannot.
func decodeMoveObject(data []byte) (Move, error) {
	const form = "a move is its notation or an object"
	if n := engine.CountItems(data); n < 0 || n > 4 || len(data) > maxMoveText || !isObject(data) {
		return Move{}, errors.New(form)
	}
	var fields struct {
		Seat *engine.SeatNumber `json:"seat"`
		Kind *string            `json:"kind"`
		Meld *Meld              `json:"meld"`
		Card *Card              `json:"card"`
	}
	if err := engine.Decode(data, &fields, engine.Strict{RefuseRepeats: true, ExactCase: true}); err != nil {
		return Move{}, fmt.Errorf("a move object: %w", err)
	}
	if fields.Seat == nil || fields.Kind == nil {
		return Move{}, errors.New("a move object: seat and kind are required")
	}
	if *fields.Seat < 0 {
		return Move{}, fmt.Errorf("seat %d is not a seat number", *fields.Seat)
	}
	m := Move{Seat: int(*fields.Seat)}
	kind := slices.Index(moveKindNames[:], *fields.Kind)
	if kind < int(MovePlay) {
		return Move{}, fmt.Errorf("%s is not a kind of move: use play, take, leave, takeback, discard, draw pile or draw", engine.Quote(*fields.Kind))
	}
	m.Kind = MoveKind(kind)
	switch {
	case (m.Kind == MovePlay) != (fields.Meld != nil):
		return Move{}, errors.New(`a play, and only a play, names its "meld"`)
	case (m.Kind == MoveDrawDisplay) != (fields.Card != nil):
		return Move{}, errors.New(`a draw from the display, and only it, names its "card"`)
	case fields.Meld != nil:
		m.Meld = *fields.Meld
	case fields.Card != nil:
		if *fields.Card == Hidden {
			return Move{}, errors.New("draw a card of the display: 1 to 13 or J")
		}
		m.Card = *fields.Card
	}
	return m, nil
}

// phrase returns what a move of kind k does, as a verb phrase for messages:
// "draw from the pile", where the notation's verb is "draw pile".
func (k MoveKind) phrase() string {
	switch k {
	case MoveTakeBack:
		return "take back"
	case MoveDrawPile:
		return "draw from the pile"
	case MoveDrawDisplay:
		return "draw from the display"
	}
	return k.String()
}

// maxMoveText bounds the length of a move's notation or JSON: the longest
// move is a few dozen bytes, and spaces may pad it. Longer input is refused
// before it is read, so that a megabyte of junk costs nothing.
const maxMoveText = 256

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
// Verbs and cards may be in any case ("PLAY 7X2+j") and words may be
// separated by any spaces, up to 256 bytes in all. Cards are read as a
// person types them too, which the notation writes one way: a joker is J
// or X (as the French, Italian and Dutch boards draw it), a count follows
// x or × ("7×2"), and a meld may name its cards one by one, in any order,
// as those boards write it ("7+7+X" is 7x2+J). X is the joker wherever a
// card stands (alone, first, or after "+"), and the separator only
// between a card and its count: "Xx2" is two jokers, "7x2+X" two 7s and a
// joker. Malformed text gives an error that wraps
// [ErrIllegalMove]. ParseMove does not say whether the move is legal in a
// game: [State.Apply] does.
func ParseMove(s string) (Move, error) {
	fail := func(phrase, word, why string) (Move, error) {
		return Move{}, refuser.MalformedAs(phrase, word, -1, s, why)
	}
	if len(s) > maxMoveText {
		return fail(engine.PhraseTypedLong, "", fmt.Sprintf("longer than %d bytes", maxMoveText))
	}
	seat, rest, err := engine.CutSeat(s)
	if errors.Is(err, engine.ErrNoSeat) {
		return fail("", "", "write SEAT:VERB, such as 2:play 7x2+J")
	}
	if err != nil {
		return fail("", "", err.Error())
	}
	return parseVerb(nil, seat, rest, fail)
}

// ParseMoveFor parses a move of seat, written as in [ParseMove] with or
// without its SEAT: prefix: a server that knows who sends a move lets the
// player type "play 7x2+J". A prefix that names another seat is an error
// that wraps [ErrIllegalMove]. [View.ParseTyped] reads the words of the
// view's language too.
func ParseMoveFor(seat int, text string) (Move, error) { return parseMoveFor(nil, seat, text) }

// parseMoveFor is [ParseMoveFor] with the verbs and words of t, a
// language's (nil: the notation's alone).
func parseMoveFor(t *engine.Typing, seat int, text string) (Move, error) {
	fail := func(phrase, word, why string) (Move, error) {
		return Move{}, refuser.MalformedAs(phrase, word, seat, text, why)
	}
	if len(text) > maxMoveText {
		return fail(engine.PhraseTypedLong, "", fmt.Sprintf("longer than %d bytes", maxMoveText))
	}
	if seat < 0 {
		return fail("", "", fmt.Sprintf("seat %d is not a seat number", seat))
	}
	if !strings.Contains(text, ":") {
		return parseVerb(t, seat, text, fail)
	}
	named, rest, err := engine.CutSeat(text)
	if err != nil {
		return fail("", "", err.Error())
	}
	m, err := parseVerb(t, named, rest, fail)
	if err != nil {
		return Move{}, err
	}
	if m.Seat != seat {
		return Move{}, refuser.OtherSeat(seat, text, m.Seat)
	}
	return m, nil
}

// The phrases of typed input that is no move: its verb, a meld and a
// draw that cannot be read.
const (
	phraseTyped     = "typed"
	phraseTypedMeld = "typed-meld"
	phraseTypedDraw = "typed-draw"
)

// parseVerb parses the verb and argument of a move of seat, each word read
// as t, a language's, reads it (nil: the notation's). Verbs and cards are
// read in any case: "PLAY 7X2+j" is "play 7x2+J"; cards as [readMeld]
// reads them.
func parseVerb(t *engine.Typing, seat int, rest string, fail func(phrase, word, why string) (Move, error)) (Move, error) {
	words := strings.Fields(rest)
	if len(words) == 0 {
		return fail(phraseTyped, "", "the verb is missing")
	}
	verb := strings.ToLower(t.Read(words[0]))
	args := words[1:]
	argCount := map[string]int{"play": 1, "take": 0, "leave": 0, "takeback": 0, "discard": 0, "draw": 1}
	want, known := argCount[verb]
	switch {
	case !known:
		return fail(phraseTyped, "", fmt.Sprintf("unknown verb %s: use play, take, leave, takeback, discard or draw", engine.Quote(words[0])))
	case len(args) != want:
		phrase := phraseTyped
		if verb == "draw" {
			phrase = phraseTypedDraw
		}
		return fail(phrase, "", fmt.Sprintf("%s takes %d argument(s)", verb, want))
	}
	switch verb {
	case "play":
		meld, err := readMeld(args[0])
		if err != nil { // checked first: errors.As's target escapes, so only a refusal pays for it
			if f := (*meldFault)(nil); errors.As(err, &f) {
				return refuseMeld(f, fail)
			}
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
	if strings.EqualFold(t.Read(args[0]), "pile") {
		return DrawFromPile(seat), nil
	}
	card, ok := readCard(args[0])
	if !ok {
		return fail(phraseTypedDraw, "", "draw pile, or draw a card of the display: 1 to 13, or X or J for a joker")
	}
	return DrawFromDisplay(seat, card), nil
}

// refuseMeld is fail's refusal of a meld typed with fault f, said by f's
// phrase, quoting f's word: with how many cards it asks for when that is
// the fault (the word is then digits, J, X, x, × and "+", which a
// sentence quotes as typed).
func refuseMeld(f *meldFault, fail func(phrase, word, why string) (Move, error)) (Move, error) {
	m, err := fail(f.phrase, f.word, f.why)
	if e := (*MoveError)(nil); f.asked > 0 && errors.As(err, &e) {
		e.About(f.phrase, askedItem{engine.Shorten(f.word, maxAskedWord), f.asked}, -1)
	}
	return m, err
}

// maxAskedWord bounds the words of a meld that asks for too many cards
// that a sentence quotes, as it bounds any word typed: a long sum is cut.
const maxAskedWord = 24

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
	return codec.EncodeText(&e)
}

// UnmarshalText implements [encoding.TextUnmarshaler], the inverse of
// [Event.MarshalText]. Malformed text gives an error that wraps
// [ErrInvalidEvent]; whether the event can follow a state is for
// [State.Evolve] to say.
func (e *Event) UnmarshalText(text []byte) error {
	return codec.DecodeText(text, e)
}

// MarshalJSON implements [json.Marshaler]: an object with the kind and the
// fields it uses, their values as in the text form, numbers as numbers:
// {"kind":"card-drawn","seat":1,"from":"pile","card":"7"}.
func (e Event) MarshalJSON() ([]byte, error) {
	return codec.EncodeJSON(&e)
}

// UnmarshalJSON implements [json.Unmarshaler], the inverse of
// [Event.MarshalJSON]. Malformed JSON, or a field given twice, gives an
// error that wraps [ErrInvalidEvent].
//
// JSON longer than any event's (a deal of 109 cards, with room for spaces)
// is refused before it is decoded: a list of a million cards in one event
// costs nothing.
func (e *Event) UnmarshalJSON(data []byte) error {
	return codec.DecodeJSON(data, e)
}

// maxEventJSON bounds the length of an event's text or JSON: a deal, the
// longest, is about 600 bytes written compactly.
const maxEventJSON = 4096
