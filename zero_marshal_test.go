package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// The zero Move's and the zero Choice's marshal errors say what is wrong,
// whole, after the package's prefix.
func TestZeroMovesAndChoicesSayWhyTheyDoNotMarshal(t *testing.T) {
	_, err := json.Marshal(tabletop.Move{})
	assert.ErrorIs(t, err, tabletop.ErrNoGame)
	assert.ErrorContains(t, err, "tabletop: no game: the zero Move, a move with no JSON, has nothing to write")
	_, err = json.Marshal(tabletop.Choice{})
	assert.ErrorIs(t, err, tabletop.ErrNoGame)
	assert.ErrorContains(t, err, "tabletop: no game: the zero Choice has no moves to write")
	_, err = json.Marshal(tabletop.Choice{Pick: "7", Moves: []tabletop.Move{{}}})
	assert.ErrorContains(t, err, `tabletop: the choice "7": move 0: a move with no JSON`)
	_, err = json.Marshal(tabletop.Move{JSON: json.RawMessage(`[1]`)})
	assert.ErrorContains(t, err, "tabletop: a move's JSON must be an object")
}

// TestTheZeroMoveErrorNamesNoInternalType: the zero MoveError's refusal to
// marshal names the type a caller holds, not the internal one it wraps.
func TestTheZeroMoveErrorNamesNoInternalType(t *testing.T) {
	for _, v := range []any{tabletop.MoveError{}, &tabletop.MoveError{}} {
		_, err := json.Marshal(v)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "an empty MoveError refused no move")
		assert.NotContains(t, err.Error(), "engine")
	}
}

// The zero Save, and one with a game but neither a position nor a log,
// refuse to marshal, as the zero Bot does, saying what to marshal
// instead: Resume would refuse their documents (go-r29 5). A Save that
// Table.Save made marshals as before, and reads back.
func TestTheZeroSaveDoesNotMarshal(t *testing.T) {
	for _, save := range []tabletop.Save{{}, {Game: "linko"}} {
		for _, v := range []any{save, &save} {
			_, err := json.Marshal(v)
			require.ErrorIs(t, err, tabletop.ErrNoGame)
			assert.ErrorContains(t, err, "holds nothing to resume: marshal what Table.Save returns")
		}
	}
	table, err := tabletop.Open("lino", []byte(`{"seed":"5"}`))
	require.NoError(t, err)
	save, err := table.Save()
	require.NoError(t, err)
	data, err := json.Marshal(save)
	require.NoError(t, err)
	assert.Contains(t, string(data), `{"game":"lino","options":{`)
	var back tabletop.Save
	require.NoError(t, json.Unmarshal(data, &back))
	_, err = tabletop.Resume(back)
	require.NoError(t, err)
}

// What the zero Save would have written does not read back as a Save
// either: {} and a document with a game but neither a position nor a log
// are refused, and leave the Save as it was; null leaves it too.
func TestAnEmptySaveDocumentIsRefused(t *testing.T) {
	kept := tabletop.Save{Game: "lino", Position: json.RawMessage(`{}`)}
	for _, doc := range []string{`{}`, `{"game":"linko"}`, `{"game":"linko","options":null,"log":null,"position":null,"seating":{"names":null,"computers":null}}`} {
		save := kept
		err := json.Unmarshal([]byte(doc), &save)
		require.ErrorIs(t, err, tabletop.ErrNoGame, doc)
		assert.Equal(t, kept, save, doc)
	}
	save := kept
	require.NoError(t, json.Unmarshal([]byte(`null`), &save))
	assert.Equal(t, kept, save)
}

// The zero State's Position refuses to marshal in every game, as the zero
// View does, wrapping the game's ErrInvalidPosition and saying what to
// marshal instead (go-r34 #10): its JSON, of no player, was refused only
// when a save was loaded ("0 players"). A game's Position marshals still.
func TestTheZeroStatesPositionDoesNotMarshal(t *testing.T) {
	for _, c := range []struct {
		game          string
		zero, started any
		invalid       error
	}{
		{"linko", linko.State{}.Position(), must(linko.New(linko.Options{Players: 3, Seed: 1})).Position(), linko.ErrInvalidPosition},
		{"lino", lino.State{}.Position(), must(lino.New(lino.Options{Seed: 1})).Position(), lino.ErrInvalidPosition},
		{"linx", linx.State{}.Position(), must(linx.New(linx.Options{Players: 3, Seed: 1})).Position(), linx.ErrInvalidPosition},
	} {
		checkJSON(t, c.game+": the zero State's Position", jsonSample{value: c.zero, refuses: true})
		_, err := json.Marshal(c.zero)
		assert.ErrorIs(t, err, c.invalid, c.game)
		assert.ErrorContains(t, err, "round 0", c.game)
		data, err := json.Marshal(c.started)
		require.NoError(t, err, c.game)
		_, err = tabletop.Load(c.game, data)
		assert.NoError(t, err, c.game)
	}
}
