package linx_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// randomGame plays a game of random moves and returns its events, move
// by move.
func randomGame(t *testing.T, opts linx.Options) [][]linx.Event {
	s, err := linx.New(opts)
	require.NoError(t, err)
	r := rng.New(opts.Seed)
	var moves [][]linx.Event
	for !s.Over() {
		m, ok := s.RandomMove(&r)
		require.True(t, ok)
		var events []linx.Event
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
	kinds := map[linx.EventKind]bool{}
	for seed := range uint64(6) {
		opts := linx.Options{Players: 2 + int(seed%3), Seed: seed, Teams: seed == 5}
		if opts.Teams {
			opts.Players = 4
		}
		var events []linx.Event
		for _, move := range randomGame(t, opts) {
			events = append(events, move...)
		}
		for _, e := range events {
			kinds[e.Kind] = true
		}
		gametest.CheckNarration(t, events, opts.Players, []string{"Ana", "", "Bo", "Émile"})
	}
	// What random games seldom show: a stuck end, tied or not, in teams
	// or not; a pass with an empty hand; a match won by a team.
	gametest.CheckNarration(t, []linx.Event{
		{Kind: linx.RoundWon, Round: 2, Seat: 1, Blocked: true, Players: 2, Visible: [4]int{3, 3}},
		{Kind: linx.RoundWon, Round: 1, Seat: 0, Blocked: true, Players: 3, Visible: [4]int{4, 0, 1}},
		{Kind: linx.RoundWon, Round: 1, Seat: 0, Blocked: true, Full: true, Players: 3, Visible: [4]int{4, 0, 1}},
		{Kind: linx.RoundWon, Round: 3, Seat: 1, Blocked: true, Teams: true, Players: 4, Visible: [4]int{1, 2, 1, 0}},
		{Kind: linx.Passed, Seat: 1},
		{Kind: linx.TilesDrawn, Seat: 0, Count: 1},
		{Kind: linx.MatchWon, Seat: 0, Teams: true, Players: 4, Scores: [4]int{2, 1, 2, 1}},
		{Kind: linx.MatchWon, Seat: 1, Players: 3, Scores: [4]int{1, 2, 0}},
		{},
	}, 4, []string{"Ana", "", "Bo", "Émile"})
	for kind := linx.TilePlaced; kind <= linx.MatchWon; kind++ {
		require.True(t, kinds[kind], "no %v in the random games", kind)
	}
}

// TestNarratedGames: a whole game, told to seat 1 in each language, a
// draw a game never shows, and a partner's tile covered in teams, as the
// golden files in testdata hold them (read by eye once; rewrite them with
// -update-golden and read the diff).
func TestNarratedGames(t *testing.T) {
	moves := randomGame(t, linx.Options{Players: 3, Seed: 5})
	for _, l := range lang.All() {
		var b strings.Builder
		for _, p := range linx.Rules(l) {
			fmt.Fprintf(&b, "%s\n", p)
		}
		for i, events := range moves {
			fmt.Fprintf(&b, "\n%d.\n", i+1)
			for _, e := range events {
				fmt.Fprintf(&b, "  %s\n", e.Narrate(l, 0, []string{"", "Ana"}))
			}
		}
		// What a game never holds: a log that shows one tile of two
		// drawn, told with its count (words-r28 5).
		partly := linx.Event{Kind: linx.TilesDrawn, Seat: 0, Count: 2, Tiles: [2]linx.Tile{linx.MakeTile(0, linx.Paper)}}
		fmt.Fprintf(&b, "\n%s:\n  %s\n", partly, partly.Narrate(l, 0, nil))
		// A partner's tile covered in teams, told to the mover, to the
		// partner and to an opponent (review r30, friction 1).
		covered := linx.Event{Kind: linx.TilePlaced, Seat: 0, Cell: linx.Cell{X: 1}, Tile: linx.MakeTile(0, linx.Paper), FaceDown: true,
			Players: 4, Under: linx.MakeTile(2, linx.Rock), Teams: true}
		fmt.Fprintf(&b, "\n%s:\n", covered)
		for _, reader := range []int{0, 2, 1} {
			fmt.Fprintf(&b, "  %s\n", covered.Narrate(l, reader, []string{"", "Ana"}))
		}
		gametest.CheckGolden(t, "testdata/narrated_"+l.String()+".txt", b.String())
	}
}

// TestEveryLanguageLabelsEveryMove: over random games, every legal move's
// label and preview, and every choice's label, in every language, with
// no English left in another language.
func TestEveryLanguageLabelsEveryMove(t *testing.T) {
	names := []string{"Ana", "", "Émile"}
	kinds := map[linx.MoveKind]bool{}
	for seed := range uint64(3) {
		s, err := linx.New(linx.Options{Players: 2 + int(seed%3), Seed: seed})
		require.NoError(t, err)
		r := rng.New(seed)
		for !s.Over() {
			v := s.View(s.ToMove())
			for _, m := range v.LegalMoves() {
				kinds[m.Kind] = true
				for _, l := range lang.All() {
					label, preview := v.Label(l, m, names), v.Preview(l, m, names)
					gametest.CheckSpoken(t, l, label)
					if preview != "" {
						gametest.CheckSpoken(t, l, preview)
						require.Regexp(t, previewAddress[l], preview, "a preview speaks to its player, in %s", l.Name())
					}
					if l != lang.English {
						require.NotEqual(t, v.Label(lang.English, m, names), label, "%v in %s", m, l.Name())
						if preview != "" {
							require.NotEqual(t, v.Preview(lang.English, m, names), preview, "%v in %s", m, l.Name())
						}
					}
				}
			}
			for _, l := range lang.All() {
				for _, c := range v.In(l).Choices() {
					if c.Label != "" {
						gametest.CheckSpoken(t, l, c.Label)
					}
				}
			}
			m, _ := s.RandomMove(&r)
			s, _, err = s.Apply(m)
			require.NoError(t, err)
		}
	}
	for kind := linx.PlaceUp; kind <= linx.Pass; kind++ {
		require.True(t, kinds[kind], "no %v in the random games", kind)
	}
}

// rawCell is a cell as the grid's "x,y", which no player reads.
var rawCell = regexp.MustCompile(`-?\d+,-?\d+`)

// TestNoSentenceHoldsARawCell: every sentence of a random match of every
// size, in every language, to every seat and a spectator, names its cells
// by row and column, never as "x,y".
func TestNoSentenceHoldsARawCell(t *testing.T) {
	for players := linx.MinPlayers; players <= linx.MaxPlayers; players++ {
		for _, move := range randomGame(t, linx.Options{Players: players, Seed: uint64(players)}) {
			for _, e := range move {
				for _, l := range lang.All() {
					for reader := -1; reader < players; reader++ {
						sentence := e.Narrate(l, reader, nil)
						require.False(t, rawCell.MatchString(sentence), "%s: %q", l, sentence)
					}
				}
			}
		}
	}
}

// TestPictureInEveryLanguage: the table's picture for a terminal, at
// every state of random games (mid-match and ended, with and without
// teams), for every seat and a spectator, holds no English word in
// another language but the notation's verbs a player types.
func TestPictureInEveryLanguage(t *testing.T) {
	for seed := range uint64(3) {
		opts := linx.Options{Players: 2 + int(seed), Seed: seed}
		if seed == 2 {
			opts = linx.Options{Players: 4, Seed: seed, Teams: true}
		}
		s, err := linx.New(opts)
		require.NoError(t, err)
		r := rng.New(seed)
		gametest.Visit(t, s, &r, func(s linx.State) {
			gametest.CheckPicture(t, opts.Players, []string{"up", "down"}, func(l lang.Language, seat int) string { return s.View(seat).Text(l) })
		})
	}
	for _, l := range lang.All() {
		gametest.CheckSpoken(t, l, linx.View{}.Text(l))
	}
}

// previewAddress is how a preview begins in each language: it speaks to
// the player in the language's form of address, never of "it" in the
// third person beside labels that speak to "you" ("Blocks Seat 2's line;
// then you draw" was two persons in one sentence). An Italian sentence
// starts with a verb in the second person singular ("Blocchi", "Peschi",
// "Non peschi").
var previewAddress = map[lang.Language]*regexp.Regexp{
	lang.English: regexp.MustCompile(`^You `),
	lang.French:  regexp.MustCompile(`^Vous `),
	lang.Italian: regexp.MustCompile(`^(Per ora non |Non )?\pL*i\b`),
	lang.Dutch:   regexp.MustCompile(`^Je `),
}
