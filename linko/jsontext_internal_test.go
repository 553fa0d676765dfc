package linko

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
)

// meldText gives every valid meld's JSON as encoding/json writes it, and
// nil for an invalid one, whose error MarshalText gives a view.
func TestMeldTextIsWhatEncodingJSONWrites(t *testing.T) {
	valid := 0
	for value := range Card(16) {
		for count := range uint8(10) {
			for jokers := range uint8(7) {
				m := Meld{Value: value, Count: count, Jokers: jokers}
				want, err := json.Marshal(m)
				if err != nil {
					assert.Nil(t, meldText(m), "%+v", m)
					continue
				}
				valid++
				assert.Equal(t, string(want), string(meldText(m)), "%+v", m)
			}
		}
	}
	assert.Equal(t, maxCardValue*CopiesEach*(NumJokers+1)+NumJokers, valid)
	_, err := View{Tableaux: [][]Meld{{{Value: 9, Count: CopiesEach + 1}}}}.MarshalJSON()
	assert.Error(t, err)
}
