package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// ReadChoice reads one choice as AppendChoiceJSON writes it, each move
// read by move from its whole JSON object: the choice's members but
// "pick", "label" and "moves", then its entry's but "label" and "preview"
// (in the list form, the one value of the list). Each move keeps its
// label and preview, so that the choice reads back as it was written:
// Labels and Previews hold one text a move, "" where the JSON has none,
// and are nil when no move has either (Lino's building targets, which
// GroupChoices leaves without). The error says where the JSON is not such
// a choice, without a sentinel: the game adds its own.
func ReadChoice[M any](data []byte, move func(data []byte) (M, error)) (Choice[M], error) {
	members, err := ObjectMembers(data)
	if err != nil {
		return Choice[M]{}, errors.New("it is not a JSON object, as each of a View's legalMoves is")
	}
	var read Choice[M]
	var shared []Member
	var entries []json.RawMessage
	for _, m := range members {
		switch m.Key {
		case "pick":
			err = readText(m, &read.Pick)
		case "label":
			err = readText(m, &read.Label)
		case "moves":
			if json.Unmarshal(m.Value, &entries) != nil {
				err = errors.New(`its "moves" must be a list of moves`)
			}
		default:
			shared = append(shared, m)
		}
		if err != nil {
			return Choice[M]{}, err
		}
	}
	if entries == nil {
		if entries, shared, err = listedEntries(shared); err != nil {
			return Choice[M]{}, err
		}
	}
	if len(entries) == 0 {
		return Choice[M]{}, errors.New(`it has no "moves"`)
	}
	labels, previews := make([]string, len(entries)), make([]string, len(entries))
	said := false
	for i, entry := range entries {
		own, err := ObjectMembers(entry)
		if err != nil {
			return Choice[M]{}, fmt.Errorf("move %d: %w", i, err)
		}
		whole := slices.Clip(shared)
		for _, m := range own {
			switch m.Key {
			case "label":
				err = readText(m, &labels[i])
			case "preview":
				err = readText(m, &previews[i])
			default:
				whole = append(whole, m)
			}
			if err != nil {
				return Choice[M]{}, fmt.Errorf("move %d: %w", i, err)
			}
		}
		said = said || labels[i] != "" || previews[i] != ""
		m, err := move(AppendMembersJSON(nil, whole))
		if err != nil {
			return Choice[M]{}, fmt.Errorf("move %d: %w", i, err)
		}
		read.Moves = append(read.Moves, m)
	}
	if said {
		read.Labels, read.Previews = labels, previews
	}
	return read, nil
}

// listedEntries reads the list form of a choice (see AppendChoicesJSON):
// the one member whose value is a list stands for the moves' entries, one
// a value; it returns them and the other members, which the moves share.
func listedEntries(members []Member) (entries []json.RawMessage, shared []Member, err error) {
	for _, m := range members {
		var values []json.RawMessage
		if len(m.Value) == 0 || m.Value[0] != '[' || json.Unmarshal(m.Value, &values) != nil {
			shared = append(shared, m)
			continue
		}
		if entries != nil {
			return nil, nil, errors.New(`it has two lists, where a choice without "moves" has one`)
		}
		entries = make([]json.RawMessage, len(values))
		for i, v := range values {
			entries[i] = AppendMembersJSON(nil, []Member{{Key: m.Key, Value: v}})
		}
	}
	return entries, shared, nil
}

// readText reads a member whose value is a string into text.
func readText(m Member, text *string) error {
	if json.Unmarshal(m.Value, text) != nil {
		return fmt.Errorf("its %q must be a string", m.Key)
	}
	return nil
}

// MarshalChoice is a game's Choice.MarshalJSON: [AppendChoiceJSON] of c,
// each move's members written by members.
func MarshalChoice[C ChoiceOf[M], M any](c C, members func(M, []Member) []Member) ([]byte, error) {
	return AppendChoiceJSON(nil, Choice[M](c), func(dst []Member, m M) []Member { return members(m, dst) })
}

// UnmarshalChoice is a game's Choice.UnmarshalJSON: [ReadChoice] of data,
// each move read by its own UnmarshalJSON, into *c, which is left as it
// was when data is no such choice; the error wraps sentinel, the game's
// ErrIllegalMove, and says where it is wrong.
func UnmarshalChoice[C ChoiceOf[M], M any, PM interface {
	*M
	UnmarshalJSON(data []byte) error
}](c *C, data []byte, sentinel error) error {
	read, err := ReadChoice(data, func(data []byte) (m M, err error) {
		err = PM(&m).UnmarshalJSON(data) // before m is returned
		return m, err
	})
	if err != nil {
		return At(sentinel, "a choice's JSON", err)
	}
	*c = C(read)
	return nil
}
