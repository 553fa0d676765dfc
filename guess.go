package tabletop

import (
	"fmt"

	"github.com/tabletopgo/tabletop/rng"
)

// Guess returns a game of the game called name that agrees with view, the
// JSON of what one seat may know ([Table.View]): what the view hides (the
// others' hands, the piles) is dealt at random from seed. A page that holds
// a seat's view plays a move on the guess to show its result at once, and
// to refuse an illegal one in the library's words, before the server
// answers: the moves a view allows, and why others are refused, are the
// same in every game that agrees with it. What a guess draws from the
// hidden cards or tiles is its own, and the server's answer replaces it.
// A view whose seed a server hides ("seed": null) reads as one without it,
// except in Lino's bonus game, whose faces the seed deals: there the view
// must show its seed. A view no game can reach gives an error wrapping
// [ErrInvalidPosition].
// The guess starts at the view, so its [Table.Log] refuses, with an error
// wrapping [ErrNotFromStart], and its [Table.History] tells the moves
// played on it since, as the table that [Load] opened does.
func Guess(name string, view []byte, seed uint64) (Table, error) {
	g, err := lookup(name)
	if err != nil {
		return Table{}, err
	}
	return g.guess(view, seed)
}

// sampleWith is a game's sampler as rules holds it: its NewSampler, then
// one deal of what the view hides.
func sampleWith[V, S any, P interface{ Sample(*rng.Source) S }](newSampler func(V) (P, error)) func(V, *rng.Source) (S, error) {
	return func(v V, r *rng.Source) (S, error) {
		p, err := newSampler(v)
		if err != nil {
			var zero S
			return zero, err
		}
		return p.Sample(r), nil
	}
}

// guess deals a game that agrees with a view's JSON.
func (r *rules[S, M, E, V, P, O]) guess(view []byte, seed uint64) (Table, error) {
	var v V
	if len(view) > maxInput {
		return Table{}, r.errs.fail(ErrInvalidPosition, fmt.Sprintf("the view is %d bytes, more than %d", len(view), maxInput))
	}
	if err := readWire(view, &v, "the view", r.errs.position); err != nil {
		return Table{}, r.errs.wrap(err, ErrInvalidPosition)
	}
	src := rng.New(seed)
	s, err := r.sample(v, &src)
	if err != nil {
		return Table{}, r.errs.wrap(err, ErrInvalidPosition)
	}
	if !betweenMoves(s) {
		return Table{}, r.errs.fail(ErrInvalidPosition, "the view is inside a move: nobody is to move, and the game is not over")
	}
	return Table{&played[S, M, E, V, P, O]{rules: r, s: s, loaded: true}}, nil
}
