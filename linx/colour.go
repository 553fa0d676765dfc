package linx

import "fmt"

// Colour is a set of tiles: each seat plays one, and with three seats the
// fourth is neutral. Seat i plays colour i.
type Colour uint8

// NumColours is the number of colours in the box.
const NumColours = 4

// colourNames name the colours in notation and JSON.
var colourNames = [NumColours]string{"yellow", "blue", "pink", "green"}

// String returns the colour's name: "yellow", "blue", "pink" or "green",
// the rulebook's order (seat 0 plays yellow).
func (c Colour) String() string {
	if c < NumColours {
		return colourNames[c]
	}
	return fmt.Sprintf("Colour(%d)", uint8(c))
}
