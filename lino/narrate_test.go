package lino_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
)

// builtField is the default field, built by the moves of opening, for a
// game of one round.
func builtField(t *testing.T) lino.State { return builtFieldOf(t, lino.Options{}) }

// builtFieldOf is the default field, built by the moves of opening, for a
// game of opts.
func builtFieldOf(t *testing.T, opts lino.Options) lino.State {
	s, _, err := lino.Replay(opts, parse(opening...))
	require.NoError(t, err)
	return s
}

// TestNarrateEveryKind: the sentence of every kind of event, for the seat
// it is about, for the other seat and for a spectator, with the seats'
// names and without, beside the board of a game of two rounds.
func TestNarrateEveryKind(t *testing.T) {
	c := func(x, y int8) lino.Cell { return lino.Cell{X: x, Y: y} }
	board := builtFieldOf(t, lino.Options{Rounds: 2}).View(-1)
	names := []string{"Ana", "Bo"}
	for _, tc := range []struct {
		e lino.Event
		// the sentence for seat 1, seat 0 and a spectator without names,
		// and for a spectator with them
		mine, theirs, watcher, named string
	}{
		{lino.Event{Kind: lino.TileMoved, Seat: 1, From: c(4, 7), To: c(3, 7)},
			"You moved the tile at K14 to J14.",
			"Seat 2 moved the tile at K14 to J14.",
			"Seat 2 moved the tile at K14 to J14.",
			"Bo moved the tile at K14 to J14."},
		{lino.Event{Kind: lino.FillingStarted, Seat: 1},
			"The field is built. It is your turn: place a stone.",
			"The field is built. It is Seat 2's turn.",
			"The field is built. It is Seat 2's turn.",
			"The field is built. It is Bo's turn."},
		{lino.Event{Kind: lino.StonePlaced, Seat: 1, Cell: c(5, 4)},
			"You placed a white stone on L11.",
			"Seat 2 placed a white stone on L11.",
			"Seat 2 placed a white stone on L11.",
			"Bo placed a white stone on L11."},
		// The round's last stone says that all are placed, before the
		// rows it closed and the count.
		{lino.Event{Kind: lino.StonePlaced, Seat: 1, Cell: c(5, 4), Last: true},
			"You placed a white stone on L11. It is the last of the 48 stones.",
			"Seat 2 placed a white stone on L11. It is the last of the 48 stones.",
			"Seat 2 placed a white stone on L11. It is the last of the 48 stones.",
			"Bo placed a white stone on L11. It is the last of the 48 stones."},
		{lino.Event{Kind: lino.RowClosed, Seat: 1, Row: lino.Row{Start: c(3, 4), Dir: lino.East, Len: 3}, Points: 3},
			"You closed the row from J11 to L11 and scored 3 points.",
			"Seat 2 closed the row from J11 to L11 and scored 3 points.",
			"Seat 2 closed the row from J11 to L11 and scored 3 points.",
			"Bo closed the row from J11 to L11 and scored 3 points."},
		{lino.Event{Kind: lino.RunScored, Seat: 1, Row: lino.Row{Start: c(1, 1), Dir: lino.South, Len: 4}, Points: 10},
			"Your run of four stones from H8 to H11 scored 10 points.",
			"Seat 2's run of four stones from H8 to H11 scored 10 points.",
			"Seat 2's run of four stones from H8 to H11 scored 10 points.",
			"Bo's run of four stones from H8 to H11 scored 10 points."},
		{lino.Event{Kind: lino.NumberScored, Seat: 1, Cell: c(2, 6), Points: 1},
			"The 1 on the empty tile at I13 scored 1 point for you.",
			"The 1 on the empty tile at I13 scored 1 point for Seat 2.",
			"The 1 on the empty tile at I13 scored 1 point for Seat 2.",
			"The 1 on the empty tile at I13 scored 1 point for Bo."},
		{lino.Event{Kind: lino.StarScored, Seat: 1, Cell: c(8, 5), Points: 10},
			"The star at O12 scored 10 points for you.",
			"The star at O12 scored 10 points for Seat 2.",
			"The star at O12 scored 10 points for Seat 2.",
			"The star at O12 scored 10 points for Bo."},
		// A match's first round ends as its second does, with its number
		// (the only round's gives none: below).
		{lino.Event{Kind: lino.RoundEnded, Round: 1, Scores: [2]int{45, 40}},
			"Round 1 ended: Seat 1 scored 45 points and you scored 40 points.",
			"Round 1 ended: you scored 45 points and Seat 2 scored 40 points.",
			"Round 1 ended: Seat 1 scored 45 points and Seat 2 scored 40 points.",
			"Round 1 ended: Ana scored 45 points and Bo scored 40 points."},
		{lino.Event{Kind: lino.RoundEnded, Round: 2, Scores: [2]int{45, 40}},
			"Round 2 ended: Seat 1 scored 45 points and you scored 40 points.",
			"Round 2 ended: you scored 45 points and Seat 2 scored 40 points.",
			"Round 2 ended: Seat 1 scored 45 points and Seat 2 scored 40 points.",
			"Round 2 ended: Ana scored 45 points and Bo scored 40 points."},
		{lino.Event{Kind: lino.RoundStarted, Round: 2, Seat: 1},
			"Round 2 started on the same field. It is your turn: place a stone.",
			"Round 2 started on the same field. It is Seat 2's turn.",
			"Round 2 started on the same field. It is Seat 2's turn.",
			"Round 2 started on the same field. It is Bo's turn."},
		{lino.Event{Kind: lino.GameEnded, Scores: [2]int{103, 105}},
			"You won the game, 105 to 103.",
			"You lost the game, 105 to 103.",
			"Seat 2 won the game, 105 to 103.",
			"Bo won the game, 105 to 103."},
		{lino.Event{Kind: lino.GameEnded, Scores: [2]int{105, 103}},
			"You lost the game, 105 to 103.",
			"You won the game, 105 to 103.",
			"Seat 1 won the game, 105 to 103.",
			"Ana won the game, 105 to 103."},
		{lino.Event{Kind: lino.GameEnded, Scores: [2]int{100, 100}},
			"The game ended in a draw, 100 to 100.",
			"The game ended in a draw, 100 to 100.",
			"The game ended in a draw, 100 to 100.",
			"The game ended in a draw, 100 to 100."},
	} {
		assert.Equal(t, tc.mine, board.Narrate(tc.e, lang.English, 1, nil), "%v", tc.e)
		assert.Equal(t, tc.theirs, board.Narrate(tc.e, lang.English, 0, nil), "%v", tc.e)
		assert.Equal(t, tc.watcher, board.Narrate(tc.e, lang.English, -1, nil), "%v", tc.e)
		assert.Equal(t, tc.named, board.Narrate(tc.e, lang.English, -1, names), "%v", tc.e)
		assert.Equal(t, tc.mine, board.Narrate(tc.e, lang.English, 1, []string{"", "Bo"}), "the reader is you, named or not: %v", tc.e)
		assert.Equal(t, tc.watcher, board.Narrate(tc.e, lang.English, -1, []string{"", ""}), "an empty name is no name: %v", tc.e)
	}
	// In a game of one round, the round's end has just said the scores:
	// the game's says who won, and the scores no more.
	one := builtField(t).View(-1)
	assert.Equal(t, "You scored 45 points and Seat 2 scored 40 points.", one.Narrate(lino.Event{Kind: lino.RoundEnded, Round: 1, Scores: [2]int{45, 40}}, lang.English, 0, nil))
	assert.Equal(t, "Seat 2 scored 45 points and you scored 40 points.", one.Narrate(lino.Event{Kind: lino.RoundEnded, Round: 1, Scores: [2]int{40, 45}}, lang.English, 0, nil),
		"the best score first, the reader's or not (words-round12 nl 6)")
	assert.Equal(t, "You won the game.", one.Narrate(lino.Event{Kind: lino.GameEnded, Scores: [2]int{103, 105}}, lang.English, 1, nil))
	assert.Equal(t, "You lost the game.", one.Narrate(lino.Event{Kind: lino.GameEnded, Scores: [2]int{103, 105}}, lang.English, 0, nil))
	assert.Equal(t, "Ana won the game.", one.Narrate(lino.Event{Kind: lino.GameEnded, Scores: [2]int{105, 103}}, lang.English, -1, names))
	assert.Equal(t, "The game ended in a draw.", one.Narrate(lino.Event{Kind: lino.GameEnded, Scores: [2]int{100, 100}}, lang.English, -1, nil))
}

// TestDutchScoresSayTheUnitEachTime: a round's scores are said as
// internal/speech lists them, a standing with the unit after every score
// ("Ana met 117 punten", not a bare "Ana 117"), the best first, headed
// "Stand:" after a round of a match (words-round13 nl), "Uitslag:" after
// the only one, after a full stop, never a colon after a colon
// (words-round10 nl 5); a match's
// rounds each say which round ended, its first as its second
// (words-round11 fr), a game of one round only the scores.
func TestDutchScoresSayTheUnitEachTime(t *testing.T) {
	names := []string{"", "Ana"}
	only := lino.Event{Kind: lino.RoundEnded, Round: 1, Scores: [2]int{68, 117}}
	assert.Equal(t, "Uitslag: Ana met 117 punten, jij met 68 punten.", builtField(t).View(-1).Narrate(only, lang.Dutch, 0, names))
	match := builtFieldOf(t, lino.Options{Rounds: 2}).View(-1)
	for round := 1; round <= 2; round++ {
		ended := lino.Event{Kind: lino.RoundEnded, Round: round, Scores: [2]int{68, 117}}
		assert.Equal(t, fmt.Sprintf("Ronde %d is voorbij. Stand: Ana met 117 punten, jij met 68 punten.", round), match.Narrate(ended, lang.Dutch, 0, names))
	}
}

// TestNarrateNamesSeatsFromOne: names, missing or present, are by seat;
// seats count from 1 for people; a run of more than ten stones is in
// figures; an event no rule makes still reads as a sentence.
func TestNarrateNamesSeatsFromOne(t *testing.T) {
	board := builtField(t).View(-1)
	e := lino.Event{Kind: lino.StonePlaced, Seat: 0, Cell: lino.Cell{X: 1, Y: 2}}
	assert.Equal(t, "Seat 1 placed a black stone on H9.", board.Narrate(e, lang.English, 1, []string{""}))
	assert.Equal(t, "Ana placed a black stone on H9.", board.Narrate(e, lang.English, -1, []string{"Ana"}))
	assert.Equal(t, "Seat 1 placed a black stone on H9.", board.Narrate(e, lang.English, -1, []string{}))
	run := lino.Event{Kind: lino.RunScored, Seat: 0, Row: lino.Row{Start: lino.Cell{}, Dir: lino.East, Len: 11}, Points: 40}
	assert.Equal(t, "Your run of 11 stones from G7 to Q7 scored 40 points.", board.Narrate(run, lang.English, 0, nil))
	assert.Equal(t, "Something happened that no rule of Lino describes.", board.Narrate(lino.Event{}, lang.English, 0, nil))
}

// TestNarrationIsForItsReader: over random games, for every event and
// every reader, the sentence is the redacted event's, a full sentence
// without key=value, with no seat index in it, naming the reader as you.
// (Lino hides nothing, so there is nothing hidden for it to leak.)
func TestNarrationIsForItsReader(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		states, events := game(t, options().Draw(t, "options"))
		names := rapid.SampledFrom([][]string{nil, {"Ana", "Bo"}, {"", "Bo"}}).Draw(t, "names")
		for i, evs := range events {
			board := states[i].View(-1)
			for _, e := range evs {
				for reader := -1; reader <= 1; reader++ {
					text := board.Narrate(e, lang.English, reader, names)
					require.Equal(t, text, board.Narrate(e.RedactFor(reader), lang.English, reader, names))
					require.NotEmpty(t, text)
					require.True(t, strings.HasSuffix(text, "."), text)
					require.True(t, text[0] >= 'A' && text[0] <= 'Z', text)
					require.NotContains(t, text, "=", text)
					require.NotContains(t, text, "Seat 0", text)
					require.NotContains(t, text, e.Kind.String(), text)
					if reader >= 0 && e.Seat == reader && e.Kind != lino.RoundEnded && e.Kind != lino.GameEnded {
						require.Contains(t, strings.ToLower(text), "you", text)
					}
				}
			}
		}
	})
}

// The events of a move, told beside the board the move leads to: to the
// seat that made it, to the other seat, and to a spectator who knows the
// players' names.
func ExampleView_Narrate() {
	s, _, _ := lino.Replay(lino.Options{}, parse(append(opening, "0:place 4,0", "1:place 5,0", "0:place 6,0")...))
	after, events, _ := s.Apply(lino.Place(1, lino.Cell{X: 7, Y: 0}))
	board := after.View(-1)
	for _, e := range events {
		fmt.Println(board.Narrate(e, lang.English, 1, nil))
		fmt.Println(board.Narrate(e, lang.English, 0, nil))
		fmt.Println(board.Narrate(e, lang.English, -1, []string{"Ana", "Bo"}))
	}
	// Output:
	// You placed a white stone on N7.
	// Seat 2 placed a white stone on N7.
	// Bo placed a white stone on N7.
	// You closed the row from K7 to N7 and scored 4 points.
	// Seat 2 closed the row from K7 to N7 and scored 4 points.
	// Bo closed the row from K7 to N7 and scored 4 points.
}

// TestViewStringSpeaksToPeople: the text picture of the table, at every
// step of a random game and for every seat, counts seats from 1, calls
// the reader "you", and shows no notation of the wire (no phase names, no
// key=value).
func TestViewStringSpeaksToPeople(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		states, events := game(t, opts)
		s := states[rapid.IntRange(0, len(states)-1).Draw(t, "state")]
		// A state in the middle of a move's events, too.
		var log []lino.Event
		for _, evs := range events {
			log = append(log, evs...)
		}
		folded, err := lino.Fold(opts, log[:rapid.IntRange(0, len(log)).Draw(t, "events")])
		require.NoError(t, err)
		for _, s := range []lino.State{s, folded} {
			for seat := -1; seat <= 1; seat++ {
				text := s.View(seat).String()
				require.NotContains(t, text, "Seat 0", text)
				require.NotContains(t, text, "=", text)
				require.Contains(t, text, "Black (X), Seat 1", text)
				require.Contains(t, text, "White (O), Seat 2", text)
				for _, name := range []string{"closing-rows", "final-scoring", "between-rounds", "filling-started"} {
					require.NotContains(t, text, name, text)
				}
				if seat >= 0 {
					require.Contains(t, text, fmt.Sprintf("Seat %d (you)", seat+1), text)
				} else {
					require.Contains(t, text, "You watch.", text)
				}
				if s.Over() {
					require.Contains(t, text, "Game over", text)
				}
			}
		}
	})
}
