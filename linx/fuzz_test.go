package linx_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/linx"
)

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"0:up R 1,2", "1:down P 0,0", "2:pass", " 3 : UP scissors -1,0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := linx.ParseMove(text)
		if err != nil {
			require.ErrorIs(t, err, linx.ErrIllegalMove)
			return
		}
		back, err := linx.ParseMove(m.String())
		require.NoError(t, err)
		require.Equal(t, m, back)
	})
}

func FuzzPositionJSON(f *testing.F) {
	for players := 2; players <= 4; players++ {
		s, _ := linx.New(linx.Options{Players: players, Seed: 3})
		s, _, _ = s.Apply(s.LegalMoves()[0])
		data, _ := json.Marshal(s.Position())
		f.Add(data, []byte{0, 1, 2})
	}
	// A state in the middle of a move, and one between rounds.
	s, _ := linx.New(linx.Options{Players: 2, Seed: 5})
	for s.Round() == 1 {
		next, events, _ := s.Apply(s.LegalMoves()[0])
		mid, _ := s.Evolve(events[0])
		data, _ := json.Marshal(mid.Position())
		f.Add(data, []byte{3})
		s = next
	}
	f.Fuzz(func(t *testing.T, data []byte, choices []byte) {
		var p linx.Position
		if err := json.Unmarshal(data, &p); err != nil {
			// encoding/json checks the syntax before the Position reads it.
			var syntax *json.SyntaxError
			if !errors.As(err, &syntax) {
				require.ErrorIs(t, err, linx.ErrInvalidPosition)
			}
			return
		}
		s, err := linx.FromPosition(p)
		if err != nil {
			require.ErrorIs(t, err, linx.ErrInvalidPosition)
			return
		}
		// It round-trips, and plays on: each state reached round-trips and
		// every event marshals.
		for _, c := range append(choices, 0) {
			back, err := linx.FromPosition(s.Position())
			require.NoError(t, err)
			require.True(t, back == s)
			moves := s.LegalMoves()
			if len(moves) == 0 {
				break
			}
			var events []linx.Event
			s, events, err = s.Apply(moves[int(c)%len(moves)])
			require.NoError(t, err)
			for _, e := range events {
				_, err := json.Marshal(e)
				require.NoError(t, err)
			}
			_ = s.View(int(c)%5 - 1).String()
		}
	})
}

func FuzzViewJSON(f *testing.F) {
	s, _ := linx.New(linx.Options{Players: 3, Seed: 3})
	data, _ := json.Marshal(s.View(0))
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		var v linx.View
		if json.Unmarshal(data, &v) != nil {
			return
		}
		moves := v.LegalMoves()
		_ = v.String()
		if m, err := (linx.GreedyBot{}).Choose(context.Background(), v); err == nil {
			require.Contains(t, moves, m)
		}
	})
}

func FuzzMoveJSON(f *testing.F) {
	for _, s := range []string{`"0:up R 1,2"`, `{"seat":0,"kind":"up","symbol":"R","cell":"1,2"}`, `{"seat":2,"kind":"pass"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var m linx.Move
		if err := json.Unmarshal(data, &m); err != nil {
			return
		}
		back, err := json.Marshal(m)
		require.NoError(t, err)
		var again linx.Move
		require.NoError(t, json.Unmarshal(back, &again))
		require.Equal(t, m, again)
	})
}

func FuzzEventLog(f *testing.F) {
	opts := linx.Options{Players: 3, Seed: 8}
	s, _ := linx.New(opts)
	var log []linx.Event
	for range 12 {
		var events []linx.Event
		s, events, _ = s.Apply(s.LegalMoves()[0])
		log = append(log, events...)
	}
	data, _ := json.Marshal(log)
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		var events []linx.Event
		if json.Unmarshal(data, &events) != nil {
			return
		}
		if _, err := linx.Fold(opts, events); err != nil {
			require.ErrorIs(t, err, linx.ErrInvalidEvent)
		}
	})
}

func FuzzMoves(f *testing.F) {
	f.Add(uint64(1), []byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		s, err := linx.New(linx.Options{Players: 2 + int(seed%3), Seed: seed})
		require.NoError(t, err)
		for len(data) >= 4 {
			var m linx.Move
			if data[0]%2 == 0 && !s.Over() {
				legal := s.LegalMoves()
				m = legal[int(data[1])%len(legal)]
			} else {
				m = linx.Move{Seat: int(data[1]%6) - 1, Kind: linx.MoveKind(data[2] % 5), Symbol: linx.Symbol(data[3] % 5),
					Cell: linx.Cell{X: int8(data[2]%13) - 6, Y: int8(data[3]%13) - 6}}
			}
			data = data[4:]
			next, _, err := s.Apply(m)
			if err != nil {
				require.ErrorIs(t, err, linx.ErrIllegalMove)
				require.True(t, next == s)
				continue
			}
			s = next
		}
	})
}

func FuzzEventJSONAndText(f *testing.F) {
	for _, s := range []string{`{"kind":"tile-placed","seat":0,"cell":"1,2","tile":"yR","face":"up"}`,
		`{"kind":"tiles-drawn","seat":1,"count":1,"tiles":["bP"]}`, `{"kind":"passed","seat":1,"hand":"RRS."}`,
		"line-made seat=2 line=0,0..2,2 face=down", "match-won seat=1 scores=0,2,1,0"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, decode := range []func(*linx.Event) error{
			func(e *linx.Event) error { return json.Unmarshal(data, e) },
			func(e *linx.Event) error { return e.UnmarshalText(data) },
		} {
			var e linx.Event
			if err := decode(&e); err != nil {
				var syntax *json.SyntaxError
				if !errors.As(err, &syntax) {
					require.ErrorIs(t, err, linx.ErrInvalidEvent)
				}
				continue
			}
			text, err := e.MarshalText()
			require.NoError(t, err)
			var back linx.Event
			require.NoError(t, back.UnmarshalText(text))
			require.Equal(t, e, back)
			js, err := json.Marshal(e)
			require.NoError(t, err)
			back = linx.Event{}
			require.NoError(t, json.Unmarshal(js, &back))
			require.Equal(t, e, back)
		}
	})
}
