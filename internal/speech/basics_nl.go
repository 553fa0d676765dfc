package speech

import (
	"strconv"

	"github.com/tabletopgo/tabletop/lang"
)

func init() {
	catalogue[lang.Dutch] = Basics{
		Seat: func(n int) string { return "Speler " + strconv.Itoa(n) },
		And:  "en",
		Together: func(who []Person, done string) string {
			switch {
			case len(who) == 1 && who[0].You:
				return "je hebt " + done
			case len(who) > 1:
				return joinPeople(who, "en", "jij") + " hebben " + done
			}
			return joinPeople(who, "en", "jij") + " heeft " + done
		},
		Of:      func(name string) string { return "van " + name },
		Points:  func(n int) string { return plural(n, n == 1 || n == -1, "punt", "punten") },
		Cell:    func(row, column int) string { return "rij " + strconv.Itoa(row) + ", kolom " + strconv.Itoa(column) },
		Numbers: [11]string{"nul", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien"},
	}
}
