package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// A Member is one member of a move's JSON object: its key and its value as
// JSON text (`"7x2"`, `0`, `true`). A game lists its Move's members once,
// for the Move's own JSON and for the choices of a View, so that both say
// the same thing in the same names.
type Member struct {
	Key   string
	Value []byte
}

// String returns the member for a string value.
func String(key, value string) Member {
	return Member{key, AppendString(nil, value)}
}

// AppendString appends the JSON string of text to dst, escaped as
// strconv.Quote escapes it (a rune that is not printable as \uXXXX, a
// line break as \n) and for HTML as encoding/json does (<, > and &), but
// always valid JSON: other control characters as \u00XX, runes above
// U+FFFF as their surrogate pair, invalid UTF-8 as U+FFFD. What it writes
// is what json.Compact with HTML escaping leaves as it is, so a View made
// of these and of encoding/json's output may be written out as it is,
// never scanned again.
func AppendString(dst []byte, text string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(text); {
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		if r != utf8.RuneError && r >= ' ' && r != '"' && r != '\\' && r != '<' && r != '>' && r != '&' && (r < utf8.RuneSelf || strconv.IsPrint(r)) {
			i += size
			continue
		}
		dst = append(dst, text[start:i]...)
		dst = appendEscaped(dst, r, size)
		i += size
		start = i
	}
	dst = append(dst, text[start:]...)
	return append(dst, '"')
}

// appendEscaped appends the JSON escape of rune r, size bytes of text
// (utf8.RuneError of 1 byte: invalid UTF-8).
func appendEscaped(dst []byte, r rune, size int) []byte {
	switch r {
	case '"', '\\':
		return append(dst, '\\', byte(r))
	case '\b':
		return append(dst, `\b`...)
	case '\f':
		return append(dst, `\f`...)
	case '\n':
		return append(dst, `\n`...)
	case '\r':
		return append(dst, `\r`...)
	case '\t':
		return append(dst, `\t`...)
	}
	if r == utf8.RuneError && size == 1 {
		return append(dst, `\ufffd`...)
	}
	if r > 0xFFFF {
		hi, lo := utf16.EncodeRune(r)
		return appendU(appendU(dst, hi), lo)
	}
	return appendU(dst, r)
}

// appendU appends \uXXXX for r, at most U+FFFF, in lower-case hex.
func appendU(dst []byte, r rune) []byte {
	const hex = "0123456789abcdef"
	return append(dst, '\\', 'u', hex[r>>12&0xF], hex[r>>8&0xF], hex[r>>4&0xF], hex[r&0xF])
}

// Number returns the member for a whole number.
func Number(key string, value int) Member {
	return Member{key, strconv.AppendInt(nil, int64(value), 10)}
}

// A Choice is the legal moves that share what a player picks first: a card
// of the hand, a tile on the board, a tile to place. Pick names that thing
// as the View names it; it is "" for moves that need nothing picked (take,
// pass, draw), which a front-end offers as buttons. Label is the pick's
// label for a person ("" with no pick), and Labels[i] and Previews[i] are
// the label and preview of Moves[i] ("" where there is none, or the slices
// shorter). The games export it under their own name with their own Move.
type Choice[M any] struct {
	Pick     string
	Label    string
	Moves    []M
	Labels   []string
	Previews []string
}

// ChoiceOf is the shape of a game's Choice: a [Choice] under the game's
// name, with its own Move, which converts to and from Choice[M]. The
// generic code that reads, writes or adapts a game's choices takes it.
type ChoiceOf[M any] interface {
	~struct {
		Pick     string
		Label    string
		Moves    []M
		Labels   []string
		Previews []string
	}
}

// GroupChoices groups moves by what a player picks first, as a View's
// Choices does, into the game's own Choice type C (a [Choice] under the
// game's name). same reports whether two moves share a pick, cheaper than
// making the picks' texts to compare (Lino's tile, where pick writes its
// cell's name: a building turn's two thousand moves made as many strings),
// and pick returns that text, asked once a choice; a choice comes where
// its first move does, and holds its moves in their order, so that the
// moves of all the choices, in order, are exactly moves. A choice's Label
// is pickLabel of its first move, "" for the pick "". say returns a move's
// label and preview, or false for a move that has none, which its
// choice's Labels and Previews leave out. It is nil when moves is empty.
func GroupChoices[C ChoiceOf[M], M any](moves []M, same func(a, b M) bool, pick, pickLabel func(M) string, say func(M) (label, preview string, ok bool)) []C {
	var choices []C
	for _, m := range moves {
		i := len(choices) - 1 // a pick's moves mostly come together: look from the last
		for i >= 0 && !same(Choice[M](choices[i]).Moves[0], m) {
			i--
		}
		if i < 0 {
			c := Choice[M]{Pick: pick(m)}
			if c.Pick != "" {
				c.Label = pickLabel(m)
			}
			choices = append(choices, C(c))
			i = len(choices) - 1
		}
		c := Choice[M](choices[i])
		c.Moves = append(c.Moves, m)
		if label, preview, ok := say(m); ok {
			c.Labels = append(c.Labels, label)
			c.Previews = append(c.Previews, preview)
		}
		choices[i] = C(c)
	}
	return choices
}

// AppendMembersJSON appends the JSON object of members to dst.
func AppendMembersJSON(dst []byte, members []Member) []byte {
	dst = append(dst, '{')
	for i, m := range members {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = AppendString(dst, m.Key)
		dst = append(dst, ':')
		dst = append(dst, m.Value...)
	}
	return append(dst, '}')
}

// AppendChoicesJSON appends the JSON array of choices to dst: for each
// choice, one object with "pick" and "label" (each left out when ""), then
// every member that all of its moves share, key and value alike, then
// "moves", an array holding for each move an object of its other members,
// then its "label" and "preview" (each left out when ""). A move's object
// joins two parts: the choice's members except "pick", "label" and
// "moves", and one entry of "moves" except its "label" and "preview". So
//
//	{"pick":"7","label":"Your 7s","seat":0,"kind":"play","moves":[{"meld":"7","label":"Play a 7"},{"meld":"7x2","label":"Play two 7s"}]}
//
// stands for the moves {"seat":0,"kind":"play","meld":"7"} and
// {"seat":0,"kind":"play","meld":"7x2"}. Saying the shared members once
// keeps a list of thousands of moves as small as their notation.
//
// A choice whose moves differ in one member alone and carry neither label
// nor preview (Lino's building: a tile's targets, which the board shows)
// is written more compactly still: that member, with the list of its
// values, one a move, in place of "moves":
//
//	{"pick":"4,0","label":"Move the tile at E2","seat":0,"kind":"move","from":"4,0","to":["4,-1","5,-1"]}
//
// stands for {"seat":0,"kind":"move","from":"4,0","to":"4,-1"} and
// {"seat":0,"kind":"move","from":"4,0","to":"5,-1"}. No member of a move is
// itself a list, so a reader knows the form: a choice without "moves" has
// one member whose value is a list. members lists a move's members,
// appended to its argument. The choices are a game's own Choice type, each
// read as the Choice it converts to, so that no game copies its list.
func AppendChoicesJSON[C ChoiceOf[M], M any](dst []byte, choices []C, members func(dst []Member, m M) []Member) ([]byte, error) {
	dst = append(dst, '[')
	for i, c := range choices {
		if i > 0 {
			dst = append(dst, ',')
		}
		var err error
		if dst, err = AppendChoiceJSON(dst, Choice[M](c), members); err != nil {
			return nil, err
		}
	}
	return append(dst, ']'), nil
}

// AppendChoiceJSON appends the JSON object of one choice to dst, as
// AppendChoicesJSON writes each.
func AppendChoiceJSON[M any](dst []byte, c Choice[M], members func(dst []Member, m M) []Member) ([]byte, error) {
	if len(c.Moves) == 0 {
		return nil, fmt.Errorf("the choice %s has no moves", Quote(c.Pick))
	}
	// The members of every move, in one slice made for as many members
	// a move as the first has.
	all := make([][]Member, len(c.Moves))
	flat := members(nil, c.Moves[0])
	all[0] = flat[:len(flat):len(flat)]
	flat = slices.Grow(flat[len(flat):], len(flat)*(len(c.Moves)-1))
	for i, m := range c.Moves[1:] {
		start := len(flat)
		flat = members(flat, m)
		all[i+1] = flat[start:len(flat):len(flat)]
	}
	shared := sharedMembers(all)
	dst = append(dst, '{')
	dst = appendText(dst, "pick", c.Pick)
	dst = appendText(dst, "label", c.Label)
	for i, m := range all[0] {
		if shared[i] {
			dst = appendMember(dst, m)
		}
	}
	if key, ok := listed(c, all, shared); ok {
		return appendListed(dst, key, all), nil
	}
	dst = append(dst, `"moves":[`...)
	for j, ms := range all {
		if j > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, '{')
		for _, m := range ms {
			if !isShared(m.Key, all[0], shared) {
				dst = appendMember(dst, m)
			}
		}
		label, preview := c.Texts(j)
		dst = appendText(dst, "label", label)
		dst = appendText(dst, "preview", preview)
		if dst[len(dst)-1] == ',' {
			dst = dst[:len(dst)-1]
		}
		dst = append(dst, '}')
	}
	return append(dst, "]}"...), nil
}

// listed says whether the moves of c are written as one list (see
// AppendChoicesJSON), and of which key: when they differ in that member
// alone, have neither label nor preview, and no member of theirs is a list
// itself.
func listed[M any](c Choice[M], all [][]Member, shared []bool) (string, bool) {
	count := 0
	for _, s := range shared {
		if s {
			count++
		}
	}
	key := ""
	for i, ms := range all {
		if label, preview := c.Texts(i); label != "" || preview != "" || len(ms) != count+1 {
			return "", false
		}
		for _, m := range ms {
			if len(m.Value) > 0 && m.Value[0] == '[' {
				return "", false
			}
			if isShared(m.Key, all[0], shared) {
				continue
			}
			if key == "" {
				key = m.Key
			} else if m.Key != key {
				return "", false
			}
		}
	}
	return key, key != ""
}

// appendListed writes the end of a choice whose moves differ in the member
// key alone: key, and the list of its values, one a move.
func appendListed(dst []byte, key string, all [][]Member) []byte {
	dst = AppendString(dst, key)
	dst = append(dst, ":["...)
	for i, ms := range all {
		if i > 0 {
			dst = append(dst, ',')
		}
		for _, m := range ms {
			if m.Key == key {
				dst = append(dst, m.Value...)
			}
		}
	}
	return append(dst, "]}"...)
}

// AppendEntryJSON appends the JSON object of one move of a choice to dst:
// its members, then "label" and "preview", each left out when "".
func AppendEntryJSON(dst []byte, members []Member, label, preview string) []byte {
	return AppendMembersJSON(dst, texts(members, "label", label, "preview", preview))
}

// Texts returns the label and preview of the choice's move i: "" where
// Labels or Previews hold none.
func (c Choice[M]) Texts(i int) (label, preview string) {
	if i < len(c.Labels) {
		label = c.Labels[i]
	}
	if i < len(c.Previews) {
		preview = c.Previews[i]
	}
	return label, preview
}

// appendMember appends a member of an object and the comma after it.
func appendMember(dst []byte, m Member) []byte {
	dst = AppendString(dst, m.Key)
	dst = append(dst, ':')
	dst = append(dst, m.Value...)
	return append(dst, ',')
}

// appendText appends the member of a text, key then value, and the comma
// after it; nothing when the text is "".
func appendText(dst []byte, key, text string) []byte {
	if text == "" {
		return dst
	}
	dst = AppendString(dst, key)
	dst = append(dst, ':')
	dst = AppendString(dst, text)
	return append(dst, ',')
}

// texts appends to dst the members of two texts, each key then its
// value, leaving out a text that is "".
func texts(dst []Member, key1, text1, key2, text2 string) []Member {
	if text1 != "" {
		dst = append(dst, String(key1, text1))
	}
	if text2 != "" {
		dst = append(dst, String(key2, text2))
	}
	return dst
}

// sharedMembers reports, for each member of the first move, whether every
// move has it, with the same value.
func sharedMembers(moves [][]Member) []bool {
	shared := make([]bool, len(moves[0]))
	for i, m := range moves[0] {
		shared[i] = true
		for _, ms := range moves[1:] {
			if !hasMember(ms, m) {
				shared[i] = false
				break
			}
		}
	}
	return shared
}

// hasMember reports whether ms has the member want, key and value alike.
func hasMember(ms []Member, want Member) bool {
	for _, m := range ms {
		if m.Key == want.Key {
			return bytes.Equal(m.Value, want.Value)
		}
	}
	return false
}

// isShared reports whether key is a shared member of first, as
// sharedMembers marked them in shared.
func isShared(key string, first []Member, shared []bool) bool {
	for i, m := range first {
		if m.Key == key {
			return shared[i]
		}
	}
	return false
}

// ObjectMembers returns the members of the JSON object data, in its order:
// what a move's JSON holds, for writing it among choices.
func ObjectMembers(data []byte) ([]Member, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	if t, err := d.Token(); err != nil || t != json.Delim('{') {
		return nil, fmt.Errorf("a move's JSON must be an object, not %s", Shorten(string(data), quoteLimit))
	}
	var members []Member
	for d.More() {
		t, err := d.Token()
		if err != nil {
			return nil, err
		}
		var value json.RawMessage
		if err := d.Decode(&value); err != nil {
			return nil, err
		}
		members = append(members, Member{t.(string), value})
	}
	return members, nil
}
