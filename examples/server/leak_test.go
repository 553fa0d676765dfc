package main

import (
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// twins returns two positions of game, as JSON, that differ only in what
// seat 0 cannot see, built as the game packages' leak properties build
// them: a few moves into a game, a card (tile) of seat 1's hand that
// nobody has seen enter it swaps with one of a pile that seat 0 does not
// draw from in the moves the test plays, and the seed changes.
// Lino hides nothing from a seat (its seed only lays the bonus faces,
// which lie face up), so its twins are equal: the test then checks that
// the server adds nothing of its own that differs between two servers.
func twins(t *testing.T, game string) (a, b []byte) {
	t.Helper()
	marshal := func(p any) []byte {
		data, err := json.Marshal(p)
		require.NoError(t, err)
		return data
	}
	switch game {
	case "linko":
		s, err := linko.New(linko.Options{Players: 3, Seed: 21})
		require.NoError(t, err)
		for range 7 {
			s, _, err = s.Apply(s.LegalMoves()[0])
			require.NoError(t, err)
		}
		p := s.Position()
		a = marshal(p)
		known := map[linko.Card]int{}
		for _, c := range p.Known[1] {
			known[c]++
		}
		bottom := len(p.Pile) - 1
		require.Greater(t, bottom, 20)
		for i, c := range p.Hands[1] {
			if known[c] > 0 {
				known[c]--
				continue
			}
			if c != p.Pile[bottom] {
				p.Hands[1][i], p.Pile[bottom] = p.Pile[bottom], c
				p.Options.Seed++
				return a, marshal(p)
			}
		}
		t.Fatal("no unseen card to swap")
	case "linx":
		s, err := linx.New(linx.Options{Players: 3, Seed: 21})
		require.NoError(t, err)
		for range 3 {
			s, _, err = s.Apply(s.LegalMoves()[0])
			require.NoError(t, err)
		}
		p := s.Position()
		a = marshal(p)
		known := map[linx.Symbol]int{}
		for _, sym := range p.Known[1] {
			known[sym]++
		}
		// Here the swap is with the top of seat 1's own pile, which only
		// seat 1 draws: its draw differs between the twins, and seat 0
		// must not see how.
		for i, sym := range p.Hands[1] {
			if known[sym] > 0 {
				known[sym]--
				continue
			}
			if pile := p.Piles[1][0].Symbol(); pile != sym {
				p.Hands[1][i] = pile
				p.Piles[1][0] = linx.MakeTile(linx.Colour(1), sym)
				p.Options.Seed++
				return a, marshal(p)
			}
		}
		t.Fatal("no unseen tile to swap")
	case "lino":
		s, err := lino.New(lino.Options{Bonus: true, Seed: 21})
		require.NoError(t, err)
		for range 5 {
			s, _, err = s.Apply(s.LegalMoves()[0])
			require.NoError(t, err)
		}
		a = marshal(s.Position())
		return a, a
	}
	t.Fatalf("no twins for %s", game)
	return nil, nil
}

// serve starts a server with one table, id "twin", of position, every
// seat human, and returns it with the seats' tokens.
func serve(t *testing.T, game string, position []byte) (*testServer, tabletop.Table, []string) {
	t.Helper()
	ts := startServer(t, config{})
	loaded, err := tabletop.Load(game, position)
	require.NoError(t, err)
	specs := make([]seatSpec, loaded.Players())
	for i := range specs {
		specs[i].Player = "human"
	}
	tb, tokens, err := ts.newTable(loaded, specs, nil)
	require.NoError(t, err)
	tb.id = "twin"
	require.NoError(t, ts.add(tb))
	return ts, loaded, tokens
}

// TestNoLeak: for each game, two servers whose games differ only in what
// seat 0 cannot see give seat 0, and a spectator, byte-identical views,
// texts, move answers and event streams, while the test plays the same
// moves on both (seat 0's own, and other seats' moves legal in both).
func TestNoLeak(t *testing.T) {
	for _, game := range tabletop.GameNames() {
		t.Run(game, func(t *testing.T) {
			posA, posB := twins(t, game)
			srvA, mirrorA, tokA := serve(t, game, posA)
			srvB, mirrorB, tokB := serve(t, game, posB)
			if game != "lino" {
				va, _ := mirrorA.View(1)
				vb, _ := mirrorB.View(1)
				require.NotEqual(t, string(va), string(vb), "the twins differ for seat 1")
			}
			const seat = 0
			same := func(what, pathA, pathB string) {
				t.Helper()
				codeA, bodyA := call(t, "GET", srvA.url+pathA, "", "")
				codeB, bodyB := call(t, "GET", srvB.url+pathB, "", "")
				require.Equal(t, http.StatusOK, codeA, bodyA)
				require.Equal(t, codeA, codeB)
				require.Equal(t, bodyA, bodyB, what)
			}
			seatPath := func(tokens []string, what string) string {
				return "/api/tables/twin/seats/0/" + what + "?token=" + tokens[seat]
			}
			check := func() {
				t.Helper()
				same("seat 0's view", seatPath(tokA, "view"), seatPath(tokB, "view"))
				same("seat 0's text", seatPath(tokA, "text"), seatPath(tokB, "text"))
				same("the public table", "/api/tables/twin", "/api/tables/twin")
			}
			check()
			moves := 0
			for moves < 12 && !mirrorA.Over() {
				mover := mirrorA.ToMove()
				require.Equal(t, mover, mirrorB.ToMove())
				var move string
				if mover == seat {
					require.Equal(t, mirrorA.LegalMoves(), mirrorB.LegalMoves(), "seat 0's own moves")
					move = mirrorA.LegalMoves()[moves%len(mirrorA.LegalMoves())]
				} else {
					legalB := mirrorB.LegalMoves()
					i := slices.IndexFunc(mirrorA.LegalMoves(), func(m string) bool { return slices.Contains(legalB, m) })
					if i < 0 {
						break
					}
					move = mirrorA.LegalMoves()[i]
				}
				codeA, bodyA := srvA.move(t, "twin", mover, tokA[mover], move)
				codeB, bodyB := srvB.move(t, "twin", mover, tokB[mover], move)
				require.Equal(t, http.StatusOK, codeA, bodyA)
				require.Equal(t, http.StatusOK, codeB, bodyB)
				if mover == seat {
					require.Equal(t, bodyA, bodyB, "the answer to seat 0's move")
				}
				mirrorA, _, _ = mirrorA.Play(mover, move)
				mirrorB, _, _ = mirrorB.Play(mover, move)
				moves++
				check()
			}
			require.GreaterOrEqual(t, moves, 6, "the test played too little")
			_, _, events := srvA.table(t, "twin").snapshot()
			_, _, eventsB := srvB.table(t, "twin").snapshot()
			require.Equal(t, events, eventsB)
			for _, q := range []func([]string) string{
				func(tok []string) string { return "?seat=0&token=" + tok[seat] },
				func([]string) string { return "" },
			} {
				_, rawA := readStream(t, srvA.url+"/api/tables/twin/events"+q(tokA), "", 5*time.Second, untilCount(events))
				_, rawB := readStream(t, srvB.url+"/api/tables/twin/events"+q(tokB), "", 5*time.Second, untilCount(events))
				require.Equal(t, rawA, rawB, "the event streams")
				_, rawA = readStream(t, srvA.url+"/api/tables/twin/events"+q(tokA), strconv.Itoa(events/2), 5*time.Second, untilCount(events-events/2-1))
				_, rawB = readStream(t, srvB.url+"/api/tables/twin/events"+q(tokB), strconv.Itoa(events/2), 5*time.Second, untilCount(events-events/2-1))
				require.Equal(t, rawA, rawB, "the resumed event streams")
			}
		})
	}
}
