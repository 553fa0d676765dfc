package linx

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// TestEveryLanguageHasEveryPhrase: a phrase in one language and not in
// another fails here.
func TestEveryLanguageHasEveryPhrase(t *testing.T) { gametest.CheckPhrases(t, catalogue) }

// TestEveryRefusalIsSaidInEveryLanguage: every sentence of a refused
// move, the game's and the shared ones, is said in every language with
// what it names, with no placeholder and no English left.
func TestEveryRefusalIsSaidInEveryLanguage(t *testing.T) {
	keys := slices.Collect(maps.Keys(catalogue[lang.English].refusals))
	gametest.CheckRefusalWords(t, keys, func(key string) error {
		return refuser.Refuse(0, "move", 1, engine.Refusal(engine.NotLegalHere, key, refusedItem(key), "why").About(key, refusedItem(key), 1))
	}, 4)
}

// refusedItem returns what the refusal keyed key names.
func refusedItem(key string) engine.Item {
	switch key {
	case string(ReasonNotInHand):
		return symbolItem(Scissors)
	case "does-not-beat":
		return beatsItem{Paper, Scissors}
	}
	return cellItem{Cell{X: 1, Y: -1}, frameFor(2)}
}

// TestEveryEndSaysWhyFirst: each way a round or the match of LINX ends (a
// line of three, alone or in teams; a round stuck on a full grid, or on
// drawn piles and hands that fit nowhere; the match won by the first to
// win PointsToWin rounds, alone or in teams) is told in every language by
// its reason first, a sentence of its own, then its result; the reasons
// of the ways differ.
func TestEveryEndSaysWhyFirst(t *testing.T) {
	type person = speech.Person
	ends := []struct {
		e   Event
		why func(w *phrases, who func(int) person) string
	}{
		{Event{Kind: RoundWon, Round: 1, Seat: 1, Players: 3},
			func(w *phrases, who func(int) person) string { return w.lineOfThree([]person{who(1)}) }},
		{Event{Kind: RoundWon, Round: 2, Seat: 1, Teams: true, Players: 4},
			func(w *phrases, who func(int) person) string { return w.lineOfThree([]person{who(1), who(3)}) }},
		{Event{Kind: RoundWon, Round: 1, Seat: 0, Blocked: true, Full: true, Players: 2, Visible: [4]int{5, 4}},
			func(w *phrases, _ func(int) person) string { return w.gridFull }},
		{Event{Kind: RoundWon, Round: 3, Seat: 1, Blocked: true, Players: 2, Visible: [4]int{3, 3}},
			func(w *phrases, _ func(int) person) string { return w.pilesOut }},
		{Event{Kind: MatchWon, Seat: 2, Players: 3, Scores: [4]int{1, 0, 2}},
			func(w *phrases, who func(int) person) string { return w.firstTo([]person{who(2)}, PointsToWin) }},
		{Event{Kind: MatchWon, Seat: 0, Teams: true, Players: 4, Scores: [4]int{2, 1, 2, 1}},
			func(w *phrases, who func(int) person) string { return w.firstTo([]person{who(0), who(2)}, PointsToWin) }},
	}
	for _, l := range lang.All() {
		reasons := map[string]bool{}
		for _, c := range ends {
			why := speech.Sentence(c.why(wordsOf(l), speech.Of(l).People(0, nil)))
			text := c.e.Narrate(l, 0, nil)
			require.True(t, strings.HasPrefix(text, why+" "), "%s: %q does not begin with %q", l, text, why)
			require.Greater(t, len(text), len(why)+2, "%s: %q has no result after its reason", l, text)
			reasons[why] = true
		}
		require.Len(t, reasons, len(ends), "%s: two ways of ending say the same", l)
	}
}

// TestPictureCodesReadOneWay: in every language, the grid's codes of the
// twenty-four tiles, face up and face down, are all different, and a
// picture writes its own language's codes (French "jPa", never the
// English "yP") and names the hand's tiles in words.
func TestPictureCodesReadOneWay(t *testing.T) {
	s, err := New(Options{Players: 2, Seed: 1})
	require.NoError(t, err)
	s, err = s.Next(s.LegalMoves()[0])
	require.NoError(t, err)
	for _, l := range lang.All() {
		w := wordsOf(l)
		seen := map[string]Tile{}
		for c := range Colour(NumColours) {
			for sym := Rock; sym <= Scissors; sym++ {
				code := w.picColourCodes[c] + w.picSymbolCodes[sym]
				for _, text := range []string{code, strings.ToUpper(code)} {
					other, taken := seen[text]
					require.False(t, taken, "%s: %q is both %v and %v", l.Name(), text, other, MakeTile(c, sym))
					seen[text] = MakeTile(c, sym)
				}
			}
		}
		picture := s.View(1).Text(l)
		first := s.grid()[0].Up
		require.Contains(t, picture, " "+w.picColourCodes[first.Colour()]+w.picSymbolCodes[first.Symbol()]+" ", l.Name())
		hand := make([]string, 0, len(s.Hand(1)))
		for _, sym := range s.Hand(1) {
			hand = append(hand, w.pickSymbol(sym))
		}
		require.Contains(t, picture, speech.Of(l).Typeset(speech.Capitalize(w.picYourHand)+" "+strings.Join(hand, ", "))+"\n", l.Name())
	}
}
