package jsbridge

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop"
)

// arguments reads args, the JSON array of method's arguments, as values
// of the types of params.
func arguments(method string, params []any, args []byte) ([]any, error) {
	if in, ok := plainArguments(params, args); ok {
		return in, nil
	}
	return decodedArguments(method, params, args)
}

// decodedArguments is arguments by encoding/json: any JSON, and the
// errors that say where it is wrong.
func decodedArguments(method string, params []any, args []byte) ([]any, error) {
	var list []json.RawMessage
	if err := json.Unmarshal(args, &list); err != nil {
		return nil, fmt.Errorf("%w: %s's arguments are not a JSON array: %v", ErrBadCall, method, err)
	}
	in := make([]any, len(params))
	if last := len(params) - 1; len(list) == last && last >= 0 {
		// Names, last, may be left out: every seat by its default name.
		if _, optional := params[last].(seatNames); optional {
			list = append(list, json.RawMessage("null"))
		}
	}
	if len(list) != len(params) {
		return nil, fmt.Errorf("%w: %s takes %d arguments, not %d", ErrBadCall, method, len(params), len(list))
	}
	for i, raw := range list {
		p := reflect.New(reflect.TypeOf(params[i]))
		if err := json.Unmarshal(raw, p.Interface()); err != nil {
			return nil, fmt.Errorf("%w: %s's argument %d: %v", ErrBadCall, method, i+1, err)
		}
		in[i] = p.Elem().Interface()
	}
	return in, nil
}

// A method is one call of the bridge: the zero values of its arguments'
// types, in order, and what it does with them.
type method struct {
	params []any
	call   func(b *Bridge, in []any) ([]byte, error)
}

// Arguments' types, by their zero values. JSON a caller gives (options,
// positions, events, moves) comes as text, so that broken JSON reaches the
// handle, which says where it breaks, as it would for a Go caller.
var (
	text   = ""
	number = 0
	texts  = []string(nil)
	names  = seatNames(nil)
)

// seatNames are the names of a table's seats, names[i] seat i's (see
// tabletop.Table.WithNames), as view, viewText, choices, play and playJSON
// take them last: a call may leave them out, which names every seat by
// its default name. A name exactly tabletop.Computer ("\u0000computer",
// the JavaScript package's COMPUTER) marks its seat the computer's, as
// tabletop.Table.WithComputers does: JavaScript has no other channel.
type seatNames []string

// withNames returns t calling its seats names, those named
// tabletop.Computer the computer's.
func withNames(t tabletop.Table, names seatNames) tabletop.Table {
	var computers []int
	for seat, name := range names {
		if name == tabletop.Computer {
			computers = append(computers, seat)
		}
	}
	return t.WithNames(names).WithComputers(computers...)
}

// plainArguments reads args as arguments does, the JSON array
// JavaScript's JSON.stringify writes, when every argument is plain: a
// whole number for a number, a string without escapes for a text, and for
// names or texts null or a list of such strings, with no spaces. It reports
// false for anything else, which arguments then reads with encoding/json:
// reflection and a value at a time cost a game driven from JavaScript a
// fifth of its time, where most calls take a handle, a seat and a
// language. It gives what encoding/json gives, for what it reads.
func plainArguments(params []any, args []byte) ([]any, bool) {
	rest, ok := bytes.CutPrefix(args, []byte("["))
	if !ok {
		return nil, false
	}
	in := make([]any, len(params))
	for i, param := range params {
		if i > 0 {
			if rest, ok = bytes.CutPrefix(rest, []byte(",")); !ok {
				return nil, false
			}
		}
		var value any
		switch param.(type) {
		case int:
			value, rest, ok = plainNumber(rest)
		case string:
			value, rest, ok = plainString(rest)
		case []string:
			value, rest, ok = plainStrings(rest)
		case seatNames:
			var list []string
			list, rest, ok = plainStrings(rest)
			value = seatNames(list)
		default:
			return nil, false
		}
		if !ok {
			return nil, false
		}
		in[i] = value
	}
	// Names left out, or an argument too many, take the slow way.
	return in, string(rest) == "]"
}

// plainNumber reads a whole number that fits an int, written as JSON
// writes one (no leading zero, no fraction or exponent), at the start of
// b, and returns it and what follows.
func plainNumber(b []byte) (int, []byte, bool) {
	end := 0
	if end < len(b) && b[end] == '-' {
		end++
	}
	digits := end
	for end < len(b) && '0' <= b[end] && b[end] <= '9' {
		end++
	}
	if end == digits || b[digits] == '0' && end > digits+1 {
		return 0, nil, false
	}
	n, err := strconv.Atoi(string(b[:end]))
	return n, b[end:], err == nil
}

// plainString reads a JSON string at the start of b with no escape and no
// control character, valid UTF-8, and returns it and what follows.
func plainString(b []byte) (string, []byte, bool) {
	rest, ok := bytes.CutPrefix(b, []byte(`"`))
	if !ok {
		return "", nil, false
	}
	end := bytes.IndexByte(rest, '"')
	if end < 0 {
		return "", nil, false
	}
	s := rest[:end]
	for _, c := range s {
		if c < 0x20 || c == '\\' {
			return "", nil, false
		}
	}
	return string(s), rest[end+1:], utf8.Valid(s)
}

// plainStrings reads null (nil) or a JSON array of plain strings at the
// start of b (an empty one not nil, as encoding/json makes it), and
// returns it and what follows.
func plainStrings(b []byte) ([]string, []byte, bool) {
	if rest, ok := bytes.CutPrefix(b, []byte("null")); ok {
		return nil, rest, true
	}
	rest, ok := bytes.CutPrefix(b, []byte("["))
	if !ok {
		return nil, nil, false
	}
	list := []string{}
	if after, empty := bytes.CutPrefix(rest, []byte("]")); empty {
		return list, after, true
	}
	for {
		var s string
		if s, rest, ok = plainString(rest); !ok {
			return nil, nil, false
		}
		list = append(list, s)
		if after, end := bytes.CutPrefix(rest, []byte("]")); end {
			return list, after, true
		}
		if rest, ok = bytes.CutPrefix(rest, []byte(",")); !ok {
			return nil, nil, false
		}
	}
}
