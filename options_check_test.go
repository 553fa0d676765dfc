package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop"
)

// CheckOptions gives a form the errors Open gives, the rules between
// options included, without a table; each option ruled by another says
// so in its Doc.
func TestCheckOptionsAsOpenDoes(t *testing.T) {
	for _, c := range []struct {
		game, options string
		ok            bool
	}{
		{"linko", `{"players":3,"rounds":3}`, true},
		{"linko", `{"players":3,"rounds":4}`, false},
		{"linko", `{"players":3,"firstSeat":4}`, false},
		{"linko", `{"players":3,"firstSeat":2}`, true},
		{"linx", `{"players":3,"teams":true}`, false},
		{"linx", `{"players":4,"teams":true}`, true},
		{"lino", `{"players":3}`, false},
	} {
		err := tabletop.CheckOptions(c.game, []byte(c.options))
		_, open := tabletop.Open(c.game, []byte(c.options))
		assert.Equal(t, open, err, "%s %s", c.game, c.options)
		if c.ok {
			assert.NoError(t, err, "%s %s", c.game, c.options)
		} else {
			assert.ErrorIs(t, err, tabletop.ErrInvalidOptions, "%s %s", c.game, c.options)
		}
	}
	assert.ErrorIs(t, tabletop.CheckOptions("chess", nil), tabletop.ErrUnknownGame)
	for _, g := range tabletop.Games() {
		for _, o := range g.Options {
			switch g.Name + "." + o.Name {
			case "linko.rounds", "linko.firstSeat", "linx.firstSeat", "linx.teams":
				assert.Contains(t, o.Doc, "players", "%s's %s says the rule between it and players", g.Name, o.Name)
				assert.Contains(t, o.Doc, "CheckOptions", "%s's %s", g.Name, o.Name)
			}
		}
	}
}
