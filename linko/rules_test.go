package linko_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
)

// The rulebook's example 2: André, Ben, Claudia and Daniel sit clockwise.
const (
	andre = iota
	ben
	claudia
	daniel
)

func example2(t *testing.T) linko.State {
	return scene{
		players:  4,
		active:   andre,
		hands:    []string{"12 12 1 2", "13 5 6", "1 1 3", "2 2 6"},
		tableaux: []string{"", "3", "4x2 9x2", "5 7x2"},
		display:  "10 10 11 11 8 8",
		pileTop:  "6 6",
		pileSize: -1,
	}.state(t)
}

// TestRulebookExample2a: André plays 12,12. Ben's single 3 has another
// count: no attack. Claudia's 9,9 is attacked and taken, and she draws two.
// Daniel's 7,7 is attacked and left; he takes it back. Claudia's 4,4, bare
// once her 9,9 is gone, is not attacked: each opponent is compared once.
func TestRulebookExample2a(t *testing.T) {
	s := example2(t)
	s = gametest.Applies(t, s, linko.Play(andre, 12, 2, 0),
		played(andre, meld(t, "12x2")),
		attacked(andre, claudia, meld(t, "9x2")))
	require.Equal(t, []linko.Move{linko.Take(andre), linko.Leave(andre)}, s.LegalMoves())

	s = gametest.Applies(t, s, linko.Take(andre),
		linko.Event{Kind: linko.CardsTaken, Seat: andre, Victim: claudia, Meld: meld(t, "9x2")})
	assert.Equal(t, cards(t, "1 2 9 9"), s.Hand(andre), "the 9s went to André's hand")
	assert.Equal(t, []linko.Meld{meld(t, "4x2")}, s.Tableau(claudia))
	assert.Equal(t, claudia, s.ToMove(), "Claudia draws")
	assert.Equal(t, 2, s.Draws())

	s = gametest.Applies(t, s, linko.DrawFromPile(claudia), drawn(claudia, linko.FromPile, 6))
	s = gametest.Applies(t, s, linko.DrawFromDisplay(claudia, 10),
		drawn(claudia, linko.FromDisplay, 10),
		linko.Event{Kind: linko.DisplayRefilled, Display: [6]linko.Card{6, 10, 11, 11, 8, 8}},
		attacked(andre, daniel, meld(t, "7x2")))

	s = gametest.Applies(t, s, linko.Leave(andre),
		linko.Event{Kind: linko.CardsLeft, Seat: andre, Victim: daniel, Meld: meld(t, "7x2")})
	require.Equal(t, []linko.Move{linko.TakeBack(daniel), linko.Discard(daniel)}, s.LegalMoves())
	s = gametest.Applies(t, s, linko.TakeBack(daniel),
		linko.Event{Kind: linko.CardsTakenBack, Seat: daniel, Meld: meld(t, "7x2")},
		turnPassed(ben))
	assert.Equal(t, cards(t, "2 2 6 7 7"), s.Hand(daniel), "taken back: no draw")
	assert.Equal(t, []linko.Meld{meld(t, "5")}, s.Tableau(daniel))

	// Example 2b: Ben plays a 13. Claudia's 4,4 and André's 12,12 have
	// other counts; Daniel's bare single 5 is attacked.
	gametest.Applies(t, s, linko.Play(ben, 13, 1, 0),
		played(ben, meld(t, "13")),
		attacked(ben, daniel, meld(t, "5")))
}

// TestLeftMeldsAreDiscardedAndReplaced: the variant of example 2a where
// Daniel discards the 7,7 André left, and draws two instead.
func TestLeftMeldsAreDiscardedAndReplaced(t *testing.T) {
	s := example2(t)
	s, _, _ = s.Apply(linko.Play(andre, 12, 2, 0))
	s, _, _ = s.Apply(linko.Leave(andre))
	s, _, _ = s.Apply(linko.TakeBack(claudia))
	require.Equal(t, daniel, s.Victim())
	s, _, _ = s.Apply(linko.Leave(andre))
	s = gametest.Applies(t, s, linko.Discard(daniel),
		linko.Event{Kind: linko.CardsDiscarded, Seat: daniel, Meld: meld(t, "7x2")})
	assert.Equal(t, cards(t, "7 7"), s.Discard())
	assert.Equal(t, 2, s.Draws())
	s = gametest.Applies(t, s, linko.DrawFromPile(daniel), drawn(daniel, linko.FromPile, 6))
	s = gametest.Applies(t, s, linko.DrawFromPile(daniel),
		drawn(daniel, linko.FromPile, 6),
		turnPassed(ben))
	assert.Equal(t, cards(t, "2 2 6 6 6"), s.Hand(daniel))
}

func TestTwoJokersBeatTwoThirteens(t *testing.T) {
	s := scene{players: 2, hands: []string{"J J 1", "2"}, tableaux: []string{"", "13x2"}, pileSize: -1}.state(t)
	gametest.Applies(t, s, linko.Play(0, 0, 0, 2),
		played(0, meld(t, "Jx2")),
		attacked(0, 1, meld(t, "13x2")))
}

// TestThreeSixesAndAJokerAreFourSixes: a joker joins the sixes as a six; the
// meld attacks four fives but not four sevens, nor four sixes.
func TestThreeSixesAndAJokerAreFourSixes(t *testing.T) {
	m := meld(t, "6x3+J")
	assert.Equal(t, 4, m.Size())
	assert.Equal(t, 6, m.Rank())
	s := scene{
		players:  4,
		hands:    []string{"6 6 6 J 1", "2", "2", "2"},
		tableaux: []string{"", "7x4", "6x2+Jx2", "5x3+J"},
		pileSize: -1,
	}.state(t)
	gametest.Applies(t, s, linko.Play(0, 6, 3, 1), played(0, m), attacked(0, 3, meld(t, "5x3+J")))
}

func TestJokersAloneAreWorthFourteen(t *testing.T) {
	assert.Equal(t, 14, meld(t, "J").Rank())
	assert.True(t, meld(t, "J").Beats(meld(t, "13")))
	assert.False(t, meld(t, "13").Beats(meld(t, "J")), "nothing beats jokers alone")
	assert.False(t, meld(t, "Jx2").Beats(meld(t, "Jx2")))
}

// Rules players forget, each a test.

func TestAttacksAreCompulsory(t *testing.T) {
	s := scene{players: 2, hands: []string{"10 1", "2"}, tableaux: []string{"", "4"}, pileSize: -1}.state(t)
	s, _, err := s.Apply(linko.Play(0, 10, 1, 0))
	require.NoError(t, err)
	assert.Equal(t, linko.PhaseTakeOrLeave, s.Phase(), "the attack happens without being asked for")
	assert.Equal(t, []linko.Move{linko.Take(0), linko.Leave(0)}, s.LegalMoves(), "no way to skip it")
	_, _, err = s.Apply(linko.Play(0, 1, 1, 0))
	assert.ErrorIs(t, err, linko.ErrIllegalMove)
}

func TestASingleCardAttacks(t *testing.T) {
	s := scene{players: 2, hands: []string{"10 1", "2"}, tableaux: []string{"", "4"}, pileSize: -1}.state(t)
	gametest.Applies(t, s, linko.Play(0, 10, 1, 0), played(0, meld(t, "10")), attacked(0, 1, meld(t, "4")))
}

// TestAttacksHappenFromTheFirstTurn: on an empty table the first play
// attacks nobody, and the second seat's play attacks the first at once.
func TestAttacksHappenFromTheFirstTurn(t *testing.T) {
	s := scene{players: 3, hands: []string{
		"4 1 1 1 1 2 2 2 2 3 3 3 3", "9 5 5 5 5 6 6 6 6 7 7 7 7", "8 8 8 8 10 10 10 10 11 11 11 11 12",
	}, tableaux: []string{"", "", ""}, pileSize: -1}.state(t)
	s = gametest.Applies(t, s, linko.Play(0, 4, 1, 0), played(0, meld(t, "4")), turnPassed(1))
	gametest.Applies(t, s, linko.Play(1, 9, 1, 0), played(1, meld(t, "9")), attacked(1, 0, meld(t, "4")))
}

func TestOnePlayPerTurn(t *testing.T) {
	s := scene{players: 2, hands: []string{"4 5 1 1 1 1 2 2 2 2 3 3 3", "9 6 6 6 6 7 7 7 7 8 8 8 8"},
		tableaux: []string{"", ""}, pileSize: -1}.state(t)
	s, _, _ = s.Apply(linko.Play(0, 4, 1, 0))
	assert.Equal(t, 1, s.ToMove())
	_, _, err := s.Apply(linko.Play(0, 5, 1, 0))
	assert.ErrorIs(t, err, linko.ErrIllegalMove)
	assert.ErrorContains(t, err, "seat 0 cannot move now: seat 1 is to play")
}

// TestOnlyTheNewMeldAttacks: a meld under the new one does not attack,
// though it would beat a top meld.
func TestOnlyTheNewMeldAttacks(t *testing.T) {
	s := scene{players: 2, hands: []string{"3 1", "2"}, tableaux: []string{"13", "12"}, pileSize: -1}.state(t)
	gametest.Applies(t, s, linko.Play(0, 3, 1, 0), played(0, meld(t, "3")), turnPassed(1))
}

// TestABaredMeldDoesNotAttack: seat 0's 10,10 takes seat 1's 9,9 and bares
// its 12,12, which would beat seat 2's 11,11; only the active seat attacks,
// so it does not.
func TestABaredMeldDoesNotAttack(t *testing.T) {
	s := scene{
		players:  3,
		hands:    []string{"10 10 1", "2", "2"},
		tableaux: []string{"", "12x2 9x2", "11x2"},
		pileSize: -1,
	}.state(t)
	s = gametest.Applies(t, s, linko.Play(0, 10, 2, 0), played(0, meld(t, "10x2")), attacked(0, 1, meld(t, "9x2")))
	s, _, _ = s.Apply(linko.Take(0))
	s, _, _ = s.Apply(linko.DrawFromPile(1))
	_, events, err := s.Apply(linko.DrawFromPile(1))
	require.NoError(t, err)
	assert.Equal(t, turnPassed(1), events[len(events)-1], "no attack from the bared 12,12")
}

func TestOnlyTopMeldsAreCompared(t *testing.T) {
	s := scene{players: 2, hands: []string{"5 1", "2"}, tableaux: []string{"", "4 9"}, pileSize: -1}.state(t)
	gametest.Applies(t, s, linko.Play(0, 5, 1, 0), played(0, meld(t, "5")), turnPassed(1))
}

func TestEqualValuesDoNotAttack(t *testing.T) {
	s := scene{players: 2, hands: []string{"5 1", "2"}, tableaux: []string{"", "5"}, pileSize: -1}.state(t)
	gametest.Applies(t, s, linko.Play(0, 5, 1, 0), played(0, meld(t, "5")), turnPassed(1))
}

// TestAttackedCardsNeverStay: taken, taken back or discarded, the attacked
// meld leaves the victim's tableau.
func TestAttackedCardsNeverStay(t *testing.T) {
	for _, c := range []struct {
		name   string
		moves  []linko.Move
		hand0  []linko.Card
		hand1  []linko.Card
		discrd []linko.Card
	}{
		{"taken", []linko.Move{linko.Take(0)}, cards(t, "1 4"), cards(t, "2"), nil},
		{"taken back", []linko.Move{linko.Leave(0), linko.TakeBack(1)}, cards(t, "1"), cards(t, "2 4"), nil},
		{"discarded", []linko.Move{linko.Leave(0), linko.Discard(1)}, cards(t, "1"), cards(t, "2"), cards(t, "4")},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := scene{players: 2, hands: []string{"10 1", "2"}, tableaux: []string{"", "3 4"}, pileSize: -1}.state(t)
			s, _, _ = s.Apply(linko.Play(0, 10, 1, 0))
			for _, m := range c.moves {
				var err error
				s, _, err = s.Apply(m)
				require.NoError(t, err)
			}
			assert.Equal(t, []linko.Meld{meld(t, "3")}, s.Tableau(1))
			assert.Equal(t, c.hand0, s.Hand(0))
			assert.Subset(t, s.Hand(1), c.hand1)
			assert.Equal(t, c.discrd, s.Discard())
		})
	}
}

// TestTheDiscardPileIsNeverReshuffled: with the draw pile empty, the display
// is the only place to draw from, however full the discard pile.
func TestTheDiscardPileIsNeverReshuffled(t *testing.T) {
	s := scene{
		players: 2, hands: []string{"10 1", "2"}, tableaux: []string{"", "4"},
		display: "7 7 3", pileSize: 0,
	}.state(t)
	s, _, _ = s.Apply(linko.Play(0, 10, 1, 0))
	s, _, _ = s.Apply(linko.Take(0))
	assert.Equal(t, []linko.Move{linko.DrawFromDisplay(1, 3), linko.DrawFromDisplay(1, 7)}, s.LegalMoves())
	_, _, err := s.Apply(linko.DrawFromPile(1))
	assert.ErrorContains(t, err, "the draw pile is empty")
}

// TestEqualDisplayCardsAreOneChoice: the display offers each value once.
func TestEqualDisplayCardsAreOneChoice(t *testing.T) {
	s := scene{
		players: 2, hands: []string{"10 1", "2"}, tableaux: []string{"", "4"},
		display: "7 7 7 3 3 J", pileSize: -1,
	}.state(t)
	s, _, _ = s.Apply(linko.Play(0, 10, 1, 0))
	s, _, _ = s.Apply(linko.Take(0))
	assert.Equal(t, []linko.Move{
		linko.DrawFromPile(1), linko.DrawFromDisplay(1, 3), linko.DrawFromDisplay(1, 7), linko.DrawFromDisplay(1, linko.Joker),
	}, s.LegalMoves())
}

// TestTheDisplayIsRefilledOnlyAfterTheLastDraw: a victim drawing two display
// cards sees the first gap stay open until it has drawn both.
func TestTheDisplayIsRefilledOnlyAfterTheLastDraw(t *testing.T) {
	s := scene{
		players: 2, hands: []string{"10 10 1", "2"}, tableaux: []string{"", "4x2"},
		display: "7 8 9 11 12 13", pileTop: "5 6", pileSize: -1,
	}.state(t)
	s, _, _ = s.Apply(linko.Play(0, 10, 2, 0))
	s, _, _ = s.Apply(linko.Take(0))
	s = gametest.Applies(t, s, linko.DrawFromDisplay(1, 8), drawn(1, linko.FromDisplay, 8))
	assert.Equal(t, [6]linko.Card{7, linko.Hidden, 9, 11, 12, 13}, s.Display(), "no refill between draws")
	assert.NotContains(t, s.LegalMoves(), linko.DrawFromDisplay(1, 5), "the pile's top is not on the display")
	s = gametest.Applies(t, s, linko.DrawFromDisplay(1, 12),
		drawn(1, linko.FromDisplay, 12),
		linko.Event{Kind: linko.DisplayRefilled, Display: [6]linko.Card{7, 5, 9, 11, 6, 13}},
		turnPassed(1))
	assert.Equal(t, [6]linko.Card{7, 5, 9, 11, 6, 13}, s.Display())
}

// End conditions.

// TestAnEmptyHandEndsTheGameWithoutAttack: the last card ends the game at
// once, though the meld would attack.
func TestAnEmptyHandEndsTheGameWithoutAttack(t *testing.T) {
	s := scene{players: 2, hands: []string{"9", "2 3"}, tableaux: []string{"5x2", "4"}, pileSize: -1}.state(t)
	s = gametest.Applies(t, s, linko.Play(0, 9, 1, 0),
		played(0, meld(t, "9")),
		linko.Event{Kind: linko.RoundEnded, Round: 1, Players: 2, Scores: [5]int{3, -1}, Ending: linko.HandEmptied, Seat: 0, Last: true},
		linko.Event{Kind: linko.GameEnded, Players: 2, Scores: [5]int{3, -1}, Ending: linko.HandEmptied, Seat: 0})
	assert.True(t, s.Over())
	assert.Equal(t, -1, s.ToMove())
	assert.Nil(t, s.LegalMoves())
	assert.Equal(t, []int{3, -1}, s.Scores())
	assert.Equal(t, []int{0}, s.Winners())
}

// TestTheGameEndsInTheMiddleOfADraw: the draw that empties the display and
// the draw pile ends the game; the rest of the draw and the attack still
// due are dropped.
func TestTheGameEndsInTheMiddleOfADraw(t *testing.T) {
	s := scene{
		players:  3,
		hands:    []string{"10 10 10 1", "2", "2"},
		tableaux: []string{"", "5x3", "6x3"},
		display:  "7 8", pileSize: 0,
	}.state(t)
	s, events, _ := s.Apply(linko.Play(0, 10, 3, 0))
	require.Equal(t, attacked(0, 1, meld(t, "5x3")), events[1], "seat 2 is attacked only after seat 1")
	s, _, _ = s.Apply(linko.Take(0))
	require.Equal(t, 3, s.Draws())
	s = gametest.Applies(t, s, linko.DrawFromDisplay(1, 7), drawn(1, linko.FromDisplay, 7))
	s = gametest.Applies(t, s, linko.DrawFromDisplay(1, 8),
		drawn(1, linko.FromDisplay, 8),
		linko.Event{Kind: linko.RoundEnded, Round: 1, Players: 3, Scores: [5]int{-1, -3, 2}, Ending: linko.CardsOut, Last: true},
		linko.Event{Kind: linko.GameEnded, Players: 3, Scores: [5]int{-1, -3, 2}, Ending: linko.CardsOut})
	assert.Equal(t, []linko.Meld{meld(t, "6x3")}, s.Tableau(2), "the attack on seat 2 was dropped")
	assert.Equal(t, []int{2}, s.Winners())
}

// TestScoresIgnoreValuesAndTiesShareTheWin: +1 a tableau card, -1 a hand
// card, whatever the values; equal best scores all win.
func TestScoresIgnoreValuesAndTiesShareTheWin(t *testing.T) {
	s := scene{players: 3, hands: []string{"9", "1 1 1", "13 J"}, tableaux: []string{"5x2", "2x3 3x3", "Jx3 13"}, pileSize: -1}.state(t)
	assert.Equal(t, []int{1, 3, 2}, s.Scores(), "running scores")
	s, _, err := s.Apply(linko.Play(0, 9, 1, 0))
	require.NoError(t, err)
	assert.Equal(t, []int{3, 3, 2}, s.Scores())
	assert.Equal(t, []int{0, 1}, s.Winners())
}

// Several rounds.

func TestOptionsAreChecked(t *testing.T) {
	for _, c := range []struct {
		opts linko.Options
		ok   bool
	}{
		{linko.Options{Players: 2}, true},
		{linko.Options{Players: 5, FirstSeat: 4}, true},
		{linko.Options{Players: 3, Rounds: 3}, true},
		{linko.Options{Players: 3, Rounds: 6}, true},
		{linko.Options{Players: 1}, false},
		{linko.Options{Players: 6}, false},
		{linko.Options{Players: 3, FirstSeat: 3}, false},
		{linko.Options{Players: 3, FirstSeat: -1}, false},
		{linko.Options{Players: 3, Rounds: 2}, false},
		{linko.Options{Players: 3, Rounds: -3}, false},
		{linko.Options{Players: 2, Rounds: 102}, false},
	} {
		s, err := linko.New(c.opts)
		if c.ok {
			assert.NoError(t, err, "%+v", c.opts)
			assert.Equal(t, max(1, c.opts.Rounds), s.Options().Rounds)
		} else {
			assert.ErrorIs(t, err, linko.ErrInvalidOptions, "%+v", c.opts)
		}
	}
}

// TestNewDealsThirteenEachAndSixFaceUp: the deal, one card at a time from the
// first seat.
func TestNewDealsThirteenEachAndSixFaceUp(t *testing.T) {
	for players := linko.MinPlayers; players <= linko.MaxPlayers; players++ {
		s, err := linko.New(linko.Options{Players: players, Seed: 7, FirstSeat: players - 1})
		require.NoError(t, err)
		for seat := range players {
			assert.Equal(t, linko.HandSize, s.HandSize(seat))
			assert.Empty(t, s.Tableau(seat))
		}
		assert.NotContains(t, s.Display(), linko.Hidden)
		assert.Equal(t, linko.NumCards-linko.HandSize*players-linko.DisplaySize, s.PileSize())
		assert.Empty(t, s.Discard())
		assert.Equal(t, players-1, s.ToMove(), "FirstSeat begins")
		assert.Equal(t, -13*players, sum(s.Scores()))
	}
}

func sum(xs []int) int {
	total := 0
	for _, x := range xs {
		total += x
	}
	return total
}

// TestLogsWithoutEndingsStillFold: a log written before RoundEnded told
// whether the round was the last, or before RoundEnded and GameEnded told
// why a round ended, folds to the same state, the ending and Last serving
// sentences alone; a wrong ending, or a round called the last that is
// not, is refused.
func TestLogsWithoutEndingsStillFold(t *testing.T) {
	opts := linko.Options{Players: 3, Rounds: 3, Seed: 9}
	var log, withoutLast, older []linko.Event
	for _, move := range randomGame(t, opts) {
		log = append(log, move...)
	}
	ends, lasts := 0, 0
	for _, e := range log {
		if e.Kind == linko.RoundEnded && e.Last {
			lasts++
		}
		e.Last = false
		withoutLast = append(withoutLast, e)
		if e.Kind == linko.RoundEnded || e.Kind == linko.GameEnded {
			require.NotZero(t, e.Ending, "%v", e)
			e.Ending, e.Seat = 0, 0
			ends++
		}
		older = append(older, e)
	}
	require.Equal(t, 4, ends, "three rounds and the game")
	require.Equal(t, 1, lasts, "the third round alone is the last")
	want, err := linko.Fold(opts, log)
	require.NoError(t, err)
	for _, l := range [][]linko.Event{withoutLast, older} {
		got, err := linko.Fold(opts, l)
		require.NoError(t, err)
		assert.Equal(t, want, got)
	}
	last := len(log) - 1
	wrong := append([]linko.Event(nil), log...)
	wrong[last].Ending, wrong[last].Seat = linko.CardsOut+linko.HandEmptied-wrong[last].Ending, 0
	_, err = linko.Fold(opts, wrong)
	assert.ErrorIs(t, err, linko.ErrInvalidEvent)
	first := slices.IndexFunc(log, func(e linko.Event) bool { return e.Kind == linko.RoundEnded })
	wrong = append([]linko.Event(nil), log...)
	wrong[first].Last = true
	_, err = linko.Fold(opts, wrong)
	assert.ErrorIs(t, err, linko.ErrInvalidEvent, "round 1 of 3 is not the last")
}
