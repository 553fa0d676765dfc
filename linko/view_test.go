package linko_test

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
)

// randomState plays a random stretch of a random game.
func randomState(t *rapid.T) linko.State {
	s, err := linko.New(options().Draw(t, "options"))
	require.NoError(t, err)
	return gametest.Walk(t, s, 400, drawFrom(t))
}

// TestViewsShowNothingHidden: swap a card of the draw pile with a card of
// another seat's hand that nobody has seen enter it, and change the seed:
// the seat's View does not change, though the other seat's does.
func TestViewsShowNothingHidden(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		p := s.Position()
		n := len(p.Hands)
		seat := rapid.IntRange(0, n-1).Draw(t, "seat")
		other := (seat + rapid.IntRange(1, n-1).Draw(t, "other")) % n
		if len(p.Pile) == 0 {
			t.Skip("no pile to swap with")
		}
		k := rapid.IntRange(0, len(p.Pile)-1).Draw(t, "pile card")
		var unseen []int // indexes of other's cards beyond what is known
		known := map[linko.Card]int{}
		for _, c := range p.Known[other] {
			known[c]++
		}
		for i, c := range p.Hands[other] {
			if known[c] > 0 {
				known[c]--
			} else if c != p.Pile[k] {
				unseen = append(unseen, i)
			}
		}
		if len(unseen) == 0 {
			t.Skip("every card of the other hand is known or equal to the pile card")
		}
		i := rapid.SampledFrom(unseen).Draw(t, "hand card")
		p.Hands[other][i], p.Pile[k] = p.Pile[k], p.Hands[other][i]
		p.Options.Seed++
		swapped, err := linko.FromPosition(p)
		require.NoError(t, err)

		assert.Equal(t, s.View(seat), swapped.View(seat), "the View of seat %d shows a hidden card", seat)
		assert.NotEqual(t, s.View(other), swapped.View(other), "the test swapped nothing")
	})
}

// TestRedactedEventsNameNoHiddenCard: in random games of several rounds, an
// event redacted for a seat names no card of the pile or of another hand.
func TestRedactedEventsNameNoHiddenCard(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(linko.MinPlayers, linko.MaxPlayers).Draw(t, "players")
		opts := linko.Options{Players: players, Rounds: players, Seed: rapid.Uint64().Draw(t, "seed")}
		s, err := linko.New(opts)
		require.NoError(t, err)
		for !s.Over() {
			moves := s.LegalMoves()
			var events []linko.Event
			s, events, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
			for _, e := range events {
				for seat := range players {
					checkRedacted(t, e, e.RedactFor(seat), seat, s)
				}
			}
		}
	})
}

func checkRedacted(t *rapid.T, e, r linko.Event, seat int, after linko.State) {
	switch {
	case e.Kind == linko.CardDrawn && e.From == linko.FromPile && e.Seat != seat:
		require.Equal(t, linko.Hidden, r.Card, "seat %d sees seat %d's draw", seat, e.Seat)
		r.Card = e.Card
		require.Equal(t, e, r, "redaction changed more than the card")
	case e.Kind == linko.RoundDealt:
		// The redacted deal shows the seat's hand and the display, and
		// nothing else.
		var shown []linko.Card
		for c := range r.Deal.All() {
			if c != linko.Hidden {
				shown = append(shown, c)
			}
		}
		display := after.Display()
		want := append(after.Hand(seat), display[:]...)
		require.ElementsMatch(t, want, shown, "seat %d's redacted deal", seat)
	default:
		require.Equal(t, e, r, "a public event was redacted")
	}
}

// TestKnownCardsAreThoseSeenEnteringAHand: cards taken are known to all until
// plays of the same value may have used them.
func TestKnownCardsAreThoseSeenEnteringAHand(t *testing.T) {
	s := scene{
		players: 2, hands: []string{"10 10 9 9 9 1", "2 3"}, tableaux: []string{"", "4x2"},
		display: "9 8 7 6 5 J", pileSize: -1,
	}.state(t)
	s, _, _ = s.Apply(linko.Play(0, 10, 2, 0))
	s, _, _ = s.Apply(linko.Take(0))
	s, _, _ = s.Apply(linko.DrawFromDisplay(1, linko.Joker))
	s, _, _ = s.Apply(linko.DrawFromPile(1))
	v := s.View(1)
	assert.Equal(t, cards(t, "4 4"), v.Known[0], "seat 0 took the 4s")
	assert.Equal(t, cards(t, "J"), v.Known[1], "seat 1 drew the joker from the display, not the pile card")
	assert.Equal(t, []int{6, 4}, v.HandSizes)

	// Seat 1 plays a joker: it could be the one seen, so none is known.
	s, _, err := s.Apply(linko.Play(1, 0, 0, 1))
	require.NoError(t, err)
	assert.Empty(t, s.View(0).Known[1])
}

func TestViewOfASeat(t *testing.T) {
	s := example2(t)
	v := s.View(ben)
	assert.Equal(t, cards(t, "5 6 13"), v.Hand)
	assert.Equal(t, []int{4, 3, 3, 3}, v.HandSizes)
	assert.Equal(t, [][]linko.Meld{{}, {meld(t, "3")}, {meld(t, "4x2"), meld(t, "9x2")}, {meld(t, "5"), meld(t, "7x2")}}, v.Tableaux)
	assert.Nil(t, v.LegalMoves(), "Ben is not to move")
	assert.Equal(t, s.LegalMoves(), s.View(andre).LegalMoves())

	data, err := json.Marshal(v)
	require.NoError(t, err)
	var back linko.View
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, v, back)
	assert.NotContains(t, string(data), "seed", "a View must not carry the seed, which would reveal the deck")
}

// TestHeadingsAfterTheDotBeginWithACapital: in every language, each part
// of the picture's first line after a "·" begins with a capital, the
// seat's as the round's ("Linko! · Manche 1 sur 2 · Vous êtes le
// joueur 1"), as LINX's headings do (the Italian editor's "· Sei").
func TestHeadingsAfterTheDotBeginWithACapital(t *testing.T) {
	s, err := linko.New(linko.Options{Players: 2, Rounds: 2, Seed: 3})
	require.NoError(t, err)
	for _, l := range lang.All() {
		for _, seat := range []int{0, -1} {
			head, _, _ := strings.Cut(s.View(seat).Text(l), "\n")
			parts := strings.Split(head, " · ")
			require.Len(t, parts, 3, "%s: %q", l, head)
			for _, p := range parts {
				r, _ := utf8.DecodeRuneInString(p)
				require.True(t, unicode.IsUpper(r), "%s: %q in %q", l, p, head)
			}
		}
	}
}

// TestTableNamesEveryRowWhereOneIsNamed: where a seat has a name, an
// unnamed seat's row names it as the narration does ("3 Seat 3"), not by
// its number alone; with no name at all, the numbers stand alone.
func TestTableNamesEveryRowWhereOneIsNamed(t *testing.T) {
	s, err := linko.New(linko.Options{Players: 3, Seed: 3})
	require.NoError(t, err)
	rows := func(v linko.View) []string {
		lines := strings.Split(v.Text(lang.English), "\n")
		return lines[3:6] // the heading, the piles, the columns' names
	}
	named := rows(s.View(0).Named([]string{"", "Ana"}))
	assert.Contains(t, named[0], "1 Seat 1 (you)")
	assert.Contains(t, named[1], "2 Ana")
	assert.Contains(t, named[2], "3 Seat 3")
	plain := rows(s.View(0))
	assert.Contains(t, plain[0], "1 (you)")
	assert.NotContains(t, plain[2], "Seat")
	// Two computers: each row says which, as the sentences do, by its
	// seat's number ("Computer 3" at seat 3).
	computers := rows(s.View(0).Named([]string{"", "\x00computer", "\x00computer"}))
	assert.Contains(t, computers[1], "2 Computer 2")
	assert.Contains(t, computers[2], "3 Computer 3")
}
