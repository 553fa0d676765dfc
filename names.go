package tabletop

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

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
// Names past the table's seats are dropped.
func (t Table) WithNames(names []string) Table {
	if t.p == nil {
		return t
	}
	inner, computers := unnamed(t)
	kept := make([]string, min(len(names), len(inner.scores())))
	seen := map[string]bool{}
	for i := range kept {
		kept[i] = CleanName(names[i])
		if key := skeleton(kept[i]); key != "" {
			if seen[key] {
				kept[i] = ""
			}
			seen[key] = true
		}
	}
	return withNames(inner, kept, computers)
}

// WithComputers returns the table with seats, and no other, played by
// the computer: its words call each of them the computer ([Computer]),
// whatever name [Table.WithNames] gave it, and keep its name for when
// it is no longer the computer's. No seats: none is the computer's.
// Seats that the table has not are left out. The tables that Play,
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
	computers := make([]bool, len(inner.scores()))
	for _, seat := range seats {
		if seat >= 0 && seat < len(computers) {
			computers[seat] = true
		}
	}
	return withNames(inner, names, computers)
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

// MaxNameLength is the most characters (runes) of a seat's name that the
// words show: [CleanName] cuts a longer name there.
const MaxNameLength = 40

// CleanName returns name as the handle's words show it, or "" (no name:
// the seat keeps its default name) for a name that reads as one the words
// give a seat ([CheckName]). Each run of
// spaces, control characters (a newline, a tab, a NUL), line or
// paragraph separators and bidirectional controls (which would reorder
// the sentence around the name) becomes one space, the spaces at either end are
// trimmed, format characters that show nothing (a zero width space, a
// byte order mark, a soft hyphen: Unicode's Cf) are dropped, so that
// "A\u200bna" is "Ana" — but for a zero width joiner or non-joiner between
// two characters, which Persian and Indic names and emoji sequences
// ("👨\u200d👩\u200d👧") need, kept there only —, bytes that are not UTF-8 become U+FFFD, and
// the name is cut to its first [MaxNameLength] characters. [Table.WithNames]
// cleans every name so, [Computer] included ("\x00computer" cleans to
// "computer", which is the computer's word, so "": no name), and a name
// that reads as a sentence ([CheckName]) is "" too; [NameOf],
// [Events.Narrate] and a refusal's Sentence every name but the Computer
// marker, which they take as [Table.Names] gives it.
func CleanName(name string) string {
	name = cleaned(name)
	if reserved(name) || sentence(name) {
		return ""
	}
	return name
}

// CheckName returns nil for a name that [CleanName] keeps, and an error
// wrapping [ErrReservedName] for one that reads, in any of the four
// languages and in any case, as a name the words give a seat, so that a
// reader could not tell its player from that seat: the computer's
// ("Computer", "The computer", "Computer 2", "l’ordinateur", "il
// computer", "de computer"), a seat's default name ("Seat 1", "Joueur 2",
// "il giocatore 3", "speler 4", whatever the number), or the reader's
// ("you", "vous", "tu", "jij"). Spaces, punctuation and apostrophes do not
// tell them apart ("Seat-1", "l'ordinateur"), nor do the common
// look-alikes: full-width letters, the Cyrillic and Greek letters drawn
// as Latin ones ("Ѕeat 2" with a Cyrillic Ѕ), digits for the letters they
// pass for ("C0mputer") and 'l' for 'i' — a guard, not Unicode's full
// table of confusables. It refuses too a name that reads as a sentence of
// its own, which the words around it would seem to say: one that holds a
// colon ("Ana: It is your turn"), or three words or more after its last
// sentence's end ('.', '!', '?', '…': "Ana. It is your turn", while "Mr.
// Smith" and "J. R. R. Tolkien" are names). [Table.WithNames] gives
// such a name's seat its default name, which is true, rather than a
// name that would lie: a front-end that asks its players for their names
// checks each with CheckName first, and asks for another where it is
// refused. An empty name is no name, not an error: its seat keeps its
// default name.
func CheckName(name string) error {
	if clean := cleaned(name); reserved(clean) {
		return fmt.Errorf("%w: %q reads as the computer, a seat's default name or the reader, in one of the languages", ErrReservedName, clean)
	} else if sentence(clean) {
		return fmt.Errorf("%w: %q reads as a sentence of its own, not a name: it holds a colon, or words after a sentence's end", ErrReservedName, clean)
	}
	return nil
}

// sentence reports whether name reads as a sentence of its own, which the
// words around it would seem to say ([CheckName]): it holds a colon, or
// three words or more after its last sentence's end ("Ana. It is your
// turn").
func sentence(name string) bool {
	if strings.ContainsAny(name, ":：∶﹕︓") {
		return true
	}
	words := strings.Fields(name)
	for i := len(words) - 1; i >= 0; i-- {
		if strings.TrimRight(words[i], ".!?…。！？") != words[i] {
			return len(words)-i-1 >= 3
		}
	}
	return false
}

// cleaned returns name as CleanName cleans it, before it checks that it
// is not reserved.
func cleaned(name string) string {
	words := strings.FieldsFunc(strings.Map(dropFormat, strings.ToValidUTF8(name, "\uFFFD")), breaksName)
	for i, w := range words {
		words[i] = keepJoiners(w)
	}
	name = strings.Join(slices.DeleteFunc(words, func(w string) bool { return w == "" }), " ")
	if utf8.RuneCountInString(name) > MaxNameLength {
		name = keepJoiners(strings.TrimRightFunc(string([]rune(name)[:MaxNameLength]), unicode.IsSpace))
	}
	return name
}

// reserved reports whether name reads as a name the words give a seat
// ([CheckName]): its key, or its key with the digits that pass for
// letters read as those letters ("C0mputer"), is one of theirs.
func reserved(name string) bool {
	if name == "" {
		return false
	}
	keys := reservedNames()
	return keys[nameKey(name, false)] || keys[nameKey(name, true)]
}

// nameKey returns what tells names apart when a person reads them: their
// skeleton, with each run of digits one '#' (any seat's number) — but for
// the digits that pass for letters where asLetters.
func nameKey(name string, asLetters bool) string {
	var key strings.Builder
	digits := false
	for _, r := range skeleton(name) {
		if l, ok := digitLetters[r]; ok && asLetters {
			r = l
		}
		isDigit := unicode.IsDigit(r)
		if !isDigit {
			key.WriteRune(r)
		} else if !digits {
			key.WriteByte('#')
		}
		digits = isDigit
	}
	return key.String()
}

// skeleton returns name as a reader tells it from others: its letters as
// the Latin letters they pass for (lookAlike) and its digits, and
// nothing else — no space, punctuation or apostrophe.
func skeleton(name string) string {
	var s strings.Builder
	for _, r := range name {
		if r = lookAlike(r); unicode.IsLetter(r) || unicode.IsDigit(r) {
			s.WriteRune(r)
		}
	}
	return s.String()
}

// lookAlike returns the lower-case Latin letter that r passes for, or r
// in lower case: full-width Latin letters and digits folded to their
// ASCII forms (what NFKC does for them), the Cyrillic and Greek letters
// drawn as a Latin one in common fonts (confusables), and 'l' as 'i',
// which many fonts draw alike in upper case ("Il", "II"). It is a guard
// against the common look-alikes, not Unicode's full confusables table.
func lookAlike(r rune) rune {
	if '\uFF01' <= r && r <= '\uFF5E' {
		r -= 0xFEE0
	}
	if l, ok := confusables[r]; ok {
		return l
	}
	r = unicode.ToLower(r)
	if r == 'l' {
		return 'i'
	}
	return r
}

// confusables maps the Cyrillic and Greek letters that fonts draw as a
// Latin letter, in either case, to that Latin letter in lower case.
var confusables = map[rune]rune{
	'А': 'a', 'В': 'b', 'С': 'c', 'Е': 'e', 'Н': 'h', 'І': 'i', 'Ј': 'j', 'К': 'k', 'М': 'm', 'О': 'o',
	'Р': 'p', 'Ѕ': 's', 'Т': 't', 'Х': 'x', 'У': 'y', 'Ү': 'y',
	'а': 'a', 'с': 'c', 'ԁ': 'd', 'е': 'e', 'һ': 'h', 'і': 'i', 'ј': 'j', 'ӏ': 'i', 'о': 'o', 'р': 'p',
	'ԛ': 'q', 'ѕ': 's', 'ԝ': 'w', 'х': 'x', 'у': 'y', 'ѵ': 'v',
	'Α': 'a', 'Β': 'b', 'Ε': 'e', 'Ζ': 'z', 'Η': 'h', 'Ι': 'i', 'Κ': 'k', 'Μ': 'm', 'Ν': 'n', 'Ο': 'o',
	'Ρ': 'p', 'Τ': 't', 'Υ': 'y', 'Χ': 'x',
	'α': 'a', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'υ': 'u', 'ϲ': 'c',
}

// digitLetters maps the digits that pass for letters to those letters,
// as lookAlike has them: "C0mputer", "5eat", "j1j".
var digitLetters = map[rune]rune{'0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b'}

// reservedNames holds the keys (nameKey) of the names the words give a
// seat in every language, as the catalogues write them: a seat's default
// name and the computer's, as a label and in a sentence, alone and
// numbered among several, and the reader's pronoun.
var reservedNames = sync.OnceValue(func() map[string]bool {
	keys := map[string]bool{}
	for _, l := range lang.All() {
		b := speech.Of(l)
		for _, names := range [][]string{nil, {Computer}, {Computer, Computer}} {
			for seat := range 2 {
				p := b.People(-1, names)(seat)
				keys[nameKey(b.Label(p), false)] = true
				keys[nameKey(b.Name(p), false)] = true
			}
		}
		keys[nameKey(readerWord(b), false)] = true
	}
	return keys
})

// readerWord returns the pronoun by which the words of b call the reader
// among others ("you", "vous", "tu", "jij"): the one that stands beside
// the word "and" when the reader and another did something together.
// The catalogue has no word for it alone; the test of CheckName holds it
// to the four.
func readerWord(b speech.Basics) string {
	const other = "\x01"
	words := strings.Fields(b.Together([]speech.Person{{You: true}, {Name: other}}, "\x02"))
	for i, w := range words {
		if w != b.And {
			continue
		}
		for _, beside := range []int{i - 1, i + 1} {
			if 0 <= beside && beside < len(words) && words[beside] != other {
				return words[beside]
			}
		}
	}
	return ""
}

// isJoiner reports whether r is a zero width joiner or non-joiner, the two
// format characters a name may need: Persian, Urdu and the Indic scripts
// spell words with them, and they join emoji into one ("👨‍👩‍👧").
func isJoiner(r rune) bool { return r == '\u200c' || r == '\u200d' }

// keepJoiners returns word with a joiner kept only where it stands between
// two characters, where it joins something: one at either end shows
// nothing and is dropped, and of a run of them only the last is kept.
func keepJoiners(word string) string {
	runes := []rune(word)
	kept := runes[:0]
	for i, r := range runes {
		if isJoiner(r) && (len(kept) == 0 || isJoiner(kept[len(kept)-1]) || i+1 == len(runes) || isJoiner(runes[i+1])) {
			continue
		}
		kept = append(kept, r)
	}
	return string(kept)
}

// breaksName reports whether r is no part of a name's words: a space, or
// a character that would break the line or the text around it.
func breaksName(r rune) bool {
	return unicode.IsSpace(r) || unicode.IsControl(r) || unicode.In(r, unicode.Zl, unicode.Zp, unicode.Bidi_Control)
}

// dropFormat returns r, or -1 (drop it) for a format character that is
// not a bidirectional control, which breaksName makes a space.
func dropFormat(r rune) rune {
	if unicode.Is(unicode.Cf, r) && !unicode.Is(unicode.Bidi_Control, r) && !isJoiner(r) {
		return -1
	}
	return r
}

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

// naming is how a table's words call its seats.
type naming struct {
	said      []string // as the words take them: given, with Computer at computers
	given     []string // as WithNames kept them
	computers []bool   // the seats WithComputers marked; nil for none
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
