package linko_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
)

// TestEveryEventKindHasASentence: each kind, read by the seat it is about,
// by another seat, by a spectator, with names and without. It is long as a
// table is: a case for every kind.
func TestEveryEventKindHasASentence(t *testing.T) {
	names := []string{"Ana", "", "Bo"}
	deal := make([]linko.Card, linko.NumCards)
	for i := range deal {
		deal[i] = linko.Card(1 + i%13)
	}
	deal[1] = linko.Joker // seat 2's first card, dealt from seat 1
	type reading struct {
		reader int
		names  []string
		want   string
	}
	for _, c := range []struct {
		event    linko.Event
		readings []reading
	}{
		{played(1, meld(t, "7x2+J")), []reading{
			{1, nil, "You played two 7s and a joker."},
			{0, nil, "Seat 2 played two 7s and a joker."},
			{-1, names, "Seat 2 played two 7s and a joker."},
			{2, names, "Seat 2 played two 7s and a joker."},
		}},
		{played(0, meld(t, "Jx3")), []reading{
			{0, nil, "You played three jokers."},
			{1, names, "Ana played three jokers."},
		}},
		{played(2, meld(t, "8")), []reading{
			{1, names, "Bo played an 8."},
		}},
		{attacked(0, 2, meld(t, "9x2")), []reading{
			{0, nil, "You attacked Seat 3's two 9s."},
			{2, nil, "Seat 1 attacked your two 9s."},
			{1, names, "Ana attacked Bo's two 9s."},
			{-1, nil, "Seat 1 attacked Seat 3's two 9s."},
		}},
		{attacked(1, 0, meld(t, "11+J")), []reading{
			{0, nil, "Seat 2 attacked your 11 and joker."},
		}},
		{turnPassed(1), []reading{
			{1, nil, "It is your turn: play cards."},
			{0, nil, "It is Seat 2's turn."},
			{-1, names, "It is Seat 2's turn."},
			{0, []string{"Ana", "Cy"}, "It is Cy's turn."},
		}},
		{linko.Event{Kind: linko.CardsTaken, Seat: 1, Victim: 0, Meld: meld(t, "5x2")}, []reading{
			{0, nil, "Seat 2 took your two 5s."},
			{1, names, "You took Ana's two 5s."},
			{-1, names, "Seat 2 took Ana's two 5s."},
		}},
		{linko.Event{Kind: linko.CardsLeft, Seat: 0, Victim: 3, Meld: meld(t, "7x2")}, []reading{
			{3, nil, "Seat 1 left your two 7s."},
			{0, nil, "You left Seat 4's two 7s."},
			{-1, names, "Ana left Seat 4's two 7s."},
		}},
		{linko.Event{Kind: linko.CardsTakenBack, Seat: 3, Meld: meld(t, "7x2")}, []reading{
			{3, nil, "You took two 7s back."},
			{0, nil, "Seat 4 took two 7s back."},
		}},
		{linko.Event{Kind: linko.CardsDiscarded, Seat: 2, Meld: meld(t, "4")}, []reading{
			{2, nil, "You discarded a 4."},
			{-1, names, "Bo discarded a 4."},
		}},
		{drawn(1, linko.FromPile, 7), []reading{
			{1, nil, "You drew a 7 from the pile."},
			{0, nil, "Seat 2 drew a card from the pile."},
			{-1, names, "Seat 2 drew a card from the pile."},
		}},
		{drawn(1, linko.FromDisplay, linko.Joker), []reading{
			{1, nil, "You drew a joker from the display."},
			{0, names, "Seat 2 drew a joker from the display."},
			{-1, nil, "Seat 2 drew a joker from the display."},
		}},
		{linko.Event{Kind: linko.DisplayRefilled, Display: [6]linko.Card{6, 10, 11, linko.Joker, 8, 8}}, []reading{
			{0, nil, "The display is refilled: it shows a 6, a 10, an 11, two 8s and a joker."},
			{-1, names, "The display is refilled: it shows a 6, a 10, an 11, two 8s and a joker."},
		}},
		{linko.Event{Kind: linko.RoundEnded, Round: 2, Players: 3, Scores: [5]int{3, -1, 5}}, []reading{
			{1, nil, "End of round 2: Seat 3 finishes on 5 points, Seat 1 finishes on 3 points and you finish on −1 point."},
			{-1, names, "End of round 2: Bo finishes on 5 points, Ana finishes on 3 points and Seat 2 finishes on −1 point."},
		}},
		{linko.Event{Kind: linko.RoundEnded, Round: 1, Players: 3, Scores: [5]int{3, -1, 5}, Ending: linko.HandEmptied, Seat: 2}, []reading{
			{2, nil, "You have no cards left in your hand. End of round 1: you finish on 5 points, Seat 1 finishes on 3 points and Seat 2 finishes on −1 point."},
			{-1, names, "Bo has no cards left in hand. End of round 1: Bo finishes on 5 points, Ana finishes on 3 points and Seat 2 finishes on −1 point."},
		}},
		{linko.Event{Kind: linko.RoundEnded, Round: 1, Players: 2, Scores: [5]int{3, -1}, Ending: linko.CardsOut}, []reading{
			{0, nil, "The draw pile and the display are both empty. End of round 1: you finish on 3 points and Seat 2 finishes on −1 point."},
		}},
		// The game's last round says why it ended; the GameEnded just
		// after it says the scores, once.
		{linko.Event{Kind: linko.RoundEnded, Round: 3, Players: 3, Scores: [5]int{3, -1, 5}, Ending: linko.HandEmptied, Seat: 2, Last: true}, []reading{
			{2, nil, "You have no cards left in your hand."},
			{0, names, "Bo has no cards left in hand."},
		}},
		{linko.Event{Kind: linko.RoundEnded, Round: 1, Players: 2, Scores: [5]int{3, -1}, Ending: linko.CardsOut, Last: true}, []reading{
			{0, nil, "The draw pile and the display are both empty."},
		}},
		// Without its ending, as no log holds it, it says the scores.
		{linko.Event{Kind: linko.RoundEnded, Round: 1, Players: 2, Scores: [5]int{3, -1}, Last: true}, []reading{
			{0, nil, "You finish on 3 points and Seat 2 finishes on −1 point."},
		}},
		{linko.Event{Kind: linko.RoundDealt, Round: 2, Seat: 1, Players: 3, Deal: deck.Of(deal...)}, []reading{
			{1, nil, "The cards for round 2 were dealt; your hand is a 1, a 2, a 3, a 4, a 5, a 6, a 7, an 8, a 9, a 10, an 11, a 12 and a 13. It is your turn: play cards."},
			{2, names, "The cards for round 2 were dealt; your hand is a 1, a 3, a 4, a 5, a 6, a 7, an 8, a 9, a 10, an 11, a 12, a 13 and a joker. It is Seat 2's turn."},
			{-1, names, "The cards for round 2 were dealt. It is Seat 2's turn."},
		}},
		{linko.Event{Kind: linko.GameEnded, Players: 3, Scores: [5]int{16, 12, 9}}, []reading{
			{0, nil, "The game is over: you won with 16 points; Seat 2 scored 12 points and Seat 3 scored 9 points."},
			{1, names, "The game is over: Ana won with 16 points; you scored 12 points and Bo scored 9 points."},
		}},
		// The round's end, just before, said why: the game's does not repeat it.
		{linko.Event{Kind: linko.GameEnded, Players: 2, Scores: [5]int{4, 1}, Ending: linko.HandEmptied, Seat: 1}, []reading{
			{0, nil, "The game is over: you won with 4 points; Seat 2 scored 1 point."},
		}},
		{linko.Event{Kind: linko.GameEnded, Players: 2, Scores: [5]int{4, 1}, Ending: linko.CardsOut}, []reading{
			{1, nil, "The game is over: Seat 1 won with 4 points; you scored 1 point."},
		}},
		{linko.Event{Kind: linko.GameEnded, Players: 2, Scores: [5]int{1, 1}}, []reading{
			{1, nil, "The game is over: Seat 1 and you won with 1 point."},
			{-1, nil, "The game is over: Seat 1 and Seat 2 won with 1 point."},
		}},
	} {
		for _, r := range c.readings {
			assert.Equal(t, r.want, c.event.Narrate(lang.English, r.reader, r.names), "%v read by %d", c.event, r.reader)
		}
	}
}

// TestNarrationShowsOnlyWhatTheReaderSees: over random games, for every
// event and every reader, the sentence is the redacted event's, a full
// sentence without key=value, and names no card that the reader cannot
// see.
func TestNarrationShowsOnlyWhatTheReaderSees(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		s, err := linko.New(opts)
		require.NoError(t, err)
		var names []string
		if rapid.Bool().Draw(t, "named") {
			names = []string{"Ana", "", "Bo", "Cy"}
		}
		for step := 0; !s.Over() && step < 400; step++ {
			moves := s.LegalMoves()
			var events []linko.Event
			s, events, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
			for _, e := range events {
				for reader := -1; reader <= opts.Players; reader++ {
					sentence := e.Narrate(lang.English, reader, names)
					redacted := e.RedactFor(reader)
					require.Equal(t, redacted.Narrate(lang.English, reader, names), sentence)
					require.NotEmpty(t, sentence)
					require.True(t, strings.HasSuffix(sentence, "."), "%q", sentence)
					require.Equal(t, strings.ToUpper(sentence[:1]), sentence[:1], "%q", sentence)
					require.NotContains(t, sentence, "=")
					require.NotContains(t, sentence, "?")
					if e.Kind == linko.CardDrawn && redacted.Card == linko.Hidden {
						require.Contains(t, sentence, "drew a card from the pile", "%v for %d", e, reader)
						for _, c := range []linko.Card{1, 2, 8, 13, linko.Joker} {
							other := e
							other.Card = c
							require.Equal(t, sentence, other.Narrate(lang.English, reader, names), "the sentence tells the card drawn")
						}
					}
					for _, l := range lang.All() { // redaction holds in every language
						told := e.Narrate(l, reader, names)
						require.Equal(t, redacted.Narrate(l, reader, names), told)
						if e.Kind == linko.CardDrawn && redacted.Card == linko.Hidden {
							other := e
							other.Card = linko.Card(rapid.IntRange(1, 14).Draw(t, "another card"))
							require.Equal(t, told, other.Narrate(l, reader, names), "%s tells the card drawn", l.Name())
						}
					}
					if e.Kind == linko.RoundDealt && (reader < 0 || reader >= opts.Players) {
						require.NotContains(t, sentence, "hand", "a spectator is told a hand")
					}
				}
			}
		}
	})
}

// Events read as sentences: the seat that drew sees its card, the others a
// card; names replace "Seat N" where given.
func ExampleEvent_Narrate() {
	events := []linko.Event{
		{Kind: linko.CardsPlayed, Seat: 1, Meld: linko.Meld{Value: 7, Count: 2}},
		{Kind: linko.Attacked, Seat: 1, Victim: 0, Meld: linko.Meld{Value: 5, Count: 2}},
		{Kind: linko.CardsTaken, Seat: 1, Victim: 0, Meld: linko.Meld{Value: 5, Count: 2}},
		{Kind: linko.CardDrawn, Seat: 0, From: linko.FromPile, Card: 9},
		{Kind: linko.TurnPassed, Seat: 2},
	}
	for _, e := range events {
		fmt.Printf("%-34s | %s\n", e.Narrate(lang.English, 0, nil), e.Narrate(lang.English, -1, []string{"Ana", "Ben", "Cy"}))
	}
	// Output:
	// Seat 2 played two 7s.              | Ben played two 7s.
	// Seat 2 attacked your two 5s.       | Ben attacked Ana's two 5s.
	// Seat 2 took your two 5s.           | Ben took Ana's two 5s.
	// You drew a 9 from the pile.        | Ana drew a card from the pile.
	// It is Seat 3's turn.               | It is Cy's turn.
}

// TestTurnSaysWhatTheSeatToMoveDecides: View.Turn tells the seat to move
// what it decides, in the rulebook's verb, whatever the phase (go-r23 4:
// after a take, the victim to draw was not told), the others whose turn
// it is, and no one once the game is over.
func TestTurnSaysWhatTheSeatToMoveDecides(t *testing.T) {
	want := map[linko.Phase]string{
		linko.PhasePlay:              "It is your turn: play cards.",
		linko.PhaseTakeOrLeave:       "It is your turn: take ",
		linko.PhaseTakeBackOrDiscard: "It is your turn: take ",
		linko.PhaseDraw:              "It is your turn: draw ",
	}
	seen := map[linko.Phase]bool{}
	for seed := uint64(0); seed < 20 && len(seen) < len(want); seed++ {
		s, err := linko.New(linko.Options{Players: 3, Seed: seed})
		require.NoError(t, err)
		for !s.Over() {
			v := s.View(-1)
			told := v.Turn(lang.English, s.ToMove(), nil)
			require.True(t, strings.HasPrefix(told, want[s.Phase()]), "%v: %q", s.Phase(), told)
			seen[s.Phase()] = true
			require.Equal(t, fmt.Sprintf("It is Seat %d's turn.", s.ToMove()+1), v.Turn(lang.English, (s.ToMove()+1)%3, nil))
			moves := s.LegalMoves()
			s, _, err = s.Apply(moves[int(seed)%len(moves)])
			require.NoError(t, err)
		}
		require.Empty(t, s.View(-1).Turn(lang.English, 0, nil), "the game is over")
	}
	require.Len(t, seen, len(want), "every phase in which a seat decides")
}
