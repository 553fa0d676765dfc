package speech_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// TestComputerIsANounWithItsArticle: a seat named speech.Computer is the
// computer, with its article and contractions in each language, and with
// its seat's number only where several computers play; no form carries
// the marker.
func TestComputerIsANounWithItsArticle(t *testing.T) {
	one := []string{"Ana", speech.Computer}
	two := []string{speech.Computer, speech.Computer, ""}
	type forms struct{ label, name, to, of string }
	for _, c := range []struct {
		l        lang.Language
		names    []string
		seat     int
		want     forms
		sentence string // the seat scored, as the subject of a sentence
	}{
		{lang.English, one, 1, forms{"Computer", "the computer", "to the computer", "of the computer"}, "The computer scored 3 points."},
		{lang.English, two, 1, forms{"Computer 2", "Computer 2", "to Computer 2", "of Computer 2"}, "Computer 2 scored 3 points."},
		{lang.French, one, 1, forms{"Ordinateur", "l’ordinateur", "à l’ordinateur", "de l’ordinateur"}, "L’ordinateur a marqué 3\u00a0points."},
		{lang.French, two, 0, forms{"Ordinateur 1", "l’ordinateur 1", "à l’ordinateur 1", "de l’ordinateur 1"}, "L’ordinateur 1 a marqué 3\u00a0points."},
		{lang.Italian, one, 1, forms{"Computer", "il computer", "al computer", "del computer"}, "Il computer ha fatto 3 punti."},
		{lang.Italian, two, 1, forms{"Computer 2", "il computer 2", "al computer 2", "del computer 2"}, "Il computer 2 ha fatto 3 punti."},
		{lang.Dutch, one, 1, forms{"Computer", "de computer", "aan de computer", "van de computer"}, "De computer heeft 3 punten gescoord."},
		{lang.Dutch, two, 1, forms{"Computer 2", "computer 2", "aan computer 2", "van computer 2"}, "Computer 2 heeft 3 punten gescoord."},
	} {
		b := speech.Of(c.l)
		p := b.People(-1, c.names)(c.seat)
		got := forms{b.Label(p), b.Typeset(b.Name(p)), b.Typeset(b.With(b.ToPrep, p)), b.Typeset(b.Whose(p))}
		assert.Equal(t, c.want, got, "%s %q", c.l, c.names)
		assert.Equal(t, c.sentence, b.Sentence(b.Scored(p, b.Points(3))), "%s %q", c.l, c.names)
		assert.Equal(t, b.Name(p), p.Name, "%s: Name is the name in a sentence, as English catalogues write it", c.l)
		for _, s := range []string{got.label, got.name, got.to, got.of, p.Name} {
			assert.False(t, strings.Contains(s, "\x00") || strings.Contains(s, speech.Computer), "%s %q", c.l, s)
		}
		reader := b.People(c.seat, c.names)(c.seat)
		assert.True(t, reader.You, "the computer's own seat reads of itself as you")
		if c.names[0] == "Ana" {
			assert.Equal(t, speech.Person{Name: "Ana"}, b.People(-1, c.names)(0), "a player's name beside the computer stays a proper name")
		}
	}
}
