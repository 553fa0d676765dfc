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

// A describer reads the View's JSON, in language l, of the seat to move
// at a table, once, and returns what describes a move legal there: each
// game's, by its name, in the file of that game (describe_<game>.go),
// which a build of other games leaves out.
type describer func(view []byte, l lang.Language) (func(move json.RawMessage) (describedMove, error), error)

var describers = map[string]describer{}

// describeWith is the describer of a game whose View is V and Move M.
func describeWith[V interface {
	Label(l lang.Language, m M, names []string) string
	Preview(l lang.Language, m M, names []string) string
}, M fmt.Stringer](view []byte, l lang.Language) (func(move json.RawMessage) (describedMove, error), error) {
	var v V
	if err := json.Unmarshal(view, &v); err != nil {
		return nil, err
	}
	return func(move json.RawMessage) (describedMove, error) {
		var m M
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
		return describedMove{kind.Kind, object, v.Label(l, m, nil), v.Preview(l, m, nil), m.String()}, nil
	}, nil
}

// A describing is what describes the moves of one table in one language:
// its View read and its legal moves listed, which cost more than the
// moves' words (Lino's opening: 2,232 notations). The Bridge keeps the
// last, so that labelling a table's choices one after the other, as a
// page does, pays them once.
type describing struct {
	// handle is the table's, which is never reused for another.
	handle int
	// lang is the language of the words.
	lang lang.Language
	// describe describes a move.
	describe func(json.RawMessage) (describedMove, error)
	// legal holds the notation of every legal move.
	legal map[string]bool
	// err is the failure of the View, which every move shares.
	err error
}

// describing returns what describes the moves of the table of handle h in
// l: the one kept, or a new one, then kept.
func (b *Bridge) describing(h int, t tabletop.Table, l lang.Language) *describing {
	b.mu.Lock()
	kept := b.described
	b.mu.Unlock()
	if kept != nil && kept.handle == h && kept.lang == l {
		return kept
	}
	d := &describing{handle: h, lang: l, legal: map[string]bool{}}
	describer, ok := describers[t.Game()]
	if !ok {
		d.err = fmt.Errorf("%w: no words for the moves of %s", ErrBadCall, t.Game())
		return d
	}
	view, err := t.View(l, t.ToMove())
	if err == nil {
		d.describe, err = describer(view, l)
	}
	d.err = err
	for _, notation := range t.LegalMoves() {
		d.legal[notation] = true
	}
	b.mu.Lock()
	b.described = d
	b.mu.Unlock()
	return d
}

// describeOne returns move, JSON as PlayJSON takes it with its seat, at the
// table of handle h, whole, in language l: refused as PlayJSON refuses it
// unless the seat to move may make it now.
func (b *Bridge) describeOne(h int, move []byte, l lang.Language) ([]byte, error) {
	described, err := b.describeMoves(h, []json.RawMessage{move}, l)
	if err != nil {
		return nil, err
	}
	return marshal(described[0])
}

// describeAll returns moves, a JSON array of moves as describe takes
// them, described in one call, in their order: refused as describe
// refuses the first it refuses.
func (b *Bridge) describeAll(h int, moves []byte, l lang.Language) ([]byte, error) {
	var list []json.RawMessage
	if err := json.Unmarshal(moves, &list); err != nil {
		return nil, fmt.Errorf("%w: moves are not a JSON array: %v", ErrBadCall, err)
	}
	described, err := b.describeMoves(h, list, l)
	if err != nil {
		return nil, err
	}
	return marshal(described)
}

// describeMoves describes moves at the table of handle h in l. A move
// whose notation LegalMoves lists is legal; any other is played to be
// refused as PlayJSON refuses it (or described, if another spelling of a
// legal move).
func (b *Bridge) describeMoves(h int, moves []json.RawMessage, l lang.Language) ([]describedMove, error) {
	t, err := get[tabletop.Table](b, h)
	if err != nil {
		return nil, err
	}
	d := b.describing(h, t, l)
	described := make([]describedMove, len(moves))
	err = d.err
	for i, move := range moves {
		if err == nil {
			described[i], err = d.describe(move)
		}
		if err == nil && d.legal[described[i].notation] {
			continue
		}
		if _, _, refused := t.PlayJSON(t.ToMove(), move); refused != nil {
			return nil, spoken{refused, l, nil}
		}
	}
	return described, err
}
