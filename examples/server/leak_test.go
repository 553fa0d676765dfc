package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// leakMoves is how many moves the leak test plays on the twins.
const leakMoves = 12

// twins returns two positions of game, as JSON, that differ only in what
// seat 0 cannot see, built as the game packages' leak properties build
// them: a few moves into a game, a card (tile) of seat 1's hand that
// nobody has seen enter it swaps with one of a pile, and the seed changes.
// Of the piles' cards, the swap takes the first that keeps the difference
// from seat 0 over the moves the test plays, by the handle's own views
// and redactions, while another seat's events show it: so a server that
// sent seat 0 another seat's events would fail the test. Lino hides
// nothing from a seat (its seed only lays the bonus faces, which lie face
// up), so its twins are equal: the test then checks that the server adds
// nothing of its own that differs between two servers.
func twins(t *testing.T, game string) (a, b []byte) {
	t.Helper()
	marshal := func(p any) []byte {
		data, err := json.Marshal(p)
		require.NoError(t, err)
		return data
	}
	var candidates [][]byte // positions differing from a in what seat 0 cannot see
	switch game {
	case "linko":
		s, err := linko.New(linko.Options{Players: 3, Seed: 21})
		require.NoError(t, err)
		for range 7 {
			s, _, err = s.Apply(s.LegalMoves()[0])
			require.NoError(t, err)
		}
		a = marshal(s.Position())
		for k := range s.Position().Pile {
			p := s.Position()
			known := map[linko.Card]int{}
			for _, c := range p.Known[1] {
				known[c]++
			}
			for i, c := range p.Hands[1] {
				if known[c] > 0 {
					known[c]--
				} else if c != p.Pile[k] {
					p.Hands[1][i], p.Pile[k] = p.Pile[k], c
					p.Options.Seed++
					candidates = append(candidates, marshal(p))
					break
				}
			}
		}
	case "linx":
		s, err := linx.New(linx.Options{Players: 3, Seed: 21})
		require.NoError(t, err)
		for range 3 {
			s, _, err = s.Apply(s.LegalMoves()[0])
			require.NoError(t, err)
		}
		a = marshal(s.Position())
		for k := range s.Position().Piles[1] {
			p := s.Position()
			known := map[linx.Symbol]int{}
			for _, sym := range p.Known[1] {
				known[sym]++
			}
			for i, sym := range p.Hands[1] {
				if known[sym] > 0 {
					known[sym]--
				} else if pile := p.Piles[1][k].Symbol(); pile != sym {
					p.Hands[1][i] = pile
					p.Piles[1][k] = linx.MakeTile(linx.Colour(1), sym)
					p.Options.Seed++
					candidates = append(candidates, marshal(p))
					break
				}
			}
		}
	case "lino":
		s, err := lino.New(lino.Options{Bonus: true, Seed: 21})
		require.NoError(t, err)
		for range 5 {
			s, _, err = s.Apply(s.LegalMoves()[0])
			require.NoError(t, err)
		}
		a = marshal(s.Position())
		return a, a
	default:
		t.Fatalf("no twins for %s", game)
	}
	for _, b := range candidates {
		if hiddenFromSeat0(t, game, a, b) {
			return a, b
		}
	}
	t.Fatalf("no twins of %s keep their difference from seat 0", game)
	return nil, nil
}

// leakMove returns the next move the leak test plays on twins a and b: a
// move of seat 0 from its legal moves (the same in both, as its views are),
// another seat's first move legal in both; ok is false when there is none.
func leakMove(t *testing.T, a, b tabletop.Table, i int) (seat int, move string, ok bool) {
	seat = a.ToMove()
	if a.Over() || seat < 0 || seat != b.ToMove() {
		return seat, "", false
	}
	if seat == 0 {
		moves := a.LegalMoves()
		require.Equal(t, moves, b.LegalMoves(), "seat 0's own moves")
		return seat, moves[i%len(moves)], true
	}
	legalB := b.LegalMoves()
	for _, m := range a.LegalMoves() {
		if slices.Contains(legalB, m) {
			return seat, m, true
		}
	}
	return seat, "", false
}

// hiddenFromSeat0 reports whether twins a and b, played by leakMove, keep
// seat 0's views and redacted events equal for leakMoves moves while some
// other seat's redacted events differ.
func hiddenFromSeat0(t *testing.T, game string, posA, posB []byte) bool {
	a, err := tabletop.Load(game, posA)
	require.NoError(t, err)
	b, err := tabletop.Load(game, posB)
	require.NoError(t, err)
	shown := false
	for i := range leakMoves {
		va, _ := a.View(lang.English, 0)
		vb, _ := b.View(lang.English, 0)
		if string(va) != string(vb) {
			return false
		}
		seat, move, ok := leakMove(t, a, b, i)
		if !ok {
			return i >= leakMoves/2 && shown
		}
		var ea, eb tabletop.Events
		a, ea, err = a.Play(seat, move)
		require.NoError(t, err)
		b, eb, err = b.Play(seat, move)
		require.NoError(t, err)
		for s := range a.Players() {
			ja, _ := ea.JSON(s)
			jb, _ := eb.JSON(s)
			if fmt.Sprint(ja) != fmt.Sprint(jb) {
				if s == 0 {
					return false
				}
				shown = true
			}
		}
	}
	va, _ := a.View(lang.English, 0)
	vb, _ := b.View(lang.English, 0)
	return string(va) == string(vb) && shown
}

// serve starts a server with one table, id "twin", of position, every
// seat human, and returns it with the seats' tokens.
func serve(t *testing.T, game string, position []byte) (*testServer, tabletop.Table, []string) {
	t.Helper()
	ts := startServer(t, config{allowSeeds: true})
	loaded, err := tabletop.Load(game, position)
	require.NoError(t, err)
	// A game loaded from a position cannot be replayed from options: it
	// lives in the cache alone, never stored.
	rec := tableRecord{Tabletop: 1, ID: "twin", Game: game, Seats: make([]seatSpec, loaded.Players()), Created: time.Now()}
	tokens := make([]string, loaded.Players())
	for i := range tokens {
		tokens[i] = newSecret(16)
		rec.Seats[i] = seatSpec{Player: "human", TokenHash: hashToken(tokens[i])}
	}
	tb := newTable(rec, loaded)
	tb.memOnly = true
	ts.mu.Lock()
	require.NoError(t, ts.insertLocked(tb))
	ts.mu.Unlock()
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
				va, _ := mirrorA.View(lang.English, 1)
				vb, _ := mirrorB.View(lang.English, 1)
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
			for moves < leakMoves {
				mover, move, ok := leakMove(t, mirrorA, mirrorB, moves)
				if !ok {
					break
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
