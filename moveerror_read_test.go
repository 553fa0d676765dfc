package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
)

// TestMoveErrorReadIsNeverBlank: JSON that would read back as a
// MoveError saying nothing is refused, with an error that names the member
// at fault (review r30 #7: {"reason":"not-your-turn","toMove":1} read as
// an error whose Error() was "", and a reason "bogus" was taken); a
// refusal's own JSON, and one without its sentences, still read.
func TestMoveErrorReadIsNeverBlank(t *testing.T) {
	for doc, member := range map[string]string{
		`{"reason":"not-your-turn","toMove":1}`:        `"game"`,
		`{"game":"linko","reason":"bogus"}`:            `"bogus"`,
		`{"reason":"bogus"}`:                           `"bogus"`,
		`{"game":"linko","reason":"Not-Your-Turn"}`:    `"Not-Your-Turn"`,
		`{"game":"linko","seat":0,"move":"play 2"}`:    `reason`,
		`{"game":"","reason":"game-over","toMove":-1}`: `"game"`,
	} {
		var refused tabletop.MoveError
		err := json.Unmarshal([]byte(doc), &refused)
		require.Error(t, err, doc)
		assert.Contains(t, err.Error(), member, doc)
	}

	var read tabletop.MoveError
	require.NoError(t, json.Unmarshal([]byte(`{"game":"linko","reason":"not-your-turn","toMove":1}`), &read))
	assert.Equal(t, "linko: not your turn", read.Error())
	assert.ErrorIs(t, &read, tabletop.ErrNotYourTurn)
	assert.Equal(t, "It is not your turn: Seat 2 is to move.", read.Sentence(lang.English, nil))

	table := open(t, "linko", `{"players":2,"seed":"7"}`)
	_, _, err := table.Play(1-table.ToMove(), table.LegalMoves()[0])
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused)
	assert.Equal(t, refused.Error(), gametest.ReadBack(t, refused).Error())
}

// TestMoveErrorReadSpeaksEnglishForAnInvalidLanguage: a refusal read from
// JSON says its English sentence to a Language outside lang.All, as every
// method speaks it, although that Language's String is no tag of the
// JSON's "sentences" (review r30 #9).
func TestMoveErrorReadSpeaksEnglishForAnInvalidLanguage(t *testing.T) {
	var read tabletop.MoveError
	require.NoError(t, json.Unmarshal([]byte(`{"game":"linko","reason":"malformed","move":"dance",`+
		`"sentences":{"en":"Dance is no move here.","fr":"Danser n'est pas un coup."}}`), &read))
	assert.Equal(t, "Dance is no move here.", read.Sentence(lang.English, nil))
	assert.Equal(t, "Dance is no move here.", read.Sentence(lang.Language(9), nil))
}
