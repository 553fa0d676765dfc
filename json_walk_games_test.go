package tabletop_test

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// The samples of each game's exported types, for TestJSONIsNeverSilent.

func linkoSamples(t *testing.T) map[string]jsonSample {
	s, err := linko.New(linko.Options{Players: 3, Seed: 3})
	require.NoError(t, err)
	v := s.View(0)
	sampler, err := linko.NewSampler(v)
	require.NoError(t, err)
	next, events, err := s.Apply(s.LegalMoves()[0])
	require.NoError(t, err)
	_, _, refusal := s.Apply(linko.Take(1))
	bot := &linko.ISMCTSBot{Iterations: 10, Seed: 1}
	result, err := bot.Search(context.Background(), next.View(next.ToMove()))
	require.NoError(t, err)
	return map[string]jsonSample{
		"Bot":          {none: true},
		"RandomBot":    {value: linko.NewRandomBot(1), refuses: true},
		"GreedyBot":    {value: linko.GreedyBot{}},
		"Card":         {value: linko.Card(7)},
		"Meld":         {value: linko.Meld{Value: 7, Count: 2, Jokers: 1}},
		"Choice":       {value: v.In(lang.English).Choices()[0]},
		"EventKind":    {value: events[0].Kind, kind: true},
		"Source":       {value: linko.FromDisplay, kind: true},
		"Ending":       {value: linko.CardsOut, kind: true},
		"Event":        {value: events[0]},
		"ISMCTSBot":    {value: &linko.ISMCTSBot{Iterations: 10}}, // seeded, it refuses (TestNoTypedISMCTSBotsJSONShowsItsSeed)
		"SearchResult": {value: result},
		"Stop":         {value: linko.StopContext, kind: true},
		"MoveStat":     {value: result.Moves[0]},
		"MoveKind":     {value: linko.MoveTake, kind: true},
		"Move":         {value: s.LegalMoves()[0]},
		"Options":      {value: s.Options()},
		"Position":     {value: s.Position()},
		"MoveError":    {value: refusal},
		"Reason":       {value: linko.ReasonNotInHand},
		"Sampler":      {value: sampler, refuses: true},
		"Unseen":       {value: sampler.Unseen()},
		"State":        {value: s, refuses: true},
		"Phase":        {value: s.Phase()},
		"View":         {value: v},
	}
}

func linoSamples(t *testing.T) map[string]jsonSample {
	s, err := lino.New(lino.Options{Seed: 3})
	require.NoError(t, err)
	v := s.View(0)
	sampler, err := lino.NewSampler(v)
	require.NoError(t, err)
	next, events, err := s.Apply(s.LegalMoves()[0])
	require.NoError(t, err)
	_, _, refusal := s.Apply(lino.Place(1, lino.Cell{}))
	bot := &lino.ISMCTSBot{Iterations: 10, Seed: 1}
	result, err := bot.Search(context.Background(), next.View(next.ToMove()))
	require.NoError(t, err)
	return map[string]jsonSample{
		"Bot":          {none: true},
		"RandomBot":    {value: lino.NewRandomBot(1), refuses: true},
		"GreedyBot":    {value: lino.GreedyBot{}},
		"Cell":         {value: lino.Cell{X: 1, Y: 2}},
		"Axes":         {value: v.Axes()},
		"Choice":       {value: v.In(lang.English).Choices()[0]},
		"EventKind":    {value: events[0].Kind, kind: true},
		"Event":        {value: events[0]},
		"Face":         {value: s.Position().Tiles[0].Face},
		"ISMCTSBot":    {value: &lino.ISMCTSBot{Iterations: 10}}, // seeded, it refuses (TestNoTypedISMCTSBotsJSONShowsItsSeed)
		"SearchResult": {value: result},
		"Stop":         {value: lino.StopContext, kind: true},
		"MoveStat":     {value: result.Moves[0]},
		"MoveKind":     {value: lino.PlaceStone, kind: true},
		"Move":         {value: s.LegalMoves()[0]},
		"Options":      {value: s.Options()},
		"Position":     {value: s.Position()},
		"Tile":         {value: s.Position().Tiles[0]},
		"MoveError":    {value: refusal},
		"Reason":       {value: lino.ReasonCellTaken},
		"Direction":    {value: lino.Direction(1), kind: true},
		"Row":          {value: lino.Row{Len: 2}},
		"Sampler":      {value: sampler, refuses: true},
		"State":        {value: s, refuses: true},
		"Phase":        {value: s.Phase()},
		"View":         {value: v},
	}
}

func linxSamples(t *testing.T) map[string]jsonSample {
	s, err := linx.New(linx.Options{Players: 2, Seed: 3})
	require.NoError(t, err)
	v := s.View(0)
	sampler, err := linx.NewSampler(v)
	require.NoError(t, err)
	next, events, err := s.Apply(s.LegalMoves()[0])
	require.NoError(t, err)
	_, _, refusal := s.Apply(linx.PassTurn(1))
	bot := &linx.ISMCTSBot{Iterations: 10, Seed: 1}
	result, err := bot.Search(context.Background(), next.View(next.ToMove()))
	require.NoError(t, err)
	return map[string]jsonSample{
		"Bot":          {none: true},
		"RandomBot":    {value: linx.NewRandomBot(1), refuses: true},
		"GreedyBot":    {value: linx.GreedyBot{}},
		"Cell":         {value: linx.Cell{X: 1, Y: 2}},
		"Axes":         {value: v.Axes()},
		"Colour":       {value: linx.Colour(1), kind: true},
		"Choice":       {value: v.In(lang.English).Choices()[0]},
		"EventKind":    {value: events[0].Kind, kind: true},
		"Event":        {value: events[0]},
		"ISMCTSBot":    {value: &linx.ISMCTSBot{Iterations: 10}}, // seeded, it refuses (TestNoTypedISMCTSBotsJSONShowsItsSeed)
		"SearchResult": {value: result},
		"Stop":         {value: linx.StopContext, kind: true},
		"MoveStat":     {value: result.Moves[0]},
		"Line":         {value: linx.Line{}},
		"Direction":    {value: linx.Direction(1), kind: true},
		"MoveKind":     {value: linx.Pass, kind: true},
		"Move":         {value: s.LegalMoves()[0]},
		"Options":      {value: s.Options()},
		"Position":     {value: s.Position()},
		"Stack":        {value: next.Position().Grid[0]},
		"MoveError":    {value: refusal},
		"Reason":       {value: linx.ReasonNotInHand},
		"Sampler":      {value: sampler, refuses: true},
		"Unseen":       {value: sampler.Unseen()},
		"State":        {value: s, refuses: true},
		"Phase":        {value: s.Phase()},
		"Symbol":       {value: linx.Symbol(1)},
		"Tile":         {value: linx.Tile(1)},
		"View":         {value: v},
	}
}

// TestZeroValuesReadTheirJSONBack: the zero value of every exported type
// of the games that marshals, and reads JSON, reads its own JSON back (the
// zero linx.Stack, say, whose face-up tile is "?"), or refuses to marshal.
func TestZeroValuesReadTheirJSONBack(t *testing.T) {
	for name, sample := range jsonSamples(t) {
		if sample.none || sample.value == nil {
			continue
		}
		typ := reflect.TypeOf(sample.value)
		if typ.Kind() == reflect.Pointer {
			typ = typ.Elem()
		}
		data, err := json.Marshal(reflect.Zero(typ).Interface())
		back := reflect.New(typ)
		if _, reads := back.Interface().(json.Unmarshaler); err != nil || !reads {
			continue
		}
		if assert.NoError(t, json.Unmarshal(data, back.Interface()), "the zero %s does not read its JSON %s back", name, data) {
			again, err := json.Marshal(back.Elem().Interface())
			require.NoError(t, err, name)
			assert.JSONEq(t, string(data), string(again), name)
		}
	}
}
