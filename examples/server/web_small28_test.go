package main

import "testing"

// TestLinxTieBreakTaught: LINX's tie at a blocked end, which decided a
// newcomer's match unsaid (r35 #2), is taught where the blocked round is:
// the lesson's last words and "How to play" say that a tie goes to whoever
// plays later in the turn (RULES.md: the tied seat that comes last in the
// round's turn order), and the round's result says so when a tie decided it.
func TestLinxTieBreakTaught(t *testing.T) {
	third := `say('tutorial.linx.end').split('. ')[2]`
	sentencesSay(t, map[string][][2]string{
		"en": {
			{third, "A tie goes to whoever plays later in the turn"},
			{`say('linx.blockedTie', { n: 8 })`, "nobody could place a tile, and with 8 tiles showing each, a tie goes to whoever plays later in the turn"},
			{`say('linx.tieRule.teams')`, "If nobody can place a tile any more, the round goes to the team that shows the most tiles; a tie goes to the team that plays second in the round."},
		},
		"fr": {
			{third, "À égalité, c’est le dernier dans l’ordre du tour qui l’emporte"},
			{`say('linx.blockedTie', { n: 8 })`, "plus personne ne pouvait placer de tuile et, à égalité avec 8 tuiles apparentes chacun, c’est le dernier dans l’ordre du tour qui l’emporte"},
			{`say('linx.wonTie')`, "gagnée (blocage, égalité\u00a0: jouait après)"},
		},
		"it": {
			{third, "In caso di parità vince chi gioca per ultimo nel giro"},
			{`say('linx.blockedTie.teams', { n: 9 })`, "nessuno poteva più mettere tessere e, in parità con 9 tessere visibili per squadra, vince la squadra che gioca per seconda"},
		},
		"nl": {
			{third, "Bij gelijke stand wint wie later aan de beurt komt"},
			{`say('linx.blockedTie', { n: 8 })`, "niemand kon nog een tegel leggen, en bij een gelijke stand van elk 8 zichtbare tegels wint wie later aan de beurt komt"},
		},
	})
}
