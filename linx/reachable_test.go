package linx_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// requireRoundTrips checks that s's Position gives s back, directly and
// through JSON.
func requireRoundTrips(t require.TestingT, s linx.State) {
	p := s.Position()
	back, err := linx.FromPosition(p)
	require.NoError(t, err, "%v\n%+v", s, p)
	require.True(t, back == s, "FromPosition(s.Position()) != s:\n%v", s)
	data, err := json.Marshal(p)
	require.NoError(t, err)
	var decoded linx.Position
	require.NoError(t, json.Unmarshal(data, &decoded), "%s", data)
	back, err = linx.FromPosition(decoded)
	require.NoError(t, err)
	require.True(t, back == s, "the Position's JSON does not round-trip:\n%s", data)
}

// requirePlaysOn checks that s round-trips, and that every legal move from
// it leads to a state that round-trips and to events that marshal.
func requirePlaysOn(t require.TestingT, s linx.State) {
	requireRoundTrips(t, s)
	// Whatever the phase, an event of any kind is taken or refused, never
	// a panic.
	for k := linx.TilePlaced; k <= linx.MatchWon; k++ {
		if _, err := s.Evolve(linx.Event{Kind: k, Seat: s.Position().Mover, Round: s.Round() + 1, Players: len(s.Scores()), Count: 1}); err != nil {
			require.ErrorIs(t, err, linx.ErrInvalidEvent)
		}
	}
	for _, m := range s.LegalMoves() {
		next, events, err := s.Apply(m)
		require.NoError(t, err, "%v", m)
		requireRoundTrips(t, next)
		for _, e := range events {
			_, err := e.MarshalText()
			require.NoError(t, err, "%+v", e)
			_, err = json.Marshal(e)
			require.NoError(t, err, "%+v", e)
		}
	}
}

// randomLog plays a random match and returns its events.
func randomLog(t *rapid.T) (linx.Options, []linx.Event) {
	opts := options().Draw(t, "options")
	s, err := linx.New(opts)
	require.NoError(t, err)
	var log []linx.Event
	for !s.Over() {
		moves := s.LegalMoves()
		var events []linx.Event
		s, events, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
		require.NoError(t, err)
		log = append(log, events...)
	}
	return opts, log
}

// TestEveryPrefixOfALogRoundTrips: Fold of any prefix of a real log, a move
// cut in the middle of its events included, gives a State whose Position
// round-trips.
func TestEveryPrefixOfALogRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts, log := randomLog(t)
		s, err := linx.New(opts)
		require.NoError(t, err)
		requireRoundTrips(t, s)
		for i, e := range log {
			s, err = s.Evolve(e)
			require.NoError(t, err, "event %d", i)
			requireRoundTrips(t, s)
		}
	})
}

// TestALineMadeStateRoundTrips: the state between a line-made event and
// the round-won event that follows it is a reachable position.
func TestALineMadeStateRoundTrips(t *testing.T) {
	s := table{players: 2, grid: `
yR yP .
bS bS .`, hands: []string{"SS", "RR"}}.state(t)
	_, events, err := s.Apply(linx.Up(0, linx.Scissors, cell(2, 0)))
	require.NoError(t, err)
	require.Equal(t, linx.LineMade, events[1].Kind)
	for _, e := range events[:2] {
		s, err = s.Evolve(e)
		require.NoError(t, err)
	}
	require.Equal(t, linx.PhaseLineMade, s.Phase())
	requirePlaysOn(t, s)
}

// TestTheRoundMustFitThePoints: each round won is a point, so a round
// number that the points do not add up to is refused.
func TestTheRoundMustFitThePoints(t *testing.T) {
	p := table{players: 2, grid: `yR`, hands: []string{"S", "S"}}.position(t)
	p.Round = 5
	_, err := linx.FromPosition(p)
	require.ErrorIs(t, err, linx.ErrInvalidPosition)
	assert.ErrorContains(t, err, "round: 5, but the rounds won add up to 0")
	p.Round, p.Scores = 3, []int{1, 1}
	_, err = linx.FromPosition(p)
	require.NoError(t, err)

	teams := table{players: 4, teams: true, grid: `yR`, hands: []string{"S", "S", "S", "S"}, points: []int{1, 1, 1, 1}}.position(t)
	require.Equal(t, 3, teams.Round, "two team points: round 3")
	_, err = linx.FromPosition(teams)
	require.NoError(t, err)
	teams.Round = 5
	_, err = linx.FromPosition(teams)
	assert.ErrorContains(t, err, "round: 5")
}

// deadGrid is the rule's "no tile could be placed whatever it was",
// computed from the grid alone: the tiles fill the whole square bound, and
// every one is covered (a square that is not full has an empty cell
// touching a tile within the bound).
func deadGrid(p linx.Position) bool {
	side := 5
	if p.Options.Players == 2 {
		side = 4
	}
	if len(p.Grid) != side*side {
		return false
	}
	for _, st := range p.Grid {
		if st.Down == 0 {
			return false
		}
	}
	return true
}

// deadScene is a four-seat 5×5 grid where every tile is covered but the
// blue rock at 0,0, which only seat 0's paper can cover.
var deadScene = table{players: 4, grid: `
bR gP/BS gS/PR pR/GP gP/RS
yP/PS yS/GR bR/RP pP/BS bS/PR
pS/RR yR/BP bP/PS yS/GR pR/RP
bR/PP gP/GS bS/RR bR/BP bP/PS
bP/RS pS/BR pR/PP gP/GS yS/RR`, hands: []string{"P", "S", "P", "R"}}

// TestARoundEndsWhenNoTileCanEverBePlaced: covering the last face-up tile
// of a full square ends the round at once, blocked, though every pile
// still holds tiles: nobody could place anything whatever it drew.
func TestARoundEndsWhenNoTileCanEverBePlaced(t *testing.T) {
	s := deadScene.state(t)
	require.Equal(t, []linx.Move{linx.Down(0, linx.Paper, cell(0, 0))}, s.LegalMoves())
	_, events, err := s.Apply(linx.Down(0, linx.Paper, cell(0, 0)))
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(events), 3)
	assert.Equal(t, covering(placed(4, 0, cell(0, 0), "yP", true), "bR"), events[0])
	assert.Equal(t, linx.RoundWon, events[1].Kind, "the round ends at once: %v", events)
	assert.True(t, events[1].Blocked)
	assert.True(t, events[1].Full, "stuck because no tile could be placed whatever it was")
	assert.Equal(t, linx.RoundStarted, events[2].Kind)

	// The same grid, dead, cannot be a position in play.
	p := deadScene.position(t)
	p.Grid[0].Down = linx.MakeTile(0, linx.Paper)
	p.Hands[0] = nil
	_, err = linx.FromPosition(p)
	assert.ErrorContains(t, err, "no tile can be placed any more")
}

// coverFirst picks, with r, a face-down move when there is one eight times
// in ten: play that fills and covers the grid, and so reaches dead grids.
func coverFirst(moves []linx.Move, pick func(n int) int) linx.Move {
	var downs []linx.Move
	for _, m := range moves {
		if m.Kind == linx.PlaceDown {
			downs = append(downs, m)
		}
	}
	if len(downs) > 0 && pick(10) < 8 {
		return downs[pick(len(downs))]
	}
	return moves[pick(len(moves))]
}

// checkBlockedEnds plays s with choose to the end and checks the blocked
// rule: no seat is ever to move on a grid where nothing can be placed, and
// every blocked end comes with empty piles or a dead grid, which its Full
// tells. It returns the
// number of ends on a dead grid.
func checkBlockedEnds(t require.TestingT, s linx.State, choose func(moves []linx.Move) linx.Move) (deadEnds int) {
	for !s.Over() {
		require.False(t, deadGrid(s.Position()), "seat %d to move on a dead grid:\n%v", s.ToMove(), s)
		next, events, err := s.Apply(choose(s.LegalMoves()))
		require.NoError(t, err)
		after := s
		for _, e := range events {
			if e.Kind == linx.RoundWon && e.Blocked {
				p := after.Position()
				empty := true
				for _, pile := range p.Piles {
					empty = empty && len(pile) == 0
				}
				require.True(t, empty || deadGrid(p), "a blocked end with tiles to draw and room to place:\n%v", after)
				require.Equal(t, deadGrid(p), e.Full, "Full tells a dead grid from drawn piles:\n%v", after)
				if deadGrid(p) {
					deadEnds++
				}
			}
			after, err = after.Evolve(e)
			require.NoError(t, err)
		}
		s = next
	}
	return deadEnds
}

// TestNoRoundGoesOnOnADeadGrid: the blocked rule holds in random matches,
// played uniformly or covering first.
func TestNoRoundGoesOnOnADeadGrid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := linx.New(options().Draw(t, "options"))
		require.NoError(t, err)
		pick := func(n int) int { return rapid.IntRange(0, n-1).Draw(t, "pick") }
		uniform := rapid.Bool().Draw(t, "uniform")
		checkBlockedEnds(t, s, func(moves []linx.Move) linx.Move {
			if uniform {
				return moves[pick(len(moves))]
			}
			return coverFirst(moves, pick)
		})
	})
}

// TestDeadGridsEndRounds: seeded matches that cover first reach dead grids,
// and each ends its round at once.
func TestDeadGridsEndRounds(t *testing.T) {
	deadEnds := 0
	for seed := range uint64(60) {
		s, err := linx.New(linx.Options{Players: 3 + int(seed%2), Seed: seed})
		require.NoError(t, err)
		r := rng.New(seed)
		deadEnds += checkBlockedEnds(t, s, func(moves []linx.Move) linx.Move { return coverFirst(moves, r.IntN) })
	}
	assert.Greater(t, deadEnds, 3, "too few dead grids to test the rule")
}

func TestTheFirstTileGoesAt00(t *testing.T) {
	s, err := linx.New(linx.Options{Players: 2, Seed: 1})
	require.NoError(t, err)
	_, _, err = s.Apply(linx.Up(0, s.Hand(0)[0], cell(1, 0)))
	require.ErrorIs(t, err, linx.ErrIllegalMove)
	assert.ErrorContains(t, err, "the first tile of a round goes at 0,0, not at 1,0")
}

// special numbers a mutation writes into a field.
var special = []int{-1, 0, 1, 2, 3, 4, 5, 9, 15, 16, 81, 127, 128, 255, 256, -128, -129, math.MaxInt, math.MinInt, math.MaxInt32}

// mutate changes a position the way a careless hand or a fuzzer would. It
// is long as a list is: a case of a line or two for each way.
func mutate(t *rapid.T, p *linx.Position) {
	num := func(label string) int {
		if rapid.Bool().Draw(t, label+" special") {
			return rapid.SampledFrom(special).Draw(t, label)
		}
		return rapid.IntRange(-10, 10).Draw(t, label)
	}
	seat := func(n int) int { return rapid.IntRange(0, max(0, n-1)).Draw(t, "seat") }
	switch rapid.IntRange(0, 19).Draw(t, "mutation") {
	case 0:
		p.Round = num("round")
	case 1:
		p.Phase = linx.Phase(rapid.IntRange(0, 7).Draw(t, "phase"))
	case 2:
		p.ToMove = num("toMove")
	case 3:
		p.Mover = num("mover")
	case 4:
		p.Draw = !p.Draw
	case 5:
		if p.Last == nil {
			c := linx.Cell{X: int8(num("x")), Y: int8(num("y"))}
			p.Last = &c
		} else {
			p.Last = nil
		}
	case 6:
		if len(p.Scores) > 0 {
			p.Scores[seat(len(p.Scores))] = num("score")
		}
	case 7:
		p.Options.Players = num("players")
	case 8:
		p.Options.FirstSeat = num("first seat")
	case 9:
		p.Options.Teams = !p.Options.Teams
	case 10:
		if len(p.Grid) > 0 {
			i := seat(len(p.Grid))
			p.Grid = append(p.Grid[:i:i], p.Grid[i+1:]...) // drop
		}
	case 11:
		if len(p.Grid) > 0 {
			p.Grid = append(p.Grid, p.Grid[seat(len(p.Grid))]) // duplicate
		}
	case 12:
		if len(p.Grid) > 1 {
			i, j := seat(len(p.Grid)), seat(len(p.Grid))
			p.Grid[i].Up, p.Grid[j].Up = p.Grid[j].Up, p.Grid[i].Up
		}
	case 13:
		if len(p.Grid) > 0 {
			i := seat(len(p.Grid))
			p.Grid[i].Down = linx.Tile(rapid.Uint8().Draw(t, "tile"))
		}
	case 14:
		if len(p.Grid) > 0 {
			i := seat(len(p.Grid))
			p.Grid[i].Cell = linx.Cell{X: int8(num("x")), Y: int8(num("y"))}
		}
	case 15:
		if len(p.Hands) > 0 {
			i := seat(len(p.Hands))
			p.Hands[i] = append(p.Hands[i], linx.Symbol(rapid.Uint8().Draw(t, "symbol")))
		}
	case 16:
		if len(p.Hands) > 1 {
			i, j := seat(len(p.Hands)), seat(len(p.Hands))
			p.Hands[i], p.Hands[j] = p.Hands[j], p.Hands[i]
		}
	case 17:
		if len(p.Hands) > 0 && len(p.Piles) > 0 && len(p.Piles[0]) > 0 {
			p.Hands[0] = append(p.Hands[0], p.Piles[0][0].Symbol()) // a tile in two places
		}
	case 18:
		if len(p.Known) > 0 {
			i := seat(len(p.Known))
			p.Known[i] = append(p.Known[i], linx.Symbol(rapid.IntRange(0, 4).Draw(t, "symbol")))
		}
	case 19:
		switch rapid.IntRange(0, 3).Draw(t, "dropped") {
		case 0:
			p.Hands = nil
		case 1:
			p.Piles = append(p.Piles, nil)
		case 2:
			p.Scores = p.Scores[:0]
		case 3:
			p.Grid = nil
		}
	}
}

// TestMutatedPositionsNeverBreak: whatever a position is turned into,
// FromPosition does not panic, and a State it accepts round-trips and
// plays on.
func TestMutatedPositionsNeverBreak(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts, log := randomLog(t)
		s, err := linx.Fold(opts, log[:rapid.IntRange(0, len(log)).Draw(t, "cut")])
		require.NoError(t, err)
		p := s.Position()
		for range rapid.IntRange(1, 4).Draw(t, "mutations") {
			mutate(t, &p)
		}
		gametest.RefusedOrPlaysOn(t, p, linx.FromPosition, linx.ErrInvalidPosition, "linx", 400,
			func(s linx.State) { requirePlaysOn(t, s) })
	})
}

// TestEveryReachedStatePlaysOn: every state of a random match, settling
// ones included, plays on from its Position.
func TestEveryReachedStatePlaysOn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts, log := randomLog(t)
		s, err := linx.Fold(opts, log[:rapid.IntRange(0, len(log)).Draw(t, "cut")])
		require.NoError(t, err)
		requirePlaysOn(t, s)
	})
}
