package linx_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linx"
)

// describe returns the label and the preview of m in the View of its
// mover, seats named by names.
func describe(s linx.State, m linx.Move, names []string) [2]string {
	v := s.View(m.Seat)
	return [2]string{v.Label(lang.English, m, names), v.Preview(lang.English, m, names)}
}

// TestEveryMoveDescribesItself: a face-up tile that wins, one that blocks
// a line, face-down tiles that break a line of two, and a pass, with their labels and previews;
// cells by their names on the 7 by 7 axes around 0,0, which is D4.
func TestEveryMoveDescribesItself(t *testing.T) {
	s := table{players: 2, grid: `
bR yR yP .
yS bS bS .`, hands: []string{"RPS", "RR"}}.state(t)
	assert.Equal(t, [2]string{"Play the scissors face up at G4", "You make a line of three and win the round."},
		describe(s, linx.Up(0, linx.Scissors, cell(3, 0)), nil))
	assert.Equal(t, [2]string{"Play the rock face up at G5", "You block Ben's line, then draw two tiles."},
		describe(s, linx.Up(0, linx.Rock, cell(3, 1)), []string{"Ana", "Ben"}))
	assert.Equal(t, [2]string{"Play the rock face down on Seat 2's scissors at E5", "You break Seat 2's line and draw nothing."},
		describe(s, linx.Down(0, linx.Rock, cell(1, 1)), nil))
	assert.Equal(t, [2]string{"Play the scissors face down on your paper at F4", "You break your own line and draw nothing."},
		describe(s, linx.Down(0, linx.Scissors, cell(2, 0)), nil))

	s = table{players: 2, grid: `
yR yP
bS bS`, hands: []string{"", "RR"}}.state(t)
	assert.Equal(t, [2]string{"Pass", "You draw two tiles."}, describe(s, linx.PassTurn(0), nil))
}

// TestMovesDescribeThemselvesInEveryGame: in random games, every legal
// move has a label and a preview in a player's words, the labels of one
// decision all differ, and the choices carry them.
func TestMovesDescribeThemselvesInEveryGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := linx.New(options().Draw(t, "options"))
		require.NoError(t, err)
		for step := 0; !s.Over() && step < 100; step++ {
			v := s.View(s.ToMove())
			seen := map[string]bool{}
			for _, c := range v.Choices() {
				for i, m := range c.Moves {
					label, preview := v.Label(lang.English, m, nil), v.Preview(lang.English, m, nil)
					require.NoError(t, gametest.PlayerWords(label), "%v", m)
					require.NoError(t, gametest.PlayerWords(preview), "%v", m)
					require.False(t, seen[label], "two moves labelled %q", label)
					seen[label] = true
					require.Equal(t, [2]string{label, preview}, [2]string{c.Labels[i], c.Previews[i]})
				}
			}
			moves := s.LegalMoves()
			s, _, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
		}
	})
}

// TestPreviewBlocksOnlyClosedLines: seat 1 places a tile by two of seat
// 2's (blue) in a line; the preview says the line is blocked only when the
// cell lies between the two or the line's other end is closed — for a
// face-up line taken or outside the 4×4 square, for a face-down line
// holding no face-up tile (a face-down tile goes only on a face-up one).
func TestPreviewBlocksOnlyClosedLines(t *testing.T) {
	scenes := []struct {
		name    string
		grid    string
		move    linx.Move
		blocked bool
	}{
		{"the other end is empty", `
yS
.  bR bP`, linx.Up(0, linx.Scissors, cell(3, 1)), false},
		{"the other end holds a tile", `
yS
yR bR bP`, linx.Up(0, linx.Scissors, cell(3, 1)), true},
		{"the other end leaves the square", `
yS yR
.  .  bR bP`, linx.Up(0, linx.Scissors, cell(1, 1)), true},
		{"the cell lies between the two", `
yS bS
bR .  bP`, linx.Up(0, linx.Scissors, cell(1, 1)), true},
		{"a column's other end is empty", `
yS
.  bR
.  bP`, linx.Up(0, linx.Scissors, cell(1, 3)), false},
		{"a column's other end leaves the square", `
yS yR
yP .
.  bR
.  bP`, linx.Up(0, linx.Scissors, cell(1, 1)), true},
		{"a diagonal's other end is empty", `
yS yR .  .
.  .  bR .
.  bP .  .`, linx.Up(0, linx.Scissors, cell(0, 3)), false},
		{"a diagonal's other end holds a tile", `
yS .  .
.  bR .
.  .  bP`, linx.Up(0, linx.Scissors, cell(3, 3)), true},
		{"a face-down line's other end holds a face-up tile", `
yR yP/BS yP/BS yP`, linx.Down(0, linx.Scissors, cell(3, 0)), false},
		{"a face-down line's other end is empty", `
yR
.  yP/BS yP/BS yP`, linx.Down(0, linx.Scissors, cell(3, 1)), true},
		{"a face-down line's other end is face down", `
yP/YS yP/BS yP/BS yP`, linx.Down(0, linx.Scissors, cell(3, 0)), true},
		{"a face-up tile beside a face-down line", `
yR yP/BS yP/BS .`, linx.Up(0, linx.Scissors, cell(3, 0)), false},
	}
	for _, sc := range scenes {
		t.Run(sc.name, func(t *testing.T) {
			s := table{players: 2, grid: sc.grid, hands: []string{"SS", "R"}}.state(t)
			require.Contains(t, s.LegalMoves(), sc.move, "the scene's move is legal")
			preview := s.View(0).Preview(lang.English, sc.move, nil)
			assert.Equal(t, sc.blocked, strings.Contains(preview, "Seat 2's line"), "%s", preview)
		})
	}
}

// TestLabelledMoves: the labels and previews of moves of every kind, in
// each language, as the golden files testdata/moves_*.txt hold them for a
// reviewer (rewrite them with -update-golden and read the diff): a line
// that wins, a line blocked, two lines blocked at once, tiles covered face
// down (another seat's, one's own, a partner's), lines of two broken, a
// pass; seats by default names and by players' names.
func TestLabelledMoves(t *testing.T) {
	scenes := []struct {
		table table
		names []string
		moves []linx.Move
	}{
		{table{players: 2, grid: `
bR yR yP .
yS bS bS .`, hands: []string{"RPS", "RR"}}, nil, []linx.Move{
			linx.Up(0, linx.Scissors, cell(3, 0)), linx.Up(0, linx.Rock, cell(3, 1)),
			linx.Down(0, linx.Rock, cell(1, 1)), linx.Down(0, linx.Scissors, cell(2, 0)), linx.Down(0, linx.Paper, cell(0, 0)),
		}},
		{table{players: 4, grid: `
bR bP .  pS pS
.  .  yR .  .`, hands: []string{"SP", "R", "R", "R"}}, []string{"Ana", "Émile", "Hugo", "Bo"}, []linx.Move{
			linx.Up(0, linx.Scissors, cell(2, 0)), linx.Down(0, linx.Scissors, cell(1, 0)), linx.Down(0, linx.Paper, cell(0, 0)),
		}},
		{table{players: 2, grid: `
yR yP
bS bS`, hands: []string{"", "RR"}}, nil, []linx.Move{linx.PassTurn(0)}},
		// In teams: the partner's tile covered, its line of two broken,
		// and at once an opponent's face-down line blocked; an opponent's
		// line broken; a partner's tile alone covered.
		{partnerScene, partnerNames, []linx.Move{
			linx.Down(0, linx.Paper, cell(0, 0)), linx.Down(0, linx.Rock, cell(1, 1)), linx.Down(0, linx.Rock, cell(2, 2)),
		}},
		// The same tiles out of teams: seat 3's tiles are an opponent's.
		{table{players: 4, grid: partnerScene.grid, hands: partnerScene.hands}, partnerNames, []linx.Move{linx.Down(0, linx.Paper, cell(0, 0))}},
	}
	for _, l := range lang.All() {
		var b strings.Builder
		for _, sc := range scenes {
			s := sc.table.state(t)
			v := s.View(0)
			for _, m := range sc.moves {
				require.Contains(t, s.LegalMoves(), m, "the scene's move is legal")
				b.WriteString(v.Label(l, m, sc.names) + "\n  " + v.Preview(l, m, sc.names) + "\n")
			}
			b.WriteString("\n")
		}
		gametest.CheckGolden(t, "testdata/moves_"+l.String()+".txt", b.String())
	}
}

// partnerScene is a match in teams where seat 1 (yellow) can cover its
// partner's rock at E5 (0,0), in a line of two with the pink scissors
// beside it, whose third cell is empty, while green's two face-down
// tiles below it make a line E5 would end; blue has a line of two on the
// row below, pink a lone scissors on the third. partnerNames names them
// as the page does, the three others computers (review r30, friction 1: "Computer 3" was a
// partner nothing named as one).
var (
	partnerScene = table{players: 4, teams: true, grid: `
pR    pS .  .
yS/GR bS bS .
yS/GR .  pS .`, hands: []string{"PR", "R", "R", "R"}}
	partnerNames = []string{"", speech.Computer, speech.Computer, speech.Computer}
)

// TestAPartnerIsNamedAsOne: in teams, the label of a move that covers
// the partner's tile names it as the partner's, and its preview says the
// partner's line of two it breaks, in every language; so does the
// narration of the move to the mover, and to the partner its own tile.
func TestAPartnerIsNamedAsOne(t *testing.T) {
	want := map[lang.Language][4]string{
		lang.English: {
			"Play the paper face down on your partner's rock at E5",
			"You block Computer 4's line, break your partner's line and draw nothing.",
			"You covered your partner's rock at E5 with a paper tile, face down.",
			"Seat 1 covered your rock at E5 with a paper tile, face down.",
		},
		lang.French: {
			"Placer une tuile papier face cachée sur la tuile pierre de votre partenaire, en E5",
			"Vous bloquez l’alignement de l’ordinateur 4, brisez l’alignement de votre partenaire et ne piochez rien.",
			"de votre partenaire",
			"votre tuile pierre",
		},
		lang.Italian: {
			"Copri in E5 la tessera Sasso del tuo compagno con una tessera Carta",
			"Blocchi la fila del computer 4, spezzi la fila del tuo compagno e non peschi nulla.",
			"la tessera Sasso del tuo compagno",
			"la tua tessera Sasso",
		},
		lang.Dutch: {
			"Dek de steentegel van je teamgenoot op E5 af met je papiertegel",
			"Je blokkeert de rij van computer 4, breekt de rij van je teamgenoot en trekt niets.",
			"de steentegel van je teamgenoot",
			"je steentegel",
		},
	}
	s := partnerScene.state(t)
	m := linx.Down(0, linx.Paper, cell(0, 0))
	require.Contains(t, s.LegalMoves(), m)
	_, events, err := s.Apply(m)
	require.NoError(t, err)
	require.Equal(t, linx.TilePlaced, events[0].Kind)
	for _, l := range lang.All() {
		v := s.View(0)
		assert.Equal(t, want[l][0], v.Label(l, m, partnerNames), "%v", l)
		assert.Equal(t, want[l][1], v.Preview(l, m, partnerNames), "%v", l)
		assert.Contains(t, events[0].Narrate(l, 0, partnerNames), want[l][2], "%v: to the mover", l)
		assert.Contains(t, events[0].Narrate(l, 2, partnerNames), want[l][3], "%v: to the partner", l)
	}
	// Out of teams the same tile is an opponent's, named by its seat.
	alone := table{players: 4, grid: partnerScene.grid, hands: partnerScene.hands}.state(t)
	assert.Equal(t, "You block Computer 4's line, break Computer 3's line and draw nothing.", alone.View(0).Preview(lang.English, m, partnerNames))
}

// TestCoveringBreaksOnlyLiveLines: covering a tile of a line of two
// breaks it only where its owner could have made the line of three, its
// third cell open to a face-up tile: empty and within the square.
func TestCoveringBreaksOnlyLiveLines(t *testing.T) {
	scenes := []struct {
		name   string
		grid   string
		at     linx.Cell // seat 2's scissors, covered by a rock
		broken bool
	}{
		{"the third cell is empty", `
bS bP .`, cell(0, 0), true},
		{"the cell between is empty", `
bS .  bP
.  yR .`, cell(0, 0), true},
		{"a diagonal's third cell is empty", `
bS .  .
.  bP .`, cell(0, 0), true},
		{"both ends hold a tile", `
yS bS bP yR`, cell(1, 0), false},
		{"the one end holds a tile, the other leaves the square", `
yR .  .  .
.  yS bS bP`, cell(2, 1), false},
		{"the other tile lies face down", `
bS yR/BP .`, cell(0, 0), false},
		{"a lone tile", `
bS yR .`, cell(0, 0), false},
	}
	for _, sc := range scenes {
		t.Run(sc.name, func(t *testing.T) {
			s := table{players: 2, grid: sc.grid, hands: []string{"R", "R"}}.state(t)
			m := linx.Down(0, linx.Rock, sc.at)
			require.Contains(t, s.LegalMoves(), m, "the scene's move is legal")
			preview := s.View(0).Preview(lang.English, m, nil)
			assert.Equal(t, sc.broken, strings.Contains(preview, "break Seat 2's line"), "%s", preview)
		})
	}
}
