package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/speech"
)

// ZeroMoveText is what every game's zero Move, which is no move, prints
// as: not a notation that names a kind no game has ("0:MoveKind(0) - ?").
const ZeroMoveText = "no move"

// ErrNoSeat is CutSeat's error for notation without the colon after the
// seat.
var ErrNoSeat = errors.New("no SEAT: before the move")

// CutSeat splits a move's notation, SEAT:REST, which every game shares,
// into the seat and the rest. The seat is written as the notation writes
// it, its digits from 0 without a sign or a leading zero, and the colon
// right after them ("0:", "12:"); white space before it is a person's
// stray, and is let pass. The error is ErrNoSeat without a colon, and
// says so when the seat is not written so ("-0", "00", "0 ").
func CutSeat(text string) (seat int, rest string, err error) {
	seatText, rest, ok := strings.Cut(text, ":")
	if !ok {
		return 0, "", ErrNoSeat
	}
	seatText = strings.TrimLeft(seatText, " \t\r\n")
	seat, err = strconv.Atoi(seatText)
	if err != nil || !isSeatNumber(seatText) {
		return 0, "", fmt.Errorf("%q is not a seat number: write its digits right before the colon (0:, 12:)", seatText)
	}
	return seat, rest, nil
}

// isSeatNumber reports whether text is a seat as the notation writes it:
// digits alone, and no leading zero but the seat 0's.
func isSeatNumber(text string) bool {
	if text == "" || len(text) > 1 && text[0] == '0' {
		return false
	}
	for _, c := range []byte(text) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// FormatPair returns the text of a cell of a game's grid: "x,y".
func FormatPair(x, y int8) string { return strconv.Itoa(int(x)) + "," + strconv.Itoa(int(y)) }

// ParsePair parses the text FormatPair returns, and reports whether it
// could.
func ParsePair(text string) (x, y int8, ok bool) {
	xs, ys, ok := strings.Cut(text, ",")
	x64, errX := strconv.ParseInt(xs, 10, 8)
	y64, errY := strconv.ParseInt(ys, 10, 8)
	return int8(x64), int8(y64), ok && errX == nil && errY == nil
}

// ParseCell parses a game's Cell C from the text [FormatPair] returns,
// "x,y"; its error shows the game's example ("4,0"), so that each game's
// ParseCell says the same thing in its own terms.
func ParseCell[C cell](text, example string) (C, error) {
	x, y, ok := ParsePair(text)
	if !ok {
		return C{}, fmt.Errorf("%s is not a cell: write x,y from -128 to 127, such as %s", Quote(text), example)
	}
	return C{x, y}, nil
}

// CellName names the cell x,y of a grid on the frame f as a person reads
// it, "C4", or, beyond the frame, which names no such cell, writes its
// "x,y" as [FormatPair] does.
func CellName(f speech.Frame, x, y int8) string {
	if name := f.Name(int(x), int(y)); name != "" {
		return name
	}
	return FormatPair(x, y)
}

// Typed returns a move's notation as a person types it to play it: without
// its "SEAT:", each cell "x,y" named on the frame f, "K7" (a cell beyond
// f keeps its "x,y", as [CellName] writes it), words one space apart:
// "0:move 4,0 4,-1" is "move K7 K6". It is what a game's Axes read back
// (see [TypedCell]).
func Typed(notation string, f speech.Frame) string {
	rest := notation
	if _, afterSeat, err := CutSeat(notation); err == nil {
		rest = afterSeat
	}
	words := strings.Fields(rest)
	for i, w := range words {
		if x, y, ok := ParsePair(w); ok {
			words[i] = CellName(f, x, y)
		}
	}
	return strings.Join(words, " ")
}

// UnmarshalWith sets *dst to what parse reads of text, and leaves it as it
// was when parse fails: the body of a type's UnmarshalText.
func UnmarshalWith[T any](dst *T, text []byte, parse func(string) (T, error)) error {
	parsed, err := parse(string(text))
	if err == nil {
		*dst = parsed
	}
	return err
}
