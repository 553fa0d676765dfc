package speech

import (
	"strconv"

	"github.com/tabletopgo/tabletop/lang"
)

func init() {
	catalogue[lang.English] = Basics{
		Seat: func(n int) string { return "Seat " + strconv.Itoa(n) },
		And:  "and",
		Together: func(who []Person, done string) string {
			return joinPeople(who, "and", "you") + " " + done
		},
		Of:     func(name string) string { return "of " + name },
		Points: func(n int) string { return plural(n, n == 1 || n == -1, "point", "points") },
		Refusals: map[string]string{
			"not-your-turn":  "It is not your turn: {toMove} is to move.",
			"nobody-to-move": "Nobody can move now.",
			"game-over":      "The game is over.",
			"not-legal-here": "You cannot make that move now.",
			"malformed":      "That is not a move of this game.",
			"other-seat":     "That is another seat's move, not yours.",
			"no-game":        "There is no game here to move in.",
		},
		Numbers: [11]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"},
	}
}
