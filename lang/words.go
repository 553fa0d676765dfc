package lang

import (
	"errors"
	"strconv"
)

// This file holds what every front-end's own sentences need of a
// language, besides the games' words: how it quotes and how it counts.
// The games speak through the same rules, so that a program's sentences
// around the games write a quotation and a plural as the games' own do.

// quotes are each language's opening and closing quotation marks.
var quotes = [count][2]string{
	{"“", "”"},
	{"«\u00a0", "\u00a0»"}, // French sets a no-break space inside the marks
	{"«", "»"},
	{"“", "”"},
}

// Quote returns text between the language's quotation marks, as a
// sentence quotes what a player typed: “7x2” in English and Dutch,
// « 7x2 » in French (a no-break space inside the marks), «7x2» in
// Italian. A Language outside [All] quotes as English.
func (l Language) Quote(text string) string {
	marks := quotes[l.Spoken()]
	return marks[0] + text + marks[1]
}

// Plural is a CLDR plural category of a whole count: the form of the noun
// that a count asks for. The four languages use [One], [Many] (French and
// Italian, for a multiple of a million) and [Other]; [Language.Count]
// writes Many with Other's form, as the games have no third form.
type Plural uint8

// The plural categories the languages use.
const (
	Other Plural = iota // every count the others leave: "2 points"
	One                 // "1 point"; in French also 0: "0 point"
	Many                // French and Italian: a multiple of a million
)

// String returns the category's name in CLDR: "one", "many", "other".
func (p Plural) String() string {
	switch p {
	case One:
		return "one"
	case Many:
		return "many"
	}
	return "other"
}

// MarshalText writes the category's CLDR name, as String does.
func (p Plural) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a category's CLDR name: "one", "many" or "other".
func (p *Plural) UnmarshalText(text []byte) error {
	for _, c := range []Plural{Other, One, Many} {
		if string(text) == c.String() {
			*p = c
			return nil
		}
	}
	return errors.New("lang: " + strconv.Quote(string(text)) + " is not a plural category: write one, many or other")
}

// Plural returns the plural category of the count n in the language, by
// CLDR's rules for whole numbers, of n's absolute value: English, Dutch
// and Italian take One for 1 alone, French for 0 and 1; French and
// Italian take Many for a multiple of a million. A Language outside [All]
// counts as English.
func (l Language) Plural(n int) Plural {
	i := uint64(n) // CLDR's operand i, the absolute value
	if n < 0 {
		i = -i
	}
	l = l.Spoken()
	switch {
	case i == 1, i == 0 && l == French:
		return One
	case i != 0 && i%1000000 == 0 && (l == French || l == Italian):
		return Many
	}
	return Other
}

// Count returns n in figures and the noun it counts in the form its
// plural category asks for: one for [One], other for the rest. "1 move",
// "2 moves"; in French "0 coup", "2 coups". A negative n takes the minus
// sign, as [Figures] writes it: "−3 points".
func (l Language) Count(n int, one, other string) string {
	if l.Plural(n) == One {
		return Figures(n) + " " + one
	}
	return Figures(n) + " " + other
}

// Figures writes n in figures as every language prints it, a negative
// number with the minus sign − (U+2212) that typesetters use rather than
// the hyphen: "13", "−13".
func Figures(n int) string {
	if n < 0 {
		return "\u2212" + strconv.FormatUint(uint64(-n), 10)
	}
	return strconv.Itoa(n)
}
