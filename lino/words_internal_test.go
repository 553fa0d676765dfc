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
		item := cellItem{Cell: Cell{X: 2, Y: 3}, Board: speech.Frame{Width: 8, Height: 8}}
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
// second verb ("ha chiuso la fila … e ha fatto 6 punti"), the tiles moved
// as a count the reader keeps ("tessere spostate: 0 su 6"), and the
// bonus rule what an empty tile's number gives; Dutch's rules say where
// a tile may never go as a player would.
func TestItalianSaysWhatItScores(t *testing.T) {
	w := catalogue[lang.Italian]
	require.Equal(t, "Ana ha chiuso la fila da A1 a F6 e ha fatto 6 punti.", w.rowClosed(speech.Person{Name: "Ana"}, "A1", "F6", 6))
	require.Equal(t, "Hai chiuso la fila da A1 a F6 e hai fatto 6 punti.", w.rowClosed(speech.Person{You: true}, "A1", "F6", 6))
	require.Contains(t, w.picLegend(0, buildMoves), "; tessere spostate: 0 su 6.")
	require.Contains(t, w.picLegend(2, buildMoves), "; tessere spostate: 2 su 6.")
	require.Contains(t, w.picLegend(2, buildMoves), "+ casella dove puoi spostare una tessera,", "what + marks (words-round10 it 10)")
	require.Equal(t, "È l'ultima delle 48 pedine.", w.lastStone(48))
	// The scores, the verb and the unit said once (words-round16 it 10, fr
	// 10), a seat named by its number with its verb again.
	ana, you := speech.Score{Who: speech.Person{Name: "Ana"}, Points: 117}, speech.Score{Who: speech.Person{You: true}, Points: 68}
	require.Equal(t, "Hai fatto 68 punti e Ana 117.", w.scores(you, ana))
	require.Equal(t, "Ana ha fatto 117 punti e tu 68.", w.scores(ana, you))
	french := catalogue[lang.French]
	require.Equal(t, "Ana a marqué 197 points, et Bo 172.", french.scores(speech.Score{Who: speech.Person{Name: "Ana"}, Points: 197}, speech.Score{Who: speech.Person{Name: "Bo"}, Points: 172}))
	require.Equal(t, "La manche 1 est terminée : Ana a marqué 60 points, et vous 58.", french.roundEnded(1, speech.Score{Who: speech.Person{Name: "Ana"}, Points: 60}, speech.Score{Who: speech.Person{You: true}, Points: 58}))
	seat := func(n int) speech.Person { return speech.Person{Name: speech.Of(lang.French).Seat(n), Seat: n} }
	require.Equal(t, "Le joueur 1 a marqué 197 points, et le joueur 2 en a marqué 172.", french.scores(speech.Score{Who: seat(1), Points: 197}, speech.Score{Who: seat(2), Points: 172}))
	// French too, as a count the reader keeps (words-round10 fr 7).
	require.Contains(t, catalogue[lang.French].picLegend(0, buildMoves), "; cases déplacées : 0 sur 6.")
	require.Contains(t, catalogue[lang.French].picLegend(2, buildMoves), "; cases déplacées : 2 sur 6.")
	require.Contains(t, strings.Join(w.rules, "\n"), "il numero su una tessera rimasta vuota dà altrettanti punti al giocatore del colore del numero")
	// The end's scoring in a sentence, the bonus's number by its colour
	// (words-round12 fr 6, nl 8).
	require.Contains(t, strings.Join(catalogue[lang.French].rules, "\n"), "lui rapporte 10 points pour 4 pierres, 20 pour 5, 30 pour 6 et 40 pour 7 ou plus.")
	require.Contains(t, strings.Join(catalogue[lang.French].rules, "\n"), "au joueur de la couleur du chiffre")
	require.Contains(t, strings.Join(catalogue[lang.Dutch].rules, "\n"), "levert punten op voor de speler met de kleur van dat getal")
	require.Contains(t, strings.Join(catalogue[lang.Dutch].rules, "\n"), "nooit naar een plek waar een tegel is weggehaald")
	// Nothing is drawn at a star, and a rulebook says zijkant
	// (words-round15 nl 5, 6).
	require.Contains(t, strings.Join(catalogue[lang.Dutch].rules, "\n"), "; bij een gelijk aantal aan wie een steen op de ster heeft,")
	// The bonus rule's tie says its verb again, never hanging on one
	// clauses back (words-round16 it 6; English and French had it too).
	require.Contains(t, strings.Join(w.rules, "\n"), "in caso di parità li prende chi ha la pedina sulla stella")
	require.Contains(t, strings.Join(catalogue[lang.French].rules, "\n"), "en cas d'égalité, ils vont au joueur dont la pierre")
	require.Contains(t, strings.Join(catalogue[lang.English].rules, "\n"), "; on a tie they go to whoever has the stone on the star,")
	require.Contains(t, strings.Join(catalogue[lang.Dutch].rules, "\n"), "met een zijkant of een hoek")
	// The French rules speak of "chaque joueur", never of the reader's
	// stones beside them.
	require.NotRegexp(t, `\b(vos|votre)\b`, strings.Join(catalogue[lang.French].rules, "\n"))
}

// TestTheWinnerIsNamedBeforeTheColour: the picture's end names the
// winner by name, then the colour and stone it played ("Partij voorbij:
// Bo (wit, O) heeft gewonnen."), never the stone first ("O, Bo heeft gewonnen").
func TestTheWinnerIsNamedBeforeTheColour(t *testing.T) {
	for l, want := range map[lang.Language]string{
		lang.English: "Game over: Bo (white, O) wins.",
		lang.French:  "Partie terminée : Bo gagne avec les Blancs (O).",
		lang.Italian: "Partita finita: ha vinto Bo con le pedine bianche (O).",
		lang.Dutch:   "Partij voorbij: Bo (wit, O) heeft gewonnen.",
	} {
		require.Equal(t, want, catalogue[l].picWinner(speech.Person{Name: "Bo"}, 1, stoneMarks[1]), l.Name())
	}
}

// TestTheDefaultNameIsALabelAloneAndANounInASentence: the score line
// shows a seat's default name after its colour and stone, in lower case
// mid-line ("Noirs (X), joueur 1 (vous) : 0 point ; …"); the winner's
// line says it inside a sentence, as a noun with its article where the
// language has one ("le joueur 2 gagne"; Italian in the past, as
// "hai vinto": "ha vinto il giocatore 2").
func TestTheDefaultNameIsALabelAloneAndANounInASentence(t *testing.T) {
	for l, want := range map[lang.Language][2]string{
		lang.English: {"Black (X), Seat 1 (you): 0 points · White (O), Seat 2: 0 points.", "Game over: Seat 2 (white, O) wins."},
		lang.French:  {"Noirs (X), joueur 1 (vous)\u00a0: 0\u00a0point\u202f; Blancs (O), joueur 2\u00a0: 0\u00a0point.", "Partie terminée\u00a0: le joueur 2 gagne avec les Blancs (O)."},
		lang.Italian: {"Nero (X), giocatore 1 (tu): 0 punti · Bianco (O), giocatore 2: 0 punti.", "Partita finita: ha vinto il giocatore 2 con le pedine bianche (O)."},
		lang.Dutch:   {"Zwart (X), speler 1 (jij): 0 punten · Wit (O), speler 2: 0 punten.", "Partij voorbij: speler 2 (wit, O) heeft gewonnen."},
	} {
		v := View{Seat: 0, Rounds: 1, Round: 1, Phase: PhaseOver, Over: true, ToMove: -1, Scores: []int{0, 0}, Winners: []int{1}}
		text := v.Text(l)
		require.Contains(t, text, want[0], l.Name())
		require.Contains(t, text, want[1], l.Name())
	}
}

// TestDutchSaysWhoseRunItIs: a Dutch run says who has it, then its cells
// and points ("Speler 1 heeft een reeks van vijf stenen (D11–H11): 20
// punten."), the reader's alike ("Je hebt een reeks …", words-round8 nl
// 9), a run of one its one cell.
func TestDutchSaysWhoseRunItIs(t *testing.T) {
	w := catalogue[lang.Dutch]
	seat1 := speech.Of(lang.Dutch).People(-1, nil)(0)
	require.Equal(t, "Speler 1 heeft een reeks van vijf stenen (D11–H11): 20 punten.", w.runScored(seat1, 5, "D11", "H11", 20))
	require.Equal(t, "Ana heeft een reeks van vier stenen (D11–D14): 10 punten.", w.runScored(speech.Person{Name: "Ana"}, 4, "D11", "D14", 10))
	require.Equal(t, "Je hebt een reeks van vijf stenen (D11–H11): 20 punten.", w.runScored(speech.Person{You: true}, 5, "D11", "H11", 20))
	require.Equal(t, "Je hebt een reeks van een steen (D11): 1 punt.", w.runScored(speech.Person{You: true}, 1, "D11", "D11", 1))
}

// TestFrenchNamesPhasesAsHeadings: the French picture names its phase as
// the rulebook's headings do, a noun without article, in a heading like
// LINX's (« Lino · construction du plateau. », with no « manche 1 sur 1 »
// in a game of one round; « Lino · manche 2 sur 3 · … » in a longer one:
// words-round15 fr 4), and a move still being counted as a wait (« Un
// instant : on compte les points. »).
func TestFrenchNamesPhasesAsHeadings(t *testing.T) {
	w := catalogue[lang.French]
	require.Len(t, w.picPhases, int(PhaseOver)+1)
	for _, phase := range w.picPhases {
		require.Regexp(t, `^[a-zé]+ `, phase)
		require.NotRegexp(t, `^(la|le|les|l') `, phase)
	}
	v := View{Seat: -1, Rounds: 1, Round: 1, Phase: PhaseBuilding, ToMove: -1, Scores: []int{0, 0}}
	require.Contains(t, v.Text(lang.French), "Lino · construction du plateau.")
	v.Rounds, v.Round = 3, 2
	require.Contains(t, v.Text(lang.French), "Lino · manche 2 sur 3 · construction du plateau.")
	require.Contains(t, v.Text(lang.French), "Un instant\u00a0: on compte les points.")
}

// TestItalianNamesPhasesWithoutArticle: the Italian picture names every
// phase the same way, as a heading without article ("Lino: riempimento
// del campo.", as French's « remplissage du plateau »: no second verb
// beside the labels' «metti», words-round12 it), and a move still being
// settled as a player would say it.
func TestItalianNamesPhasesWithoutArticle(t *testing.T) {
	w := catalogue[lang.Italian]
	require.Len(t, w.picPhases, int(PhaseOver)+1)
	for _, phase := range w.picPhases {
		require.NotRegexp(t, `^(il|lo|la|i|gli|le|l') `, phase)
	}
	v := View{Seat: -1, Rounds: 1, Round: 1, Phase: PhaseFilling, ToMove: -1, Scores: []int{0, 0}}
	require.Contains(t, v.Text(lang.Italian), "Lino: riempimento del campo.")
	require.Contains(t, v.Text(lang.Italian), "Un attimo: si conclude la mossa.")
}

// TestTheTypedHelpQuotesWhatToType: the help for text that is no move
// quotes the verbs a player types, as a rulebook does, and says what
// follows them ("Type “move” followed by two cells", words-r28 6: bare,
// « Tapez déplacer et deux endroits » read as prose, "type to move");
// a cell typed that is not understood is "not recognised" or "not
// valid", never "illegible" (« illisible », « non si legge », "niet te
// lezen": words-r28 1); and French names where a tile lies or may go
// « endroit » in every refusal, as the rules and the page's key do,
// never « emplacement » beside it (words-r28 1, 2), and the field « le
// plateau » everywhere, never « le terrain ».
func TestTheTypedHelpQuotesWhatToType(t *testing.T) {
	for l, verbs := range map[lang.Language][2]string{
		lang.English: {"“move” followed by", "“place” followed by"},
		lang.French:  {"« déplacer » suivi de", "« poser » suivi d'"},
		lang.Italian: {"«sposta» seguito da", "«metti» seguito da"},
		lang.Dutch:   {"“verplaats” gevolgd door", "“zet” gevolgd door"},
	} {
		w := catalogue[l]
		for _, verb := range verbs {
			require.Contains(t, w.refusals["typed"], verb, l.Name())
		}
		require.NotRegexp(t, `illisible|non si legge|niet te lezen`, w.refusals["typed-cell"], l.Name())
	}
	fr := catalogue[lang.French]
	words := append(slices.Collect(maps.Values(fr.refusals)), fr.fieldBuilt)
	words = append(words, fr.rules...)
	text := strings.Join(words, "\n")
	require.NotContains(t, text, "emplacement")
	require.NotContains(t, text, "terrain")
	require.Equal(t, "L'endroit en {item} est trop loin du plateau.", fr.refusals["too-far-at"], "« en » as the other refusals say a place")
}
