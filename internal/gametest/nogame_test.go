package gametest_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/rng"
)

var (
	errToyMove  = errors.New("toy: illegal move")
	errToyEvent = errors.New("toy: invalid event")
)

// hollow is a zero State of a toy game "toy", which holds no game unless
// it is told to answer otherwise in one way.
type hollow struct{ flaw string }

func (h hollow) ToMove() int {
	if h.flaw == "to move" {
		return 0
	}
	return -1
}
func (hollow) Over() bool                            { return true }
func (hollow) Scores() []int                         { return nil }
func (hollow) Winners() []int                        { return nil }
func (hollow) LegalMoves() []int                     { return nil }
func (hollow) String() string                        { return "no game" }
func (hollow) RandomMove(*rng.Source) (int, bool)    { return 0, false }
func (h hollow) Decide(int) ([]string, error)        { return nil, h.refusal() }
func (h hollow) Next(int) (hollow, error)            { return h, h.refusal() }
func (h hollow) View(int) hollowView                 { return hollowView(h) }
func (h hollow) Apply(int) (hollow, []string, error) { return h, nil, h.refusal() }

func (h hollow) Evolve(string) (hollow, error) {
	return h, fmt.Errorf("%w: no game: the zero State holds none", errToyEvent)
}

func (h hollow) refusal() error {
	if h.flaw == "vague" {
		return fmt.Errorf("%w: no game", errToyMove)
	}
	return fmt.Errorf("%w: no game: the zero State holds none", errToyMove)
}

type hollowView struct{ flaw string }

func (hollowView) LegalMoves() []int { return nil }
func (v hollowView) Choices() []string {
	if v.flaw == "choices" {
		return []string{}
	}
	return nil
}
func (hollowView) String() string { return "no game" }

func TestCheckNoGameTellsAZeroStateThatHoldsNothing(t *testing.T) {
	check := func(h hollow) string {
		return failure(func(t gametest.TB) {
			gametest.CheckNoGame(t, h, "toy", []int{0, 1}, []string{"e"}, []int{-1, 0}, errToyMove, errToyEvent)
		})
	}
	assert.Empty(t, check(hollow{}))
	assert.Contains(t, check(hollow{"to move"}), "seat 0 to move")
	assert.Contains(t, check(hollow{"vague"}), "Apply(0)")
	assert.Contains(t, check(hollow{"choices"}), "choices []")
}
