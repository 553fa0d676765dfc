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

// A save of options and log names its game: Options writes a "game"
// member first, which Open and Fold read, refusing another game's save as
// such; options without it, as older saves wrote them, still fold.
func TestASaveOfOptionsAndLogNamesItsGame(t *testing.T) {
	table := open(t, "linko", `{"players":3,"seed":"1"}`)
	after, _, err := table.Play(table.ToMove(), table.LegalMoves()[0])
	require.NoError(t, err)
	options, err := after.Options()
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(options), `{"game":"linko","players":3,`), "%s", options)
	doc, err := open(t, "linko", `{"players":3,"seed":"42"}`).Options()
	require.NoError(t, err)
	assert.Equal(t, `{"game":"linko","players":3,"seed":"42","firstSeat":0,"rounds":1}`, string(doc), "Table.Options's doc")
	log, err := after.Log()
	require.NoError(t, err)

	again, err := tabletop.Fold("linko", options, log)
	require.NoError(t, err)
	assert.Equal(t, after.LegalMoves(), again.LegalMoves())
	_, err = tabletop.Open("linko", options)
	assert.NoError(t, err, "Open reads what Options writes")

	_, err = tabletop.Fold("lino", options, log)
	assert.ErrorIs(t, err, tabletop.ErrInvalidOptions)
	assert.ErrorContains(t, err, "these options are Linko!'s, not Lino's")
	_, err = tabletop.Open("linx", options)
	assert.ErrorContains(t, err, "these options are Linko!'s, not LINX's")
	_, err = tabletop.Open("linko", []byte(`{"game":"Chess!","seed":"1"}`))
	assert.ErrorContains(t, err, `these options are of the game "Chess!", not Linko!'s`)
	_, err = tabletop.Open("linko", []byte(`{"game":7,"seed":"1"}`))
	assert.ErrorIs(t, err, tabletop.ErrInvalidOptions)
	_, err = tabletop.Open("linko", []byte(`{"game":null,"seed":"1"}`))
	assert.NoError(t, err, "a null game, as every null option, is left out (go-r36 #9: \"this is a \"\" save\")")

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

// Fold of another game's log, with options that both games read and that
// do not name their game (as saves did before Options wrote "game"), says
// whose log it is rather than what is wrong with its first event as the
// game's.
func TestFoldOfAnotherGamesLogSaysWhoseItIs(t *testing.T) {
	for _, c := range []struct{ game, other string }{{"linko", "lino"}, {"lino", "linko"}, {"linx", "lino"}} {
		table := open(t, c.game, `{"players":2,"seed":"1"}`)
		after, _, err := table.Play(table.ToMove(), table.LegalMoves()[0])
		require.NoError(t, err)
		log, err := after.Log()
		require.NoError(t, err)
		_, err = tabletop.Fold(c.other, []byte(`{"players":2,"seed":"1"}`), log)
		assert.ErrorIs(t, err, tabletop.ErrInvalidEvent)
		assert.ErrorContains(t, err, "event 0 is a "+c.game+" event: this is a "+c.game+" log, not a "+c.other+" one")
	}
	_, err := tabletop.Fold("lino", []byte(`{"seed":"1"}`), []json.RawMessage{[]byte(`{"kind":"no-such-thing"}`)})
	assert.ErrorContains(t, err, "event 0", "an event of no game is refused as this game's")
	assert.NotContains(t, err.Error(), " log, not a ")
}

// Another game's options are an *OptionError naming "game", in words of
// options, not of saves, from CheckOptions, Open and Fold alike (go-r29
// 10): a form built on OptionError.Option marks the field.
func TestAnotherGamesOptionsAreTheGameOptionsFault(t *testing.T) {
	for _, check := range []func() error{
		func() error { return tabletop.CheckOptions("linko", []byte(`{"game":"lino"}`)) },
		func() error { _, err := tabletop.Open("linko", []byte(`{"game":"lino","seed":"1"}`)); return err },
		func() error { _, err := tabletop.Fold("linko", []byte(`{"game":"lino","seed":"1"}`), nil); return err },
	} {
		err := check()
		var optionErr *tabletop.OptionError
		require.ErrorAs(t, err, &optionErr)
		assert.Equal(t, "game", optionErr.Option)
		assert.ErrorIs(t, err, tabletop.ErrInvalidOptions)
		assert.EqualError(t, err, "linko: invalid options: these options are Lino's, not Linko!'s")
	}
	err := tabletop.CheckOptions("lino", []byte(`{"game":7}`))
	var optionErr *tabletop.OptionError
	require.ErrorAs(t, err, &optionErr)
	assert.Equal(t, "game", optionErr.Option)
	assert.ErrorContains(t, err, `the game must be its name in a string, such as "lino"`)
}
