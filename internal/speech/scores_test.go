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
		if l != lang.English {
			continue // their lists: below
		}
		// Once one is negative, the whole list says what each finishes on.
		assert.Equal(t, w[0]+" "+b.And+" "+w[4], b.Results([]speech.Score{{Who: ana, Points: -9}, {Who: you, Points: 0}}), l)
		assert.Equal(t, w[2]+" "+b.And+" "+w[3], b.Results([]speech.Score{{Who: ana, Points: 3}, {Who: you, Points: 0}}), l)
	}
}

// TestScoreboards: Dutch and French list two scores or more as a
// scoreboard, no verb said for each: "Speler 1: 105 punten, speler 2: 103
// punten." (a number after a name never read as part of it), "Vous :
// 8 points, Ana : 14, le joueur 3 : 17." (the unit once); a negative score
// is listed as any other.
func TestScoreboards(t *testing.T) {
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
	assert.Equal(t, "jij: 9 punten, Ana: 19 punten, speler 3: 11 punten", nl.Results(scores(lang.Dutch, 9, 19, 11)))
	assert.Equal(t, "jij: 1 punt, Ana: −9 punten", nl.Results(scores(lang.Dutch, 1, -9)))
	assert.Equal(t, "vous: 8 points, Ana: 14, le joueur 3: 17", fr.Results(scores(lang.French, 8, 14, 17)))
	assert.Equal(t, "Vous\u00a0: 8 points, Ana\u00a0: −3, le joueur 3\u00a0: 17.", fr.Sentence(fr.Results(scores(lang.French, 8, -3, 17))))
	assert.Equal(t, "Ana heeft 3 punten gescoord", nl.Results([]speech.Score{{Who: ana, Points: 3}}), "one score, as Result says it")
	assert.Equal(t, "Ana a marqué 3 points", fr.Results([]speech.Score{{Who: ana, Points: 3}}), "one score, as Result says it")
}

// TestItalianResults: Italian says the verb and the unit with the first
// score alone ("hai fatto 68 punti, Ana 117"), and once one is negative
// what each closed on, in the past ("Ugo ha chiuso a 0 punti e Andrea a
// −19", words-round9 it 3).
func TestItalianResults(t *testing.T) {
	it := speech.Of(lang.Italian)
	you, ana, ugo := speech.Person{Name: "Bo", You: true}, speech.Person{Name: "Ana"}, speech.Person{Name: "Ugo"}
	assert.Equal(t, "hai fatto 68 punti, Ana 117", it.Results([]speech.Score{{Who: you, Points: 68}, {Who: ana, Points: 117}}))
	assert.Equal(t, "Ugo ha chiuso a 0 punti, tu a 3 e Ana a −19", it.Results([]speech.Score{{Who: ugo}, {Who: you, Points: 3}, {Who: ana, Points: -19}}))
	assert.Equal(t, "Ana ha fatto 3 punti", it.Results([]speech.Score{{Who: ana, Points: 3}}), "one score, as Result says it")
	seat3 := speech.Person{Name: it.Seat(3), Seat: 3}
	assert.Equal(t, "hai fatto 9 punti e il giocatore 3 ha fatto 11 punti", it.Results([]speech.Score{{Who: you, Points: 9}, {Who: seat3, Points: 11}}),
		"a seat's number never runs into its score")
}
