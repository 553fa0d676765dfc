package gametest_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// note is a toy move written "n" and its number; as JSON, that text.
type note int

func (n note) String() string                { return fmt.Sprintf("n%d", int(n)) }
func (n note) MarshalText() ([]byte, error)  { return []byte(n.String()), nil }
func (n *note) UnmarshalText(b []byte) error { return n.parse(string(b)) }

func (n *note) parse(text string) error {
	if _, err := fmt.Sscanf(text, "n%d", (*int)(n)); err != nil {
		return errors.New("not a note")
	}
	return nil
}

func parseNote(text string) (note, error) {
	var n note
	err := n.parse(text)
	return n, err
}

func TestCheckNotationComparesTextJSONAndReadsBack(t *testing.T) {
	check := func(text, json string) string {
		return failure(func(t gametest.TB) { gametest.CheckNotation(t, note(7), text, json) })
	}
	assert.Empty(t, check("n7", `"n7"`))
	assert.Empty(t, check("", ""), "nothing to compare, only reading back")
	assert.Contains(t, check("n8", ""), `writes "n7"`)
	assert.Contains(t, check("", `"n8"`), `writes the JSON "n7"`)
}

func TestCheckMoveNotationReadsEachMoveBack(t *testing.T) {
	moves := []note{0, 1, 12}
	assert.Empty(t, failure(func(t gametest.TB) { gametest.CheckMoveNotation(t, moves, parseNote) }))
	off := func(text string) (note, error) { n, err := parseNote(text); return n + 1, err }
	assert.Contains(t, failure(func(t gametest.TB) { gametest.CheckMoveNotation(t, moves, off) }), `reads back from "n0" as n1`)
}

// named is a toy Phase: 0 and 1 have names.
type named int

func (n named) MarshalText() ([]byte, error) {
	if n < 0 || n > 1 {
		return nil, fmt.Errorf("toy: cannot marshal named(%d)", int(n))
	}
	return []byte([]string{"zero", "one"}[n]), nil
}

func (n *named) UnmarshalText(b []byte) error {
	switch string(b) {
	case "zero":
		*n = 0
	case "one":
		*n = 1
	default:
		return fmt.Errorf("toy: %q is not a name", b)
	}
	return nil
}

func TestCheckNameTextWantsTheExactErrors(t *testing.T) {
	check := func(refusal, cannot string) string {
		return failure(func(t gametest.TB) { gametest.CheckNameText(t, named(1), named(7), refusal, cannot) })
	}
	assert.Empty(t, check(`toy: "bogus" is not a name`, "toy: cannot marshal named(7)"))
	assert.Contains(t, check(`"bogus" is not a name`, "toy: cannot marshal named(7)"), "is refused with")
	assert.Contains(t, check(`toy: "bogus" is not a name`, "cannot marshal"), "marshals with the error")
}
