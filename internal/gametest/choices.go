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
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, nil, err
	}
	for _, c := range raw {
		var pick string
		if p, ok := c["pick"]; ok {
			if err := json.Unmarshal(p, &pick); err != nil {
				return nil, nil, fmt.Errorf("a pick: %w", err)
			}
		}
		var entries []map[string]json.RawMessage
		if err := json.Unmarshal(c["moves"], &entries); err != nil || len(entries) == 0 {
			return nil, nil, fmt.Errorf("the choice %q has no moves", pick)
		}
		var ms []json.RawMessage
		for _, e := range entries {
			whole := map[string]json.RawMessage{}
			for k, v := range c {
				if k != "pick" && k != "moves" {
					whole[k] = v
				}
			}
			for k, v := range e {
				whole[k] = v
			}
			m, err := json.Marshal(whole)
			if err != nil {
				return nil, nil, err
			}
			ms = append(ms, m)
		}
		picks, moves = append(picks, pick), append(moves, ms)
	}
	return picks, moves, nil
}
