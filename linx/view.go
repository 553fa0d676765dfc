package linx

// View is all that one seat may know of a match: its own hand; the grid,
// where a face-down tile's symbol is known to all (it had to beat the tile it
// covers, and only one symbol does); every hand's and pile's size; the
// tiles every seat saw revealed in another hand and that cannot have left
// it; and the points. Two states that differ only in what the seat cannot
// see give equal views.
type View struct {
	Seat      int        `json:"seat"`
	Players   int        `json:"players"`
	Teams     bool       `json:"teams"`
	Round     int        `json:"round"`
	Phase     Phase      `json:"phase"`
	ToMove    int        `json:"toMove"`
	Grid      []Stack    `json:"grid"`
	Hand      []Symbol   `json:"hand"`
	HandSizes []int      `json:"handSizes"`
	Known     [][]Symbol `json:"known"`
	PileSizes []int      `json:"pileSizes"`
	Points    []int      `json:"points"`
}

// View returns what seat may know of the match.
func (s State) View(seat int) View {
	v := View{
		Seat: seat, Players: int(s.players), Teams: s.teams, Round: int(s.round), Phase: s.phase, ToMove: s.ToMove(),
		Grid: s.grid(), Hand: s.Hand(seat), Known: s.knownSymbols(), Points: s.Scores(),
		HandSizes: make([]int, s.players), PileSizes: make([]int, s.players),
	}
	for i := range int(s.players) {
		h := s.hands[i]
		v.HandSizes[i], v.PileSizes[i] = int(h[0]+h[1]+h[2]), TilesEach-int(s.drawn[i])
	}
	return v
}

// LegalMoves returns the legal moves of the view's seat when it is to move,
// and nil when it is not: what it may do depends only on its hand, the grid
// and whether it can place anything.
func (v View) LegalMoves() []Move {
	if v.ToMove != v.Seat || v.Seat < 0 || v.Seat >= v.Players {
		return nil
	}
	s := v.state()
	return s.LegalMoves()
}

// state returns a State with what the view shows of the grid and the seat's
// hand: enough to list the seat's moves, nothing of the others' hands.
func (v View) state() State {
	s := State{players: uint8(max(MinPlayers, min(v.Players, MaxPlayers))), phase: PhasePlay, toMove: uint8(max(0, min(v.Seat, MaxPlayers-1)))}
	for _, st := range v.Grid {
		if i, ok := spotOf(st.Cell); ok {
			s.putUp(i, st.Up)
			s.down[i] = st.Down
		}
	}
	for _, sym := range v.Hand {
		if sym.valid() {
			s.hands[s.toMove][sym-1]++
		}
	}
	return s
}
