package linko_test

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/lang"
)

// unwritten are the forms an editor of each language strikes out of
// Linko!'s words, each a line of text (a sentence, label, preview or a
// picture's line) must not hold:
//   - a preview in the third person beside the reader's address (vous,
//     tu, je): "Ne subtilynxe personne", "Non sgraffigna nessuno", "Pakt
//     niemand iets af", where the player's move is told: "Vous ne
//     subtilynxez personne";
//   - the attacker "leaving" the cards attacked, which the rulebooks do
//     not say: the attacker takes them or does not take them (ne pas les
//     prendre, non prenderle, niet nemen);
//   - the notation of moves ("13x2+J", J a joker) in the picture of a
//     language whose rulebook writes a joker X;
//   - Dutch "maar een 7" for "maar één 7", and scores told in the
//     present or simple past beside the perfect of the other events;
//   - a player's own card said with an indefinite article ("Vous avez
//     repris un 1 en main", "Hai scartato un 9", "Ana heeft je 1
//     afgepakt"): "votre 1", "il tuo 9", "je 1";
//   - a negative number with the hyphen (-13) for the minus sign (−13);
//   - X for a joker in a sentence's list of cards ("8, 2 et X", "8, 2
//     e X", "8, 2 en X"): the table writes X, a sentence a word ("8, 2
//     et un joker", "8, 2 e un Jolly", "8, 2 en een joker"); Dutch the
//     stressed "jouw" for the reader's cards ("Ana heeft jouw 1
//     afgepakt", "Je hebt jouw 1 afgelegd": "je 1"), and the cards
//     doing the taking ("Je 6 pakt de 5 van Ana af": "Met je 6 pak je
//     …"); Italian "prendere" for drawing from the display,
//     Dutch "uit de hand uitgelegd" and "bovenste laatst", "in zijn hand"
//     (the rulebook's "in de hand": a name tells no gender), "Eindstand —"
//     and the owner "overlaten" in a refusal ("… neemt of laat");
//   - an Italian label in the infinitive ("Calare un 2", "Pescare dal
//     mazzetto") where Lino's and LINX's are imperatives: "Cala un 2".
var unwritten = map[lang.Language][]*regexp.Regexp{
	lang.French: {
		untitled,
		regexp.MustCompile(`(?m)^(Ne )?[Ss]ubtilynxe (personne|l|vo)`),
		regexp.MustCompile(`(?m)^Vide votre`),
		regexp.MustCompile(`(?i)laiss`),
		regexp.MustCompile(`\d+x\d+|\+J\b|\bJ\b`),
		regexp.MustCompile(`(?i)vous avez (repris|défaussé) (un|deux|trois|quatre|cinq) `),
		regexp.MustCompile(`(^|[\s(])-\d`),
		regexp.MustCompile(`\d+ et X\b|\d, X\b`),
	},
	lang.Italian: {
		untitled,
		regexp.MustCompile(`(?m)^(Non )?[Ss]graffigna (nessuno|il|l’|i |la)`),
		regexp.MustCompile(`(?m)^Svuota `),
		regexp.MustCompile(`(?i)lasci`),
		regexp.MustCompile(`\d+x\d+|\+J\b|\bJ\b`),
		regexp.MustCompile(`(?i)hai (ripreso in mano|scartato) (un|due|tre|quattro|cinque) `),
		regexp.MustCompile(`(^|[\s(])-\d`),
		regexp.MustCompile(`\d+ e X\b|\d, X\b|(?i)prendere (il |l’|i )\S+ dal display`),
		regexp.MustCompile(`(?m)^(Calare|Prendere|Riprendere|Scartare|Pescare) `),
	},
	lang.Dutch: {
		untitled,
		regexp.MustCompile(`(?m)^Pakt `),
		regexp.MustCompile(`(?m)^Maakt je hand`),
		regexp.MustCompile(`(?i)laten liggen|laat (hem|ze) liggen`),
		regexp.MustCompile(`(?i)\bmaar een\b`),
		regexp.MustCompile(`\bscoorde\b`),
		regexp.MustCompile(`\d+x\d+|\+J\b|\bJ\b`),
		regexp.MustCompile(`(?i)\bjouw\b`),
		regexp.MustCompile(`(?i)\b(je|de) (\d+|twee|drie|vier|vijf|joker)[^;:.\n]* (pakt|pakken) `),
		regexp.MustCompile(`(^|[\s(])-\d`),
		regexp.MustCompile(`uit de hand uitgelegd|bovenste laatst|zijn hand|Eindstand —|eigenaar overlaat`),
		regexp.MustCompile(`\d+ en X\b|\d, X\b`),
	},
}

// untitled is a title run into what follows it: "Linko!, donne 12",
// "Linko! manche 1 sur 1", where a middle dot parts them: "Linko! ·
// Manche 1 sur 1".
var untitled = regexp.MustCompile(`Linko!,|(?m)^Linko! \p{Ll}`)

// requireWritten fails when text holds a form an editor of language l
// strikes out (see unwritten).
func requireWritten(t require.TestingT, l lang.Language, text string) {
	for _, form := range unwritten[l] {
		require.False(t, form.MatchString(text), "%v: %q holds %v", l, text, form)
	}
}

// TestUnwrittenFormsAreCaught: the forms of unwritten catch the words
// they were written against, each form one at least, so that the
// property cannot pass for a pattern that matches nothing.
func TestUnwrittenFormsAreCaught(t *testing.T) {
	struck := map[lang.Language][]string{
		lang.French:  {"Ne subtilynxe personne.", "Linko! manche 1 sur 1", "Subtilynxe le 4 d’Ana.", "Vide votre main : la manche se termine.", "Le laisser", "1 (vous)  13x2+J 10", "Vous avez repris un 1 en main.", "score -13", "8, 2 et X sont visibles"},
		lang.Italian: {"Non sgraffigna nessuno.", "Linko!, smazzata n. 3", "Sgraffigna l’1 di Ana.", "Svuota la tua mano: la manche finisce.", "Lasciarlo", "1 (tu)  4+J 1", "Hai scartato un 9.", "punti -1", "mostra 8, 2 e X", "Prendere l’1 dal display", "Calare un 2", "Pescare dal mazzetto"},
		lang.Dutch:   {"Pakt niemand iets af.", "Linko! ronde 1 van 1", "Maakt je hand leeg: de ronde eindigt.", "Laat hem liggen", "Je hebt maar een 7 in je hand.", "je scoorde 3 punten", "display J 9", "Ana heeft jouw 1 afgepakt.", "Je 6 pakt de 5 van Ana af", "Jouw twee 5’en pakken de 3 van Ana af", "(-13)", "er liggen nu 8, 2 en X", "uitgelegd (bovenste laatst)"},
	}
	for l, texts := range struck {
		caught := make([]bool, len(unwritten[l]))
		for _, text := range texts {
			matched := false
			for i, form := range unwritten[l] {
				if form.MatchString(text) {
					caught[i], matched = true, true
				}
			}
			assert.True(t, matched, "%v: no form catches %q", l, text)
		}
		for i, form := range unwritten[l] {
			assert.True(t, caught[i], "%v: %v catches none of the struck texts", l, form)
		}
	}
}
