package tabletop

import (
	"encoding/json"
	"testing"
	"time"
)

// The search bot's budget: 1,000 iterations when nothing bounds it, no
// bound in iterations once ms or untilDeadline is given, and a search
// until the caller's deadline held to a minute at most (ms's greatest)
// when ms is left out, so that a caller without a deadline is not held
// for ever.
func TestTheSearchBotsBudgetInIterationsAndTime(t *testing.T) {
	for options, want := range map[string]struct {
		iterations int
		duration   time.Duration
	}{
		`{}`:                         {defaultIterations, 0},
		`{"ms":50}`:                  {0, 50 * time.Millisecond},
		`{"iterations":300,"ms":50}`: {300, 50 * time.Millisecond},
		`{"untilDeadline":false}`:    {defaultIterations, 0},
		`{"untilDeadline":true}`:     {0, time.Minute},
		`{"untilDeadline":true,"iterations":5000}`: {5000, time.Minute},
		`{"untilDeadline":true,"ms":300}`:          {0, 300 * time.Millisecond},
	} {
		var o searchOptions
		if err := json.Unmarshal([]byte(options), &o); err != nil {
			t.Fatal(err)
		}
		if o.iterations() != want.iterations || o.duration() != want.duration {
			t.Errorf("%s: %d iterations and %v, want %d and %v", options, o.iterations(), o.duration(), want.iterations, want.duration)
		}
	}
}
