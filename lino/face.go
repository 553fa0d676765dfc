package lino

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Face is what a tile shows in the bonus game: nothing, a star, or a number
// in one player's colour.
type Face uint8

// The faces that are not numbers.
const (
	Blank Face = 0
	Star  Face = 1
)

// Number returns the face showing value in seat's colour. Seat 0 plays
// black (X), seat 1 white (O).
func Number(seat, value int) Face {
	if seat < 0 || seat > 1 || value < 1 || value > maxFaceValue {
		return Blank
	}
	return Face(0x10*(seat+1) + value)
}

const maxFaceValue = 9

// Number returns the seat and the value of a number face, and false for
// another face.
func (f Face) Number() (seat, value int, ok bool) {
	seat, value = int(f>>4)-1, int(f&0xf)
	if (seat != 0 && seat != 1) || value < 1 || value > maxFaceValue {
		return 0, 0, false
	}
	return seat, value, true
}

// valid reports whether f is a face of the game.
func (f Face) valid() bool {
	_, _, number := f.Number()
	return f == Blank || f == Star || number
}

// String returns "." for a blank face, "*" for a star, and the number with
// its colour's mark in lower case for a number: "x3" (black's 3), "o5". It
// is the face's one form, in JSON, events and the drawings of the field,
// where capitals are stones.
func (f Face) String() string {
	switch {
	case f == Blank:
		return "."
	case f == Star:
		return "*"
	}
	if seat, value, ok := f.Number(); ok {
		return faceMarks[seat] + strconv.Itoa(value)
	}
	return fmt.Sprintf("Face(%d)", uint8(f))
}

// ParseFace parses the form String returns; it also reads the mark in
// capitals, "X3", as earlier versions wrote it.
func ParseFace(s string) (Face, error) {
	switch s {
	case ".":
		return Blank, nil
	case "*":
		return Star, nil
	}
	if len(s) == 2 && strings.ContainsRune("xXoO", rune(s[0])) && '1' <= s[1] && s[1] <= '9' {
		seat := 0
		if s[0] == 'o' || s[0] == 'O' {
			seat = 1
		}
		return Number(seat, int(s[1]-'0')), nil
	}
	return Blank, fmt.Errorf("%s is not a face: write . (blank), * (star), or x or o with a number 1 to 9", engine.Quote(s))
}

// MarshalText implements [encoding.TextMarshaler].
func (f Face) MarshalText() ([]byte, error) {
	return engine.TextIfValid(f, f.valid(), "lino: cannot marshal %v")
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseFace].
func (f *Face) UnmarshalText(text []byte) error {
	return engine.UnmarshalWith(f, text, ParseFace)
}

// stoneMarks are the seats' marks: black X for seat 0, white O for seat 1;
// faceMarks mark their numbers.
var (
	stoneMarks = [2]string{"X", "O"}
	faceMarks  = [2]string{"x", "o"}
)

// DefaultFaces returns the faces of the bonus game when Options.Faces is
// nil. The real distribution is lost with the rulebook's pictures; this one
// is ours: for each colour eight 1s, six 2s, four 3s and two 5s, then four
// stars and twelve blank faces, 56 in all.
func DefaultFaces() []Face {
	faces := make([]Face, 0, NumTiles)
	for seat := range 2 {
		for _, n := range []struct{ value, copies int }{{1, 8}, {2, 6}, {3, 4}, {5, 2}} {
			for range n.copies {
				faces = append(faces, Number(seat, n.value))
			}
		}
	}
	for range 4 {
		faces = append(faces, Star)
	}
	for range 12 {
		faces = append(faces, Blank)
	}
	return faces
}
