package linko

import "github.com/tabletopgo/tabletop/internal/engine"

// MarshalJSON writes the choice as the View's "legalMoves" writes each of
// its entries: "pick" and "label" (each left out when ""), the members its
// moves share, and "moves", each move's other members with its "label"
// and "preview".
func (c Choice) MarshalJSON() ([]byte, error) {
	return engine.AppendChoiceJSON(nil, engine.Choice[Move](c), func(dst []engine.Member, m Move) []engine.Member { return m.members(dst) })
}
