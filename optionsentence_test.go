package tabletop_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// An OptionError says to a player what to change in the settings a lobby
// offers, and that the settings cannot start the game where a program's
// mistake is at fault (go-r36 #4).
func TestOptionErrorSaysWhatToChange(t *testing.T) {
	for _, c := range []struct{ game, options, want string }{
		{"linko", `{"players":7}`, "Linko! is played by 2 to 5 players, not 7."},
		{"lino", `{"players":3}`, "Lino is played by 2 players, not 3."},
		{"linko", `{"players":3,"rounds":4}`, "4 rounds cannot be shared by 3 players: play 1 round, or a multiple of 3 up to 100, so that every seat begins equally often."},
		{"linko", `{"rounds":101}`, "Linko! is played in 1 to 100 rounds, not 101."},
		{"lino", `{"rounds":3}`, "Lino is played in 1 or 2 rounds, not 3."},
		{"linko", `{"players":3,"firstSeat":3}`, "Seat 4 does not exist with 3 players."},
		{"linx", `{"players":3,"teams":true}`, "Teams need 4 players, not 3."},
		{"linko", `{"game":"lino"}`, "Linko! cannot be played with Lino's settings."},
		{"lino", `{"game":"linko"}`, "Lino cannot be played with Linko!'s settings."},
		{"linx", `{"game":"chess"}`, "LINX cannot be played with another game's settings."},
		{"linko", `{"roundz":2}`, "Linko! cannot be played with these settings."},
		{"linko", `{"players":"3"}`, "Linko! cannot be played with these settings."},
		{"linko", `{"players":3,"players":4}`, "Linko! cannot be played with these settings."},
	} {
		_, err := tabletop.Open(c.game, []byte(c.options))
		refused := new(tabletop.OptionError)
		require.True(t, errors.As(err, &refused), "%s %s: %v", c.game, c.options, err)
		assert.Equal(t, c.want, refused.Sentence(lang.English), "%s %s", c.game, c.options)
		for _, l := range lang.All() {
			said := refused.Sentence(l)
			assert.NotRegexp(t, `[{}"_]|invalid|options|firstSeat|^$`, said, "%s: a developer's words", l)
			if l != lang.English {
				assert.NotEqual(t, c.want, said, "%s speaks English", l)
			}
		}
	}
}

// The sentences are the language's, with its plural and typography.
func TestOptionErrorSpeaksEachLanguage(t *testing.T) {
	_, err := tabletop.Open("linko", []byte(`{"players":3,"rounds":4}`))
	refused := new(tabletop.OptionError)
	require.True(t, errors.As(err, &refused))
	assert.Equal(t, "4\u00a0manches ne se répartissent pas entre 3\u00a0joueurs\u00a0: jouez 1\u00a0manche, ou un multiple de 3 jusqu’à 100, pour que chacun commence le même nombre de fois.", refused.Sentence(lang.French))
	assert.Equal(t, "4 manche non si dividono fra 3 giocatori: gioca 1 manche, o un multiplo di 3 fino a 100, perché ogni giocatore cominci lo stesso numero di volte.", refused.Sentence(lang.Italian))
	assert.Equal(t, "4 rondes zijn niet te verdelen over 3 spelers: speel 1 ronde, of een veelvoud van 3 (hoogstens 100), zodat iedereen even vaak begint.", refused.Sentence(lang.Dutch))

	_, err = tabletop.Open("lino", []byte(`{"game":"linko"}`))
	require.True(t, errors.As(err, &refused))
	assert.Equal(t, "Lino ne se joue pas avec les réglages de Linko!", refused.Sentence(lang.French), "no full stop after the title's own")
}

// A bot's options refused say that the computer cannot play with them;
// read back from JSON, an OptionError says what it said; the zero and nil
// OptionError say nothing.
func TestOptionErrorSentenceOfBotsAndJSON(t *testing.T) {
	_, err := tabletop.NewBot("linko", "ismcts", []byte(`{"ms":-1}`))
	refused := new(tabletop.OptionError)
	require.True(t, errors.As(err, &refused), "%v", err)
	assert.Equal(t, "Il computer non può giocare con queste impostazioni.", refused.Sentence(lang.Italian))

	_, err = tabletop.Open("linko", []byte(`{"players":9}`))
	require.True(t, errors.As(err, &refused))
	data, err := json.Marshal(refused)
	require.NoError(t, err)
	var back tabletop.OptionError
	require.NoError(t, json.Unmarshal(data, &back))
	for _, l := range lang.All() {
		assert.Equal(t, refused.Sentence(l), back.Sentence(l), "%s", l)
	}
	require.NoError(t, json.Unmarshal([]byte(`{"option":"players","error":"linko: invalid options: 9 players"}`), &back))
	assert.Equal(t, "Met deze instellingen kan het niet.", back.Sentence(lang.Dutch), "JSON of no sentence")
	assert.Empty(t, (&tabletop.OptionError{}).Sentence(lang.English))
	assert.Empty(t, (*tabletop.OptionError)(nil).Sentence(lang.English))
}
