package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// The words of the list of moves: its previews, its prompt, its legends and
// the choices it opens.

// TestADrawsPreviewIsSaidOnce: when every move of the list has the same
// preview (Linko!'s draws: what is left to draw), the screen says it once
// above the list, not after every move.
func TestADrawsPreviewIsSaidOnce(t *testing.T) {
	optionLine := regexp.MustCompile(`(?m)^ +\d+ .* — (.*)$`)
	for _, l := range lang.All() {
		var out, errOut strings.Builder
		args := []string{"-human", "-seed", "3", "-seats", "3", "-lang", l.String(), "-bots", "random"}
		require.Equal(t, 0, run(args, strings.NewReader(strings.Repeat("1\n", 300)), &out, &errOut, false), errOut.String())
		prompt, _, _ := strings.Cut(wordsOf(l).prompt, " (")
		for _, screen := range strings.Split(out.String(), prompt) {
			previews := map[string]bool{}
			lines := optionLine.FindAllStringSubmatch(screen, -1)
			for _, line := range lines {
				previews[line[1]] = true
			}
			paged := strings.Contains(screen, "\n    (") // more moves than the screen shows
			assert.False(t, !paged && len(lines) > 1 && len(previews) == 1, "%s: one preview on every line:\n%s", l, screen)
		}
		if l == lang.French {
			// Said once, by the line that asks for the card: no line of
			// "whatever you choose" repeats it (words-round15 fr 2,
			// words-round16 fr 3).
			assert.Contains(t, out.String(), "dans la réserve.\n  1 Piocher la carte du dessus de la pioche", "said once")
			assert.NotContains(t, out.String(), "Quelle que soit la carte choisie, vous n’avez")
		}
	}
}

// TestMoreAndPromptReadAsPlayersSayThem: the hint for the entries not
// shown counts what they are, choices, a tile or a move ("nog 51 keuzes",
// "altre 51 scelte", "un’altra scelta", not "altre 1"; nl 1), and the
// Dutch prompt is the reader's own move, its list closed by "of".
func TestMoreAndPromptReadAsPlayersSayThem(t *testing.T) {
	assert.Equal(t, "nog 51 keuzes: typ “meer”", wordsOf(lang.Dutch).more(51))
	assert.Equal(t, "nog 1 keuze: typ “meer”", wordsOf(lang.Dutch).more(1))
	assert.Equal(t, "altre 51 scelte: scrivi «altre»", wordsOf(lang.Italian).more(51))
	assert.Equal(t, "un’altra scelta: scrivi «altre»", wordsOf(lang.Italian).more(1))
	assert.Equal(t, "Jouw zet (nummer, regels, legenda of hulp): ", wordsOf(lang.Dutch).prompt)
	for _, l := range lang.All() {
		prompt := wordsOf(l).prompt
		assert.Equal(t, speech.Capitalize(prompt), prompt, "%s: a line begins with a capital, as the table's do", l)
	}
}

// TestLegendsSayWhatTheTableSays: a legend names Linko!'s columns by the
// table's own heads (words-round10 fr 2: « Cartes, Score, Connues » named
// columns the table heads « en main, points, cartes vues »), and Lino's #
// and ~ in the words of the line under the field (fr 7, nl: one wording).
func TestLegendsSayWhatTheTableSays(t *testing.T) {
	term := regexp.MustCompile(`(?:^|\. )[«“]?([\p{L} ]{1,15}?)[»”]?\x{a0}?: `)
	for _, l := range lang.All() {
		w := wordsOf(l)
		out, code := program(t, "-human -seats 2 -seed 7 -lang "+l.String(), "quit\n")
		require.Equal(t, 0, code, out)
		heads := strings.Split(out, "\n")[2]
		named := 0
		for _, line := range w.legends["linko"] {
			for _, m := range term.FindAllStringSubmatch(line, -1) {
				assert.Contains(t, heads, strings.ToLower(m[1]), l)
				named++
			}
		}
		assert.Equal(t, 4, named, "%s: the legend names the four columns after the seat's", l)

		out, code = program(t, "-human -game lino -seed 7 -lang "+l.String(), "quit\n")
		require.Equal(t, 0, code, out)
		text := strings.Join(strings.Fields(out), " ")
		legend := strings.Join(strings.Fields(strings.Join(w.legends["lino"], " ")), " ")
		for _, sign := range []string{"#", "~"} {
			_, after, ok := strings.Cut(text, " "+sign+" ")
			require.True(t, ok, "%s: %s under the field", l, sign)
			meaning, _, _ := strings.Cut(after, ",")
			meaning, _, _ = strings.Cut(meaning, ";")
			signed := sign + w.colon
			if l == lang.Italian {
				signed = "«" + sign + "» " // quoted, as a sign is (words-round13 it 9)
			}
			assert.Contains(t, legend, strings.Join(strings.Fields(signed+meaning), " "), l)
		}
	}
}

// TestAnOpenedChoiceNamesTheTilePicked: the cells a Lino tile may go to
// are listed under the tile picked and where it goes, which the list of
// choices named before it was opened (words-round15 it, nl: « Verplaats
// de tegel van K7 naar: »), in the place of the picture's last line,
// whose turn it is (the line above counts the tiles moved).
func TestAnOpenedChoiceNamesTheTilePicked(t *testing.T) {
	for l, want := range map[lang.Language]string{
		lang.English: "moved.\nMove the tile at K7 to:\n  1 K6 ",
		lang.French:  "6.\nDéplacer la case de K7 vers\u00a0:\n  1 K6 ",
		lang.Italian: "6.\nSposta la tessera da K7 a:\n  1 K6 ",
		lang.Dutch:   "verplaatst.\nVerplaats de tegel van K7 naar:\n  1 K6 ",
	} {
		out, code := program(t, "-human -game lino -seed 7 -lang "+l.String(), "1\nquit\n")
		require.Equal(t, 0, code, out)
		assert.Contains(t, out, want, l)
	}
}

// TestFrenchCountsWhatAChoiceChoosesAmong: a grouped choice of Lino or
// LINX counts the places its moves choose among, not « coups »
// (words-round10 fr 8).
func TestFrenchCountsWhatAChoiceChoosesAmong(t *testing.T) {
	w := wordsOf(lang.French)
	assert.Equal(t, "20 cases possibles", w.moveCount("linx", 20))
	assert.Equal(t, "1 coup", strings.ReplaceAll(w.moveCount("linko", 1), "\u00a0", " "))
	out, code := program(t, "-human -game lino -seed 7 -lang fr", "quitter\n")
	require.Equal(t, 0, code, out)
	assert.Regexp(t, `Déplacer la case de K7… \(39.endroits possibles\)`, out)
	assert.NotContains(t, out, "coups)")
}

// TestADrawIsSaidOfTheCardChosen: the line above Linko!'s draws says what
// is left to draw of the card chosen, whatever it is, never of "whatever
// your move" (words-round15 fr 2, it 1: « Quel que soit votre coup, vous
// n’avez qu’une carte à piocher », «Qualunque mossa tu scelga, poi
// peschi ancora una carta»); in games played, no line of "whatever your
// move" speaks of cards. A single draw is said as what follows it
// (words-round16 it 2, nl 7), and not at all in French, where any
// sentence of it repeated the line above (words-round16 fr 3).
func TestADrawIsSaidOfTheCardChosen(t *testing.T) {
	for _, c := range []struct {
		l             lang.Language
		preview, want string
	}{
		{lang.English, "you have only this one card to draw.", "Whichever card you take, you draw no more after it."},
		{lang.English, "you have one more to draw after this one.", "Whichever card you take, you have one more to draw after this one."},
		{lang.English, "attacks nobody.", "Any move below: attacks nobody."},
		{lang.French, "vous n’avez qu’une carte à piocher.", ""},
		{lang.French, "il vous restera encore une carte à piocher.", "Quelle que soit la carte choisie, il vous restera encore une carte à piocher."},
		{lang.French, "ce sera votre dernière carte à piocher.", "Quelle que soit la carte choisie, ce sera votre dernière carte à piocher."},
		{lang.French, "vous piochez deux tuiles.", "Quel que soit votre coup, vous piochez deux tuiles."},
		{lang.Italian, "dopo questa ne peschi ancora una.", "Qualunque carta tu scelga, dopo ne peschi un’altra."},
		{lang.Italian, "è l’unica carta che peschi.", "Qualunque carta tu scelga, non ne peschi altre."},
		{lang.Italian, "con questa hai finito di pescare.", "Qualunque carta tu scelga, con questa hai finito di pescare."},
		{lang.Italian, "dopo questa ne peschi altre due.", "Qualunque carta tu scelga, dopo ne peschi altre due."},
		{lang.Italian, "peschi due tessere.", "Qualunque mossa tu scelga, peschi due tessere."},
		{lang.Dutch, "je hoeft maar één kaart te pakken.", "Welke kaart je ook kiest, daarna hoef je geen kaarten meer te pakken."},
		{lang.Dutch, "daarna pak je nog een kaart.", "Welke kaart je ook kiest, daarna pak je nog een kaart."},
		{lang.Dutch, "je trekt twee tegels.", "Welke zet je ook kiest, je trekt twee tegels."},
	} {
		assert.Equal(t, c.want, wordsOf(c.l).whatever(c.preview), c.l)
	}
	for l, c := range map[lang.Language]struct{ move, card string }{
		lang.French:  {`(?m)^Quel que soit votre coup, .*\bcartes?\b`, "\nQuelle que soit la carte choisie, "},
		lang.Italian: {`(?m)^Qualunque mossa tu scelga, .*\bcart[ae]\b`, "\nQualunque carta tu scelga, "},
		lang.Dutch:   {`(?m)^Welke zet je ook kiest, .*\bkaart(en)?\b`, "\nWelke kaart je ook kiest, "},
	} {
		move := regexp.MustCompile(c.move)
		cards := 0
		for _, seed := range []string{"3", "11"} {
			var out, errOut strings.Builder
			args := []string{"-human", "-seed", seed, "-seats", "3", "-lang", l.String(), "-bots", "greedy"}
			script := strings.Repeat("2\n", 200) + "quit\n"
			require.Equal(t, 0, run(args, strings.NewReader(script), &out, &errOut, false), errOut.String())
			assert.False(t, move.MatchString(out.String()), "%s: %s", l, move.FindString(out.String()))
			cards += strings.Count(out.String(), c.card)
			if l == lang.French {
				assert.NotRegexp(t, `piocher une carte, [^\n]+\.\nQuelle`, out.String(), "a single draw said twice")
			}
		}
		assert.Positive(t, cards, "%s: no draw said of the card chosen", l)
	}
}
