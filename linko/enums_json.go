package linko

import "github.com/tabletopgo/tabletop/internal/engine"

// MarshalText returns the source's wire name, "pile" or "display", as
// String writes it and a card-drawn event's "from" holds it, so that a
// Source in a caller's own JSON reads as the wire does; a value that is no
// source is an error.
func (f Source) MarshalText() ([]byte, error) { return engine.KindText(f) }

// UnmarshalText reads a source's wire name, as MarshalText writes it;
// other text is an error that leaves f as it was.
func (f *Source) UnmarshalText(text []byte) error { return engine.ParseKind(text, f) }

// MarshalText returns the ending's wire name, "hand-emptied" or
// "cards-out", as String writes it and a round-ended event's "ending"
// holds it; the zero Ending, an ending not told, is "". A value beyond the
// endings is an error.
func (n Ending) MarshalText() ([]byte, error) { return endingNames.MarshalText(n) }

// UnmarshalText reads an ending's wire name, as MarshalText writes it ("",
// the zero Ending, included); other text is an error that lists the names
// and leaves n as it was.
func (n *Ending) UnmarshalText(text []byte) error { return endingNames.UnmarshalText(text, n) }
