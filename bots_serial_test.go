package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// Serial tells a registered bot, which serves one call at a time, from a
// built-in one, which serves calls at once (go-r24 10: a server must know
// which kind it holds to share one between tables).
func TestSerialTellsARegisteredBotFromABuiltInOne(t *testing.T) {
	mine, _ := registerLinko(t, "serial", edge{})
	assert.True(t, mine.Serial())
	for _, name := range []string{"random", "greedy", "ismcts"} {
		builtIn, err := tabletop.NewBot("linko", name, nil)
		require.NoError(t, err)
		assert.False(t, builtIn.Serial(), name)
	}
	var none *tabletop.Bot
	assert.False(t, none.Serial())
	assert.False(t, (&tabletop.Bot{}).Serial())
}
