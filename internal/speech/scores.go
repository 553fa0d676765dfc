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
// A language that reads a list as a scoreboard lists two scores or more
// as one (see scoreboard): Dutch "Speler 1: 105 punten, speler 2: 103
// punten".
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

// scoreboard returns the results of language l that lists two scores or
// more as a scoreboard does, with no verb, each name (the reader as you)
// and its score after a colon, joined by commas: Dutch "jij: 9 punten,
// Ana: 19 punten, speler 3: 11 punten", a number after a name never read
// as part of it; French names the unit with the first score alone ("vous :
// 8 points, Ana : 14, le joueur 3 : 17", unitOnce), not "a marqué" said
// for each.
// A negative score needs no other verb. One score is said as
// [Basics.Result] says it.
func scoreboard(l lang.Language, you string, unitOnce bool) func(scores []Score) string {
	return func(scores []Score) string {
		b := Of(l)
		if len(scores) == 1 {
			return eachResult(l)(scores)
		}
		parts := make([]string, len(scores))
		for i, s := range scores {
			who := you
			if !s.Who.You {
				who = b.Name(s.Who)
			}
			points := b.Points(s.Points)
			if i > 0 && unitOnce {
				points = Signed(s.Points)
			}
			parts[i] = who + ": " + points
		}
		return strings.Join(parts, ", ")
	}
}

// italianResults lists scores as Italian players say them, the verb and
// the unit with the first score alone: "hai fatto 68 punti, Ana 117";
// once one is negative, what each closed on, in the past: "Ugo ha chiuso
// a 0 punti e Andrea a −19" (words-round9 it 3). A seat named by its
// number keeps its verb: "hai fatto 9 punti e il giocatore 3 ha fatto 11
// punti", never "il giocatore 3 11". One score is said as
// [Basics.Result] says it.
func italianResults(scores []Score) string {
	b := Of(lang.Italian)
	if len(scores) == 1 {
		return eachResult(lang.Italian)(scores)
	}
	closed := false
	for _, s := range scores {
		closed = closed || s.Points < 0
	}
	clauses := closed // the parts are clauses, joined by "e"
	parts := make([]string, len(scores))
	for i, s := range scores {
		who := b.Name(s.Who)
		if s.Who.You {
			who = "tu"
		}
		switch {
		case i == 0 && closed:
			parts[i] = b.Did(s.Who, "chiuso a "+b.Points(s.Points))
		case i == 0:
			parts[i] = b.Scored(s.Who, b.Points(s.Points))
		case closed:
			parts[i] = who + " a " + Signed(s.Points)
		case who != "" && who[len(who)-1] >= '0' && who[len(who)-1] <= '9':
			parts[i] = b.Scored(s.Who, b.Points(s.Points)) // "il giocatore 3 11" would read as one number
			clauses = true
		default:
			parts[i] = who + " " + Signed(s.Points)
		}
	}
	if clauses {
		return b.Join(parts)
	}
	return strings.Join(parts, ", ")
}
