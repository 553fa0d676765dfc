package search

import (
	"context"
	"path"
	"reflect"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
)

// Random chooses uniformly among the legal moves of a seat's view V: the
// baseline that the other bots are measured against. Its chance is its
// seed mixed with a fingerprint of the view (the round, the phase, the
// sizes of hands and piles, as the game's ISMCTS mixes them), never a
// stream that its earlier choices advanced: a choice is a function of the
// seed and the view alone. A Random made again from its seed at any point
// of a game (a front-end that saves after every message and builds its
// bots again on resume) chooses exactly what the first one would have, and
// one Random serves any number of goroutines at once. Equal views give
// equal choices. M is the game's move and G the game's own part, which
// each game of the module supplies: use a game's RandomBot, which its
// NewRandomBot makes.
type Random[V any, M comparable, G randomGame[V, M]] struct{ seed uint64 }

// randomGame is what a game gives its [Random]: a move of the view's seat
// drawn uniformly with r, an error when there is none; and the view's
// fingerprint, which r is derived from.
type randomGame[V any, M comparable] interface {
	RandomChoice(ctx context.Context, r *rng.Source, v V) (M, error)
	Label(v V) uint64
}

// NewRandom returns a Random whose choices follow seed and the views it
// is given: what a game's NewRandomBot returns.
func NewRandom[V any, M comparable, G randomGame[V, M]](seed uint64) *Random[V, M, G] {
	return &Random[V, M, G]{seed: seed}
}

// Choose returns a legal move of the view's seat, drawn uniformly from a
// stream that the bot's seed and the view alone decide. A ctx done before
// the call gives ctx.Err(); a seat with no move to make, an error that
// wraps the game's ErrIllegalMove.
func (b *Random[V, M, G]) Choose(ctx context.Context, v V) (M, error) {
	var g G
	r := rng.New(b.seed).Derive(g.Label(v))
	return g.RandomChoice(ctx, &r, v)
}

// MarshalJSON refuses, with an error that says what to marshal instead: a
// Random's seed is its own, a secret that would tell its choices.
func (Random[V, M, G]) MarshalJSON() ([]byte, error) {
	return nil, engine.NoJSON(gameName[G](), "a RandomBot", "the seed NewRandomBot took")
}

// Greedy plays by simple rules of thumb, looking one move ahead: each
// game's GreedyBot is one, and its doc says what its rules are. It needs no
// randomness: equal views give equal choices. M is the game's move and G
// the game's own part, which each game of the module supplies: use a
// game's GreedyBot. The zero value is ready to use.
type Greedy[V any, M comparable, G greedyGame[V, M]] struct{}

// greedyGame is what a game gives its [Greedy]: the move of the view's
// seat that its rules of thumb rate best, an error when there is none.
type greedyGame[V any, M comparable] interface {
	GreedyChoice(ctx context.Context, v V) (M, error)
}

// MarshalJSON writes the bot as what it is, {"name":"greedy"}, the name
// the handle's NewBot takes: a Greedy holds nothing else.
func (Greedy[V, M, G]) MarshalJSON() ([]byte, error) { return []byte(engine.GreedyJSON), nil }

// UnmarshalJSON reads a Greedy as MarshalJSON writes it, and refuses any
// other JSON.
func (*Greedy[V, M, G]) UnmarshalJSON(data []byte) error {
	return engine.UnmarshalGreedy(gameName[G](), data)
}

// Choose returns the legal move of the view's seat that the game's rules
// of thumb rate best. A ctx done before the call gives ctx.Err(); a seat
// with no move to make, an error that wraps the game's ErrIllegalMove.
func (Greedy[V, M, G]) Choose(ctx context.Context, v V) (M, error) {
	var g G
	return g.GreedyChoice(ctx, v)
}

// gameName is the name of the game whose package declares G ("linko"),
// which the errors of a game's bots begin with.
func gameName[G any]() string { return path.Base(reflect.TypeFor[G]().PkgPath()) }
