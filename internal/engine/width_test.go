package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWidthCountsColumns: a text picture's columns line up under names of
// every script, each character counted by the columns a terminal gives
// it, not one each.
func TestWidthCountsColumns(t *testing.T) {
	for text, width := range map[string]int{
		"":                   0,
		"Ana":                3,
		"Seat 1 (you)":       12,
		"张伟":                 4,
		"김민준":                6,
		"ｱｲ":                 2, // halfwidth katakana: one each
		"Ｗ":                  2, // fullwidth Latin
		"🙂":                  2,
		"👨\u200d👩\u200d👧":    2, // a family: one emoji of three joined
		"张伟🙂👨\u200d👩\u200d👧": 8,
		"👍🏽":                 2, // a thumb and its skin tone
		"🇫🇷🇮🇹":               4, // two flags
		"❤\ufe0f":            1, // a text heart and its emoji selector: as wide as the heart, here
		"Zoë":                3,
		"Zoe\u0308":          3, // e and a combining diaeresis
		"Nguyễn":             6,
		"a\u200bb":           2, // a zero width space
		"★ −13":              5,
		"☕":                  2,
	} {
		assert.Equal(t, width, Width(text), "%q", text)
	}
}

// TestPadByColumns: padding fills columns, so a wide name takes fewer
// spaces.
func TestPadByColumns(t *testing.T) {
	assert.Equal(t, "张伟  |", PadRight("张伟", 6)+"|")
	assert.Equal(t, "Ana   |", PadRight("Ana", 6)+"|")
	assert.Equal(t, "  张伟|", PadLeft("张伟", 6)+"|")
	assert.Equal(t, "toolong|", PadRight("toolong", 3)+"|")
}
