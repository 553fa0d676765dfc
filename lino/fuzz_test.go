package lino_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/lino"
)

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"0:move 4,0 3,8", "1:place 5,4", " 0 : MOVE 1,2  3,4", "1:place -128,127"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := lino.ParseMove(text)
		if err != nil {
			require.ErrorIs(t, err, lino.ErrIllegalMove)
			return
		}
		back, err := lino.ParseMove(m.String())
		require.NoError(t, err)
		require.Equal(t, m, back)
	})
}

// FuzzPositionJSON reads a Position from JSON, loads it, and plays on
// with the moves the remaining bytes choose: a position either is refused
// with ErrInvalidPosition, or round-trips at every step of the play, with
// events that marshal.
func FuzzPositionJSON(f *testing.F) {
	for _, opts := range []lino.Options{{Bonus: true, Seed: 2}, {Rounds: 2, Seed: 3}} {
		s, _ := lino.New(opts)
		for i := 0; !s.Over(); i++ {
			if i%9 == 0 || s.Phase() != lino.PhaseFilling {
				data, _ := json.Marshal(s.Position())
				f.Add(data, []byte{byte(i), 7, 3})
			}
			s, _, _ = s.Apply(s.LegalMoves()[i%len(s.LegalMoves())])
		}
	}
	f.Fuzz(func(t *testing.T, data, choices []byte) {
		var p lino.Position
		if err := json.Unmarshal(data, &p); err != nil {
			var syntax *json.SyntaxError
			if !errors.As(err, &syntax) {
				require.ErrorIs(t, err, lino.ErrInvalidPosition)
			}
			return
		}
		s, err := lino.FromPosition(p)
		if err != nil {
			require.ErrorIs(t, err, lino.ErrInvalidPosition)
			return
		}
		for {
			back, err := lino.FromPosition(s.Position())
			require.NoError(t, err)
			require.True(t, back == s)
			moves := s.LegalMoves()
			if len(moves) == 0 || len(choices) == 0 {
				return
			}
			var events []lino.Event
			s, events, err = s.Apply(moves[int(choices[0])%len(moves)])
			require.NoError(t, err)
			choices = choices[1:]
			for _, e := range events {
				_, err := json.Marshal(e)
				require.NoError(t, err)
			}
		}
	})
}

func FuzzEventLog(f *testing.F) {
	opts := lino.Options{Seed: 1}
	s, _ := lino.New(opts)
	var log []lino.Event
	for range 10 {
		var events []lino.Event
		s, events, _ = s.Apply(s.LegalMoves()[3])
		log = append(log, events...)
	}
	data, _ := json.Marshal(log)
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		var events []lino.Event
		if json.Unmarshal(data, &events) != nil {
			return
		}
		if _, err := lino.Fold(opts, events); err != nil {
			require.ErrorIs(t, err, lino.ErrInvalidEvent)
		}
	})
}

func FuzzMoves(f *testing.F) {
	f.Add(uint64(1), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		s, err := lino.New(lino.Options{Seed: seed, Bonus: seed%2 == 0, Rounds: 1 + int(seed%2)})
		require.NoError(t, err)
		for len(data) >= 5 {
			var m lino.Move
			if data[0]%2 == 0 && !s.Over() {
				legal := s.LegalMoves()
				m = legal[(int(data[1])<<8|int(data[2]))%len(legal)]
			} else {
				m = lino.Move{
					Seat: int(data[1]%4) - 1,
					Kind: lino.MoveKind(data[2] % 4),
					From: lino.Cell{X: int8(data[3]%40) - 10, Y: int8(data[4]%40) - 10},
					To:   lino.Cell{X: int8(data[4]%40) - 10, Y: int8(data[3]%40) - 10},
				}
			}
			data = data[5:]
			next, _, err := s.Apply(m)
			if err != nil {
				require.ErrorIs(t, err, lino.ErrIllegalMove)
				require.True(t, next == s)
				continue
			}
			s = next
		}
	})
}

// FuzzViewJSON reads a View from JSON: it is refused with
// ErrInvalidPosition, or its legal moves, the bots, its drawing and its
// JSON work without a panic, and a move a bot chooses is legal.
func FuzzViewJSON(f *testing.F) {
	s, _ := lino.New(lino.Options{Bonus: true, Seed: 5})
	for i := 0; !s.Over(); i++ {
		if i%11 == 0 {
			data, _ := json.Marshal(s.View(s.ToMove()))
			f.Add(data)
		}
		s, _, _ = s.Apply(s.LegalMoves()[i%len(s.LegalMoves())])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v lino.View
		if err := json.Unmarshal(data, &v); err != nil {
			var syntax *json.SyntaxError
			if !errors.As(err, &syntax) {
				require.ErrorIs(t, err, lino.ErrInvalidPosition)
			}
			return
		}
		legal := v.LegalMoves()
		var flat []lino.Move
		for _, c := range v.Choices() {
			flat = append(flat, c.Moves...)
		}
		require.Equal(t, legal, flat)
		_ = v.String()
		if data, err := json.Marshal(v); err == nil {
			var back lino.View
			require.NoError(t, json.Unmarshal(data, &back))
		}
		for _, bot := range []lino.Bot{lino.NewRandomBot(1), lino.GreedyBot{}} {
			if m, err := bot.Choose(context.Background(), v); err == nil {
				require.Contains(t, legal, m)
			}
		}
	})
}
