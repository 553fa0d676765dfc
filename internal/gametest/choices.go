package gametest

import (
	"encoding/json"
	"fmt"
)

// UnmarshalChoices reads the JSON that engine.AppendChoicesJSON writes back into
// each choice's pick and the JSON objects of its moves, whole, as a client
// rebuilds them. It is the reference reading of the wire's format,
// as a client of the View's JSON does it, for the tests of every game.
func UnmarshalChoices(data []byte) (picks []string, moves [][]json.RawMessage, err error) {
	choices, err := ReadChoices(data)
	for _, c := range choices {
		picks, moves = append(picks, c.Pick), append(moves, c.Moves)
	}
	return picks, moves, err
}

// A WireChoice is one choice as a client reads it from the wire.
type WireChoice struct {
	Pick, Label string
	// Moves are the whole moves, as a client sends them back.
	Moves []json.RawMessage
	// Labels and Previews are each move's label and preview, "" when left
	// out.
	Labels, Previews []string
}

// ReadChoices reads the JSON that engine.AppendChoicesJSON writes: a move
// is its choice's members but "pick", "label" and "moves", with the
// members of one entry of "moves" but its "label" and "preview"; in the
// list form, a choice without "moves", its members but the list, with
// one value of the list.
func ReadChoices(data []byte) ([]WireChoice, error) {
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, err
	}
	var choices []WireChoice
	for _, c := range raw {
		var wc WireChoice
		if err := texts(c, &wc.Pick, &wc.Label, "pick", "label"); err != nil {
			return nil, fmt.Errorf("a pick: %w", err)
		}
		entries, err := entriesOf(c)
		if err != nil || len(entries) == 0 {
			return nil, fmt.Errorf("the choice %q has no moves", wc.Pick)
		}
		for _, e := range entries {
			var label, preview string
			if err := texts(e, &label, &preview, "label", "preview"); err != nil {
				return nil, fmt.Errorf("a move's label: %w", err)
			}
			whole := map[string]json.RawMessage{}
			for k, v := range c {
				if k != "pick" && k != "label" && k != "moves" {
					whole[k] = v
				}
			}
			for k, v := range e {
				if k != "label" && k != "preview" {
					whole[k] = v
				}
			}
			m, err := json.Marshal(whole)
			if err != nil {
				return nil, err
			}
			wc.Moves = append(wc.Moves, m)
			wc.Labels, wc.Previews = append(wc.Labels, label), append(wc.Previews, preview)
		}
		choices = append(choices, wc)
	}
	return choices, nil
}

// entriesOf returns the entries of a choice's moves: its "moves", or, in
// the list form, one entry a value of the member whose value is a list,
// which the choice then holds alone, and which leaves the choice's members.
func entriesOf(c map[string]json.RawMessage) ([]map[string]json.RawMessage, error) {
	var entries []map[string]json.RawMessage
	if raw, ok := c["moves"]; ok {
		return entries, json.Unmarshal(raw, &entries)
	}
	for key, raw := range c {
		var values []json.RawMessage
		if len(raw) == 0 || raw[0] != '[' || json.Unmarshal(raw, &values) != nil {
			continue
		}
		if len(entries) > 0 {
			return nil, fmt.Errorf("two lists, where the list form has one")
		}
		for _, v := range values {
			entries = append(entries, map[string]json.RawMessage{key: v})
		}
		delete(c, key)
	}
	return entries, nil
}

// texts reads the string members key1 and key2 of object, if present, and
// refuses an empty one, which the wire leaves out.
func texts(object map[string]json.RawMessage, text1, text2 *string, key1, key2 string) error {
	for _, t := range []struct {
		key  string
		text *string
	}{{key1, text1}, {key2, text2}} {
		if raw, ok := object[t.key]; ok {
			if err := json.Unmarshal(raw, t.text); err != nil {
				return err
			}
			if *t.text == "" {
				return fmt.Errorf("%s is empty, where the wire leaves it out", t.key)
			}
		}
	}
	return nil
}
