package speech

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/tabletopgo/tabletop/lang"
)

// French calls an unnamed seat "le joueur 2", a noun that contracts with
// à and de ("au joueur 2", "du joueur 2"), and the computer
// "l'ordinateur" ("à l'ordinateur", "de l'ordinateur 2"); a player's name
// elides de and que before a vowel ("d'Ana", "qu'Ana"). The reader is
// "vous".
func init() {
	catalogue[lang.French] = Basics{
		SeatWord:  "Joueur",
		Computer:  "Ordinateur",
		Called:    frCalled,
		And:       "et",
		andBefore: always("et"),
		Together: func(who []Person, done string) string {
			aux := " a "
			switch {
			case hasYou(who):
				aux = " avez "
			case len(who) > 1:
				aux = " ont "
			}
			return Of(lang.French).joinPeople(youLast(who), "vous") + aux + done
		},
		ToPrep: "à",
		OfPrep: "de",
		Of:     func(name string) string { return frCalled(Person{Name: name}, "de") },
		Plural: lang.French.Plural,
		// French counts below two in the singular: "0 point", "-1 point".
		Points:     func(n int) string { return Of(lang.French).Count(n, "point", "points") },
		Scored:     func(who Person, points string) string { return Of(lang.French).Did(who, "marqué "+points) },
		FinishesOn: finishesOn(lang.French, "vous finissez à", "finit à"),
		Refusals: map[string]string{
			"not-your-turn":  "Ce n'est pas votre tour : c'est {à toMove} de jouer.",
			"nobody-to-move": "Personne ne peut jouer maintenant.",
			"game-over":      "La partie est terminée.",
			"not-legal-here": "Vous ne pouvez pas jouer ce coup maintenant.",
			"malformed":      "Ce n'est pas un coup de ce jeu.",
			"other-seat":     "C'est le coup d'un autre joueur, pas le vôtre.",
			"no-game":        "Aucune partie n'est en cours ici.",
			"error":          "Un problème est survenu : cela ne peut pas se faire maintenant.",
		},
		Numbers: [11]string{"zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"},
		Quotes:  marks(lang.French),
		typeset: frTypeset,
		results: frenchStanding,
	}
}

// youLast returns who with the reader moved last, as French courtesy
// names others first: "le joueur 3 et vous avez gagné".
func youLast(who []Person) []Person {
	ordered := make([]Person, 0, len(who))
	var you []Person
	for _, p := range who {
		if p.You {
			you = append(you, p)
			continue
		}
		ordered = append(ordered, p)
	}
	return append(ordered, you...)
}

// frCalled names p after prep in French: the seat's default name with its
// article, contracted ("le joueur 2", "au joueur 2", "du joueur 2"), the
// computer with its elided article ("à l'ordinateur"), a player's name
// with de and que elided before a vowel.
func frCalled(p Person, prep string) string {
	if p.Computers > 0 {
		return after(Person{Name: p.numbered("l'ordinateur")}, prep)
	}
	if p.Seat > 0 {
		noun := "joueur " + strconv.Itoa(p.Seat)
		switch prep {
		case "":
			return "le " + noun
		case "à":
			return "au " + noun
		case "de":
			return "du " + noun
		}
		return prep + " le " + noun
	}
	if (prep == "de" || prep == "que") && frVowel(p.Name) {
		return prep[:len(prep)-1] + "'" + p.Name
	}
	return after(p, prep)
}

// frVowel reports whether a French word begins with a vowel or a mute h,
// before which de, que and le are elided: "d'Ana", "qu'un 7". A y before
// a vowel is a consonant ("de Yannick"), before a consonant a vowel
// ("d'Yves").
func frVowel(word string) bool {
	rs := []rune(word + "  ")
	if rs[0] == 'y' || rs[0] == 'Y' {
		return !strings.ContainsRune("aeiouyAEIOUYÂâÉéÈèÊêÀàÎîÔôÛû", rs[1])
	}
	return strings.ContainsRune("aeiouhAEIOUHÂâÉéÈèÊêÀàÎîÔôÛûŒœ", rs[0])
}

// Elide joins a French word that elides (de, que, le, la, ne, je) to the
// next: "qu'un 7", "d'un joker", "de deux 7". It is French's alone.
func Elide(word, next string) string {
	if frVowel(next) {
		return word[:len(word)-1] + "'" + next
	}
	return word + " " + next
}

// frTypeset is French typography: the apostrophe ’, a narrow no-break
// space (U+202F) before ; ! and ? where a space stands, a no-break space
// (U+00A0) before a colon that ends a clause, inside « », and between a
// number in figures and the noun it counts, which a line never parts
// (« −7 points », « des 48 pierres »: words-round15 fr).
func frTypeset(text string) string {
	text = elideQue(text)
	var b strings.Builder
	b.Grow(len(text) + 8)
	runes := []rune(text)
	for i, r := range runes {
		next := ' '
		if i+1 < len(runes) {
			next = runes[i+1]
		}
		switch {
		case r == '\'':
			b.WriteRune('’')
		case r == ' ' && (next == ';' || next == '!' || next == '?'):
			b.WriteRune('\u202f')
		case r == ' ' && next == ':':
			b.WriteRune('\u00a0')
		case r == ':' && i > 0 && (next == ' ' || next == '\n' || i+1 == len(runes)) && !strings.ContainsRune(" \u00a0\u202f", runes[i-1]):
			b.WriteString("\u00a0:")
		case r == ' ' && i > 0 && runes[i-1] == '«', r == ' ' && next == '»':
			b.WriteRune('\u00a0')
		case r == ' ' && afterFigures(runes[:i]) && beforeWord(runes[i+1:]):
			b.WriteRune('\u00a0')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// afterFigures reports whether before ends with a number in figures,
// standing alone: "48", "−7", "+1" (not "D4", "25ᵉ", "4×4").
func afterFigures(before []rune) bool {
	digits := 0
	for i := len(before) - 1; i >= 0; i-- {
		switch r := before[i]; {
		case '0' <= r && r <= '9':
			digits++
			continue
		case r == '−' || r == '+' || r == '-':
			if i > 0 && !unicode.IsSpace(before[i-1]) && before[i-1] != '(' {
				return false
			}
		case !unicode.IsSpace(r) && r != '(':
			return false
		}
		return digits > 0
	}
	return digits > 0
}

// frCounted are the nouns the games count in figures, singular and
// plural: the words a number in figures keeps on its line.
var frCounted = []string{"point", "carte", "tuile", "pierre", "case", "manche", "joker", "pion", "rangée", "joueur", "coup"}

// beforeWord reports whether after begins with a noun the games count
// (frCounted, "points", "pierres"), not "et", "avec", nor a cell or a card
// of a picture ("x3", "X").
func beforeWord(after []rune) bool {
	end := 0
	for end < len(after) && unicode.IsLetter(after[end]) {
		end++
	}
	word := strings.TrimSuffix(string(after[:end]), "s")
	return slices.Contains(frCounted, word)
}

// elideQue elides que before a word that begins with a vowel, as a
// sentence filled with an item needs: "que un 7" is "qu'un 7". Onze and
// huit are not elided before ("que onze"), nor is a word after h.
func elideQue(text string) string {
	var b strings.Builder
	for {
		i := strings.Index(text, "que ")
		if i < 0 {
			return b.String() + text
		}
		next := text[i+len("que "):]
		wordStart := i == 0 || !unicode.IsLetter(rune(text[i-1]))
		if wordStart && next != "" && strings.ContainsRune("aeiouyéèêàAEIOUYÉ", []rune(next)[0]) && !strings.HasPrefix(next, "onze") {
			b.WriteString(text[:i] + "qu'")
		} else {
			b.WriteString(text[:i+len("que ")])
		}
		text = next
	}
}
