package gametest_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

var errToyPosition = errors.New("toy: invalid position")

// TestRefusedOrPlaysOnTellsAGoodRefusalFromABadOne: a position is accepted
// and played on, or refused with the sentinel, named once, briefly.
func TestRefusedOrPlaysOnTellsAGoodRefusalFromABadOne(t *testing.T) {
	check := func(err error) (played bool, report string) {
		report = failure(func(t gametest.TB) {
			gametest.RefusedOrPlaysOn(t, 1, func(int) (int, error) { return 2, err }, errToyPosition, "toy", 100,
				func(s int) { played = s == 2 })
		})
		return played, report
	}
	played, report := check(nil)
	assert.True(t, played)
	assert.Empty(t, report)
	played, report = check(fmt.Errorf("%w: a heap of -1", errToyPosition))
	assert.False(t, played)
	assert.Empty(t, report)
	_, report = check(errors.New("toy: a heap of -1"))
	assert.Contains(t, report, "not toy: invalid position")
	_, report = check(fmt.Errorf("toy: %w", errToyPosition))
	assert.Contains(t, report, "other than once")
	_, report = check(fmt.Errorf("%w: %s", errToyPosition, strings.Repeat("x", 100)))
	assert.Contains(t, report, "bytes long")
}
