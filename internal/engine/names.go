package engine

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// Names is the text form of an enumeration whose values count from 0, such
// as a game's phases: value v is called Names[v]. It gives the String,
// MarshalText and UnmarshalText of the games' own types, so that each need
// not write them again.
type Names[T ~uint8] struct {
	Package string   // the package, to begin MarshalText's errors: "linko"
	Type    string   // the Go type, to show a value without a name: "Phase"
	Noun    string   // what a value is, in words: "phase"
	Names   []string // the names, by value
}

// String returns the name of v, or Type(v) for a value without one.
func (n Names[T]) String(v T) string { return Name(n.Names, n.Type, v) }

// Name returns names[v], the name of a value of an enumeration whose names
// stand in a table by value (an EventKind's, from 1), or words for a value
// without one (beyond the table, or "" in it, as the zero kind): "unknown"
// and the last word of its type typ, lower-cased, with its number, such as
// "unknown kind (0)" for a MoveKind. Words, not Go's "MoveKind(0)", since
// a move's notation holds its kind, and an error about a bot's move quotes
// it. [KindText] and [ParseKind] know a value without a name by its ")".
func Name[T ~uint8](names []string, typ string, v T) string {
	if int(v) < len(names) && names[v] != "" {
		return names[v]
	}
	last := strings.LastIndexFunc(typ, unicode.IsUpper)
	return fmt.Sprintf("unknown %s (%d)", strings.ToLower(typ[max(last, 0):]), uint8(v))
}

// MarshalText returns the name of v, or an error for a value without one.
func (n Names[T]) MarshalText(v T) ([]byte, error) {
	if int(v) >= len(n.Names) {
		return nil, fmt.Errorf("%s: cannot marshal %s(%d)", n.Package, n.Type, uint8(v))
	}
	return []byte(n.Names[v]), nil
}

// Parse returns the value named text, or an error that lists the names if
// none is.
func (n Names[T]) Parse(text []byte) (T, error) {
	i := slices.Index(n.Names, string(text))
	if i < 0 {
		return 0, fmt.Errorf("%s is not a %s: use %s", Quote(string(text)), n.Noun, strings.Join(n.Names, ", "))
	}
	return T(i), nil
}

// UnmarshalText sets *v to the value named text, what a type's
// UnmarshalText does; on an error, that of Parse, it leaves *v alone.
func (n Names[T]) UnmarshalText(text []byte, v *T) error {
	parsed, err := n.Parse(text)
	if err == nil {
		*v = parsed
	}
	return err
}

// A Kind is a game's enumeration whose String is its wire name, such as
// an EventKind's "card-drawn", and a value outside the enumeration's
// "EventKind(9)".
type Kind interface {
	~uint8
	String() string
}

// KindText returns k's wire name, what a kind's MarshalText returns; a
// value outside the enumeration is an error that says so.
func KindText[K Kind](k K) ([]byte, error) {
	name := k.String()
	if strings.HasSuffix(name, ")") {
		return nil, fmt.Errorf("%s is no value of its kind", name)
	}
	return []byte(name), nil
}

// ParseKind sets *k to the value whose wire name is text, what a kind's
// UnmarshalText does; other text is an error that says so, and leaves *k
// as it was.
func ParseKind[K Kind](text []byte, k *K) error {
	for v := range 256 {
		if name := K(v).String(); name == string(text) && !strings.HasSuffix(name, ")") {
			*k = K(v)
			return nil
		}
	}
	var none K
	return fmt.Errorf("%s is not a %T", Quote(string(text)), none)
}
