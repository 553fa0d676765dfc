package tabletop

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
)

// MarshalJSON writes the choice as the View's "legalMoves" writes it (see
// the package doc's wire): "pick" and "label" (each left out when ""), the
// members all its moves share, and "moves", each move's other members with
// its "label" and "preview". So json.Marshal of [Table.Choices] is the
// View's "legalMoves", byte for byte: a label that only names the cell a
// move goes to (Lino's building) is left out, as the View leaves it out.
func (c Choice) MarshalJSON() ([]byte, error) {
	wire := engine.Choice[[]engine.Member]{Pick: c.Pick, Label: c.Label, Moves: make([][]engine.Member, len(c.Moves)),
		Labels: make([]string, len(c.Moves)), Previews: make([]string, len(c.Moves))}
	for i, m := range c.Moves {
		members, err := m.members()
		if err != nil {
			return nil, fmt.Errorf("tabletop: the choice %s: move %d: %w", engine.Quote(c.Pick), i, err)
		}
		wire.Moves[i], wire.Labels[i], wire.Previews[i] = members, m.Label, m.Preview
		if m.cellLabel {
			wire.Labels[i] = ""
		}
	}
	data, err := engine.AppendChoiceJSON(nil, wire, func(dst []engine.Member, m []engine.Member) []engine.Member {
		return append(dst, m...)
	})
	if err != nil {
		return nil, fmt.Errorf("tabletop: %w", err)
	}
	return data, nil
}

// MarshalJSON writes the move as one entry of a choice's "moves" holding
// every member: its JSON's members, then its "label" and "preview" (each
// left out when ""), such as
// {"seat":0,"kind":"play","meld":"7x2","label":"Play two 7s","preview":"Attacks nobody."}.
// [Table.PlayJSON] takes m.JSON, without the label and the preview.
func (m Move) MarshalJSON() ([]byte, error) {
	members, err := m.members()
	if err != nil {
		return nil, fmt.Errorf("tabletop: %w", err)
	}
	return engine.AppendEntryJSON(nil, members, m.Label, m.Preview), nil
}

// members returns the members of the move's JSON, or why it has none to
// write: the zero Move's is empty.
func (m Move) members() ([]engine.Member, error) {
	if len(m.JSON) == 0 {
		return nil, errors.New(`a move with no JSON, such as the zero Move, has nothing to write: its JSON is an object, such as {"seat":0,"kind":"play","meld":"7x2"}`)
	}
	return engine.ObjectMembers(m.JSON)
}

// UnmarshalJSON reads a choice as [Choice.MarshalJSON] writes it: each
// move's JSON is the members the choice shares with the move's own. JSON
// that is not such a choice is an error, and leaves c as it was.
//
// The JSON, the View's "legalMoves", leaves out what its move objects
// already say: each move's Notation and Typed, and the labels of Lino's
// building targets (cells named on the View's "axes"), left "" here. The
// object is the move: [Table.PlayJSON] takes it as it is, and a Go client
// with the game's package reads it into the game's Move, whose String is
// the notation and whose View's Typed is the typed form.
func (c *Choice) UnmarshalJSON(data []byte) error {
	read, err := engine.ReadChoice(data, func(data []byte) (m Move, err error) {
		err = m.read(data) // before m is returned
		return m, err
	})
	if err != nil {
		return fmt.Errorf("a choice's JSON: %w", err)
	}
	for i := range read.Labels {
		read.Moves[i].Label, read.Moves[i].Preview = read.Labels[i], read.Previews[i]
	}
	*c = Choice{Pick: read.Pick, Label: read.Label, Moves: read.Moves}
	return nil
}

// UnmarshalJSON reads a move as [Move.MarshalJSON] writes it: its "label"
// and "preview", and the other members as its JSON and Kind. JSON that is
// not such a move is an error, and leaves m as it was. Notation and
// Typed, which the JSON does not hold, are left "" (see
// [Choice.UnmarshalJSON]): [Table.PlayJSON] takes m.JSON.
func (m *Move) UnmarshalJSON(data []byte) error {
	if err := m.read(data); err != nil {
		return fmt.Errorf("a move's JSON: %w", err)
	}
	return nil
}

// read sets m to the move of an entry's JSON, data: a choice's move reads
// the same, without a label and a preview, which its choice has read.
func (m *Move) read(data []byte) error {
	members, err := engine.ObjectMembers(data)
	if err != nil {
		return err
	}
	var read Move
	var rest []engine.Member
	for _, member := range members {
		var err error
		switch member.Key {
		case "label":
			err = textMember(member, &read.Label)
		case "preview":
			err = textMember(member, &read.Preview)
		case "kind":
			err = textMember(member, &read.Kind)
			rest = append(rest, member)
		default:
			rest = append(rest, member)
		}
		if err != nil {
			return err
		}
	}
	if read.Kind == "" {
		return errors.New(`it has no "kind"`)
	}
	read.JSON = engine.AppendMembersJSON(nil, rest)
	*m = read
	return nil
}

// textMember reads a member whose value is a string into text.
func textMember(m engine.Member, text *string) error {
	if json.Unmarshal(m.Value, text) != nil {
		return fmt.Errorf("its %q must be a string", m.Key)
	}
	return nil
}

// Move returns the legal move whose notation is notation (what
// [Table.LegalMoves] lists and a bot answers), as [Table.Choices] in
// language l holds it, with its Label and Typed for a person; false when
// notation is no legal move of the seat to move.
func (t Table) Move(l lang.Language, notation string) (Move, bool) {
	for _, c := range t.Choices(l) {
		for _, m := range c.Moves {
			if m.Notation == notation {
				return m, true
			}
		}
	}
	return Move{}, false
}
