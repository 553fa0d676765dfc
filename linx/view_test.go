package linx_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linx"
)

// randomState plays a random stretch of a random match.
func randomState(t *rapid.T) linx.State {
	s, err := linx.New(options().Draw(t, "options"))
	require.NoError(t, err)
	return gametest.Walk(t, s, 200, drawFrom(t))
}

// TestViewsShowNothingHidden: swap a tile of another seat's pile with an
// unseen tile of its hand, change the seed: the seat's View does not change.
func TestViewsShowNothingHidden(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		p := s.Position()
		n := p.Options.Players
		seat := rapid.IntRange(0, n-1).Draw(t, "seat")
		other := (seat + rapid.IntRange(1, n-1).Draw(t, "other")) % n
		known := map[linx.Symbol]int{}
		for _, sym := range p.Known[other] {
			known[sym]++
		}
		var unseen []int
		for i, sym := range p.Hands[other] {
			if known[sym] > 0 {
				known[sym]--
			} else {
				unseen = append(unseen, i)
			}
		}
		if len(unseen) == 0 || len(p.Piles[other]) == 0 {
			t.Skip("nothing hidden to swap")
		}
		i := rapid.SampledFrom(unseen).Draw(t, "hand tile")
		k := rapid.IntRange(0, len(p.Piles[other])-1).Draw(t, "pile tile")
		handSym, pileTile := p.Hands[other][i], p.Piles[other][k]
		p.Hands[other][i] = pileTile.Symbol()
		p.Piles[other][k] = linx.MakeTile(linx.Colour(other), handSym)
		p.Options.Seed++
		swapped, err := linx.FromPosition(p)
		require.NoError(t, err)
		require.Equal(t, s.View(seat), swapped.View(seat))
	})
}

// TestRedactedEventsHideDrawsAndDeals: another seat's draw shows no tile; a
// deal shows the seat's own starting hand and the neutral block only.
func TestRedactedEventsHideDrawsAndDeals(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		s, _ := linx.New(opts)
		for !s.Over() {
			moves := s.LegalMoves()
			var events []linx.Event
			s, events, _ = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			for _, e := range events {
				for seat := range opts.Players {
					r := e.RedactFor(seat)
					switch {
					case e.Kind == linx.TilesDrawn && e.Seat != seat:
						require.Equal(t, [2]linx.Tile{}, r.Tiles)
						require.Equal(t, e.Count, r.Count)
					case e.Kind == linx.RoundStarted:
						shown := 0
						for c, pile := range r.Piles {
							for _, tile := range pile {
								if tile != 0 {
									shown++
									require.True(t, c == seat || (opts.Players == 3 && c == 3), "seat %d sees pile %d", seat, c)
								}
							}
						}
						want := len(s.Hand(seat))
						if opts.Players == 3 {
							want += 9
						}
						require.Equal(t, want, shown)
					default:
						require.Equal(t, e, r)
					}
				}
			}
		}
	})
}

func TestViewIsJSON(t *testing.T) {
	s, _ := linx.New(linx.Options{Players: 3, Seed: 2})
	v := s.View(1)
	data, err := json.Marshal(v)
	require.NoError(t, err)
	var back linx.View
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, v, back)
	assert.NotContains(t, string(data), "seed")
	assert.Nil(t, v.LegalMoves(), "seat 1 is not to move")
	assert.Equal(t, s.LegalMoves(), s.View(0).LegalMoves())
}

// TestPictureNamesTeamsByTheirPlayers: the picture of a match in teams
// introduces each team by its letter and its players, with its colours,
// the reader as you: by the players' names, once they have names, and by
// the seats' numbers when they have none; and narration names a team as
// the picture does.
func TestPictureNamesTeamsByTheirPlayers(t *testing.T) {
	s, err := linx.New(linx.Options{Players: 4, Teams: true})
	require.NoError(t, err)
	names := []string{"Ana", "Bo", "Elena", "Hugo"}
	named := s.View(0).Named(names)
	won := linx.Event{Kind: linx.RoundWon, Round: 1, Seat: 1, Teams: true, Players: 4}
	for l, c := range map[lang.Language]struct{ says, team string }{
		lang.English: {"Team\u00a0A (you and Elena): yellow and pink\nTeam\u00a0B (Bo and Hugo): blue and green\n", "eam\u00a0B (Bo and Hugo)"},
		lang.French:  {"L’équipe\u00a0A (Elena et vous)\u00a0: jaune et rose\nL’équipe\u00a0B (Bo et Hugo)\u00a0: bleu et vert\n", "’équipe\u00a0B (Bo et Hugo)"},
		lang.Italian: {"La squadra\u00a0A (tu ed Elena): giallo e rosa\nLa squadra\u00a0B (Bo e Hugo): blu e verde\n", "a squadra\u00a0B (Bo e Hugo)"},
		lang.Dutch:   {"Team\u00a0A (jij en Elena): geel en roze\nTeam\u00a0B (Bo en Hugo): blauw en groen\n", "eam\u00a0B (Bo en Hugo)"},
	} {
		assert.Contains(t, named.Text(l), c.says)
		assert.Contains(t, won.Narrate(l, 0, names), c.team, "one name for a team")
	}
	assert.Contains(t, s.View(-1).Text(lang.Italian), "La squadra\u00a0A (giocatori 1 e 3): giallo e rosa\nLa squadra\u00a0B (giocatori 2 e 4): blu e verde\n")
}
