package speech_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// TestANegativeScoreFinishesOn: nobody "scores" −9 points; a negative
// final score is what a player finishes on, in every language, and a
// score of zero or more keeps its verb, unless it stands in a list with
// a negative one.
func TestANegativeScoreFinishesOn(t *testing.T) {
	ana := speech.Person{Name: "Ana"}
	you := speech.Person{Name: "Bo", You: true}
	want := map[lang.Language][5]string{
		lang.English: {"Ana finishes on −9 points", "you finish on −1 point", "Ana scored 3 points", "you scored 0 points", "you finish on 0 points"},
		lang.French:  {"Ana finit à −9 points", "vous finissez à −1 point", "Ana a marqué 3 points", "vous avez marqué 0 point", "vous finissez à 0 point"},
		lang.Italian: {"Ana chiude con −9 punti", "chiudi con −1 punto", "Ana ha fatto 3 punti", "hai fatto 0 punti", "chiudi con 0 punti"},
		lang.Dutch:   {"Ana eindigt op −9 punten", "je eindigt op −1 punt", "Ana heeft 3 punten gescoord", "je hebt 0 punten gescoord", "je eindigt op 0 punten"},
	}
	for l, w := range want {
		b := speech.Of(l)
		assert.Equal(t, w[0], b.Result(ana, -9), l)
		assert.Equal(t, w[1], b.Result(you, -1), l)
		assert.Equal(t, w[2], b.Result(ana, 3), l)
		assert.Equal(t, w[3], b.Result(you, 0), l)
		if l == lang.Dutch {
			continue // its lists say the verb once: below
		}
		// Once one is negative, the whole list says what each finishes on.
		assert.Equal(t, w[0]+" "+b.And+" "+w[4], b.Results([]speech.Score{{Who: ana, Points: -9}, {Who: you, Points: 0}}), l)
		assert.Equal(t, w[2]+" "+b.And+" "+w[3], b.Results([]speech.Score{{Who: ana, Points: 3}, {Who: you, Points: 0}}), l)
	}
}

// TestDutchSaysTheVerbOnceInAList: "Jij hebt 9 punten, Ana 19 punten en
// speler 3 11 punten.", not "… heeft 19 punten gescoord" for each, but the
// unit after every score; with a negative score, what each ends on, said
// once too.
func TestDutchSaysTheVerbOnceInAList(t *testing.T) {
	nl := speech.Of(lang.Dutch)
	you, ana, seat3 := speech.Person{Name: "Bo", You: true}, speech.Person{Name: "Ana"}, speech.Person{Name: "Speler 3", Seat: 3}
	assert.Equal(t, "jij hebt 9 punten, Ana 19 punten en speler 3 11 punten",
		nl.Results([]speech.Score{{Who: you, Points: 9}, {Who: ana, Points: 19}, {Who: seat3, Points: 11}}))
	assert.Equal(t, "Ana eindigt op −9 punten en jij op 0 punten",
		nl.Results([]speech.Score{{Who: ana, Points: -9}, {Who: you, Points: 0}}))
	assert.Equal(t, "speler 3 heeft 1 punt en Ana 0 punten",
		nl.Results([]speech.Score{{Who: seat3, Points: 1}, {Who: ana, Points: 0}}))
	assert.Equal(t, "Ana heeft 3 punten gescoord", nl.Results([]speech.Score{{Who: ana, Points: 3}}), "one score, as Result says it")
}
