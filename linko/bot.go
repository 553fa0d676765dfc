package linko

import (
	"context"
	"errors"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
	"github.com/tabletopgo/tabletop/search"
)

// errNoView is why the zero View, which holds no game, gives no sample.
var errNoView = errors.New("no game: the zero View holds none")

// A Bot chooses moves for one seat from that seat's [View] alone, so it
// cannot cheat: give it View(seat) and apply what it returns.
type Bot interface {
	// Choose returns a legal move of the view's seat. It returns an error
	// wrapping ErrIllegalMove if the seat has no move to make. When ctx is done
	// before the call, it returns an error wrapping ctx.Err(). A bot that
	// thinks stops promptly when ctx ends while it thinks, and then either
	// answers with the best move it has found ([ISMCTSBot] does) or
	// returns an error wrapping ctx.Err().
	Choose(ctx context.Context, v View) (Move, error)
}

// GreedyBot plays by simple rules of thumb, looking one move ahead:
//   - it plays the meld that attacks the most cards, then the largest meld
//     (cards on the tableau score, cards in hand cost), keeping its jokers
//     for when they make an attack;
//   - it always takes an attacked meld (the victim must draw as many);
//   - as a victim, it takes back a left meld (no draw, and the cards are
//     its own again) when that keeps its hand playable, and draws from the
//     display the card it holds most of, else from the pile.
//
// It needs no randomness: equal views give equal choices.
// Its methods and JSON are those of [search.Greedy].
type GreedyBot = search.Greedy[View, Move, bots]

// bots is Linko!'s part of its [RandomBot] and [GreedyBot]: how each
// chooses.
type bots struct{}

// GreedyChoice is [GreedyBot]'s choice: the legal move that greedyScore
// rates best.
func (bots) GreedyChoice(ctx context.Context, v View) (Move, error) {
	return engine.GreedyChoice(ctx, v.LegalMoves(), v.greedyScore, func() error { return noMove(v) })
}

// greedyScore rates a legal move of the view's seat; higher is better.
func (v View) greedyScore(m Move) int {
	switch m.Kind {
	case MovePlay:
		attacked := 0
		for seat, tableau := range v.Tableaux {
			if seat != v.Seat && len(tableau) > 0 && m.Meld.Beats(tableau[len(tableau)-1]) {
				attacked += tableau[len(tableau)-1].Size()
			}
		}
		// Attacks first; then size; a joker spent without an attack
		// counts against the move.
		score := 100*attacked + 10*m.Meld.Size()
		if attacked == 0 {
			score -= 15 * int(m.Meld.Jokers)
		}
		return score
	case MoveTake:
		return 1
	case MoveTakeBack:
		return 1
	case MoveDrawDisplay:
		held := 0
		for _, c := range v.Hand {
			if c == m.Card {
				held++
			}
		}
		if m.Card == Joker {
			held += 2
		}
		return held
	}
	return 0
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

// RandomChoice is [RandomBot]'s choice: a legal move drawn uniformly with r.
func (bots) RandomChoice(ctx context.Context, r *rng.Source, v View) (Move, error) {
	return engine.RandomChoice(ctx, r, v.LegalMoves(), func() error { return noMove(v) })
}

// Label is [RandomBot]'s fingerprint of the view, which its seed is mixed
// with: the one the game's ISMCTSBot mixes into its own.
func (bots) Label(v View) uint64 { return viewLabel(v) }

// noMove says why the view's seat has no move to make.
func noMove(v View) error { return engine.NoMove(ErrIllegalMove, v.Players, v.Seat, v.ToMove) }
