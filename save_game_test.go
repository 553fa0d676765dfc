package tabletop_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// A save of options and log may name its game: a "game" member, which Open
// and Fold read, refusing another game's save as such;
// options without it, as older saves wrote them, still fold.
func TestASaveOfOptionsAndLogNamesItsGame(t *testing.T) {
	table := open(t, "linko", `{"players":3,"seed":"1"}`)
	after, _, err := table.Play(table.ToMove(), table.LegalMoves()[0])
	require.NoError(t, err)
	plain, err := after.Options()
	require.NoError(t, err)
	options := []byte(`{"game":"linko",` + strings.TrimPrefix(string(plain), "{")) // as a save adds it
	log, err := after.Log()
	require.NoError(t, err)

	again, err := tabletop.Fold("linko", options, log)
	require.NoError(t, err)
	assert.Equal(t, after.LegalMoves(), again.LegalMoves())
	_, err = tabletop.Open("linko", options)
	assert.NoError(t, err, "Open reads what Options writes")

	_, err = tabletop.Fold("lino", options, log)
	assert.ErrorIs(t, err, tabletop.ErrInvalidOptions)
	assert.ErrorContains(t, err, "this is a linko save, not a lino one")
	_, err = tabletop.Open("linx", options)
	assert.ErrorContains(t, err, "this is a linko save, not a linx one")
	_, err = tabletop.Open("linko", []byte(`{"game":"Chess!","seed":"1"}`))
	assert.ErrorContains(t, err, `this is a "Chess!" save, not a linko one`)
	_, err = tabletop.Open("linko", []byte(`{"game":7,"seed":"1"}`))
	assert.ErrorIs(t, err, tabletop.ErrInvalidOptions)

	var typed linko.Options // the game package reads the handle's options too
	require.NoError(t, json.Unmarshal(options, &typed))
	assert.Equal(t, 3, typed.Players)
	assert.ErrorIs(t, json.Unmarshal(options, new(lino.Options)), lino.ErrInvalidOptions)
	assert.ErrorContains(t, json.Unmarshal(options, new(linx.Options)), "this is a linko save, not a linx one")

	var old map[string]json.RawMessage // a save written before "game"
	require.NoError(t, json.Unmarshal(options, &old))
	delete(old, "game")
	oldOptions, err := json.Marshal(old)
	require.NoError(t, err)
	again, err = tabletop.Fold("linko", oldOptions, log)
	require.NoError(t, err)
	assert.Equal(t, after.LegalMoves(), again.LegalMoves())
}
