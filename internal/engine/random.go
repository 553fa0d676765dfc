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
