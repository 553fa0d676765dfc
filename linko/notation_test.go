package linko_test

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
)

func TestParseMove(t *testing.T) {
	for text, want := range map[string]linko.Move{
		"2:play 7x2+J":  linko.Play(2, 7, 2, 1),
		"2:play 7":      linko.Play(2, 7, 1, 0),
		"4:play 6x3+J":  linko.Play(4, 6, 3, 1),
		"0:play Jx2":    linko.Play(0, linko.Hidden, 0, 2),
		"1:play 13+Jx5": linko.Play(1, 13, 1, 5),
		"0:take":        linko.Take(0),
		"0:leave":       linko.Leave(0),
		"3:takeback":    linko.TakeBack(3),
		"3:discard":     linko.Discard(3),
		"3:draw pile":   linko.DrawFromPile(3),
		"3:draw 7":      linko.DrawFromDisplay(3, 7),
		"3:draw J":      linko.DrawFromDisplay(3, linko.Joker),
		" 3: DRAW  j ":  linko.DrawFromDisplay(3, linko.Joker),
		"1:Play 10x2":   linko.Play(1, 10, 2, 0),
	} {
		got, err := linko.ParseMove(text)
		require.NoError(t, err, "%q", text)
		assert.Equal(t, want, got, "%q", text)
	}
}

func TestParseMoveRejectsWhatIsNotAMove(t *testing.T) {
	for text, says := range map[string]string{
		"":                "write SEAT:VERB",
		"play 7":          "write SEAT:VERB",
		"x:play 7":        "is not a seat number",
		"-1:take":         "is not a seat number",
		"1:":              "the verb is missing",
		"1:steal":         `unknown verb "steal"`,
		"1:take 7":        "take takes 0 argument(s)",
		"1:play":          "play takes 1 argument(s)",
		"1:play 7x9":      "is not a count from 2 to 8",
		"1:play 7x1":      "is not a count from 2 to 8",
		"1:play 14":       "is not a card",
		"1:play 7+8":      "of one value",
		"1:play Jx6":      "there are only 5 jokers",
		"1:play 0":        "is not a card",
		"1:draw":          "draw takes 1 argument(s)",
		"1:draw ?":        "draw pile, or draw a card",
		"1:draw 7 8":      "draw takes 1 argument(s)",
		"1:play 07":       "is not a card",
		"1:play +7":       "is not a card",
		"1:play 7x02":     "is not a count",
		"1:play 7x2+Jx2x": "is not a count",
	} {
		_, err := linko.ParseMove(text)
		require.ErrorIs(t, err, linko.ErrIllegalMove, "%q", text)
		assert.ErrorContains(t, err, says, "%q", text)
	}
}

// TestMoveNotationRoundTrips over the legal moves of random states, in text
// and in JSON.
func TestMoveNotationRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		gametest.CheckMoveNotation(t, randomState(t).LegalMoves(), linko.ParseMove)
	})
}

// TestMarshalRefusesMovesThatDoNotReadBack, in text and in JSON alike.
func TestMarshalRefusesMovesThatDoNotReadBack(t *testing.T) {
	for _, m := range []linko.Move{
		{Seat: 1},                                // no kind
		{Seat: 1, Kind: 99},                      // no known kind
		linko.Take(-1),                           // no seat
		linko.Play(1, 7, 9, 0),                   // nine 7s are no meld
		linko.DrawFromDisplay(1, 0),              // a hidden card
		{Seat: 1, Kind: linko.MoveTake, Card: 7}, // a take names no card
	} {
		_, err := m.MarshalText()
		assert.Error(t, err, "%+v", m)
		_, err = json.Marshal(m)
		assert.Error(t, err, "%+v", m)
	}
}

func TestEventNotation(t *testing.T) {
	deal := make([]linko.Card, linko.NumCards)
	for i := range deal {
		deal[i] = linko.Card(1 + i%13)
	}
	for _, c := range []struct {
		event      linko.Event
		text, json string
	}{
		{played(2, meld(t, "7x2+J")), "cards-played seat=2 meld=7x2+J", `{"kind":"cards-played","seat":2,"meld":"7x2+J"}`},
		{attacked(0, 2, meld(t, "9x2")), "attacked seat=0 victim=2 meld=9x2", `{"kind":"attacked","seat":0,"victim":2,"meld":"9x2"}`},
		{turnPassed(1), "turn-passed seat=1", `{"kind":"turn-passed","seat":1}`},
		{drawn(1, linko.FromPile, 7), "card-drawn seat=1 from=pile card=7", `{"kind":"card-drawn","seat":1,"from":"pile","card":"7"}`},
		{drawn(1, linko.FromPile, linko.Hidden), "card-drawn seat=1 from=pile card=?", `{"kind":"card-drawn","seat":1,"from":"pile","card":"?"}`},
		{linko.Event{Kind: linko.DisplayRefilled, Display: [6]linko.Card{6, 10, 11, linko.Joker, 8, 8}},
			"display-refilled display=6,10,11,J,8,8", `{"kind":"display-refilled","display":["6","10","11","J","8","8"]}`},
		{linko.Event{Kind: linko.RoundEnded, Round: 2, Players: 3, Scores: [5]int{3, -2, 5}},
			"round-ended round=2 scores=3,-2,5", `{"kind":"round-ended","round":2,"scores":[3,-2,5]}`},
		{linko.Event{Kind: linko.GameEnded, Players: 2, Scores: [5]int{1, 1}},
			"game-ended scores=1,1", `{"kind":"game-ended","scores":[1,1]}`},
		{linko.Event{Kind: linko.RoundEnded, Round: 1, Players: 3, Scores: [5]int{3, -2, 5}, Ending: linko.HandEmptied, Seat: 2},
			"round-ended round=1 scores=3,-2,5 ending=hand-emptied seat=2", `{"kind":"round-ended","round":1,"scores":[3,-2,5],"ending":"hand-emptied","seat":2}`},
		{linko.Event{Kind: linko.RoundEnded, Round: 3, Players: 2, Scores: [5]int{3, -2}, Ending: linko.HandEmptied, Seat: 1, Last: true},
			"round-ended round=3 scores=3,-2 ending=hand-emptied seat=1 last=true",
			`{"kind":"round-ended","round":3,"scores":[3,-2],"ending":"hand-emptied","seat":1,"last":true}`},
		{linko.Event{Kind: linko.GameEnded, Players: 2, Scores: [5]int{1, 1}, Ending: linko.CardsOut},
			"game-ended scores=1,1 ending=cards-out", `{"kind":"game-ended","scores":[1,1],"ending":"cards-out"}`},
		{linko.Event{Kind: linko.RoundDealt, Round: 2, Seat: 1, Players: 2, Deal: deck.Of(deal...)}, "", ""},
	} {
		gametest.CheckNotation(t, c.event, c.text, c.json)
	}
}

func TestEventDecodingRejectsMalformedEvents(t *testing.T) {
	for _, text := range []string{
		"", "dealt seat=1", "turn-passed", "turn-passed seat=1 seat=1", "turn-passed seat=9",
		"turn-passed seat=1 card=7", "turn-passed seat", "card-drawn seat=1 from=hand card=7",
		"round-ended round=1 scores=1", "round-ended round=1 scores=1,2,3,4,5,6", "display-refilled display=1,2",
		"round-dealt round=2 seat=0 players=2 deal=1,2,3",
		"round-ended round=1 scores=1,2 seat=0", "round-ended round=1 scores=1,2 ending=cards-out seat=0",
		"round-ended round=1 scores=1,2 ending=hand-emptied", "game-ended scores=1,2 ending=none",
		"round-ended round=1 scores=1,2 ending=cards-out last=yes", "round-ended round=1 scores=1,2 last=false",
		"game-ended scores=1,2 last=true",
	} {
		var e linko.Event
		assert.ErrorIs(t, e.UnmarshalText([]byte(text)), linko.ErrInvalidEvent, "%q", text)
		assert.Equal(t, linko.Event{}, e, "a failed decoding changed the event")
	}
	for _, data := range []string{
		`[]`, `{}`, `{"kind":7}`, `{"kind":"turn-passed","seat":"x"}`, `{"kind":"turn-passed","seat":1.5}`,
		`{"kind":"turn-passed","seat":1,"extra":2}`, `{"kind":"display-refilled","display":[["1"],"2","3","4","5","6"]}`,
		`{"kind":"display-refilled","display":{"a":1}}`,
	} {
		var e linko.Event
		assert.ErrorIs(t, json.Unmarshal([]byte(data), &e), linko.ErrInvalidEvent, "%s", data)
	}
}

func TestCardAndMeldNotation(t *testing.T) {
	for _, c := range []linko.Card{1, 7, 13, linko.Joker, linko.Hidden} {
		back, err := linko.ParseCard(c.String())
		require.NoError(t, err)
		assert.Equal(t, c, back)
	}
	assert.Equal(t, "Card(99)", linko.Card(99).String())
	_, err := json.Marshal(linko.Card(99))
	assert.Error(t, err)
	for _, text := range []string{"7", "7x2", "7x2+J", "J", "Jx5", "13x8+Jx5"} {
		m, err := linko.ParseMeld(text)
		require.NoError(t, err)
		assert.Equal(t, text, m.String())
	}
}

// TestIllegalMovesSayWhatTheSeatCannotDo: the message reads as a verb
// (issue #12: "seat 0 cannot draw pile now").
func TestIllegalMovesSayWhatTheSeatCannotDo(t *testing.T) {
	s := example2(t)
	for m, says := range map[linko.Move]string{
		linko.DrawFromPile(0):        "seat 0 cannot draw from the pile now: it is to play",
		linko.DrawFromDisplay(0, 10): "seat 0 cannot draw from the display now",
		linko.TakeBack(0):            "seat 0 cannot take back now",
	} {
		_, _, err := s.Apply(m)
		assert.ErrorContains(t, err, says)
	}
}

// TestEveryMoveMarshalsToWhatParsesBackOrFails: any Move a caller can build
// either marshals to text and JSON that read back as itself, or fails to
// marshal (issue #12: "-1:take" and "0:draw ?" were written, then refused).
func TestEveryMoveMarshalsToWhatParsesBackOrFails(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := linko.Move{
			Seat: rapid.OneOf(rapid.IntRange(-3, 7), rapid.Int()).Draw(t, "seat"),
			Kind: linko.MoveKind(rapid.IntRange(0, 9).Draw(t, "kind")),
			Meld: linko.Meld{
				Value:  linko.Card(rapid.IntRange(0, 16).Draw(t, "value")),
				Count:  uint8(rapid.IntRange(0, 255).Draw(t, "count")),
				Jokers: uint8(rapid.IntRange(0, 255).Draw(t, "jokers")),
			},
			Card: linko.Card(rapid.IntRange(0, 255).Draw(t, "card")),
		}
		if rapid.Bool().Draw(t, "clean") { // mostly moves of the right shape
			if m.Kind != linko.MovePlay {
				m.Meld = linko.Meld{}
			}
			if m.Kind != linko.MoveDrawDisplay {
				m.Card = linko.Hidden
			}
		}
		text, err := m.MarshalText()
		data, jsonErr := json.Marshal(m)
		require.Equal(t, err == nil, jsonErr == nil)
		_ = m.String() // never panics
		if err != nil {
			return
		}
		back, err := linko.ParseMove(string(text))
		require.NoError(t, err, "%s", text)
		require.Equal(t, m, back)
		back = linko.Move{}
		require.NoError(t, json.Unmarshal(data, &back), "%s", data)
		require.Equal(t, m, back)
		forSeat, err := linko.ParseMoveFor(m.Seat, string(text))
		require.NoError(t, err)
		require.Equal(t, m, forSeat)
	})
}

func TestMoveJSONObjects(t *testing.T) {
	for _, c := range []struct {
		data, object string
		want         linko.Move
	}{
		{`{"seat":2,"kind":"play","meld":"7x2+J"}`, `{"seat":2,"kind":"play","meld":"7x2+J"}`, linko.Play(2, 7, 2, 1)},
		{`{"seat":0,"kind":"play","meld":"Jx2"}`, `{"seat":0,"kind":"play","meld":"Jx2"}`, linko.Play(0, linko.Hidden, 0, 2)},
		{`{"kind":"take","seat":0}`, `{"seat":0,"kind":"take"}`, linko.Take(0)},
		{`{"seat":1,"kind":"leave"}`, `{"seat":1,"kind":"leave"}`, linko.Leave(1)},
		{`{"seat":3,"kind":"takeback"}`, `{"seat":3,"kind":"takeback"}`, linko.TakeBack(3)},
		{`{"seat":3,"kind":"discard"}`, `{"seat":3,"kind":"discard"}`, linko.Discard(3)},
		{`{"seat":3,"kind":"draw pile"}`, `{"seat":3,"kind":"draw pile"}`, linko.DrawFromPile(3)},
		{`{"seat":1,"kind":"draw","card":"7"}`, `{"seat":1,"kind":"draw","card":"7"}`, linko.DrawFromDisplay(1, 7)},
		{`"1:draw J"`, `{"seat":1,"kind":"draw","card":"J"}`, linko.DrawFromDisplay(1, linko.Joker)},
	} {
		var m linko.Move
		require.NoError(t, json.Unmarshal([]byte(c.data), &m), c.data)
		assert.Equal(t, c.want, m, c.data)
		out, err := json.Marshal(m)
		require.NoError(t, err)
		assert.Equal(t, c.object, string(out), "a move marshals to its object, members in a fixed order")
	}
	for data, says := range map[string]string{
		`{"seat":2,"kind":"play"}`:                             "names its \"meld\"",
		`{"seat":2,"kind":"take","meld":"7"}`:                  "names its \"meld\"",
		`{"seat":2,"kind":"draw","card":"?"}`:                  "draw a card of the display",
		`{"seat":2,"kind":"draw"}`:                             "names its \"card\"",
		`{"seat":-1,"kind":"take"}`:                            "is not a seat number",
		`{"kind":"take"}`:                                      "seat and kind are required",
		`{"seat":0,"kind":"steal"}`:                            `"steal" is not a kind of move`,
		`{"seat":0,"kind":"take","x":1}`:                       "unknown field",
		`{"seat":0,"kind":"play","meld":"7x9"}`:                "is not a count",
		`{"seat":"0","kind":"take"}`:                           "seat",
		`[1,2]`:                                                "a move is its notation",
		`"0:steal"`:                                            "unknown verb",
		`{"seat":0,"kind":"play","meld":"7","card":"7"}`:       "names its \"card\"",
		`{"seat":0,"kind":"` + strings.Repeat("x", 300) + `"}`: "a move is its notation",
	} {
		m := linko.Take(4)
		err := json.Unmarshal([]byte(data), &m)
		require.ErrorIs(t, err, linko.ErrIllegalMove, data)
		assert.ErrorContains(t, err, says, data)
		assert.Equal(t, linko.Take(4), m, "a failed decoding changed the move")
	}
}

func TestParseMoveFor(t *testing.T) {
	for text, want := range map[string]linko.Move{
		"play 7x2+J":   linko.Play(2, 7, 2, 1),
		"2:play 7x2+J": linko.Play(2, 7, 2, 1),
		" draw pile ":  linko.DrawFromPile(2),
		"TAKE":         linko.Take(2),
	} {
		m, err := linko.ParseMoveFor(2, text)
		require.NoError(t, err, text)
		assert.Equal(t, want, m, text)
	}
	for text, says := range map[string]string{
		"1:play 7":  "is a move of seat 1, not of seat 2",
		"steal":     "unknown verb",
		"":          "the verb is missing",
		"x:take":    "is not a seat number",
		"play 7x99": "is not a count",
	} {
		_, err := linko.ParseMoveFor(2, text)
		require.ErrorIs(t, err, linko.ErrIllegalMove, text)
		assert.ErrorContains(t, err, says, text)
	}
	_, err := linko.ParseMoveFor(-1, "take")
	assert.ErrorContains(t, err, "seat -1 is not a seat number")
}

// TestParseErrorsQuoteLittle: a huge input gives a short message, and
// costs little (issue #12: 1 MB of junk allocated 18 MB, and its error
// quoted all of it).
func TestParseErrorsQuoteLittle(t *testing.T) {
	junk := strings.Repeat("1:play 7 ", 1<<17)
	for _, parse := range []func(string) error{
		func(s string) error { _, err := linko.ParseMove(s); return err },
		func(s string) error { _, err := linko.ParseMoveFor(1, s); return err },
		func(s string) error { _, err := linko.ParseMeld(s); return err },
		func(s string) error { _, err := linko.ParseCard(s); return err },
		func(s string) error { var e linko.Event; return e.UnmarshalText([]byte(s)) },
		func(s string) error { var e linko.Event; return json.Unmarshal([]byte(`"`+s+`"`), &e) },
		func(s string) error { var m linko.Move; return json.Unmarshal([]byte(`"`+s+`"`), &m) },
		func(s string) error { var e linko.Event; return e.UnmarshalText([]byte("turn-passed " + s[:3000])) },
		func(s string) error {
			var e linko.Event
			return e.UnmarshalText([]byte("turn-passed seat=" + strings.Repeat("9", 3000)))
		},
		func(s string) error {
			var e linko.Event
			return json.Unmarshal([]byte(`{"kind":"turn-passed","seat":"`+strings.Repeat("9", 3000)+`"}`), &e)
		},
	} {
		err := parse(junk)
		require.Error(t, err)
		assert.Less(t, len(err.Error()), 300, "%.300s", err)
		allocs := testing.AllocsPerRun(2, func() { _ = parse(junk) })
		assert.Less(t, allocs, 1000.0)
	}
	big := strings.Repeat("1:play 7 ", 1<<17)
	var stats runtime.MemStats
	runtime.ReadMemStats(&stats)
	before := stats.TotalAlloc
	_, _ = linko.ParseMove(big)
	runtime.ReadMemStats(&stats)
	assert.Less(t, stats.TotalAlloc-before, uint64(10*len(big)), "ParseMove allocates more than 10x its input")
}
