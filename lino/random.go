package lino

import (
	"context"

	"github.com/tabletopgo/tabletop/rng"
	"github.com/tabletopgo/tabletop/search"
)

// RandomMove returns a legal move of the seat to move, chosen uniformly at
// random with r, without listing every legal move: the fast path of random
// playouts. It returns false when the game is over or between two events of
// one move.
//
// While building, it draws an unmoved tile and a cell near the field, each
// uniformly, until the pair is a legal move: every legal move is drawn with
// the same chance, and with about 2,300 of them among some 6,000 pairs a
// draw takes a few tries, not a list of thousands. While filling, it draws
// one of the empty tiles.
func (s field) RandomMove(r *rng.Source) (Move, bool) { return s.randomMove(r) }

func (s *field) randomMove(r *rng.Source) (Move, bool) {
	seat := int(s.toMove)
	switch s.phase {
	case PhaseFilling:
		// The k-th tile without a stone, in grid order.
		empty := selectBit(allTiles&^s.filled(East), r.IntN(NumTiles-int(s.placed)))
		return Place(seat, s.tiles.cells[empty]), true
	case PhaseBuilding:
		var unmoved board
		unmoved = s.tiles.board
		for _, m := range s.moved[:s.moves] {
			unmoved.clear(spot(m))
		}
		var tileBuf [NumTiles]spot
		tiles := unmoved.spots(tileBuf[:0])
		if len(tiles) == 0 {
			return Move{}, false // the zero State, which is no game
		}
		minX, minY, maxX, maxY := s.tiles.bounds()
		// Every target touches the field, so it lies within one cell of
		// its bounds.
		minX, minY, maxX, maxY = max(0, minX-1), max(0, minY-1), min(gridSize-1, maxX+1), min(gridSize-1, maxY+1)
		w, h := maxX-minX+1, maxY-minY+1
		for range maxDraws {
			t := tiles[r.IntN(len(tiles))]
			c := spot((minY+r.IntN(h))*gridSize + minX + r.IntN(w))
			if fault, _ := s.tileMoveFault(t.cell(), c.cell()); fault == sound {
				return MoveTileTo(seat, t.cell(), c.cell()), true
			}
		}
		// So many misses means few legal moves, if any: choose from the
		// list, which is still uniform.
		var buf [NumTiles]Move
		if moves, _ := s.buildingMoves(buf[:0], false); len(moves) > 0 {
			return moves[r.IntN(len(moves))], true
		}
	}
	return Move{}, false
}

// maxDraws bounds the draws of RandomMove before it lists the moves.
const maxDraws = 1000

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
	if err := ctx.Err(); err != nil {
		return Move{}, err
	}
	s, err := v.state()
	if err != nil {
		return Move{}, err
	}
	m, ok := s.randomMove(r)
	if !ok {
		return Move{}, noMove(v)
	}
	return m, nil
}

// Label is [RandomBot]'s fingerprint of the view, which its seed is mixed
// with: the one the game's ISMCTSBot mixes into its own.
func (bots) Label(v View) uint64 { return viewLabel(v) }
