package speech

import (
	"strings"

	"github.com/tabletopgo/tabletop/lang"
)

// Result says what who ended a round or a game with, points: in the past
// for a score of zero or more ("Ana scored 3 points", "Ana a marqué
// 3 points"), but "finishes on" for a negative one ("Ana finishes on −9
// points", "Ana finit à −9 points"), as nobody scores a loss.
func (b Basics) Result(who Person, points int) string {
	if points < 0 {
		return b.FinishesOn(who, b.Points(points))
	}
	return b.Scored(who, b.Points(points))
}

// Results lists the results of scores, as [Basics.Result] says each, but
// all of them as what each finishes on once one is negative, so that a
// list does not change its verb midway: "you scored 3 points and Ana
// scored 1 point", "Ana finishes on −1 point and you finish on 0 points".
// French and Dutch list scores as a standing, with no verb (see
// frenchStanding, dutchStanding): "speler 1 met 105 punten, speler 2 met
// 103 punten", every score with its unit; Italian says the unit once (see
// italianResults): "Ana ha fatto 117 punti e tu 68".
func (b Basics) Results(scores []Score) string { return b.results(scores) }

// eachResult returns the results of language l that says each score as
// [Basics.Result] does (see [Basics.Results]).
func eachResult(l lang.Language) func(scores []Score) string {
	return func(scores []Score) string {
		b := Of(l)
		say := b.Scored
		for _, s := range scores {
			if s.Points < 0 {
				say = b.FinishesOn
			}
		}
		parts := make([]string, len(scores))
		for i, s := range scores {
			parts[i] = say(s.Who, b.Points(s.Points))
		}
		return b.Join(parts)
	}
}

// finishesOn returns the FinishesOn of language l, whose verb in the
// present is you for the reader and other for anyone else, each before
// the points: "vous finissez à", "Ana finit à".
func finishesOn(l lang.Language, you, other string) func(who Person, points string) string {
	return func(who Person, points string) string {
		if who.You {
			return you + " " + points
		}
		return Of(l).Name(who) + " " + other + " " + points
	}
}

// standing lists scores as a scoreboard does, with no verb: each name (the
// reader as you) with its points, every score with its unit, as with puts
// them together.
func standing(l lang.Language, you string, scores []Score, with func(who, points string) string) []string {
	b := Of(l)
	parts := make([]string, len(scores))
	for i, s := range scores {
		who := you
		if !s.Who.You {
			who = b.Name(s.Who)
		}
		parts[i] = with(who, b.Points(s.Points))
	}
	return parts
}

// frenchStanding lists scores as French players write a standing, each
// score in brackets after its name, every one with its unit (words-round10
// fr 3): "vous (8 points), Ana (14 points) et le joueur 3 (17 points)", so
// that a number after a name is never read as part of it and a negative
// score needs no other verb.
func frenchStanding(scores []Score) string {
	return Of(lang.French).Join(standing(lang.French, "vous", scores, func(who, points string) string {
		return who + " (" + points + ")"
	}))
}

// dutchStanding lists scores as Dutch players write a standing, each
// score after "met", every one with its unit, joined by commas: "jij met
// 9 punten, Ana met 19 punten, speler 3 met 11 punten", with no colon of
// its own, so that it can follow one ("Stand: …", words-round10 nl 5).
func dutchStanding(scores []Score) string {
	return strings.Join(standing(lang.Dutch, "jij", scores, func(who, points string) string {
		return who + " met " + points
	}), ", ")
}

// italianResults lists scores as Italian players read them out, the verb
// and the unit with the first score alone, the others by their number
// (words-round16 it 10): "Ana ha fatto 117 punti e tu 68"; once one is
// negative, what each closed with, in the past, as [Basics.FinishesOn]
// says it: "Ugo ha chiuso con 0 punti e Andrea con −19" (words-round9 it
// 3). A seat named by its number takes "ne" and the verb again, so that its
// number never runs into its score: "il giocatore 2 ne ha fatti 172", never
// "il giocatore 2 172". One score is said as [Basics.Result] says it.
func italianResults(scores []Score) string {
	b := Of(lang.Italian)
	if len(scores) == 1 {
		return eachResult(lang.Italian)(scores)
	}
	closed := false
	for _, s := range scores {
		closed = closed || s.Points < 0
	}
	parts := make([]string, len(scores))
	for i, s := range scores {
		who := b.Name(s.Who)
		if s.Who.You {
			who = "tu"
		}
		points := Signed(s.Points)
		switch {
		case i == 0 && closed:
			parts[i] = b.FinishesOn(s.Who, b.Points(s.Points))
		case i == 0:
			parts[i] = b.Scored(s.Who, b.Points(s.Points))
		case closed:
			parts[i] = who + " con " + points
		case who != "" && who[len(who)-1] >= '0' && who[len(who)-1] <= '9':
			parts[i] = who + " ne ha " + b.Form(s.Points, "fatto", "fatti") + " " + points
		default:
			parts[i] = who + " " + points
		}
	}
	return b.Join(parts)
}
