package linko

import (
	"encoding/json"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// cardTexts holds every card's JSON, which a view writes many of.
var cardTexts = engine.NewTextTable[Card]()

// phaseTexts holds every phase's JSON, which every view writes, without
// the bytes Phase.MarshalText makes.
var phaseTexts = engine.NamesTable(phases)

// meldTexts holds the JSON of every valid meld, made once, by its value,
// count and jokers (nil for an invalid one): a view's tableaux write many
// melds, and Meld.MarshalText makes a string for each.
var meldTexts = func() (table [maxCardValue + 1][CopiesEach + 1][NumJokers + 1][]byte) {
	for value := range table {
		for count := range table[value] {
			for jokers := range table[value][count] {
				m := Meld{Value: Card(value), Count: uint8(count), Jokers: uint8(jokers)}
				if text, err := m.MarshalText(); err == nil {
					table[value][count][jokers], _ = json.Marshal(string(text)) // a string always marshals
				}
			}
		}
	}
	return table
}()

// meldText returns the JSON of m from meldTexts, or nil for an invalid
// meld, whose error MarshalText gives.
func meldText(m Meld) []byte {
	if int(m.Value) >= len(meldTexts) || m.Count > CopiesEach || m.Jokers > NumJokers {
		return nil
	}
	return meldTexts[m.Value][m.Count][m.Jokers]
}
