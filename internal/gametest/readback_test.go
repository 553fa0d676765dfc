package gametest_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// refusal is a value whose JSON reads back whole, as a MoveError's does.
type refusal struct {
	Reason string `json:"reason"`
	Seat   int    `json:"seat"`
}

// unwritable refuses to marshal.
type unwritable struct{}

func (unwritable) MarshalJSON() ([]byte, error) { return nil, errors.New("no JSON") }

// unreadable writes JSON that it refuses to read.
type unreadable struct{}

func (unreadable) MarshalJSON() ([]byte, error) { return []byte(`{}`), nil }
func (*unreadable) UnmarshalJSON([]byte) error  { return errors.New("cannot read") }

// TestReadBack: a value comes back as its JSON says, a new value; one that
// cannot be written or read back fails the test, naming its type.
func TestReadBack(t *testing.T) {
	in := &refusal{Reason: "not-your-turn", Seat: 1}
	back := gametest.ReadBack(t, in)
	assert.Equal(t, in, back)
	assert.NotSame(t, in, back)

	for name, read := range map[string]func(gametest.TB){
		"gametest_test.unwritable to JSON": func(r gametest.TB) { gametest.ReadBack(r, &unwritable{}) },
		"gametest_test.unreadable from":    func(r gametest.TB) { gametest.ReadBack(r, &unreadable{}) },
	} {
		r := &recorder{}
		func() {
			defer func() { _ = recover() }()
			read(r)
		}()
		assert.Contains(t, r.failure, name)
	}
}
