package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestAnInvalidLanguageSpeaksEnglish: a Language outside lang.All is
// English in every method of the handle, as lang documents.
func TestAnInvalidLanguageSpeaksEnglish(t *testing.T) {
	invalid := lang.Language(9)
	for _, game := range []string{"linko", "lino", "linx"} {
		want, err := tabletop.Rules(lang.English, game)
		require.NoError(t, err)
		got, err := tabletop.Rules(invalid, game)
		require.NoError(t, err)
		assert.Equal(t, want, got, game)

		table := open(t, game, `{"seed":"2"}`)
		wantView, err := table.View(lang.English, 0)
		require.NoError(t, err)
		gotView, err := table.View(invalid, 0)
		require.NoError(t, err)
		assert.JSONEq(t, string(wantView), string(gotView), game)
		assert.Equal(t, table.Choices(lang.English), table.Choices(invalid), game)
		wantText, err := table.ViewText(lang.English, 0)
		require.NoError(t, err)
		gotText, err := table.ViewText(invalid, 0)
		require.NoError(t, err)
		assert.Equal(t, wantText, gotText, game)
	}
}
