package lino

import (
	"context"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
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

// RandomBot chooses uniformly among the legal moves, from its own seeded
// stream, which each choice advances: a RandomBot is not for several
// goroutines at once.
type RandomBot struct{ r rng.Source }

// NewRandomBot returns a RandomBot whose choices follow seed.
func NewRandomBot(seed uint64) *RandomBot { return &RandomBot{r: rng.New(seed)} }

// Choose implements [Bot].
func (b *RandomBot) Choose(ctx context.Context, v View) (Move, error) {
	if err := ctx.Err(); err != nil {
		return Move{}, err
	}
	s, err := v.state()
	if err != nil {
		return Move{}, err
	}
	m, ok := s.randomMove(&b.r)
	if !ok {
		return Move{}, noMove(v)
	}
	return m, nil
}

// MarshalJSON refuses, with an error that says what to marshal instead: a
// RandomBot's stream of chance is its own.
func (b RandomBot) MarshalJSON() ([]byte, error) {
	return nil, engine.NoJSON("lino", "a RandomBot", "the seed NewRandomBot took")
}

// GreedyBot looks one stone ahead: it places the stone that closes the
// longest rows, and between equals the one that makes its own runs longest
// and cuts the opponent's. While building it moves the first legal tile
// move: the field matters less than the stones. It needs no randomness.
type GreedyBot struct{}

// MarshalJSON writes the bot as what it is, {"name":"greedy"}, the name
// the handle's NewBot takes: a GreedyBot holds nothing else.
func (GreedyBot) MarshalJSON() ([]byte, error) { return []byte(engine.GreedyJSON), nil }

// UnmarshalJSON reads a GreedyBot as MarshalJSON writes it, and refuses
// any other JSON.
func (*GreedyBot) UnmarshalJSON(data []byte) error { return engine.UnmarshalGreedy("lino", data) }

// Choose implements [Bot].
func (GreedyBot) Choose(ctx context.Context, v View) (Move, error) {
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
