package gametest

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// seatNames finds each "Seat N" of a sentence, in every language.
var seatNames = regexp.MustCompile(`(?i:seat|joueur|giocatore|speler) (\d+)`)

// A refusal is what CheckRefusal reads of a *engine.MoveError, or of the
// handle's *tabletop.MoveError over it, which it cannot name: engine's own
// tests import this package, and the handle's.
type refusal interface {
	Sentence(l lang.Language, names []string) string
}

// CheckRefusal fails t unless err is a *engine.MoveError (through any
// wrapping) whose Sentence, for a table of players seats and no names, is
// in every language a plain sentence: no developer words, no placeholder
// and no English word left ([CheckSpoken]), every seat counted from 1,
// and a full stop at its end.
func CheckRefusal(t TB, err error, players int) {
	t.Helper()
	var refused refusal
	if !errors.As(err, &refused) || !slices.Contains([]string{"*engine.MoveError", "*tabletop.MoveError"}, fmt.Sprintf("%T", refused)) {
		t.Fatalf("%v (%T) is not a *MoveError", err, err)
	}
	for _, l := range lang.All() {
		sentence := refused.Sentence(l, nil)
		CheckSpoken(t, l, sentence)
		if bad := PlayerWords(sentence); bad != nil || sentence[len(sentence)-1] != '.' {
			t.Fatalf("the sentence of %q is %q, which has developer words or no player's shape (%v) or no full stop", err, sentence, bad)
		}
		for _, match := range seatNames.FindAllStringSubmatch(sentence, -1) {
			if n, _ := strconv.Atoi(match[1]); n < 1 || n > players {
				t.Fatalf("the sentence %q names seat %s of %d, counting from 1", sentence, match[1], players)
			}
		}
	}
}

// CheckTypedRefusals checks the refusal of each text of want, typed
// input that parse refuses, as [CheckRefusal] does for a table of players
// seats, and, where want gives a sentence, that the refusal says it in
// English: the word it quotes back, in a player's words.
func CheckTypedRefusals(t TB, players int, parse func(text string) error, want map[string]string) {
	t.Helper()
	for text, sentence := range want {
		err := parse(text)
		CheckRefusal(t, err, players)
		var refused refusal
		if sentence != "" && errors.As(err, &refused) && refused.Sentence(lang.English, nil) != sentence {
			t.Fatalf("%q is refused with %q, want %q", text, refused.Sentence(lang.English, nil), sentence)
		}
	}
}

// CheckRefusalWords checks every sentence of a game's refused moves: for
// each key of keys (the game's English refusal words) and of the shared
// ones, refuse(key) returns a refusal keyed so, about what its sentence
// names and, for {toMove} or {other}, about seat 2 of players, and
// [CheckRefusal] finds it a player's sentence in every language, and its
// own: not the generic words that stand in for a sentence that does not
// fit.
func CheckRefusalWords(t TB, keys []string, refuse func(key string) error, players int) {
	t.Helper()
	shared := speech.Of(lang.English).Refusals
	for key := range shared {
		keys = append(keys, key)
	}
	for _, key := range keys {
		err := refuse(key)
		CheckRefusal(t, err, players)
		var refused refusal
		errors.As(err, &refused)
		if got := refused.Sentence(lang.English, nil); got == shared["not-legal-here"] && key != "not-legal-here" {
			t.Fatalf("the refusal %q says %q, the words of none", key, got)
		}
	}
}
