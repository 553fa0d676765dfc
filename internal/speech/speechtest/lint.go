// Package speechtest checks words for a player as a native editor reads
// them, in each language: the tests of the games run it over every
// sentence, label, preview, refusal, picture and rules text they render.
// It is for tests alone, so that the library never carries its regular
// expressions.
package speechtest

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// notation is a meld or a cell as code writes it: "11x2+J", "7x2", "+J",
// "3,4".
var notation = regexp.MustCompile(`\b\d+x\d+|\+J\b|-?\d+,-?\d+`)

// wrong are phrases no editor of the language lets through: a seat's
// default name without its article or contraction, an elision missed.
var wrong = map[lang.Language][]string{
	lang.French:  {"à Joueur", "de Joueur", "à joueur", "de joueur 1", "de joueur 2", "de le joueur", "à le joueur", "que un", "que une", "de un ", "de une ", "de aucun", " ne aucun", "Linko !"},
	lang.Italian: {"a Giocatore", "di Giocatore", "a giocatore", "di giocatore", "di il ", "a il ", "i 11", "i 8", "nessuna tessere", "nessuna carte"},
	lang.Dutch:   {"7-en", "11-en", "aan zet", "De speler 1", "de speler 2"},
}

// english are words of English that no sentence in another language
// holds, but where that language has the word too (ownWords).
var english = []string{
	"you", "your", "the", "and", "with", "from", "for", "an", "its", "their",
	"played", "drew", "took", "won", "scored", "placed", "moved", "passed",
	"card", "cards", "pile", "display", "turn", "round", "rounds", "game",
	"seat", "tile", "tiles", "stone", "stones", "rock", "paper", "scissors",
	"hand", "nobody", "known", "tableau", "legend", "help", "score",
}

// ownWords are the words of the list above that are the language's own.
var ownWords = map[lang.Language][]string{
	lang.French:  {"score", "tableau"},
	lang.Italian: {"display"},
	lang.Dutch:   {"hand"},
}

// nouns are the counted nouns of each language, singular then plural.
var nouns = map[lang.Language][][2]string{
	lang.English: {{"point", "points"}, {"card", "cards"}, {"tile", "tiles"}, {"stone", "stones"}, {"cell", "cells"}, {"round", "rounds"}, {"joker", "jokers"}},
	lang.French:  {{"point", "points"}, {"carte", "cartes"}, {"tuile", "tuiles"}, {"pierre", "pierres"}, {"case", "cases"}, {"manche", "manches"}, {"joker", "jokers"}, {"pion", "pions"}},
	lang.Italian: {{"punto", "punti"}, {"carta", "carte"}, {"tessera", "tessere"}, {"pietra", "pietre"}, {"casella", "caselle"}, {"manche", "manche"}, {"pedina", "pedine"}},
	lang.Dutch:   {{"punt", "punten"}, {"kaart", "kaarten"}, {"tegel", "tegels"}, {"steen", "stenen"}, {"vak", "vakken"}, {"ronde", "rondes"}, {"joker", "jokers"}},
}

// counted finds a count, in figures or a word, and the word after it.
var counted = regexp.MustCompile(`(?:^|[\s(])(-?\d+|[[:alpha:]éè]+)[ \x{a0}]([[:alpha:]]+)`)

// Sentence returns why text, a sentence or label in language l, is not
// as a native editor writes it, or nil.
func Sentence(l lang.Language, text string) error {
	if err := Picture(l, text); err != nil {
		return err
	}
	if m := notation.FindString(text); m != "" {
		return fmt.Errorf("%s: %q holds the notation %q", l, text, m)
	}
	return nil
}

// Picture is [Sentence] for a picture of the table, whose tableaux show
// melds in notation: the same checks but that one.
func Picture(l lang.Language, text string) error {
	if strings.TrimSpace(text) == "" {
		return errors.New(l.String() + ": no words")
	}
	for _, junk := range []string{"%!", "<nil>", "Language(", "{", "}", "\""} {
		if strings.Contains(text, junk) {
			return fmt.Errorf("%s: %q holds %q", l, text, junk)
		}
	}
	for _, bad := range wrong[l] {
		if strings.Contains(" "+text, " "+bad) { // from a word's start
			return fmt.Errorf("%s: %q holds %q", l, text, bad)
		}
	}
	if l != lang.English && strings.ContainsRune(text, '\'') {
		return fmt.Errorf("%s: %q holds a straight apostrophe", l, text)
	}
	if l == lang.French {
		if err := frenchSpaces(text); err != nil {
			return err
		}
		if m := frenchParted.FindString(text); m != "" {
			return fmt.Errorf("fr: %q: %q parts a number from its noun with a space a line may break", text, m)
		}
	}
	if err := plurals(l, text); err != nil {
		return err
	}
	if err := negation(l, text); err != nil {
		return err
	}
	return foreign(l, text)
}

// negators are, in French and Italian, the word that nothing ("aucun",
// "nessun") needs before it in a clause whose subject it is not, and the
// negation that must come before: "vous ne piochez aucune tuile", "non
// hai pescato nessuna tessera".
var negators = map[lang.Language][2]string{
	lang.French:  {"aucun", "ne |n'|n’|sans "},
	lang.Italian: {"nessun", "non "},
}

// clauseEnd are the marks after which a clause starts again.
const clauseEnd = ".:;,·()\n"

// negation checks that "nothing" has its negation in its clause, unless
// it starts the clause: "aucune posée", "nessuno ha vinto".
func negation(l lang.Language, text string) error {
	word, negations := negators[l][0], negators[l][1]
	if word == "" {
		return nil
	}
	lower := strings.ToLower(text)
	for i := strings.Index(lower, word); i >= 0; {
		start := strings.LastIndexAny(lower[:i], clauseEnd)
		if start >= 0 {
			_, size := utf8.DecodeRuneInString(lower[start:])
			start += size
		} else {
			start = 0
		}
		clause := lower[start:i]
		// After a clause's start, or a coordination ("et aucune posée"),
		// nothing is a subject, which needs no negation.
		negated := strings.TrimSpace(clause) == ""
		for _, subject := range []string{" et ", " e ", " où ", " dove ", " che ", " contre ", " contro ", " se ", " si ", " quand ", " quando "} { // "où aucune case ne peut"
			negated = negated || strings.HasSuffix(clause, subject)
		}
		for _, n := range strings.Split(negations, "|") {
			negated = negated || strings.Contains(clause, n)
		}
		rest := lower[i:]
		if end := strings.IndexAny(rest, clauseEnd); end >= 0 {
			rest = rest[:end]
		}
		// A subject: "plus aucune tuile ne peut", its negation after it.
		negated = negated || strings.Contains(rest, " ne ") || strings.Contains(rest, " n’") || strings.Contains(rest, " n'")
		if !negated {
			return fmt.Errorf("%s: %q says %q with no negation before it", l, text, word)
		}
		next := strings.Index(lower[i+1:], word)
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return nil
}

// frenchParted finds a number in figures and a counted noun after it
// with a plain space between them, where French typography puts a
// no-break space: "3 points" for « 3 points ».
var frenchParted = func() *regexp.Regexp {
	var words []string
	for _, forms := range nouns[lang.French] {
		words = append(words, forms[:]...)
	}
	return regexp.MustCompile(`(?:^|[\s(])[−+-]?\d+ (?:` + strings.Join(words, "|") + `)\b`)
}()

// frenchSpaces checks that each : ; ! ? of a French text has its
// no-break space before it: U+00A0 before a colon, U+202F before the
// others. "Linko!" is the game's name, and a colon inside a word or a
// number ("0:play") no punctuation.
func frenchSpaces(text string) error {
	runes := []rune(strings.ReplaceAll(text, "Linko!", "Linko"))
	for i, r := range runes {
		if i == 0 || !strings.ContainsRune(":;!?", r) {
			continue
		}
		if r == ':' && i+1 < len(runes) && !unicode.IsSpace(runes[i+1]) {
			continue
		}
		want := '\u202f'
		if r == ':' {
			want = '\u00a0'
		}
		if runes[i-1] != want {
			return fmt.Errorf("fr: %q: %q has no %U before it", text, string(r), want)
		}
	}
	return nil
}

// foreign checks that a text in another language than English holds no
// English word.
func foreign(l lang.Language, text string) error {
	if l == lang.English {
		return nil
	}
	for _, word := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if slices.Contains(english, word) && !slices.Contains(ownWords[l], word) {
			return fmt.Errorf("%s: %q holds the English word %q", l, text, word)
		}
	}
	return nil
}

// plurals checks that each counted noun of text agrees with its count as
// the language's CLDR plural category asks: "0 point" and "1 carte" in
// French, "0 punti" in Italian.
func plurals(l lang.Language, text string) error {
	b := speech.Of(l)
	for _, m := range counted.FindAllStringSubmatch(text, -1) {
		n, ok := count(l, m[1])
		if !ok {
			continue
		}
		for _, forms := range nouns[l] {
			if forms[0] == forms[1] || (m[2] != forms[0] && m[2] != forms[1]) {
				continue
			}
			if want := b.Form(n, forms[0], forms[1]); m[2] != want {
				return fmt.Errorf("%s: %q says %q %q where CLDR's %v asks %q", l, text, m[1], m[2], b.Plural(n), want)
			}
		}
	}
	return nil
}

// count reads a count in figures, or in the language's words up to ten.
func count(l lang.Language, word string) (int, bool) {
	if n, err := strconv.Atoi(word); err == nil {
		return n, true
	}
	word = strings.ToLower(word)
	if slices.Contains(ones[l], word) {
		return 1, true
	}
	numbers := speech.Of(l).Numbers
	if i := slices.Index(numbers[:], word); i >= 0 {
		return i, true
	}
	return 0, false
}

// ones are the articles of each language that count one.
var ones = map[lang.Language][]string{
	lang.English: {"a"},
	lang.French:  {"une"},
	lang.Italian: {"una"},
	lang.Dutch:   {"een"},
}

// TB is what the checks below need of a test: testing.TB, rapid.T.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// Choices checks the labels and previews of a View's choices in
// language l: a game's Choice, whose fields are engine.Choice's. A preview
// may be "" (Lino's tiles have none).
func Choices[C engine.ChoiceOf[M], M any](t TB, l lang.Language, choices []C) {
	t.Helper()
	for _, choice := range choices {
		c := engine.Choice[M](choice)
		texts := append([]string{c.Label}, c.Labels...)
		for _, text := range append(texts, c.Previews...) {
			if err := Sentence(l, text); text != "" && err != nil {
				t.Fatalf("%v", err)
			}
		}
	}
}

// Refused checks the sentence of a refused move, err, in every language,
// seats named by names, when err is one; a move that was not refused
// (err nil) has nothing to check.
func Refused(t TB, err error, names []string) {
	t.Helper()
	if err == nil {
		return
	}
	var refused *engine.MoveError
	if !errors.As(err, &refused) {
		t.Fatalf("%v (%T) is not a *MoveError", err, err)
	}
	for _, l := range lang.All() {
		if err := Sentence(l, refused.Sentence(l, names)); err != nil {
			t.Fatalf("%v", err)
		}
	}
}

// Narrated checks the sentence narrate says to every reader, -1 (a
// spectator) to players-1, in every language.
func Narrated(t TB, players int, narrate func(l lang.Language, reader int) string) {
	t.Helper()
	for reader := -1; reader < players; reader++ {
		for _, l := range lang.All() {
			if err := Sentence(l, narrate(l, reader)); err != nil {
				t.Fatalf("%v", err)
			}
		}
	}
}
