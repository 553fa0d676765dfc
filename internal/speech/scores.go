package speech

import "github.com/tabletopgo/tabletop/lang"

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
// A language that says the verb once in a list lists two scores or more
// its way: Dutch "jij hebt 9 punten, Ana 19 punten en speler 3 11 punten".
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
