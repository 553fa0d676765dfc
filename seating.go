package tabletop

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
)

// Seating is who sits at a table: the names [Table.WithNames] gave the
// seats, and the seats [Table.WithComputers] marked. A computer's seat
// keeps its name, for when a person takes the seat again. Its JSON is
// {"names":[…],"computers":[…]}, each null when none, and is read as
// strictly as a [Save]'s: a key misspelled ("computer"), given twice or
// in another case is an error that names it, not a seating dropped
// without a word.
//
// No position or log holds it: a [Save] does. Keep the Seating, not
// [Table.Names], which would lose the computers: WithNames reads the
// [Computer] marker as no name. See Saving and resuming in the package
// doc.
type Seating struct {
	// Names are the seats' names by seat, from seat 0; an empty name,
	// or a seat past the end, is the seat's default name.
	Names []string `json:"names"`
	// Computers are the seats the computer plays, in order.
	Computers []int `json:"computers"`
}

// UnmarshalJSON reads a Seating's JSON strictly: an unknown key, one
// given twice or written in another case, or anything after the object,
// is an error that names it, and leaves s as it was; null leaves s alone,
// as encoding/json does.
func (s *Seating) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		return nil
	}
	type plain Seating // without this method
	var read plain
	if err := engine.Decode(data, &read, engine.Strict{RefuseRepeats: true, ExactCase: true}); err != nil {
		return fmt.Errorf("tabletop: a Seating's JSON: %w", err)
	}
	*s = Seating(read)
	return nil
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
// [Table.WithNames] and [Table.WithComputers] give them. It never fails:
// it drops what does not fit the table, and gives a refused name's seat
// its default name. A seating from a person, a request or a save is
// checked with [Table.CheckSeating] first; [Resume] does so itself.
func (t Table) WithSeating(s Seating) Table {
	return t.WithNames(s.Names).WithComputers(s.Computers...)
}

// CheckSeating returns nil where [Table.WithSeating] keeps every entry of
// s as given (each name as [CleanName] tidies its spaces). Otherwise it
// returns an error naming the first entry it would drop or rename, by its
// field and index ("Names[2]"):
//
//   - a computer's seat not at the table or given twice, or a name past
//     the table's seats: an error wrapping [ErrNoSeat];
//   - a name that [CheckName] refuses, or one that reads as an earlier
//     seat's: a [*NameError], which wraps [ErrReservedName] and says why
//     to the player in their language ([NameError.Sentence]).
//
// Empty names are no error, nor is a seat both named and the computer's
// (it keeps its name for when a person takes it). WithNames,
// WithComputers and WithSeating never fail, so a front-end that seats
// players from a form or a request calls CheckSeating first, and asks for
// another name on its error. [Resume] calls it. The zero Table's error is
// [ErrNoGame].
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

// WithNames returns the table calling seat i names[i]. It never fails: a
// name it refuses gives its seat the default name, and names past the
// table's seats are dropped. Check names from a person first with
// [Table.CheckSeating] of Seating{Names: names}, which says which name
// WithNames would not keep, and why; [Resume] checks them itself.
//
// It refuses a name that reads as one the words give a seat, in any
// language: the computer's, a seat's default name, the reader's
// ([CheckName]). Such a name would let its player pass for that seat. It
// also refuses a name that reads as an earlier seat's, the same but for
// spaces, punctuation, case and look-alike letters: two seats called
// "Ana" would make "Ana played" say either. It keeps each name as
// [CleanName] makes it: on one line, and at most [MaxNameLength]
// characters. No name makes its seat the computer's, not even
// [Computer]: that is [Table.WithComputers]'s work, which WithNames keeps.
//
// The names appear in every word the table gives: the labels and
// previews of [Table.View] and [Table.Choices], and [Table.ViewText]. An
// empty name is the seat's default name ([DefaultName]); nil names every
// seat by its default name again. The tables that [Table.Play] and
// [Table.PlayJSON] return keep the names, and so do their [Events] and
// [MoveError]s: Narrate and Sentence given nil names say the table's.
// Names are in no JSON: a MoveError read back from its JSON says the
// default names until given the names. The zero Table stays the zero
// Table.
func (t Table) WithNames(names []string) Table {
	if t.p == nil {
		return t
	}
	inner, seats := unnamed(t)
	kept, _ := keepNames(names, len(inner.scores()))
	return withNames(inner, naming{given: kept, computers: seats.computers, languages: seats.languages})
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
		case why != 0:
			first = cmp.Or(first, error(&NameError{Name: clean, Seat: i, why: why}))
		case key != "" && twice:
			first = cmp.Or(first, error(&NameError{Name: clean, Seat: i, Like: kept[earlier], likeSeat: earlier, why: nameLikeOther}))
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

// WithComputers returns the table with seats, and no other, played by the
// computer. It never fails: seats that the table has not are left out.
// [Table.CheckSeating] of Seating{Computers: seats} names the first;
// [Resume] checks them itself.
//
// The words call each such seat the computer ([Computer]), whatever name
// [Table.WithNames] gave it, and keep its name for when a person takes
// the seat again. No seats: none is the computer's. The tables that Play,
// PlayJSON and WithNames return keep the computers. The zero Table stays
// the zero Table.
func (t Table) WithComputers(seats ...int) Table {
	if t.p == nil {
		return t
	}
	inner, kept := unnamed(t)
	kept.computers, _ = markComputers(seats, len(inner.scores()))
	return withNames(inner, kept)
}

// markComputers returns which of a table's players seats are the
// computer's, as [Table.WithComputers] marks seats, and an error about
// the first seat not at the table ([Table.CheckSeating]), nil where all
// are.
func markComputers(seats []int, players int) ([]bool, error) {
	computers := make([]bool, players)
	var first error
	for i, seat := range seats {
		switch {
		case seat < 0 || seat >= players:
			first = cmp.Or(first, fmt.Errorf("%w: Computers[%d] is %d, not a seat of the table's %d (0 to %d)", ErrNoSeat, i, seat, players, players-1))
		case computers[seat]:
			first = cmp.Or(first, fmt.Errorf("%w: Computers[%d] is %d again, which Computers[%d] gave", ErrNoSeat, i, seat, slices.Index(seats, seat)))
		default:
			computers[seat] = true
		}
	}
	return computers, first
}

// unnamed returns t's game's own table, without its names, and how t
// names its seats (the zero naming for none), for a change of one part.
func unnamed(t Table) (table, naming) {
	if n, ok := t.p.(namedTable); ok {
		return n.table, *n.names
	}
	return t.p, naming{}
}

// withNames returns the table inner calling its seats n.given (as
// WithNames kept them), the seats n.computers marks the computer's, and
// keeping n.languages.
func withNames(inner table, n naming) Table {
	names, computers := n.given, n.computers
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
	if len(said) == 0 && len(n.languages) == 0 {
		return Table{inner}
	}
	return Table{namedTable{table: inner, names: &naming{said: said, given: names, computers: computers, languages: n.languages}}}
}

// WithLanguages returns the table keeping each seat's language, by seat
// from seat 0, for a front-end that speaks each seat its own (a chat's
// French seat beside an English one): [Table.Save] writes them in
// [Save.Languages], and [Resume] gives them back, so that the front-end
// keeps no Save beside the table. The table still speaks the language
// each call is given ([Table.View], [Events.Narrate]): the front-end asks
// [Table.Languages] which.
//
// It never fails, as [Table.WithNames] does not: languages past the
// table's seats are dropped, and one outside [lang.All] is kept as
// English, as a save's unknown tag reads; Resume refuses both, from a
// save. nil keeps none. The tables that Play, PlayJSON, WithNames,
// WithComputers and WithSeating return keep them. The zero Table stays
// the zero Table.
func (t Table) WithLanguages(languages []lang.Language) Table {
	if t.p == nil {
		return t
	}
	inner, n := unnamed(t)
	n.languages = slices.Clone(languages[:min(len(languages), len(inner.scores()))])
	for seat, l := range n.languages {
		if !l.Valid() {
			n.languages[seat] = lang.English
		}
	}
	if len(n.languages) == 0 {
		n.languages = nil
	}
	return withNames(inner, n)
}

// Languages returns the seats' languages that [Table.WithLanguages] kept,
// by seat from seat 0, as a new slice: nil where none were given. A seat
// past the end has none: its front-end's default.
func (t Table) Languages() []lang.Language {
	if n, ok := t.p.(namedTable); ok {
		return slices.Clone(n.names.languages)
	}
	return nil
}
