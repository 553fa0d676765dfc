package linx

import "github.com/tabletopgo/tabletop/internal/engine"

// MarshalText returns the colour's name, as String writes it ("yellow",
// "blue", "pink" or "green"), so that a Colour in a caller's own JSON
// reads as a person says it, not as a number; a value that is no colour
// is an error.
func (c Colour) MarshalText() ([]byte, error) { return engine.KindText(c) }

// UnmarshalText reads a colour's name, as MarshalText writes it; other
// text is an error that leaves c as it was.
func (c *Colour) UnmarshalText(text []byte) error { return engine.ParseKind(text, c) }

// directionNames are the directions' names, as a line's cells run.
var directionNames = [numDirections]string{"east", "south", "southeast", "northeast"}

// String returns "east", "south", "southeast" or "northeast", the way a
// line's cells run from its Start; a value that is no direction is
// "Direction(9)".
func (d Direction) String() string { return engine.Name(directionNames[:], "Direction", d) }

// MarshalText returns the direction's name, as String writes it, so that
// a Direction in a caller's own JSON is a word, not a number; a value that
// is no direction is an error.
func (d Direction) MarshalText() ([]byte, error) { return engine.KindText(d) }

// UnmarshalText reads a direction's name, as MarshalText writes it; other
// text is an error that leaves d as it was.
func (d *Direction) UnmarshalText(text []byte) error { return engine.ParseKind(text, d) }
