package linx_test

import (
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
)

// TestATypedWordIsQuotedInAPlayersWords: typed text that is no move is
// refused with a sentence a player reads, which quotes back the word it
// cannot read only in capitals and when it holds no "x,y" and no
// developer's word (issue #40).
func TestATypedWordIsQuotedInAPlayersWords(t *testing.T) {
	gametest.CheckTypedRefusals(t, 4, func(text string) error {
		_, err := linx.ParseMoveFor(0, text)
		return err
	}, map[string]string{
		"up R 1,2X": "Type “up” or “down”, a symbol and a cell, such as “up R D4”, or “pass”.",
		"up R dD":   "The cell “DD” cannot be read: type its letter and number, such as “D4”.",
		"up r_ D4":  "Type “up” or “down”, a symbol and a cell, such as “up R D4”, or “pass”.",
		"up qQ D4":  "The symbol “QQ” cannot be read: type R (rock), P (paper) or S (scissors).",
		"up R Cell": "The cell “CELL” cannot be read: type its letter and number, such as “D4”.",
	})
}
