package gametest

import (
	"encoding/json"
	"reflect"
)

// ChoicesReadBack checks that each of a View's choices marshals, and reads
// back from its JSON as the choice it was, labels and previews included:
// a game's Choice round-trips.
func ChoicesReadBack[C any](t TB, choices []C) {
	t.Helper()
	for i, c := range choices {
		data, err := json.Marshal(c)
		if err != nil {
			t.Fatalf("choice %d does not marshal: %v", i, err)
		}
		var back C
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("choice %d does not read its JSON %s back: %v", i, data, err)
		}
		if !reflect.DeepEqual(c, back) {
			t.Fatalf("choice %d reads back from %s as %+v, not as %+v", i, data, back, c)
		}
	}
}
