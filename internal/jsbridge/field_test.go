package jsbridge

import (
	"encoding/json"
	"testing"
)

// TestARefusalOfOptionsNamesItsField: open, checkOptions and fold refuse
// options with the option at fault as the failure's "field", the setting
// a form marks; a refusal no one option is at fault for, and every other
// failure, has none.
func TestARefusalOfOptionsNamesItsField(t *testing.T) {
	b := New()
	for _, c := range []struct {
		method string
		in     []any
		field  string
	}{
		{"checkOptions", []any{"linko", `{"players":3,"rounds":4}`}, "rounds"},
		{"open", []any{"linx", `{"players":3,"teams":true}`}, "teams"},
		{"open", []any{"linko", `{"players":9}`}, "players"},
		{"fold", []any{"lino", `{"seed":"1","roundz":2}`, []string{}}, "roundz"},
		{"checkOptions", []any{"linko", `[1]`}, ""},
		{"open", []any{"chess", `{}`}, ""},
	} {
		_, err := b.Call(c.method, args(t, c.in...))
		var f map[string]any
		if err == nil || json.Unmarshal(Failure(err), &f) != nil {
			t.Fatalf("%s%v: %v", c.method, c.in, err)
		}
		if field, named := f["field"]; c.field == "" && named || c.field != "" && field != c.field {
			t.Errorf("%s%v: field %v, want %q: %s", c.method, c.in, field, c.field, Failure(err))
		}
	}
}
