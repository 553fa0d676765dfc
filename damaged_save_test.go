package tabletop_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// A damaged save says what is wrong in the same words in every game
// (js-r19, item 8): a position's unknown field by its name, and an event's
// seat as a number, beyond this table's seats rather than the game's
// most, whether the game could read the event (LINX's seat 3 at three
// seats) or not (seat 7).
func TestADamagedSaveSaysTheSameInEveryGame(t *testing.T) {
	for _, c := range []struct {
		game, options, event string
		seat, last           int
	}{
		{"linko", `{"players":4,"seed":"3"}`, `{"kind":"cards-played","seat":SEAT,"meld":"1"}`, 7, 3},
		{"linko", `{"players":4,"seed":"3"}`, `{"kind":"cards-played","seat":SEAT,"meld":"1"}`, 4, 3},
		{"linko", `{"players":4,"seed":"3"}`, `{"kind":"cards-played","seat":SEAT,"meld":"1"}`, -1, 3},
		{"lino", `{"seed":"3"}`, `{"kind":"tile-moved","seat":SEAT,"from":"4,0","to":"4,-1"}`, 7, 1},
		{"linx", `{"players":3,"seed":"3"}`, `{"kind":"tile-placed","seat":SEAT,"cell":"-1,-1","tile":"yR","face":"up","players":3}`, 7, 2},
		{"linx", `{"players":3,"seed":"3"}`, `{"kind":"tile-placed","seat":SEAT,"cell":"-1,-1","tile":"yR","face":"up","players":3}`, 3, 2},
	} {
		table, err := tabletop.Open(c.game, []byte(c.options))
		require.NoError(t, err)
		position, err := table.Position()
		require.NoError(t, err)
		var fields map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(position, &fields))
		fields["extra"] = json.RawMessage(`1`)
		damaged, err := json.Marshal(fields)
		require.NoError(t, err)
		_, err = tabletop.Load(c.game, damaged)
		assert.ErrorIs(t, err, tabletop.ErrInvalidPosition)
		assert.EqualError(t, err, c.game+`: invalid position: unknown field "extra"`)

		event := json.RawMessage(strings.Replace(c.event, "SEAT", strconv.Itoa(c.seat), 1))
		want := fmt.Sprintf("%s: invalid event: event 0: seat %d is not a seat of this table (0 to %d)", c.game, c.seat, c.last)
		_, err = tabletop.Fold(c.game, []byte(c.options), []json.RawMessage{event})
		assert.ErrorIs(t, err, tabletop.ErrInvalidEvent)
		assert.EqualError(t, err, want)
	}
}

// An event that is no object, and a position that is an empty object,
// say so in the caller's words (js-r22 friction 10), not in
// encoding/json's ("invalid character 'o' in literal null") or in the
// rules' first complaint ("round: 0 of 1").
func TestANonsenseSaveSaysWhatItIsNot(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		title := map[string]string{"linko": "Linko!", "lino": "Lino", "linx": "LINX"}[game]
		for raw, want := range map[string]string{
			`nonsense`: `event 0 is not an event object: "nonsense" is not JSON`,
			`3`:        `event 0 is not an event object: it is a number`,
			`[]`:       `event 0 is not an event object: it is a list`,
		} {
			_, err := tabletop.Fold(game, []byte(`{"seed":"7"}`), []json.RawMessage{json.RawMessage(raw)})
			assert.ErrorIs(t, err, tabletop.ErrInvalidEvent)
			assert.EqualError(t, err, game+": invalid event: "+want)
		}
		_, err := tabletop.Load(game, []byte(` { } `))
		assert.ErrorIs(t, err, tabletop.ErrInvalidPosition)
		assert.EqualError(t, err, game+": invalid position: the position is empty: {} holds none of a "+title+" position's fields")
	}
}

// Resume refuses a save whose short log does not lead to its position
// when it loads it (Go builder r28, #4), in every game: a log cut short,
// or cut to nothing; before, the save resumed and took moves, and only a
// later History refused it.
func TestResumeRefusesALogThatDoesNotLeadToThePosition(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		table, err := tabletop.Open(game, []byte(`{"seed":"3"}`))
		require.NoError(t, err)
		for range 4 {
			table, _, err = table.Play(table.ToMove(), table.LegalMoves()[0])
			require.NoError(t, err)
		}
		save, err := table.Save()
		require.NoError(t, err)
		_, err = tabletop.Resume(save)
		require.NoError(t, err, game)

		cut := save
		cut.Log = cut.Log[:len(cut.Log)-1]
		_, err = tabletop.Resume(cut)
		assert.ErrorIs(t, err, tabletop.ErrInvalidEvent, "%s: a log cut short", game)
		cut.Log = []json.RawMessage{}
		_, err = tabletop.Resume(cut)
		assert.ErrorIs(t, err, tabletop.ErrInvalidEvent, "%s: an empty log", game)
	}
}

// Resume replays the whole log, however long: a Linko! save of 5 seats
// and 10 rounds (some 2,400 events, beyond the 1,024 Resume once
// replayed) with an event in the middle overwritten by the one before is
// refused at Resume, naming that event, not resumed to be played on and
// saved again with its damage (go-r29 1, the lazy check).
func TestResumeRefusesALongLogDamagedInTheMiddle(t *testing.T) {
	table, err := tabletop.Open("linko", []byte(`{"players":5,"rounds":10,"seed":"3"}`))
	require.NoError(t, err)
	for !table.Over() {
		table, _, err = table.Play(table.ToMove(), table.LegalMoves()[0])
		require.NoError(t, err)
	}
	save, err := table.Save()
	require.NoError(t, err)
	require.Greater(t, len(save.Log), 2048)
	_, err = tabletop.Resume(save)
	require.NoError(t, err)

	middle := len(save.Log) / 2
	bad := save
	bad.Log = slices.Clone(save.Log)
	bad.Log[middle] = bad.Log[middle-1]
	_, err = tabletop.Resume(bad)
	require.ErrorIs(t, err, tabletop.ErrInvalidEvent)
	assert.Contains(t, err.Error(), fmt.Sprintf("event %d", middle))
}
