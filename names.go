package tabletop

import (
	"encoding/json"
	"slices"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// Computer is how [Table.Names] gives a seat the computer plays, which
// [Table.WithComputers] marks, and how the words' names lists
// ([Events.Narrate], a refusal's Sentence, [NameOf]) take it: the words
// call that seat the computer, as a noun with its article and
// contractions like a seat's default name ("The computer drew a card.",
// "C’est à l’ordinateur de jouer.", "Tocca al computer.", "De computer is
// aan de beurt."), and where several seats are the computer's, each with
// its seat's number ("Computer 3" at seat 3, "l’ordinateur 2"), the
// number its panel and pieces show. It is a marker,
// not a text: no word of the library shows it, and [NameOf] gives its
// forms to a front-end's own sentences and headings. [Table.WithNames]
// takes it for a person's text like any other, so that no name a person
// sends makes a seat the computer's. From JavaScript it is the string
// "\u0000computer", which the names the JavaScript package's calls take
// may hold.
const Computer = "\x00computer"

// cleanNames returns a new slice of names as [CleanName] makes each, the
// [Computer] marker kept; nil for none.
func cleanNames(names []string) []string {
	if len(names) == 0 {
		return nil
	}
	clean := make([]string, len(names))
	for i, name := range names {
		if name != Computer {
			name = CleanName(name)
		}
		clean[i] = name
	}
	return clean
}

// Names returns the names that [Table.WithNames] gave the seats, as it
// kept them, with [Computer] at the seats [Table.WithComputers] marked,
// as a new slice: nil when none were given and no seat is the
// computer's. They are for the handle's words ([Events.Narrate], a
// refusal's Sentence, [NameOf]): a heading that shows a seat's name takes
// [NameOf]'s Label.
func (t Table) Names() []string {
	if n, ok := t.p.(namedTable); ok {
		return slices.Clone(n.names.said)
	}
	return nil
}

// SeatName is how the words of one language call a seat, for a
// front-end's own sentences and labels: by its default name where its
// player gave none, or as the computer ([Computer]), or by its player's
// name.
type SeatName struct {
	// Label is the name alone, as a label or a column's heading shows
	// it: "Seat 2", "Joueur 2", "Giocatore 2", "Speler 2"; "Computer",
	// "Ordinateur", "Computer 2".
	Label string `json:"label"`
	// Name is the seat as the subject or object of a sentence, with the
	// article its name takes: "Seat 2", "le joueur 2", "il giocatore 2",
	// "speler 2"; "the computer", "l’ordinateur", "il computer", "de
	// computer".
	Name string `json:"name"`
	// To is the seat after the language's "to", contracted where the
	// language contracts: "to Seat 2", "au joueur 2", "al giocatore 2",
	// "aan speler 2"; "à l’ordinateur", "al computer".
	To string `json:"to"`
	// Of says whose: "of Seat 2", "du joueur 2", "del giocatore 2", "van
	// speler 2"; "de l’ordinateur", "del computer", "van de computer".
	Of string `json:"of"`
}

// DefaultName returns how the words of language l call seat (counted
// from 0, named from 1) when its player gave no name, as every sentence
// of the games does: "C'est au joueur 2 de jouer", "Tocca al giocatore 2".
func DefaultName(l lang.Language, seat int) SeatName { return NameOf(l, seat, nil) }

// NameOf returns how the words of language l call seat (counted from 0)
// at a table whose seats are called names, as [Table.WithNames] takes
// them: by names[seat] as [CleanName] makes it, by its default name
// ([DefaultName]) where that is empty or missing, or as the computer
// where it is [Computer] — "Tocca al computer", with the seat's number
// where names holds several computers. Its forms never show the Computer
// marker. A seat below 0 is nobody: its SeatName is the zero SeatName,
// all empty.
func NameOf(l lang.Language, seat int, names []string) SeatName {
	if seat < 0 {
		return SeatName{}
	}
	b := speech.Of(l)
	p := b.People(-1, cleanNames(names))(seat)
	return SeatName{Label: b.Label(p), Name: b.Typeset(b.Name(p)), To: b.Typeset(b.With(b.ToPrep, p)), Of: b.Typeset(b.Whose(p))}
}

// namedTable is a game behind the handle whose words call the seats by
// names: the game's own table, with the methods that give words replaced.
// The names are behind a pointer, so that a Table stays comparable with
// ==, as a server's cache of views compares tables.
type namedTable struct {
	table
	names *naming
}

// naming is how a table's words call its seats, and the languages its
// front-end speaks them.
type naming struct {
	said      []string        // as the words take them: given, with Computer at computers
	given     []string        // as WithNames kept them
	computers []bool          // the seats WithComputers marked; nil for none
	languages []lang.Language // as WithLanguages kept them; nil for none
}

// namer is what played does with names, in this file: the words of its
// View, with the seats named.
type namer interface {
	namedView(l lang.Language, seat int, names []string) (json.RawMessage, error)
	namedText(l lang.Language, seat int, names []string) string
	nameChoices(l lang.Language, names []string, choices []Choice)
}

func (n namedTable) view(l lang.Language, seat int) (json.RawMessage, error) {
	return n.table.(namer).namedView(l, seat, n.names.said)
}

func (n namedTable) viewText(l lang.Language, seat int) string {
	return n.table.(namer).namedText(l, seat, n.names.said)
}

func (n namedTable) choices(l lang.Language) []Choice {
	choices := n.table.choices(l)
	n.table.(namer).nameChoices(l, n.names.said, choices)
	return choices
}

func (n namedTable) move(l lang.Language, _ []string, notation string) (Move, bool) {
	return n.table.move(l, n.names.said, notation)
}

func (n namedTable) playText(seat int, move string) (Table, Events, error) {
	next, events, err := n.table.playText(seat, move)
	return n.keep(next), n.tell(events), n.refuse(err)
}

func (n namedTable) playJSON(seat int, move []byte) (Table, Events, error) {
	next, events, err := n.table.playJSON(seat, move)
	return n.keep(next), n.tell(events), n.refuse(err)
}

func (n namedTable) history(seat int) (Events, error) {
	events, err := n.table.history(seat)
	return n.tell(events), err
}

// tell returns events that narrate with n's names when given none.
func (n namedTable) tell(events Events) Events {
	events.names = n.names.said
	return events
}

// refuse returns err, and when it is a refused move, one whose Sentence
// says n's names when given none.
func (n namedTable) refuse(err error) error {
	if refused, ok := err.(*MoveError); ok {
		refused.names = n.names.said
	}
	return err
}

// keep returns next, a table that the game's own table played to, with
// n's names: the same names, which nobody changes, so shared.
func (n namedTable) keep(next Table) Table {
	if next.p == nil {
		return next
	}
	n.table = next.p
	return Table{n}
}

func (p *played[S, M, E, V, P, O]) namedView(l lang.Language, seat int, names []string) (json.RawMessage, error) {
	return p.s.View(seat).In(l).Named(names).MarshalJSON()
}

func (p *played[S, M, E, V, P, O]) namedText(l lang.Language, seat int, names []string) string {
	return p.s.View(seat).Named(names).Text(l)
}

// nameChoices writes over the labels and previews of choices, which
// choices(l) made, those of the View that calls the seats by names.
func (p *played[S, M, E, V, P, O]) nameChoices(l lang.Language, names []string, choices []Choice) {
	seat := p.s.ToMove()
	if seat < 0 {
		return
	}
	for i, c := range p.rules.choices(p.s.View(seat).In(l).Named(names)) {
		choices[i].Label = c.Label
		for j := range c.Moves {
			move := &choices[i].Moves[j]
			label, preview := c.Texts(j)
			if !move.cellLabel { // a cell's name names no seat
				move.Label = label
			}
			move.Preview = preview
		}
	}
}
