package tabletop

import (
	"github.com/tabletopgo/tabletop/internal/engine"
)

// MarshalJSON writes the choice as the View's "legalMoves" writes it (see
// the package doc's wire): "pick" and "label" (each left out when ""), the
// members all its moves share, and "moves", each move's other members with
// its "label" and "preview". So json.Marshal of [Table.Choices] is the
// View's "legalMoves", byte for byte.
func (c Choice) MarshalJSON() ([]byte, error) {
	wire := engine.Choice[[]engine.Member]{Pick: c.Pick, Label: c.Label, Moves: make([][]engine.Member, len(c.Moves)),
		Labels: make([]string, len(c.Moves)), Previews: make([]string, len(c.Moves))}
	for i, m := range c.Moves {
		members, err := engine.ObjectMembers(m.JSON)
		if err != nil {
			return nil, err
		}
		wire.Moves[i], wire.Labels[i], wire.Previews[i] = members, m.Label, m.Preview
	}
	return engine.AppendChoiceJSON(nil, wire, func(dst []engine.Member, m []engine.Member) []engine.Member {
		return append(dst, m...)
	})
}

// MarshalJSON writes the move as one entry of a choice's "moves" holding
// every member: its JSON's members, then its "label" and "preview" (each
// left out when ""), such as
// {"seat":0,"kind":"play","meld":"7x2","label":"Play two 7s","preview":"Attacks nobody."}.
// [Table.PlayJSON] takes m.JSON, without the label and the preview.
func (m Move) MarshalJSON() ([]byte, error) {
	members, err := engine.ObjectMembers(m.JSON)
	if err != nil {
		return nil, err
	}
	return engine.AppendEntryJSON(nil, members, m.Label, m.Preview), nil
}
