package gametest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
)

// firstFailure runs check with a recorder and returns its first failure.
func firstFailure(check func(gametest.TB)) (failed string) {
	r := &recorder{}
	defer func() {
		if p := recover(); p != nil && p != (stopped{}) {
			panic(p)
		}
		failed = r.failure
	}()
	check(r)
	return ""
}

// toyPhrases is a catalogue's shape: a phrase, a function, a list.
type toyPhrases struct {
	hello string
	greet func(string) string
	rules []string
}

// TestCheckPhrasesFindsAMissingPhrase: a phrase left out of one language
// fails, as do a missing language and lists of different lengths.
func TestCheckPhrasesFindsAMissingPhrase(t *testing.T) {
	full := func() map[lang.Language]*toyPhrases {
		c := map[lang.Language]*toyPhrases{}
		for _, l := range lang.All() {
			c[l] = &toyPhrases{hello: "hi " + l.String(), greet: func(s string) string { return s }, rules: []string{"a"}}
		}
		return c
	}
	assert.Empty(t, firstFailure(func(t gametest.TB) { gametest.CheckPhrases(t, full()) }))
	c := full()
	c[lang.Dutch].greet = nil
	assert.Contains(t, firstFailure(func(t gametest.TB) { gametest.CheckPhrases(t, c) }), "greet is missing")
	c = full()
	c[lang.Italian].hello = " "
	assert.Contains(t, firstFailure(func(t gametest.TB) { gametest.CheckPhrases(t, c) }), "hello is empty")
	c = full()
	c[lang.French].rules = []string{"a", "b"}
	assert.Contains(t, firstFailure(func(t gametest.TB) { gametest.CheckPhrases(t, c) }), "rules has")
	c = full()
	delete(c, lang.French)
	assert.Contains(t, firstFailure(func(t gametest.TB) { gametest.CheckPhrases(t, c) }), "no phrases in Français")
}

// TestCheckSpokenFindsEnglishLeftOver: an English word in another language
// fails, a word the language shares with English does not.
func TestCheckSpokenFindsEnglishLeftOver(t *testing.T) {
	assert.Contains(t, firstFailure(func(t gametest.TB) { gametest.CheckSpoken(t, lang.French, "Seat 2 a joué un 7.") }), `"seat"`)
	assert.Contains(t, firstFailure(func(t gametest.TB) { gametest.CheckSpoken(t, lang.Italian, "Hai pescato a card.") }), `"card"`)
	assert.Contains(t, firstFailure(func(t gametest.TB) { gametest.CheckSpoken(t, lang.Dutch, "") }), "empty")
	assert.Contains(t, firstFailure(func(t gametest.TB) { gametest.CheckSpoken(t, lang.English, "%!d(string=x)") }), "%!")
	assert.Empty(t, firstFailure(func(t gametest.TB) {
		gametest.CheckSpoken(t, lang.Dutch, "Ana is aan de beurt met een joker in de hand.")
	}))
	assert.Empty(t, firstFailure(func(t gametest.TB) { gametest.CheckSpoken(t, lang.French, "Ana a marqué 1 point, face visible.") }))
}
