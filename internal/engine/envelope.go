package engine

// Envelope appends the members that open the View of a game played in
// rounds, in the wire's order: "seat", "players", "round", "rounds",
// "toMove", then the [Object.Outcome]. Linko! and Lino write their Views
// through it, so that the envelope they share is written in one place.
func (o *Object) Envelope(seat, players, round, rounds, toMove int, over bool, winners, scores []int) {
	o.Int("seat", seat)
	o.Int("players", players)
	o.Int("round", round)
	o.Int("rounds", rounds)
	o.Int("toMove", toMove)
	o.Outcome(over, winners, scores)
}
