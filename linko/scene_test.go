package linko_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/linko"
)

// scene is a table set up by hand, as the rulebook's examples are. The cards
// it does not place go to the draw pile (pileTop first, then the rest from
// the lowest), except that with pileSize >= 0 the pile holds that many and
// the rest go to the discard pile.
type scene struct {
	players  int
	active   int
	hands    []string // one per seat: cards, such as "12 12 3 J"
	tableaux []string // one per seat: melds bottom first, such as "4x2 9x2"
	display  string   // "": the first six cards left over
	pileTop  string
	pileSize int // -1: every card left over
}

func cards(t testing.TB, s string) []linko.Card {
	t.Helper()
	var out []linko.Card
	for _, f := range strings.Fields(s) {
		c, err := linko.ParseCard(f)
		require.NoError(t, err)
		out = append(out, c)
	}
	return out
}

func meld(t testing.TB, s string) linko.Meld {
	t.Helper()
	m, err := linko.ParseMeld(s)
	require.NoError(t, err)
	return m
}

// position returns the scene's position, seat sc.active to play.
func (sc scene) position(t testing.TB) linko.Position {
	t.Helper()
	left := map[linko.Card]int{linko.Joker: linko.NumJokers}
	for c := linko.Card(1); c <= 13; c++ {
		left[c] = linko.CopiesEach
	}
	take := func(cs ...linko.Card) []linko.Card {
		for _, c := range cs {
			left[c]--
			require.GreaterOrEqual(t, left[c], 0, "the scene uses more cards %v than there are", c)
		}
		return cs
	}
	p := linko.Position{
		Options:  linko.Options{Players: sc.players, Rounds: 1},
		Round:    1,
		Phase:    linko.PhasePlay,
		Active:   sc.active,
		Victim:   -1,
		Hands:    make([][]linko.Card, sc.players),
		Known:    make([][]linko.Card, sc.players),
		Tableaux: make([][]linko.Meld, sc.players),
		Totals:   make([]int, sc.players),
	}
	for seat := range sc.players {
		p.Hands[seat] = take(cards(t, sc.hands[seat])...)
		for _, f := range strings.Fields(sc.tableaux[seat]) {
			m := meld(t, f)
			for range m.Count {
				take(m.Value)
			}
			for range m.Jokers {
				take(linko.Joker)
			}
			p.Tableaux[seat] = append(p.Tableaux[seat], m)
		}
	}
	display := take(cards(t, sc.display)...)
	p.Pile = take(cards(t, sc.pileTop)...)
	var rest []linko.Card
	for c := linko.Card(1); c <= linko.Joker; c++ {
		for range left[c] {
			rest = append(rest, c)
		}
	}
	if sc.display == "" {
		display, rest = rest[:linko.DisplaySize], rest[linko.DisplaySize:]
	}
	copy(p.Display[:], display)
	p.Pile = append(p.Pile, rest...)
	if sc.pileSize >= 0 && sc.pileSize < len(p.Pile) {
		p.Discard = slices.Clone(p.Pile[sc.pileSize:])
		p.Pile = p.Pile[:sc.pileSize]
	}
	return p
}

func (sc scene) state(t testing.TB) linko.State {
	t.Helper()
	s, err := linko.FromPosition(sc.position(t))
	require.NoError(t, err)
	return s
}

func played(seat int, m linko.Meld) linko.Event {
	return linko.Event{Kind: linko.CardsPlayed, Seat: seat, Meld: m}
}

func attacked(attacker, victim int, m linko.Meld) linko.Event {
	return linko.Event{Kind: linko.Attacked, Seat: attacker, Victim: victim, Meld: m}
}

func turnPassed(seat int) linko.Event { return linko.Event{Kind: linko.TurnPassed, Seat: seat} }

func drawn(seat int, from linko.Source, c linko.Card) linko.Event {
	return linko.Event{Kind: linko.CardDrawn, Seat: seat, From: from, Card: c}
}
