package linko_test

import (
	"encoding/json"
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
)

// requireRoundTrips fails unless FromPosition rebuilds s from its Position,
// and, now and then (JSON is slow under the race detector), through JSON
// too.
func requireRoundTrips(t require.TestingT, s linko.State) {
	p := s.Position()
	back, err := linko.FromPosition(p)
	require.NoError(t, err, "%v", s)
	require.True(t, back == s, "FromPosition(s.Position()) != s:\n%v", s)
	if roundTrips++; roundTrips%8 != 0 {
		return
	}
	data, err := json.Marshal(p)
	require.NoError(t, err)
	var decoded linko.Position
	require.NoError(t, json.Unmarshal(data, &decoded), "%s", data)
	back, err = linko.FromPosition(decoded)
	require.NoError(t, err)
	require.True(t, back == s, "a position does not round-trip through JSON")
}

// roundTrips counts the calls of requireRoundTrips.
var roundTrips int

// requireEventsMarshal fails unless the events, and their redactions for a
// seat and a spectator, marshal to text and JSON that read back.
func requireEventsMarshal(t require.TestingT, players int, events []linko.Event) {
	for i, e := range events {
		for _, seat := range []int{-1, i % players} {
			r := e
			if seat >= 0 || e.Kind != linko.RoundDealt { // a redacted deal has hidden cards
				r = e.RedactFor(seat)
			}
			text, err := r.MarshalText()
			require.NoError(t, err, "%v", r)
			var back linko.Event
			require.NoError(t, back.UnmarshalText(text))
			require.Equal(t, r, back)
			data, err := json.Marshal(r)
			require.NoError(t, err)
			back = linko.Event{}
			require.NoError(t, json.Unmarshal(data, &back), "%s", data)
			require.Equal(t, r, back)
		}
	}
}

// TestEveryReachedStateRoundTrips: every State that Apply reaches, and every
// State that Fold gives of a prefix of the log (a move cut between its
// events included), round-trips through its Position.
func TestEveryReachedStateRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		s, err := linko.New(opts)
		require.NoError(t, err)
		requireRoundTrips(t, s)
		var log []linko.Event
		for step := 0; !s.Over() && step < 150; step++ {
			moves := s.LegalMoves()
			var events []linko.Event
			s, events, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
			requireRoundTrips(t, s)
			requireEventsMarshal(t, opts.Players, events)
			log = append(log, events...)
		}
		// Fold of every prefix is New, then Evolve of each event in turn.
		folded, err := linko.New(opts)
		require.NoError(t, err)
		for i, e := range log {
			folded, err = folded.Evolve(e)
			require.NoError(t, err, "event %d", i)
			requireRoundTrips(t, folded)
		}
		require.True(t, folded == s)
		cut := rapid.IntRange(0, len(log)).Draw(t, "cut")
		prefix, err := linko.Fold(opts, log[:cut])
		require.NoError(t, err)
		requireRoundTrips(t, prefix)
	})
}

// reachedPosition plays a random stretch of a random game, and stops now
// and then between two events of a move.
func reachedPosition(t *rapid.T) linko.State {
	opts := options().Draw(t, "options")
	s, err := linko.New(opts)
	require.NoError(t, err)
	for range rapid.IntRange(0, 300).Draw(t, "steps") {
		moves := s.LegalMoves()
		if len(moves) == 0 {
			break
		}
		next, events, err := s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
		require.NoError(t, err)
		if cut := rapid.IntRange(0, 20).Draw(t, "cut"); cut < len(events)-1 {
			for _, e := range events[:cut+1] {
				s, err = s.Evolve(e)
				require.NoError(t, err)
			}
			return s // a settling phase
		}
		s = next
	}
	return s
}

// requirePlaysOn fails unless an accepted state round-trips, and every
// move legal in it leads to a state that round-trips and whose events
// marshal; then it plays on, a few random moves.
func requirePlaysOn(t *rapid.T, s linko.State) {
	requireRoundTrips(t, s)
	players := s.Options().Players
	for _, m := range s.LegalMoves() {
		next, events, err := s.Apply(m)
		require.NoError(t, err, "the legal move %v", m)
		requireRoundTrips(t, next)
		requireEventsMarshal(t, players, events)
	}
	for range 30 {
		moves := s.LegalMoves()
		if len(moves) == 0 {
			return
		}
		next, events, err := s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "play on")])
		require.NoError(t, err)
		requireRoundTrips(t, next)
		requireEventsMarshal(t, players, events)
		s = next
	}
}

func TestAcceptedPositionsPlayOn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		requirePlaysOn(t, reachedPosition(t))
	})
}

// oddInt draws the numbers that break careless code: small ones, seat
// numbers just out of range, byte and int limits.
func oddInt(t *rapid.T, label string) int {
	return rapid.SampledFrom([]int{-1, 0, 1, 2, 3, 4, 5, 6, 12, 13, 14, 108, 109, 110, 127, 128, 255, 256, 1 << 15,
		-1 << 15, math.MaxInt32, math.MinInt32, math.MaxInt, math.MinInt}).Draw(t, label)
}

// mutate changes p in one of many ways: numbers set to odd values, fields
// swapped, dropped or duplicated, cards made up or moved. It is long as a
// list is: a case of a line or two for each way.
func mutate(t *rapid.T, p *linko.Position) {
	n := min(len(p.Hands), len(p.Known), len(p.Tableaux), len(p.Totals))
	if n == 0 {
		p.Round = oddInt(t, "round")
		return
	}
	seat := func(label string) int { return rapid.IntRange(0, n-1).Draw(t, label) }
	card := func(label string) linko.Card { return linko.Card(rapid.IntRange(0, 255).Draw(t, label)) }
	switch rapid.IntRange(0, 24).Draw(t, "mutation") {
	case 0:
		p.Round = oddInt(t, "round")
	case 1:
		p.Active = oddInt(t, "active")
	case 2:
		p.Victim = oddInt(t, "victim")
	case 3:
		p.Draws = oddInt(t, "draws")
	case 4:
		p.Phase = linko.Phase(rapid.IntRange(0, 255).Draw(t, "phase"))
	case 5:
		p.Totals[seat("seat")] = oddInt(t, "total")
	case 6:
		p.Options.Players = oddInt(t, "players")
	case 7:
		p.Options.Rounds = oddInt(t, "rounds")
	case 8:
		p.Options.FirstSeat = oddInt(t, "first seat")
	case 9:
		p.Active, p.Victim = p.Victim, p.Active
	case 10:
		i, j := seat("i"), seat("j")
		p.Hands[i], p.Hands[j] = p.Hands[j], p.Hands[i]
	case 11:
		p.Hands, p.Known = p.Known, p.Hands
	case 12:
		p.Pile, p.Discard = p.Discard, p.Pile
	case 13:
		i, j := seat("i"), seat("j")
		p.Tableaux[i], p.Tableaux[j] = p.Tableaux[j], p.Tableaux[i]
	case 14: // a card moves from the pile to a hand, or back
		i := seat("seat")
		if len(p.Pile) > 0 {
			p.Hands[i] = append(p.Hands[i], p.Pile[0])
			p.Pile = p.Pile[1:]
		} else if len(p.Hands[i]) > 0 {
			p.Pile = append(p.Pile, p.Hands[i][0])
			p.Hands[i] = p.Hands[i][1:]
		}
	case 15:
		p.Hands[seat("seat")] = nil
	case 16:
		p.Hands = append(p.Hands, p.Hands[seat("seat")])
	case 17:
		p.Totals = p.Totals[:seat("len")]
	case 18: // a card of a hand becomes known, or any card
		i := seat("seat")
		if len(p.Hands[i]) > 0 && rapid.Bool().Draw(t, "own") {
			p.Known[i] = append(p.Known[i], rapid.SampledFrom(p.Hands[i]).Draw(t, "known"))
		} else {
			p.Known[i] = append(p.Known[i], card("known"))
		}
	case 19:
		p.Display[rapid.IntRange(0, linko.DisplaySize-1).Draw(t, "slot")] = card("display")
	case 20: // a display card and a pile card swap, or a slot empties
		k := rapid.IntRange(0, linko.DisplaySize-1).Draw(t, "slot")
		if len(p.Pile) > 0 {
			p.Display[k], p.Pile[0] = p.Pile[0], p.Display[k]
		} else {
			p.Discard = append(p.Discard, p.Display[k])
			p.Display[k] = linko.Hidden
		}
	case 21: // a meld changes
		i := seat("seat")
		if h := len(p.Tableaux[i]); h > 0 {
			m := &p.Tableaux[i][rapid.IntRange(0, h-1).Draw(t, "height")]
			m.Value = card("value")
			m.Count = uint8(rapid.IntRange(0, 255).Draw(t, "count"))
			m.Jokers = uint8(rapid.IntRange(0, 255).Draw(t, "jokers"))
		}
	case 22: // the top meld of a seat goes back to its hand
		i := seat("seat")
		if h := len(p.Tableaux[i]); h > 0 {
			m := p.Tableaux[i][h-1]
			p.Tableaux[i] = p.Tableaux[i][:h-1]
			for range m.Count {
				p.Hands[i] = append(p.Hands[i], m.Value)
			}
			for range m.Jokers {
				p.Hands[i] = append(p.Hands[i], linko.Joker)
			}
		}
	case 23:
		p.Hands[seat("seat")] = append(p.Hands[seat("seat")], card("card"))
	case 24:
		p.Pile = slices.Repeat(p.Pile, rapid.IntRange(0, 3).Draw(t, "times"))
	}
}

// TestMutatedPositionsAreRefusedOrPlayOn: positions that play reached, then
// changed in one to three ways, are refused with ErrInvalidPosition, or
// round-trip and play on as reached ones do. Nothing panics.
func TestMutatedPositionsAreRefusedOrPlayOn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := reachedPosition(t).Position()
		for range rapid.IntRange(1, 3).Draw(t, "mutations") {
			mutate(t, &p)
		}
		gametest.RefusedOrPlaysOn(t, p, linko.FromPosition, linko.ErrInvalidPosition, "linko", 400,
			func(s linko.State) { requirePlaysOn(t, s) })
	})
}
