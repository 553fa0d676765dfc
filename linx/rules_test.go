package linx_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// placed is the event of seat's tile placed at a table of players seats
// (0: an event of a log written before TilePlaced told it).
func placed(players, seat int, c linx.Cell, tile string, faceDown bool) linx.Event {
	t, _ := linx.ParseTile(tile)
	return linx.Event{Kind: linx.TilePlaced, Seat: seat, Cell: c, Tile: t, FaceDown: faceDown, Players: players}
}

// covering is e, a tile placed face down, with the tile it covered.
func covering(e linx.Event, under string) linx.Event {
	e.Under, _ = linx.ParseTile(under)
	return e
}

// line is the event of seat's line at a table of players seats, as placed.
func line(players, seat int, start linx.Cell, d linx.Direction, faceDown bool) linx.Event {
	return linx.Event{Kind: linx.LineMade, Seat: seat, Line: linx.Line{Start: start, Dir: d}, FaceDown: faceDown, Players: players}
}

func won(round, seat, players int) linx.Event {
	return linx.Event{Kind: linx.RoundWon, Round: round, Seat: seat, Players: players}
}

// teamWon is the event of team winning round in a team match.
func teamWon(round, team int) linx.Event {
	e := won(round, team, 4)
	e.Teams = true
	return e
}

func TestSymbolsBeatInACircle(t *testing.T) {
	assert.True(t, linx.Rock.Beats(linx.Scissors))
	assert.True(t, linx.Scissors.Beats(linx.Paper))
	assert.True(t, linx.Paper.Beats(linx.Rock))
	for _, s := range []linx.Symbol{linx.Rock, linx.Paper, linx.Scissors} {
		assert.False(t, s.Beats(s))
	}
}

// TestThreeFaceUpInALineWin: the line wins the round at once, before the
// mover draws.
func TestThreeFaceUpInALineWin(t *testing.T) {
	s := table{players: 2, grid: `
yR yP .
bS bS .`, hands: []string{"SS", "RR"}}.state(t)
	applyWin(t, s, linx.Up(0, linx.Scissors, cell(2, 0)),
		placed(2, 0, cell(2, 0), "yS", false),
		line(2, 0, cell(0, 0), linx.East, false),
		won(1, 0, 2))
}

func TestThreeFaceDownInALineWin(t *testing.T) {
	s := table{players: 2, grid: `
bS/RR . .
. bP/RS .
. . bR`, hands: []string{"P", "RR"}}.state(t)
	applyWin(t, s, linx.Down(0, linx.Paper, cell(2, 2)),
		covering(placed(2, 0, cell(2, 2), "yP", true), "bR"),
		line(2, 0, cell(0, 0), linx.SouthEast, true),
		won(1, 0, 2))
}

// TestAMixedLineDoesNotWin: two face up and one face down are no line.
func TestAMixedLineDoesNotWin(t *testing.T) {
	s := table{players: 2, grid: `
yR yP bR`, hands: []string{"P", "RR"}}.state(t)
	_, events, err := s.Apply(linx.Down(0, linx.Paper, cell(2, 0)))
	require.NoError(t, err)
	assert.Equal(t, []linx.Event{
		covering(placed(2, 0, cell(2, 0), "yP", true), "bR"),
		{Kind: linx.TurnPassed, Seat: 1},
	}, events, "no line, no draw after a face-down tile")
}

func TestASeatMayCoverItsOwnTile(t *testing.T) {
	s := table{players: 2, grid: `yS`, hands: []string{"R", "P"}}.state(t)
	assert.Contains(t, s.LegalMoves(), linx.Down(0, linx.Rock, cell(0, 0)))
}

func TestAFaceDownTileIsNeverCovered(t *testing.T) {
	s := table{players: 2, grid: `bS/RR`, hands: []string{"P", "P"}}.state(t)
	_, _, err := s.Apply(linx.Down(0, linx.Paper, cell(0, 0)))
	assert.ErrorContains(t, err, "the tile at 0,0 lies face down: it is never covered")
}

func TestOnlyABeatingTileCovers(t *testing.T) {
	s := table{players: 2, grid: `bS`, hands: []string{"PS", "P"}}.state(t)
	_, _, err := s.Apply(linx.Down(0, linx.Paper, cell(0, 0)))
	assert.ErrorContains(t, err, "papers do not beat scissors")
	_, _, err = s.Apply(linx.Down(0, linx.Scissors, cell(0, 0)))
	assert.ErrorContains(t, err, "scissors do not beat scissors")
}

// TestTheSquareBound: tiles stay within 4×4 with two seats, 5×5 with four.
func TestTheSquareBound(t *testing.T) {
	two := table{players: 2, grid: `yR bP yS bP`, hands: []string{"S", "S"}}.state(t)
	_, _, err := two.Apply(linx.Up(0, linx.Scissors, cell(4, 0)))
	assert.ErrorContains(t, err, "leave the 4×4 square")
	_, _, err = two.Apply(linx.Up(0, linx.Scissors, cell(-1, 0)))
	assert.ErrorContains(t, err, "leave the 4×4 square")
	_, _, err = two.Apply(linx.Up(0, linx.Scissors, cell(1, 1)))
	assert.NoError(t, err)

	four := table{players: 4, grid: `yR bP yS bS bP`, hands: []string{"S", "S", "S", "S"}}.state(t)
	_, _, err = four.Apply(linx.Up(0, linx.Scissors, cell(-1, 0)))
	assert.ErrorContains(t, err, "leave the 5×5 square")
	_, _, err = four.Apply(linx.Up(0, linx.Scissors, cell(3, 1)))
	assert.NoError(t, err)
}

func TestAFaceUpTileMustTouchAnother(t *testing.T) {
	s := table{players: 2, grid: `yR`, hands: []string{"S", "S"}}.state(t)
	_, _, err := s.Apply(linx.Up(0, linx.Scissors, cell(2, 0)))
	assert.ErrorContains(t, err, "would touch no tile")
	gametest.Applies(t, s, linx.Up(0, linx.Scissors, cell(1, 1)),
		placed(2, 0, cell(1, 1), "yS", false),
		linx.Event{Kind: linx.TilesDrawn, Seat: 0, Count: 2, Tiles: [2]linx.Tile{linx.MakeTile(0, linx.Rock), linx.MakeTile(0, linx.Rock)}},
		linx.Event{Kind: linx.TurnPassed, Seat: 1})
}

// TestPassingOnlyWhenForced: a seat that can place may not pass; one that
// cannot passes, shows its hand and draws two.
func TestPassingOnlyWhenForced(t *testing.T) {
	s := table{players: 2, grid: `yR`, hands: []string{"S", "S"}}.state(t)
	_, _, err := s.Apply(linx.PassTurn(0))
	assert.ErrorContains(t, err, "seat 0 can place a tile: only a seat that cannot may pass")
	assert.True(t, strings.HasSuffix(s.View(0).String(), "Your turn: place a tile."), "the picture offers no pass the rules forbid")

	// A full 4×4 grid with nothing paper can beat: seat 0 holds a paper,
	// and the uncovered tiles are scissors and papers.
	full := table{players: 2, grid: `
bS yS bP yP
bS yS bP yP
yS bS yS bP
yR/BP bR/RP yR/BP bR/RP`, hands: []string{"P", "R"}}.state(t)
	require.Equal(t, []linx.Move{linx.PassTurn(0)}, full.LegalMoves())
	assert.Contains(t, full.View(0).String(), "so you must pass.")
	next := gametest.Applies(t, full, linx.PassTurn(0),
		linx.Event{Kind: linx.Passed, Seat: 0, Hand: [3]uint8{0, 1, 0}},
		linx.Event{Kind: linx.TilesDrawn, Seat: 0, Count: 2, Tiles: [2]linx.Tile{linx.MakeTile(0, linx.Rock), linx.MakeTile(0, linx.Rock)}},
		linx.Event{Kind: linx.TurnPassed, Seat: 1})
	assert.Equal(t, []linx.Symbol{linx.Paper}, next.View(1).Known[0], "the revealed paper is known, the drawn rocks are not")
}

// TestStartingHands: 3 and 4 tiles with two seats, 2, 2, 3 with three, and
// 2, 2, 3, 3 with four, in turn order from the first seat.
func TestStartingHands(t *testing.T) {
	for players, sizes := range map[int][]int{2: {3, 4}, 3: {2, 2, 3}, 4: {2, 2, 3, 3}} {
		first := players - 1
		s, err := linx.New(linx.Options{Players: players, FirstSeat: first})
		require.NoError(t, err)
		for k, size := range sizes {
			seat := (first + k) % players
			assert.Len(t, s.Hand(seat), size, "%d seats, seat %d", players, seat)
			assert.Equal(t, linx.TilesEach-size, s.PileSize(seat))
		}
		assert.Equal(t, first, s.ToMove())
	}
}

// TestThreeSeatsStartOnANeutralBlock: nine tiles of the unused colour lie
// face up in a 3×3 block, and can be covered.
func TestThreeSeatsStartOnANeutralBlock(t *testing.T) {
	s, _ := linx.New(linx.Options{Players: 3, Seed: 9})
	for y := range 3 {
		for x := range 3 {
			up, down := s.At(cell(x, y))
			assert.Equal(t, linx.Colour(3), up.Colour(), "%d,%d", x, y)
			assert.Zero(t, down)
		}
	}
	for _, m := range s.LegalMoves() {
		if m.Kind == linx.PlaceUp {
			assert.True(t, m.Cell.X >= -1 && m.Cell.X <= 3 && m.Cell.Y >= -1 && m.Cell.Y <= 3)
		}
	}
	hasDown := false
	for _, m := range s.LegalMoves() {
		hasDown = hasDown || m.Kind == linx.PlaceDown
	}
	assert.True(t, hasDown, "neutral tiles can be covered")
}

// TestRoundsRotateAndTheMatchGoesToTwo: each round begins with the left
// neighbour of the previous first seat, and the first to two rounds wins.
func TestRoundsRotateAndTheMatchGoesToTwo(t *testing.T) {
	for seed := range uint64(20) {
		s, _ := linx.New(linx.Options{Players: 3, FirstSeat: 2, Seed: seed})
		r := rng.New(seed)
		wins := map[int]int{}
		for !s.Over() {
			moves := s.LegalMoves()
			var events []linx.Event
			s, events, _ = s.Apply(moves[r.IntN(len(moves))])
			for _, e := range events {
				switch e.Kind {
				case linx.RoundStarted:
					assert.Equal(t, (2+e.Round-1)%3, e.Seat, "round %d begins with the left neighbour", e.Round)
					assert.Equal(t, e.Seat, s.ToMove())
				case linx.RoundWon:
					wins[e.Seat]++
				case linx.MatchWon:
					assert.Equal(t, 2, wins[e.Seat])
				}
			}
		}
		assert.Len(t, s.Winners(), 1)
		assert.Equal(t, 2, s.Scores()[s.Winners()[0]])
	}
}

// TestTeamsShareTheirWins: a member's line wins the round for its team;
// both members score.
func TestTeamsShareTheirWins(t *testing.T) {
	s := table{players: 4, teams: true, toMove: 2, grid: `
pR pP .
yS bS .`, hands: []string{"R", "R", "SS", "R"}}.state(t)
	s = applyWin(t, s, linx.Up(2, linx.Scissors, cell(2, 0)),
		placed(4, 2, cell(2, 0), "pS", false),
		line(4, 2, cell(0, 0), linx.East, false),
		teamWon(1, 0))
	assert.Equal(t, []int{1, 0, 1, 0}, s.Scores())
	_, err := linx.New(linx.Options{Players: 3, Teams: true})
	assert.ErrorIs(t, err, linx.ErrInvalidOptions)
}

// TestAStuckRoundGoesToTheMostVisibleTiles: in seeded random matches, every
// round that ends stuck goes to the seat (or team) with the most tiles of
// its colour on top, a tie to the one latest in the round's turn order. The
// search finds ties, and teams, to check.
func TestAStuckRoundGoesToTheMostVisibleTiles(t *testing.T) {
	ties, teamEnds := 0, 0
	for seed := uint64(0); seed < 400 && (ties < 3 || teamEnds < 3); seed++ {
		opts := linx.Options{Players: 2 + int(seed%3), Seed: seed}
		if seed%6 == 5 {
			opts = linx.Options{Players: 4, Teams: true, Seed: seed}
		}
		s, _ := linx.New(opts)
		r := rng.New(seed)
		for !s.Over() {
			before := s
			moves := s.LegalMoves()
			var events []linx.Event
			s, events, _ = s.Apply(moves[r.IntN(len(moves))])
			for _, e := range events {
				if e.Kind != linx.RoundWon || !e.Blocked {
					continue
				}
				n, first := opts.Players, (opts.FirstSeat+before.Round()-1)%opts.Players
				var totals [4]int
				sides := n
				for seat := range n {
					side := seat
					if opts.Teams {
						side, sides = seat%2, 2
					}
					totals[side] += e.Visible[seat]
				}
				best, winner := -1, -1
				for k := range n { // turn order: ties go to the latest
					side := (first + k) % n
					if opts.Teams {
						side %= 2
					}
					if totals[side] >= best {
						best, winner = totals[side], side
					}
				}
				assert.Equal(t, winner, e.Seat, "seed %d: totals %v", seed, totals[:sides])
				tied := 0
				for _, total := range totals[:sides] {
					if total == best {
						tied++
					}
				}
				if tied > 1 {
					ties++
				}
				if opts.Teams {
					teamEnds++
				}
			}
		}
	}
	assert.GreaterOrEqual(t, ties, 3, "the search found too few tied stuck ends")
	assert.GreaterOrEqual(t, teamEnds, 3, "the search found too few stuck ends in teams")
}

// TestAStuckTieFromAPosition: the last move of a two-seat round that ends
// stuck on a tie, set up from its Position: the tie goes to the seat that
// plays second in the round.
func TestAStuckTieFromAPosition(t *testing.T) {
	for seed := uint64(0); seed < 2000; seed++ {
		opts := linx.Options{Players: 2, Seed: seed}
		s, _ := linx.New(opts)
		r := rng.New(seed)
		for s.Round() == 1 && !s.Over() {
			m := s.LegalMoves()[r.IntN(len(s.LegalMoves()))]
			next, events, _ := s.Apply(m)
			for _, e := range events {
				if e.Kind == linx.RoundWon && e.Blocked && e.Visible[0] == e.Visible[1] {
					scene, err := linx.FromPosition(s.Position())
					require.NoError(t, err)
					_, replayed, err := scene.Apply(m)
					require.NoError(t, err)
					won := replayed[len(replayed)-2]
					require.Equal(t, linx.RoundWon, won.Kind, "%v", replayed)
					assert.True(t, won.Blocked)
					assert.Equal(t, 1, won.Seat, "seat 1 plays second in round 1")
					return
				}
			}
			s = next
		}
	}
	t.Fatal("no stuck round ended on a tie in 2,000 seeded matches")
}

// TestLogsWithoutTheNewerFieldsStillFold: a log written before TilePlaced
// and LineMade told the number of seats, and RoundWon whether the grid was
// full, or before a face-down TilePlaced told the tile it covered (with
// the number of seats or without), folds to the same state, those fields
// serving sentences alone; a wrong number of seats, or a wrong tile
// covered, is refused.
func TestLogsWithoutTheNewerFieldsStillFold(t *testing.T) {
	for players := linx.MinPlayers; players <= linx.MaxPlayers; players++ {
		opts := linx.Options{Players: players, Seed: 7}
		var log, older, noUnder []linx.Event
		for _, move := range randomGame(t, opts) {
			log = append(log, move...)
		}
		down := -1
		for i, e := range log {
			if e.Kind == linx.TilePlaced && e.FaceDown {
				require.NotZero(t, e.Under, "%v", e)
				down = i
			}
			e.Under = 0
			noUnder = append(noUnder, e)
			if e.Kind == linx.TilePlaced || e.Kind == linx.LineMade {
				require.Equal(t, players, e.Players, "%v", e)
				e.Players = 0
			}
			older = append(older, e)
		}
		want, err := linx.Fold(opts, log)
		require.NoError(t, err)
		for _, old := range [][]linx.Event{older, noUnder} {
			got, err := linx.Fold(opts, old)
			require.NoError(t, err)
			assert.Equal(t, want, got)
		}
		wrong := slices.Clone(log)
		wrong[0].Players = players%linx.MaxPlayers + 1
		_, err = linx.Fold(opts, wrong)
		assert.ErrorIs(t, err, linx.ErrInvalidEvent)
		require.GreaterOrEqual(t, down, 0, "a random game covers a tile")
		wrong = slices.Clone(log)
		wrong[down].Under = linx.MakeTile(wrong[down].Under.Colour()^1, wrong[down].Under.Symbol())
		_, err = linx.Fold(opts, wrong)
		assert.ErrorIs(t, err, linx.ErrInvalidEvent)
	}
	s := deadScene.state(t)
	_, events, err := s.Apply(linx.Down(0, linx.Paper, cell(0, 0)))
	require.NoError(t, err)
	require.True(t, events[1].Full)
	s, err = s.Evolve(events[0])
	require.NoError(t, err)
	events[1].Full = false
	_, err = s.Evolve(events[1])
	assert.NoError(t, err, "a log from before Full was told")
}
