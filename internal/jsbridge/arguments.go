package jsbridge

import (
	"encoding/json"
	"fmt"
	"reflect"
)

// arguments reads args, the JSON array of method's arguments, as values
// of the types of params.
func arguments(method string, params []any, args []byte) ([]any, error) {
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
// its default name.
type seatNames []string
