package tabletop

import (
	"cmp"
	"fmt"
	"slices"
)

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
// cleaned as WithNames cleans any, the computers those of s alone. Like
// them it takes any seating without an error, dropping what does not fit
// the table and giving a refused name's seat its default name: a
// seating that comes from a person or a request is checked with
// [Table.CheckSeating] first.
func (t Table) WithSeating(s Seating) Table {
	return t.WithNames(s.Names).WithComputers(s.Computers...)
}

// CheckSeating returns nil where [Table.WithSeating] keeps every entry
// of s (each name as [CleanName] tidies its spaces), and else an error
// naming the first entry (its field and index, "Names[2]") that it would
// drop, or whose seat it would call by its default name instead: a
// computer's seat that is not at the table, or a name past its seats
// (wrapping [ErrNoSeat]); a name that [CheckName] refuses, or one that
// reads as an earlier seat's (wrapping [ErrReservedName]). Empty names
// are none, and a seat both named and the computer's keeps its name for
// when a person takes it: neither is an error. It is the one check of
// what [Table.WithNames], [Table.WithComputers] and WithSeating take,
// which return no error: a front-end that seats players from a form, a
// request or a save calls it first and answers its error (asking for
// another name) rather than seat them otherwise. The zero Table's error
// is [ErrNoGame].
func (t Table) CheckSeating(s Seating) error {
	if t.p == nil {
		return ErrNoGame
	}
	if _, err := keepNames(s.Names, t.Players()); err != nil {
		return err
	}
	_, err := markComputers(s.Computers, t.Players())
	return err
}

// Computers returns the seats the computer plays, in order, as
// [Table.WithComputers] marked them: the seats a front-end asks a [Bot]
// to play. It is nil where no seat is the computer's.
func (t Table) Computers() []int { return t.Seating().Computers }

// WithNames returns the table calling seat i names[i], where given and
// not empty, in every word it gives: the labels and previews of
// [Table.View] and [Table.Choices], and [Table.ViewText]; a seat without a
// name keeps its default name ([DefaultName]). The tables that
// [Table.Play] and [Table.PlayJSON] return keep the names, and so do the
// [Events] they and [Table.History] return and the [MoveError]s they
// refuse with: their Narrate and Sentence given nil names say the
// table's, so that a front-end gives the names once. Names are in no JSON:
// a MoveError read back from its JSON says the default names until given
// the names ([MoveError.Sentence]). The table keeps its own
// copy of names; nil names every seat by its default name again. The
// zero Table stays the zero Table.
//
// A name is a person's text, which reaches other players' screens, so
// the table keeps each name as [CleanName] makes it, on one line and at
// most [MaxNameLength] characters: no name breaks a sentence or a
// terminal's lines, and none makes its seat the computer's, [Computer]
// included: the computer's seats are [Table.WithComputers]'s, which
// WithNames keeps. A name that reads as one the words give a seat, in any
// language (the computer's, a seat's default name, the reader's:
// [CheckName]) would let its player pass for that seat: it is no name,
// and its seat keeps its default name. So does a seat whose name reads as
// an earlier seat's, the same but for spaces, punctuation, case and
// look-alike letters ([CheckName]): two seats called "Ana" would make
// "Ana played" say either, so the second is called by its number, and a
// front-end that wants both named asks the second player for another.
// Names past the table's seats are dropped. [Table.CheckSeating] of
// Seating{Names: names} says which name WithNames would not keep, and
// why.
func (t Table) WithNames(names []string) Table {
	if t.p == nil {
		return t
	}
	inner, computers := unnamed(t)
	kept, _ := keepNames(names, len(inner.scores()))
	return withNames(inner, kept, computers)
}

// keepNames returns names as [Table.WithNames] keeps them at a table of
// players seats, and an error about the first it does not keep as given
// ([Table.CheckSeating]), nil where it keeps them all.
func keepNames(names []string, players int) ([]string, error) {
	kept := make([]string, min(len(names), players))
	var first error
	seen := map[string]int{}
	for i := range kept {
		clean := cleaned(names[i])
		key := skeleton(clean)
		earlier, twice := seen[key]
		switch why := refusal(clean); {
		case why != "":
			first = cmp.Or(first, fmt.Errorf("%w: Names[%d]: %q %s", ErrReservedName, i, clean, why))
		case key != "" && twice:
			first = cmp.Or(first, fmt.Errorf("%w: Names[%d] %q reads as Names[%d] %q, the same but for spaces, punctuation, case or look-alike letters", ErrReservedName, i, clean, earlier, kept[earlier]))
		default:
			kept[i] = clean
			if key != "" {
				seen[key] = i
			}
		}
	}
	for i := len(kept); i < len(names) && first == nil; i++ {
		if clean := cleaned(names[i]); clean != "" {
			first = fmt.Errorf("%w: Names[%d] %q is past the table's %d seats", ErrNoSeat, i, clean, players)
		}
	}
	return kept, first
}

// WithComputers returns the table with seats, and no other, played by
// the computer: its words call each of them the computer ([Computer]),
// whatever name [Table.WithNames] gave it, and keep its name for when
// it is no longer the computer's. No seats: none is the computer's.
// Seats that the table has not are left out: [Table.CheckSeating] of
// Seating{Computers: seats} names the first. The tables that Play,
// PlayJSON and WithNames return keep the computers, as they keep the
// names; the zero Table stays the zero Table.
func (t Table) WithComputers(seats ...int) Table {
	if t.p == nil {
		return t
	}
	inner, _ := unnamed(t)
	var names []string
	if n, ok := t.p.(namedTable); ok {
		names = n.names.given
	}
	computers, _ := markComputers(seats, len(inner.scores()))
	return withNames(inner, names, computers)
}

// markComputers returns which of a table's players seats are the
// computer's, as [Table.WithComputers] marks seats, and an error about
// the first seat not at the table ([Table.CheckSeating]), nil where all
// are.
func markComputers(seats []int, players int) ([]bool, error) {
	computers := make([]bool, players)
	var first error
	for i, seat := range seats {
		if seat >= 0 && seat < players {
			computers[seat] = true
		} else if first == nil {
			first = fmt.Errorf("%w: Computers[%d] is %d, not a seat of the table's %d (0 to %d)", ErrNoSeat, i, seat, players, players-1)
		}
	}
	return computers, first
}

// unnamed returns t's game's own table, without its names, and which of
// its seats are the computer's (nil for none).
func unnamed(t Table) (table, []bool) {
	if n, ok := t.p.(namedTable); ok {
		return n.table, n.names.computers
	}
	return t.p, nil
}

// withNames returns the table inner calling its seats names (as
// WithNames kept them), and those computers marks the computer's.
func withNames(inner table, names []string, computers []bool) Table {
	said := slices.Clone(names)
	for seat, computer := range computers {
		if computer {
			if len(said) <= seat {
				said = append(said, make([]string, seat+1-len(said))...)
			}
			said[seat] = Computer
		}
	}
	if !slices.Contains(computers, true) {
		computers = nil
	}
	if len(said) == 0 {
		return Table{inner}
	}
	return Table{namedTable{table: inner, names: &naming{said: said, given: names, computers: computers}}}
}
