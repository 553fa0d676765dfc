package tabletop_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A seat's history is what it was sent, move by move, and nothing more:
// from the table, and from the options and the log alone (a Lino sentence
// told beside the table's board, whose names still hold).
func TestASeatsHistoryIsWhatItWasSent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		game := rapid.SampledFrom(tabletop.GameNames()).Draw(t, "game")
		options := fmt.Sprintf(`{"seed":%d}`, rapid.Uint64().Draw(t, "seed"))
		if game == "linx" || game == "linko" {
			options = fmt.Sprintf(`{"seed":%d,"players":%d}`, rapid.Uint64().Draw(t, "seed"), rapid.IntRange(2, 4).Draw(t, "players"))
		}
		table, err := tabletop.Open(game, []byte(options))
		require.NoError(t, err)
		seats := append([]int{-1}, seatsOf(table)...)
		sentJSON := make([][]json.RawMessage, len(seats))
		sentText := make([][]string, len(seats))
		sentNarration := make([][]string, len(seats))
		moves := rapid.IntRange(0, 150).Draw(t, "moves")
		for range moves {
			if table.Over() {
				break
			}
			legal := table.LegalMoves()
			move := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")]
			next, events, err := table.Play(table.ToMove(), move)
			require.NoError(t, err)
			for i, seat := range seats {
				data, err := events.JSON(seat)
				require.NoError(t, err)
				sentJSON[i] = append(sentJSON[i], data...)
				sentText[i] = append(sentText[i], events.Text(seat)...)
				sentNarration[i] = append(sentNarration[i], events.Narrate(lang.English, seat, nil)...)
			}
			table = next
		}

		opened, err := table.Options()
		require.NoError(t, err)
		log, err := table.Log()
		require.NoError(t, err)
		// From the options and the log, as a server that holds only those
		// gets it: one seat's, since it folds the whole game again.
		fromLog := rapid.SampledFrom(seats).Draw(t, "seat from the log")
		for i, seat := range seats {
			history, err := table.History(seat)
			require.NoError(t, err)
			histories := []tabletop.Events{history}
			if seat == fromLog {
				rebuilt, err := tabletop.Fold(game, opened, log)
				require.NoError(t, err)
				folded, err := rebuilt.History(seat)
				require.NoError(t, err)
				histories = append(histories, folded)
			}
			for _, h := range histories {
				require.Equal(t, len(sentJSON[i]), h.Len(), "seat %d", seat)
				data, err := h.JSON(seat)
				require.NoError(t, err)
				assert.Equal(t, jsonStrings(sentJSON[i]), jsonStrings(data), "seat %d", seat)
				assert.Equal(t, sentText[i], nilIfEmpty(h.Text(seat)), "seat %d", seat)
				// Each sentence as it was sent, but a Lino one beside the
				// table's own board, whose names are the ones that hold now.
				told := sentNarration[i]
				if game == "lino" {
					told = nilIfEmpty(toldBesideTheTable(t, table, seat))
				}
				assert.Equal(t, told, nilIfEmpty(h.Narrate(lang.English, seat, nil)), "seat %d", seat)
				// Even the history's log, which a server might send by
				// mistake, holds only what the seat was sent.
				whole, err := h.Log()
				require.NoError(t, err)
				assert.Equal(t, jsonStrings(sentJSON[i]), jsonStrings(whole), "seat %d", seat)
			}
		}
	})
}

// seatsOf returns the table's seats.
func seatsOf(table tabletop.Table) []int {
	seats := make([]int, table.Players())
	for i := range seats {
		seats[i] = i
	}
	return seats
}

func jsonStrings(data []json.RawMessage) []string {
	var out []string
	for _, d := range data {
		out = append(out, string(d))
	}
	return out
}

func nilIfEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

// The property above compares a history with what was sent; this checks
// that what was sent, and so the history, hides another seat's draw.
func TestAHistoryHidesAnotherSeatsDraws(t *testing.T) {
	table := open(t, "linko", `{"players":2,"seed":"1"}`)
	bot, err := tabletop.NewBot("linko", "greedy", nil)
	require.NoError(t, err)
	end, _ := playToEnd(t, table, []*tabletop.Bot{bot})
	log, err := end.Log()
	require.NoError(t, err)
	hidden := 0
	for seat := range 2 {
		history, err := end.History(seat)
		require.NoError(t, err)
		text := history.Text(seat)
		require.Len(t, text, len(log))
		for _, line := range text {
			if strings.HasPrefix(line, "card-drawn") && strings.Contains(line, "from=pile") && !strings.Contains(line, fmt.Sprintf("seat=%d", seat)) {
				assert.Contains(t, line, "card=?")
				hidden++
			}
		}
		whole, err := history.Log()
		require.NoError(t, err)
		assert.NotEqual(t, jsonStrings(log), jsonStrings(whole), "seat %d's history is its own", seat)
	}
	assert.Positive(t, hidden, "the game drew from the pile")
}

func TestAHistoryIsRefusedForNoSeatAndForABadLog(t *testing.T) {
	table := open(t, "lino", `{"seed":"1"}`)
	_, err := table.History(2)
	assert.ErrorIs(t, err, tabletop.ErrNoSeat)
	_, err = table.History(-2)
	assert.ErrorIs(t, err, tabletop.ErrNoSeat)
	history, err := table.History(-1)
	require.NoError(t, err)
	assert.Zero(t, history.Len(), "nothing has happened")
	_, err = tabletop.Table{}.History(0)
	assert.ErrorIs(t, err, tabletop.ErrNoGame)
}

func TestEventsAllYieldsEachEventInOrder(t *testing.T) {
	table := open(t, "linx", `{"players":3,"seed":"4"}`)
	for range 6 {
		var err error
		table, _, err = table.Play(table.ToMove(), table.LegalMoves()[0])
		require.NoError(t, err)
	}
	history, err := table.History(1)
	require.NoError(t, err)
	var indexes []int
	var texts, sentences, logs []string
	var data []json.RawMessage
	for i, e := range history.All() {
		indexes = append(indexes, i)
		texts = append(texts, e.Text(1))
		sentences = append(sentences, e.Narrate(lang.English, 1, []string{"Ana"}))
		d, err := e.JSON(1)
		require.NoError(t, err)
		data = append(data, d)
		l, err := e.Log()
		require.NoError(t, err)
		logs = append(logs, string(l))
	}
	require.Greater(t, len(indexes), 6)
	require.Len(t, indexes, history.Len())
	for i, index := range indexes {
		assert.Equal(t, i, index)
	}
	assert.Equal(t, history.Text(1), texts)
	assert.Equal(t, history.Narrate(lang.English, 1, []string{"Ana"}), sentences)
	want, _ := history.JSON(1)
	assert.Equal(t, jsonStrings(want), jsonStrings(data))
	wantLog, _ := history.Log()
	assert.Equal(t, jsonStrings(wantLog), logs)

	// Breaking off stops the iteration.
	n := 0
	for range history.All() {
		n++
		break
	}
	assert.Equal(t, 1, n)

	for range (tabletop.Events{}).All() {
		t.Fatal("the zero Events has no event")
	}
	var zero tabletop.Event
	assert.Equal(t, "", zero.Text(0))
	assert.Equal(t, "", zero.Narrate(lang.English, 0, nil))
	d, err := zero.JSON(0)
	assert.NoError(t, err)
	assert.Nil(t, d)
}

func ExampleEvents_All() {
	table, _ := tabletop.Open("linko", []byte(`{"players":2,"seed":"7"}`))
	table, _, _ = table.Play(0, table.LegalMoves()[0])
	table, _, _ = table.Play(1, table.LegalMoves()[0])
	// A seat that comes back gets the game so far, as it may see it.
	history, _ := table.History(1)
	for i, event := range history.All() {
		fmt.Println(i+1, event.Narrate(lang.English, 1, []string{"Ana", "Bo"}))
	}
	// Output:
	// 1 Ana played a 2.
	// 2 It is your turn: play cards.
	// 3 You played a 3.
	// 4 You attacked Ana's 2. It is your turn: take the card or leave it.
}
