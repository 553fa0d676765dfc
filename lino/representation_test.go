package lino

import (
	"math/bits"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/rng"
)

// These tests check the State's unexported representation: the tiles'
// ranks, and the bit operations of lines.go, against walks on the board
// one cell at a time; and the sizes that every move copies.

// drawGame draws a new game of the bonus game: on the default field, or on
// a random layout grown tile by tile into a corner-connected blob, whose
// lines run in every direction and whose tiles often touch one other only.
func drawGame(t *rapid.T) State {
	opts := Options{Seed: rapid.Uint64().Draw(t, "seed"), Bonus: true}
	if rapid.Bool().Draw(t, "random layout") {
		taken := map[Cell]bool{{10, 10}: true}
		layout := []Cell{{10, 10}}
		for len(layout) < NumTiles {
			from := layout[rapid.IntRange(0, len(layout)-1).Draw(t, "from")]
			c := Cell{from.X + int8(rapid.IntRange(-1, 1).Draw(t, "dx")), from.Y + int8(rapid.IntRange(-1, 1).Draw(t, "dy"))}
			if !taken[c] && c.X >= 0 && c.Y >= 0 && c.X <= maxCoord && c.Y <= maxCoord {
				taken[c] = true
				layout = append(layout, c)
			}
		}
		opts.Layout = layout
	}
	s, err := New(opts)
	require.NoError(t, err)
	return s
}

// drawField draws a built field ready for filling: a drawn game after
// random building moves.
func drawField(t *rapid.T) State {
	s := drawGame(t)
	r := rng.New(s.seed)
	for s.Phase() != PhaseFilling {
		m, _ := s.RandomMove(&r)
		var err error
		s, err = s.Next(m)
		require.NoError(t, err)
	}
	return s
}

// TestTileMovesAreWhatTheRulesAllow compares the listing of tile moves, which
// works from counts of neighbours, with the rules' check of a single move:
// every pair of a tile and a cell within reach, by tile and then by cell in
// grid order, as the listing promises.
func TestTileMovesAreWhatTheRulesAllow(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawGame(t)
		r := rng.New(s.seed)
		for range rapid.IntRange(0, buildMoves-1).Draw(t, "moves made") {
			if s.Phase() != PhaseBuilding {
				break
			}
			m, _ := s.RandomMove(&r)
			var err error
			s, err = s.Next(m)
			require.NoError(t, err)
		}
		require.Equal(t, tileMovesByRule(&s), s.LegalMoves())
	})
}

// tileMovesByRule returns the tile moves that the rules' check of a single
// move accepts, of every pair of a tile and a cell within reach, by tile
// and then by cell in grid order.
func tileMovesByRule(s *State) []Move {
	if s.Phase() != PhaseBuilding {
		return nil
	}
	var moves []Move
	minX, minY, maxX, maxY := s.tiles.bounds()
	for _, from := range s.Tiles() {
		for y := max(0, minY-1); y <= min(gridSize-1, maxY+1); y++ {
			for x := max(0, minX-1); x <= min(gridSize-1, maxX+1); x++ {
				to := spot(y*gridSize + x).cell()
				if fault, _ := s.tileMoveFault(from, to); fault == sound {
					moves = append(moves, MoveTileTo(s.ToMove(), from, to))
				}
			}
		}
	}
	return moves
}

// TestTileMovesOfScatteredDominoes lists the moves of a field of 28
// dominoes far apart: 280 cells touch it, far more than a compact field
// has, and no two dominoes share one.
func TestTileMovesOfScatteredDominoes(t *testing.T) {
	var layout []Cell
	for y := int8(0); y <= 15 && len(layout) < NumTiles; y += 3 {
		for x := int8(0); x <= 16 && len(layout) < NumTiles; x += 4 {
			layout = append(layout, Cell{x, y}, Cell{x + 1, y})
		}
	}
	s, err := New(Options{Layout: layout})
	require.NoError(t, err)
	moves := s.LegalMoves()
	require.Equal(t, tileMovesByRule(&s), moves)
	// Each tile is its partner's only neighbour, so it may only go beside
	// its partner: to one of the 7 other cells around it.
	require.Len(t, moves, NumTiles*7)
}

// walkLine returns the ranks of the tiles of the line along d through the
// tile of rank r, in order along d, found by walking the board.
func walkLine(s *State, d Direction, r int) []int {
	dx, dy := d.step()
	p, _ := spotOf(s.tiles.cells[r])
	x, y := p.xy()
	for s.tiles.at(x-dx, y-dy) {
		x, y = x-dx, y-dy
	}
	var ranks []int
	for ; s.tiles.at(x, y); x, y = x+dx, y+dy {
		ranks = append(ranks, s.tiles.rank(spot(y*gridSize+x)))
	}
	return ranks
}

func TestTileRanks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawField(t)
		require.Equal(t, tileSetOf(s.tiles.board), s.tiles, "the counts kept through the building moves")
		for k, p := range s.tiles.spots(nil) {
			require.Equal(t, p.cell(), s.tiles.cells[k], "tile %d", k)
			require.Equal(t, k, s.tiles.rank(p), "the rank of %v", p.cell())
		}
	})
}

func TestLinesAreTheLinesOfTheBoard(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawField(t)
		for d := range numDirections {
			for r := range NumTiles {
				walked := walkLine(&s, d, r)
				q := s.lines.placeOf(d, r)
				require.Equal(t, r, s.lines.rankAt(d, q), "rankAt undoes placeOf")
				line := s.lines.line(d, q)
				first, n := bits.TrailingZeros64(line), bits.OnesCount64(line)
				require.Equal(t, uint64(1)<<n-1, line>>first, "the line along %v through %v is a run of places", d, s.tiles.cells[r])
				require.Len(t, walked, n, "the line along %v through %v", d, s.tiles.cells[r])
				var near uint64
				for i, w := range walked {
					require.Equal(t, w, s.lines.rankAt(d, first+i), "the line along %v through %v", d, s.tiles.cells[r])
					if w == r {
						if i > 0 {
							near |= 1 << s.lines.placeOf(d, walked[i-1])
						}
						if i+1 < n {
							near |= 1 << s.lines.placeOf(d, walked[i+1])
						}
					}
				}
				require.Equal(t, near, s.lines.around(d, q), "the neighbours along %v of %v", d, s.tiles.cells[r])
			}
		}
	})
}

// drawStones draws a seat's stones for each tile, biased by a drawn share
// so that long runs are common, and puts them on s.
func drawStones(t *rapid.T, s *State) {
	share := rapid.IntRange(0, 8).Draw(t, "share of seat 0, in eighths")
	r := rng.New(rapid.Uint64().Draw(t, "stones"))
	for rank := range NumTiles {
		switch k := r.IntN(9); {
		case k < share:
			s.setStone(0, rank)
		case k < 8:
			s.setStone(1, rank)
		}
	}
}

func TestStretchesAndRunsAreWalked(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawField(t)
		drawStones(t, &s)
		for seat := range Players {
			for d := range numDirections {
				own := s.stones[seat][d]
				var from [8]uint64 // from[n]: the places that begin a walked run of n or more
				for r := range NumTiles {
					walked := walkLine(&s, d, r)
					// The stretch of own stones through r, r counted as own.
					i := 0
					for walked[i] != r {
						i++
					}
					lo, hi := i, i
					for lo > 0 && s.stoneOn(walked[lo-1]) == seat {
						lo--
					}
					for hi+1 < len(walked) && s.stoneOn(walked[hi+1]) == seat {
						hi++
					}
					q := s.lines.placeOf(d, r)
					require.Equal(t, hi-lo+1, s.lines.stretch(d, own, q), "the stretch along %v through %v", d, s.tiles.cells[r])
					if s.stoneOn(r) == seat && lo == i {
						require.Equal(t, hi-lo+1, s.lines.runLength(d, own, q))
						for n := 4; n <= min(hi-lo+1, 7); n++ {
							from[n] |= 1 << q
						}
					}
				}
				from4, from5, from6, from7 := s.lines.runs(d, own)
				require.Equal(t, [4]uint64{from[4], from[5], from[6], from[7]}, [4]uint64{from4, from5, from6, from7},
					"the runs of seat %d along %v", seat, d)
			}
		}
	})
}

func TestFinalPointsAreTheItemsAddedUp(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawField(t)
		drawStones(t, &s)
		s.bonus = rapid.Bool().Draw(t, "bonus")
		want := s.finalPoints()
		s.phase = PhaseFinalScoring
		var got [Players]int
		var e Event
		for s.automatic(&e); e.Kind != RoundEnded; s.automatic(&e) {
			got[e.Seat] += e.Points
			s.change(&e)
		}
		require.Equal(t, want, got)
	})
}

func TestSelectBit(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		set := rapid.Uint64().Draw(t, "set")
		if set == 0 {
			set = 1 << rapid.IntRange(0, 63).Draw(t, "bit")
		}
		k := rapid.IntRange(0, bits.OnesCount64(set)-1).Draw(t, "k")
		want, skip := 0, k
		for rest := set; ; rest &= rest - 1 {
			if want = bits.TrailingZeros64(rest); skip == 0 {
				break
			}
			skip--
		}
		require.Equal(t, want, selectBit(set, k))
	})
}

// TestStateStaysSmall guards the sizes of a State, which Next copies in and
// out at every move, and of its field, which RandomMove and
// AppendLegalMoves copy at every decision of a playout.
func TestStateStaysSmall(t *testing.T) {
	require.LessOrEqual(t, unsafe.Sizeof(State{}), uintptr(688))
	require.LessOrEqual(t, unsafe.Sizeof(field{}), uintptr(368))
}

// TestScoringGoesOnPastTheGridsLastCell scores a number on the grid's last
// cell, where six building moves can bring a tile: the scoring must go on
// after it, not start the numbers over.
func TestScoringGoesOnPastTheGridsLastCell(t *testing.T) {
	s, err := New(Options{Bonus: true})
	require.NoError(t, err)
	last := spot(gridSize*gridSize - 1)
	s.moveTile(s.tiles.cells[0], last.cell())
	s.lines = linesOf(&s.tiles.board)
	require.Equal(t, NumTiles-1, s.tiles.rank(last))
	s.faces[NumTiles-1] = Number(0, 3)
	s.phase, s.placed = PhaseFinalScoring, stonesInPlay
	s.next = (&Event{Kind: NumberScored, Cell: last.cell()}).key()

	var e Event
	s.automatic(&e)
	require.Equal(t, Event{Kind: NumberScored, Seat: 0, Cell: last.cell(), Points: 3}, e)
	s.change(&e)
	s.automatic(&e)
	require.NotEqual(t, NumberScored, e.Kind, "after the last cell's number, the numbers start over: %v", e)
}
