package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop"
)

// OptionAtFault names the option a form marks beside CheckOptions'
// refusal: the one whose value the schema refuses, one the game does not
// have, the one a rule between options is about; and none where the
// options are fine or no one option is at fault.
func TestOptionAtFaultNamesTheSettingInError(t *testing.T) {
	for _, c := range []struct{ game, options, want string }{
		{"linko", `{"players":3,"rounds":4}`, "rounds"},
		{"linko", `{"players":2,"firstSeat":3}`, "firstSeat"},
		{"linko", `{"firstSeat":3}`, "firstSeat"}, // beyond the default 3 players
		{"linko", `{"players":9,"rounds":4}`, "players"},
		{"linko", `{"players":"four"}`, "players"},
		{"linko", `{"seed":"x"}`, "seed"},
		{"linko", `{"roundz":2}`, "roundz"},
		{"linx", `{"players":3,"teams":true}`, "teams"},
		{"lino", `{"layout":[[0,0]]}`, "layout"},
		{"linko", `{"players":3,"rounds":3}`, ""},
		{"linko", `{"roundz":2,"playerz":3}`, ""},
		{"linko", `[1]`, ""},
		{"linko", `{"players":`, ""},
		{"chess", `{"players":9}`, ""},
	} {
		err := tabletop.CheckOptions(c.game, []byte(c.options))
		assert.Equal(t, c.want, tabletop.OptionAtFault(c.game, []byte(c.options)), "%s %s: %v", c.game, c.options, err)
	}
}
