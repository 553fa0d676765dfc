package speech

import (
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/lang"
)

func init() {
	catalogue[lang.French] = Basics{
		Seat: func(n int) string { return "Joueur " + strconv.Itoa(n) },
		And:  "et",
		// French counts below two in the singular: "0 point", "-1 point".
		Together: func(who []Person, done string) string {
			aux := " a "
			switch {
			case hasYou(who):
				aux = " avez "
			case len(who) > 1:
				aux = " ont "
			}
			return joinPeople(who, "et", "vous") + aux + done
		},
		Of: func(name string) string {
			if r := []rune(name + " ")[0]; strings.ContainsRune("aeiouyhAEIOUYHÂâÉéÈèÊêÀàÎîÔôÛû", r) {
				return "d'" + name // elided before a vowel
			}
			return "de " + name
		},
		Points: func(n int) string { return plural(n, -2 < n && n < 2, "point", "points") },
		Refusals: map[string]string{
			"not-your-turn":  "Ce n'est pas votre tour : c'est à {toMove} de jouer.",
			"nobody-to-move": "Personne ne peut jouer maintenant.",
			"game-over":      "La partie est terminée.",
			"not-legal-here": "Vous ne pouvez pas jouer ce coup maintenant.",
			"malformed":      "Ce n'est pas un coup de ce jeu.",
			"other-seat":     "C'est le coup d'un autre joueur, pas le vôtre.",
			"no-game":        "Il n'y a ici aucune partie où jouer.",
		},
		Numbers: [11]string{"zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"},
	}
}
