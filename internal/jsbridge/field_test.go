package jsbridge

import (
	"encoding/json"
	"strings"
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

// TestOptionsHelpHasNoMethodNames: games() offers each option's help for
// a settings form, which a person reads: no Go or JavaScript name of a
// function or variable, as the root package's help says for a Go caller
// ("(CheckOptions checks it)", "Table.Options reports it") (js-r28 #10).
func TestOptionsHelpHasNoMethodNames(t *testing.T) {
	var games []gameInfo
	if err := json.Unmarshal(must(t, New(), "games"), &games); err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, g := range games {
		options := g.Options
		for _, b := range g.Bots {
			options = append(options, b.Options...)
		}
		for _, o := range options {
			seen++
			for _, name := range []string{"CheckOptions", "checkOptions", "Table.", "options()", "Default", "goroutine", "lino.", "()"} {
				if strings.Contains(o.Doc, name) {
					t.Errorf("%s's %s: %q holds %q", g.Name, o.Name, o.Doc, name)
				}
			}
			if o.Doc == "" {
				t.Errorf("%s's %s has no help", g.Name, o.Name)
			}
		}
	}
	if seen < 10 {
		t.Errorf("%d options seen", seen)
	}
}
