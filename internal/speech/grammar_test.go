package speech_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/internal/speech/speechtest"
	"github.com/tabletopgo/tabletop/lang"
)

// TestPointsTakeThePluralOfTheirLanguage: the count of points takes the
// form of lang's plural category (French's 0 is one).
func TestPointsTakeThePluralOfTheirLanguage(t *testing.T) {
	assert.Equal(t, "0 point", speech.Of(lang.French).Points(0))
	assert.Equal(t, "0 punti", speech.Of(lang.Italian).Points(0))
	assert.Equal(t, "21 punten", speech.Of(lang.Dutch).Points(21))
	assert.Equal(t, "1 point", speech.Of(lang.English).Points(1))
}

// TestPointsAgreeInEveryLanguage: the shared count of points, typeset as
// a player reads it, passes the checks of speechtest (its plural, French's
// no-break space after the number) for every count the issue names.
func TestPointsAgreeInEveryLanguage(t *testing.T) {
	for _, l := range lang.All() {
		for _, n := range []int{-21, -1, 0, 1, 2, 5, 21} {
			assert.NoError(t, speechtest.Sentence(l, speech.Of(l).Capital(speech.Of(l).Points(n))))
		}
	}
}

// TestSeatsTakeTheirArticle: a seat's default name is a noun with its
// article and contractions; a player's name is a proper name.
func TestSeatsTakeTheirArticle(t *testing.T) {
	seat := func(l lang.Language) speech.Person { return speech.Of(l).People(-1, nil)(1) }
	ana := speech.Person{Name: "Ana"}
	bo := speech.Person{Name: "Bo"}
	fr, it, nl, en := speech.Of(lang.French), speech.Of(lang.Italian), speech.Of(lang.Dutch), speech.Of(lang.English)
	for _, c := range []struct{ got, want string }{
		{fr.Name(seat(lang.French)), "le joueur 2"},
		{fr.With("à", seat(lang.French)), "au joueur 2"},
		{fr.Whose(seat(lang.French)), "du joueur 2"},
		{fr.With("à", bo), "à Bo"},
		{fr.Whose(bo), "de Bo"},
		{fr.Whose(ana), "d'Ana"},
		{fr.With("que", ana), "qu'Ana"},
		{it.Name(seat(lang.Italian)), "il giocatore 2"},
		{it.With("a", seat(lang.Italian)), "al giocatore 2"},
		{it.Whose(seat(lang.Italian)), "del giocatore 2"},
		{it.With("a", bo), "a Bo"},
		{nl.Name(seat(lang.Dutch)), "speler 2"},
		{nl.Whose(seat(lang.Dutch)), "van speler 2"},
		{en.Whose(seat(lang.English)), "of Seat 2"},
		{speech.EnglishName(speech.Person{You: true}), "you"},
		{speech.EnglishName(en.People(0, []string{"", speech.Computer})(1)), "the computer"},
		{speech.EnglishPossessive(speech.Person{You: true}), "your"},
		{speech.EnglishPossessive(ana), "Ana's"},
		{fr.Seat(2), "Joueur 2"},
		{it.Seat(2), "Giocatore 2"},
		{speech.Elide("que", "un 7"), "qu'un 7"},
		{speech.Elide("de", "deux 7"), "de deux 7"},
		{speech.Elide("de", "Yves"), "d'Yves"},        // a y before a consonant is a vowel
		{speech.Elide("de", "Yannick"), "de Yannick"}, // before a vowel, a consonant
		{fr.Did(seat(lang.French), "gagné"), "le joueur 2 a gagné"},
		{fr.Together([]speech.Person{{You: true}, seat(lang.French)}, "gagné"), "le joueur 2 et vous avez gagné"},
		{fr.Fill("c'est {à toMove} de jouer, pas {à other}", "toMove", seat(lang.French)), "c'est au joueur 2 de jouer, pas {à other}"},
		{it.Fill("tocca {a toMove}", "toMove", bo), "tocca a Bo"},
	} {
		assert.Equal(t, c.want, c.got)
	}
}

// TestTypesetting: French gets its no-break spaces and every language but
// English its apostrophe; text already typeset stays as it is.
func TestTypesetting(t *testing.T) {
	fr := speech.Of(lang.French)
	got := fr.Typeset("Vos 1: c'est à vous ; jouez ! Linko! Vraiment ? « oui » 0:play")
	assert.Equal(t, "Vos 1\u00a0: c’est à vous\u202f; jouez\u202f! Linko! Vraiment\u202f? «\u00a0oui\u00a0» 0:play", got)
	assert.Equal(t, got, fr.Typeset(got))
	assert.NoError(t, speechtest.Sentence(lang.French, got[:len(got)-len(" 0:play")]))
	assert.Equal(t, "Vous n’avez qu’un 7, que onze 8 et qu’Ana. Quelque", fr.Typeset("Vous n'avez que un 7, que onze 8 et que Ana. Quelque"))
	// A number in figures keeps the noun it counts on its line (« −7
	// points », « des 48 pierres »), not another word, a cell or a card,
	// nor is a longer word a number (« 25ᵉ », « D4 », « 4×4 »).
	assert.Equal(t, "(−7\u00a0points) des 48\u00a0pierres, 1\u00a0carte, à 3\u00a0joueurs",
		fr.Typeset("(−7 points) des 48 pierres, 1 carte, à 3 joueurs"))
	for _, kept := range []string{"manche 1 sur 2", "+1 par carte", "en D4 tuiles", "la 25ᵉ pierre", "de 4×4 cases", "les 7 et 8", "10 x3 O", "2 X", "2 pointes"} {
		assert.Equal(t, kept, fr.Typeset(kept))
	}
	assert.Equal(t, "l’8", speech.Of(lang.Italian).Typeset("l'8"))
	assert.Equal(t, "7’s", speech.Of(lang.Dutch).Typeset("7's"))
	assert.Equal(t, "Seat 2's", speech.Of(lang.English).Typeset("Seat 2's"))
	assert.Equal(t, "«\u00a0Linko!\u00a0»", fr.Quote("Linko!"))
}

// TestLintCatchesWhatTheIssueNamed: the checks of speechtest fail on each
// fault the issue found.
func TestLintCatchesWhatTheIssueNamed(t *testing.T) {
	for l, bad := range map[lang.Language][]string{
		lang.French:  {"Vos 11x2+J subtilynxent.", "C’est à Joueur 2 de jouer.", "Vous n’avez que un 7.", "Autres mots :", "Vous piochez 0 cartes.", "Vous piochez deux carte.", "Il n'a rien.", "Vos cards.", "Jouez !", "Vous piochez aucune tuile.", "Vous avez marqué 3 points."},
		lang.Italian: {"Tocca a Giocatore 2.", "Il 2 di Giocatore 2.", "Hai pescato 0 carta.", "Hai pescato nessuna tessere.", "L'8.", "Hai pescato nessuna tessera."},
		lang.Dutch:   {"Twee 7-en.", "Speler 2 is aan zet.", "Je trekt 1 kaarten.", "Je trekt 21 kaart."},
		lang.English: {"You draw 1 cards.", "You draw 0 card.", "Attacks 7x2."},
	} {
		for _, s := range bad {
			assert.Error(t, speechtest.Sentence(l, s), "%s: %q", l, s)
		}
	}
	assert.NoError(t, speechtest.Sentence(lang.French, "Vous piochez 0\u00a0carte, une carte, deux cartes, 21\u00a0cartes."))
	assert.NoError(t, speechtest.Sentence(lang.Italian, "Peschi 0 carte, una carta, 21 carte."))
	assert.NoError(t, speechtest.Sentence(lang.French, "Vous ne piochez aucune tuile, treize en main, aucune posée."))
	assert.NoError(t, speechtest.Sentence(lang.Italian, "Non hai pescato nessuna tessera · nessuno ha vinto."))
}

// TestItalianJoinsWithEdBeforeE: Italian joins the last of a list with
// the euphonic "ed" before a word that begins with e ("Bo ed Elena"),
// "e" before any other; the other languages keep their word.
func TestItalianJoinsWithEdBeforeE(t *testing.T) {
	it := speech.Of(lang.Italian)
	assert.Equal(t, "Bo ed Elena", it.Join([]string{"Bo", "Elena"}))
	assert.Equal(t, "Ana, Bo ed Emilio", it.Join([]string{"Ana", "Bo", "Emilio"}))
	assert.Equal(t, "tu e il giocatore 3", it.Names([]speech.Person{{You: true}, {Name: "Giocatore 3", Seat: 3}}, "tu"))
	assert.Equal(t, "Bo e Ana", it.Join([]string{"Bo", "Ana"}))
	assert.Equal(t, "Bo en Elena", speech.Of(lang.Dutch).Join([]string{"Bo", "Elena"}))
}
