package gametest_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
)

// numbers types a move, a number, as its digits, and reads them back; in
// French, where off is set, it reads one more than was typed.
type numbers struct {
	l   lang.Language
	off bool
}

func (n numbers) Typed(m int) string { return strconv.Itoa(m) }

func (n numbers) ParseTyped(_ int, text string) (int, error) {
	m, err := strconv.Atoi(text)
	if err != nil {
		return 0, errors.New("not a number")
	}
	if n.off && n.l == lang.French {
		m++
	}
	return m, nil
}

// CheckTypedReadsBack passes a View whose typed moves read back in every
// language, and names the language and the move of one that does not.
func TestCheckTypedReadsBack(t *testing.T) {
	view := func(off bool) func(lang.Language) numbers {
		return func(l lang.Language) numbers { return numbers{l, off} }
	}
	assert.Empty(t, failure(func(t gametest.TB) { gametest.CheckTypedReadsBack(t, 0, []int{1, 2, 3}, view(false)) }))
	assert.Contains(t, failure(func(t gametest.TB) { gametest.CheckTypedReadsBack(t, 0, []int{1, 2, 3}, view(true)) }), `fr: 1, typed "1", reads back as 2`)
}
