package lino

import "github.com/tabletopgo/tabletop/internal/engine"

// MarshalText returns the direction's name, as String writes it ("east",
// "south", "southeast" or "northeast"), so that a Direction in a caller's
// own JSON is a word, not a number; a value that is no direction is an
// error.
func (d Direction) MarshalText() ([]byte, error) { return engine.KindText(d) }

// UnmarshalText reads a direction's name, as MarshalText writes it; other
// text is an error that leaves d as it was.
func (d *Direction) UnmarshalText(text []byte) error { return engine.ParseKind(text, d) }
