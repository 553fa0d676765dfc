package linko

// View is all that one seat may know of a game, and nothing else: its own
// hand; every tableau, the display and the discard pile, which lie face up;
// the sizes of the draw pile and of every hand; and the cards that every seat
// saw enter another hand (taken, taken back, drawn from the display) and that
// cannot have left it since. Two states that differ only in what the seat
// cannot see give equal views. A View is plain data and marshals to JSON: a
// server can send each client its View and nothing more.
type View struct {
	Seat    int   `json:"seat"` // whose view this is
	Players int   `json:"players"`
	Round   int   `json:"round"`
	Rounds  int   `json:"rounds"`
	Phase   Phase `json:"phase"`
	Active  int   `json:"active"`
	ToMove  int   `json:"toMove"`
	Victim  int   `json:"victim"` // the seat under attack, or -1
	Draws   int   `json:"draws"`  // cards the victim has still to draw
	// Hand is the seat's own hand, in order of value.
	Hand []Card `json:"hand"`
	// HandSizes holds every seat's number of cards in hand.
	HandSizes []int `json:"handSizes"`
	// Known holds, for every seat, the cards of its hand that every seat
	// knows about (see Position.Known).
	Known    [][]Card          `json:"known"`
	Tableaux [][]Meld          `json:"tableaux"` // bottom first
	Display  [DisplaySize]Card `json:"display"`
	PileSize int               `json:"pileSize"`
	Discard  []Card            `json:"discard"`
	Scores   []int             `json:"scores"`
}

// View returns what seat may know of the game. For a seat that does not
// exist it returns a View with no hand.
func (s State) View(seat int) View {
	v := View{
		Seat:      seat,
		Players:   s.players(),
		Round:     int(s.round),
		Rounds:    int(s.opts.rounds),
		Phase:     s.phase,
		Active:    int(s.active),
		ToMove:    s.ToMove(),
		Victim:    s.Victim(),
		Draws:     int(s.draws),
		Hand:      s.Hand(seat),
		HandSizes: make([]int, s.players()),
		Known:     s.knownCards(),
		Tableaux:  s.tableauxCopy(),
		Display:   s.display,
		PileSize:  int(s.pileSize),
		Discard:   s.discard.appendCards(make([]Card, 0, s.discard.total())),
		Scores:    s.Scores(),
	}
	for i := range v.HandSizes {
		v.HandSizes[i] = s.hands[i].total()
	}
	return v
}

// LegalMoves returns the legal moves of the view's seat, the same as
// [State.LegalMoves] when the seat is to move, and nil when it is not: a bot
// needs nothing but its View to choose a move.
func (v View) LegalMoves() []Move {
	if v.ToMove != v.Seat || v.Seat < 0 {
		return nil
	}
	if checkCardList(v.Hand) != nil {
		return nil
	}
	return appendLegalMoves(nil, v.Seat, v.Phase, countCards(v.Hand), v.PileSize > 0, v.Display)
}
