package engine

import "fmt"

// TextIfValid is a MarshalText written once: v's String, or, when v is not
// valid, the error that format gives with v, so that no value is written in
// a form that would read back as another value or not at all.
func TextIfValid[T fmt.Stringer](v T, valid bool, format string) ([]byte, error) {
	if !valid {
		return nil, fmt.Errorf(format, v)
	}
	return []byte(v.String()), nil
}
