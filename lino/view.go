package lino

// View is what one seat knows of the game. Lino hides nothing: a View holds
// the whole Position. It is here so that every game has the same shape, and
// so that a bot can choose from its View alone.
type View struct {
	Seat     int      `json:"seat"`
	ToMove   int      `json:"toMove"` // -1 when nobody is to move
	Position Position `json:"position"`
}

// View returns what seat knows of the game: everything.
func (s State) View(seat int) View {
	return View{Seat: seat, ToMove: s.ToMove(), Position: s.Position()}
}

// LegalMoves returns the legal moves of the view's seat when it is to move,
// and nil when it is not.
func (v View) LegalMoves() []Move {
	if v.ToMove != v.Seat || v.Seat < 0 {
		return nil
	}
	s, err := FromPosition(v.Position)
	if err != nil {
		return nil
	}
	return s.LegalMoves()
}
