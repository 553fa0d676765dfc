package lino

import (
	"errors"
	"fmt"
	"slices"
)

// The material.
const (
	Players        = 2  // Lino is for two
	NumTiles       = 56 // tiles of the field
	StonesEach     = 24 // stones each player places (the 25th marks the score)
	MovesEach      = 3  // tiles each player moves while building
	buildMoves     = 2 * MovesEach
	stonesInPlay   = 2 * StonesEach
	maxRoundPoints = 4000
)

// Options set up a game. The zero value of each field means the rulebook's
// default.
type Options struct {
	// Players is 2, the only number Lino is for; 0 means 2, and JSON
	// leaves it out, as the handle (tabletop.Open) reads it.
	Players int `json:"players,omitempty"`
	// Seed shuffles the faces of the bonus game onto the field; the plain
	// game has no chance at all. The zero Seed is a seed like any other,
	// not "pick one": equal Options give equal games. JSON writes it as a
	// string (JavaScript's numbers stop at 2^53) and reads a string or a
	// number.
	Seed uint64 `json:"seed,string"`
	// FirstSeat moves the first tile and places the first stone (the
	// rulebook says: whoever lost last); 0 or 1.
	FirstSeat int `json:"firstSeat"`
	// Rounds is 1 (the default; 0 means 1) or 2: a fair match plays twice on
	// the field built in the first round, each seat placing first once, and
	// adds the points. JSON leaves 0 out, as it does Players.
	Rounds int `json:"rounds,omitempty"`
	// Bonus plays the bonus game: the tiles lie face up, and at the end
	// numbers on empty tiles and stars score.
	Bonus bool `json:"bonus"`
	// StarsOnly plays the bonus game with only the stars face up: the
	// numbers stay hidden and score nothing. It implies the bonus game.
	StarsOnly bool `json:"starsOnly"`
	// Layout is the starting field: 56 distinct cells with coordinates from
	// 0 to 19, each touching another by a side or a corner. Nil means the
	// asymmetric cross of DefaultLayout.
	Layout []Cell `json:"layout,omitempty"`
	// Faces are the 56 faces shuffled onto the tiles in the bonus game. Nil
	// means DefaultFaces. Faces need Bonus or StarsOnly.
	Faces []Face `json:"faces,omitempty"`
}

// The sentinel errors. Every error the package returns wraps one of them or
// one of a refused move's ([ErrIllegalMove], [ErrNotYourTurn],
// [ErrGameOver]), so that errors.Is tells bad input apart; the message says
// what was wrong in words a player understands.
var (
	// ErrInvalidOptions reports Options that New cannot play.
	ErrInvalidOptions = errors.New("lino: invalid options")
	// ErrInvalidPosition reports a Position that no game can reach.
	ErrInvalidPosition = errors.New("lino: invalid position")
	// ErrInvalidEvent reports an event that cannot follow the state it is
	// applied to, or a malformed one.
	ErrInvalidEvent = errors.New("lino: invalid event")
)

// DefaultLayout returns the starting field when Options.Layout is nil: an
// asymmetric cross of 56 tiles, a 4-wide column over and under a 10-wide
// band. The rulebook's picture is lost; reviews describe "an asymmetric
// cross".
//
//	    ####        y=0   x=4..7
//	    ####        y=1
//	    ####        y=2
//	##########      y=3   x=0..9
//	##########      y=4
//	##########      y=5
//	##########      y=6
//	    ####        y=7   x=4..7
func DefaultLayout() []Cell {
	var cells []Cell
	for y := int8(0); y < 8; y++ {
		lo, hi := int8(4), int8(7)
		if 3 <= y && y <= 6 {
			lo, hi = 0, 9
		}
		for x := lo; x <= hi; x++ {
			cells = append(cells, Cell{x, y})
		}
	}
	return cells
}

// normalize returns the options with defaults filled in, or why they are
// not a game's (without a sentinel: New and FromPosition add their own).
func (o Options) normalize() (Options, error) {
	fail := func(format string, args ...any) (Options, error) {
		return o, fmt.Errorf(format, args...)
	}
	if o.Players == 0 {
		o.Players = Players
	}
	if o.Rounds == 0 {
		o.Rounds = 1
	}
	switch {
	case o.Players != Players:
		return fail("%d players; Lino is for 2", o.Players)
	case o.FirstSeat != 0 && o.FirstSeat != 1:
		return fail("first seat %d; the seats are 0 and 1", o.FirstSeat)
	case o.Rounds != 1 && o.Rounds != 2:
		return fail("%d rounds; play 1, or 2 for a fair match", o.Rounds)
	case o.Faces != nil && !o.Bonus && !o.StarsOnly:
		return fail("faces are for the bonus game: set bonus or starsOnly")
	}
	if o.Layout != nil {
		o.Layout = slices.Clone(o.Layout)
		slices.SortFunc(o.Layout, compareCells)
		if err := checkLayout(o.Layout); err != nil {
			return fail("layout: %v", err)
		}
	}
	if o.Faces != nil {
		if len(o.Faces) != NumTiles {
			return fail("%d %s; there are %d tiles", len(o.Faces), en.Form(len(o.Faces), "face", "faces"), NumTiles)
		}
		for _, f := range o.Faces {
			if !f.valid() {
				return fail("%v is not a face", f)
			}
		}
		o.Faces = slices.Clone(o.Faces)
	}
	return o, nil
}

// compareCells orders cells as the grid does: by row, then column.
func compareCells(a, b Cell) int {
	if a.Y != b.Y {
		return int(a.Y) - int(b.Y)
	}
	return int(a.X) - int(b.X)
}

// checkLayout says why sorted cells are not a starting field, if they are
// not.
func checkLayout(cells []Cell) error {
	if len(cells) != NumTiles {
		return fmt.Errorf("%d %s; the field has %d tiles", len(cells), en.Form(len(cells), "cell", "cells"), NumTiles)
	}
	var tiles board
	for i, c := range cells {
		if c.X < 0 || c.Y < 0 || c.X > maxCoord || c.Y > maxCoord {
			return fmt.Errorf("cell %v is outside 0..%d", c, maxCoord)
		}
		if i > 0 && c == cells[i-1] {
			return fmt.Errorf("cell %v is given twice", c)
		}
		p, _ := spotOf(c)
		tiles.set(p)
	}
	for _, c := range cells {
		p, _ := spotOf(c)
		if neighbours(&tiles, p) == 0 {
			return fmt.Errorf("the tile at %v touches no other", c)
		}
	}
	return nil
}

// neighbours counts the tiles of b around p, by a side or a corner.
func neighbours(b *board, p spot) int {
	x, y := p.xy()
	n := 0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if (dx != 0 || dy != 0) && b.at(x+dx, y+dy) {
				n++
			}
		}
	}
	return n
}
