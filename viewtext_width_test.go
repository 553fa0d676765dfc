package tabletop_test

import (
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
)

// TestViewTextAlignsWideNames: the seats' table of ViewText keeps its
// columns in line, as a terminal draws them, under names in Chinese, with
// an emoji or a family of joined emoji, or with a combining accent: the
// column after the names starts at one column on every row.
func TestViewTextAlignsWideNames(t *testing.T) {
	names := []string{"Ana", "张伟🙂👨\u200d👩\u200d👧", "Zoe\u0308"}
	for _, game := range []string{"linko", "linx"} {
		table := open(t, game, `{"players":3,"seed":"4"}`).WithNames(names)
		for _, l := range lang.All() {
			text, err := table.ViewText(l, 1)
			require.NoError(t, err)
			starts := map[int]string{}
			for _, line := range strings.Split(text, "\n") {
				for _, name := range names {
					at := strings.Index(line, name)
					if at < 0 || strings.Trim(line[:at], " >0123456789") != "" { // a row: a mark and a number before the name
						continue
					}
					// The next column: the first figure after the name.
					next := strings.IndexFunc(line[at+len(name):], unicode.IsDigit)
					if next < 0 { // a sentence, not a row
						continue
					}
					starts[engine.Width(line[:at+len(name)+next])] = line
				}
			}
			assert.Len(t, starts, 1, "%s %s: the rows' next column starts at one column:\n%s", game, l, text)
		}
	}
}
