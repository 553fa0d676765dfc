package linko_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/linko"
)

// FuzzParseMove: any text either fails with ErrIllegalMove or parses to a
// move whose notation parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"2:play 7x2+J", "0:take", "3:draw pile", "3:draw J", "1:play Jx2", " 3 : DRAW  j ", "9:play 13x8+Jx5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := linko.ParseMove(text)
		if err != nil {
			require.ErrorIs(t, err, linko.ErrIllegalMove)
			return
		}
		back, err := linko.ParseMove(m.String())
		require.NoError(t, err)
		require.Equal(t, m, back)
	})
}

// FuzzPositionJSON: any JSON either fails to decode with
// ErrInvalidPosition, is refused by FromPosition with ErrInvalidPosition, or
// gives a state that round-trips and plays on: every legal move leads to a
// state that round-trips and whose events marshal.
func FuzzPositionJSON(f *testing.F) {
	for _, seed := range []uint64{1, 2} {
		s, _ := linko.New(linko.Options{Players: 3, Seed: seed})
		s, _, _ = s.Apply(s.LegalMoves()[0])
		data, _ := json.Marshal(s.Position())
		f.Add(data)
		s, _ = s.Evolve(linko.Event{Kind: linko.CardsPlayed, Seat: 1, Meld: s.LegalMoves()[0].Meld})
		data, _ = json.Marshal(s.Position())
		f.Add(data)
	}
	f.Add([]byte(`{"options":{"players":2},"round":1,"hands":[[],[]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var p linko.Position
		if err := json.Unmarshal(data, &p); err != nil {
			var syntax *json.SyntaxError
			if !errors.As(err, &syntax) {
				require.ErrorIs(t, err, linko.ErrInvalidPosition)
			}
			return
		}
		s, err := linko.FromPosition(p)
		if err != nil {
			require.ErrorIs(t, err, linko.ErrInvalidPosition)
			return
		}
		players := s.Options().Players
		requireRoundTrips(t, s)
		for range 20 {
			moves := s.LegalMoves()
			if len(moves) == 0 {
				return
			}
			for _, m := range moves {
				next, events, err := s.Apply(m)
				require.NoError(t, err, "a legal move of an accepted position")
				requireRoundTrips(t, next)
				requireEventsMarshal(t, players, events)
			}
			s, _, _ = s.Apply(moves[len(data)%len(moves)])
		}
	})
}

// FuzzViewJSON: any JSON either fails to decode as a View, or gives one
// whose legal moves marshal, and that neither the bots nor String panic on.
func FuzzViewJSON(f *testing.F) {
	s, _ := linko.New(linko.Options{Players: 3, Seed: 1})
	for seat := -1; seat < 3; seat++ {
		data, _ := json.Marshal(s.View(seat))
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v linko.View
		if json.Unmarshal(data, &v) != nil {
			return
		}
		for _, m := range v.LegalMoves() {
			_, err := m.MarshalText()
			require.NoError(t, err)
		}
		_, _ = linko.GreedyBot{}.Choose(context.Background(), v)
		_, _ = linko.NewRandomBot(1).Choose(context.Background(), v)
		_ = v.String()
		_, _ = json.Marshal(v)
	})
}

// FuzzEventLog: any JSON log either fails to decode with ErrInvalidEvent or
// folds, stopping at the first event that cannot follow with
// ErrInvalidEvent.
func FuzzEventLog(f *testing.F) {
	opts := linko.Options{Players: 2, Seed: 5}
	s, _ := linko.New(opts)
	var log []linko.Event
	for range 12 {
		var events []linko.Event
		s, events, _ = s.Apply(s.LegalMoves()[len(s.LegalMoves())-1])
		log = append(log, events...)
	}
	data, _ := json.Marshal(log)
	f.Add(data)
	f.Add([]byte(`[{"kind":"turn-passed","seat":1}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var events []linko.Event
		if err := json.Unmarshal(data, &events); err != nil {
			var syntax *json.SyntaxError
			var typ *json.UnmarshalTypeError
			if !errors.As(err, &syntax) && !errors.As(err, &typ) {
				require.ErrorIs(t, err, linko.ErrInvalidEvent)
			}
			return
		}
		if _, err := linko.Fold(opts, events); err != nil {
			require.ErrorIs(t, err, linko.ErrInvalidEvent)
		}
	})
}

// fuzzMove reads a move from the first four bytes of data: when pickLegal
// and s is not over, the legal move that data[1] picks; otherwise a move of
// any seat, kind, meld and card, legal or not.
func fuzzMove(s linko.State, data []byte, pickLegal bool) linko.Move {
	if pickLegal && !s.Over() {
		legal := s.LegalMoves()
		return legal[int(data[1])%len(legal)]
	}
	return linko.Move{
		Seat: int(data[1]%7) - 1,
		Kind: linko.MoveKind(data[2] % 9),
		Meld: linko.Meld{Value: linko.Card(data[3] % 16), Count: data[2] % 10, Jokers: data[1] % 7},
		Card: linko.Card(data[3] % 16),
	}
}

// FuzzMoves plays a stream of arbitrary moves, legal or not, against Apply:
// no panic, every rejection wraps ErrIllegalMove and changes nothing.
func FuzzMoves(f *testing.F) {
	f.Add(uint64(1), []byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Add(uint64(7), []byte("play a game of linko with these bytes"))
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		s, err := linko.New(linko.Options{Players: 2 + int(seed%4), Seed: seed})
		require.NoError(t, err)
		for len(data) >= 4 {
			m := fuzzMove(s, data, data[0]%2 == 0)
			data = data[4:]
			next, _, err := s.Apply(m)
			if err != nil {
				require.ErrorIs(t, err, linko.ErrIllegalMove)
				require.True(t, next == s)
				continue
			}
			s = next
		}
	})
}
