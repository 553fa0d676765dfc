package tabletop_test

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop"
)

// A front-end that seats players from a request checks the seating first:
// WithSeating takes any seating without an error, dropping what does not
// fit the table, and CheckSeating says what it would drop, and why.
func ExampleTable_CheckSeating() {
	table, _ := tabletop.Open("linko", []byte(`{"players":2,"seed":"7"}`))
	for _, asked := range []tabletop.Seating{
		{Names: []string{"Ana", "Computer"}},
		{Names: []string{"Ana", "ana"}},
		{Names: []string{"Ana"}, Computers: []int{2}},
		{Names: []string{"Ana"}, Computers: []int{1}},
	} {
		err := table.CheckSeating(asked)
		fmt.Println(errors.Is(err, tabletop.ErrReservedName), errors.Is(err, tabletop.ErrNoSeat), err)
	}
	// Output:
	// true false tabletop: reserved name: Names[1]: "Computer" reads as the computer, a seat's default name or the reader, in one of the languages
	// true false tabletop: reserved name: Names[1] "ana" reads as Names[0] "Ana", the same but for spaces, punctuation, case or look-alike letters
	// false true tabletop: no such seat: Computers[0] is 2, not a seat of the table's 2 (0 to 1)
	// false false <nil>
}
