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
