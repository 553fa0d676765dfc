package lino

import (
	"fmt"
	"strconv"
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
// its colour's mark for a number: "X3" (black's 3), "O5".
func (f Face) String() string {
	switch {
	case f == Blank:
		return "."
	case f == Star:
		return "*"
	}
	if seat, value, ok := f.Number(); ok {
		return stoneMarks[seat] + strconv.Itoa(value)
	}
	return fmt.Sprintf("Face(%d)", uint8(f))
}

// ParseFace parses the form String returns.
func ParseFace(s string) (Face, error) {
	switch s {
	case ".":
		return Blank, nil
	case "*":
		return Star, nil
	}
	if len(s) == 2 && (s[0] == 'X' || s[0] == 'O') && '1' <= s[1] && s[1] <= '9' {
		seat := 0
		if s[0] == 'O' {
			seat = 1
		}
		return Number(seat, int(s[1]-'0')), nil
	}
	return Blank, fmt.Errorf("%q is not a face: write . (blank), * (star), or X or O with a number 1 to 9", s)
}

// MarshalText implements [encoding.TextMarshaler].
func (f Face) MarshalText() ([]byte, error) {
	if !f.valid() {
		return nil, fmt.Errorf("lino: cannot marshal %v", f)
	}
	return []byte(f.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseFace].
func (f *Face) UnmarshalText(text []byte) error {
	parsed, err := ParseFace(string(text))
	if err == nil {
		*f = parsed
	}
	return err
}

// stoneMarks are the seats' marks: black X for seat 0, white O for seat 1.
var stoneMarks = [2]string{"X", "O"}

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
