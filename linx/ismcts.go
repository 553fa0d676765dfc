package linx

import (
	isearch "github.com/tabletopgo/tabletop/internal/search"
	"github.com/tabletopgo/tabletop/rng"
	"github.com/tabletopgo/tabletop/search"
)

// ISMCTSBot chooses from a [View] alone by Information Set Monte Carlo Tree
// Search (Cowling, Powley and Whitehouse, 2012): it never sees a State, so
// it cannot know a tile its seat cannot see.
//
// Each iteration of a search
//
//  1. deals a determinization with a [Sampler]: the seat's hand as it is,
//     every unseen tile (other hands less their known tiles, every pile's
//     order) dealt anew from what is unseen, and a seed of its own, so that
//     later rounds are unknown too;
//  2. descends a tree of the seat's information sets by UCB1 over the
//     moves available in that deal (availability counts), each seat
//     choosing for itself;
//  3. adds one untried move, and plays on to the end of the ROUND, not of
//     the match: nothing in this round changes how a later one is dealt,
//     only the score it starts from;
//  4. rewards each seat with its chance to win the match from the score
//     the round leaves, were every later round won by each side alike (a
//     round that wins the match is worth 1, a round won at 0–0 with two
//     seats 0.75 against 0.25), teammates alike;
//  5. backs the rewards up the path, each node scoring the seat that moved
//     into it.
//
// Two pieces of knowledge of the game make it strong at a small budget. In
// the tree, a seat that can make a line considers only that move (it wins
// the round at once, which no other move can beat), so that one ply below a
// move the search sees the line the move lets an opponent make, and blocks
// it. In the playouts, a seat that can make a line makes it, and otherwise
// plays at random: random players who miss their lines make poor judges
// of a position.
//
// Measured at 1,000 iterations a move (the default; 5 to 20 ms a move on
// one core), seats and first seats rotated, 1,000 matches each against
// GreedyBot: 96.1% of two-seat matches won (95% interval 94.7–97.1%); one
// ISMCTS seat among three greedy ones won 53.9% (50.8–57.0%). Without the
// lines in tree and playouts, two seats won 43% (of 200).
//
// The answer is the most visited move, with each root move's visits and
// mean reward (the seat's chance to win the match, as the search saw it).
// With a budget in iterations and one worker the same view and seed give
// the same move and statistics: the search's chance comes from Seed mixed
// with what the view shows, whatever the bot decided before.
//
// The budget is Iterations, Duration and the caller's context together:
// the search stops at whichever comes first, always after one iteration
// at least, and [search.Result.Stopped] says which stopped it. A context
// that ends during the search does not throw it away: the bot answers
// with the most visited move so far, as it would at the end of its budget.
// (The module's one budget story, as the handle's "ismcts" options
// iterations and ms spell it, is in the package doc of
// [github.com/tabletopgo/tabletop], under Bots and deadlines.)
//
// Its fields (Iterations, Duration, Workers, Seed), its methods and its
// JSON are those of [search.ISMCTS], which also says how a bot keeps its
// memory: it is not for concurrent use. The zero value is ready: 1,000
// iterations, one worker.
type ISMCTSBot = search.ISMCTS[View, Move, ismcts]

// ismctsExploration is UCB1's constant in the bot's tree, below the
// search's default (0.7): with lines made wherever they can be, a playout's
// result says much, and exploiting it pays. Against three GreedyBots at
// 1,000 iterations, 300 matches each: 0.4 won 56.0%, 0.7 52.5% (of
// 1,000), 1.2 49.0%.
const ismctsExploration = 0.4

// ismcts is LINX's part of its [ISMCTSBot]: its UCB1 constant, its
// [Sampler], and its search of a round with its reward.
type ismcts struct{}

// Mind returns a search of LINX's decisions with a memory of its own.
func (ismcts) Mind() isearch.Mind[View, Move] {
	return isearch.NewBot(isearch.Spec[View, searchState, Move]{
		Exploration: ismctsExploration, Seat: func(v View) int { return v.Seat },
		Label: viewLabel, Prepare: prepare, IllegalMove: ErrIllegalMove, InvalidOptions: ErrInvalidOptions,
	})
}

// prepare returns the search of the View's decision, a round, for its seat,
// which must be to move.
func prepare(v View) (isearch.Game[searchState, Move], error) {
	if v.Seat < 0 || v.Seat >= v.Players || v.ToMove != v.Seat || v.Phase != PhasePlay {
		return isearch.Game[searchState, Move]{}, noMove(v)
	}
	smp, err := NewSampler(v)
	if err != nil {
		return isearch.Game[searchState, Move]{}, err
	}
	return searchGame(&smp), nil
}

// viewLabel mixes into the seed a few public facts of the View, so that the
// searches of successive decisions draw different deals, while equal views
// draw equal ones.
func viewLabel(v View) uint64 {
	label := uint64(v.Round)<<48 | uint64(v.Phase)<<40 | uint64(len(v.Grid))<<32
	return isearch.MixCounts(isearch.MixCounts(label, v.HandSizes), v.PileSizes)
}

// searchGame returns what the search needs of the sampler's round.
func searchGame(smp *Sampler) isearch.Game[searchState, Move] {
	round := smp.base.round
	rewards := roundRewards(&smp.base)
	return isearch.Game[searchState, Move]{
		Players: int(smp.base.players),
		Sample:  func(r *rng.Source) searchState { return searchState{smp.Sample(r), round} },
		Reward: func(s *searchState, dst []float64) {
			copy(dst, rewards[s.roundWinner(&smp.base)][:len(dst)])
		},
		Moves: func(s *searchState, dst []Move) []Move {
			if m, ok := s.s.lineMove(); ok {
				return append(dst, m)
			}
			return s.s.appendLegalMoves(dst)
		},
		Playout: (*searchState).playout,
	}
}

// roundRewards returns, for each side that may win the round s is in, each
// seat's reward: its chance to win the match from the score that leaves,
// were each later round won by every side alike. Index MaxPlayers shares
// the reward evenly, for a round not over (which no search ends in).
func roundRewards(s *State) [MaxPlayers + 1][MaxPlayers]float64 {
	n, sides := int(s.players), int(s.players)
	if s.teams {
		sides = 2
	}
	var points [MaxPlayers]int
	for side := range sides {
		points[side] = int(s.points[side])
	}
	var rewards [MaxPlayers + 1][MaxPlayers]float64
	for w := range sides {
		after := points
		after[w]++
		chance := matchChances(after, sides)
		for seat := range n {
			side := seat
			if s.teams {
				side = seat % 2
			}
			rewards[w][seat] = chance[side]
		}
	}
	for seat := range n {
		rewards[MaxPlayers][seat] = 1 / float64(n)
	}
	return rewards
}

// matchChances returns each side's chance to win the match from points,
// when every round is won by each of the sides with equal chance.
func matchChances(points [MaxPlayers]int, sides int) [MaxPlayers]float64 {
	var chances [MaxPlayers]float64
	for side := range sides {
		if points[side] >= PointsToWin {
			chances[side] = 1
			return chances
		}
	}
	for w := range sides {
		after := points
		after[w]++
		c := matchChances(after, sides)
		for side := range sides {
			chances[side] += c[side] / float64(sides)
		}
	}
	return chances
}

// lineMove returns a move that makes a line of the mover's colour at once,
// and false if there is none. It looks only where a line can be made: two
// of the mover's tiles on top, alike (both face up or both face down),
// side by side or with one cell between them in a row, leave one or two
// cells that would complete a line of three. A face-up tile that makes a
// line shows the first symbol of the hand: any symbol wins alike.
func (s *State) lineMove() (Move, bool) {
	if s.phase != PhasePlay {
		return Move{}, false
	}
	seat := int(s.toMove)
	hand := s.hands[seat]
	if hand == [3]uint8{} {
		return Move{}, false
	}
	colour, first := Colour(seat), Rock
	for hand[first-1] == 0 {
		first++
	}
	// The mover's tiles on top, face up and face down: a 5×5 square holds
	// at most 25.
	var tops [2][25]uint8
	var count [2]int
	minX, minY, maxX, maxY := s.area()
	for y := minY; y <= maxY; y++ {
		for x := minX; x <= maxX; x++ {
			p := y*span + x
			if top := s.top(p); top != 0 && top.Colour() == colour {
				face := 0
				if s.down[p] != 0 {
					face = 1
				}
				tops[face][count[face]] = uint8(p)
				count[face]++
			}
		}
	}
	for face := range 2 {
		list := tops[face][:count[face]]
		for i, a := range list {
			ax, ay := int(a)%span, int(a)/span
			for _, b := range list[i+1:] {
				dx, dy := int(b)%span-ax, int(b)/span-ay
				switch {
				case max(abs(dx), abs(dy)) == 1: // side by side: either end
					if m, ok := s.completes(seat, face, ax-dx, ay-dy, first, hand); ok {
						return m, true
					}
					if m, ok := s.completes(seat, face, ax+2*dx, ay+2*dy, first, hand); ok {
						return m, true
					}
				case (dx == 0 || abs(dx) == 2) && (dy == 0 || abs(dy) == 2): // one cell between
					if m, ok := s.completes(seat, face, ax+dx/2, ay+dy/2, first, hand); ok {
						return m, true
					}
				}
			}
		}
	}
	return Move{}, false
}

// completes returns the move of seat that puts a tile at x, y, face up
// (face 0, showing first) or face down (face 1), if it is legal.
func (s *State) completes(seat, face, x, y int, first Symbol, hand [3]uint8) (Move, bool) {
	if x < 0 || x >= span || y < 0 || y >= span {
		return Move{}, false
	}
	p, c := y*span+x, Cell{int8(x - reach), int8(y - reach)}
	if face == 0 {
		if s.upSpot(spot(p)) {
			return Up(seat, first, c), true
		}
		return Move{}, false
	}
	if sym, ok := s.cover(p, hand); ok {
		return Down(seat, sym, c), true
	}
	return Move{}, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// SearchResult is what a search chose and thought: see [search.Result].
type SearchResult = search.Result[Move]

// MoveStat is what the search thought of one move at the root: its visits
// and the seat's mean reward after it, in [0, 1], its chance to win the
// match as the search saw it (see [search.MoveStat]).
type MoveStat = search.MoveStat[Move]

// Stop is what ended a search, as [search.Result.Stopped] says; its JSON
// is its name (see [search.Stop]).
type Stop = search.Stop

// What ends a search, the first of them that comes: see [search.Stop]'s
// values, which these are.
const StopIterations, StopDuration, StopContext = search.StopIterations, search.StopDuration, search.StopContext
