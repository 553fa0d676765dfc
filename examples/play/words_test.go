package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
)

// TestEveryLanguageHasEveryPhrase: a phrase of the program in one language
// and not another fails here.
func TestEveryLanguageHasEveryPhrase(t *testing.T) { gametest.CheckPhrases(t, catalogue) }

// TestTheLanguageComesFromTheFlagOrTheEnvironment: -lang first, then
// $LANGUAGE, then the locale, the first set of $LC_ALL, $LC_MESSAGES and
// $LANG; the C locale and unknown languages are English.
func TestTheLanguageComesFromTheFlagOrTheEnvironment(t *testing.T) {
	for _, c := range []struct {
		flag string
		env  map[string]string
		want lang.Language
	}{
		{"fr", map[string]string{"LANG": "it_IT.UTF-8"}, lang.French},
		{"nl-BE", nil, lang.Dutch},
		{"", nil, lang.English},
		{"", map[string]string{"LANG": "it_IT.UTF-8"}, lang.Italian},
		{"", map[string]string{"LANG": "it_IT.UTF-8", "LC_MESSAGES": "nl_NL"}, lang.Dutch},
		{"", map[string]string{"LANG": "it_IT.UTF-8", "LC_ALL": "fr_CA.UTF-8", "LC_MESSAGES": "nl_NL"}, lang.French},
		{"", map[string]string{"LANG": "en_US.UTF-8", "LANGUAGE": "de:nl:en"}, lang.Dutch},
		{"", map[string]string{"LANG": "C", "LANGUAGE": "fr"}, lang.English},
		{"", map[string]string{"LANG": "de_DE.UTF-8"}, lang.English},
	} {
		got, err := languageFlag(c.flag, func(name string) string { return c.env[name] })
		require.NoError(t, err)
		assert.Equal(t, c.want, got, "-lang %q with %v", c.flag, c.env)
	}
	_, err := languageFlag("de", func(string) string { return "" })
	assert.ErrorContains(t, err, "en, fr, it, nl")
}

// TestBotsPlayInEveryLanguage: a game of bots told in French, Italian or
// Dutch holds no English word, the end included.
func TestBotsPlayInEveryLanguage(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		for _, l := range lang.All()[1:] {
			out, code := program(t, "-auto -seed 3 -bots random -lang "+l.String()+" -game "+game, "")
			require.Equal(t, 0, code, out)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			require.Greater(t, len(lines), 10)
			for _, line := range lines {
				gametest.CheckSpoken(t, l, line)
			}
		}
	}
}
