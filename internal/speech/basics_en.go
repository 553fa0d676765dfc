package speech

import "github.com/tabletopgo/tabletop/lang"

// English calls an unnamed seat "Seat 2", as a proper name, with no
// article: "Seat 2's 7", "to Seat 2"; the computer is "the computer"
// ("the computer's 7"), "Computer 2" where several play. Its apostrophe
// stays the ASCII one that its sentences have always had.
func init() {
	catalogue[lang.English] = Basics{
		SeatWord: "Seat",
		Computer: "Computer",
		Called: func(p Person, prep string) string {
			switch {
			case p.Computers == 1:
				p.Name = "the computer"
			case p.Computers > 1:
				p.Name = p.numbered("Computer")
			}
			return after(p, prep)
		},
		And:       "and",
		andBefore: always("and"),
		Together: func(who []Person, done string) string {
			return Of(lang.English).joinPeople(who, "you") + " " + done
		},
		ToPrep:     "to",
		OfPrep:     "of",
		Of:         func(name string) string { return "of " + name },
		Plural:     lang.English.Plural,
		Points:     func(n int) string { return Of(lang.English).Count(n, "point", "points") },
		Scored:     func(who Person, points string) string { return Of(lang.English).Did(who, "scored "+points) },
		FinishesOn: finishesOn(lang.English, "you finish on", "finishes on"),
		Refusals: map[string]string{
			"not-your-turn":  "It is not your turn: {toMove} is to move.",
			"nobody-to-move": "Nobody can move now.",
			"game-over":      "The game is over.",
			"not-legal-here": "You cannot make that move now.",
			"malformed":      "That is not a move of this game.",
			"other-seat":     "That is another seat's move, not yours.",
			"no-game":        "There is no game here to move in.",
			"error":          "Something went wrong: that cannot be done now.",
		},
		Numbers: [11]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"},
		Quotes:  marks(lang.English),
		typeset: func(text string) string { return text },
		results: eachResult(lang.English),
	}
}

// after names p after prep, as a proper name takes it in every language:
// "Ana", "of Ana", "van speler 2".
func after(p Person, prep string) string {
	if prep == "" {
		return p.Name
	}
	return prep + " " + p.Name
}

// EnglishName names who as an English sentence does, subject or object:
// "you", "Ana", "the computer".
func EnglishName(who Person) string {
	if who.You {
		return "you"
	}
	return who.Name
}

// EnglishPossessive names whose a thing is in English: "your", "Ana's".
func EnglishPossessive(who Person) string {
	if who.You {
		return "your"
	}
	return who.Name + "'s"
}
