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
		Of:      func(name string) string { return "of " + name },
		Points:  func(n int) string { return plural(n, n == 1 || n == -1, "point", "points") },
		Cell:    func(row, column int) string { return "row " + strconv.Itoa(row) + ", column " + strconv.Itoa(column) },
		Numbers: [11]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"},
	}
}
