package tabletop

import "testing"

// The built-in bots and the games describe their options as RegisterBot
// requires of a bot of one's own.
func TestTheBuiltInSchemasPassRegistrationsChecks(t *testing.T) {
	for _, g := range Games() {
		if err := checkSchema(g.Options); err != nil {
			t.Errorf("%s: %v", g.Name, err)
		}
		for _, b := range g.Bots {
			if err := checkSchema(b.Options); err != nil {
				t.Errorf("%s's %s bot: %v", g.Name, b.Name, err)
			}
		}
	}
}
