package linx

import (
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Symbol is what a tile shows: rock, paper or scissors.
type Symbol uint8

// The symbols. The zero Symbol is none: a tile not shown.
const (
	Rock     Symbol = 1
	Paper    Symbol = 2
	Scissors Symbol = 3
)

// Beats reports whether s beats o: rock beats scissors, scissors beat
// paper, paper beats rock.
func (s Symbol) Beats(o Symbol) bool {
	return (s == Rock && o == Scissors) || (s == Scissors && o == Paper) || (s == Paper && o == Rock)
}

// beater returns the one symbol that beats s.
func (s Symbol) beater() Symbol { return [...]Symbol{0, Paper, Scissors, Rock}[s&3] }

func (s Symbol) valid() bool { return Rock <= s && s <= Scissors }

// String returns "R", "P" or "S", and "?" for none.
func (s Symbol) String() string {
	if s.valid() {
		return "RPS"[s-1 : s]
	}
	return "?"
}

// ParseSymbol parses "R", "P" or "S" (or "rock", "paper", "scissors", in any
// case).
func ParseSymbol(text string) (Symbol, error) {
	if len(text) <= len("scissors") {
		switch strings.ToLower(text) {
		case "r", "rock":
			return Rock, nil
		case "p", "paper":
			return Paper, nil
		case "s", "scissors":
			return Scissors, nil
		}
	}
	return 0, fmt.Errorf("%s is not a symbol: write R, P or S", engine.Quote(text))
}

// MarshalText implements [encoding.TextMarshaler]: "R", "P" or "S", and
// "?" for none (a tile not shown), so that a list of symbols is a JSON
// array of strings. Any other value gives an error.
func (s Symbol) MarshalText() ([]byte, error) {
	if s != 0 && !s.valid() {
		return nil, fmt.Errorf("linx: cannot marshal Symbol(%d)", uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseSymbol],
// and reads "?" as none.
func (s *Symbol) UnmarshalText(text []byte) error {
	if len(text) == 1 { // the form MarshalText writes, read without allocating
		if i := strings.IndexByte("?RPS", text[0]); i >= 0 {
			*s = Symbol(i)
			return nil
		}
	}
	parsed, err := ParseSymbol(string(text))
	if err == nil {
		*s = parsed
	}
	return err
}

// Colour is a set of tiles: each seat plays one, and with three seats the
// fourth is neutral. Seat i plays colour i.
type Colour uint8

// NumColours is the number of colours in the box.
const NumColours = 4

// colourNames name the colours in notation and JSON.
var colourNames = [NumColours]string{"red", "blue", "pink", "green"}

// String returns the colour's name: "red", "blue", "pink" or "green".
func (c Colour) String() string {
	if c < NumColours {
		return colourNames[c]
	}
	return fmt.Sprintf("Colour(%d)", uint8(c))
}

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
// capitals: "rR" is a red rock, "bS" blue scissors; "?" a tile not shown,
// or any other value that is not a tile. (The initials are r, b, p and g.)
// [State.String] writes a face-down tile all in capitals, "RR".
func (t Tile) String() string {
	if !t.valid() {
		return "?"
	}
	return colourNames[t.Colour()][:1] + t.Symbol().String()
}

// ParseTile parses the form String returns: "?" is the zero Tile, a tile
// not shown.
func ParseTile(text string) (Tile, error) {
	if text == "?" {
		return 0, nil
	}
	if len(text) == 2 {
		if c := strings.IndexByte("rbpg", text[0]); c >= 0 {
			if s, err := ParseSymbol(text[1:]); err == nil {
				return MakeTile(Colour(c), s), nil
			}
		}
	}
	return 0, fmt.Errorf("%s is not a tile: write a colour (r, b, p, g) and a symbol (R, P, S), such as rP", engine.Quote(text))
}

// parseTileBytes is ParseTile, without allocating for the forms String
// writes.
func parseTileBytes(text []byte) (Tile, error) {
	if len(text) == 2 {
		c, s := strings.IndexByte("rbpg", text[0]), strings.IndexByte("?RPS", text[1])
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

// Cell is a square of the grid. The grid floats: the first tile is placed
// at 0,0 and every other where the rules allow, X to the right, Y
// downwards.
type Cell struct {
	X int8 // columns, to the right of 0,0
	Y int8 // rows, downwards from 0,0
}

// String returns "x,y".
func (c Cell) String() string { return engine.FormatPair(c.X, c.Y) }

// ParseCell parses the form String returns.
func ParseCell(text string) (Cell, error) {
	x, y, ok := engine.ParsePair(text)
	if !ok {
		return Cell{}, fmt.Errorf("%s is not a cell: write x,y such as 1,-2, from -128 to 127", engine.Quote(text))
	}
	return Cell{x, y}, nil
}

// MarshalText implements [encoding.TextMarshaler].
func (c Cell) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseCell].
func (c *Cell) UnmarshalText(text []byte) error {
	parsed, err := ParseCell(string(text))
	if err == nil {
		*c = parsed
	}
	return err
}

// The window of the grid: every tile of a round fits a 5×5 square that
// holds 0,0, so its cells lie within reach of 0,0.
const (
	reach    = 4
	span     = 2*reach + 1
	numSpots = span * span
)

// spot is a cell's index in the window.
type spot int

func spotOf(c Cell) (spot, bool) {
	x, y := int(c.X)+reach, int(c.Y)+reach
	if x < 0 || x >= span || y < 0 || y >= span {
		return 0, false
	}
	return spot(y*span + x), true
}

func (p spot) cell() Cell { return Cell{int8(int(p)%span - reach), int8(int(p)/span - reach)} }

// Line is three cells in a row: Start and the two after it along Dir. A
// Line whose Dir is not one of the four directions, or whose cells would
// leave the range of a Cell, is no line: it does not marshal.
type Line struct {
	Start Cell      // the first cell
	Dir   Direction // where the other two lie from it
}

// Direction is one of the four directions of a line.
type Direction uint8

// The directions.
const (
	East Direction = iota
	South
	SouthEast
	NorthEast
	numDirections
)

func (d Direction) step() (dx, dy int8) {
	return [...]int8{1, 0, 1, 1}[d&3], [...]int8{0, 1, 1, -1}[d&3]
}

// Cells returns the line's three cells. Those of a Line that is no line
// (see [Line]) wrap around the range of a Cell.
func (l Line) Cells() [3]Cell {
	dx, dy := l.Dir.step()
	return [3]Cell{l.Start, {l.Start.X + dx, l.Start.Y + dy}, {l.Start.X + 2*dx, l.Start.Y + 2*dy}}
}

// valid reports whether l is a line: a direction, and cells within range.
func (l Line) valid() bool {
	if l.Dir >= numDirections {
		return false
	}
	dx, dy := l.Dir.step()
	x, y := int(l.Start.X)+2*int(dx), int(l.Start.Y)+2*int(dy)
	return -128 <= x && x <= 127 && -128 <= y && y <= 127
}

// String returns the line's first and last cells, "0,0..2,2".
func (l Line) String() string { c := l.Cells(); return c[0].String() + ".." + c[2].String() }

// ParseLine parses the form String returns: two cells two steps apart
// along a row, a column or a diagonal, within the range of a Cell.
func ParseLine(text string) (Line, error) {
	from, to, ok := strings.Cut(text, "..")
	a, errA := ParseCell(from)
	b, errB := ParseCell(to)
	if ok && errA == nil && errB == nil {
		for d := range numDirections {
			if l := (Line{a, d}); l.valid() && l.Cells()[2] == b {
				return l, nil
			}
		}
	}
	return Line{}, fmt.Errorf("%s is not a line of three: write its ends, such as 0,0..2,2", engine.Quote(text))
}

// MarshalText implements [encoding.TextMarshaler]: the form of String. A
// Line that is no line gives an error.
func (l Line) MarshalText() ([]byte, error) {
	if !l.valid() {
		return nil, fmt.Errorf("linx: cannot marshal the line %+v: no line of three cells", l)
	}
	return []byte(l.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseLine].
func (l *Line) UnmarshalText(text []byte) error {
	parsed, err := ParseLine(string(text))
	if err == nil {
		*l = parsed
	}
	return err
}
