package lino_test

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/rng"
)

// randomGame plays a game of random moves and returns its events, move
// by move, each told beside the board of the state the move led to, as
// the handle tells them.
func randomGame(t *testing.T, opts lino.Options) [][]told {
	s, err := lino.New(opts)
	require.NoError(t, err)
	r := rng.New(opts.Seed)
	var moves [][]told
	for !s.Over() {
		m, ok := s.RandomMove(&r)
		require.True(t, ok)
		var events []lino.Event
		s, events, err = s.Apply(m)
		require.NoError(t, err)
		moves = append(moves, beside(s.View(-1), events))
	}
	return moves
}

// pictures returns the pictures of the game randomGame plays, in
// language l, seen by the first seat with the second named Ana: its
// first, the first of its filling, and its last.
func pictures(t *testing.T, opts lino.Options, l lang.Language) []string {
	s, err := lino.New(opts)
	require.NoError(t, err)
	r := rng.New(opts.Seed)
	picture := func() string { return s.View(0).Named([]string{"", "Ana"}).Text(l) }
	texts := []string{picture()}
	for !s.Over() {
		m, ok := s.RandomMove(&r)
		require.True(t, ok)
		building := s.Phase() == lino.PhaseBuilding
		s, _, err = s.Apply(m)
		require.NoError(t, err)
		if building && s.Phase() == lino.PhaseFilling {
			texts = append(texts, picture())
		}
	}
	return append(texts, picture())
}

// told is an event with the board it is told beside, as gametest's
// checks of narration take an event.
type told struct {
	lino.Event
	board lino.View
}

// beside returns the events told beside the board.
func beside(board lino.View, events []lino.Event) []told {
	out := make([]told, len(events))
	for i, e := range events {
		out[i] = told{e, board}
	}
	return out
}

// Narrate tells the event beside its board.
func (e told) Narrate(l lang.Language, reader int, names []string) string {
	return e.board.Narrate(e.Event, l, reader, names)
}

// RedactFor redacts the event, beside the same board.
func (e told) RedactFor(seat int) told { return told{e.Event.RedactFor(seat), e.board} }

// TestEveryLanguageTellsEveryEvent: random games of every size hold every
// kind of event, and each is told in every language, to every seat and to
// a spectator, with no English left in another language and nothing the
// reader may not see.
func TestEveryLanguageTellsEveryEvent(t *testing.T) {
	kinds := map[lino.EventKind]bool{}
	for seed := range uint64(6) {
		opts := lino.Options{Seed: seed, Bonus: seed%2 == 0, Rounds: 1 + int(seed%3)/2}
		var events []told
		for _, move := range randomGame(t, opts) {
			events = append(events, move...)
		}
		for _, e := range events {
			kinds[e.Kind] = true
		}
		gametest.CheckNarration(t, events, lino.Players, []string{"Ana", "Émile"})
	}
	// What random games seldom show: a draw, a run of one, a lone point.
	start, err := lino.New(lino.Options{})
	require.NoError(t, err)
	gametest.CheckNarration(t, beside(start.View(-1), []lino.Event{
		{Kind: lino.GameEnded, Scores: [2]int{30, 30}},
		{Kind: lino.GameEnded, Scores: [2]int{20, 30}},
		{Kind: lino.RunScored, Seat: 1, Row: lino.Row{Dir: lino.East, Len: 1}, Points: 1},
		{Kind: lino.NumberScored, Seat: 0, Cell: lino.Cell{X: 1, Y: 2}, Points: 1},
		{},
	}), lino.Players, []string{"Ana", "Émile"})
	for kind := lino.TileMoved; kind <= lino.GameEnded; kind++ {
		require.True(t, kinds[kind], "no %v in the random games", kind)
	}
}

// rawCell is a cell as the grid's "x,y", which no player reads.
var rawCell = regexp.MustCompile(`-?\d+,-?\d+`)

// TestNoSentenceHoldsARawCell: every sentence of a random game, in every
// language, names its cells by their names on the board, never as "x,y".
func TestNoSentenceHoldsARawCell(t *testing.T) {
	for _, move := range randomGame(t, lino.Options{Seed: 11, Bonus: true}) {
		for _, e := range move {
			for _, l := range lang.All() {
				sentence := e.Narrate(l, 0, nil)
				require.False(t, rawCell.MatchString(sentence), "%s: %q", l, sentence)
			}
		}
	}
}

// TestNarratedGames: a whole game, told to seat 1 in each language, as
// the golden files in testdata hold it (read by eye once; rewrite them
// with -update-golden and read the diff).
func TestNarratedGames(t *testing.T) {
	moves := randomGame(t, lino.Options{Seed: 5, Bonus: true})
	for _, l := range lang.All() {
		var b strings.Builder
		for _, p := range lino.Rules(l) {
			fmt.Fprintf(&b, "%s\n", p)
		}
		for i, events := range moves {
			fmt.Fprintf(&b, "\n%d.\n", i+1)
			for _, e := range events {
				fmt.Fprintf(&b, "  %s\n", e.Narrate(l, 0, []string{"", "Ana"}))
			}
		}
		b.WriteString("\n---- the picture's first and last lines: building, filling, the end\n")
		for _, text := range pictures(t, lino.Options{Seed: 5, Bonus: true}, l) {
			lines := strings.Split(text, "\n")
			fmt.Fprintf(&b, "%s\n%s\n", lines[0], lines[len(lines)-1])
		}
		gametest.CheckGolden(t, "testdata/narrated_"+l.String()+".txt", b.String())
	}
}

// TestEveryLanguageLabelsEveryMove: over random games, every legal move's
// label and preview, and every choice's label, in every language, with
// no English left in another language.
func TestEveryLanguageLabelsEveryMove(t *testing.T) {
	names := []string{"Ana", "", "Émile"}
	kinds := map[lino.MoveKind]bool{}
	for seed := range uint64(3) {
		s, err := lino.New(lino.Options{Seed: seed, Bonus: true})
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
					if l == lang.French {
						require.NotContains(t, label+preview, "tuile", "the French rulebook calls Lino's tiles cases")
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
	for kind := lino.MoveTile; kind <= lino.PlaceStone; kind++ {
		require.True(t, kinds[kind], "no %v in the random games", kind)
	}
}

// TestPictureInEveryLanguage: the table's picture for a terminal, at
// every state of random games (building, filling and ended, plain and
// bonus), for both seats and a spectator, holds no English word in
// another language.
func TestPictureInEveryLanguage(t *testing.T) {
	for seed := range uint64(2) {
		opts := lino.Options{Seed: seed, Bonus: seed == 1}
		s, err := lino.New(opts)
		require.NoError(t, err)
		r := rng.New(seed)
		gametest.Visit(t, s, &r, func(s lino.State) {
			gametest.CheckPicture(t, lino.Players, nil, func(l lang.Language, seat int) string { return s.View(seat).Text(l) })
		})
	}
	for _, l := range lang.All() {
		gametest.CheckSpoken(t, l, lino.View{}.Text(l))
	}
}

// previewAddress is how a preview begins in each language: it speaks to
// the player in the language's form of address, as the labels do, never
// of "it" in the third person ("Closes the row…"). An Italian sentence
// starts with a verb in the second person singular ("Chiudi", "Non
// fai"); a Dutch one with "je" ("Je maakt", "Je scoort").
var previewAddress = map[lang.Language]*regexp.Regexp{
	lang.English: regexp.MustCompile(`^You `),
	lang.French:  regexp.MustCompile(`^Vous `),
	lang.Italian: regexp.MustCompile(`^(Non )?\pL*i\b`),
	lang.Dutch:   regexp.MustCompile(`^Je `),
}

// TestFrenchSaysCaseAsTheRulebook: the French rulebook of Lino calls its
// 56 tiles "cases" ("56 cases", "il déplace l'une des cases à un autre
// endroit") and where a case lies or may go an "endroit": the rules and
// the sentences of a whole game in French never say "tuile" nor
// "emplacement", one word for one thing.
func TestFrenchSaysCaseAsTheRulebook(t *testing.T) {
	golden, err := os.ReadFile("testdata/narrated_fr.txt")
	require.NoError(t, err)
	text := strings.Join(lino.Rules(lang.French), "\n") + string(golden)
	s, _ := lino.New(lino.Options{Seed: 4})
	text += s.View(0).Text(lang.French)
	for _, word := range []string{"tuile", "emplacement"} {
		assert.NotContains(t, strings.ToLower(text), word)
	}
	assert.Contains(t, text, "case")
}
