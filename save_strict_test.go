package tabletop_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A Save's JSON with a member misspelled, at its top or in its seating,
// is refused with an error naming the member (go-r34 #1): read as
// encoding/json reads it, "seatings" would resume the table with no
// seating, the computer's seat a person's, without a word.
func TestASavesMisspelledMemberIsRefused(t *testing.T) {
	for _, game := range tables {
		table := open(t, game.game, game.options).WithNames([]string{"Ana", "Bo"}).WithComputers(1).
			WithLanguages([]lang.Language{lang.French, lang.Dutch})
		save, err := table.Save()
		require.NoError(t, err)
		data, err := json.Marshal(save)
		require.NoError(t, err)
		var read tabletop.Save
		require.NoError(t, json.Unmarshal(data, &read), "%s: the save as written reads", game.game)

		for _, member := range []string{"game", "options", "log", "position", "seating", "languages", "names", "computers"} {
			for _, typo := range []string{member + "s", member[:len(member)-1]} {
				damaged := strings.Replace(string(data), `"`+member+`":`, `"`+typo+`":`, 1)
				require.NotEqual(t, string(data), damaged, "%s: the save writes %q", game.game, member)
				read := save
				err := json.Unmarshal([]byte(damaged), &read)
				require.ErrorIs(t, err, tabletop.ErrInvalidPosition, "%s: %q for %q", game.game, typo, member)
				assert.Contains(t, err.Error(), `unknown field "`+typo+`"`)
				assert.Equal(t, save, read, "a refused document leaves the Save as it was")
			}
		}
	}
}
