package linko

import "github.com/tabletopgo/tabletop/internal/engine"

// MarshalText returns the kind's wire name, as String writes it and an
// event's JSON holds it; a value that is no kind is an error.
func (k EventKind) MarshalText() ([]byte, error) { return engine.KindText(k) }

// UnmarshalText reads a kind's wire name, as MarshalText writes it; other
// text is an error.
func (k *EventKind) UnmarshalText(text []byte) error { return engine.ParseKind(text, k) }

// MarshalText returns the kind's wire name, as String writes it and a
// move's JSON holds it; a value that is no kind is an error.
func (k MoveKind) MarshalText() ([]byte, error) { return engine.KindText(k) }

// UnmarshalText reads a kind's wire name, as MarshalText writes it; other
// text is an error.
func (k *MoveKind) UnmarshalText(text []byte) error { return engine.ParseKind(text, k) }
