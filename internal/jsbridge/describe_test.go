package jsbridge

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestDescribeGivesAnyMovesWords: a move of Lino's building, which the
// View's compact choice leaves without a label of its own, is described
// with the label that names both its cells, in the language asked for; a
// stone's move with its preview too; a move the seat to move cannot make
// is refused as play refuses it.
func TestDescribeGivesAnyMovesWords(t *testing.T) {
	b := New()
	var info tableResult
	json.Unmarshal(must(t, b, "open", "lino", `{"seed":"4"}`), &info)
	table, _ := get[tabletop.Table](b, info.Handle)
	moves := table.LegalMoves()
	for _, language := range []string{"en", "fr"} {
		var d describedMove
		if err := json.Unmarshal(must(t, b, "describe", info.Handle, fmt.Sprintf("%q", moves[0]), language), &d); err != nil {
			t.Fatal(err)
		}
		view, _ := table.View(lang.Match(language), table.ToMove())
		var axes struct {
			Axes struct {
				Left, Top     int
				Columns, Rows []string
			}
		}
		json.Unmarshal(view, &axes)
		from := axes.Axes.Columns[4-axes.Axes.Left] + axes.Axes.Rows[0-axes.Axes.Top]
		if d.Kind != "move" || !strings.Contains(d.Label, from) || string(d.JSON) != `{"seat":0,"kind":"move","from":"4,0","to":"4,-1"}` {
			t.Errorf("%s: %s is described as %+v (%s), not by its cell %s", language, moves[0], d, d.JSON, from)
		}
	}
	_, err := b.Call("describe", []byte(fmt.Sprintf(`[%d,"{\"seat\":1,\"kind\":\"place\",\"to\":\"4,0\"}","en"]`, info.Handle)))
	var f failure
	json.Unmarshal(Failure(err), &f)
	if !errors.Is(err, tabletop.ErrIllegalMove) || f.Reason != "not-your-turn" {
		t.Errorf("another seat's move: %v, %+v", err, f)
	}
}

// TestDescribeKeepsNothingStale: the Bridge keeps what described a table's
// moves for the next call, but never answers another table, another
// language, or a released table with it.
func TestDescribeKeepsNothingStale(t *testing.T) {
	b := New()
	var opening tableResult
	json.Unmarshal(must(t, b, "open", "lino", `{"seed":"4"}`), &opening)
	first, _ := get[tabletop.Table](b, opening.Handle)
	move := first.LegalMoves()[0]
	label := func(h int, language, notation string) string {
		var d describedMove
		json.Unmarshal(must(t, b, "describe", h, fmt.Sprintf("%q", notation), language), &d)
		return d.Label
	}
	english := label(opening.Handle, "en", move)
	if french := label(opening.Handle, "fr", move); french == english || french == "" {
		t.Errorf("in French, %s is %q (in English %q)", move, french, english)
	}
	if again := label(opening.Handle, "en", move); again != english {
		t.Errorf("described again, %s is %q, not %q", move, again, english)
	}
	var played struct{ Table tableResult }
	json.Unmarshal(must(t, b, "play", opening.Handle, 0, move, "en"), &played)
	next, _ := get[tabletop.Table](b, played.Table.Handle)
	notation := next.LegalMoves()[0]
	want := describeAfresh(t, next, notation)
	if got := label(played.Table.Handle, "en", notation); got != want {
		t.Errorf("at the next table, %s is %q, not %q", notation, got, want)
	}
	if b.described == nil || b.described.handle != played.Table.Handle {
		t.Error("the next table's moves are described with the words kept for the opening")
	}
	must(t, b, "release", played.Table.Handle)
	if _, err := b.Call("describe", []byte(fmt.Sprintf(`[%d,%q,"en"]`, played.Table.Handle, fmt.Sprintf("%q", notation)))); !errors.Is(err, ErrBadCall) {
		t.Errorf("a released table's move is described: %v", err)
	}
	if b.described != nil {
		t.Error("the Bridge keeps a released table's words")
	}
}

// describeAfresh is the label of the move notation at t by a Bridge that
// has described nothing yet.
func describeAfresh(t *testing.T, table tabletop.Table, notation string) string {
	t.Helper()
	b := New()
	h := b.hold(table)
	var d describedMove
	json.Unmarshal(must(t, b, "describe", h, fmt.Sprintf("%q", notation), "en"), &d)
	return d.Label
}

// TestDescribeTellsOnlyATypistToType: an object over a move's 256 bytes
// given to describe (a View's choice, with a program's note beside it) is
// refused with the shared sentence, which a program's mistake gets, and
// never told to type a move, which only a person who typed it is.
func TestDescribeTellsOnlyATypistToType(t *testing.T) {
	b := New()
	var info tableResult
	json.Unmarshal(must(t, b, "open", "linx", `{"seed":"4"}`), &info)
	table, _ := get[tabletop.Table](b, info.Handle)
	choice, _ := json.Marshal(table.Choices(lang.English)[0])
	choice = append(choice[:len(choice)-1], `,"note":"`+strings.Repeat("n", 256)+`"}`...)
	_, err := b.Call("describe", args(t, info.Handle, string(choice), "en"))
	var f failure
	json.Unmarshal(Failure(err), &f)
	if f.Reason != "malformed" || f.PlayerMessage != "That is not a move of this game." {
		t.Errorf("a choice of %d bytes: %+v", len(choice), f)
	}
}

// TestCheckOptionsIsOpensCheck: a form checks a player's options without
// a table, with the failure open would give.
func TestCheckOptionsIsOpensCheck(t *testing.T) {
	b := New()
	if got := string(must(t, b, "checkOptions", "linko", `{"players":3,"rounds":3}`)); got != "true" {
		t.Errorf("rounds 3 at 3 players: %s", got)
	}
	_, err := b.Call("checkOptions", args(t, "linko", `{"players":3,"rounds":4}`))
	var f failure
	json.Unmarshal(Failure(err), &f)
	if !errors.Is(err, tabletop.ErrInvalidOptions) || f.Code != "invalid-options" {
		t.Errorf("rounds 4 at 3 players: %v, %+v", err, f)
	}
}
