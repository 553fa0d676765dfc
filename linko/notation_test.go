package linko_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/deck"
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
		" 3 : DRAW  j ": linko.DrawFromDisplay(3, linko.Joker),
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
		"1:play J+7":      "write the number cards first",
		"1:play 7+8":      "write the number cards first",
		"1:play Jx6":      "there are only 5 jokers",
		"1:play 0":        "is not a card",
		"1:draw":          "draw takes 1 argument(s)",
		"1:draw ?":        "draw pile, or draw a card",
		"1:draw 7 8":      "draw takes 1 argument(s)",
		"1:play 07":       "is not a card",
		"1:play +7":       "is not a card",
		"1:play 7x02":     "is not a count",
		"1:play 7x2+J+J":  "at most one number part",
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
		for _, m := range randomState(t).LegalMoves() {
			back, err := linko.ParseMove(m.String())
			require.NoError(t, err)
			require.Equal(t, m, back)
			data, err := json.Marshal(m)
			require.NoError(t, err)
			require.Equal(t, `"`+m.String()+`"`, string(data))
		}
	})
}

func TestMarshalRefusesMovesOfNoKind(t *testing.T) {
	_, err := linko.Move{Seat: 1}.MarshalText()
	assert.Error(t, err)
	_, err = linko.Play(1, 7, 9, 0).MarshalText()
	assert.Error(t, err, "nine 7s are no meld")
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
		{linko.Event{Kind: linko.RoundDealt, Round: 2, Seat: 1, Players: 2, Deal: deck.Of(deal...)}, "", ""},
	} {
		text, err := c.event.MarshalText()
		require.NoError(t, err)
		if c.text != "" {
			assert.Equal(t, c.text, string(text))
			assert.Equal(t, c.text, c.event.String())
		}
		var fromText linko.Event
		require.NoError(t, fromText.UnmarshalText(text))
		assert.Equal(t, c.event, fromText)

		data, err := json.Marshal(c.event)
		require.NoError(t, err)
		if c.json != "" {
			assert.JSONEq(t, c.json, string(data))
		}
		var fromJSON linko.Event
		require.NoError(t, json.Unmarshal(data, &fromJSON))
		assert.Equal(t, c.event, fromJSON)
	}
}

func TestEventDecodingRejectsMalformedEvents(t *testing.T) {
	for _, text := range []string{
		"", "dealt seat=1", "turn-passed", "turn-passed seat=1 seat=1", "turn-passed seat=9",
		"turn-passed seat=1 card=7", "turn-passed seat", "card-drawn seat=1 from=hand card=7",
		"round-ended round=1 scores=1", "round-ended round=1 scores=1,2,3,4,5,6", "display-refilled display=1,2",
		"round-dealt round=2 seat=0 players=2 deal=1,2,3",
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
