package tabletop_test

import (
	"encoding/json"
	"fmt"
	"go/doc"
	"go/token"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/rng"
)

// TestViewTextKeepsItsDocumentedWidth walks games of each game, at each
// number of seats, in the four languages and from every seat and the
// spectator's, and holds the widest line of ViewText, with the default
// names, to the width Table.ViewText's doc states for its game: a chat
// that sizes its block from the doc does not wrap a line.
func TestViewTextKeepsItsDocumentedWidth(t *testing.T) {
	documented := map[string]int{"linko": 170, "lino": 125, "linx": 97}
	widest := map[string]int{}
	for _, c := range []struct{ game, options string }{
		{"linko", `{"players":2,"seed":"1"}`}, {"linko", `{"players":5,"seed":"2"}`},
		{"lino", `{"seed":"3"}`},
		{"linx", `{"players":2,"seed":"4"}`}, {"linx", `{"players":3,"seed":"5"}`},
		{"linx", `{"players":4,"teams":true,"seed":"9"}`}, {"linx", `{"players":4,"seed":"6"}`},
	} {
		table := open(t, c.game, c.options)
		r := rng.New(7)
		for {
			for _, l := range lang.All() {
				for seat := -1; seat < table.Players(); seat++ {
					text, err := table.ViewText(l, seat)
					require.NoError(t, err)
					for _, line := range strings.Split(text, "\n") {
						widest[c.game] = max(widest[c.game], engine.Width(line))
					}
				}
			}
			if table.Over() {
				break
			}
			moves := table.LegalMoves()
			var err error
			table, _, err = table.Play(table.ToMove(), moves[r.IntN(len(moves))])
			require.NoError(t, err)
		}
	}
	for game, bound := range documented {
		assert.LessOrEqual(t, widest[game], bound, "%s: ViewText's doc states %d columns", game, bound)
	}
}

// TestLinxViewTextAtItsWidest: the widest LINX position that Load takes,
// every hand of all fifteen tiles, every one of them shown by a pass,
// draws lines as wide as Table.ViewText's doc states, in each language;
// the widest of them is the bound the doc states for LINX, and it is at
// most 100 columns, a chat's block with no sideways scroll (Go builder
// r30 #8: the doc said 90 where a Dutch row of three shown tiles was 101;
// go-r30 handle26 #4: each shown tile widened a row, to 252 columns in
// Dutch, before the rows counted them).
func TestLinxViewTextAtItsWidest(t *testing.T) {
	fset := token.NewFileSet()
	p, err := doc.NewFromFiles(fset, sourceFiles(t, fset, "."), "github.com/tabletopgo/tabletop")
	require.NoError(t, err)
	var viewText string
	for _, typ := range p.Types {
		for _, m := range typ.Methods {
			if typ.Name == "Table" && m.Name == "ViewText" {
				viewText = strings.Join(strings.Fields(m.Doc), " ")
			}
		}
	}
	languages := map[string]lang.Language{"Dutch": lang.Dutch, "Italian": lang.Italian, "French": lang.French, "English": lang.English}
	documented := map[lang.Language]int{}
	said := regexp.MustCompile(`draws (\d+) in (\w+) \((\d+) in (\w+), (\d+) in (\w+), (\d+) in (\w+)\)`).FindStringSubmatch(viewText)
	require.NotNil(t, said, "ViewText's doc states LINX's widest lines in each language")
	bound := 0
	for i := 1; i < len(said); i += 2 {
		l, ok := languages[said[i+1]]
		require.True(t, ok, "a language: %q", said[i+1])
		documented[l], _ = strconv.Atoi(said[i])
		bound = max(bound, documented[l])
	}
	require.Len(t, documented, 4, "each language once")
	assert.Equal(t, said[1], strconv.Itoa(bound), "the doc names the widest language first")
	assert.Contains(t, viewText, fmt.Sprintf("and %d in LINX", bound), "the bound is the widest language's")
	assert.LessOrEqual(t, bound, 100, "LINX's widest line fits a chat's block of 100 columns")
	all := strings.Split(strings.Repeat("R,", 5)+strings.Repeat("P,", 5)+strings.Repeat("S,", 5), ",")
	all = all[:15]
	for _, options := range []string{`{"players":2,"seed":"1"}`, `{"players":4,"seed":"1","teams":true}`, `{"players":4,"seed":"1"}`} {
		table := open(t, "linx", options)
		data, err := table.Position()
		require.NoError(t, err)
		var position map[string]any
		require.NoError(t, json.Unmarshal(data, &position))
		hands, piles := make([][]string, table.Players()), make([][]string, table.Players())
		for seat := range hands {
			hands[seat], piles[seat] = all, []string{}
		}
		position["hands"], position["known"], position["piles"] = hands, hands, piles
		data, err = json.Marshal(position)
		require.NoError(t, err)
		widest, err := tabletop.Load("linx", data)
		require.NoError(t, err)
		for l, bound := range documented {
			width := 0
			for seat := -1; seat < widest.Players(); seat++ {
				text, err := widest.ViewText(l, seat)
				require.NoError(t, err)
				for _, line := range strings.Split(text, "\n") {
					width = max(width, engine.Width(line))
				}
			}
			assert.Equal(t, bound, width, "%s %s: ViewText's doc states its widest line", options, l)
		}
	}
}
