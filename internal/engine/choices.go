package engine

import (
	"bytes"
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
// pass, draw), which a front-end offers as buttons. The games export it
// under their own name with their own Move.
type Choice[M any] struct {
	Pick  string
	Moves []M
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
// choice, one object with "pick" (left out when ""), then every member
// that all of its moves share, key and value alike, then "moves", an array
// holding for each move an object of its other members. A move is its
// choice's members but "pick" and "moves", with one entry of "moves"
// beside them:
//
//	{"pick":"7","seat":0,"kind":"play","moves":[{"meld":"7"},{"meld":"7x2"}]}
//
// stands for the moves {"seat":0,"kind":"play","meld":"7"} and
// {"seat":0,"kind":"play","meld":"7x2"}. Saying the shared members once
// keeps a list of thousands of moves (Lino's building) as small as their
// notation. members lists a move's members, appended to its argument.
func AppendChoicesJSON[M any](dst []byte, choices []Choice[M], members func(dst []Member, m M) []Member) ([]byte, error) {
	dst = append(dst, '[')
	var all [][]Member
	for i, c := range choices {
		if len(c.Moves) == 0 {
			return nil, fmt.Errorf("the choice %s has no moves", Quote(c.Pick))
		}
		if i > 0 {
			dst = append(dst, ',')
		}
		all = all[:0]
		for _, m := range c.Moves {
			all = append(all, members(nil, m))
		}
		shared := sharedMembers(all)
		dst = append(dst, '{')
		if c.Pick != "" {
			dst = append(dst, `"pick":`...)
			dst = strconv.AppendQuote(dst, c.Pick)
			dst = append(dst, ',')
		}
		for _, m := range all[0] {
			if shared[m.Key] {
				dst = strconv.AppendQuote(dst, m.Key)
				dst = append(dst, ':')
				dst = append(dst, m.Value...)
				dst = append(dst, ',')
			}
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
			dst = AppendMembersJSON(dst, rest)
		}
		dst = append(dst, "]}"...)
	}
	return append(dst, ']'), nil
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
