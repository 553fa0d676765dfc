package lino_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/rng"
)

// TestSampleMatchesView: for random reachable states and every seat (and
// a spectator), a sample's View of that seat is the given View exactly,
// the sample is the very State (Lino hides nothing that matters), it draws
// nothing from the stream it is given, a View read back from its JSON gives
// the same sample, and it plays on legally to the end. Nothing is dealt, so
// there are no frequencies for a chi-square test.
func TestSampleMatchesView(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		states, _ := game(t, options().Draw(t, "options"))
		s := states[rapid.IntRange(0, len(states)-1).Draw(t, "state")]
		seat := rapid.IntRange(-1, 1).Draw(t, "seat")
		v := s.View(seat)
		sampler, err := lino.NewSampler(v)
		require.NoError(t, err)
		r := rng.New(rapid.Uint64().Draw(t, "sample seed"))
		before := r
		sample := sampler.Sample(&r)
		require.Equal(t, v, sample.View(seat))
		require.Equal(t, s, sample)
		require.Equal(t, before, r, "a sample draws nothing")
		// A View that went through its JSON, as a front-end sends it,
		// gives the same sample.
		data, err := json.Marshal(v)
		require.NoError(t, err)
		var back lino.View
		require.NoError(t, json.Unmarshal(data, &back))
		fromJSON, err := lino.NewSampler(back)
		require.NoError(t, err)
		require.Equal(t, s, fromJSON.Sample(&r))
		play := rng.New(1)
		for !sample.Over() {
			m, ok := sample.RandomMove(&play)
			require.True(t, ok)
			require.Contains(t, sample.LegalMoves(), m)
			sample, err = sample.Next(m)
			require.NoError(t, err)
		}
	})
}

// TestSeedDecidesNothingAfterNew: the one chance of Lino is the faces New
// shuffles with the seed, face up, so a sample may keep the View's seed:
// two games that differ only in the seed, played with the same moves, stay
// the same game to the end, second round and all. (In the bonus game the
// faces the seed deals are in every View.)
func TestSeedDecidesNothingAfterNew(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		opts.Bonus, opts.StarsOnly = false, false
		other := opts
		other.Seed = rapid.Uint64().Draw(t, "other seed")
		a, err := lino.New(opts)
		require.NoError(t, err)
		b, err := lino.New(other)
		require.NoError(t, err)
		r := rng.New(rapid.Uint64().Draw(t, "moves"))
		for {
			pa, pb := a.Position(), b.Position()
			pb.Options.Seed = pa.Options.Seed
			require.Equal(t, pa, pb)
			if a.Over() {
				break
			}
			m, _ := a.RandomMove(&r)
			a, err = a.Next(m)
			require.NoError(t, err)
			b, err = b.Next(m)
			require.NoError(t, err)
		}
		require.Equal(t, a.Scores(), b.Scores())
	})
}

func TestSampleAllocatesNothing(t *testing.T) {
	s, err := lino.New(lino.Options{Bonus: true, Rounds: 2})
	require.NoError(t, err)
	sampler, err := lino.NewSampler(s.View(0))
	require.NoError(t, err)
	r := rng.New(1)
	assert.Zero(t, testing.AllocsPerRun(100, func() { _ = sampler.Sample(&r) }))
}

// TestUnseen: with StarsOnly the faces but the stars lie face down;
// otherwise nothing is unseen.
func TestUnseen(t *testing.T) {
	for _, opts := range []lino.Options{{}, {Bonus: true}, {StarsOnly: true}, {Rounds: 2, Bonus: true}} {
		s, err := lino.New(opts)
		require.NoError(t, err)
		sampler, err := lino.NewSampler(s.View(1))
		require.NoError(t, err)
		if !opts.StarsOnly {
			assert.Nil(t, sampler.Unseen(), "%+v", opts)
			continue
		}
		var want []lino.Face
		for _, f := range lino.DefaultFaces() {
			if f != lino.Star {
				want = append(want, f)
			}
		}
		slices.Sort(want)
		assert.Equal(t, want, sampler.Unseen())
		// The state shows none of them: every tile but the stars is blank.
		for _, c := range s.Tiles() {
			_, _, face := s.At(c)
			assert.Contains(t, []lino.Face{lino.Blank, lino.Star}, face)
		}
	}
}

// TestSamplerRefusesBadViews: a View no game reaches, or of a seat that is
// not at the table, gives an error wrapping ErrInvalidPosition.
func TestSamplerRefusesBadViews(t *testing.T) {
	s, err := lino.New(lino.Options{})
	require.NoError(t, err)
	bad := []lino.View{{}, s.View(0), s.View(0)}
	bad[1].Seat = 2
	bad[2].ToMove = 1
	// Nobody to move, in a phase this field and its stones cannot be in.
	for _, phase := range []lino.Phase{lino.PhaseBuilt, lino.PhaseClosingRows, lino.PhaseFinalScoring, lino.PhaseBetweenRounds, lino.PhaseOver, 99} {
		v := s.View(1)
		v.Phase, v.ToMove = phase, -1
		bad = append(bad, v)
	}
	for _, v := range bad {
		_, err := lino.NewSampler(v)
		assert.ErrorIs(t, err, lino.ErrInvalidPosition)
	}
}

// TestSamplerTakesEveryViewPlayReaches: the View of every state that play
// reaches, the states between two events of one move included (while rows
// close, during the final scoring, between rounds), folded one event at a
// time, of both seats and a spectator, gives a Sampler, whose sample shows
// exactly that View, is a State FromPosition rebuilds, and plays on.
func TestSamplerTakesEveryViewPlayReaches(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		_, events := game(t, opts)
		s, err := lino.New(opts)
		require.NoError(t, err)
		r := rng.New(1)
		check := func(s lino.State) {
			for seat := -1; seat <= 1; seat++ {
				v := s.View(seat)
				sampler, err := lino.NewSampler(v)
				require.NoError(t, err, "seat %d, phase %v:\n%v", seat, s.Phase(), s)
				sample := sampler.Sample(&r)
				require.Equal(t, v, sample.View(seat))
				back, err := lino.FromPosition(sample.Position())
				require.NoError(t, err)
				require.True(t, back == sample)
				require.Equal(t, s.Over(), sample.Over())
				if m, ok := sample.RandomMove(&r); ok {
					_, err := sample.Next(m)
					require.NoError(t, err)
				}
			}
		}
		check(s)
		for _, evs := range events {
			for _, e := range evs {
				s, err = s.Evolve(e)
				require.NoError(t, err)
				check(s)
			}
		}
	})
}
