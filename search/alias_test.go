package search_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/search"
)

// Each game's answer types are this package's, so that what go doc shows
// here is what a game's bot answers.
var (
	_ search.Result[linko.Move]   = linko.SearchResult{}
	_ search.Result[lino.Move]    = lino.SearchResult{}
	_ search.Result[linx.Move]    = linx.SearchResult{}
	_ search.MoveStat[linko.Move] = linko.MoveStat{}
	_ search.MoveStat[lino.Move]  = lino.MoveStat{}
	_ search.MoveStat[linx.Move]  = linx.MoveStat{}
)

// TestGamesShareOneStop: every game's Stop is this package's, with the
// same values.
func TestGamesShareOneStop(t *testing.T) {
	for _, stops := range [][3]search.Stop{
		{linko.StopIterations, linko.StopDuration, linko.StopContext},
		{lino.StopIterations, lino.StopDuration, lino.StopContext},
		{linx.StopIterations, linx.StopDuration, linx.StopContext},
	} {
		assert.Equal(t, [3]search.Stop{search.StopIterations, search.StopDuration, search.StopContext}, stops)
	}
}

// TestBotsNameTheirGame: a game's RandomBot refuses to marshal, and its
// GreedyBot refuses JSON it does not write, with errors that begin with
// the game's name, as they did when each game wrote them.
func TestBotsNameTheirGame(t *testing.T) {
	_, err := json.Marshal(linko.NewRandomBot(1))
	assert.ErrorContains(t, err, "linko: a RandomBot does not marshal to JSON")
	var g lino.GreedyBot
	assert.ErrorContains(t, json.Unmarshal([]byte(`{"name":"random"}`), &g), "lino: a GreedyBot reads only")
	data, err := json.Marshal(linx.GreedyBot{})
	assert.NoError(t, err)
	assert.JSONEq(t, `{"name":"greedy"}`, string(data))
}

// The zero result of every game, a failed search's, marshals: its Move,
// whose zero refuses to marshal, is left out, and it reads back as the
// zero result.
func TestTheZeroResultMarshals(t *testing.T) {
	for _, zero := range []any{linko.SearchResult{}, lino.SearchResult{}, linx.SearchResult{}} {
		data, err := json.Marshal(zero)
		if assert.NoError(t, err, "%T", zero) {
			assert.JSONEq(t, `{"iterations":0,"stopped":"iterations","moves":null}`, string(data), "%T", zero)
		}
	}
	var back linko.SearchResult
	if assert.NoError(t, json.Unmarshal([]byte(`{"iterations":0,"stopped":"iterations","moves":null}`), &back)) {
		assert.Equal(t, linko.SearchResult{}, back)
	}
}
