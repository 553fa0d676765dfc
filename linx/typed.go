package linx

// Typed returns m as a person types it to play it from the view, in the
// view's language ([View.In]): without its seat, its verb and symbol in
// the language's words, its cell named as the view's board names it: "up
// R D4", "visible Pi D4", "su S D4", "open St D4". It is what
// [View.ParseTyped] of the view reads back, and what a text front-end
// shows beside a move's label; the notation, [Move.String], keeps the
// English words and the cells' "x,y".
func (v View) Typed(m Move) string {
	return typings.Of(v.lang).Typed(m.String(), frameFor(v.Players))
}

// ParseTyped parses a move of seat as a person types it in the view's
// language ([View.In]): as [Axes.ParseMoveFor] reads it, on the view's
// axes, or with the language's words, each in any case and its accents
// optional. The words a language reads, the first of each the one
// [View.Typed] writes, the symbols as the language's board draws them or
// by their names:
//
//	English  up, down, pass; R (rock), P (paper), S (scissors)
//	French   visible, cachée, passer; Pi (pierre), Pa (papier), Ci or C (ciseaux)
//	Italian  su (scoperta), giù (coperta), passo; S (sasso), C (carta), F (forbici)
//	Dutch    open, dicht, pas; St (steen), Pa or P (papier), Sc (schaar)
//
// The English words are read in every language but where the language
// takes a letter for its own: Italian S is Sasso, and French P and Dutch
// S, each the letter of two of the language's symbols, are refused with a
// sentence that names the language's. Malformed text gives an error that
// wraps [ErrIllegalMove].
func (v View) ParseTyped(seat int, text string) (Move, error) {
	return parseMoveFor(typings.Of(v.lang), seat, text, typedCell(frameFor(v.Players)))
}
