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
		lang.Italian: {"Ana ha chiuso con −9 punti", "tu hai chiuso con −1 punto", "Ana ha fatto 3 punti", "hai fatto 0 punti", "tu hai chiuso con 0 punti"},
		lang.Dutch:   {"Ana eindigt op −9 punten", "je eindigt op −1 punt", "Ana heeft 3 punten gescoord", "je hebt 0 punten gescoord", "je eindigt op 0 punten"},
	}
	for l, w := range want {
		b := speech.Of(l)
		assert.Equal(t, w[0], b.Result(ana, -9), l)
		assert.Equal(t, w[1], b.Result(you, -1), l)
		assert.Equal(t, w[2], b.Result(ana, 3), l)
		assert.Equal(t, w[3], b.Result(you, 0), l)
		if l != lang.English {
			continue // their lists: below
		}
		// Once one is negative, the whole list says what each finishes on.
		assert.Equal(t, w[0]+" "+b.And+" "+w[4], b.Results([]speech.Score{{Who: ana, Points: -9}, {Who: you, Points: 0}}), l)
		assert.Equal(t, w[2]+" "+b.And+" "+w[3], b.Results([]speech.Score{{Who: ana, Points: 3}, {Who: you, Points: 0}}), l)
	}
}

// TestStandings: Dutch and French list scores as a standing, no verb said
// for each, every score with its unit (words-round10 fr 3, nl 5): "jij met
// 9 punten, Ana met 19 punten, speler 3 met 11 punten" (no colon of its
// own, a number after a name never read as part of it), "vous (8 points),
// Ana (14 points) et le joueur 3 (17 points)"; a negative score is listed
// as any other, and one score as a standing of one.
func TestStandings(t *testing.T) {
	nl, fr := speech.Of(lang.Dutch), speech.Of(lang.French)
	you, ana := speech.Person{Name: "Bo", You: true}, speech.Person{Name: "Ana"}
	scores := func(l lang.Language, points ...int) []speech.Score {
		people := []speech.Person{you, ana, {Name: speech.Of(l).Seat(3), Seat: 3}}
		s := make([]speech.Score, len(points))
		for i, p := range points {
			s[i] = speech.Score{Who: people[i], Points: p}
		}
		return s
	}
	assert.Equal(t, "jij met 9 punten, Ana met 19 punten, speler 3 met 11 punten", nl.Results(scores(lang.Dutch, 9, 19, 11)))
	assert.Equal(t, "jij met 1 punt, Ana met −9 punten", nl.Results(scores(lang.Dutch, 1, -9)))
	assert.Equal(t, "vous (8 points), Ana (14 points) et le joueur 3 (17 points)", fr.Results(scores(lang.French, 8, 14, 17)))
	assert.Equal(t, "Vous (0\u00a0point), Ana (−3\u00a0points) et le joueur 3 (1\u00a0point).", fr.Sentence(fr.Results(scores(lang.French, 0, -3, 1))))
	assert.Equal(t, "Ana met 3 punten", nl.Results([]speech.Score{{Who: ana, Points: 3}}), "a standing of one")
	assert.Equal(t, "Ana (3 points)", fr.Results([]speech.Score{{Who: ana, Points: 3}}), "a standing of one")
}

// TestItalianResults: Italian says the verb and the unit with the first
// score alone ("hai fatto 68 punti e Ana 117", words-round16 it 10), and
// once one is negative what each closed with, in the past ("Ugo ha chiuso
// con 0 punti e Andrea con −19", words-round9 it 3, words-round15 it).
func TestItalianResults(t *testing.T) {
	it := speech.Of(lang.Italian)
	you, ana, ugo := speech.Person{Name: "Bo", You: true}, speech.Person{Name: "Ana"}, speech.Person{Name: "Ugo"}
	assert.Equal(t, "hai fatto 68 punti e Ana 117", it.Results([]speech.Score{{Who: you, Points: 68}, {Who: ana, Points: 117}}))
	assert.Equal(t, "Ugo ha chiuso con 0 punti, tu con 3 e Ana con −19", it.Results([]speech.Score{{Who: ugo}, {Who: you, Points: 3}, {Who: ana, Points: -19}}))
	assert.Equal(t, "Ana ha fatto 3 punti", it.Results([]speech.Score{{Who: ana, Points: 3}}), "one score, as Result says it")
	// A negative score alone, as after a winner ("Ana ha vinto con 5
	// punti; tu hai chiuso con −2 punti"), in the words of a list's
	// (words-round12 it 4).
	assert.Equal(t, "tu hai chiuso con −2 punti", it.Results([]speech.Score{{Who: you, Points: -2}}))
	assert.Equal(t, "tu hai chiuso con −2 punti e Ana con −7", it.Results([]speech.Score{{Who: you, Points: -2}, {Who: ana, Points: -7}}))
	seat3 := speech.Person{Name: it.Seat(3), Seat: 3}
	assert.Equal(t, "hai fatto 9 punti e il giocatore 3 ne ha fatti 11", it.Results([]speech.Score{{Who: you, Points: 9}, {Who: seat3, Points: 11}}),
		"a seat's number never runs into its score")
	assert.Equal(t, "Ana ha fatto 117 punti, il giocatore 3 ne ha fatto 1 e tu 0", it.Results([]speech.Score{{Who: ana, Points: 117}, {Who: seat3, Points: 1}, {Who: you}}))
}
