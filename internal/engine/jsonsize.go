package engine

import "strings"

// CountItems returns the number of items of the JSON array, or of members
// of the JSON object, that data holds, or -1 if data is neither. It only
// counts the commas at the top level, outside strings, without validating
// or allocating: a decoder calls it to refuse a list longer than any game
// has before the standard library spends memory on each item.
func CountItems(data []byte) int {
	i := skipSpace(data, 0)
	if i == len(data) || (data[i] != '[' && data[i] != '{') {
		return -1
	}
	depth, items, inString, empty := 0, 0, false, true
	for ; i < len(data); i++ {
		c := data[i]
		if inString {
			switch c {
			case '\\':
				i++
			case '"':
				inString = false
			}
			continue
		}
		switch c {
		case ' ', '\t', '\n', '\r':
			continue
		case '"':
			inString = true
		case '[', '{':
			depth++
			if depth == 1 {
				continue
			}
		case ']', '}':
			depth--
			if depth == 0 {
				if empty {
					return 0
				}
				return items + 1
			}
		case ',':
			if depth == 1 {
				items++
			}
		}
		empty = false
	}
	if empty {
		return 0
	}
	return items + 1
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && strings.IndexByte(" \t\n\r", data[i]) >= 0 {
		i++
	}
	return i
}
