package lino

import (
	"context"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/search"
)

// A Bot chooses moves for one seat from that seat's [View] alone: give it
// View(seat) and apply what it returns.
type Bot interface {
	// Choose returns a legal move of the view's seat. It returns an error
	// wrapping ErrIllegalMove if the seat has no move to make (a
	// spectator's View, the zero View), and one wrapping
	// ErrInvalidPosition for a View that no game reaches. When ctx is done
	// before the call, it returns an error wrapping ctx.Err(). A bot that
	// thinks stops promptly when ctx ends while it thinks, and then either
	// answers with the best move it has found ([ISMCTSBot] does) or
	// returns an error wrapping ctx.Err().
	Choose(ctx context.Context, v View) (Move, error)
}

// bots is Lino's part of its [RandomBot] and [GreedyBot]: how each
// chooses.
type bots struct{}

// GreedyBot looks one stone ahead: it places the stone that closes the
// longest rows, and between equals the one that makes its own runs longest
// and cuts the opponent's. While building it moves the first legal tile
// move: the field matters less than the stones. It needs no randomness.
// Its methods and JSON are those of [search.Greedy].
type GreedyBot = search.Greedy[View, Move, bots]

// GreedyChoice is [GreedyBot]'s choice: the legal move that greedyScore
// rates best.
func (bots) GreedyChoice(ctx context.Context, v View) (Move, error) {
	s, err := v.state() // on an error the zero State, which has no moves
	return engine.GreedyChoice(ctx, s.LegalMoves(), s.greedyScore, func() error {
		if err != nil {
			return err
		}
		return noMove(v)
	})
}

// greedyScore rates a legal move: a stone by its stoneValue; every tile
// move alike, so that the first is played.
func (s *State) greedyScore(m Move) int {
	if m.Kind != PlaceStone {
		return 0
	}
	return s.stoneValue(m)
}

// stoneValue rates placing a stone: rows closed count most, then the runs
// it lengthens for its seat and cuts for the other.
func (s *State) stoneValue(m Move) int {
	p, _ := spotOf(m.To)
	r := s.tiles.rank(p)
	after, _ := s.Next(m)
	score := 100 * int(after.points[m.Seat]-s.points[m.Seat])
	for d := range numDirections {
		q := s.lines.placeOf(d, r)
		mine := s.lines.stretch(d, s.stones[m.Seat][d], q)
		cut := s.lines.stretch(d, s.stones[1-m.Seat][d], q)
		score += mine*mine + cut*cut/2
	}
	return score
}
