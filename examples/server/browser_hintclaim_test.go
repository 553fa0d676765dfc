package main

// What the Hint's reasons claim, checked against the game the library
// plays (TestBrowserHintReasons): each reason's claim read again from the
// views before and after the move, by the rules (/work/shared/RULES.md),
// not by the page's code that made it.

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tabletopgo/tabletop/lang"
)

// claimView is what the claims are read from, of a View of any game.
type claimView struct {
	Hand       []string
	HandSizes  []int
	Known      [][]string
	PileSizes  []int
	Players    int
	Teams      bool
	Tiles      []struct{ Cell string }
	Stones     [][]string
	Grid       []struct{ Cell, Up, Down string }
	LegalMoves []struct {
		Kind  string
		Moves []struct {
			Meld, Preview string
		}
	}
}

// claimMove is the move a reason is of.
type claimMove struct {
	Kind, Meld, To, Cell string
}

// claims are the reasons checked, by their English words, each with what
// makes it false ("" when it holds).
var claims = []struct {
	words *regexp.Regexp
	// rare: a reason random games seldom call for (another seat about to
	// end the game), checked where it comes, and on a scene
	// (checkReasons).
	rare  bool
	check func(c hintCase, m claimMove, before, after claimView, said []string) string
}{
	{regexp.MustCompile(`It is your lowest play that does\.`), false, lowestAttack},
	{regexp.MustCompile(`No play of yours lays down more cards`), true, endNear},
	{regexp.MustCompile(`Fewer cards can attack a (\d+) than your (\d+)\.`), false, fewerAttack},
	{regexp.MustCompile(`It leaves none of its rows with a single empty tile`), false, leavesNoRow},
	{regexp.MustCompile(`one more of yours there, face up, makes three in a line`), false, leavesGap},
	{regexp.MustCompile(`Face up, it draws you (a|two) tile`), false, drawsTiles},
}

// claimsChecked counts the reasons checked, by their words: each claim
// but the rare ones (rare) must be met in the positions measured, or its
// check tests nothing.
var claimsChecked = map[string]int{}

// falseClaim says what is false in the reason told of case c ("" where
// all it claims holds).
func falseClaim(t *testing.T, c hintCase, h hintTold) string {
	t.Helper()
	var m claimMove
	var before, after claimView
	if err := json.Unmarshal(h.Move, &m); err != nil {
		return err.Error()
	}
	if err := json.Unmarshal(c.View, &before); err != nil {
		return err.Error()
	}
	view, err := c.after.View(lang.English, c.Seat)
	if err != nil {
		return err.Error()
	}
	if err := json.Unmarshal(view, &after); err != nil {
		return err.Error()
	}
	for _, cl := range claims {
		if said := cl.words.FindStringSubmatch(h.Reason); said != nil {
			claimsChecked[cl.words.String()]++
			if bad := cl.check(c, m, before, after, said); bad != "" {
				return bad
			}
		}
	}
	return ""
}

// meldRank reads a meld ("7x2+J"): its number of cards and its value,
// jokers alone worth 14 (the rules).
func meldRank(meld string) (n, value int) {
	value = 14
	for _, part := range strings.Split(meld, "+") {
		v, k, _ := strings.Cut(part, "x")
		count := 1
		if k != "" {
			count, _ = strconv.Atoi(k)
		}
		n += count
		if v != "J" {
			value, _ = strconv.Atoi(v)
		}
	}
	return n, value
}

// lowestAttack: no play of as many cards and a lower value attacks, by
// the library's previews.
func lowestAttack(_ hintCase, m claimMove, before, _ claimView, _ []string) string {
	n, value := meldRank(m.Meld)
	for _, c := range before.LegalMoves {
		for _, o := range c.Moves {
			k, w := meldRank(o.Meld)
			if o.Meld != "" && k == n && w < value && !strings.Contains(o.Preview, "ttacks nobody") {
				return o.Meld + " attacks too: " + o.Preview
			}
		}
	}
	return ""
}

// endNear: no legal play lays down more cards, and another seat holds one
// card, or cards all known that make one play.
func endNear(c hintCase, m claimMove, before, _ claimView, _ []string) string {
	n, _ := meldRank(m.Meld)
	for _, ch := range before.LegalMoves {
		for _, o := range ch.Moves {
			if k, _ := meldRank(o.Meld); o.Meld != "" && k > n {
				return "the play " + o.Meld + " lays down more cards"
			}
		}
	}
	for i, k := range before.HandSizes {
		if i == c.Seat || k < 1 {
			continue
		}
		var known []string
		if i < len(before.Known) {
			known = slices.DeleteFunc(slices.Clone(before.Known[i]), func(s string) bool { return s == "?" || s == "J" })
		}
		values := slices.Compact(slices.Sorted(slices.Values(known)))
		if k == 1 || (len(before.Known[i]) == k && len(values) <= 1) {
			return ""
		}
	}
	return "no other seat may end the game"
}

// fewerAttack: the card played is higher than the one named, which the
// hand holds.
func fewerAttack(_ hintCase, m claimMove, before, _ claimView, said []string) string {
	_, value := meldRank(m.Meld)
	low, _ := strconv.Atoi(said[2])
	if said[1] != strconv.Itoa(value) || low >= value || !slices.Contains(before.Hand, said[2]) {
		return "the cards named are not the play's and a lower one held"
	}
	return ""
}

// lines are the four directions of a row: across, down, the diagonals.
var lines = [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// cellAt reads a cell "x,y".
func cellAt(k string) (x, y int) {
	a, b, _ := strings.Cut(k, ",")
	x, _ = strconv.Atoi(a)
	y, _ = strconv.Atoi(b)
	return x, y
}

func cellKey(x, y int) string { return strconv.Itoa(x) + "," + strconv.Itoa(y) }

// leavesNoRow: after the stone, no row through its tile (two tiles or
// more in a line, the rules) has exactly one tile without a stone.
func leavesNoRow(_ hintCase, m claimMove, _, after claimView, _ []string) string {
	tiles, stones := map[string]bool{}, map[string]bool{}
	for _, tl := range after.Tiles {
		tiles[tl.Cell] = true
	}
	for _, s := range after.Stones {
		for _, k := range s {
			stones[k] = true
		}
	}
	x, y := cellAt(m.To)
	for _, d := range lines {
		row, empty := 1, 0
		for _, sign := range []int{1, -1} {
			for i := 1; tiles[cellKey(x+sign*i*d[0], y+sign*i*d[1])]; i++ {
				row++
				if !stones[cellKey(x+sign*i*d[0], y+sign*i*d[1])] {
					empty++
				}
			}
		}
		if row > 1 && empty == 1 {
			return "a row through " + m.To + " is left one stone short"
		}
	}
	return ""
}

// leavesGap: after the tile, one of the seat's own face up lies two cells
// away in a line, the cell between them without a tile.
func leavesGap(c hintCase, m claimMove, _, after claimView, _ []string) string {
	colour := string("ybpg"[c.Seat])
	top := map[string]string{}
	for _, g := range after.Grid {
		top[g.Cell] = g.Up
		if g.Down != "" {
			top[g.Cell] = "down"
		}
	}
	x, y := cellAt(m.Cell)
	for _, d := range lines {
		for _, s := range []int{1, -1} {
			far, mid := cellKey(x+2*s*d[0], y+2*s*d[1]), cellKey(x+s*d[0], y+s*d[1])
			if _, taken := top[mid]; !taken && strings.HasPrefix(top[far], colour) && strings.HasPrefix(top[m.Cell], colour) {
				return ""
			}
		}
	}
	return "no tile of the seat's, face up, two cells away with an empty cell between"
}

// drawsTiles: face up, the hand ends with as many tiles more as the
// reason says, less the one played.
func drawsTiles(c hintCase, m claimMove, before, after claimView, said []string) string {
	n := map[string]int{"a": 1, "two": 2}[said[1]]
	if m.Kind != "up" || after.HandSizes[c.Seat] != before.HandSizes[c.Seat]-1+n {
		return "the hand did not grow by what the reason says"
	}
	return ""
}
