package linx

import (
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Tile is a tile of one colour and symbol. The zero Tile is no tile, or one
// not shown.
type Tile uint8

// MakeTile returns the tile of colour c showing s.
func MakeTile(c Colour, s Symbol) Tile { return Tile(c)<<2 | Tile(s) }

// Colour returns the tile's colour.
func (t Tile) Colour() Colour { return Colour(t >> 2) }

// Symbol returns the tile's symbol, 0 for a tile not shown.
func (t Tile) Symbol() Symbol { return Symbol(t & 3) }

func (t Tile) valid() bool { return t.Symbol().valid() && t.Colour() < NumColours }

// String returns the colour's initial, in lower case, and the symbol in
// capitals: "yR" is a yellow rock, "bS" blue scissors; "?" a tile not
// shown, or any other value that is not a tile. (The initials are y, b, p
// and g.)
// [State.String] writes a face-down tile all in capitals, "RR".
func (t Tile) String() string {
	if !t.valid() {
		return "?"
	}
	return colourNames[t.Colour()][:1] + t.Symbol().String()
}

// ParseTile parses the form String returns: "?" is the zero Tile, a tile
// not shown. It also reads "r" as yellow: releases before 0.1 called the
// first colour red, and logs they saved still say so.
func ParseTile(text string) (Tile, error) {
	if text == "?" {
		return 0, nil
	}
	if len(text) == 2 {
		if c := colourIndex(text[0]); c >= 0 {
			if s, err := ParseSymbol(text[1:]); err == nil {
				return MakeTile(Colour(c), s), nil
			}
		}
	}
	return 0, fmt.Errorf("%s is not a tile: write a colour (y, b, p, g) and a symbol (R, P, S), such as yP", engine.Quote(text))
}

// parseTileBytes is ParseTile, without allocating for the forms String
// writes.
func parseTileBytes(text []byte) (Tile, error) {
	if len(text) == 2 {
		c, s := colourIndex(text[0]), strings.IndexByte("?RPS", text[1])
		if c >= 0 && s > 0 {
			return MakeTile(Colour(c), Symbol(s)), nil
		}
	}
	return ParseTile(string(text))
}

// MarshalText implements [encoding.TextMarshaler]: the form of String. A
// value that is neither a tile nor the zero Tile gives an error.
func (t Tile) MarshalText() ([]byte, error) {
	if t != 0 && !t.valid() {
		return nil, fmt.Errorf("linx: cannot marshal Tile(%d)", uint8(t))
	}
	return []byte(t.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseTile].
func (t *Tile) UnmarshalText(text []byte) error {
	parsed, err := parseTileBytes(text)
	if err == nil {
		*t = parsed
	}
	return err
}

// colourIndex is the colour whose initial is b, or -1; "r" (red, the first
// colour's name before 0.1) is read as yellow.
func colourIndex(b byte) int {
	if b == 'r' {
		return 0
	}
	return strings.IndexByte("ybpg", b)
}
