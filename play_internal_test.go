package tabletop

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// plainString reads a JSON string as encoding/json reads it, whenever it
// takes it: any bytes it takes, json.Unmarshal reads to the same text; and
// it takes every move's notation as json.Marshal writes it.
func TestPlainStringReadsAsEncodingJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		data := []byte(rapid.OneOf(
			rapid.StringMatching(`"[ -~]{0,12}"`),
			rapid.StringMatching(`[" \\a-z{}\x00\x7f\xc3\xa9]{0,12}`),
			rapid.Map(rapid.StringMatching(`[0-9]:(play|take|move|up|down) [0-9x,A-Z-]{1,8}`), func(s string) string {
				quoted, _ := json.Marshal(s)
				return string(quoted)
			}),
		).Draw(t, "data"))
		text, ok := plainString(data)
		if !ok {
			return
		}
		var want string
		require.NoError(t, json.Unmarshal(data, &want), "%q", data)
		require.Equal(t, want, text)
	})
	for _, notation := range []string{"0:play 7x2", "1:move 4,0 4,-1", "3:up R 0,0", ""} {
		quoted, _ := json.Marshal(notation)
		text, ok := plainString(quoted)
		require.True(t, ok, notation)
		require.Equal(t, notation, text)
	}
	for _, data := range []string{`"a\"b"`, `"\u0041"`, `"été"`, `"<&>"`, `null`, `"`, `"tab	"`} {
		_, ok := plainString([]byte(data))
		require.Equal(t, data == `"<&>"`, ok, data)
	}
}

// A move out of turn is refused quoting the input as sent, its label and
// preview included, though the move is read without them.
func TestOutOfTurnQuotesTheMoveAsSent(t *testing.T) {
	table, err := Open("linko", []byte(`{"seed":"7","players":2}`))
	require.NoError(t, err)
	other := 1 - table.ToMove()
	sent := `{"kind":"pass","label":"Pass","preview":"Nothing happens."}`
	_, _, err = table.PlayJSON(other, []byte(sent))
	var refused *MoveError
	require.ErrorAs(t, err, &refused)
	require.ErrorIs(t, err, ErrNotYourTurn)
	require.Equal(t, sent, refused.Move)
}
