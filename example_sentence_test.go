package tabletop_test

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A lobby shows a refused setting beside its field, in the player's
// words: Option names the field, Sentence says what to change.
func ExampleOptionError_Sentence() {
	_, err := tabletop.Open("linko", []byte(`{"players":3,"rounds":2}`))
	var refused *tabletop.OptionError
	if errors.As(err, &refused) {
		fmt.Println(refused.Option)
		fmt.Println(refused.Sentence(lang.English))
		fmt.Println(refused.Sentence(lang.Dutch))
	}
	// Output:
	// rounds
	// 2 rounds cannot be shared by 3 players: play 1 round, or a multiple of 3 up to 100, so that every seat begins equally often.
	// 2 rondes zijn niet te verdelen over 3 spelers: speel 1 ronde, of een veelvoud van 3 (hoogstens 100), zodat iedereen even vaak begint.
}

// A front-end asks for another name in the player's language.
func ExampleNameError_Sentence() {
	var refused *tabletop.NameError
	if errors.As(tabletop.CheckName("Computer"), &refused) {
		fmt.Println(refused.Sentence(lang.English))
	}
	// Output:
	// “Computer” reads as a word the game uses for a seat, the computer or you: choose another name.
}
