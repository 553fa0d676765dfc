package tabletop_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
)

// TestOneRefusalTellsOneStory: whatever a refused move holds, its
// MoveError's Seat is the seat that sent it and its ToMove the seat to
// move; a move out of turn is not-your-turn, however malformed; the
// sentence survives a JSON round trip; and the zero MoveError says it is
// empty.
func TestOneRefusalTellsOneStory(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"3"}`)
		toMove := table.ToMove()
		other := (toMove + 1) % table.Players()
		legal := table.LegalMoves()[0]
		for _, tc := range []struct {
			seat   int
			move   string // notation, or JSON when json is set
			json   bool
			reason tabletop.Reason
		}{
			{toMove, `{"kind":`, true, tabletop.ReasonMalformed},
			{toMove, `gibberish`, false, tabletop.ReasonMalformed},
			{toMove, `[1,2]`, true, tabletop.ReasonMalformed},
			{other, `gibberish`, false, tabletop.ReasonNotYourTurn},
			{other, `{"kind":`, true, tabletop.ReasonNotYourTurn},
			{other, legal, false, tabletop.ReasonNotYourTurn},
			{other, `""`, true, tabletop.ReasonNotYourTurn},
		} {
			var err error
			if tc.json {
				_, _, err = table.PlayJSON(tc.seat, []byte(tc.move))
			} else {
				_, _, err = table.Play(tc.seat, tc.move)
			}
			var refused *tabletop.MoveError
			require.ErrorAs(t, err, &refused, "%s %d %s", game, tc.seat, tc.move)
			assert.Equal(t, tc.reason, refused.Reason, "%s %d %s: %v", game, tc.seat, tc.move, err)
			assert.Equal(t, tc.seat, refused.Seat, "%s %d %s: Seat", game, tc.seat, tc.move)
			assert.Equal(t, toMove, refused.ToMove, "%s %d %s: ToMove", game, tc.seat, tc.move)
			assert.ErrorIs(t, err, tabletop.ErrIllegalMove)
			assert.Equal(t, tc.reason == tabletop.ReasonNotYourTurn, errors.Is(err, tabletop.ErrNotYourTurn))

			data, err := json.Marshal(refused)
			require.NoError(t, err)
			var back tabletop.MoveError
			require.NoError(t, json.Unmarshal(data, &back))
			var wire struct {
				Sentences map[string]string `json:"sentences"`
			}
			require.NoError(t, json.Unmarshal(data, &wire))
			for _, l := range lang.All() {
				assert.Equal(t, refused.Sentence(l, nil), back.Sentence(l, nil), "%s %s after a JSON round trip", game, tc.move)
				// The JSON's sentence is finished: a reader shows it as it is.
				assert.Equal(t, refused.Sentence(l, nil), wire.Sentences[l.String()], "%s %s: the JSON's %s sentence", game, tc.move, l)
			}
			assert.Equal(t, refused.Error(), back.Error(), "%s %s: Error after a JSON round trip", game, tc.move)
		}
	}
	var zero tabletop.MoveError
	assert.Contains(t, zero.Error(), "empty")
}

// TestANilMoveErrorSaysSo: a nil *MoveError, the handle's or a game's,
// neither panics nor says a sentence, matches no sentinel, and errors.Is
// and errors.As through it (a typed nil in an error) never panic.
func TestANilMoveErrorSaysSo(t *testing.T) {
	var refused *tabletop.MoveError
	assert.Contains(t, refused.Error(), "nil")
	assert.Empty(t, refused.Sentence(lang.French, nil))
	assert.Empty(t, refused.Unwrap())
	assert.Error(t, refused.UnmarshalJSON([]byte(`{}`)))
	var err error = refused
	for _, sentinel := range []error{tabletop.ErrIllegalMove, tabletop.ErrNotYourTurn, linko.ErrIllegalMove} {
		assert.False(t, errors.Is(err, sentinel), "a nil *MoveError is %v", sentinel)
	}
	var game *linko.MoveError
	assert.False(t, errors.As(err, &game))
	assert.Empty(t, game.Unwrap())
	assert.Nil(t, game.About("pile-empty", nil, 1))
	assert.Error(t, game.UnmarshalJSON([]byte(`{}`)))
	err = game
	assert.False(t, errors.Is(err, linko.ErrIllegalMove))
	assert.Contains(t, err.Error(), "nil")
}
