package engine

import (
	"strings"
	"unicode"
)

// Width returns how many columns s takes in a terminal, as the text
// pictures (View.Text) align their columns: a character of the East Asian
// Wide and Fullwidth scripts (Chinese, Japanese, Korean) or an emoji two,
// a combining mark, a zero width joiner, a variation selector or another
// format character none, and every other character one. An emoji joined
// to the one before by a zero width joiner ("👨‍👩‍👧", one family) and the
// second of a flag's two regional indicators draw inside the first, and
// an emoji's skin tone inside the emoji: none. It is the common terminal's
// width, not every one's: terminals differ on the characters of ambiguous
// width (★, −), which are one here, as in a Western terminal.
func Width(s string) int {
	width := 0
	joined, flag := false, false // after a zero width joiner; after a flag's first half
	for _, r := range s {
		w := runeWidth(r)
		switch {
		case r == '\u200d':
			joined = true
			continue
		case joined && w == 2, isRegional(r) && flag, isSkinTone(r):
			w = 0
		}
		flag = isRegional(r) && !flag
		joined = false
		width += w
	}
	return width
}

// PadRight returns s followed by as many spaces as it takes to fill width
// columns ([Width]): "%-*s" for text that fmt, counting characters,
// would misalign.
func PadRight(s string, width int) string {
	return s + strings.Repeat(" ", max(0, width-Width(s)))
}

// PadLeft returns s after as many spaces as it takes to fill width
// columns ([Width]): "%*s" by columns.
func PadLeft(s string, width int) string {
	return strings.Repeat(" ", max(0, width-Width(s))) + s
}

// runeWidth returns the columns of r alone: 0, 1 or 2 (see Width).
func runeWidth(r rune) int {
	switch {
	case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Variation_Selector):
		return 0
	case inRanges(r, wide):
		return 2
	}
	return 1
}

// isRegional reports whether r is a regional indicator, half of a flag.
func isRegional(r rune) bool { return 0x1F1E6 <= r && r <= 0x1F1FF }

// isSkinTone reports whether r is an emoji modifier, a skin tone.
func isSkinTone(r rune) bool { return 0x1F3FB <= r && r <= 0x1F3FF }

// wide are the characters two columns wide: Unicode's East Asian Wide and
// Fullwidth blocks, and the emoji, in order (Unicode 15's
// EastAsianWidth.txt, its blocks taken whole where almost all of a
// block is wide).
var wide = [][2]rune{
	{0x1100, 0x115F},   // Hangul Jamo, initial consonants
	{0x231A, 0x231B},   // ⌚ ⌛
	{0x23E9, 0x23EC},   // ⏩ to ⏬
	{0x23F0, 0x23F0},   // ⏰
	{0x23F3, 0x23F3},   // ⏳
	{0x25FD, 0x25FE},   // ◽ ◾
	{0x2614, 0x2615},   // ☔ ☕
	{0x2648, 0x2653},   // the zodiac
	{0x267F, 0x267F},   // ♿
	{0x2693, 0x2693},   // ⚓
	{0x26A1, 0x26A1},   // ⚡
	{0x26AA, 0x26AB},   // ⚪ ⚫
	{0x26BD, 0x26BE},   // ⚽ ⚾
	{0x26C4, 0x26C5},   // ⛄ ⛅
	{0x26CE, 0x26CE},   // ⛎
	{0x26D4, 0x26D4},   // ⛔
	{0x26EA, 0x26EA},   // ⛪
	{0x26F2, 0x26F3},   // ⛲ ⛳
	{0x26F5, 0x26F5},   // ⛵
	{0x26FA, 0x26FA},   // ⛺
	{0x26FD, 0x26FD},   // ⛽
	{0x2705, 0x2705},   // ✅
	{0x270A, 0x270B},   // ✊ ✋
	{0x2728, 0x2728},   // ✨
	{0x274C, 0x274C},   // ❌
	{0x274E, 0x274E},   // ❎
	{0x2753, 0x2755},   // ❓ ❔ ❕
	{0x2757, 0x2757},   // ❗
	{0x2795, 0x2797},   // ➕ ➖ ➗
	{0x27B0, 0x27B0},   // ➰
	{0x27BF, 0x27BF},   // ➿
	{0x2B1B, 0x2B1C},   // ⬛ ⬜
	{0x2B50, 0x2B50},   // ⭐
	{0x2B55, 0x2B55},   // ⭕
	{0x2E80, 0x303E},   // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
	{0x3041, 0x33FF},   // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed CJK, CJK compatibility
	{0x3400, 0x4DBF},   // CJK extension A
	{0x4E00, 0x9FFF},   // CJK unified ideographs
	{0xA000, 0xA4CF},   // Yi
	{0xA960, 0xA97F},   // Hangul Jamo extended A
	{0xAC00, 0xD7A3},   // Hangul syllables
	{0xF900, 0xFAFF},   // CJK compatibility ideographs
	{0xFE10, 0xFE19},   // vertical forms
	{0xFE30, 0xFE6F},   // CJK compatibility forms, small form variants
	{0xFF00, 0xFF60},   // fullwidth forms
	{0xFFE0, 0xFFE6},   // fullwidth signs
	{0x16FE0, 0x18CFF}, // Tangut, Khitan and their marks
	{0x1B000, 0x1B2FF}, // Kana supplement and extended, Nushu
	{0x1F004, 0x1F004}, // 🀄
	{0x1F0CF, 0x1F0CF}, // 🃏
	{0x1F18E, 0x1F18E}, // 🆎
	{0x1F191, 0x1F19A}, // 🆑 to 🆚
	{0x1F1E6, 0x1F1FF}, // regional indicators, the halves of flags
	{0x1F200, 0x1F2FF}, // enclosed ideographic supplement
	{0x1F300, 0x1F64F}, // miscellaneous symbols and pictographs, emoticons
	{0x1F680, 0x1F6FF}, // transport and map symbols
	{0x1F7E0, 0x1F7EB}, // coloured circles and squares
	{0x1F90C, 0x1F9FF}, // supplemental symbols and pictographs
	{0x1FA70, 0x1FAFF}, // symbols and pictographs extended A
	{0x20000, 0x2FFFD}, // CJK extensions B to F, compatibility supplement
	{0x30000, 0x3FFFD}, // CJK extensions G and H
}

// inRanges reports whether r is in one of ranges, which are in order.
func inRanges(r rune, ranges [][2]rune) bool {
	lo, hi := 0, len(ranges)
	for lo < hi {
		mid := (lo + hi) / 2
		switch {
		case r < ranges[mid][0]:
			hi = mid
		case r > ranges[mid][1]:
			lo = mid + 1
		default:
			return true
		}
	}
	return false
}
