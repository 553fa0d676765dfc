package tabletop_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// Typed input that is no move is refused with a sentence that says why in
// the player's language: the verbs the game knows, quoted, or the word that
// is no card, symbol or cell, quoted, or what is wrong with a Linko! meld
// (how many cards it asks for, its two values: words28c); never only
// "That is not a move of this game.".
func TestTypedRefusalsSayWhy(t *testing.T) {
	generic := map[lang.Language]string{}
	for _, l := range lang.All() {
		generic[l] = malformedSentence(t, l)
	}
	for _, c := range []struct{ game, move, want, fr string }{
		{"linko", "play 7y9", "The cards “7y9” are not recognised", "Les cartes «\u00a07y9\u00a0» ne sont pas reconnues"}, // as typed (go-r24 9)
		{"linko", "play 2x9", "You can play 1 to 8 cards of one value: “2x9” asks for 9.", "avec «\u00a02x9\u00a0», vous en demandez 9."},
		{"linko", "play 7+8", "The cards “7+8” are of different values", "Les cartes «\u00a07+8\u00a0» n’ont pas toutes la même valeur"},
		{"linko", "jump", "Type “play” followed by cards, such as “play 7x2+J”; “draw” followed by", "Tapez «\u00a0poser\u00a0» suivi des cartes"},
		{"linko", "draw", "Type “draw pile”, or “draw” followed by a card", "Tapez «\u00a0piocher pioche\u00a0», ou «\u00a0piocher\u00a0» suivi d’une carte"},
		{"linko", "draw 0", "Type “draw pile”, or “draw” followed by a card", "Tapez «\u00a0piocher pioche\u00a0»"},
		{"lino", "move K7 from K6", "Type “move” followed by two cells, such as “move K7 K6”", "Tapez «\u00a0déplacer\u00a0» suivi de deux endroits"},
		{"lino", "move K# K6", "The cell “K#” cannot be read", "L’endroit «\u00a0K#\u00a0»"},
		{"linx", "up P D 4", "Type “up” or “down”, a symbol and a cell", "Tapez «\u00a0visible\u00a0»"},
		{"linx", "up Q D4", "The symbol “Q” cannot be read: type R (rock)", "Le symbole «\u00a0Q\u00a0»"},
		{"linx", "down R 4D", "The cell “4D” cannot be read", "La case «\u00a04D\u00a0»"},
	} {
		tb, err := tabletop.Open(c.game, []byte(`{"seed":"5"}`))
		require.NoError(t, err)
		_, _, err = tb.Play(tb.ToMove(), c.move)
		var refused *tabletop.MoveError
		require.ErrorAs(t, err, &refused, "%s %q", c.game, c.move)
		assert.Equal(t, tabletop.ReasonMalformed, refused.Reason)
		assert.Contains(t, refused.Sentence(lang.English, nil), c.want, "%s %q", c.game, c.move)
		// in French, as PlayIn reads what a French player types: its
		// sentence names the French words
		_, _, err = tb.PlayIn(lang.French, tb.ToMove(), c.move)
		var french *tabletop.MoveError
		require.ErrorAs(t, err, &french, "%s %q", c.game, c.move)
		assert.Equal(t, tabletop.ReasonMalformed, french.Reason)
		assert.Contains(t, french.Sentence(lang.French, nil), c.fr, "%s %q", c.game, c.move)
		for _, l := range lang.All() {
			assert.NotEqual(t, generic[l], refused.Sentence(l, nil), "%s %q in %s", c.game, c.move, l)
		}
	}
}

// malformedSentence returns the shared sentence of input that is no move,
// which JSON that is no move still gets: it names no verb.
func malformedSentence(t *testing.T, l lang.Language) string {
	tb, err := tabletop.Open("linko", []byte(`{"seed":"5"}`))
	require.NoError(t, err)
	_, _, err = tb.PlayJSON(0, []byte(`{"seat":0,"kind":"fly"}`))
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused)
	return refused.Sentence(l, nil)
}

// Typed moves are read in any case: verbs, cards, symbols and cell names.
func TestTypedMovesAreReadInAnyCase(t *testing.T) {
	for game, moves := range map[string][]string{
		"linko": {"PLAY 7X2+j", "play 7x2+J", "Draw PILE", "TAKEBACK"},
		"lino":  {"MOVE k7 K6", "Place k6"},
		"linx":  {"UP p d4", "Down S D4", "PASS"},
	} {
		tb, err := tabletop.Open(game, []byte(`{"seed":"5"}`))
		require.NoError(t, err)
		for _, move := range moves {
			_, _, err := tb.Play(tb.ToMove(), move) // played, or read and refused by the rules
			var refused *tabletop.MoveError
			if err != nil {
				require.ErrorAs(t, err, &refused, "%s %q", game, move)
				assert.NotEqual(t, tabletop.ReasonMalformed, refused.Reason, "%s %q: %v", game, move, err)
			}
		}
	}
}

// Every legal move's Typed, its cells by their names and no seat, plays
// the move its Notation plays, in every game; Typed is in no JSON.
func TestTypedPlaysTheMove(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		tb, err := tabletop.Open(game, []byte(`{"seed":"5"}`))
		require.NoError(t, err)
		seat := tb.ToMove()
		for _, c := range tb.Choices(lang.English) {
			for _, m := range c.Moves[:min(len(c.Moves), 20)] {
				require.NotContains(t, m.Typed, ":", "%s %s", game, m.Notation)
				require.NotContains(t, m.Typed, ",", "%s %s: cells by their names", game, m.Notation)
				_, typed, err := tb.Play(seat, m.Typed)
				require.NoError(t, err, "%s %q", game, m.Typed)
				_, want, err := tb.Play(seat, m.Notation)
				require.NoError(t, err)
				require.Equal(t, want.Text(-1), typed.Text(-1), "%s %q", game, m.Typed)
				data, err := json.Marshal(m)
				require.NoError(t, err)
				require.NotContains(t, strings.ToLower(string(data)), "typed", "%s: Typed is Go only", game)
			}
		}
	}
}

// The zero MoveError, which refused no move, says that it is empty: its
// Error says so, its Sentence is "", it refuses to marshal, and JSON that
// names no reason is no MoveError.
func TestTheZeroMoveErrorSaysItIsEmpty(t *testing.T) {
	var zero tabletop.MoveError
	assert.Contains(t, zero.Error(), "empty")
	assert.Equal(t, "", zero.Sentence(lang.English, nil))
	_, err := json.Marshal(zero)
	require.ErrorContains(t, err, "empty MoveError")
	require.Error(t, json.Unmarshal([]byte(`{}`), &zero))
	require.Error(t, json.Unmarshal([]byte(`{"game":"linko","seat":0}`), &zero))
}
