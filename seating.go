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
//
// What a save keeps. A game saves as [Table.Options] and [Table.Log]; a
// long game resumes faster from [Table.Position] (see [Fold]). The options
// name their game ("game" first), so that the save names its game: [Fold]
// reads them back and refuses another game's save as such. A table that
// [Load] or [Guess] opened has no log from the start: it saves by
// [Table.Position], and its history starts there.
//
// No save holds what belongs to the people rather than the game. Keep
// beside it:
//
//   - who sits where, [Table.Seating] (the names and the computer's
//     seats, in JSON): give it to [Table.WithSeating] of the rebuilt
//     table, whose events, history and refusals then say them ([Table.Names]
//     alone would lose the computers: WithNames reads no name as one);
//   - each seat's language, which every call that returns words takes.
//
// A [MoveError]'s JSON says its sentences with the default names, for the
// same reason.
//
// A seat that comes back (a page reloaded, a client reconnected) gets
// every event so far as it may see them: [Table.History] (of a saved
// game: [Fold], then [Table.WithSeating], then History). Its events are redacted for the
// seat, [Events.Log] included, and [Events.Narrate] of the seat tells the
// game so far, each event beside the latest board on which its names of
// cells still hold, so that the sentences agree with the board the player
// sees now: a Lino event beside the table's current board (a Lino cell
// keeps its name for the whole game, so the sentence is the one sent
// live), a LINX event on its own round's grid, unchanged by a later round.
// For a table that [Load] or [Guess] opened, the history starts at its
// position, without error: no event just after Load, then the events of
// the moves played on it since. What came before the position is in no
// position, so a server that must tell a reconnecting player the game so
// far saves by [Table.Options] and [Table.Log].
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
