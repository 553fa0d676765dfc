package lino

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// TestEveryLanguageHasEveryPhrase: a phrase in one language and not in
// another fails here.
func TestEveryLanguageHasEveryPhrase(t *testing.T) { gametest.CheckPhrases(t, catalogue) }

// TestEveryRefusalIsSaidInEveryLanguage: every sentence of a refused
// move, the game's and the shared ones, is said in every language with
// what it names, with no placeholder and no English left.
func TestEveryRefusalIsSaidInEveryLanguage(t *testing.T) {
	keys := slices.Collect(maps.Keys(catalogue[lang.English].refusals))
	gametest.CheckRefusalWords(t, keys, func(key string) error {
		item := cellItem{Cell{X: 2, Y: 3}, speech.Frame{Width: 8, Height: 8}}
		return refuser.Refuse(0, "move", 1, engine.Refusal(engine.NotLegalHere, key, item, "why").About(key, item, 1))
	}, Players)
}

// TestItalianCallsACellCasella: Italian Lino has one word for a cell of
// the grid, "casella" ("tessera" is a tile), in the legend, the refusals
// and the rules, never "posto".
func TestItalianCallsACellCasella(t *testing.T) {
	w := catalogue[lang.Italian]
	words := append(slices.Collect(maps.Values(w.refusals)), w.picLegend(1, buildMoves))
	words = append(words, w.rules...)
	text := strings.Join(words, "\n")
	require.NotRegexp(t, `\bpost[oi]\b`, text)
	require.Contains(t, text, "casella vietata")
	require.Contains(t, text, "in una nuova casella")
}

// TestItalianSaysWhatItScores: Italian says the auxiliary again before a
// second verb ("ha chiuso la fila … e ha fatto 6 punti"), no tile moved
// as "nessuna tessera spostata" (never "0 tessere spostate"), and the
// bonus rule what an empty tile's number gives; Dutch's rules say where
// a tile may never go as a player would.
func TestItalianSaysWhatItScores(t *testing.T) {
	w := catalogue[lang.Italian]
	require.Equal(t, "Ana ha chiuso la fila da A1 a F6 e ha fatto 6 punti.", w.rowClosed(speech.Person{Name: "Ana"}, "A1", "F6", 6))
	require.Equal(t, "Hai chiuso la fila da A1 a F6 e hai fatto 6 punti.", w.rowClosed(speech.Person{You: true}, "A1", "F6", 6))
	require.Contains(t, w.picLegend(0, buildMoves), "; nessuna tessera spostata su 6.")
	require.Contains(t, w.picLegend(2, buildMoves), "; 2 tessere spostate su 6.")
	require.Contains(t, strings.Join(w.rules, "\n"), "il numero su una tessera rimasta vuota dà altrettanti punti al giocatore del suo colore")
	require.Contains(t, strings.Join(catalogue[lang.Dutch].rules, "\n"), "nooit naar een plek waar een tegel is weggehaald")
	// The French rules speak of "chaque joueur", never of the reader's
	// stones beside them.
	require.NotRegexp(t, `\b(vos|votre)\b`, strings.Join(catalogue[lang.French].rules, "\n"))
}

// TestTheWinnerIsNamedBeforeTheColour: the picture's end names the
// winner by name, then the colour and stone it played ("Partij voorbij:
// Bo (wit, O) wint."), never the stone first ("O, Bo wint").
func TestTheWinnerIsNamedBeforeTheColour(t *testing.T) {
	for l, want := range map[lang.Language]string{
		lang.English: "Game over: Bo (white, O) wins.",
		lang.French:  "Partie terminée : Bo gagne avec les Blancs (O).",
		lang.Italian: "Partita finita: vince Bo, con le pedine bianche (O).",
		lang.Dutch:   "Partij voorbij: Bo (wit, O) wint.",
	} {
		require.Equal(t, want, catalogue[l].picWinner("Bo", 1, stoneMarks[1]), l.Name())
	}
}
