package tabletop

import (
	"strings"

	"github.com/tabletopgo/tabletop/lang"
)

// Whose turn it is, said last in the narration of a move (see
// [Events.Narrate]), and the moves of a history, which each end so.

// endsMove reports whether event i ends a move (see ends).
func (l eventList[E, V]) endsMove(i int) bool {
	if l.ends == nil {
		return i == len(l.list)-1
	}
	return l.ends(i)
}

// turnTeller is what every game's View has: its turn sentence, which
// ends the narration of a move or a history (see [Events.Narrate]).
type turnTeller interface {
	Turn(l lang.Language, reader int, names []string) string
}

// withTurn returns told, the sentence of the last event of a move,
// followed by the turn sentence of board, the table after it,
// unless told already ends with it (a turn passed, a round dealt) or the
// game is over. The View is asked through an interface, not a method of
// the handle's constraint: narrating allocates anyway.
func withTurn[V any](told string, board V, l lang.Language, seat int, names []string) string {
	if turn := turnOf(board, l, seat, names); turn != "" && !strings.HasSuffix(told, turn) {
		return told + " " + turn
	}
	return told
}

// turnOf is board's turn sentence for seat, "" once the game is over (or
// of a game whose View tells none).
func turnOf[V any](board V, l lang.Language, seat int, names []string) string {
	if t, ok := any(board).(turnTeller); ok {
		return t.Turn(l, seat, names)
	}
	return ""
}

// afterMoves is, for each event of a table's history, a spectator's View
// of the table after its move, and whether it is its move's last.
type afterMoves[V any] struct {
	boards []V
	ends   []bool
}

// afterMoves plays the game of the events all again from its options: a
// move's last event is the one after which a seat is to move, or the game
// is over, since between two events of one move nobody is (each game's
// settling phases). Where the game cannot be played again, every event is
// told beside the table now, the last alone ending a move.
func (p *played[S, M, E, V, P, O]) afterMoves(all []E) afterMoves[V] {
	out := afterMoves[V]{boards: make([]V, len(all)), ends: make([]bool, len(all))}
	s, err := p.rules.newState(p.s.Options())
	start := 0
	for i, e := range all {
		if err == nil {
			s, err = s.Evolve(e)
		}
		if err != nil {
			break
		}
		if s.ToMove() >= 0 || s.Over() {
			view := s.View(-1)
			for k := start; k <= i; k++ {
				out.boards[k] = view
			}
			out.ends[i], start = true, i+1
		}
	}
	if start < len(all) || err != nil { // not played again to the end
		now := p.s.View(-1)
		clear(out.ends)
		for k := range out.boards {
			out.boards[k] = now
		}
		if len(all) > 0 {
			out.ends[len(all)-1] = true
		}
	}
	return out
}
