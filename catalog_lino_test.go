package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A Lino move's JSON object that names a cell beyond the board hears the
// sentence that names it, as the same name typed does ("There is no tile
// at Z99."), not the sentence of a cell no name can say.
func TestLinoJSONNamesACellBeyondTheBoard(t *testing.T) {
	l, err := tabletop.Open("lino", []byte(`{"seed":"5"}`))
	require.NoError(t, err)
	var lm struct{ To string }
	require.NoError(t, json.Unmarshal(l.Choices(lang.English)[0].Moves[0].JSON, &lm))
	object, err := json.Marshal(map[string]string{"kind": "move", "from": "Z99", "to": lm.To})
	require.NoError(t, err)
	for what, play := range map[string]func() error{
		"JSON":  func() error { _, _, err := l.PlayJSON(0, object); return err },
		"typed": func() error { _, _, err := l.Play(0, "move Z99 "+lm.To); return err },
	} {
		var refused *tabletop.MoveError
		require.ErrorAs(t, play(), &refused, what)
		assert.Equal(t, tabletop.ReasonNotLegalHere, refused.Reason, what)
		assert.Equal(t, "There is no tile at Z99.", refused.Sentence(lang.English, nil), what)
	}
}
