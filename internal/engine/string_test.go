package engine

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// anyText draws text of every kind a label may hold: plain words, the
// characters JSON or HTML escape, controls, runes that are not printable
// (no-break spaces, U+2028, above U+FFFF) and invalid UTF-8.
func anyText() *rapid.Generator[string] {
	return rapid.Custom(func(t *rapid.T) string {
		parts := rapid.SliceOfN(rapid.OneOf(
			rapid.StringMatching(`[a-zA-Z0-9 ,.!']{0,8}`),
			rapid.SampledFrom([]string{"<", ">", "&", `"`, `\`, "\n", "\t", "\b", "\f", "\r", "\x00", "\x07", "\x1f", "\x7f",
				"\u00a0", "\u202f", "\u2028", "\u2029", "é", "→", "😀", "\U000e0001", "\ufeff", "\xff", "\xe2\x82", "\xed\xa0\x80"}),
		), 0, 12).Draw(t, "parts")
		text := ""
		for _, p := range parts {
			text += p
		}
		return text
	})
}

// AppendString writes JSON that reads back as encoding/json's string
// does, and that json.Marshal of it as a RawMessage (a compaction with
// HTML escaping) leaves byte for byte as it is: a View may be written out
// without being scanned again.
func TestAppendStringIsJSONAsMarshalLeavesIt(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := anyText().Draw(t, "text")
		got := AppendString(nil, text)
		require.True(t, json.Valid(got), "%s", got)
		var back, want string
		require.NoError(t, json.Unmarshal(got, &back))
		marshalled, err := json.Marshal(text)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(marshalled, &want))
		assert.Equal(t, want, back)
		again, err := json.Marshal(json.RawMessage(got))
		require.NoError(t, err)
		assert.Equal(t, string(got), string(again))
	})
}

// Where strconv.Quote, which String used before, wrote valid JSON, the
// bytes that reached a client (after json.Marshal compacted them) are the
// same as AppendString's.
func TestAppendStringWritesWhatQuoteDidOnceCompacted(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := anyText().Draw(t, "text")
		quoted := strconv.Quote(text)
		if !json.Valid([]byte(quoted)) {
			t.Skip("strconv.Quote writes no JSON for this text")
		}
		before, err := json.Marshal(json.RawMessage(quoted))
		require.NoError(t, err)
		assert.Equal(t, string(before), string(AppendString(nil, text)))
	})
}

// A View's JSON, whatever its texts, is what json.Marshal would write of
// it as a RawMessage: the handle may write it out as it is.
func TestMarshalViewNeedsNoCompaction(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := anyText()
		var choices []Choice[string]
		for range rapid.IntRange(0, 3).Draw(t, "choices") {
			moves := rapid.SliceOfN(text, 1, 4).Draw(t, "moves")
			choices = append(choices, Choice[string]{Pick: text.Draw(t, "pick"), Label: text.Draw(t, "label"), Moves: moves,
				Labels: rapid.SliceOfN(text, 0, len(moves)).Draw(t, "labels"), Previews: rapid.SliceOfN(text, 0, len(moves)).Draw(t, "previews")})
		}
		move := func(dst []Member, m string) []Member { return append(dst, String("kind", "say"), String("text", m)) }
		name := text.Draw(t, "name")
		view, err := MarshalView("talk", func(o *Object) { o.String("name", name) }, choices, move)
		require.NoError(t, err)
		again, err := json.Marshal(json.RawMessage(view))
		require.NoError(t, err)
		assert.Equal(t, string(again), string(view))
	})
}
