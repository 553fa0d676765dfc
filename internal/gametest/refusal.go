package gametest

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
)

// seatNames finds each "Seat N" of a sentence.
var seatNames = regexp.MustCompile(`Seat (\d+)`)

// A refusal is what CheckRefusal reads of a *engine.MoveError, which it
// cannot name: engine's own tests import this package.
type refusal interface{ Sentence(names []string) string }

// CheckRefusal fails t unless err is a *engine.MoveError (through any
// wrapping) whose Sentence, for a table of players seats and no names, is
// a plain sentence: no developer words, every seat counted from 1, and a
// full stop at its end.
func CheckRefusal(t TB, err error, players int) {
	t.Helper()
	var refused refusal
	if !errors.As(err, &refused) || fmt.Sprintf("%T", refused) != "*engine.MoveError" {
		t.Fatalf("%v (%T) is not a *MoveError", err, err)
	}
	sentence := refused.Sentence(nil)
	if bad := PlayerWords(sentence); bad != nil || sentence[len(sentence)-1] != '.' {
		t.Fatalf("the sentence of %q is %q, which has developer words or no player's shape (%v) or no full stop", err, sentence, bad)
	}
	for _, match := range seatNames.FindAllStringSubmatch(sentence, -1) {
		if n, _ := strconv.Atoi(match[1]); n < 1 || n > players {
			t.Fatalf("the sentence %q names seat %s of %d, counting from 1", sentence, match[1], players)
		}
	}
}
