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
		Cell: func(row, column int) string {
			return "ligne " + strconv.Itoa(row) + ", colonne " + strconv.Itoa(column)
		},
		Numbers: [11]string{"zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"},
	}
}
