package linko_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/rng"
)

// randomGame plays a game of random moves and returns its events, move
// by move.
func randomGame(t *testing.T, opts linko.Options) [][]linko.Event {
	s, err := linko.New(opts)
	require.NoError(t, err)
	r := rng.New(opts.Seed)
	var moves [][]linko.Event
	for !s.Over() {
		m, ok := s.RandomMove(&r)
		require.True(t, ok)
		var events []linko.Event
		s, events, err = s.Apply(m)
		require.NoError(t, err)
		moves = append(moves, events)
	}
	return moves
}

// TestEveryLanguageTellsEveryEvent: random games of every size hold every
// kind of event, and each is told in every language, to every seat and to
// a spectator, with no English left in another language and nothing the
// reader may not see.
func TestEveryLanguageTellsEveryEvent(t *testing.T) {
	kinds := map[linko.EventKind]bool{}
	for seed := range uint64(8) {
		opts := linko.Options{Players: 2 + int(seed%4), Seed: seed}
		if seed%4 == 0 {
			opts.Rounds = opts.Players
		}
		var events []linko.Event
		for _, move := range randomGame(t, opts) {
			events = append(events, move...)
		}
		for _, e := range events {
			kinds[e.Kind] = true
		}
		gametest.CheckNarration(t, events, opts.Players, []string{"Ana", "", "Bo", "Cy", "Di"})
	}
	// What random games seldom show: a drawn 8 or 11 (an elided article),
	// a lone joker, an empty display, a tie, a game without scores.
	deal := make([]linko.Card, linko.NumCards)
	for i := range deal {
		deal[i] = linko.Card(1 + i%13)
	}
	gametest.CheckNarration(t, []linko.Event{
		{Kind: linko.CardDrawn, Seat: 1, From: linko.FromDisplay, Card: 8},
		{Kind: linko.Attacked, Seat: 0, Victim: 1, Meld: linko.Meld{Value: 11, Count: 1, Jokers: 1}},
		{Kind: linko.CardsTaken, Seat: 0, Victim: 1, Meld: linko.Meld{Jokers: 2}},
		{Kind: linko.DisplayRefilled},
		{Kind: linko.RoundDealt, Round: 1, Seat: 1, Players: 2, Deal: deck.Of(deal...)},
		{Kind: linko.GameEnded, Players: 3, Scores: [5]int{4, 4, -1}},
		{Kind: linko.GameEnded},
		{Kind: linko.RoundEnded, Round: 1, Players: 3, Scores: [5]int{4, 4, -1}, Ending: linko.HandEmptied, Seat: 1},
		{Kind: linko.RoundEnded, Round: 1, Players: 3, Scores: [5]int{4, 4, -1}, Ending: linko.CardsOut},
		{Kind: linko.RoundEnded, Round: 2, Players: 3, Scores: [5]int{4, 4, -1}, Ending: linko.HandEmptied, Seat: 2, Last: true},
		{Kind: linko.GameEnded, Players: 3, Scores: [5]int{4, 4, -1}, Ending: linko.HandEmptied, Seat: 0},
		{},
	}, 3, []string{"Ana", "Émile", "Bo"})
	for kind := linko.CardsPlayed; kind <= linko.GameEnded; kind++ {
		require.True(t, kinds[kind], "no %v in the random games", kind)
	}
}

// TestNarratedGames: a whole game, told to seat 1 in each language, then
// the labels and previews of some of its decisions and the pictures of
// two, and refused moves, with a player's name and seats' default names,
// as the golden files in testdata hold them, one a language for a
// reviewer to read in one sitting (rewrite them with -update-golden and
// read the diff).
func TestNarratedGames(t *testing.T) {
	opts := linko.Options{Players: 3, Seed: 5}
	moves := randomGame(t, opts)
	names := []string{"", "Ana"}
	for _, l := range lang.All() {
		var b strings.Builder
		for _, p := range linko.Rules(l) {
			fmt.Fprintf(&b, "%s\n", p)
		}
		for i, events := range moves {
			fmt.Fprintf(&b, "\n%d.\n", i+1)
			for _, e := range events {
				fmt.Fprintf(&b, "  %s\n", e.Narrate(l, 0, names))
			}
		}
		b.WriteString("\n---- buttons: label → preview\n")
		s, err := linko.New(opts)
		require.NoError(t, err)
		r := rng.New(opts.Seed)
		drawing := 0 // the cards a victim has drawn in a row
		for i := 0; !s.Over(); i++ {
			v := s.View(s.ToMove()).In(l).Named(names)
			// The first and the second card of a draw of several, once
			// each: what is left after this card, and "one more card".
			if v.Phase == linko.PhaseDraw && (drawing == 0 && v.Draws > 1 || drawing == 1) {
				b.WriteString("\n")
				for _, c := range v.Choices() {
					fmt.Fprintf(&b, "%s%s → %s\n", pickPrefix(c), c.Labels[0], c.Previews[0])
				}
				text := strings.Split(v.Text(l), "\n")
				fmt.Fprintf(&b, "%s\n\n", text[len(text)-1])
				drawing++
			}
			if i%9 == 0 {
				for _, c := range v.Choices() {
					for j := range c.Moves {
						fmt.Fprintf(&b, "%s%s → %s\n", pickPrefix(c), c.Labels[j], c.Previews[j])
					}
				}
			}
			if i == 20 || i == 41 {
				fmt.Fprintf(&b, "\n%s\n\n", v.Text(l))
			}
			if _, _, err := s.Apply(linko.Play(s.ToMove(), 7, 3, 0)); err != nil && i%9 == 0 {
				fmt.Fprintf(&b, "refused: %s\n", err.(*linko.MoveError).Sentence(l, names))
			}
			m, _ := s.RandomMove(&r)
			s, _, err = s.Apply(m)
			require.NoError(t, err)
		}
		gametest.CheckGolden(t, "testdata/narrated_"+l.String()+".txt", b.String())
	}
}

// pickPrefix writes a choice's pick label before its moves' labels.
func pickPrefix(c linko.Choice) string {
	if c.Label == "" {
		return ""
	}
	return c.Label + " › "
}

// TestEveryLanguageLabelsEveryMove: over random games, every legal move's
// label and preview, and every choice's label, in every language, with
// no English left in another language.
func TestEveryLanguageLabelsEveryMove(t *testing.T) {
	kinds := map[linko.MoveKind]bool{}
	for seed := range uint64(4) {
		s, err := linko.New(linko.Options{Players: 2 + int(seed%4), Seed: seed})
		require.NoError(t, err)
		r := rng.New(seed)
		for !s.Over() {
			v := s.View(s.ToMove())
			for _, m := range v.LegalMoves() {
				kinds[m.Kind] = true
				for _, l := range lang.All() {
					label, preview := v.Label(l, m, []string{"Ana", "", "Émile"}), v.Preview(l, m, nil)
					gametest.CheckSpoken(t, l, label)
					gametest.CheckSpoken(t, l, preview)
					if l != lang.English {
						require.NotEqual(t, v.Label(lang.English, m, []string{"Ana", "", "Émile"}), label, "%v in %s", m, l.Name())
						require.NotEqual(t, v.Preview(lang.English, m, nil), preview, "%v in %s", m, l.Name())
					}
				}
			}
			for _, l := range lang.All() {
				for _, c := range v.In(l).Choices() {
					if c.Pick != "" {
						gametest.CheckSpoken(t, l, c.Label)
					}
				}
			}
			m, _ := s.RandomMove(&r)
			s, _, err = s.Apply(m)
			require.NoError(t, err)
		}
	}
	for kind := linko.MovePlay; kind <= linko.MoveDrawDisplay; kind++ {
		require.True(t, kinds[kind], "no %v in the random games", kind)
	}
}

// TestPictureInEveryLanguage: the table's picture for a terminal, at
// every state of random games (mid-game and ended), for every seat and a
// spectator, holds no English word in another language.
func TestPictureInEveryLanguage(t *testing.T) {
	for seed := range uint64(4) {
		opts := linko.Options{Players: 2 + int(seed%4), Seed: seed}
		s, err := linko.New(opts)
		require.NoError(t, err)
		r := rng.New(seed)
		gametest.Visit(t, s, &r, func(s linko.State) {
			gametest.CheckPicture(t, opts.Players, nil, func(l lang.Language, seat int) string { return s.View(seat).Text(l) })
		})
	}
	for _, l := range lang.All() {
		gametest.CheckSpoken(t, l, linko.View{}.Text(l))
	}
}
