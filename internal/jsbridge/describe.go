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
	// notation is the move in notation, as LegalMoves writes it, which
	// tells a legal move without playing it.
	notation string
}

// A describer describes moves, each legal at a table, for the seat to
// move, whose View's JSON in language l is view: each game's, by its
// name, in the file of that game (describe_<game>.go), which a build of
// other games leaves out.
type describer func(view []byte, moves []json.RawMessage, l lang.Language) ([]describedMove, error)

var describers = map[string]describer{}

// describeWith is the describer of a game whose View is V and Move M: the
// View is read once for all the moves.
func describeWith[V interface {
	Label(l lang.Language, m M, names []string) string
	Preview(l lang.Language, m M, names []string) string
}, M fmt.Stringer](view []byte, moves []json.RawMessage, l lang.Language) ([]describedMove, error) {
	var v V
	if err := json.Unmarshal(view, &v); err != nil {
		return nil, err
	}
	out := make([]describedMove, len(moves))
	for i, move := range moves {
		var m M
		if err := json.Unmarshal(move, &m); err != nil {
			return nil, err
		}
		object, err := json.Marshal(m)
		if err != nil {
			return nil, err
		}
		var kind struct{ Kind string }
		if err := json.Unmarshal(object, &kind); err != nil {
			return nil, err
		}
		out[i] = describedMove{kind.Kind, object, v.Label(l, m, nil), v.Preview(l, m, nil), m.String()}
	}
	return out, nil
}

// describe returns move, JSON as PlayJSON takes it with its seat, at
// table t, whole, in language l: refused as PlayJSON refuses it unless
// the seat to move may make it now.
func describe(t tabletop.Table, move []byte, l lang.Language) ([]byte, error) {
	described, err := describeMoves(t, []json.RawMessage{move}, l)
	if err != nil {
		return nil, err
	}
	return marshal(described[0])
}

// describeAll returns moves, a JSON array of moves as describe takes
// them, described in one call, in their order: refused as describe
// refuses the first it refuses.
func describeAll(t tabletop.Table, moves []byte, l lang.Language) ([]byte, error) {
	var list []json.RawMessage
	if err := json.Unmarshal(moves, &list); err != nil {
		return nil, fmt.Errorf("%w: moves are not a JSON array: %v", ErrBadCall, err)
	}
	described, err := describeMoves(t, list, l)
	if err != nil {
		return nil, err
	}
	return marshal(described)
}

// describeMoves describes moves at t in l, the View written once. A move
// whose notation LegalMoves lists is legal; any other is played to be
// refused as PlayJSON refuses it (or described, if another spelling of a
// legal move).
func describeMoves(t tabletop.Table, moves []json.RawMessage, l lang.Language) ([]describedMove, error) {
	d, ok := describers[t.Game()]
	if !ok {
		return nil, fmt.Errorf("%w: no words for the moves of %s", ErrBadCall, t.Game())
	}
	view, err := t.View(l, t.ToMove())
	var described []describedMove
	if err == nil {
		described, err = d(view, moves, l)
	}
	legal := map[string]bool{}
	for _, notation := range t.LegalMoves() {
		legal[notation] = true
	}
	for i, move := range moves {
		if err == nil && legal[described[i].notation] {
			continue
		}
		if _, _, refused := t.PlayJSON(t.ToMove(), move); refused != nil {
			return nil, spoken{refused, l}
		}
	}
	return described, err
}
