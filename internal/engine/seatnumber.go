package engine

import (
	"bytes"
	"encoding/json"
	"errors"
)

// SeatNumber is a move object's "seat" as a game reads it: a whole number,
// which encoding/json reads into an int, but for "-0", which it reads as 0
// and which the notation's "SEAT:" refuses too ("-0:"): one seat, one way
// to write it.
type SeatNumber int

// errNegativeZero is SeatNumber's refusal of "-0".
var errNegativeZero = errors.New("-0 is not a seat number: write 0")

// UnmarshalJSON reads a whole number as encoding/json reads it into an
// int, and refuses "-0".
func (s *SeatNumber) UnmarshalJSON(data []byte) error {
	if bytes.Equal(bytes.TrimSpace(data), []byte("-0")) {
		return errNegativeZero
	}
	return json.Unmarshal(data, (*int)(s))
}
