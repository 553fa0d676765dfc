package linko

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/internal/speech/speechtest"
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
		return refuser.Refuse(0, "move", 1, engine.Refusal(engine.NotLegalHere, key, refusedItem(key), "why").About(key, refusedItem(key), 1))
	}, MaxPlayers)
}

// refusedItem returns what the refusal keyed key names.
func refusedItem(key string) engine.Item {
	switch key {
	case "too-few-in-hand":
		return cardsItem{card: 7, count: 2}
	case "must-take-or-leave":
		return decideItem{Meld{Value: 8, Count: 2, Jokers: 1}, 1}
	case "must-draw":
		return drawItem(2)
	case "typed-count", "typed-jokers":
		return askedItem{"2x9", 9}
	}
	return cardsItem{card: Joker, name: true}
}

// TestEveryEndSaysWhyFirst: each way a round of Linko! ends (a seat
// played the last card of its hand, or the draw pile and the display ran
// out) is told at the round's end in every language by its reason first,
// a sentence of its own, then its result; the two reasons differ, and an
// ending not told (an older log) gives the result alone. The game's end,
// which follows its last round's, gives its result alone: the round's end
// has just said why.
func TestEveryEndSaysWhyFirst(t *testing.T) {
	scores := [MaxPlayers]int{3, -1, 5}
	for _, l := range lang.All() {
		w, who := wordsOf(l), speech.Of(l).People(0, nil)
		emptied, out := speech.Of(l).Sentence(w.emptied(who(2))), speech.Of(l).Sentence(w.cardsOut)
		require.NotEqual(t, emptied, out, "%s", l)
		for _, c := range []struct {
			ending Ending
			why    string
		}{{HandEmptied, emptied}, {CardsOut, out}} {
			e := Event{Kind: RoundEnded, Round: 1, Players: 3, Scores: scores, Ending: c.ending}
			if c.ending == HandEmptied {
				e.Seat = 2
			}
			text := e.Narrate(l, 0, nil)
			require.True(t, strings.HasPrefix(text, c.why+" "), "%s: %q does not begin with %q", l, text, c.why)
			told := e
			e.Ending, e.Seat = 0, 0
			require.Equal(t, strings.TrimPrefix(text, c.why+" "), e.Narrate(l, 0, nil), "%s", l)

			told.Kind, e.Kind = GameEnded, GameEnded
			require.Equal(t, e.Narrate(l, 0, nil), told.Narrate(l, 0, nil), "%s: the game's end says why again", l)
			require.NotContains(t, told.Narrate(l, 0, nil), c.why, "%s", l)
		}
	}
}

// TestARoundEndIsHeadedWithItsNumber: the end of a round that is not the
// game's last is headed with its number after its reason, "Fin de la
// manche 1 : …" (the French editor's), the first round too, Dutch's
// "Einde van ronde 1. Stand: …" with one colon (words-round10 nl 5); the
// last round says only why, the game's end saying the scores.
func TestARoundEndIsHeadedWithItsNumber(t *testing.T) {
	heads := map[lang.Language]string{
		lang.English: "End of round 1: ", lang.French: "Fin de la manche 1\u00a0: ",
		lang.Italian: "Fine della manche 1: ", lang.Dutch: "Einde van ronde 1. Stand: speler 3 met 5 punten, jij met 3 punten, ",
	}
	for _, l := range lang.All() {
		e := Event{Kind: RoundEnded, Round: 1, Players: 3, Scores: [MaxPlayers]int{3, -1, 5}, Ending: HandEmptied, Seat: 2}
		why := speech.Of(l).Sentence(wordsOf(l).emptied(speech.Of(l).People(0, nil)(2)))
		require.True(t, strings.HasPrefix(e.Narrate(l, 0, nil), why+" "+heads[l]), "%s: %q", l, e.Narrate(l, 0, nil))
		e.Last = true
		require.Equal(t, why, e.Narrate(l, 0, nil), "%s", l)
	}
}

// TestPendingLinesAgreeWithTheMeld: the picture's line of what is pending
// agrees with each meld it names, in words, one card or more, in the
// languages whose words change with it: "l'11 di Ana sgraffigna il tuo 7"
// but "il 9 e il Jolly di Ana sgraffignano i tuoi due 5"; Dutch "hem"
// for one card, "ze" for several, in the buttons too ("Leg ze af",
// "Riprendilo in mano", "Scartalo e pesca"); another's own cards are
// "de 7", named before.
func TestPendingLinesAgreeWithTheMeld(t *testing.T) {
	ana, you := speech.Person{Name: "Ana"}, speech.Person{You: true}
	one, eleven := Meld{Value: 7, Count: 1}, Meld{Value: 11, Count: 1}
	two, nines := Meld{Value: 5, Count: 2}, Meld{Value: 9, Count: 1, Jokers: 1}
	for _, c := range []struct {
		l    lang.Language
		got  string
		want string
	}{
		{lang.Italian, wordsOf(lang.Italian).picAttack(ana, you, eleven, one), "l'11 di Ana sgraffigna il tuo 7: tocca ad Ana decidere se prenderlo o no"},
		{lang.Italian, wordsOf(lang.Italian).picAttack(ana, you, nines, two), "il 9 e il Jolly di Ana sgraffignano i tuoi due 5: tocca ad Ana decidere se prenderli o no"},
		{lang.Italian, wordsOf(lang.Italian).picCompare(ana, eleven), "l'11 di Ana viene confrontato con le carte della fila superiore degli altri giocatori"},
		{lang.Italian, wordsOf(lang.Italian).picLeft(you, ana, one), "non hai preso il 7 di Ana: tocca ad Ana scegliere se riprenderlo in mano oppure scartarlo e pescare una carta"},
		{lang.French, wordsOf(lang.French).picAttack(ana, you, eleven, one), "le 11 d'Ana subtilynxe votre 7 : c'est à Ana de décider de le prendre ou non"},
		{lang.French, wordsOf(lang.French).picAttack(ana, you, nines, two), "le 9 et le joker d'Ana subtilynxent vos deux 5 : c'est à Ana de décider de les prendre ou non"},
		{lang.French, wordsOf(lang.French).refilled(nil), "la pioche est vide : la réserve ne peut plus être complétée"},
		{lang.French, wordsOf(lang.French).refilled([]Card{4, 10}), "la pioche est épuisée : la réserve ne montre plus qu'un 4 et un 10"},
		{lang.French, wordsOf(lang.French).refilled([]Card{Joker}), "la pioche est épuisée : la réserve ne montre plus qu'un joker"},
		{lang.Dutch, wordsOf(lang.Dutch).picCompare(ana, one), "de 7 van Ana wordt vergeleken met de bovenste kaarten van de andere spelers"},
		{lang.Dutch, wordsOf(lang.Dutch).picAttack(ana, you, nines, one), "Ana pakt met een 9 en een joker je 7 af en beslist: hem nemen of aan jou overlaten"},
		{lang.Dutch, wordsOf(lang.Dutch).picAttack(ana, you, nines, two), "Ana pakt met een 9 en een joker je twee 5'en af en beslist: ze nemen of aan jou overlaten"},
		{lang.Dutch, wordsOf(lang.Dutch).picAttack(you, ana, two, one), "met je twee 5'en pak je de 7 van Ana af: neem hem of laat hem aan Ana over"},
		{lang.Dutch, wordsOf(lang.Dutch).picLeft(ana, you, one), "Ana heeft de 7 aan jou overgelaten: neem hem terug in je hand, of leg hem af en pak een kaart"},
		{lang.Dutch, wordsOf(lang.Dutch).leave(ana, 2), "laat ze aan Ana over"},
		{lang.Dutch, wordsOf(lang.Dutch).takeBack(1), "neem hem terug in je hand"},
		{lang.Dutch, wordsOf(lang.Dutch).discard(2), "leg ze af"},
		{lang.Dutch, wordsOf(lang.Dutch).discarded(ana, two), "Ana heeft de twee 5'en afgelegd"},
		{lang.Dutch, wordsOf(lang.Dutch).picPlay(you), "leg kaarten uit"},
		{lang.Italian, wordsOf(lang.Italian).takeBack(1), "riprendilo in mano"},
		{lang.Italian, wordsOf(lang.Italian).takeBack(2), "riprendili in mano"},
		{lang.Italian, wordsOf(lang.Italian).discard(1), "scartalo e pesca"},
		{lang.Italian, wordsOf(lang.Italian).discard(2), "scartali e pesca"},
		{lang.French, wordsOf(lang.French).refilled([]Card{13, 1, 7, 1, Joker, 1}), "la réserve est complétée : elle montre un 13, trois 1, un 7 et un joker"},
		{lang.English, wordsOf(lang.English).refilled([]Card{8, 3, 8, Joker, 11, 2}), "the display is refilled: it shows two 8s, a 3, an 11, a 2 and a joker"},
		{lang.Italian, wordsOf(lang.Italian).refilled([]Card{8, 3}), "il mazzetto è finito: nel display restano solo un 8 e un 3"},
		{lang.Dutch, wordsOf(lang.Dutch).refilled(nil), "de voorraad kan niet meer aangevuld worden: de trekstapel is op"},
		{lang.Dutch, wordsOf(lang.Dutch).picLeft(you, ana, two), "je hebt de twee 5'en aan Ana overgelaten; Ana kiest: terug in de hand, of afleggen en twee kaarten pakken"},
		// The previews of a choice say what follows, never the button
		// again, and leaving passes a choice, not a forecast
		// (words-round16 it 3, it 4, nl 8).
		{lang.Italian, wordsOf(lang.Italian).backToHand(1), "non peschi nessuna carta"},
		{lang.Italian, wordsOf(lang.Italian).ontoDiscard(2), "peschi due carte"},
		{lang.Italian, wordsOf(lang.Italian).victimChoice(ana, 1), "Ana sceglie se riprenderlo in mano oppure scartarlo e pescare una carta"},
		{lang.Italian, wordsOf(lang.Italian).victimChoice(you, 2), "scegli tu se riprenderli in mano oppure scartarli e pescare due carte"},
		{lang.Dutch, wordsOf(lang.Dutch).backToHand(1), "je pakt geen nieuwe kaarten"},
		{lang.Dutch, wordsOf(lang.Dutch).ontoDiscard(1), "daarna pak je een nieuwe kaart"},
		{lang.Dutch, wordsOf(lang.Dutch).ontoDiscard(2), "daarna pak je twee nieuwe kaarten"},
		{lang.French, wordsOf(lang.French).backToHand(1), "vous ne piochez aucune carte"},
		{lang.French, wordsOf(lang.French).ontoDiscard(2), "vous piochez deux cartes"},
		{lang.French, wordsOf(lang.French).victimChoice(you, 1), "vous choisissez de le reprendre en main, ou de le défausser et de piocher une carte"},
		{lang.English, wordsOf(lang.English).backToHand(1), "you draw nothing"},
		{lang.English, wordsOf(lang.English).ontoDiscard(1), "you draw a card"},
	} {
		require.Equal(t, c.want, c.got, "%s", c.l)
	}
}

// TestCountsFollowCLDR: every phrase that counts cards says 0, 1, 2, 5 and
// 21 in the form CLDR's plural category of each language asks for, and
// none of them with no negation ("vous ne piochez aucune carte").
func TestCountsFollowCLDR(t *testing.T) {
	ana, you := speech.Person{Name: "Ana"}, speech.Person{You: true}
	for _, l := range lang.All() {
		w, b := wordsOf(l), speech.Of(l)
		for _, n := range []int{0, 1, 2, 5, 21} {
			for _, s := range []string{
				w.toDraw(n), w.victimDraws(ana, n), w.victimDraws(you, n), w.ontoDiscard(n),
				w.picDraw(ana, n, false), w.picDraw(you, n, true), w.moreToDraw(n), w.cards(7, n), w.cards(Joker, n),
			} {
				require.NoError(t, speechtest.Sentence(l, b.Sentence(s)), "%s %d", l, n)
			}
		}
	}
}

// TestDutchSaysTheSameNumber: Dutch names a meld's cards as its rules do,
// "kaarten met hetzelfde getal", in the refusal of a wrong meld too, not
// "van één waarde".
func TestDutchSaysTheSameNumber(t *testing.T) {
	nl := wordsOf(lang.Dutch)
	require.Contains(t, nl.rules[0], "met hetzelfde getal")
	require.Contains(t, nl.refusals["not-a-meld"], "met hetzelfde getal")
	// Jokers "zonder getallenkaarten", never the ambiguous "jokers
	// alleen" (words-round16 nl 6), and the victim's cards are new ones.
	require.Contains(t, nl.refusals["not-a-meld"], "of 1 tot 5 jokers zonder getallenkaarten.")
	require.Contains(t, strings.Join(nl.rules, "\n"), "dan pakt hun eigenaar evenveel nieuwe kaarten")
}

// TestDutchStandingIsSortedBestFirst: the Dutch standing at the end of a
// game follows its colon, best first, each score with its unit after
// "met" (words-round3 nl 8: "Eindstand: speler 1: −8 punten; speler 2:
// −19; speler 3: −2." had a colon in a colon and its scores unsorted;
// words-round8 struck the dash of "Eindstand — …"), as the event tells
// it: the narration sorts every list of scores (scoresOf).
func TestDutchStandingIsSortedBestFirst(t *testing.T) {
	e := Event{Kind: GameEnded, Players: 4, Scores: [MaxPlayers]int{-8, -19, -2, -5}}
	require.Contains(t, e.Narrate(lang.Dutch, 1, nil), "Eindstand: speler 3 met −2 punten, speler 4 met −5 punten, speler 1 met −8 punten, jij met −19 punten")
}

// TestAGameIsNotARound: Linko! has games, and rounds only in a match: the
// picture of a one-round game being scored says the game is over ("la
// partie est terminée"), a match's the round ("la manche 2"); the French
// winner "remporte la partie", as the rulebook says, "partie" said once,
// ahead of the others, best first, each with its unit (words-round10 fr
// 3).
func TestAGameIsNotARound(t *testing.T) {
	for l, want := range map[lang.Language][2]string{
		lang.English: {"the game is over, and is being scored", "round 2 is over, and is being scored"},
		lang.French:  {"la partie est terminée : on compte les points", "la manche 2 est terminée : on compte les points"},
		lang.Italian: {"la partita è finita: si contano i punti", "la manche 2 è finita: si contano i punti"},
		lang.Dutch:   {"de partij is voorbij: de punten worden geteld", "ronde 2 is voorbij: de punten worden geteld"},
	} {
		require.Equal(t, want[0], wordsOf(l).picScoring(1, 1), "%s", l)
		require.Equal(t, want[1], wordsOf(l).picScoring(2, 3), "%s", l)
	}
	ana, you := speech.Person{Name: "Ana"}, speech.Person{You: true}
	fr := wordsOf(lang.French)
	require.Equal(t, "Ana a remporté la partie avec 19 points, devant vous (9 points)",
		fr.gameEnded([]speech.Person{ana}, 19, []speech.Score{{Who: you, Points: 9}}))
	require.Equal(t, "Le joueur 1 a remporté la partie avec 19\u00a0points, devant le joueur 3 (12\u00a0points) et le joueur 2 (0\u00a0point).",
		Event{Kind: GameEnded, Players: 3, Scores: [MaxPlayers]int{19, 0, 12}}.Narrate(lang.French, -1, nil))
	require.Equal(t, "la partie est terminée : personne n'a marqué", fr.gameEnded(nil, 0, nil))
}

// TestRound15Words: what the editors of round 15 wrote, in the words of
// the rulebooks: a French draw from the pile says where it came from, as
// one from the display does (« soit dans la pioche, soit dans la
// réserve »); the reader who attacked decides « si vous le prenez »;
// Italian says what is left after this card of this card («dopo questa
// ne peschi ancora una»), the second card of two «ancora una carta»,
// «carte note», «dello stesso valore», «partono da −13»; Dutch says the
// jokers «zonder getallenkaarten», as its rulebook does.
func TestRound15Words(t *testing.T) {
	ana, you := speech.Person{Name: "Ana"}, speech.Person{You: true}
	fr, it, nl := wordsOf(lang.French), wordsOf(lang.Italian), wordsOf(lang.Dutch)
	require.Equal(t, "Ana a pioché une carte dans la pioche", fr.drawn(ana, Hidden, FromPile))
	require.Equal(t, "vous avez pioché un 12 dans la pioche", fr.drawn(you, 12, FromPile))
	require.Equal(t, "vous avez pioché le 12 dans la réserve", fr.drawn(you, 12, FromDisplay))
	one, two := Meld{Value: 4, Count: 1}, Meld{Value: 9, Count: 2}
	require.Equal(t, "votre 9 subtilynxe le 4 à Ana : c'est à vous de décider si vous le prenez", fr.picAttack(you, ana, Meld{Value: 9, Count: 1}, one))
	require.Equal(t, "les deux 9 d'Ana subtilynxent vos deux 4 : c'est à Ana de décider de les prendre ou non", fr.picAttack(ana, you, two, Meld{Value: 4, Count: 2}))
	require.Contains(t, fr.rules[0], "des cartes de même valeur")

	require.Equal(t, "dopo questa ne peschi ancora una", it.moreToDraw(1))
	require.Equal(t, "dopo questa ne peschi altre due", it.moreToDraw(2))
	require.Equal(t, "tocca a te pescare ancora una carta, dal mazzetto o dal display", it.picDraw(you, 1, true))
	require.Equal(t, "tocca a te pescare una carta dal mazzetto o dal display", it.picDraw(you, 1, false))
	require.Equal(t, "tocca ad Ana pescare due carte, una alla volta, dal mazzetto o dal display", it.picDraw(ana, 2, false))
	require.Equal(t, "carte note", it.picColumns[3])
	require.Contains(t, it.rules[0], "carte dello stesso valore")
	require.Contains(t, it.refusals["not-a-meld"], "carte dello stesso valore")
	require.Contains(t, it.rules[4], "tutti partono da −13")

	require.Contains(t, nl.rules[0], "Jokers zonder getallenkaarten zijn meer waard dan een 13.")
	require.True(t, strings.HasPrefix(nl.rules[2], "Nieuwe kaarten pak je alleen als je door afpakken kaarten kwijt bent: één voor één, de bovenste van de trekstapel"))
	require.Equal(t, "pak nog een kaart van de trekstapel of uit de voorraad", nl.picDraw(you, 1, true))
	require.Equal(t, "Ana moet twee kaarten pakken, één voor één, van de trekstapel of uit de voorraad", nl.picDraw(ana, 2, false))
}

// TestTheTypedHelpQuotesWhatToType: the help for text that is no move
// quotes every word a player types, as Lino's does, and says what follows
// "play" and "draw" (words28c, words-r28 6: « Tapez poser, piocher… »
// read as prose); a meld typed that is not understood is "not
// recognised" or "not valid", never "cannot be read" (« ne se lisent
// pas », « non si leggono », "niet te lezen").
func TestTheTypedHelpQuotesWhatToType(t *testing.T) {
	for l, words := range map[lang.Language][]string{
		lang.English: {"“play” followed by", "“draw” followed by “pile”", "“take”", "“leave”", "“takeback”", "“discard”"},
		lang.French:  {"« poser » suivi d", "« piocher » suivi de « pioche »", "« prendre »", "« laisser »", "« reprendre »", "« défausser »"},
		lang.Italian: {"«cala» seguito d", "«pesca» seguito da «mazzetto»", "«prendi»", "«lascia»", "«riprendi»", "«scarta»"},
		lang.Dutch:   {"“leg” gevolgd door", "“pak” gevolgd door “stapel”", "“neem”", "“laat”", "“terugnemen”", "“afleggen”"},
	} {
		w := catalogue[l]
		for _, word := range words {
			require.Contains(t, w.refusals["typed"], word, l.Name())
		}
		require.Contains(t, w.refusals["typed-draw"], []string{"“draw” followed by", "« piocher » suivi d", "«pesca» seguito da", "“pak” gevolgd door"}[slices.Index(lang.All(), l)], l.Name())
		require.NotRegexp(t, `cannot be read|ne se lisent|non si leggono|niet te lezen`, w.refusals["typed-meld"], l.Name())
	}
}
