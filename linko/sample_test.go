package linko_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/rng"
)

// playedState returns a state of a random game after a random number of
// random moves, and a seat to look from: a seat at the table, or -1 (a
// spectator) now and then.
func playedState(t *rapid.T) (linko.State, int) {
	players := rapid.IntRange(linko.MinPlayers, linko.MaxPlayers).Draw(t, "players")
	s, err := linko.New(linko.Options{
		Players:   players,
		Seed:      rapid.Uint64().Draw(t, "seed"),
		FirstSeat: rapid.IntRange(0, players-1).Draw(t, "first seat"),
		Rounds:    rapid.SampledFrom([]int{1, 1, players}).Draw(t, "rounds"),
	})
	require.NoError(t, err)
	r := rng.New(rapid.Uint64().Draw(t, "moves"))
	for range rapid.IntRange(0, 300).Draw(t, "steps") {
		m, ok := s.RandomMove(&r)
		if !ok {
			break
		}
		s, err = s.Next(m)
		require.NoError(t, err)
	}
	return s, rapid.IntRange(-1, players-1).Draw(t, "seat")
}

// TestSampleKeepsTheView: a sample shows the seat exactly its View, holds
// the game's 109 cards (FromPosition takes it back), draws its own seed, and
// plays on legally to the end.
func TestSampleKeepsTheView(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, seat := playedState(t)
		v := s.View(seat)
		sampler, err := linko.NewSampler(v)
		require.NoError(t, err)
		r := rng.New(rapid.Uint64().Draw(t, "sample seed"))
		seeds := map[uint64]bool{}
		for range 3 {
			sample := sampler.Sample(&r)
			require.False(t, seeds[sample.Options().Seed], "a sample draws a seed of its own")
			seeds[sample.Options().Seed] = true
			require.Equal(t, v, sample.View(seat))
			back, err := linko.FromPosition(sample.Position())
			require.NoError(t, err)
			require.Equal(t, sample, back)
			require.NotEqual(t, s.Options().Seed, sample.Options().Seed, "the sample knows the real seed")
			for !sample.Over() {
				m, ok := sample.RandomMove(&r)
				require.True(t, ok)
				sample, _, err = sample.Apply(m)
				require.NoError(t, err)
			}
		}
	})
}

// TestUnseenAddsUp: the unseen pool is what the View leaves of the 109
// cards, and it fills exactly the hidden part of each hand and the pile.
func TestUnseenAddsUp(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, seat := playedState(t)
		sampler, err := linko.NewSampler(s.View(seat))
		require.NoError(t, err)
		u := sampler.Unseen()
		p := s.Position()
		want := map[linko.Card]int{}
		hidden := len(p.Pile)
		for _, c := range p.Pile {
			want[c]++
		}
		for other := range p.Hands {
			if other == seat {
				assert.Zero(t, u.Hands[other])
				continue
			}
			known := map[linko.Card]int{}
			for _, c := range p.Known[other] {
				known[c]++
			}
			for _, c := range p.Hands[other] {
				if known[c] > 0 {
					known[c]--
					continue
				}
				want[c]++
			}
			assert.Equal(t, len(p.Hands[other])-len(p.Known[other]), u.Hands[other])
			hidden += u.Hands[other]
		}
		assert.Equal(t, len(p.Pile), u.Pile)
		assert.Len(t, u.Cards, hidden)
		for c := linko.Card(1); c <= linko.Joker; c++ {
			assert.Equal(t, want[c], u.Count(c), "card %v", c)
		}
	})
}

// TestSampleIsUniform: over many samples, every unseen card lands in every
// place it could be (each other hand, the top of the pile, the next cards,
// the rest) as often as a uniform deal puts it there. The test is a
// chi-square test per card value, with seeded samples: it is not flaky, and
// a deal that favours a place fails it.
func TestSampleIsUniform(t *testing.T) {
	for _, tc := range []struct{ players, steps, seat int }{
		{2, 0, 0}, {2, 40, 1}, {4, 25, 2}, {5, 90, 0}, {3, 30, -1},
	} {
		t.Run(fmt.Sprintf("players=%d,steps=%d,seat=%d", tc.players, tc.steps, tc.seat), func(t *testing.T) {
			s, err := linko.New(linko.Options{Players: tc.players, Seed: uint64(tc.steps)})
			require.NoError(t, err)
			r := rng.New(7)
			for range tc.steps {
				m, _ := s.RandomMove(&r)
				s, _ = s.Next(m)
			}
			require.False(t, s.Over())
			checkUniform(t, s, tc.seat)
		})
	}
}

func checkUniform(t *testing.T, s linko.State, seat int) {
	sampler, err := linko.NewSampler(s.View(seat))
	require.NoError(t, err)
	u := sampler.Unseen()
	// The places an unseen card can land, and how many cards each holds.
	type place struct {
		seat int // a hand, or -1 for a part of the pile
		from int // the part of the pile, top first: [from, to)
		to   int
	}
	var places []place
	for other, n := range u.Hands {
		if n > 0 {
			places = append(places, place{seat: other})
		}
	}
	for _, part := range [][2]int{{0, 1}, {1, 6}, {6, u.Pile}} {
		if part[0] < min(part[1], u.Pile) {
			places = append(places, place{seat: -1, from: part[0], to: min(part[1], u.Pile)})
		}
	}
	size := func(p place) int {
		if p.seat >= 0 {
			return u.Hands[p.seat]
		}
		return p.to - p.from
	}
	require.GreaterOrEqual(t, len(places), 2)
	const samples = 3000
	counts := make([][linko.Joker + 1]int, len(places)) // counts[place][card]
	r := rng.New(11)
	known := s.View(seat).Known
	for range samples {
		p := sampler.Sample(&r).Position()
		for i, pl := range places {
			if pl.seat < 0 {
				for _, c := range p.Pile[pl.from:pl.to] {
					counts[i][c]++
				}
				continue
			}
			k := map[linko.Card]int{}
			for _, c := range known[pl.seat] {
				k[c]++
			}
			for _, c := range p.Hands[pl.seat] {
				if k[c] > 0 {
					k[c]--
					continue
				}
				counts[i][c]++
			}
		}
	}
	for c := linko.Card(1); c <= linko.Joker; c++ {
		n := u.Count(c)
		if n == 0 {
			for i := range places {
				require.Zero(t, counts[i][c], "card %v is not unseen", c)
			}
			continue
		}
		var x2 float64
		for i, pl := range places {
			want := float64(samples*n*size(pl)) / float64(len(u.Cards))
			d := float64(counts[i][c]) - want
			x2 += d * d / want
			if want >= 5 {
				assert.Positive(t, counts[i][c], "card %v never lands in %+v", c, pl)
			}
		}
		// The Wilson–Hilferty bound of the chi-square law at z = 4: a fair
		// deal exceeds it once in 30,000 tests.
		assert.Less(t, x2, gametest.ChiSquareBound(len(places)-1, 4), "card %v: %v unseen, places %+v, counts %v", c, n, places, column(counts, c))
	}
}

func column(counts [][linko.Joker + 1]int, c linko.Card) []int {
	col := make([]int, len(counts))
	for i := range counts {
		col[i] = counts[i][c]
	}
	return col
}

// TestSampleAllocatesNothing: a search samples once an iteration.
func TestSampleAllocatesNothing(t *testing.T) {
	s, err := linko.New(linko.Options{Players: 4, Seed: 3})
	require.NoError(t, err)
	sampler, err := linko.NewSampler(s.View(1))
	require.NoError(t, err)
	r := rng.New(1)
	var sink linko.State
	allocs := testing.AllocsPerRun(100, func() { sink = sampler.Sample(&r) })
	assert.Zero(t, allocs)
	assert.False(t, sink.Over())
}

// TestNewSamplerRefusesBrokenViews: a View that no game reaches gives an
// error wrapping ErrInvalidPosition, never a panic.
func TestNewSamplerRefusesBrokenViews(t *testing.T) {
	s, err := linko.New(linko.Options{Players: 3, Seed: 9})
	require.NoError(t, err)
	r := rng.New(2)
	for range 30 {
		m, _ := s.RandomMove(&r)
		s, _ = s.Next(m)
	}
	for name, broken := range map[string]func(v *linko.View){
		"no players":             func(v *linko.View) { v.Players = 0 },
		"six players":            func(v *linko.View) { v.Players = 6 },
		"seat off the table":     func(v *linko.View) { v.Seat = 3 },
		"hand of the wrong size": func(v *linko.View) { v.HandSizes[v.Seat]++ },
		"a card too many":        func(v *linko.View) { v.Discard = append(v.Discard, 1, 1, 1, 1, 1, 1, 1, 1, 1) },
		"no card":                func(v *linko.View) { v.Hand[0] = 0 },
		"pile too large":         func(v *linko.View) { v.PileSize += 3 },
		"negative pile":          func(v *linko.View) { v.PileSize = -1 },
		"known beyond the hand":  func(v *linko.View) { v.HandSizes[(v.Seat+1)%3] = len(v.Known[(v.Seat+1)%3]) - 1 },
		"short lists":            func(v *linko.View) { v.Scores = v.Scores[:1] },
		"wrong seat to move":     func(v *linko.View) { v.ToMove = (v.ToMove + 1) % 3 },
		"bad active seat":        func(v *linko.View) { v.Active = -2 },
		"round zero":             func(v *linko.View) { v.Round = 0 },
		"invalid meld":           func(v *linko.View) { v.Tableaux[0] = append(v.Tableaux[0], linko.Meld{Value: 3}) },
		"scores out of reach":    func(v *linko.View) { v.Scores[0] += 500 },
	} {
		t.Run(name, func(t *testing.T) {
			v := s.View(1)
			broken(&v)
			_, err := linko.NewSampler(v)
			require.ErrorIs(t, err, linko.ErrInvalidPosition)
		})
	}
}

// reachedView returns the View of a seat (or of a spectator) in a random
// game, taken at a decision or between two events of a move: the events of
// the last move are folded one at a time, and the View taken after a random
// number of them.
func reachedView(t *rapid.T) (linko.View, int) {
	s, seat := playedState(t)
	if s.Over() {
		return s.View(seat), seat
	}
	r := rng.New(rapid.Uint64().Draw(t, "last move"))
	m, ok := s.RandomMove(&r)
	require.True(t, ok)
	_, events, err := s.Apply(m)
	require.NoError(t, err)
	for _, e := range events[:rapid.IntRange(0, len(events)).Draw(t, "events folded")] {
		s, err = s.Evolve(e)
		require.NoError(t, err)
	}
	return s.View(seat), seat
}

// requireSamplesKeep samples the View a few times: each sample shows the
// seat exactly v, and FromPosition takes it back.
func requireSamplesKeep(t *rapid.T, sampler linko.Sampler, v linko.View, seat int) {
	r := rng.New(rapid.Uint64().Draw(t, "sample seed"))
	for range 3 {
		sample := sampler.Sample(&r)
		require.Equal(t, v, sample.View(seat))
		back, err := linko.FromPosition(sample.Position())
		require.NoError(t, err)
		require.Equal(t, sample, back)
	}
}

// TestSamplerTakesEveryReachableView, at a decision or between two events
// of a move (while an attack is compared, a display refilled, a round
// scored or dealt): NewSampler accepts it, and every sample keeps it.
func TestSamplerTakesEveryReachableView(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		v, seat := reachedView(t)
		sampler, err := linko.NewSampler(v)
		require.NoError(t, err, "%+v", v)
		requireSamplesKeep(t, sampler, v, seat)
	})
}

// TestSamplerRefusesViewsThatContradictThemselves: a reachable View with
// one derived field changed (over, the winners, the seat to move, the
// scores, the round, the victim, the cards to draw, the phase, the active
// seat) is refused, or else every sample still shows exactly that View.
func TestSamplerRefusesViewsThatContradictThemselves(t *testing.T) {
	refused := 0
	rapid.Check(t, func(t *rapid.T) {
		v, seat := reachedView(t)
		other := func(label string, n int) int { return rapid.IntRange(-1, n).Draw(t, label) }
		switch rapid.IntRange(0, 9).Draw(t, "field") {
		case 0:
			v.Over = !v.Over
		case 1:
			if v.Winners == nil {
				v.Winners = []int{other("winner", v.Players-1)}
			} else {
				v.Winners = v.Winners[1:]
			}
		case 2:
			v.ToMove = other("to move", v.Players-1)
		case 3:
			v.Scores = slices.Clone(v.Scores)
			v.Scores[rapid.IntRange(0, v.Players-1).Draw(t, "seat scored")] += rapid.IntRange(-3, 3).Draw(t, "points")
		case 4:
			v.Round += rapid.IntRange(-1, 1).Draw(t, "round")
		case 5:
			v.Rounds = rapid.IntRange(1, 3).Draw(t, "rounds") * v.Players
		case 6:
			v.Victim = other("victim", v.Players-1)
		case 7:
			v.Draws += rapid.IntRange(-1, 1).Draw(t, "draws")
		case 8:
			v.Phase = linko.Phase(rapid.IntRange(0, int(linko.PhaseOver)).Draw(t, "phase"))
		case 9:
			v.Active = other("active", v.Players-1)
		}
		sampler, err := linko.NewSampler(v)
		if err != nil {
			require.ErrorIs(t, err, linko.ErrInvalidPosition)
			refused++
			return
		}
		requireSamplesKeep(t, sampler, v, seat)
	})
	assert.Positive(t, refused, "no changed View was refused")
}

// TestSamplerSaysWhatContradicts: the error names the field.
func TestSamplerSaysWhatContradicts(t *testing.T) {
	s := example2(t)
	v := s.View(1)
	v.Over = true
	_, err := linko.NewSampler(v)
	require.ErrorIs(t, err, linko.ErrInvalidPosition)
	assert.ErrorContains(t, err, "the view: over is true, but the rest of the view makes it false")
	v = s.View(1)
	v.Winners = []int{2}
	_, err = linko.NewSampler(v)
	assert.ErrorContains(t, err, "winners is [2], but the rest of the view makes it []")
}
