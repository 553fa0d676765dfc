package lino_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
)

func closed(t testing.TB, seat int, r string) lino.Event {
	rw := row(t, r)
	return lino.Event{Kind: lino.RowClosed, Seat: seat, Row: rw, Points: rw.Len}
}

func placed(t testing.TB, seat int, c string) lino.Event {
	return lino.Event{Kind: lino.StonePlaced, Seat: seat, Cell: cell(t, c)}
}

// TestOneStoneClosesThreeRows: the rulebook's example 2, 2+2+2: a stone
// closes a row in each of three directions and scores each.
func TestOneStoneClosesThreeRows(t *testing.T) {
	s := scene(t, `
X .
X O`, 4)
	base := s.Scores() // the rows closed before: 0,0..0,1, 0,1..1,1 and 0,0..1,1
	assert.Equal(t, []int{6, 0}, base)
	s = gametest.Applies(t, s, lino.Place(0, cell(t, "1,0")),
		placed(t, 0, "1,0"),
		closed(t, 0, "0,0..1,0"),
		closed(t, 0, "1,0..1,1"),
		closed(t, 0, "0,1..1,0"))
	assert.Equal(t, []int{base[0] + 6, 0}, s.Scores())
	assert.Equal(t, 1, s.ToMove())
}

func TestADiagonalRowCloses(t *testing.T) {
	s := scene(t, `
X
  O
    .`, 2)
	gametest.Applies(t, s, lino.Place(0, cell(t, "2,2")), placed(t, 0, "2,2"), closed(t, 0, "0,0..2,2"))
}

// TestARowClosesOnlyWhenFull: the stone that fills the last empty tile of
// the row closes it; the column with an empty tile stays open.
func TestARowClosesOnlyWhenFull(t *testing.T) {
	s := scene(t, `
X . .
    .`, 2)
	s = gametest.Applies(t, s, lino.Place(0, cell(t, "1,0")), placed(t, 0, "1,0"))
	gametest.Applies(t, s, lino.Place(1, cell(t, "2,0")), placed(t, 1, "2,0"), closed(t, 1, "0,0..2,0"))
}

// finish sets up a scene with 47 stones placed, lets O place the 48th at
// last, and checks the events: the last stone, said so, the rows it
// closed, then the final scoring.
// The scores of want's RoundEnded and GameEnded count from the scene's.
func finish(t *testing.T, picture, last string, want ...lino.Event) lino.State {
	s := scene(t, picture, 47)
	require.Equal(t, 1, s.ToMove())
	base := s.Scores()
	for i, e := range want {
		if e.Kind == lino.RoundEnded || e.Kind == lino.GameEnded {
			want[i].Scores = [2]int{e.Scores[0] + base[0], e.Scores[1] + base[1]}
		}
	}
	stone := placed(t, 1, last)
	stone.Last = true
	return gametest.Applies(t, s, lino.Place(1, cell(t, last)), append([]lino.Event{stone}, want...)...)
}

func ended(x, o int) []lino.Event {
	return []lino.Event{
		{Kind: lino.RoundEnded, Round: 1, Scores: [2]int{x, o}},
		{Kind: lino.GameEnded, Scores: [2]int{x, o}},
	}
}

// TestRunsScore: a run of 4 stones scores 10, 5 scores 20, 6 scores 30, and
// 7 or more 40.
func TestRunsScore(t *testing.T) {
	for _, c := range []struct {
		picture, last, row string
		points             int
	}{
		{"O O O .", "3,0", "0,0..3,0", 10},
		{"O O O O .", "4,0", "0,0..4,0", 20},
		{"O O O O O .", "5,0", "0,0..5,0", 30},
		{"O O O O O O .", "6,0", "0,0..6,0", 40},
		{"O O O O O O O .", "7,0", "0,0..7,0", 40},
	} {
		rw := row(t, c.row)
		s := finish(t, c.picture, c.last, append([]lino.Event{
			closed(t, 1, c.row),
			{Kind: lino.RunScored, Seat: 1, Row: rw, Points: c.points},
		}, ended(0, rw.Len+c.points)...)...)
		assert.True(t, s.Over())
		assert.Equal(t, []int{1}, s.Winners())
	}
}

// TestDiagonalRunsScore: runs count along both diagonals, down and up.
func TestDiagonalRunsScore(t *testing.T) {
	for _, c := range []struct{ picture, last, row string }{
		{"O\n  O\n    O\n      .", "3,3", "0,0..3,3"},
		{"      O\n    O\n  O\n.", "0,3", "0,3..3,0"},
	} {
		rw := row(t, c.row)
		finish(t, c.picture, c.last, append([]lino.Event{
			closed(t, 1, c.row),
			{Kind: lino.RunScored, Seat: 1, Row: rw, Points: 10},
		}, ended(0, 4+10)...)...)
	}
}

// TestRunsNeedOwnStonesWithoutGaps: a foreign stone or a missing tile cuts a
// run; three is not enough.
func TestRunsNeedOwnStonesWithoutGaps(t *testing.T) {
	finish(t, `
O O X O O .
O O O   O O`, "5,0", append([]lino.Event{closed(t, 1, "0,0..5,0"), closed(t, 1, "5,0..5,1"),
		closed(t, 1, "4,1..5,0")}, ended(0, 6+2+2)...)...)
}

// TestEachRunCountsOncePerDirection: a stone in a horizontal and a vertical
// run scores both.
func TestEachRunCountsOncePerDirection(t *testing.T) {
	finish(t, `
    O
    O
O O . O
    O`, "2,2", append([]lino.Event{
		closed(t, 1, "0,2..3,2"), closed(t, 1, "2,0..2,3"),
		{Kind: lino.RunScored, Seat: 1, Row: row(t, "0,2..3,2"), Points: 10},
		{Kind: lino.RunScored, Seat: 1, Row: row(t, "2,0..2,3"), Points: 10},
	}, ended(0, 28)...)...)
}

// TestAStarGoesToTheSeatWithMoreStonesAround: four X against three O; O's
// last stone, far away, changes nothing.
func TestAStarGoesToTheSeatWithMoreStonesAround(t *testing.T) {
	finish(t, `
X X X       .
X * O       X
O O`, "6,0", append([]lino.Event{
		closed(t, 1, "6,0..6,1"),
		{Kind: lino.StarScored, Seat: 0, Cell: cell(t, "1,1"), Points: 10},
	}, ended(10, 2)...)...)
}

// TestATiedStarGoesToTheStoneOnIt: two against two, and X's stone on the
// star decides; O's last stone, far away, changes nothing.
func TestATiedStarGoesToTheStoneOnIt(t *testing.T) {
	finish(t, `
X O .       .
. X*.       X
O X .`, "6,0", append([]lino.Event{
		closed(t, 1, "6,0..6,1"),
		{Kind: lino.StarScored, Seat: 0, Cell: cell(t, "1,1"), Points: 10},
	}, ended(10, 2)...)...)
}

func TestATiedEmptyStarGivesNothing(t *testing.T) {
	finish(t, `
X O .       .
. * .       X
O X .`, "6,0", append([]lino.Event{closed(t, 1, "6,0..6,1")}, ended(0, 2)...)...)
}

// TestNumbersOnEmptyTilesScoreForTheirColour: black's 3 and white's 5
// score; a number under a stone does not.
func TestNumbersOnEmptyTilesScoreForTheirColour(t *testing.T) {
	s := finish(t, `
x3. o5.   .
          X`, "5,0", append([]lino.Event{
		closed(t, 1, "5,0..5,1"),
		{Kind: lino.NumberScored, Seat: 0, Cell: cell(t, "0,0"), Points: 3},
		{Kind: lino.NumberScored, Seat: 1, Cell: cell(t, "2,0"), Points: 5},
	}, ended(3, 7)...)...)
	assert.Equal(t, []int{1}, s.Winners())
}

// TestEqualTotalsAreADraw: both seats win.
func TestEqualTotalsAreADraw(t *testing.T) {
	s := finish(t, `
x2.       .
          X`, "5,0", append([]lino.Event{
		closed(t, 1, "5,0..5,1"),
		{Kind: lino.NumberScored, Seat: 0, Cell: cell(t, "0,0"), Points: 2},
	}, ended(2, 2)...)...)
	assert.Equal(t, []int{0, 1}, s.Winners())
}

// The building phase.

func TestAMovedTileNeverMovesAgain(t *testing.T) {
	s, err := lino.New(lino.Options{})
	require.NoError(t, err)
	s = gametest.Applies(t, s, lino.MoveTileTo(0, cell(t, "4,0"), cell(t, "3,2")),
		lino.Event{Kind: lino.TileMoved, Seat: 0, From: cell(t, "4,0"), To: cell(t, "3,2")})
	s, _, err = s.Apply(lino.MoveTileTo(1, cell(t, "7,7"), cell(t, "8,7")))
	require.NoError(t, err)
	_, _, err = s.Apply(lino.MoveTileTo(0, cell(t, "3,2"), cell(t, "2,2")))
	assert.ErrorIs(t, err, lino.ErrIllegalMove)
	assert.ErrorContains(t, err, "the tile at 3,2 was moved already: a tile moves once")
	assert.True(t, s.Moved(cell(t, "3,2")))
}

func TestAVacatedCellStaysForbidden(t *testing.T) {
	s, _ := lino.New(lino.Options{})
	s, _, _ = s.Apply(lino.MoveTileTo(0, cell(t, "4,0"), cell(t, "3,2")))
	_, _, err := s.Apply(lino.MoveTileTo(1, cell(t, "5,0"), cell(t, "4,0")))
	assert.ErrorContains(t, err, "a tile was moved away from 4,0: no tile may go there again")
	assert.Equal(t, []lino.Cell{cell(t, "4,0")}, s.Vacated())
	for _, m := range s.LegalMoves() {
		assert.NotEqual(t, cell(t, "4,0"), m.To)
	}
}

func TestNoTileMayBeLeftAlone(t *testing.T) {
	// An 11×5 block and a tail at 11,5 that only 10,4 touches.
	var layout []lino.Cell
	for y := int8(0); y < 5; y++ {
		for x := int8(0); x < 11; x++ {
			layout = append(layout, lino.Cell{X: x, Y: y})
		}
	}
	layout = append(layout, lino.Cell{X: 11, Y: 5})
	s, err := lino.New(lino.Options{Layout: layout})
	require.NoError(t, err)
	_, _, err = s.Apply(lino.MoveTileTo(0, cell(t, "0,0"), cell(t, "15,15")))
	assert.ErrorContains(t, err, "at 15,15 the tile would touch no other")
	_, _, err = s.Apply(lino.MoveTileTo(0, cell(t, "10,4"), cell(t, "0,5")))
	assert.ErrorContains(t, err, "moving the tile at 10,4 would leave the tile at 11,5 alone")
	_, _, err = s.Apply(lino.MoveTileTo(0, cell(t, "10,4"), cell(t, "12,5")))
	assert.NoError(t, err, "the tail keeps a neighbour when the tile moves next to it")
	_, _, err = s.Apply(lino.MoveTileTo(0, cell(t, "0,0"), cell(t, "1,1")))
	assert.ErrorContains(t, err, "1,1 holds a tile")
}

// TestEachSeatMovesThreeTilesThenFillingStarts: six moves from the first
// seat, alternating; then the first seat places the first stone.
func TestEachSeatMovesThreeTilesThenFillingStarts(t *testing.T) {
	s, _ := lino.New(lino.Options{FirstSeat: 1})
	for i := range 6 {
		require.Equal(t, lino.PhaseBuilding, s.Phase())
		require.Equal(t, (1+i)%2, s.ToMove())
		var events []lino.Event
		var err error
		s, events, err = s.Apply(s.LegalMoves()[0])
		require.NoError(t, err)
		if i == 5 {
			assert.Equal(t, lino.Event{Kind: lino.FillingStarted, Seat: 1}, events[len(events)-1])
		}
	}
	assert.Equal(t, lino.PhaseFilling, s.Phase())
	assert.Equal(t, 1, s.ToMove())
	assert.Len(t, s.LegalMoves(), lino.NumTiles)
}

// TestAFairMatchPlaysTwiceOnOneField: with two rounds the field built in the
// first is played again, the other seat placing first, and the points add.
func TestAFairMatchPlaysTwiceOnOneField(t *testing.T) {
	s, _ := lino.New(lino.Options{Rounds: 2, FirstSeat: 0})
	var field []lino.Cell
	var rounds [][2]int
	var started []lino.Event
	for !s.Over() {
		var events []lino.Event
		s, events, _ = s.Apply(s.LegalMoves()[0])
		if s.Phase() == lino.PhaseFilling && field == nil {
			field = s.Tiles()
		}
		for _, e := range events {
			switch e.Kind {
			case lino.RoundEnded:
				rounds = append(rounds, e.Scores)
			case lino.RoundStarted:
				started = append(started, e)
				assert.Equal(t, field, s.Tiles(), "the same field")
				assert.Empty(t, s.Stones(0))
				assert.Equal(t, 1, s.ToMove(), "the other seat places first")
			}
		}
	}
	require.Equal(t, []lino.Event{{Kind: lino.RoundStarted, Round: 2, Seat: 1}}, started)
	require.Len(t, rounds, 2)
	assert.Equal(t, []int{rounds[0][0] + rounds[1][0], rounds[0][1] + rounds[1][1]}, s.Scores())
}

func TestOptionsAreChecked(t *testing.T) {
	for _, c := range []struct {
		opts lino.Options
		says string
	}{
		{lino.Options{Players: 3}, "3 players"},
		{lino.Options{FirstSeat: 2}, "first seat 2"},
		{lino.Options{Rounds: 3}, "3 rounds"},
		{lino.Options{Faces: lino.DefaultFaces()}, "set bonus or starsOnly"},
		{lino.Options{Bonus: true, Faces: lino.DefaultFaces()[:10]}, "10 faces"},
		{lino.Options{Layout: lino.DefaultLayout()[:55]}, "55 cells"},
		{lino.Options{Layout: lino.DefaultLayout()[:1]}, "1 cell; "},
		{lino.Options{Layout: append(lino.DefaultLayout()[:55], lino.Cell{X: 4, Y: 0})}, "given twice"},
		{lino.Options{Layout: append(lino.DefaultLayout()[:55], lino.Cell{X: 19, Y: 19})}, "touches no other"},
		{lino.Options{Layout: append(lino.DefaultLayout()[:55], lino.Cell{X: 20, Y: 7})}, "outside 0..19"},
	} {
		_, err := lino.New(c.opts)
		assert.ErrorIs(t, err, lino.ErrInvalidOptions)
		assert.ErrorContains(t, err, c.says)
	}
	s, err := lino.New(lino.Options{})
	require.NoError(t, err)
	assert.Equal(t, lino.Options{Players: 2, Rounds: 1}, s.Options())
}

// TestStarsOnlyHidesTheNumbers: with StarsOnly, the faces show four stars
// and nothing else.
func TestStarsOnlyHidesTheNumbers(t *testing.T) {
	s, _ := lino.New(lino.Options{StarsOnly: true, Seed: 5})
	stars := 0
	for _, tile := range s.Position().Tiles {
		assert.Contains(t, []lino.Face{lino.Blank, lino.Star}, tile.Face)
		if tile.Face == lino.Star {
			stars++
		}
	}
	assert.Equal(t, 4, stars)
	plain, _ := lino.New(lino.Options{Seed: 5})
	for _, tile := range plain.Position().Tiles {
		assert.Equal(t, lino.Blank, tile.Face, "the plain game has no faces")
	}
}

// TestAFaceMovesWithItsTile: in the bonus game a moved tile keeps its face,
// and every other tile keeps its own.
func TestAFaceMovesWithItsTile(t *testing.T) {
	s, _ := lino.New(lino.Options{Bonus: true, Seed: 3})
	faces := map[lino.Cell]lino.Face{}
	for _, tile := range s.Position().Tiles {
		faces[tile.Cell] = tile.Face
	}
	for _, m := range []lino.Move{
		lino.MoveTileTo(0, cell(t, "4,0"), cell(t, "3,2")),
		lino.MoveTileTo(1, cell(t, "9,6"), cell(t, "10,6")),
	} {
		var err error
		s, _, err = s.Apply(m)
		require.NoError(t, err)
		faces[m.To] = faces[m.From]
		delete(faces, m.From)
	}
	for _, tile := range s.Position().Tiles {
		assert.Equal(t, faces[tile.Cell], tile.Face, "the face at %v", tile.Cell)
	}
	assert.Len(t, faces, lino.NumTiles)
}

// TestIllegalMovesSayWhy plays each kind of illegal move, through Apply and
// through Next (which places stones on a path of its own), and checks the
// reason the player is given.
func TestIllegalMovesSayWhy(t *testing.T) {
	building, err := lino.New(lino.Options{Seed: 5})
	require.NoError(t, err)
	var events []lino.Event
	filling := building
	for filling.Phase() == lino.PhaseBuilding {
		next, evs, err := filling.Apply(filling.LegalMoves()[0])
		require.NoError(t, err)
		filling, events = next, append(events, evs...)
	}
	over := filling
	for !over.Over() {
		next, evs, err := over.Apply(over.LegalMoves()[0])
		require.NoError(t, err)
		over, events = next, append(events, evs...)
	}
	// The state between a stone and the first row it closed.
	i := slices.IndexFunc(events, func(e lino.Event) bool { return e.Kind == lino.RowClosed })
	require.Positive(t, i)
	settling, err := lino.Fold(lino.Options{Seed: 5}, events[:i])
	require.NoError(t, err)
	require.Equal(t, lino.PhaseClosingRows, settling.Phase())

	stone := filling.LegalMoves()[0].To // seat 0 places first, here
	filling, err = filling.Next(lino.Place(0, stone))
	require.NoError(t, err)
	empty := filling.LegalMoves()[0].To
	tile := building.LegalMoves()[0]
	for _, c := range []struct {
		s    lino.State
		m    lino.Move
		want string
	}{
		{over, lino.Place(0, stone), "the game is over"},
		{settling, lino.Place(0, stone), "nobody can move in the middle of a move's events"},
		{building, lino.MoveTileTo(1, tile.From, tile.To), "seat 1 cannot move now: it is seat 0's turn"},
		{filling, lino.Place(0, empty), "seat 0 cannot move now: it is seat 1's turn"},
		{filling, lino.MoveTileTo(1, tile.From, tile.To), "the field is built: place a stone"},
		{building, lino.Place(0, tile.To), "the field is being built: move a tile"},
		{filling, lino.Move{Seat: 1, Kind: lino.PlaceStone, From: stone, To: empty}, "placing a stone moves no tile: leave From zero"},
		{filling, lino.Place(1, lino.Cell{X: -3, Y: -3}), "there is no tile at -3,-3"},
		{filling, lino.Place(1, stone), "the tile at " + stone.String() + " holds a stone already"},
		{filling, lino.Move{Seat: 1, Kind: 9}, "unknown kind (9) is not a kind of move"},
	} {
		_, _, errApply := c.s.Apply(c.m)
		_, errNext := c.s.Next(c.m)
		for _, err := range []error{errApply, errNext} {
			require.ErrorIs(t, err, lino.ErrIllegalMove, "%v", c.m)
			require.ErrorContains(t, err, c.want, "%v", c.m)
		}
	}
}

// TestACellBeyondTheBoardHoldsNoTile: a tile moved from a cell beyond the
// board is refused as having no tile there, in every language, naming
// the cell as a player types it, not as a cell too far from the field,
// which is said of where a tile goes (js-r22 friction 3, go-r23 7); a
// stone placed there likewise.
func TestACellBeyondTheBoardHoldsNoTile(t *testing.T) {
	s, err := lino.New(lino.Options{})
	require.NoError(t, err)
	_, _, err = s.Apply(lino.MoveTileTo(0, cell(t, "99,99"), cell(t, "100,100")))
	var refused *lino.MoveError
	require.ErrorAs(t, err, &refused)
	assert.ErrorContains(t, err, "there is no tile at 99,99")
	want := map[lang.Language]string{ // 99,99 is "DB106", no name a player knows: unnamed (go-r28 #8)
		lang.English: "There is no tile that far from the field.",
		lang.French:  "Il n’y a aucune case si loin du plateau.",
		lang.Italian: "Non c’è nessuna tessera così lontano dal campo.",
		lang.Dutch:   "Zo ver van het speelveld ligt geen tegel.",
	}
	for _, l := range lang.All() {
		assert.Equal(t, want[l], refused.Sentence(l, nil), l)
	}
	_, _, err = s.Apply(lino.MoveTileTo(0, cell(t, "4,0"), cell(t, "100,100")))
	require.ErrorAs(t, err, &refused)
	assert.Equal(t, "That cell is too far from the field.", refused.Sentence(lang.English, nil), "where a tile goes")
}
