package tabletop

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

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
// the name is cut to its first [MaxNameLength] characters (of its first
// 1,024 bytes: what follows them is not read). [Table.WithNames]
// cleans every name so, [Computer] included ("\x00computer" cleans to
// "computer", which is the computer's word, so "": no name), and a name
// that reads as a sentence ([CheckName]) is "" too. [NameOf],
// [Events.Narrate] and a refusal's Sentence clean every name they are
// given so, but the Computer marker, which they take as [Table.Names]
// gives it.
func CleanName(name string) string {
	if name = cleaned(name); refusal(name) != 0 {
		return ""
	}
	return name
}

// CheckName returns nil for a name that [CleanName] keeps, and a
// [*NameError] (wrapping [ErrReservedName]), whose Sentence asks the
// player for another name in their language, for one that reads, in any of the four
// languages and in any case, as a name the game's words give a seat, so that a
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
// refused. It refuses as well the other words a reader takes for a seat
// or the computer ("Player 2", "Bot", "Robot", "CPU", "Ordi", and "AI" or
// "IA" in capitals), the reader's own pronouns ("me", "moi", "io",
// "mij"), and a name of two words or more that speaks to the reader ("It
// is your turn", "À vous"). A name that holds a seat's or the computer's
// name, or one of those words, among its words is refused too ("Seat 2
// (Ana)", "Ana (Seat 2)", "the bot", "l'ordi"), a seat's number in words
// (one to six) reading as its digits ("Player One", "Giocatore due"),
// while a name that holds their letters within a word is kept ("Botond",
// "Aimée", "Ai", "Al", "Computerworld"). It is a documented guard
// against the names that impersonate a seat, not a promise that no name
// can: a front-end that wants more refuses more. Markup is no concern of
// its: a name is text, and a front-end that shows it in HTML or another
// markup escapes it there ("<b>Ana</b>" is a name, shown as typed). An
// empty name is no name, not an error: its seat keeps its default name.
func CheckName(name string) error {
	clean := cleaned(name)
	if why := refusal(clean); why != 0 {
		return &NameError{Name: clean, Seat: -1, why: why}
	}
	return nil
}

// refusal says why [CheckName] refuses a name that cleaned cleaned, 0
// where it takes it.
func refusal(clean string) nameFault {
	switch {
	case reserved(clean):
		return nameReserved
	case sentence(clean):
		return nameSentence
	case addressesReader(clean):
		return nameToReader
	}
	return 0
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

// maxNameBytes bounds what a name's cleaning reads: its first 1,024 bytes
// (cut at a character's start), room for [MaxNameLength] characters of
// four bytes each and far more spaces and invisible characters between
// them than a person types, so that a hostile name of megabytes costs what
// a long one does (go-r36 #3: 2 MB took 0.9 s of CPU in CheckName).
const maxNameBytes = 1024

// cleaned returns name as CleanName cleans it, before it checks that it
// is not reserved.
func cleaned(name string) string {
	if len(name) > maxNameBytes {
		end := maxNameBytes
		for end > 0 && !utf8.RuneStart(name[end]) {
			end--
		}
		name = name[:end]
	}
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
// letters read as those letters ("C0mputer"), is one of theirs; or its
// words hold a seat's or the computer's name, or one of the computer's
// words, anywhere ("Seat 2 (Ana)", "the bot", "Player One").
func reserved(name string) bool {
	if name == "" {
		return false
	}
	keys := reservedNames()
	if keys[nameKey(name, false)] || keys[nameKey(name, true)] {
		return true
	}
	return holdsSeatName(nameWords(name, false)) || holdsSeatName(nameWords(name, true)) || acronym(name)
}

// holdsSeatName reports whether words, as nameWords gives them, hold the
// words of a seat's or the computer's name (seatNames) in a run.
func holdsSeatName(words []string) bool {
	joined := " " + strings.Join(words, " ") + " "
	for _, run := range seatNames() {
		if strings.Contains(joined, run) {
			return true
		}
	}
	return false
}

// nameWords returns name's words as a reader tells them apart: its runs
// of letters (as lookAlike reads them) and of digits (one "#", as
// nameKey has them), split at every other character ("l'ordi" is "l" and
// "ordi", "Seat2" is "seat" and "#"), with the digits that pass for
// letters read as those letters where asLetters, and a number's word up
// to six in the four languages ("One", "deux", "tre", "vier") as "#".
func nameWords(name string, asLetters bool) []string {
	var words []string
	var word strings.Builder
	digits := false
	end := func() {
		if word.Len() > 0 {
			w := word.String()
			if numberWords[w] {
				w = "#"
			}
			words = append(words, w)
			word.Reset()
		}
	}
	for _, r := range name {
		if l, ok := digitLetters[r]; ok && asLetters {
			r = l
		}
		r = lookAlike(r)
		switch isDigit := unicode.IsDigit(r); {
		case !isDigit && !unicode.IsLetter(r):
			end()
		case isDigit != digits:
			end()
			fallthrough
		default:
			if !isDigit {
				word.WriteRune(r)
			} else if word.Len() == 0 {
				word.WriteByte('#')
			}
		}
		digits = unicode.IsDigit(r)
	}
	end()
	return words
}

// numberWords are the words of the numbers a seat may have, one to six,
// in the four languages (as lookAlike reads them: 'l' as 'i'), which a
// seat's number in words ("Seat two") passes for.
var numberWords = func() map[string]bool {
	words := map[string]bool{}
	for _, w := range []string{
		"one", "two", "three", "four", "five", "six",
		"un", "une", "deux", "trois", "quatre", "cinq", "six",
		"uno", "una", "due", "tre", "quattro", "cinque", "sei",
		"een", "twee", "drie", "vier", "vijf", "zes",
	} {
		words[strings.Map(lookAlike, w)] = true
	}
	return words
}()

// acronym reports whether name holds "AI" or "IA" (the French and
// Italian one) as a word in capitals: the computer's acronym, which
// the computer's words (seatNames) cannot hold in any case since "Al"
// and "Ai" are names.
func acronym(name string) bool {
	words := strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for _, w := range words {
		if w == "AI" || w == "IA" {
			return true
		}
	}
	return false
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
	for _, name := range slices.Concat(computerWords, otherNames) {
		keys[nameKey(name, false)] = true
	}
	return keys
})

// seatNames holds the names a name may not hold anywhere in its words
// (holdsSeatName): a seat's default name and the computer's, as the
// catalogues write them (reservedNames), and the computer's and a seat's
// other words (computerWords), each as its words (nameWords) joined by
// spaces, between spaces. The reader's words are not among them: "Ik en
// Ana" is a name.
var seatNames = sync.OnceValue(func() []string {
	var runs []string
	add := func(name string) {
		if words := nameWords(name, false); len(words) > 0 {
			runs = append(runs, " "+strings.Join(words, " ")+" ")
		}
	}
	for _, l := range lang.All() {
		b := speech.Of(l)
		for _, names := range [][]string{nil, {Computer}, {Computer, Computer}} {
			for seat := range 2 {
				p := b.People(-1, names)(seat)
				add(b.Label(p))
				add(b.Name(p))
			}
		}
	}
	for _, name := range computerWords {
		add(name)
	}
	slices.Sort(runs)
	return slices.Compact(runs)
})

// computerWords are names that no catalogue gives a seat but that a
// reader takes for one beside those it gives, so that no name holds them
// (seatNames): a seat's in other words ("Player 2" beside "Seat 2", and
// the feminine forms of "Joueur 2", "Giocatore 2" and "Speler 2"), and
// the computer's in other words ("Bot", "Robot 3", "CPU", "Ordi", and "AI"
// in capitals: see acronym). A number stands for any seat's (nameKey).
var computerWords = []string{
	"Player 1", "Joueuse 1", "Giocatrice 1", "Speelster 1", "Bot", "Robot", "CPU", "Ordi",
}

// otherNames are names that no catalogue gives a seat but that a reader
// takes for one, beside computerWords: the reader's own pronouns in each
// language ("me", "moi"), which would make a sentence about the seat read
// as one about the reader; a name is refused that is one of them, not
// one that holds one ("Ik en Ana").
var otherNames = []string{"I", "me", "myself", "je", "moi", "toi", "io", "ik", "mij", "jou"}

// readerAddress holds the skeletons of the words by which a sentence
// speaks to its reader in the four languages ("you", "your", "vous",
// "votre"…), but for the short ones that are also names or their parts
// ("tu", "te", "u").
var readerAddress = sync.OnceValue(func() map[string]bool {
	words := map[string]bool{}
	for _, w := range []string{"you", "your", "yours", "vous", "votre", "toi", "jij", "jouw", "jou", "uw", "tuo", "tua"} {
		words[skeleton(w)] = true
	}
	return words
})

// addressesReader reports whether name, of two words or more, holds a
// word that speaks to the reader ("It is your turn", "À vous"): such a
// name reads as words the game says to the reader, not as a player's
// name. A word alone is a name ("Youssef"), or a reserved one ("you").
func addressesReader(name string) bool {
	words := strings.Fields(name)
	return len(words) >= 2 && slices.ContainsFunc(words, func(w string) bool { return readerAddress()[skeleton(w)] })
}

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
