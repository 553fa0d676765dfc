package tabletop_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
)

// toldBesideTheTable returns each event of a Lino table's log as seat
// reads it beside the table's own board, with the lino package alone: the
// log evolved from the options, then the last View's Narrate; a move's
// last event (after which a seat is to move) ends with the View.Turn of
// the table after it, unless it says it already, as the lino package
// tells a front-end to do.
func toldBesideTheTable(t require.TestingT, table tabletop.Table, seat int) []string {
	data, err := table.Options()
	require.NoError(t, err)
	var options lino.Options
	require.NoError(t, json.Unmarshal(data, &options))
	s, err := lino.New(options)
	require.NoError(t, err)
	log, err := table.Log()
	require.NoError(t, err)
	events := make([]lino.Event, len(log))
	turns := make([]string, len(log))
	for i, raw := range log {
		require.NoError(t, json.Unmarshal(raw, &events[i]))
		s, err = s.Evolve(events[i])
		require.NoError(t, err)
		if s.ToMove() >= 0 {
			turns[i] = s.View(-1).Turn(lang.English, seat, nil)
		}
	}
	board := s.View(-1)
	out := make([]string, len(events))
	for i, e := range events {
		out[i] = board.Narrate(e, lang.English, seat, nil)
		if turns[i] != "" && !strings.HasSuffix(out[i], turns[i]) {
			out[i] += " " + turns[i]
		}
	}
	return out
}

// A Lino history names every cell as the sentences sent live did, and as
// the current board does: a cell keeps its name for the whole game, even
// in a field that grew up or left while it was built (its corner beyond
// the opening layout's, which is G7), where the names once changed.
func TestALinoHistoryNamesCellsAsTheyWereSent(t *testing.T) {
	cell := regexp.MustCompile(`\b([A-Z])([0-9]+)\b`)
	grew := 0
	for seed := range 8 {
		table := open(t, "lino", fmt.Sprintf(`{"seed":%d}`, seed))
		var sent []string
		for !table.Over() {
			legal := table.LegalMoves()
			next, events, err := table.Play(table.ToMove(), legal[(seed*7+len(sent))%len(legal)])
			require.NoError(t, err)
			sent = append(sent, events.Narrate(lang.English, 0, nil)...)
			table = next
		}
		history, err := table.History(0)
		require.NoError(t, err)
		told := history.Narrate(lang.English, 0, nil)
		assert.Equal(t, toldBesideTheTable(t, table, 0), told, "seed %d", seed)
		assert.Equal(t, sent, told, "seed %d", seed)
		for _, name := range cell.FindAllStringSubmatch(strings.Join(sent, " "), -1) {
			if row, _ := strconv.Atoi(name[2]); name[1] < "G" || row < 7 {
				grew++
				break
			}
		}
	}
	// A property that never meets a field grown up or left proves nothing.
	assert.Positive(t, grew, "no game among the seeds grew its field up or left")
}

// A LINX round's grid keeps its names for the round, and a later round
// changes no sentence of an earlier one.
func TestALinxHistoryKeepsARoundsSentencesInTheNext(t *testing.T) {
	table := open(t, "linx", `{"players":2,"seed":"5"}`)
	var roundOne []string
	for !table.Over() && roundOne == nil {
		next, events, err := table.Play(table.ToMove(), table.LegalMoves()[0])
		require.NoError(t, err)
		for _, e := range events.All() {
			data, err := e.JSON(-1)
			require.NoError(t, err)
			var started struct {
				Kind  string
				Round int
			}
			require.NoError(t, json.Unmarshal(data, &started))
			if started.Kind == "round-started" && started.Round == 2 {
				history, err := table.History(-1)
				require.NoError(t, err)
				roundOne = history.Narrate(lang.English, -1, nil)
			}
		}
		table = next
	}
	require.NotEmpty(t, roundOne, "round 2 never started")
	for range 10 {
		if table.Over() {
			break
		}
		var err error
		table, _, err = table.Play(table.ToMove(), table.LegalMoves()[0])
		require.NoError(t, err)
	}
	history, err := table.History(-1)
	require.NoError(t, err)
	assert.Equal(t, roundOne, history.Narrate(lang.English, -1, nil)[:len(roundOne)])
}
