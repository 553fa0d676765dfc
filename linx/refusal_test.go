package linx_test

import (
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
)

// TestATypedWordIsQuotedInAPlayersWords: typed text that is no move is
// refused with a sentence a player reads, which quotes back the word it
// cannot read as typed (in capitals a cell's name, and a word that mixes
// cases and would read as code), and only when it
// holds no "x,y" and no developer's word (go-r24 9: "2x9" was echoed
// "2X9") (issue #40).
func TestATypedWordIsQuotedInAPlayersWords(t *testing.T) {
	gametest.CheckTypedRefusals(t, 4, func(text string) error {
		_, err := linx.ParseMoveFor(0, text)
		return err
	}, map[string]string{
		"up R 1,2X": "Type “up” or “down”, a symbol and a cell, such as “up R D4”, or “pass”.",
		"up R dD":   "The cell “DD” cannot be read: type its letter and number, such as “D4”.",
		"up r_ D4":  "Type “up” or “down”, a symbol and a cell, such as “up R D4”, or “pass”.",
		"up qQ D4":  "The symbol “QQ” cannot be read: type R (rock), P (paper) or S (scissors).",
		"up R d":    "The cell “d” cannot be read: type its letter and number, such as “D4”.",
		"up R Cell": "The cell “CELL” cannot be read: type its letter and number, such as “D4”.",
	})
}
