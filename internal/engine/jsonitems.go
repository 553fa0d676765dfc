package engine

// CountJSONItems returns how many items the JSON array, or members the JSON
// object, data holds at its top level, without decoding or allocating
// anything, and false when data is neither (or is malformed). A decoder
// calls it before decoding a list, so that a list far longer than any game
// has is refused at the cost of one scan, instead of after every item has
// been built.
func CountJSONItems(data []byte) (int, bool) {
	i := 0
	skipSpace := func() {
		for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
			i++
		}
	}
	skipSpace()
	if i >= len(data) || (data[i] != '[' && data[i] != '{') {
		return 0, false
	}
	depth, items, empty := 0, 0, true
	for ; i < len(data); i++ {
		switch c := data[i]; c {
		case '"':
			for i++; i < len(data) && data[i] != '"'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
			if i >= len(data) {
				return 0, false
			}
			empty = false
		case '[', '{':
			if depth == 1 {
				empty = false
			}
			depth++
		case ']', '}':
			depth--
			if depth == 0 {
				skipEnd := i + 1
				for skipEnd < len(data) && (data[skipEnd] == ' ' || data[skipEnd] == '\t' || data[skipEnd] == '\n' || data[skipEnd] == '\r') {
					skipEnd++
				}
				if skipEnd != len(data) {
					return 0, false
				}
				if !empty {
					items++
				}
				return items, true
			}
		case ',':
			if depth == 1 {
				items++
			}
		case ' ', '\t', '\n', '\r':
		default:
			empty = false
		}
	}
	return 0, false
}
