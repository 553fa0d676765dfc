package gametest_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/rng"
)

// sturdy answers every call, whatever its arguments.
type sturdy struct{}

func (sturdy) Seat(seat int) int                          { return seat }
func (*sturdy) Read(context.Context, *rng.Source, []byte) {}

// brittle panics on a seat it has not, and with a pointer receiver, so
// that only a call through a pointer finds it.
type brittle struct{ seats []int }

func (b *brittle) Seat(seat int) int { return b.seats[seat] }

// callEvery runs CallEveryMethod with a recorder, and returns the methods
// it called and what it reported.
func callEvery(values ...any) (calls int, report string) {
	report = failure(func(t gametest.TB) { calls = gametest.CallEveryMethod(t, values...) })
	return calls, report
}

func TestCallEveryMethodCallsValueAndPointerMethods(t *testing.T) {
	calls, report := callEvery(sturdy{})
	assert.Equal(t, 2, calls)
	assert.Empty(t, report)
}

func TestCallEveryMethodReportsAPanicByName(t *testing.T) {
	_, report := callEvery(sturdy{}, new(brittle))
	assert.Contains(t, report, "gametest_test.brittle.Seat (simple arguments: false) panics")
}
