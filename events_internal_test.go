package tabletop

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
)

// rawJSON is an item whose MarshalJSON writes the JSON it holds, or
// refuses.
type rawJSON string

func (r rawJSON) MarshalJSON() ([]byte, error) {
	if r == "" {
		return nil, errors.New("refused")
	}
	return []byte(r), nil
}

// marshalEach writes each item byte for byte as json.Marshal does: plain
// JSON as it is, and what json.Marshal would compact, escape for HTML or
// refuse through json.Marshal. (Valid JSON is the item's to write, as the
// games' events do: TestEventsJSONIsWhatJSONMarshalWrites.)
func TestMarshalEachWritesWhatJSONMarshalWrites(t *testing.T) {
	items := []rawJSON{
		`{"kind":"card-drawn","seat":1,"cards":["7","J"]}`,
		`{"kind": "spaced" , "seat" :1}`,
		`{"name":"<b>&</b>"}`,
		`{"name":"\u00e9t\u00e9","quote":"\"","line":"\u2028"}`,
		`{"name":"été"}`,
		`"\x07"`,
		``,
	}
	for _, item := range items {
		want, wantErr := json.Marshal(item)
		got, err := marshalEach([]rawJSON{item})
		if wantErr != nil {
			assert.EqualError(t, err, wantErr.Error(), "%s", item)
			continue
		}
		if assert.NoError(t, err, "%s", item) {
			assert.Equal(t, string(want), string(got[0]), "%s", item)
		}
	}
}
