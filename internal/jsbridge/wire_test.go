package jsbridge

import "testing"

// TestAnswersByHandAreMarshals: the answers written by hand are marshal's
// bytes, for every shape a value of theirs takes.
func TestAnswersByHandAreMarshals(t *testing.T) {
	tables := []tableResult{
		{Handle: 1, Game: "linko", Players: 3, ToMove: 0, Scores: []int{0, 0, 0}},
		{Handle: 12, Game: "lino", Players: 2, ToMove: -1, Over: true, Scores: []int{-3, 5}, Winners: []int{1}, FromPosition: true},
		{Handle: 7, Game: "linx", Players: 4, ToMove: 2, Scores: nil, Winners: []int{}},
		{Handle: 2, Game: `a "game" <é>\`, Scores: []int{}, Winners: []int{0, 3}},
	}
	for _, r := range tables {
		want, err := marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.appendJSON(nil); string(got) != string(want) {
			t.Errorf("tableResult %+v:\n got %s\nwant %s", r, got, want)
		}
		p := playResult{r, 40, 3}
		if want, _ = marshal(p); string(p.appendJSON(nil)) != string(want) {
			t.Errorf("playResult %+v:\n got %s\nwant %s", p, p.appendJSON(nil), want)
		}
	}
	for _, s := range []string{"", "take 2,2", "move 4,0 40,40", "tab\there", `"quoted" \ <&>`, "ümlaut ★", "\u2028", "\x7f"} {
		want, _ := marshal(s)
		if got := appendQuoted([]byte("x"), s); string(got) != "x"+string(want) {
			t.Errorf("appendQuoted(%q) = %s, want x%s", s, got, want)
		}
	}
}
