// Package speech holds what the games' sentences share in every language:
// the people a sentence speaks of, how an unnamed seat is called, the
// plural of a count, numbers in words, lists and each language's
// typography. Each game keeps the words of its own things in its own
// catalogues (words_<tag>.go); this package's catalogue is the grammar
// they have in common, one value of [Basics] per language.
package speech

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop/lang"
)

// Computer is the name of a seat the computer plays, in a names list:
// the seat is called the computer, as a noun with its article and
// contractions ("the computer", "à l'ordinateur", "del computer"), with
// its seat's number where several play ("l'ordinateur 2" at seat 2).
// It is no text: [Basics.Label] and [Basics.Called] write the seat's
// name in a language.
const Computer = "\x00computer"

// Person is someone a sentence speaks of: the reader, spoken to as "you",
// or another seat, by its player's name, by the seat's default name or
// as the computer.
type Person struct {
	// Name is how the seat is called: its player's name, or its default
	// name as a label shows it ("Seat 2", "Joueur 2"); the computer's
	// seat, as a sentence calls it with no preposition ("the computer",
	// "l'ordinateur", "Computer 2"), since English sentences write Name as
	// it is. [Basics.Label] is any person's name as a label shows it.
	Name string
	// You is set for the reader.
	You bool
	// Seat is the seat, counted from 1, when Name is its default name or
	// the computer's: a noun that takes an article and its contractions
	// in a sentence ("le joueur 2", "au joueur 2", "del giocatore 2",
	// "à l'ordinateur"); 0 for a player's name, a proper name ("à Bo",
	// "d'Ana").
	Seat int
	// Computers is, for a seat the computer plays ([Computer]), how many
	// seats of the table the computer plays: where more than one, each is
	// called with its seat's number, Seat ("Computer 3" at seat 3), the
	// number a player reads on its panel and on its pieces (LINX's tiles),
	// so that a reader tells partners from opponents by number alone; 0
	// for a seat a person plays.
	Computers int
}

// numbered returns noun, the computer's name, with its seat's number
// where several computers play: "l'ordinateur", "l'ordinateur 3".
func (p Person) numbered(noun string) string {
	if p.Computers > 1 {
		return noun + " " + strconv.Itoa(p.Seat)
	}
	return noun
}

// Score is a seat's points, as a sentence tells them.
type Score struct {
	Who    Person
	Points int
}

// Basics is the grammar all the games share in one language.
type Basics struct {
	// SeatWord is the word of a seat without a name, which [Basics.Seat]
	// numbers: "Seat", "Joueur".
	SeatWord string
	// Computer names the seat the computer plays as a label shows it:
	// "Computer", "Ordinateur" (see [Basics.Label]).
	Computer string
	// Called names a person other than the reader after a preposition
	// (prep, "" for none), with the article and contraction a seat's
	// default name or the computer takes: "le joueur 2", ("à") "au joueur
	// 2", ("de") "d'Ana", ("di") "del giocatore 2", ("a") "al computer".
	Called func(p Person, prep string) string
	// And joins the last two items of a list: "and".
	And string
	// Together says that several people did something together, as
	// Did says it of one: "you and Seat 3 won".
	Together func(who []Person, done string) string
	// OfPrep is the preposition that says whose: "of", "de", "di", "van".
	OfPrep string
	// ToPrep is the preposition that says to whom: "to", "à", "a", "aan".
	ToPrep string
	// Of says whose, after the thing owned, of a name as it is written:
	// "of Ana", "d'Ana". [Basics.Whose] says it of a [Person].
	Of func(name string) string
	// Plural returns the CLDR plural category of the count n, as
	// [lang.Language.Plural] does.
	Plural func(n int) lang.Plural
	// Points returns a number of points, in figures: "1 point", "3 points".
	Points func(n int) string
	// Scored says that one person scored points, a count Points wrote,
	// in the past: "Ana scored 3 points"; FinishesOn that a person ends
	// on a negative score, which is not scored: "Ana finishes on −9
	// points". [Basics.Result] picks one.
	Scored, FinishesOn func(who Person, points string) string
	// Refusals are the sentences of the refused moves that every game
	// shares, keyed by reason or phrase as internal/engine.Words are;
	// {toMove} is the seat to move, as [Basics.Fill] writes it.
	Refusals map[string]string
	// Numbers are the counts from 0 to 10 in words, as they stand before
	// a noun whose gender is the language's default: "zero", "one", "two".
	Numbers [11]string
	// Quotes are the language's opening and closing quotation marks, as
	// [lang.Language.Quote] writes them.
	Quotes [2]string
	// andBefore is the word joining the last two items of a list, as
	// the last one, last, asks for: And, but Italian "ed" before a word
	// that begins with e ("Bo ed Elena").
	andBefore func(last string) string
	// results lists scores (see [Basics.Results]).
	results func(scores []Score) string
	// typeset applies the language's typography to a text written with
	// ASCII punctuation (see [Basics.Typeset]).
	typeset func(text string) string
}

// catalogue holds each language's Basics, filled by basics_<tag>.go.
var catalogue = map[lang.Language]Basics{}

// Of returns the grammar of language l; a Language outside [lang.All]
// speaks English.
func Of(l lang.Language) Basics {
	if b, ok := catalogue[l]; ok {
		return b
	}
	return catalogue[lang.English]
}

// People returns how seats are called for the seat reader (-1 or any seat
// not at the table: a spectator): names[i], when present and not empty, or
// else the seat's default name, the language's "Seat N" with N = i+1, as
// people count seats from 1. A seat named [Computer] is the computer.
func (b Basics) People(reader int, names []string) func(seat int) Person {
	computers := countComputers(names)
	return func(seat int) Person {
		p := Person{You: seat == reader && seat >= 0}
		named := 0 <= seat && seat < len(names) && names[seat] != ""
		switch {
		case named && names[seat] == Computer:
			p.Seat, p.Computers = seat+1, computers
			p.Name = b.Called(p, "")
		case named:
			p.Name = names[seat]
		default:
			p.Name, p.Seat = b.Seat(seat+1), seat+1
		}
		return p
	}
}

// countComputers returns how many of names are [Computer].
func countComputers(names []string) int {
	n := 0
	for _, name := range names {
		if name == Computer {
			n++
		}
	}
	return n
}

// Seat names a seat without a name, numbered from 1, as a label shows
// it: the language's SeatWord and the number, "Seat 2", "Joueur 2".
func (b Basics) Seat(n int) string { return b.SeatWord + " " + strconv.Itoa(n) }

// Label names a person as a label or a heading shows it, never as the
// reader: "Ana", "Seat 2", "Joueur 2", "Ordinateur", "Computer 2".
func (b Basics) Label(p Person) string {
	if p.Computers > 0 {
		return p.numbered(b.Computer)
	}
	return p.Name
}

// Name names a person other than the reader as the subject or object of
// a sentence: "le joueur 2", "il giocatore 2", "Ana".
func (b Basics) Name(p Person) string { return b.Called(p, "") }

// With names a person other than the reader after the preposition prep:
// "au joueur 2", "à Bo", "al giocatore 2".
func (b Basics) With(prep string, p Person) string { return b.Called(p, prep) }

// To names who after the preposition that says to whom ([Basics.ToPrep]),
// with the article and contraction it takes ("au joueur 2", "ad Ana"), or
// you, the reader's form ("à vous", "a te"), for the reader.
func (b Basics) To(who Person, you string) string {
	if who.You {
		return you
	}
	return b.With(b.ToPrep, who)
}

// Whose says whose, after the thing owned: "of Ana", "du joueur 2",
// "d'Ana".
func (b Basics) Whose(p Person) string { return b.Called(p, b.OfPrep) }

// Did says that who did something, done, in the past: "you played a 7",
// "Ana played a 7".
func (b Basics) Did(who Person, done string) string { return b.Together([]Person{who}, done) }

// Number returns n in words up to ten, in figures beyond.
func (b Basics) Number(n int) string {
	if 0 <= n && n < len(b.Numbers) {
		return b.Numbers[n]
	}
	return strconv.Itoa(n)
}

// Count returns n in figures (a negative one with the minus sign) and the
// noun in the form its plural category asks for: one, or other for the rest ("many", a multiple of a million,
// takes other's form too).
func (b Basics) Count(n int, one, other string) string {
	return Signed(n) + " " + b.Form(n, one, other)
}

// Amount counts n things in words, as a sentence counts cards or tiles:
// none for 0 ("no cards", "aucune carte"), one for 1 ("a card", "une
// carte"), else n in words then other ("two cards", "deux cartes"). Each
// language feeds it its own words; a count of 2 or more takes the plural
// in every language of [lang.All].
func (b Basics) Amount(n int, none, one, other string) string {
	switch n {
	case 0:
		return none
	case 1:
		return one
	}
	return b.Number(n) + " " + other
}

// Signed writes n in figures, a negative count with the minus sign −
// (U+2212), as typesetters print it: "−13". It is [lang.Figures], by the
// name the games' words call it.
func Signed(n int) string { return lang.Figures(n) }

// Form returns one or other, as the count n asks for.
func (b Basics) Form(n int, one, other string) string {
	if b.Plural(n) == lang.One {
		return one
	}
	return other
}

// Join joins items as a list: "a", "a and b", "a, b and c".
func (b Basics) Join(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	last := items[len(items)-1]
	return strings.Join(items[:len(items)-1], ", ") + " " + b.andBefore(last) + " " + last
}

// always is a join word that stays the same before any item.
func always(and string) func(last string) string {
	return func(string) string { return and }
}

// marks returns language l's quotation marks, as [lang.Language.Quote]
// writes them around a quotation.
func marks(l lang.Language) [2]string {
	open, close, _ := strings.Cut(l.Quote("\x00"), "\x00")
	return [2]string{open, close}
}

// Quote returns text between the language's quotation marks.
func (b Basics) Quote(text string) string { return b.Quotes[0] + text + b.Quotes[1] }

// Typeset returns text, written with ASCII punctuation, in the language's
// typography: in French, Italian and Dutch the apostrophe ’ for '; in
// French a narrow no-break space before ; ! and ?, a no-break space
// before :, inside « » and between a number in figures and the noun it
// counts ("19 points"). Text already typeset stays as it is.
func (b Basics) Typeset(text string) string {
	return b.typeset(text)
}

// Sentence returns text as a typeset sentence: its first letter in
// capitals and a full stop at the end.
func (b Basics) Sentence(text string) string { return b.Typeset(Sentence(text)) }

// Capital returns text typeset, its first letter in capitals, as a label
// starts.
func (b Basics) Capital(text string) string { return b.Typeset(Capitalize(text)) }

// Capitalize returns text with its first letter in capitals, as a
// sentence starts.
func Capitalize(text string) string {
	r, size := utf8.DecodeRuneInString(text)
	if r == utf8.RuneError {
		return text
	}
	return string(unicode.ToUpper(r)) + text[size:]
}

// Sentence returns text as a sentence: its first letter in capitals and a
// full stop at the end.
func Sentence(text string) string { return Capitalize(text) + "." }

// Fill replaces the placeholder of key in text by the person p: {key}
// alone names p as [Basics.Name] does, and {prep key}, such as
// "{à toMove}", after the preposition prep, as [Basics.With] does ("au
// joueur 2", "à Bo").
func (b Basics) Fill(text, key string, p Person) string {
	for {
		end := strings.Index(text, key+"}")
		if end < 0 {
			return text
		}
		start := strings.LastIndexByte(text[:end], '{')
		if start < 0 {
			return text
		}
		prep := strings.TrimSpace(text[start+1 : end])
		text = text[:start] + b.Called(p, prep) + text[end+len(key)+1:]
	}
}

// joinPeople names people as a list joined by and, the reader as you,
// each with the article its name takes: "vous et le joueur 3".
func (b Basics) joinPeople(who []Person, you string) string {
	names := make([]string, len(who))
	for i, p := range who {
		names[i] = b.Name(p)
		if p.You {
			names[i] = you
		}
	}
	return b.Join(names)
}

// Names names people as a list, the reader as you, each as [Basics.Name]
// names it: "you and Seat 3", "Ana, Bo and Cy", "vous et le joueur 3".
func (b Basics) Names(who []Person, you string) string { return b.joinPeople(who, you) }

// hasYou reports whether the reader is among who.
func hasYou(who []Person) bool {
	for _, p := range who {
		if p.You {
			return true
		}
	}
	return false
}
