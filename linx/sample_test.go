package linx_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// TestSampleKeepsTheView: for random reachable states and seats (and the
// spectator), every sample shows the seat exactly its view, keeps the
// round's first seat among those the sampler infers, is a position
// FromPosition accepts, draws its own seed, and plays on legally to the
// end of the match.
func TestSampleKeepsTheView(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		n := s.Options().Players
		seat := rapid.IntRange(-1, n-1).Draw(t, "seat")
		v := s.View(seat)
		smp, err := linx.NewSampler(v)
		require.NoError(t, err)
		if !s.Over() {
			first := (s.Options().FirstSeat + s.Round() - 1) % n
			require.Contains(t, smp.FirstSeats(), first, "the round's first seat")
		}
		r := rng.New(rapid.Uint64().Draw(t, "sample seed"))
		sameSeed := 0
		for range 3 {
			sample := smp.Sample(&r)
			require.Equal(t, v, sample.View(seat))
			if sample.Options().Seed == s.Options().Seed {
				sameSeed++
			}
			_, err := linx.FromPosition(sample.Position())
			require.NoError(t, err, "the sample's position")
			for steps := 0; !sample.Over(); steps++ {
				require.Less(t, steps, 2000, "the sample's match does not end")
				m, ok := sample.RandomMove(&r)
				require.True(t, ok)
				sample, err = sample.Next(m)
				require.NoError(t, err)
			}
		}
		require.Less(t, sameSeed, 3, "the samples keep the match's seed")
	})
}

// TestUnseenIsWhatIsHidden: the sampler's Unseen counts, colour by colour,
// the tiles of the real state that the seat cannot see: other hands less
// their known tiles, and every pile.
func TestUnseenIsWhatIsHidden(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		p := s.Position()
		n := p.Options.Players
		seat := rapid.IntRange(-1, n-1).Draw(t, "seat")
		smp, err := linx.NewSampler(s.View(seat))
		require.NoError(t, err)
		u := smp.Unseen()
		for c := range n {
			var want [3]int
			hidden := 0
			if c != seat {
				for _, sym := range p.Hands[c] {
					want[sym-1]++
				}
				for _, sym := range p.Known[c] {
					want[sym-1]--
				}
				hidden = len(p.Hands[c]) - len(p.Known[c])
			}
			for _, tile := range p.Piles[c] {
				want[tile.Symbol()-1]++
			}
			assert.Equal(t, want, u.Tiles[c], "colour %d", c)
			assert.Equal(t, hidden, u.InHand[c], "colour %d", c)
			assert.Equal(t, len(p.Piles[c]), u.InPile[c], "colour %d", c)
			assert.Equal(t, u.InHand[c]+u.InPile[c], u.Total(linx.Colour(c)))
		}
	})
}

// chiSquareLimit returns a bound that a chi-square statistic with df
// degrees of freedom exceeds with probability about 1e-6.
func chiSquareLimit(df int) float64 {
	const z = 4.753 // the standard normal's 1 - 1e-6 quantile
	return gametest.ChiSquareBound(df, z)
}

// TestSamplesAreUniform deals many samples from a few fixed views and
// counts, for every place an unseen tile may be (each pile position, each
// hand's unseen part), how often each symbol lands there: a chi-square
// test against the unseen pool's proportions must not reject. Everything is
// seeded: the test is deterministic.
func TestSamplesAreUniform(t *testing.T) {
	const samples = 4000
	for _, tc := range []struct {
		players, steps int
		seat           int
	}{{2, 3, 0}, {2, 12, 1}, {3, 7, 2}, {4, 10, 1}, {4, 5, -1}} {
		s, err := linx.New(linx.Options{Players: tc.players, Seed: uint64(tc.steps)})
		require.NoError(t, err)
		r := rng.New(7)
		for range tc.steps {
			m, _ := s.RandomMove(&r)
			s, err = s.Next(m)
			require.NoError(t, err)
		}
		smp, err := linx.NewSampler(s.View(tc.seat))
		require.NoError(t, err)
		u := smp.Unseen()
		// counts[c][place][symbol]: place 0 is the hand, 1+j pile position j.
		var counts [linx.MaxPlayers][1 + linx.TilesEach][3]float64
		for range samples {
			sample := smp.Sample(&r)
			p := sample.Position()
			for c := range tc.players {
				if c != tc.seat {
					for _, sym := range p.Hands[c] {
						counts[c][0][sym-1]++
					}
					for _, sym := range s.Position().Known[c] {
						counts[c][0][sym-1]--
					}
				}
				for j, tile := range p.Piles[c] {
					counts[c][1+j][tile.Symbol()-1]++
				}
			}
		}
		places := 0
		for c := range tc.players {
			total := float64(u.Total(linx.Colour(c)))
			for place := range 1 + u.InPile[c] {
				tiles := float64(samples)
				if place == 0 {
					tiles *= float64(u.InHand[c])
				}
				if tiles == 0 {
					continue
				}
				chi, df := 0.0, -1
				for i := range 3 {
					want := tiles * float64(u.Tiles[c][i]) / total
					if want == 0 {
						require.Zero(t, counts[c][place][i], "colour %d, place %d, symbol %d: none is unseen", c, place, i+1)
						continue
					}
					d := counts[c][place][i] - want
					chi += d * d / want
					df++
				}
				places++
				if df > 0 {
					assert.Less(t, chi, chiSquareLimit(df), "%d seats, colour %d, place %d: counts %v", tc.players, c, place, counts[c][place])
				}
			}
		}
		require.Positive(t, places)
	}
}

// TestSampleDoesNotAllocate pins the determinization at no allocation.
func TestSampleDoesNotAllocate(t *testing.T) {
	s, _ := linx.New(linx.Options{Players: 4, Seed: 3})
	smp, err := linx.NewSampler(s.View(0))
	require.NoError(t, err)
	r := rng.New(1)
	var sink linx.State
	allocs := testing.AllocsPerRun(100, func() { sink = smp.Sample(&r) })
	assert.Zero(t, allocs)
	assert.Equal(t, s.View(0), sink.View(0))
}

// TestNewSamplerRefusesViewsNoMatchGives: each broken view gives an error
// that wraps ErrInvalidPosition, and nothing panics.
func TestNewSamplerRefusesViewsNoMatchGives(t *testing.T) {
	s, _ := linx.New(linx.Options{Players: 2, Seed: 5})
	r := rng.New(2)
	for range 6 {
		m, _ := s.RandomMove(&r)
		s, _ = s.Next(m)
	}
	good := s.View(s.ToMove())
	_, err := linx.NewSampler(good)
	require.NoError(t, err)
	for name, breakIt := range map[string]func(v *linx.View){
		"players":        func(v *linx.View) { v.Players = 5 },
		"seat":           func(v *linx.View) { v.Seat = 2 },
		"hand sizes":     func(v *linx.View) { v.HandSizes = v.HandSizes[:1] },
		"own hand":       func(v *linx.View) { v.Hand = append(v.Hand, linx.Rock) },
		"pile size":      func(v *linx.View) { v.PileSizes[0]++ },
		"hand size":      func(v *linx.View) { v.HandSizes[1] += 2; v.PileSizes[1] -= 2 },
		"known":          func(v *linx.View) { v.Known[1] = make([]linx.Symbol, v.HandSizes[1]+1) },
		"settling phase": func(v *linx.View) { v.Phase = linx.PhaseAfterMove },
		"round":          func(v *linx.View) { v.Round = 0 },
		"to move":        func(v *linx.View) { v.ToMove = 7 },
		"grid twice":     func(v *linx.View) { v.Grid = append(v.Grid, v.Grid[0]) },
		"bad tile":       func(v *linx.View) { v.Grid[0].Up = linx.MakeTile(3, linx.Rock) },
		"too many rocks": func(v *linx.View) { v.Hand = []linx.Symbol{1, 1, 1, 1, 1, 1}; v.HandSizes[v.Seat] = 6 },
		"first seat":     func(v *linx.View) { v.ToMove = 1 - v.ToMove },
	} {
		v := s.View(s.ToMove())
		v.Known = append([][]linx.Symbol{}, v.Known...)
		v.PileSizes = append([]int{}, v.PileSizes...)
		v.HandSizes = append([]int{}, v.HandSizes...)
		breakIt(&v)
		_, err := linx.NewSampler(v)
		assert.ErrorIs(t, err, linx.ErrInvalidPosition, name)
	}
}

// TestSamplerRefusesContradictoryViews: a reachable view with one derived
// field changed (over, winners, the seat to move, the round, a score,
// teams, the phase) is refused, or every sample still shows the seat that
// view exactly and is a position FromPosition accepts: no sample differs
// from the view it came from.
func TestSamplerRefusesContradictoryViews(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		n := s.Options().Players
		seat := rapid.IntRange(-1, n-1).Draw(t, "seat")
		v := s.View(seat)
		v.Scores = append([]int{}, v.Scores...)
		switch field := rapid.IntRange(0, 6).Draw(t, "field"); field {
		case 0:
			v.Over = !v.Over
		case 1:
			v.Winners = rapid.SliceOfNDistinct(rapid.IntRange(0, n-1), 1, n, rapid.ID[int]).Draw(t, "winners")
			if rapid.Bool().Draw(t, "no winners") {
				v.Winners = nil
			}
		case 2:
			v.ToMove = rapid.IntRange(-1, n).Draw(t, "toMove")
		case 3:
			v.Round = rapid.IntRange(0, 9).Draw(t, "round")
		case 4:
			v.Scores[rapid.IntRange(0, n-1).Draw(t, "scorer")] = rapid.IntRange(0, linx.PointsToWin).Draw(t, "score")
		case 5:
			v.Teams = !v.Teams
		case 6:
			v.Phase = linx.Phase(rapid.IntRange(0, int(linx.PhaseOver)).Draw(t, "phase"))
		}
		smp, err := linx.NewSampler(v)
		if err != nil {
			require.ErrorIs(t, err, linx.ErrInvalidPosition)
			return
		}
		r := rng.New(rapid.Uint64().Draw(t, "sample seed"))
		for range 3 {
			sample := smp.Sample(&r)
			require.Equal(t, v, sample.View(seat))
			_, err := linx.FromPosition(sample.Position())
			require.NoError(t, err)
		}
	})
}
