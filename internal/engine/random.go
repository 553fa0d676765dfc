package engine

import (
	"context"

	"github.com/tabletopgo/tabletop/rng"
)

// RandomChoice is a random bot's choice: one of moves, the legal moves of
// the View it chooses from, drawn uniformly with r. It returns ctx's error
// when ctx is done, and none() when there is no move to draw.
func RandomChoice[M any](ctx context.Context, r *rng.Source, moves []M, none func() error) (M, error) {
	var m M
	if err := ctx.Err(); err != nil {
		return m, err
	}
	if len(moves) == 0 {
		return m, none()
	}
	return moves[r.IntN(len(moves))], nil
}

// GreedyChoice is a greedy bot's choice: the first of moves, the legal
// moves of the View it chooses from, that scores best. It returns ctx's
// error when ctx is done, and none() when there is no move to choose.
func GreedyChoice[M any](ctx context.Context, moves []M, score func(M) int, none func() error) (M, error) {
	var best M
	if err := ctx.Err(); err != nil {
		return best, err
	}
	if len(moves) == 0 {
		return best, none()
	}
	best, bestScore := moves[0], score(moves[0])
	for _, m := range moves[1:] {
		if s := score(m); s > bestScore {
			best, bestScore = m, s
		}
	}
	return best, nil
}
