package tabletop

import "slices"

// Seating is who sits at a table, as a save keeps it beside the game's
// options and log (or position), which hold only the game: the names
// [Table.WithNames] gave the seats, as it kept them, the names of the
// seats the computer plays included (kept for when a person takes the
// seat again), and the seats [Table.WithComputers] marked. Its JSON is
// {"names":[…],"computers":[…]}, each null when none.
//
// A save that kept [Table.Names] instead loses the computers: WithNames
// reads the [Computer] marker as the word "computer", which is no name
// ([CheckName]), since no name that a person sends may make a seat the
// computer's.
type Seating struct {
	// Names are the seats' names by seat, from seat 0; an empty name,
	// or a seat past the end, is the seat's default name.
	Names []string `json:"names"`
	// Computers are the seats the computer plays, in order.
	Computers []int `json:"computers"`
}

// Seating returns who sits at the table, for a save to keep: what
// [Table.WithSeating] of the table rebuilt from the save gives back.
// It is the zero Seating where no one named a seat and no seat is the
// computer's.
func (t Table) Seating() Seating {
	n, ok := t.p.(namedTable)
	if !ok {
		return Seating{}
	}
	s := Seating{Names: slices.Clone(n.names.given)}
	for seat, computer := range n.names.computers {
		if computer {
			s.Computers = append(s.Computers, seat)
		}
	}
	return s
}

// WithSeating returns the table with s's names and computers, as
// [Table.WithNames] and [Table.WithComputers] give them: the names
// cleaned as WithNames cleans any, the computers those of s alone.
func (t Table) WithSeating(s Seating) Table {
	return t.WithNames(s.Names).WithComputers(s.Computers...)
}

// Computers returns the seats the computer plays, in order, as
// [Table.WithComputers] marked them: the seats a front-end asks a [Bot]
// to play. It is nil where no seat is the computer's.
func (t Table) Computers() []int { return t.Seating().Computers }
