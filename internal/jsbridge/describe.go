package jsbridge

import (
	"encoding/json"
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A describedMove is one move whole, as the JavaScript package's movesOf
// gives it: its kind, its object, and its label and preview, which a
// choice of the View's compact form leaves out (Lino's building: one
// label for the tile, none for each cell it may go to).
type describedMove struct {
	// Kind is the move's kind, as its JSON names it.
	Kind string `json:"kind"`
	// JSON is the move's object, what play takes.
	JSON json.RawMessage `json:"json"`
	// Label is the move's words for a button.
	Label string `json:"label,omitempty"`
	// Preview says what the move would do; "" when nothing more than the
	// label.
	Preview string `json:"preview,omitempty"`
}

// A describer describes move, legal at a table, for the seat to move,
// whose View's JSON in language l is view: each game's, by its name, in
// the file of that game (describe_<game>.go), which a build of other games
// leaves out.
type describer func(view, move []byte, l lang.Language) (describedMove, error)

var describers = map[string]describer{}

// describeWith is the describer of a game whose View is V and Move M.
func describeWith[V interface {
	Label(l lang.Language, m M, names []string) string
	Preview(l lang.Language, m M, names []string) string
}, M any](view, move []byte, l lang.Language) (describedMove, error) {
	var v V
	var m M
	if err := json.Unmarshal(view, &v); err != nil {
		return describedMove{}, err
	}
	if err := json.Unmarshal(move, &m); err != nil {
		return describedMove{}, err
	}
	object, err := json.Marshal(m)
	if err != nil {
		return describedMove{}, err
	}
	var kind struct{ Kind string }
	if err := json.Unmarshal(object, &kind); err != nil {
		return describedMove{}, err
	}
	return describedMove{kind.Kind, object, v.Label(l, m, nil), v.Preview(l, m, nil)}, nil
}

// describe returns move, JSON as PlayJSON takes it with its seat, at
// table t, whole, in language l: refused as PlayJSON refuses it unless
// the seat to move may make it now.
func describe(t tabletop.Table, move []byte, l lang.Language) ([]byte, error) {
	if _, _, err := t.PlayJSON(t.ToMove(), move); err != nil {
		return nil, spoken{err, l}
	}
	d, ok := describers[t.Game()]
	if !ok {
		return nil, fmt.Errorf("%w: no words for the moves of %s", ErrBadCall, t.Game())
	}
	view, err := t.View(l, t.ToMove())
	if err != nil {
		return nil, err
	}
	described, err := d(view, move, l)
	if err != nil {
		return nil, err
	}
	return marshal(described)
}
