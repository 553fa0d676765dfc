package engine

import "fmt"

// maxJSONDepth is the deepest nesting CheckJSONBounds can follow.
const maxJSONDepth = 16

// CheckJSONBounds reports an error when the JSON text data nests arrays and
// objects deeper than maxDepth (at most 16), or holds an array or object of
// more than maxItems items. It reads data once and allocates nothing, so
// that a decoder can refuse a huge list before it spends memory on its
// items: encoding/json costs far more per item than the item's bytes. It
// does not check that data is JSON; the decoder that follows does.
func CheckJSONBounds(data []byte, maxItems, maxDepth int) error {
	maxDepth = min(maxDepth, maxJSONDepth)
	var items [maxJSONDepth + 1]int
	depth, inString, escaped := 0, false, false
	for _, c := range data {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			if depth == maxDepth {
				return fmt.Errorf("JSON nested more than %d deep", maxDepth)
			}
			depth++
			items[depth] = 1
		case c == ']' || c == '}':
			depth = max(0, depth-1)
		case c == ',' && depth > 0:
			if items[depth]++; items[depth] > maxItems {
				return fmt.Errorf("a JSON list or object of more than %d items", maxItems)
			}
		}
	}
	return nil
}
