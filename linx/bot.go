package linx

import (
	"context"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
	"github.com/tabletopgo/tabletop/search"
)

// A Bot chooses moves for one seat from that seat's [View] alone: give it
// View(seat) and apply what it returns.
type Bot interface {
	// Choose returns a legal move of the view's seat. It returns an error
	// wrapping ErrIllegalMove if the seat has no move to make. When ctx is done
	// before the call, it returns an error wrapping ctx.Err(). A bot that
	// thinks stops promptly when ctx ends while it thinks, and then either
	// answers with the best move it has found ([ISMCTSBot] does) or
	// returns an error wrapping ctx.Err().
	Choose(ctx context.Context, v View) (Move, error)
}

// RandomBot chooses uniformly among the legal moves: the baseline that
// other bots are measured against. Its choice is a function of its seed
// and of the view alone, never of the choices it made before: a RandomBot
// that NewRandomBot makes again from the same seed at any point of a game
// (after a resume, say) chooses exactly what the first would have, and one
// RandomBot serves several goroutines at once.
// Its methods and JSON are those of [search.Random].
type RandomBot = search.Random[View, Move, bots]

// NewRandomBot returns a RandomBot whose choices follow seed and the
// views it is given.
func NewRandomBot(seed uint64) *RandomBot { return search.NewRandom[View, Move, bots](seed) }

// GreedyBot completes a line when it can, blocks a line the next seat
// could complete, and otherwise plays the move that puts the most of its
// tiles next to each other; it covers rather than places when that is as
// good, to keep its hand. It needs no randomness.
// Its methods and JSON are those of [search.Greedy].
type GreedyBot = search.Greedy[View, Move, bots]

// bots is LINX's part of its [RandomBot] and [GreedyBot]: how each
// chooses.
type bots struct{}

// RandomChoice is [RandomBot]'s choice: a legal move drawn uniformly with r.
func (bots) RandomChoice(ctx context.Context, r *rng.Source, v View) (Move, error) {
	return engine.RandomChoice(ctx, r, v.LegalMoves(), func() error { return noMove(v) })
}

// Label is [RandomBot]'s fingerprint of the view, which its seed is mixed
// with: the one the game's ISMCTSBot mixes into its own.
func (bots) Label(v View) uint64 { return viewLabel(v) }

// GreedyChoice is [GreedyBot]'s choice: the legal move that greedyScore
// rates best.
func (bots) GreedyChoice(ctx context.Context, v View) (Move, error) {
	// The zero State, which has no moves, for a view whose seat is not to
	// move, or no match gives.
	s, _ := v.state()
	return engine.GreedyChoice(ctx, s.LegalMoves(), func(m Move) int { return s.greedyScore(m, v) }, func() error { return noMove(v) })
}

// greedyScore rates a legal move; higher is better.
func (s *State) greedyScore(m Move, v View) int {
	if m.Kind == Pass {
		return 0
	}
	after := *s
	after.change(&Event{Kind: TilePlaced, Seat: m.Seat, Cell: m.Cell, Tile: MakeTile(Colour(m.Seat), m.Symbol), FaceDown: m.Kind == PlaceDown})
	after.toMove = uint8(m.Seat)
	if _, ok := after.lineThroughLast(); ok {
		return 1 << 20 // the round is won
	}
	score := 0
	p, _ := spotOf(m.Cell)
	x, y := int(p)%span, int(p)/span
	// Covering a tile of the seat that moves next can break its line.
	if m.Kind == PlaceDown && int(s.up[p].Colour()) == (m.Seat+1)%v.Players && s.up[p].Colour() != Colour(m.Seat) {
		score += 50 * ownNeighbours(s, x, y, s.up[p].Colour())
	}
	score += 10 * ownNeighbours(&after, x, y, Colour(m.Seat))
	if m.Kind == PlaceDown {
		score += 5
	}
	return score
}

// ownNeighbours counts the tiles of colour on top around x, y.
func ownNeighbours(b *State, x, y int, colour Colour) int {
	n := 0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			nx, ny := x+dx, y+dy
			if (dx != 0 || dy != 0) && nx >= 0 && nx < span && ny >= 0 && ny < span {
				if top := b.top(ny*span + nx); top != 0 && top.Colour() == colour {
					n++
				}
			}
		}
	}
	return n
}

// noMove says why the view's seat has no move to make.
func noMove(v View) error { return engine.NoMove(ErrIllegalMove, v.Players, v.Seat, v.ToMove) }
