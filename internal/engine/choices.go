package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
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
	return Member{key, strconv.AppendQuote(nil, value)}
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

// AppendMembersJSON appends the JSON object of members to dst.
func AppendMembersJSON(dst []byte, members []Member) []byte {
	dst = append(dst, '{')
	for i, m := range members {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendQuote(dst, m.Key)
		dst = append(dst, ':')
		dst = append(dst, m.Value...)
	}
	return append(dst, '}')
}

// AppendChoicesJSON appends the JSON array of choices to dst: for each
// choice, one object with "pick" and "label" (each left out when ""), then
// every member that all of its moves share, key and value alike, then
// "moves", an array holding for each move an object of its other members,
// then its "label" and "preview" (each left out when ""). A move is its
// choice's members but "pick", "label" and "moves", with the members of
// one entry of "moves" but "label" and "preview" beside them:
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
// appended to its argument.
func AppendChoicesJSON[M any](dst []byte, choices []Choice[M], members func(dst []Member, m M) []Member) ([]byte, error) {
	dst = append(dst, '[')
	for i, c := range choices {
		if i > 0 {
			dst = append(dst, ',')
		}
		var err error
		if dst, err = AppendChoiceJSON(dst, c, members); err != nil {
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
	all := make([][]Member, len(c.Moves))
	for i, m := range c.Moves {
		all[i] = members(nil, m)
	}
	shared := sharedMembers(all)
	dst = append(dst, '{')
	for _, m := range texts(nil, "pick", c.Pick, "label", c.Label) {
		dst = appendMember(dst, m)
	}
	for _, m := range all[0] {
		if shared[m.Key] {
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
		rest := ms[:0:0]
		for _, m := range ms {
			if !shared[m.Key] {
				rest = append(rest, m)
			}
		}
		label, preview := c.Texts(j)
		dst = AppendEntryJSON(dst, rest, label, preview)
	}
	return append(dst, "]}"...), nil
}

// listed says whether the moves of c are written as one list (see
// AppendChoicesJSON), and of which key: when they differ in that member
// alone, have neither label nor preview, and no member of theirs is a list
// itself.
func listed[M any](c Choice[M], all [][]Member, shared map[string]bool) (string, bool) {
	key := ""
	for i, ms := range all {
		if label, preview := c.Texts(i); label != "" || preview != "" || len(ms) != len(shared)+1 {
			return "", false
		}
		for _, m := range ms {
			if len(m.Value) > 0 && m.Value[0] == '[' {
				return "", false
			}
			if !shared[m.Key] && key == "" {
				key = m.Key
			} else if !shared[m.Key] && m.Key != key {
				return "", false
			}
		}
	}
	return key, key != ""
}

// appendListed writes the end of a choice whose moves differ in the member
// key alone: key, and the list of its values, one a move.
func appendListed(dst []byte, key string, all [][]Member) []byte {
	dst = strconv.AppendQuote(dst, key)
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
	dst = strconv.AppendQuote(dst, m.Key)
	dst = append(dst, ':')
	dst = append(dst, m.Value...)
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

// sharedMembers returns the keys whose member every move has, with the same
// value.
func sharedMembers(moves [][]Member) map[string]bool {
	shared := make(map[string]bool, len(moves[0]))
	for _, m := range moves[0] {
		shared[m.Key] = true
	}
	for _, ms := range moves[1:] {
		for key := range shared {
			if !hasMember(ms, key, moves[0]) {
				delete(shared, key)
			}
		}
	}
	return shared
}

// hasMember reports whether ms has the member of first called key, with the
// same value.
func hasMember(ms []Member, key string, first []Member) bool {
	var want []byte
	for _, m := range first {
		if m.Key == key {
			want = m.Value
		}
	}
	for _, m := range ms {
		if m.Key == key {
			return bytes.Equal(m.Value, want)
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
