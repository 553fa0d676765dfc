// Package speech holds what the games' sentences share in every language:
// the people a sentence speaks of, how an unnamed seat is called, numbers
// in words and lists. Each game keeps the words of its own things in its
// own catalogues (words_<tag>.go); this package's catalogue is the
// grammar they have in common, one value of [Basics] per language.
package speech

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop/lang"
)

// Person is someone a sentence speaks of: the reader, spoken to as "you",
// or another seat, by its name.
type Person struct {
	Name string // how the seat is called: its name, or "Seat N"
	You  bool   // the reader
}

// Score is a seat's points, as a sentence tells them.
type Score struct {
	Who    Person
	Points int
}

// Basics is the grammar all the games share in one language.
type Basics struct {
	// Seat names a seat without a name, numbered from 1: "Seat 2".
	Seat func(n int) string
	// And joins the last two items of a list: "and".
	And string
	// Together says that several people did something together, as
	// Did says it of one: "you and Seat 3 won".
	Together func(who []Person, done string) string
	// Of says whose, after the thing owned: "of Ana", "d'Ana".
	Of func(name string) string
	// Points returns a number of points, in figures: "1 point", "3 points".
	Points func(n int) string
	// Refusals are the sentences of the refused moves that every game
	// shares, keyed by reason or phrase as internal/engine.Words are;
	// {toMove} is the name of the seat to move.
	Refusals map[string]string
	// Numbers are the counts from 0 to 10 in words, as they stand before
	// a noun whose gender is the language's default: "zero", "one", "two".
	Numbers [11]string
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
// else the language's "Seat N" with N = i+1, as people count seats from 1.
func (b Basics) People(reader int, names []string) func(seat int) Person {
	return func(seat int) Person {
		p := Person{You: seat == reader && seat >= 0}
		if 0 <= seat && seat < len(names) && names[seat] != "" {
			p.Name = names[seat]
		} else {
			p.Name = b.Seat(seat + 1)
		}
		return p
	}
}

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

// Join joins items as a list: "a", "a and b", "a, b and c".
func (b Basics) Join(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + b.And + " " + items[len(items)-1]
}

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

// plural returns n in figures and the noun, one when singular.
func plural(n int, singular bool, one, many string) string {
	if singular {
		return strconv.Itoa(n) + " " + one
	}
	return strconv.Itoa(n) + " " + many
}

// joinPeople names people as a list joined by and, the reader as you.
func joinPeople(who []Person, and, you string) string { return Basics{And: and}.Names(who, you) }

// Names names people as a list, the reader as you: "you and Seat 3",
// "Ana, Bo and Cy".
func (b Basics) Names(who []Person, you string) string {
	names := make([]string, len(who))
	for i, p := range who {
		names[i] = p.Name
		if p.You {
			names[i] = you
		}
	}
	return b.Join(names)
}

// hasYou reports whether the reader is among who.
func hasYou(who []Person) bool {
	for _, p := range who {
		if p.You {
			return true
		}
	}
	return false
}
