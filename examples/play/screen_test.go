package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/lang"
)

// TestAWideRowKeepsItsColumns: a row of the table too wide for the
// screen keeps its columns where the other rows have them (the wrap of a
// sentence squeezed the headings' spaces, so that the heading of the
// Italian Linko! table no longer stood above its columns); what does not
// fit goes on under the last column.
func TestAWideRowKeepsItsColumns(t *testing.T) {
	row := "    giocatore  carte punti  carte note       calate (l’ultima è la fila superiore)"
	got := cutRow(row, 79)
	column := strings.Index(row, "calate")
	assert.Equal(t, []string{
		"    giocatore  carte punti  carte note       calate (l’ultima è la fila",
		strings.Repeat(" ", column) + "superiore)",
	}, got)
	assert.Equal(t, []string{"  short row"}, cutRow("  short row", 79))
	for _, line := range cutRow(">   1 Ana (tu)    13   −13  -  "+strings.Repeat("13+13+X ", 12), 79) {
		assert.LessOrEqual(t, len([]rune(line)), 79, line)
	}
}

// TestASeatKeepsItsNumber: a line is never cut between a word and the
// number after it ("il giocatore / 1"), or the cell after it ("en / D4"),
// as a no-break space would keep them; a list of numbers still breaks
// between its numbers.
func TestASeatKeepsItsNumber(t *testing.T) {
	text := "Il giocatore 2 non ha preso il tuo 1: tocca al giocatore 1 decidere"
	for width := 10; width <= len(text); width++ {
		lines := wrap(text, width)
		for i := 1; i < len(lines); i++ {
			cut := lines[i-1][len(lines[i-1])-1:] + "|" + lines[i][:1]
			assert.NotRegexp(t, `[a-z]\|\d`, cut, "width %d: %q", width, lines)
		}
	}
	assert.Equal(t, []string{"mano: 1 2", "4 6 9"}, wrap("mano: 1 2 4 6 9", 9))
	// A cell keeps its preposition (« en ⏎ D4. »).
	for width := 8; width < 40; width++ {
		for _, line := range wrap("sur la tuile Pierre d’Elena, en D4.", width) {
			assert.NotRegexp(t, `^D4`, line, "width %d", width)
		}
	}
}

// TestACountKeepsItsUnit: a line is never cut between a number and the
// unit after it ("19 / points", "−9 / punti"), a negative number too.
func TestACountKeepsItsUnit(t *testing.T) {
	text := "Scores : 19 points pour Ana, −9 points pour vous"
	for width := 12; width <= len(text); width++ {
		for _, line := range wrap(text, width) {
			assert.NotRegexp(t, `(^|\s)(19|−9)$`, line, "width %d", width)
		}
	}
	assert.Equal(t, []string{"Ana:", "19 points"}, wrap("Ana: 19 points", 8), "a count kept whole, past the width")
	// A count in brackets, or after a word that keeps it (words-round15
	// fr: « (−7 ⏎ points) », « des 48 ⏎ pierres »).
	for _, text := range []string{"devant le joueur 3 (−19 points).", "C’est la dernière des 48 pierres."} {
		for width := 8; width <= len(text); width++ {
			for _, line := range wrap(text, width) {
				assert.NotRegexp(t, `(−19|48)$`, line, "width %d: %q", width, text)
			}
		}
	}
}

// TestASharedPreviewIsWhatAnyMoveDoes: the preview every move shares is
// said once above the list as what any move does, not as a bare fact
// (words-round4 fr 3): "Quel que soit votre coup, vous ne subtilynxez
// personne."
func TestASharedPreviewIsWhatAnyMoveDoes(t *testing.T) {
	for l, want := range map[lang.Language]string{
		lang.English: "Any move below: you draw two tiles.",
		lang.French:  "Quel que soit votre coup, vous piochez deux tuiles.",
		lang.Italian: "Qualunque mossa tu scelga, peschi due tessere.",
		lang.Dutch:   "Welke zet je ook kiest, je trekt twee tegels.",
	} {
		preview := map[lang.Language]string{lang.English: "You draw two tiles.", lang.French: "Vous piochez deux tuiles.",
			lang.Italian: "Peschi due tessere.", lang.Dutch: "Je trekt twee tegels."}[l]
		assert.Equal(t, want, wordsOf(l).shared(preview))
	}
	// Linko!'s last draw is said of any card (words-round10 it 2).
	assert.Equal(t, "Qualunque carta tu scelga, con questa hai finito di pescare.", wordsOf(lang.Italian).shared("Con questa hai finito di pescare."))
	out, code := program(t, "-human -seed 3 -lang fr", "quitter\n")
	require.Equal(t, 0, code, out)
	assert.Regexp(t, `\nQuel que soit votre coup, vous [^\n]+\.\n  1 `, out)
	// The list of every move says it the same way (words-round8 it 3, nl 6).
	out, code = program(t, "-human -seed 3 -lang it", "mosse\nesci\n")
	require.Equal(t, 0, code, out)
	assert.Equal(t, 2, strings.Count(out, "Qualunque mossa tu scelga, non sgraffigni niente."), out)
}

// TestFrenchLegendSaysWhichPlayer: the French Linko! legend speaks of the
// player of the row, "devant le joueur", "les cartes posées par ce
// joueur", never "devant soi" or "ses cartes", whose owner is unclear
// (words-round4 fr 8).
func TestFrenchLegendSaysWhichPlayer(t *testing.T) {
	legend := strings.Join(wordsOf(lang.French).legends["linko"], " ")
	assert.Contains(t, legend, "devant le joueur")
	assert.Contains(t, legend, "les cartes posées par ce joueur")
	assert.NotRegexp(t, `\bsoi\b|\bses cartes\b`, legend)
}

// TestAPreviewFollowsTheLanguagesDash: a move's preview follows its label
// after the language's dash, in lower case as the rest of the line, but
// a player's name keeps its capital (nl review 3).
func TestAPreviewFollowsTheLanguagesDash(t *testing.T) {
	names := []string{"", "Ana"}
	o := option{label: "Leg een 5 uit", preview: afterDash("Je pakt de 3 van speler 3 af.", names), dash: wordsOf(lang.Dutch).dash}
	assert.Equal(t, "Leg een 5 uit – je pakt de 3 van speler 3 af.", o.line())
	assert.Equal(t, "Ana draws two cards.", afterDash("Ana draws two cards.", names))
	assert.Equal(t, "", afterDash("", names))
	for _, l := range lang.All() {
		assert.NotEmpty(t, wordsOf(l).dash, l.Name())
	}
}

// TestTheHeaderNamesTheGameWithoutAFlag: a fresh game is headed by its
// number as players say it (Dutch "partijnummer", a match being "de
// partij"), never a flag; the help says that its number plays it again,
// with no flag either (words-round10 nl 4, it: "(opzione -seed 7)").
func TestTheHeaderNamesTheGameWithoutAFlag(t *testing.T) {
	for l, want := range map[lang.Language]string{
		lang.English: "Linko! · Game no.\u00a0123",
		lang.French:  "Linko! · Partie n°\u00a0123",
		lang.Italian: "Linko! · Partita n.\u00a0123",
		lang.Dutch:   "Linko! · Partijnummer\u00a0123",
	} {
		assert.Equal(t, want, wordsOf(l).number("Linko!", "123"))
		assert.Contains(t, wordsOf(l).replay("123"), " 123", l.Name())
		assert.NotContains(t, wordsOf(l).replay("123"), "-", l.Name())
	}
	out, code := program(t, "-human -lang it", "aiuto\nesci\n")
	require.Equal(t, 0, code, out)
	header, rest, _ := strings.Cut(out, "\n")
	assert.Regexp(t, `^Linko! · Partita n\.\x{a0}\d+$`, header)
	seed := header[strings.LastIndex(header, "\u00a0")+len("\u00a0"):]
	assert.Contains(t, strings.ReplaceAll(rest, "\n", " "), "Questa è la partita numero "+seed+": con lo stesso numero rigiochi esattamente questa partita.", "the help")
	assert.Equal(t, "Dit is partijnummer 7; met hetzelfde nummer speel je precies deze partij opnieuw.", wordsOf(lang.Dutch).replay("7"))
}
