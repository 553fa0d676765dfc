package gametest

import (
	"encoding/json"
	"strings"

	"github.com/tabletopgo/tabletop/lang"
)

// CheckViewFields fails t unless the JSON of view, in every language,
// begins with the wire's envelope of fields as encoding/json writes them
// by their tags: "game":game, then the members of fields, then
// "legalMoves". It holds a View's hand-written JSON to the reflection it
// replaced, byte for byte.
func CheckViewFields[V interface{ In(lang.Language) V }](t TB, game string, view V, fields any) {
	t.Helper()
	body, err := json.Marshal(fields)
	if err != nil {
		t.Fatalf("encoding/json: %v", err)
	}
	want := `{"game":"` + game + `",` + string(body[1:len(body)-1]) + `,"legalMoves":`
	for _, l := range lang.All() {
		got, err := json.Marshal(view.In(l))
		if err != nil {
			t.Fatalf("in %s: %v", l, err)
		}
		if !strings.HasPrefix(string(got), want) {
			t.Fatalf("in %s, the View's JSON\n%.3000s\nis not encoding/json's\n%s", l, got, want)
		}
	}
}
