package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop"
)

// linkoTutorial is a two-player Linko! with four cards in the player's
// hand, so that the round ends within nine moves: a set that attacks and
// takes, an attack suffered and left, a discard and two draws, a joker
// with a 9 that attacks and leaves, and the hand emptied, which ends the
// round and scores it.
func linkoTutorial() (*tutorial, error) {
	start := map[string]any{
		"game": "linko", "options": map[string]any{"players": 2, "seed": "1", "firstSeat": 0, "rounds": 1},
		"round": 1, "phase": "play", "active": 0, "victim": -1, "draws": 0,
		"hands":    [][]string{{"3", "3", "9", "13"}, {"4", "4", "12", "6", "8"}},
		"known":    [][]string{{}, {}},
		"tableaux": [][]string{{}, {"10", "2x2"}},
		"display":  []string{"8", "6", "J", "5", "11", "1"},
		// The pile's top is first: Seat 2 draws the 7 and the 5, the
		// player the 13 that makes a pair.
		"pile":    []string{"7", "5", "13"},
		"discard": []string{},
		"totals":  []int{0, 0},
	}
	if err := fillLinkoPile(start); err != nil {
		return nil, err
	}
	pos, err := json.Marshal(start)
	if err != nil {
		return nil, err
	}
	return &tutorial{game: "linko", stages: []stage{{start: pos, steps: []lesson{
		{move: "play 3x2"},
		{move: "take", replies: []string{"draw pile", "draw pile", "play 4x2", "leave"}},
		{move: "discard"},
		{move: "draw J"},
		{move: "draw pile"},
		{move: "play 9+J"},
		{move: "leave", replies: []string{"takeback", "play 12"}},
		{move: "play 13x2", replies: []string{"play 6"}},
		{move: "play 2x2"},
	}}}}, nil
}

// fillLinkoPile puts under the pile of a Linko! position every card of the
// game that the position does not hold yet, in order: a position holds
// all 109 cards, and the tutorial names only those that matter.
func fillLinkoPile(p map[string]any) error {
	left := map[string]int{"J": 5}
	for v := 1; v <= 13; v++ {
		left[fmt.Sprint(v)] = 8
	}
	var held []string
	for _, h := range p["hands"].([][]string) {
		held = append(held, h...)
	}
	for _, t := range p["tableaux"].([][]string) {
		for _, m := range t {
			for _, part := range strings.Split(m, "+") {
				v, k, _ := strings.Cut(part, "x")
				n := 1
				if k != "" {
					fmt.Sscan(k, &n)
				}
				for range n {
					held = append(held, v)
				}
			}
		}
	}
	pile := p["pile"].([]string)
	held = append(append(held, p["display"].([]string)...), pile...)
	for _, c := range held {
		if left[c]--; left[c] < 0 {
			return fmt.Errorf("the tutorial's position holds more than the game's %q cards", c)
		}
	}
	for _, c := range []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "J"} {
		for range left[c] {
			pile = append(pile, c)
		}
	}
	p["pile"] = pile
	return nil
}

// linoBuild are the tutorial's building moves: the player's three and
// Seat 2's three.
var linoBuild = []lesson{
	{move: "move 4,0 3,2", replies: []string{"move 7,0 8,2"}},
	{move: "move 0,6 3,7", replies: []string{"move 9,6 8,7"}},
	{move: "move 5,0 2,2", replies: []string{"move 6,0 9,2"}},
}

// linoRow is one row of a field the Lino tutorial skips ahead to, from
// x0 on, each cell's letter saying how the stage finds it.
type linoRow struct {
	x0  int
	row string
}

// linoMiddle is the field the tutorial first skips ahead to, the middle
// of the game (twelve stones each, r32 #9: the lesson went from the empty
// field to the last stones), row by row from y = 1 (its top row): X and O
// the player's and Seat 2's stones, m the player's stone there, which
// closes the column of six that Seat 2 filled all but one of (a row
// scores for whoever closes it, whoever's stones fill the rest), n Seat
// 2's reply, which closes nothing, and . a tile left empty.
var linoMiddle = []linoRow{
	{4, "XX.."},
	{2, "OmOXOXn."},
	{0, ".O.O....XO"},
	{0, ".X.OX..XO."},
	{0, "..XO.OX..."},
	{1, ".XO.X..."},
	{3, "O....."},
}

// linoField is the field the tutorial then skips ahead to, going on from
// linoMiddle's (its X and O hold linoMiddle's X, O, m and n, so that the
// rows closed there stay the closer's), its letters as linoMiddle's: e
// the player's first stone there, which closes no row (an
// ordinary placement, practised once before the stones that score: r31,
// the lesson went straight to the last four), t Seat 2's reply,
// likewise; a to d the player's four last stones, p to s Seat 2's
// replies. The player's a closes three rows, the top row of four among
// them; b closes the row, the column and the diagonal it ends.
var linoField = []linoRow{
	{4, "XXXa"},
	{2, "OXOXOXOb"},
	{0, ".OXOeOXpXO"},
	{0, "OX.OXqtXOX"},
	{0, ".OXO.OXcXO"},
	{1, ".XOrXOd."},
	{3, "OXs.O."},
}

// linoTutorial builds the field in its first stage, then skips ahead to
// the middle of the game for a row closed, and again, from there, to the
// last ten stones: one that closes nothing, rows closed, three by one
// stone, and the end, which scores the runs of four.
func linoTutorial() (*tutorial, error) {
	options := []byte(`{"players":2,"seed":"1"}`)
	t, err := tabletop.Open("lino", options)
	if err != nil {
		return nil, err
	}
	first, err := t.Position()
	if err != nil {
		return nil, err
	}
	for _, s := range linoBuild {
		if t, err = linoPlay(t, s); err != nil {
			return nil, err
		}
	}
	// A step: the player's stone on the cell of one letter, Seat 2's
	// reply on the cell of another.
	step := func(cells map[byte][]string, player, reply byte) lesson {
		return lesson{move: "place " + cells[player][0], replies: []string{"place " + cells[reply][0]}}
	}
	placed := map[string]bool{}
	t, mid, err := linoSkip(t, linoMiddle, placed)
	if err != nil {
		return nil, err
	}
	middle, err := t.Position()
	if err != nil {
		return nil, err
	}
	// The late field goes on from the middle's, so that the rows closed
	// there stay the closer's.
	midStep := step(mid, 'm', 'n')
	if t, err = linoPlay(t, midStep); err != nil {
		return nil, err
	}
	placed[mid['m'][0]], placed[mid['n'][0]] = true, true
	t, cells, err := linoSkip(t, linoField, placed)
	if err != nil {
		return nil, err
	}
	late, err := t.Position()
	if err != nil {
		return nil, err
	}
	last := []lesson{step(cells, 'e', 't')}
	for i, c := range []byte("abcd") {
		last = append(last, step(cells, c, "pqrs"[i]))
	}
	return &tutorial{game: "lino", stages: []stage{
		{start: first, steps: linoBuild},
		{start: middle, steps: []lesson{midStep}},
		{start: late, steps: last},
	}}, nil
}

// linoPlay plays a step of the Lino tutorial: the player's move and the
// replies.
func linoPlay(t tabletop.Table, s lesson) (tabletop.Table, error) {
	t, _, err := t.Play(0, s.move)
	if err != nil {
		return t, err
	}
	return replyAll(t, s.replies, 0, nil)
}

// linoSkip places the stones of a field the tutorial skips ahead to that
// are not placed yet, the player's and Seat 2's in turn, each colour's
// cells in reading order; it adds them to placed and returns the table
// and every letter's cells.
func linoSkip(t tabletop.Table, field []linoRow, placed map[string]bool) (tabletop.Table, map[byte][]string, error) {
	cells, stones := map[byte][]string{}, map[byte][]string{}
	for k, r := range field {
		for i := range len(r.row) {
			c := fmt.Sprintf("%d,%d", r.x0+i, k+1)
			cells[r.row[i]] = append(cells[r.row[i]], c)
			if !placed[c] {
				stones[r.row[i]] = append(stones[r.row[i]], c)
			}
		}
	}
	if len(stones['X']) != len(stones['O']) {
		return t, nil, fmt.Errorf("the tutorial's field has %d X and %d O to place", len(stones['X']), len(stones['O']))
	}
	var err error
	for i := range stones['X'] {
		for seat, c := range []string{stones['X'][i], stones['O'][i]} {
			if t, _, err = t.Play(seat, "place "+c); err != nil {
				return t, nil, err
			}
			placed[c] = true
		}
	}
	return t, cells, nil
}

// linxTutorial is a two-player LINX whose seed deals what the script
// needs: a first round won by a line face up, the second by covering
// Seat 2's tiles face down, which wins the match.
func linxTutorial() (*tutorial, error) {
	t, err := tabletop.Open("linx", []byte(`{"players":2,"seed":"7"}`))
	if err != nil {
		return nil, err
	}
	pos, err := t.Position()
	if err != nil {
		return nil, err
	}
	return &tutorial{game: "linx", stages: []stage{{start: pos, steps: []lesson{
		{move: "up R 0,0", replies: []string{"up S 1,1"}},
		{move: "up P 1,0", replies: []string{"up R 2,0"}},
		{move: "up S -1,0", replies: []string{"up R 0,0"}},
		{move: "down P 0,0", replies: []string{"up S 1,0"}},
		{move: "down R 1,0", replies: []string{"up P 2,0"}},
		{move: "down S 2,0"},
	}}}}, nil
}
