package linko

import "github.com/tabletopgo/tabletop/internal/engine"

// Choice is the legal moves that share what a player picks first, so that a
// front-end draws them without parsing notation: the player picks a card of
// the hand (or of the display), then sees the moves it allows.
type Choice struct {
	// Pick is what the player picks first, as the View writes it: for a
	// play, the value of its number cards ("7"), or "J" for jokers alone;
	// for a draw from the display, the card drawn ("6"). It is "" for the
	// moves that need nothing picked, which a front-end offers as buttons:
	// take, leave, take back, discard and draw from the pile.
	Pick string
	// Label is the pick's label for a person ("Your 7s", "Your jokers",
	// "The 8 on the display"); "" when Pick is.
	Label string
	// Moves are the legal moves of that pick, in the order of
	// [View.LegalMoves]: the plays of a value by their number cards, then
	// by their jokers.
	Moves []Move
	// Labels holds each move's [View.Label], seats named as the View's
	// [View.Named] names them: Labels[i] is the label of Moves[i].
	Labels []string
	// Previews holds each move's [View.Preview], as Labels does.
	Previews []string
}

// Choices returns the legal moves of the view's seat grouped by what the
// player picks first (see [Choice]), in the order of [View.LegalMoves]:
// the choices by their first move, and the moves of each in that order, so
// that the moves of all the choices, in order, are exactly LegalMoves. It
// is nil when LegalMoves is. Each move comes with its label and preview,
// in the View's language ([View.In]) and names ([View.Named]).
func (v View) Choices() []Choice {
	return engine.GroupChoices[Choice](v.LegalMoves(), Move.samePick, Move.pick,
		func(m Move) string { return pickLabel(v.lang, m, v.Hand) },
		func(m Move) (string, string, bool) {
			return v.Label(v.lang, m, v.names), v.Preview(v.lang, m, v.names), true
		})
}

// samePick reports whether m and o share a pick, for Choices to group
// them by.
func (m Move) samePick(o Move) bool { return m.pick() == o.pick() }

// pick returns what a player picks first to make the move m: see
// [Choice.Pick].
func (m Move) pick() string {
	switch m.Kind {
	case MovePlay:
		if m.Meld.Count == 0 {
			return Joker.String()
		}
		return m.Meld.Value.String()
	case MoveDrawDisplay:
		return m.Card.String()
	}
	return ""
}

// moveMembers is [Move.members] in the argument order the engine's JSON
// writers take.
func moveMembers(dst []engine.Member, m Move) []engine.Member { return m.members(dst) }
