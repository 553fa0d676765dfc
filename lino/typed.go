package lino

// Typed returns m as a person types it to play it from the view, in the
// view's language ([View.In]): without its seat, its verb in the
// language's words, its cells named as the view's board names them: "move
// K7 K6", "déplacer K7 K6", "sposta K7 K6", "verplaats K7 K6". It is what
// [View.ParseTyped] of the view reads back, and what a text front-end
// shows beside a move's label; the notation, [Move.String], keeps the
// English verbs and the cells' "x,y".
func (v View) Typed(m Move) string { return typings.Of(v.lang).Typed(m.String(), v.frame()) }

// ParseTyped parses a move of seat as a person types it in the view's
// language ([View.In]): as [Axes.ParseMoveFor] reads it, on the view's
// axes, or with the language's verbs, in any case and their accents
// optional, the first of each the one [View.Typed] writes:
//
//	English  move, place
//	French   déplacer, poser
//	Italian  sposta, metti
//	Dutch    verplaats, zet (plaats)
//
// The English verbs are read in every language. Malformed text gives an
// error that wraps [ErrIllegalMove], whose sentence in the language names
// its verbs.
func (v View) ParseTyped(seat int, text string) (Move, error) {
	return parseMoveFor(typings.Of(v.lang), seat, text, typedCell(v.frame()))
}
