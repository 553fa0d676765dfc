package lino

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// View is what one seat knows of the game. Lino hides nothing, so a View
// holds every fact of the game but the cursor of a move's settling events;
// it is here so that every game has the same shape, and so that a bot can
// choose from its View alone.
//
// [State.View] of a seat not at the table (any seat but 0 and 1, -1
// included) is the spectator's view: Seat is -1, and it has no legal moves.
//
// Its JSON is the wire's envelope, the same in every game of the module:
//
//	{"game":"lino","seat":0,"players":2,"round":1,"rounds":1,"toMove":0,
//	 "over":false,"scores":[0,0],
//	 "options":{...},"phase":"building","tiles":[{"cell":"4,0","face":"."},...],
//	 "stones":[[],[]],"moved":[],"vacated":[],"points":[0,0],"totals":[0,0],
//	 "legalMoves":["0:move 4,0 3,2",...]}
//
// "winners" appears once the game is over; "legalMoves" is the seat's legal
// moves in notation when it is to move, and [] otherwise.
type View struct {
	Seat    int   `json:"seat"`    // the seat that sees; -1 for a spectator
	Players int   `json:"players"` // 2
	Round   int   `json:"round"`   // the round being played, from 1
	Rounds  int   `json:"rounds"`  // rounds in the game: 1, or 2 for a fair match
	ToMove  int   `json:"toMove"`  // the seat to decide, -1 when nobody is
	Over    bool  `json:"over"`
	Winners []int `json:"winners,omitempty"` // once over: the seats with the best score
	Scores  []int `json:"scores"`            // as State.Scores: each seat's points so far

	Options Options         `json:"options"`
	Phase   Phase           `json:"phase"`
	Tiles   []Tile          `json:"tiles"`   // every tile, in grid order, with its face
	Stones  [Players][]Cell `json:"stones"`  // each seat's stones, in grid order
	Moved   []Cell          `json:"moved"`   // the tiles moved while building, which may not move again
	Vacated []Cell          `json:"vacated"` // the cells they left, where no tile may go
	Points  [Players]int    `json:"points"`  // each seat's points in this round
	Totals  [Players]int    `json:"totals"`  // each seat's points of the rounds scored
}

// View returns what seat knows of the game: everything. A seat not at the
// table gets the spectator's view, whose Seat is -1.
func (s State) View(seat int) View {
	if seat != 0 && seat != 1 {
		seat = -1
	}
	p := s.Position()
	return View{
		Seat:    seat,
		Players: Players,
		Round:   p.Round,
		Rounds:  int(s.rounds),
		ToMove:  s.ToMove(),
		Over:    s.Over(),
		Winners: s.Winners(),
		Scores:  s.Scores(),
		Options: p.Options,
		Phase:   p.Phase,
		Tiles:   p.Tiles,
		Stones:  p.Stones,
		Moved:   p.Moved,
		Vacated: p.Vacated,
		Points:  p.Points,
		Totals:  p.Totals,
	}
}

// position returns the position the view shows when a seat is to move (in
// a settling phase, the cursor of the events is not in the view).
func (v View) position() Position {
	return Position{Options: v.Options, Round: v.Round, Phase: v.Phase, ToMove: v.ToMove, Tiles: v.Tiles,
		Stones: v.Stones, Moved: v.Moved, Vacated: v.Vacated, Points: v.Points, Totals: v.Totals}
}

// LegalMoves returns the legal moves of the view's seat when it is to move,
// and nil when it is not, for a spectator, and for a View that no game
// reaches (one built by hand, say).
func (v View) LegalMoves() []Move {
	s, err := v.state()
	if err != nil {
		return nil
	}
	return s.LegalMoves()
}

// state rebuilds the State a view shows, for a seat that is to move.
func (v View) state() (State, error) {
	if v.Seat != 0 && v.Seat != 1 || v.ToMove != v.Seat {
		return State{}, noMove(v)
	}
	return FromPosition(v.position())
}

func noMove(v View) error {
	return fmt.Errorf("%w: seat %d has no move to make (seat %d is to move)", ErrIllegalMove, v.Seat, v.ToMove)
}

// viewFields is a View without its methods, for encoding/json.
type viewFields View

// MarshalJSON implements [json.Marshaler]: the wire's envelope (see
// [View]).
// A View with longer lists than a game has (one built by hand) gives an
// error: UnmarshalJSON would refuse it.
func (v View) MarshalJSON() ([]byte, error) {
	if len(v.Tiles) > NumTiles || len(v.Stones[0]) > StonesEach || len(v.Stones[1]) > StonesEach ||
		len(v.Moved) > buildMoves || len(v.Vacated) > buildMoves || len(v.Winners) > Players || len(v.Scores) > Players {
		return nil, errors.New("lino: cannot marshal a view with more tiles, stones, moves, winners or scores than a game has")
	}
	moves := v.LegalMoves()
	if moves == nil {
		moves = []Move{}
	}
	return engine.MarshalView("lino", viewFields(v), moves)
}

// UnmarshalJSON implements [json.Unmarshaler]: it reads what MarshalJSON
// writes, ignoring "legalMoves" (they follow from the rest). A view of
// another game, a field a View does not have and a malformed field give an
// error that wraps [ErrInvalidPosition] and names the field.
func (v *View) UnmarshalJSON(data []byte) error {
	if err := engine.CheckViewGame("lino", data); err != nil {
		return engine.Wrap(ErrInvalidPosition, err)
	}
	var out View
	ignore := func([]byte) error { return nil }
	err := decodeObject(data, []member{
		{"game", 0, ignore},
		{"legalMoves", 0, ignore},
		{"seat", 0, into(&out.Seat)},
		{"players", 0, into(&out.Players)},
		{"round", 0, into(&out.Round)},
		{"rounds", 0, into(&out.Rounds)},
		{"toMove", 0, into(&out.ToMove)},
		{"over", 0, into(&out.Over)},
		{"winners", Players, into(&out.Winners)},
		{"scores", Players, into(&out.Scores)},
		{"options", 0, func(raw []byte) error { return out.Options.decode(raw) }},
		{"phase", 0, into(&out.Phase)},
		{"tiles", NumTiles, into(&out.Tiles)},
		{"stones", Players, stonesInto(&out.Stones)},
		{"moved", buildMoves, into(&out.Moved)},
		{"vacated", buildMoves, into(&out.Vacated)},
		{"points", Players, into(&out.Points)},
		{"totals", Players, into(&out.Totals)},
	})
	if err != nil {
		return engine.Wrap(ErrInvalidPosition, err)
	}
	*v = out
	return nil
}

// seatName names a seat for a person: "X (seat 0)".
func seatName(seat int) string {
	if seat == 0 || seat == 1 {
		return fmt.Sprintf("%s (seat %d)", stoneMarks[seat], seat)
	}
	return fmt.Sprintf("seat %d", seat)
}

// String draws the table as the view's seat sees it: the round and phase,
// the scores, the field with its x and y axes, and whose turn it is or who
// won. Each cell takes three characters: X and O are the stones, "." an
// empty tile, and in the bonus game "*" a star and "x3" or "o5" black's 3
// or white's 5; while building, "#" marks the tiles that may not move (the
// others may), and "~" the cells no tile may enter again. It fits a 40-row
// terminal.
func (v View) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Lino, round %d of %d, %s", v.Round, v.Rounds, v.Phase)
	if v.Seat == 0 || v.Seat == 1 {
		fmt.Fprintf(&b, "; you are %s", seatName(v.Seat))
	} else {
		b.WriteString("; you watch")
	}
	b.WriteString("\n")
	for seat := range Players {
		score := 0
		if seat < len(v.Scores) {
			score = v.Scores[seat]
		}
		if seat > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %d points", seatName(seat), score)
	}
	b.WriteString("\n")

	cells := map[Cell]string{}
	for _, c := range v.Vacated {
		cells[c] = "  ~"
	}
	for _, t := range v.Tiles {
		switch f := t.Face; {
		case f == Blank:
			cells[t.Cell] = "  ."
		case f.valid():
			cells[t.Cell] = fmt.Sprintf("%3s", f.String())
		default:
			cells[t.Cell] = "  ?"
		}
	}
	for seat, stones := range v.Stones {
		for _, c := range stones {
			cells[c] = "  " + stoneMarks[seat]
		}
	}
	var moves []Move // the legal moves of the seat to move, for a View of a game
	if v.ToMove >= 0 {
		if s, err := FromPosition(v.position()); err == nil {
			moves = s.LegalMoves()
		}
	}
	if v.Phase == PhaseBuilding && len(moves) > 0 {
		// Mark the tiles that may not move: after the first moves, the
		// tiles moved, and the few that are another's only neighbour.
		movable := map[Cell]bool{}
		for _, m := range moves {
			movable[m.From] = true
		}
		for _, t := range v.Tiles {
			if text := cells[t.Cell]; !movable[t.Cell] && text[0] == ' ' {
				cells[t.Cell] = "#" + text[1:]
			}
		}
	}
	if len(cells) > 0 {
		minX, minY, maxX, maxY := 127, 127, -128, -128
		for c := range cells {
			minX, maxX = min(minX, int(c.X)), max(maxX, int(c.X))
			minY, maxY = min(minY, int(c.Y)), max(maxY, int(c.Y))
		}
		b.WriteString("y\\x")
		for x := minX; x <= maxX; x++ {
			fmt.Fprintf(&b, "%3d", x)
		}
		b.WriteString("\n")
		for y := minY; y <= maxY; y++ {
			var line strings.Builder
			fmt.Fprintf(&line, "%3d", y)
			for x := minX; x <= maxX; x++ {
				text, ok := cells[Cell{int8(x), int8(y)}]
				if !ok {
					text = "   "
				}
				line.WriteString(text)
			}
			b.WriteString(strings.TrimRight(line.String(), " "))
			b.WriteString("\n")
		}
	}
	switch {
	case v.Over:
		switch w := v.Winners; {
		case len(w) == 1:
			fmt.Fprintf(&b, "Game over: %s wins.", seatName(w[0]))
		case len(w) > 1:
			b.WriteString("Game over: a draw.")
		default:
			b.WriteString("Game over.")
		}
	case v.ToMove < 0:
		b.WriteString("Nobody is to move: a move's events are under way.")
	case v.Phase == PhaseBuilding:
		fmt.Fprintf(&b, "# a tile that may not move (the others may), ~ a cell no tile may enter; %d of %d tiles moved.\n", len(v.Moved), buildMoves)
		fmt.Fprintf(&b, "%s to move a tile: move FROM TO", seatName(v.ToMove))
	default:
		fmt.Fprintf(&b, "%s to place a stone: place CELL", seatName(v.ToMove))
	}
	if !v.Over && v.ToMove >= 0 {
		if len(moves) > 0 {
			_, example, _ := strings.Cut(moves[0].String(), ":")
			fmt.Fprintf(&b, ", such as %s", example)
		}
		b.WriteString(".")
	}
	return b.String()
}
