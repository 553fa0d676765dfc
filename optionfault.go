package tabletop

import (
	"encoding/json"
	"maps"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// OptionAtFault returns the name of the option, as [GameInfo].Options
// names it ("rounds"), that makes [CheckOptions] refuse options for the
// game called game: so that a form marks the setting in error beside the
// refusal's message, without reading the message. It is "" when
// CheckOptions takes the options, when the game is unknown, and when no
// one option is at fault: options that are no JSON object, or name two
// options the game does not have.
//
// The option is, in this order: an option the game does not have
// ("roundz"); the first option, in the game's order, whose value its
// OptionInfo refuses (its type, its Min and Max), the one the refusal
// speaks of; and for a rule between options, which each option's Doc
// states (Linko!'s rounds are 1 or a multiple of the players; a firstSeat
// is below the players), the last option given, in the game's order,
// without which the game takes the options: the one the rule is about,
// as the players' number is what the rounds must follow.
func OptionAtFault(game string, options []byte) string {
	g, err := lookup(game)
	if err != nil || CheckOptions(game, options) == nil {
		return ""
	}
	without, err := engine.WithoutGame(options, game)
	if err != nil {
		return ""
	}
	given, err := readObject(without)
	if err != nil {
		return ""
	}
	schema := g.describe().Options
	unknown := ""
	for name := range given {
		if !slices.ContainsFunc(schema, func(o OptionInfo) bool { return o.Name == name }) {
			if unknown != "" {
				return ""
			}
			unknown = name
		}
	}
	if unknown != "" {
		return unknown
	}
	for _, o := range schema {
		if value, ok := given[o.Name]; ok {
			if _, err := o.check(value, true); err != nil {
				return o.Name
			}
		}
	}
	for _, o := range slices.Backward(schema) {
		if _, ok := given[o.Name]; !ok {
			continue
		}
		rest := maps.Clone(given)
		delete(rest, o.Name)
		if data, err := json.Marshal(rest); err == nil && CheckOptions(game, data) == nil {
			return o.Name
		}
	}
	return ""
}
