package linko_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
)

// TestFromPositionRejectsWhatNoGameReaches breaks a valid position in one
// way at a time. It is long as a table is: a case for each way.
func TestFromPositionRejectsWhatNoGameReaches(t *testing.T) {
	valid := func() linko.Position { return example2(t).Position() }
	for _, c := range []struct {
		says  string
		spoil func(p *linko.Position)
	}{
		{"players", func(p *linko.Position) { p.Options.Players = 6 }},
		{"round 2 of 1", func(p *linko.Position) { p.Round = 2 }},
		{"is not a phase", func(p *linko.Position) { p.Phase = 42 }},
		{"active seat 4 of 4", func(p *linko.Position) { p.Active = 4 }},
		{"must list 4 seats", func(p *linko.Position) { p.Hands = p.Hands[:3] }},
		{"holds 108 cards", func(p *linko.Position) { p.Pile = p.Pile[1:] }},
		{"the game has 8", func(p *linko.Position) { p.Pile[0], p.Pile[5] = 6, 6 }},
		{"is not a card", func(p *linko.Position) { p.Hands[1][0] = 15 }},
		{"is not a card", func(p *linko.Position) { p.Hands[1][0] = linko.Hidden }},
		{"is known to hold", func(p *linko.Position) { p.Known[1] = []linko.Card{12} }},
		{"invalid meld", func(p *linko.Position) { p.Tableaux[1][0] = linko.Meld{Value: 3} }},
		{"total", func(p *linko.Position) { p.Totals[0] = 1000 }},
		{"victim 2 in phase play", func(p *linko.Position) { p.Victim = 2 }},
		{"cards to draw in phase play", func(p *linko.Position) { p.Draws = 1 }},
		{"needs a victim", func(p *linko.Position) { p.Phase = linko.PhaseTakeOrLeave }},
		{"does not attack", func(p *linko.Position) { p.Phase, p.Victim = linko.PhaseTakeOrLeave, 2 }},
		{"cannot attack itself", func(p *linko.Position) { p.Phase, p.Victim, p.Draws = linko.PhaseDraw, 0, 1 }},
		{"has no cards", func(p *linko.Position) {
			p.Pile = append(p.Pile, p.Hands[2]...)
			p.Hands[2] = []linko.Card{}
		}},
		{"the display has an empty slot", func(p *linko.Position) {
			p.Pile = append(p.Pile, p.Display[0])
			p.Display[0] = linko.Hidden
		}},
		// More of a value than 4 bits hold, and more jokers than there are:
		// the packed State must not wrap them round.
		{"seat 1's hand: 9 cards 7; the game has 8", func(p *linko.Position) {
			for range 16 {
				p.Hands[1] = append(p.Hands[1], 7)
			}
		}},
		{"tableaux[2]: 6 cards J in the position; the game has 5", func(p *linko.Position) {
			p.Tableaux[2] = append(p.Tableaux[2], linko.Meld{Jokers: 5}, linko.Meld{Jokers: 1})
		}},
		{"no hand and not the cards to draw ran out", func(p *linko.Position) { p.Phase = linko.PhaseRoundOver }},
		{"tableaux[0]: seat 0 played its last card, which is not on its tableau", func(p *linko.Position) {
			p.Phase = linko.PhaseRoundOver // seat 0 has no meld in example 2a
			p.Pile = append(p.Pile, p.Hands[0]...)
			p.Hands[0] = []linko.Card{}
		}},
		// Issue #12: a negative Draws was stored as 255.
		{"draws: -1 cards to draw in phase play", func(p *linko.Position) { p.Draws = -1 }},
		{"draws: 256 cards to draw in phase play", func(p *linko.Position) { p.Draws = 256 }},
		{"draws: -1 cards to draw in phase draw; a victim draws 1 to 13", func(p *linko.Position) {
			p.Phase, p.Victim, p.Draws = linko.PhaseDraw, 2, -1
		}},
		{"draws: 14 cards to draw in phase draw", func(p *linko.Position) { p.Phase, p.Victim, p.Draws = linko.PhaseDraw, 2, 14 }},
		// Issue #12: totals in round 1 ended up in the final scores.
		{"totals[1]: seat 1 has 3 points before any round is scored", func(p *linko.Position) { p.Totals[1] = 3 }},
		{"totals[0]: seat 0 has -1 points before any round is scored", func(p *linko.Position) { p.Totals[0] = -1 }},
		{"totals[0]: seat 0's total 110 is out of reach after 1 rounds scored", func(p *linko.Position) {
			p.Options.Rounds, p.Round, p.Totals[0] = 4, 2, 110
		}},
		{"totals: [60 -60 0 0] add up to more than the 109 cards of 1 rounds scored can", func(p *linko.Position) {
			p.Options.Rounds, p.Round, p.Totals[0], p.Totals[1] = 4, 2, 60, -60
		}},
		{"totals[2]: seat 2 has -9223372036854775808 points", func(p *linko.Position) { p.Totals[2] = math.MinInt }},
		{"known: 3 seats listed; it must list 4 seats", func(p *linko.Position) { p.Known = p.Known[:3] }},
		{"tableaux: 5 seats listed", func(p *linko.Position) { p.Tableaux = append(p.Tableaux, nil) }},
		{"round: round -9223372036854775808 of 1", func(p *linko.Position) { p.Round = math.MinInt }},
		{"active: active seat -1 of 4", func(p *linko.Position) { p.Active = -1 }},
		{"victim: phase draw needs a victim, a seat from 0 to 3, not 9223372036854775807", func(p *linko.Position) {
			p.Phase, p.Victim, p.Draws = linko.PhaseDraw, math.MaxInt, 1
		}},
		{"options: 0 players", func(p *linko.Position) { p.Options.Players = 0 }},
		{"display[0]: Card(15) is not a card", func(p *linko.Position) { p.Display[0] = 15 }},
		{"over after round 1", func(p *linko.Position) {
			p.Options.Rounds, p.Options.Players = 4, 4
			p.Phase, p.Active = linko.PhaseOver, 1 // seat 1 played its last card, a 3
			p.Pile = append(p.Pile, p.Hands[1]...)
			p.Hands[1] = []linko.Card{}
		}},
	} {
		p := valid()
		c.spoil(&p)
		_, err := linko.FromPosition(p)
		assert.ErrorIs(t, err, linko.ErrInvalidPosition, c.says)
		assert.ErrorContains(t, err, c.says)
		assert.NotContains(t, err.Error(), "linko: invalid position: linko:", "the sentinel is wrapped once")
	}
}

// TestARoundWithNoMeldHasNotBegun: with no meld on the table nobody has
// played, so the round is as it was dealt (issue #12: such positions were
// loaded).
func TestARoundWithNoMeldHasNotBegun(t *testing.T) {
	s, err := linko.New(linko.Options{Players: 3, Seed: 8, Rounds: 3, FirstSeat: 1})
	require.NoError(t, err)
	start := s.Position()
	back, err := linko.FromPosition(start)
	require.NoError(t, err)
	require.True(t, back == s)
	for _, c := range []struct {
		says  string
		spoil func(p *linko.Position)
	}{
		{"active: no meld is on the table, so round 1 has not begun, and its first seat 1 is to play, not seat 2",
			func(p *linko.Position) { p.Active = 2 }},
		{"hands[0]: seat 0 holds 14 cards", func(p *linko.Position) {
			p.Hands[0] = append(p.Hands[0], p.Pile[0])
			p.Pile = p.Pile[1:]
		}},
		{"discard: no meld is on the table", func(p *linko.Position) {
			p.Discard = p.Pile[:1]
			p.Pile = p.Pile[1:]
		}},
		{"known[1]: no meld is on the table", func(p *linko.Position) { p.Known[1] = p.Hands[1][:1] }},
		{"tableaux: no meld is on the table in phase round-over", func(p *linko.Position) {
			p.Phase = linko.PhaseRoundOver
			p.Pile = append(p.Pile, p.Hands[1]...)
			p.Hands[1] = []linko.Card{}
		}},
	} {
		p := s.Position()
		c.spoil(&p)
		_, err := linko.FromPosition(p)
		assert.ErrorIs(t, err, linko.ErrInvalidPosition, c.says)
		assert.ErrorContains(t, err, c.says)
	}
}

// TestTheTotalsOfAScoredRoundAreTheTables: once a round is scored, the
// totals hold its scores as the table shows them, on top of what the
// earlier rounds can have scored.
func TestTheTotalsOfAScoredRoundAreTheTables(t *testing.T) {
	over := playToTheEnd(t, linko.Options{Players: 2, Seed: 1})
	p := over.Position()
	p.Totals[0]--
	p.Totals[1]++ // the same sum
	_, err := linko.FromPosition(p)
	assert.ErrorIs(t, err, linko.ErrInvalidPosition)
	assert.ErrorContains(t, err, "totals[0]: seat 0 has 29 points, but scored 30 in the only round played")
	back, err := linko.FromPosition(over.Position())
	require.NoError(t, err)
	assert.True(t, back == over)
}

func TestPositionIsPlainJSON(t *testing.T) {
	s := example2(t)
	data, err := json.Marshal(s.Position())
	require.NoError(t, err)
	assert.Contains(t, string(data), `"seed":"0"`, "the seed is a string, safe in JavaScript")
	assert.Contains(t, string(data), `"tableaux":[[],["3"],["4x2","9x2"],["5","7x2"]]`)
	var p linko.Position
	require.NoError(t, json.Unmarshal(data, &p))
	back, err := linko.FromPosition(p)
	require.NoError(t, err)
	assert.True(t, back == s)
}

// TestEvolveRejectsEventsThatCannotFollow: each event is checked against
// the state, and a rejected one changes nothing.
func TestEvolveRejectsEventsThatCannotFollow(t *testing.T) {
	s := example2(t)
	afterPlay, _, _ := s.Apply(linko.Play(andre, 12, 2, 0))
	afterTake, _, _ := afterPlay.Apply(linko.Take(andre))
	for _, c := range []struct {
		state linko.State
		event linko.Event
		says  string
	}{
		{s, played(ben, meld(t, "13")), "seat 1 cannot move now: seat 0 is to play"},
		{s, played(andre, meld(t, "12x3")), "seat 0 cannot play 12x3: it holds two 12s"},
		{s, turnPassed(ben), "follow from the rules alone"},
		{s, linko.Event{Kind: 99}, "follow from the rules alone"},
		{afterPlay, attacked(andre, daniel, meld(t, "7x2")), "follow from the rules alone, but a seat is to decide (phase take-or-leave)"},
		{afterTake, drawn(claudia, linko.FromPile, 9), "the move 2:draw pile gives card-drawn seat=2 from=pile card=?"},
		{afterTake, drawn(claudia, linko.FromDisplay, 3), "there is no 3 on the display"},
		{afterTake, linko.Event{Kind: linko.CardsTaken, Seat: andre, Victim: daniel, Meld: meld(t, "7x2")}, "cannot move now"},
	} {
		next, err := c.state.Evolve(c.event)
		assert.ErrorIs(t, err, linko.ErrInvalidEvent, c.says)
		assert.ErrorContains(t, err, c.says)
		assert.True(t, next == c.state, "a rejected event changed the state")
	}
}

// TestEvolveChecksWhatFollowsByTheRules: in a settling phase only the event
// the rules call for fits.
func TestEvolveChecksWhatFollowsByTheRules(t *testing.T) {
	s := example2(t)
	mid, err := s.Evolve(played(andre, meld(t, "12x2")))
	require.NoError(t, err)
	assert.Equal(t, linko.PhaseAttacking, mid.Phase())
	assert.Equal(t, -1, mid.ToMove(), "nobody decides between two events of one move")
	assert.Nil(t, mid.LegalMoves())
	_, err = mid.Evolve(attacked(andre, daniel, meld(t, "7x2")))
	assert.ErrorContains(t, err, "the rules call for attacked seat=0 victim=2 meld=9x2")
	_, _, err = mid.Apply(linko.Take(andre))
	assert.ErrorContains(t, err, "nobody can move in the middle of a move's events")
	next, err := mid.Evolve(attacked(andre, claudia, meld(t, "9x2")))
	require.NoError(t, err)
	want, _, _ := s.Apply(linko.Play(andre, 12, 2, 0))
	assert.True(t, next == want)
}

func TestEvolveChecksDeals(t *testing.T) {
	opts := linko.Options{Players: 2, Rounds: 2, Seed: 4}
	s, _ := linko.New(opts)
	var log []linko.Event
	for s.Round() == 1 {
		var events []linko.Event
		s, events, _ = s.Apply(s.LegalMoves()[0])
		log = append(log, events...)
	}
	deal := log[len(log)-1]
	require.Equal(t, linko.RoundDealt, deal.Kind)
	before, err := linko.Fold(opts, log[:len(log)-1])
	require.NoError(t, err)

	redacted := deal.RedactFor(0)
	_, err = before.Evolve(redacted)
	assert.ErrorContains(t, err, "is not a card of the game", "a redacted deal cannot be played")
	short := deal
	short.Deal, _ = deal.Deal.Split(100)
	_, err = before.Evolve(short)
	assert.ErrorContains(t, err, "the deal has 100 cards, not 109")
	wrongRound := deal
	wrongRound.Round = 3
	_, err = before.Evolve(wrongRound)
	assert.ErrorIs(t, err, linko.ErrInvalidEvent)

	after, err := before.Evolve(deal)
	require.NoError(t, err)
	assert.True(t, after == s)
}

func TestReplayAndFoldNameTheBrokenStep(t *testing.T) {
	opts := linko.Options{Players: 3, Seed: 9}
	s, _ := linko.New(opts)
	var moves []linko.Move
	var events []linko.Event
	for range 10 {
		m := s.LegalMoves()[0]
		var evs []linko.Event
		s, evs, _ = s.Apply(m)
		moves, events = append(moves, m), append(events, evs...)
	}
	moves[4].Seat = 9
	_, _, err := linko.Replay(opts, moves)
	assert.ErrorIs(t, err, linko.ErrIllegalMove)
	assert.ErrorContains(t, err, "move 4 (9:")

	events[6].Seat = (events[6].Seat + 1) % 3
	_, err = linko.Fold(opts, events)
	assert.ErrorIs(t, err, linko.ErrInvalidEvent)
	assert.ErrorContains(t, err, "event 6:")

	_, _, err = linko.Replay(linko.Options{Players: 1}, nil)
	assert.ErrorIs(t, err, linko.ErrInvalidOptions)
}

func TestPhaseTextRoundTripsAndRejectsUnknownNames(t *testing.T) {
	gametest.CheckNameText(t, linko.PhaseOver, linko.Phase(99), `"bogus" is not a phase: use play, take-or-leave, take-back-or-discard, draw, attacking, refilling, round-over, between-rounds, over`, "linko: cannot marshal Phase(99)")
}
