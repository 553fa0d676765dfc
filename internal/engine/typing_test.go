package engine

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/speech"
)

// TestTyping: a language's words are read in any case and without their
// accents, the first written; a word the language reads as none is ""; a
// word it does not know is the notation's, and the nil Typing English.
func TestTyping(t *testing.T) {
	it := NewTyping("up=su scoperta; down=giù; R=S sasso; S=F; =X")
	for typed, notation := range map[string]string{"SU": "up", "Scoperta": "up", "giu": "down", "GIÙ": "down",
		"s": "R", "Sasso": "R", "f": "S", "x": "", "pass": "pass", "D4": "D4"} {
		require.Equal(t, notation, it.Read(typed), typed)
	}
	require.Equal(t, "giù", it.Write("down"))
	require.Equal(t, "D4", it.Write("D4"))
	require.Equal(t, "su S D4", it.Typed("0:up R 0,0", speech.Frame{Left: -3, Top: -3, Width: 7, Height: 7}))
	var english *Typing
	require.Equal(t, "S", english.Read("S"))
	require.Equal(t, "up R D4", english.Typed("0:up R 0,0", speech.Frame{Left: -3, Top: -3, Width: 7, Height: 7}))
	require.Equal(t, "cachee", FoldWord("Cachée"))
}
