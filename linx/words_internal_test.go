package linx

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/rng"
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
	}, 4)
}

// refusedItem returns what the refusal keyed key names.
func refusedItem(key string) engine.Item {
	switch key {
	case string(ReasonNotInHand):
		return symbolItem(Scissors)
	case "does-not-beat":
		return beatsItem{Paper, Scissors}
	}
	return cellItem{Cell: Cell{X: 1, Y: -1}, Board: frameFor(2)}
}

// TestEveryEndIsToldOnce: a stuck round (on a full grid, or on drawn
// piles and hands that fit nowhere) is told in every language by its
// reason first, a sentence of its own, then its result, the reasons
// differing; a round won by a line of three, whose line its LineMade
// told, and the match, are told in one sentence each, which names the
// winners (both members of a team).
func TestEveryEndIsToldOnce(t *testing.T) {
	stuck := []struct {
		e   Event
		why func(w *phrases) string
	}{
		{Event{Kind: RoundWon, Round: 1, Seat: 0, Blocked: true, Full: true, Players: 2, Visible: [4]int{5, 4}},
			func(w *phrases) string { return w.gridFull }},
		{Event{Kind: RoundWon, Round: 3, Seat: 1, Blocked: true, Players: 2, Visible: [4]int{3, 3}},
			func(w *phrases) string { return w.pilesOut }},
	}
	once := []Event{
		{Kind: RoundWon, Round: 1, Seat: 1, Players: 3},
		{Kind: RoundWon, Round: 2, Seat: 1, Teams: true, Players: 4},
		{Kind: MatchWon, Seat: 2, Players: 3, Scores: [4]int{1, 0, 2}},
		{Kind: MatchWon, Seat: 0, Teams: true, Players: 4, Scores: [4]int{2, 1, 2, 1}},
	}
	names := []string{"Ana", "Bo", "Cleo", "Dan"}
	for _, l := range lang.All() {
		reasons := map[string]bool{}
		for _, c := range stuck {
			why := speech.Sentence(c.why(wordsOf(l)))
			text := c.e.Narrate(l, -1, nil)
			require.True(t, strings.HasPrefix(text, why+" "), "%s: %q does not begin with %q", l, text, why)
			require.Greater(t, len(text), len(why)+2, "%s: %q has no result after its reason", l, text)
			reasons[why] = true
		}
		require.Len(t, reasons, len(stuck), "%s: two ways of ending say the same", l)
		for _, e := range once {
			text := e.Narrate(l, -1, names)
			require.Equal(t, 1, strings.Count(text, ". ")+1, "%s: %q is more than one sentence", l, text)
			require.Contains(t, text, names[e.Seat], l.Name())
			if e.Teams {
				require.Contains(t, text, names[e.Seat+2], l.Name())
			}
		}
	}
}

// TestPictureCodesReadOneWay: in every language, the grid's codes of the
// twenty-four tiles, face up and face down, are all different, and a
// picture writes its own language's codes (French "jPa", never the
// English "yP") and names the hand's tiles in words.
func TestPictureCodesReadOneWay(t *testing.T) {
	s, err := New(Options{Players: 2, Seed: 1})
	require.NoError(t, err)
	s, err = s.Next(s.LegalMoves()[0])
	require.NoError(t, err)
	for _, l := range lang.All() {
		w := wordsOf(l)
		seen := map[string]Tile{}
		for c := range Colour(NumColours) {
			for sym := Rock; sym <= Scissors; sym++ {
				code := w.picColourCodes[c] + w.picSymbolCodes[sym]
				for _, text := range []string{code, w.picDown(code)} {
					other, taken := seen[text]
					require.False(t, taken, "%s: %q is both %v and %v", l.Name(), text, other, MakeTile(c, sym))
					seen[text] = MakeTile(c, sym)
				}
			}
		}
		picture := s.View(1).Text(l)
		first := s.grid()[0].Up
		require.Contains(t, picture, " "+w.picColourCodes[first.Colour()]+w.picSymbolCodes[first.Symbol()]+" ", l.Name())
		require.Contains(t, picture, speech.Of(l).Typeset(speech.Capitalize(w.picYourHand)+" "+w.list(s.Hand(1)))+"\n", l.Name())
	}
}

// TestOneWordForOneThing: French calls LINX's three in a row an
// "alignement" (never a "ligne") and counts tiles by their symbol ("deux
// tuiles pierre", lower case mid-sentence), and Dutch counts and names a tile as a tile of its
// symbol ("een steentegel", "twee steentegels", "de papiertegel van
// Ana", "leg je papiertegel open", words-round12 nl 5), a symbol alone
// only after je or geen in a rule ("je hebt geen papier", "je steen wint
// niet van papier", never "verslaat"), never bare, in
// lower case inside a sentence, with a capital only where a label stands
// alone; the field is "het speelveld", a neutral tile the green one a
// player sees.
func TestOneWordForOneThing(t *testing.T) {
	ana := []speech.Person{{Name: "Ana"}}
	fr := catalogue[lang.French]
	blocks := fr.does(ana, nil, 2, false) + "\n" + fr.does(append(ana, speech.Person{Name: "Bo"}), nil, 0, true)
	require.Contains(t, blocks, "vous bloquez l'alignement d'Ana")
	require.Contains(t, blocks, "les alignements d'Ana et de Bo")
	require.NotRegexp(t, `\blignes?\b`, strings.Join(append(fr.rules, blocks), "\n"))
	require.Equal(t, "Ana a pioché deux tuiles pierre et une tuile ciseaux", fr.drew(ana[0], 3, []Symbol{Scissors, Rock, Rock}),
		"tiles counted as the rulebook says them, each symbol once")
	// The neutral tile by the colour a player sees (words-round10 fr 9),
	// the cell after a comma, as the narration says it (words-round15 fr 1).
	require.Equal(t, "placer une tuile pierre face cachée sur la tuile ciseaux verte, en B1", fr.placeDown(Rock, cover{symbol: Scissors, told: true}, "B1"))
	require.Contains(t, strings.Join(fr.rules, " "), "alignées et non recouvertes (", "the rulebook's words (words-round12 fr 5)")

	nl := catalogue[lang.Dutch]
	// The player's own tile by its symbol, and a symbol beaten; any other
	// a tile of its symbol.
	own := regexp.MustCompile(`\b(je|geen|niet van) (steen|papier|schaar)\b`)
	for s := Rock; s <= Scissors; s++ {
		sentences := nl.placed(ana[0], s, "D4") + "\n" + nl.covered(ana[0], s, cover{symbol: s%3 + 1}, "D4") + "\n" + nl.placeUp(s, "D4") + "\n" +
			nl.placeDown(s, cover{symbol: s%3 + 1, told: true}, "D4") + "\n" + nl.placeDown(s, cover{symbol: s%3 + 1, owner: &speech.Person{You: true}, told: true}, "D4") + "\n" +
			nl.beats(s, s) + "\n" + nl.drew(ana[0], 2, []Symbol{s, s}) + "\n" + nl.passed(ana[0], []Symbol{s, s%3 + 1}) + "\n" +
			strings.ReplaceAll(nl.refusals[string(ReasonNotInHand)], "{item}", symbolItem(s).Words(lang.Dutch, nil))
		require.NotRegexp(t, `(?i)\b(steen|papier|schaar|stenen|papieren|scharen)\b`, own.ReplaceAllString(sentences, ""), "a symbol bare")
		require.NotRegexp(t, `[a-z,:] (Steen|Papier|Schaar)\b`, sentences+strings.Join(nl.rules, " "))
		require.NotContains(t, sentences, "neutrale")
		require.Equal(t, []string{"Steentegel", "Papiertegel", "Schaartegel"}[s-1], pickLabel(lang.Dutch, s), "a tile, never a bare symbol (words-round13 nl 10)")
	}
	require.Equal(t, "leg je papiertegel open op B1", nl.placeUp(Paper, "B1"))
	require.Equal(t, "Ana heeft op B1 de steentegel met een papiertegel afgedekt", nl.covered(ana[0], Paper, cover{symbol: Rock}, "B1"))
	bo := speech.Person{Name: "Bo"}
	require.Equal(t, "Ana heeft op B1 de steentegel van Bo met een papiertegel afgedekt", nl.covered(ana[0], Paper, cover{symbol: Rock, owner: &bo, told: true}, "B1"))
	require.Equal(t, "Cees heeft op B2 je steentegel met een papiertegel afgedekt",
		nl.covered(speech.Person{Name: "Cees"}, Paper, cover{symbol: Rock, owner: &speech.Person{You: true}, told: true}, "B2"))
	// The reader's own tile covered by the reader, as the others' "een
	// eigen" (words-round15 nl).
	me := speech.Person{You: true}
	require.Equal(t, "je hebt op F3 je eigen steentegel met een papiertegel afgedekt",
		nl.covered(me, Paper, cover{symbol: Rock, owner: &me, own: true, told: true}, "F3"))
	// A hand shown with no pronoun and no tailor's "de hand laten zien"
	// (words-round15 nl).
	require.Equal(t, "Ana heeft gepast en toont: een steentegel", nl.passed(ana[0], []Symbol{Rock}))
	require.Equal(t, "je hebt gepast en je hand laten zien: een steentegel", nl.passed(me, []Symbol{Rock}))
	// "Recht of schuin ernaast": one lies along a side, not along a corner
	// (words-round15 nl 6).
	require.Contains(t, strings.Join(nl.rules, " "), "naast een andere tegel (recht of schuin ernaast)")
	require.Equal(t, "dek de groene papiertegel op B1 af met je schaartegel", nl.placeDown(Scissors, cover{symbol: Paper, told: true}, "B1"))
	require.Equal(t, "dek de papiertegel van Ana op B1 af met je schaartegel", nl.placeDown(Scissors, cover{symbol: Paper, owner: &ana[0], told: true}, "B1"))
	require.Equal(t, "je steen wint niet van papier", nl.beats(Rock, Paper))
	require.NotContains(t, strings.Join(nl.rules, " "), "verslaat")
	require.Equal(t, "Ana heeft twee steentegels en een schaartegel getrokken", nl.drew(ana[0], 3, []Symbol{Scissors, Rock, Rock}))
	require.NotContains(t, strings.Join(slices.Collect(maps.Values(nl.refusals)), " "), "speelvierkant")
	// Face down is "dicht", to cover is "afdekken": never "gedekt", which
	// reads as both (words-round8 nl 2).
	all := strings.Join(append(slices.Collect(maps.Values(nl.refusals)), nl.rules...), " ") + nl.line(ana[0], true, "B1", "D3")
	require.NotRegexp(t, `\bgedekte?\b`, all)
	require.Contains(t, all, "alle drie open of alle drie dicht, en is er geen afgedekt")
	require.Equal(t, "Op {item} ligt een dichte tegel: daar mag geen tegel meer op.", nl.refusals["face-down"])
}

// TestItalianNamesEachTileOneWay: Italian names a tile as a tile with its
// symbol, capitalised, in every sentence and label ("una tessera Sasso",
// "sulla tua tessera Carta", "due tessere Forbici"), the symbols alone
// only in the rule ("Le Forbici battono la Carta"); never the singular
// Forbice (words-round9 it 2: one way, not three).
func TestItalianNamesEachTileOneWay(t *testing.T) {
	w := catalogue[lang.Italian]
	ana := speech.Person{Name: "Ana"}
	you := speech.Person{Name: "Bo", You: true}
	var all []string
	for s := Rock; s <= Scissors; s++ {
		for under := Rock; under <= Scissors; under++ {
			all = append(all, w.covered(ana, s, cover{symbol: under}, "D4"), w.covered(you, s, cover{symbol: under, owner: &ana, told: true}, "D4"),
				w.covered(ana, s, cover{symbol: under, owner: &you, told: true}, "D4"), w.covered(ana, s, cover{symbol: under, owner: &ana, own: true, told: true}, "D4"),
				w.covered(ana, s, cover{symbol: under, told: true}, "D4"), w.placeDown(s, cover{symbol: under, owner: &ana, told: true}, "D4"),
				w.placeDown(s, cover{symbol: under, told: true}, "D4"), w.placeDown(s, cover{symbol: under, owner: &you, told: true}, "D4"),
				w.placeDown(s, cover{symbol: under, owner: &ana, partner: true, told: true}, "D4"), w.beats(s, under))
		}
		all = append(all, w.placed(ana, s, "D4"), w.placeUp(s, "D4"), w.pickSymbol(s), w.drew(ana, 1, []Symbol{s}))
	}
	text := strings.Join(append(all, w.rules...), "\n")
	require.NotRegexp(t, `(?i)forbice\b`, text)
	require.NotRegexp(t, `\b(sasso|carta|forbici)\b`, text, "a tile's name in lower case")
	require.NotRegexp(t, `(la|una|sulla|tua) Forbici`, text, "the scissors are plural")
	require.NotRegexp(t, `(un|una|sulla|sulle|sul|tua|tue|tuo|due) (Sass|Cart|Forbici)`, text, "a tile is named as a tile")
	require.Contains(t, text, "metti una tessera Forbici scoperta in D4")
	require.Contains(t, text, "Ana ha coperto in D4 la tessera Carta con una tessera Forbici")
	// Whose tile was covered (words-round10 it 3), the cell first
	// (words-round13 it 1).
	require.Contains(t, text, "hai coperto in D4 la tessera Sasso di Ana con una tessera Carta")
	require.Contains(t, text, "Ana ha coperto in D4 la tua tessera Sasso con una tessera Carta")
	require.Contains(t, text, "Ana ha coperto in D4 la sua tessera Sasso con una tessera Carta")
	require.Contains(t, text, "Ana ha coperto in D4 la tessera Sasso neutra con una tessera Carta")
	require.Contains(t, text, "copri in D4 la tessera Forbici di Ana con una tessera Sasso")
	require.Contains(t, text, "copri in D4 la tua tessera Forbici con una tessera Sasso")
	require.Contains(t, text, "copri in D4 la tessera Forbici neutra con una tessera Sasso")
	require.Contains(t, text, "copri in D4 la tessera Forbici del tuo compagno con una tessera Sasso", "a partner as the rules call one")
	require.Contains(t, text, "le Forbici battono la Carta")
	require.Equal(t, "la Carta non batte le Forbici", w.beats(Paper, Scissors), "after the refusal's colon, in lower case (words-round12 it 2)")
	require.Equal(t, "Ana ha pescato due tessere Sasso e una tessera Forbici", w.drew(ana, 3, []Symbol{Scissors, Rock, Rock}))
	require.Equal(t, "hai ricevuto due tessere Carta e due tessere Forbici", strings.SplitN(w.roundStarted(2, []Symbol{Scissors, Paper, Scissors, Paper}), "; ", 2)[1])
	require.Equal(t, "comincia la manche 2", w.roundStarted(2, nil), "one verb of beginning (words-round8 it); whose turn it is follows it (issue 40)")
}

// TestNoSentenceNamesItsReader: a sentence about the reader says "you"
// (vous, tu, je), never the reader's own name, in every language, for
// every event of random games of every size and the ends they seldom
// show (a stuck round, tied, a team's match).
func TestNoSentenceNamesItsReader(t *testing.T) {
	names := []string{"Xavi", "Yuki", "Zora", "Quin"}
	events := []Event{
		{Kind: RoundWon, Round: 2, Seat: 1, Blocked: true, Players: 2, Visible: [4]int{3, 3}},
		{Kind: RoundWon, Round: 1, Seat: 0, Blocked: true, Players: 3, Visible: [4]int{4, 0, 1}},
		{Kind: RoundWon, Round: 3, Seat: 1, Blocked: true, Teams: true, Players: 4, Visible: [4]int{1, 2, 1, 0}},
		{Kind: MatchWon, Seat: 0, Teams: true, Players: 4, Scores: [4]int{2, 1, 2, 1}},
		{Kind: MatchWon, Seat: 1, Players: 3, Scores: [4]int{1, 2, 0}},
	}
	for seed := range uint64(4) {
		opts := Options{Players: 2 + int(seed%3), Seed: seed}
		if seed == 3 {
			opts = Options{Players: 4, Seed: seed, Teams: true}
		}
		s, err := New(opts)
		require.NoError(t, err)
		r := rng.New(seed)
		for !s.Over() {
			m, ok := s.RandomMove(&r)
			require.True(t, ok)
			var happened []Event
			s, happened, err = s.Apply(m)
			require.NoError(t, err)
			events = append(events, happened...)
		}
	}
	for _, e := range events {
		for reader := range max(e.Players, 2) {
			for _, l := range lang.All() {
				told := e.Narrate(l, reader, names)
				require.NotContains(t, told, names[reader], "%s to seat %d: %v", l.Name(), reader+1, e)
			}
		}
	}
}

// TestATieIsToldAsFactRuleWinner: a stuck round won on a tie is told in
// every language as the fact (nobody has more tiles showing), then the
// rule (the later in the turn wins), then the winner, never as a win by
// more tiles that a rule then contradicts.
func TestATieIsToldAsFactRuleWinner(t *testing.T) {
	e := Event{Kind: RoundWon, Round: 2, Seat: 0, Blocked: true, Players: 2, Visible: [4]int{3, 3}}
	want := map[lang.Language]string{
		lang.English: "Nobody has more tiles on top (Ana: 3, you: 3): a tie goes to whoever plays later in the turn, so round 2 goes to Ana.",
		lang.French:  "Égalité de tuiles apparentes (3 chacun) : c’est le dernier dans l’ordre du tour qui l’emporte ; la manche 2 va donc à Ana.",
		lang.Italian: "Parità di tessere visibili, 3 a 3: in questo caso vince chi gioca per ultimo nel giro, quindi la manche 2 va ad Ana.",
		lang.Dutch:   "Evenveel zichtbare tegels (Ana: 3, jij: 3). Bij gelijke stand wint wie later aan de beurt komt, dus ronde 2 gaat naar Ana.",
	}
	for l, tie := range want {
		told := e.Narrate(l, 1, []string{"Ana"})
		require.True(t, strings.HasSuffix(told, " "+speech.Of(l).Typeset(tie)), "%s: %s", l.Name(), told)
	}
	you := map[lang.Language]string{lang.English: "to you.", lang.French: "vous revient donc.", lang.Italian: "va a te.", lang.Dutch: "naar jou."}
	for l, end := range you {
		require.True(t, strings.HasSuffix(e.Narrate(l, 0, []string{"Ana"}), end), l.Name())
	}
	// Won on more tiles, French names each count's owner, so that none
	// reads as another's lead (words-round13 fr 2).
	// In figures, as a tally is (words-round16 fr 4).
	e.Visible = [4]int{4, 2, 1}
	e.Players = 3
	require.True(t, strings.HasSuffix(e.Narrate(lang.French, 1, []string{"Ana"}),
		speech.Of(lang.French).Typeset(" Ana a remporté la manche 2 avec le plus de tuiles apparentes (Ana : 4 ; vous : 2 ; le joueur 3 : 1).")))
}

// TestItalianRulesSayPilaOnce: in the Italian rules a "pila" is only a
// player's pile to draw from, never the tiles stacked on a cell, and
// "coperta" only face down, never covered by another tile (words-round4
// it 1): a tile that counts is visible, "senza altre tessere sopra"
// (words-round13 it), never "in cima alla griglia", read as the top row (words-round8
// it 2); they read as a rulebook would ("che riesce a battere", "In tre, …").
func TestItalianRulesSayPilaOnce(t *testing.T) {
	rules := strings.Join(Rules(lang.Italian), "\n")
	require.Equal(t, 1, strings.Count(rules, "pila"), rules)
	require.Contains(t, rules, "dalla tua pila")
	require.Contains(t, rules, "tre tessere visibili del tuo colore (senza altre tessere sopra)")
	require.Contains(t, rules, "Se la metti scoperta, va su una casella vuota", "one subject, the player (words-round13 it 5)")
	require.NotContains(t, rules, "in cima")
	require.Contains(t, rules, "Su una tessera coperta non si può mettere nient’altro.")
	refusals := strings.Join(slices.Collect(maps.Values(catalogue[lang.Italian].refusals)), "\n")
	require.NotRegexp(t, `copert[aei] da|più coprire`, rules+"\n"+refusals)
	require.Contains(t, rules, "una tessera scoperta che riesce a battere")
	require.Contains(t, rules, "In tre, le tessere verdi sono neutre; in quattro a squadre, la squadra A (giocatori 1 e 3)")
}

// TestThePictureSaysWhoTheReaderIs: the picture's first line names the
// reader as one speaks to a player ("vous êtes Ana", "jij bent Ana", "sei
// Ana"), not as a camera would ("vue par Ana", "gezien door Ana", "vista
// da Ana"), in one pattern in every language, title, round and reader
// apart by middle dots, in lower case after them (words-round12 fr, it:
// « LINX · manche 1 · vous êtes »); a seat's
// row names it as a label that begins a line, with its capital ("Speler 2
// (blauw)" under "Ana (geel)", words-round15 nl 8).
func TestThePictureSaysWhoTheReaderIs(t *testing.T) {
	s, err := New(Options{Players: 2, Seed: 1})
	require.NoError(t, err)
	for l, first := range map[lang.Language]string{
		lang.English: "LINX · round 1 · you are Ana (yellow)\n",
		lang.French:  "LINX · manche 1 · vous êtes Ana (jaune)\n",
		lang.Dutch:   "LINX · ronde 1 · jij bent Ana (geel)\n",
		lang.Italian: "LINX · manche 1 · sei Ana (giallo)\n",
	} {
		require.True(t, strings.HasPrefix(s.View(0).Named([]string{"Ana"}).Text(l), first), l.Name())
	}
	require.True(t, strings.HasPrefix(s.View(1).Text(lang.French), "LINX · manche 1 · vous êtes le joueur 2 (bleu)\n"))
	for l, row := range map[lang.Language]string{lang.English: "\nSeat 2 (blue) ", lang.French: "\nJoueur 2 (bleu) ",
		lang.Italian: "\nGiocatore 2 (blu) ", lang.Dutch: "\nSpeler 2 (blauw) "} {
		require.Contains(t, s.View(0).Text(l), row, l.Name())
	}
	// The column of a seat's score counts rounds won, and says so.
	require.Contains(t, s.View(0).Text(lang.Italian), "  manche vinte 0")
	require.Contains(t, s.View(0).Text(lang.Dutch), "  gewonnen rondes 0")
}

// TestDutchMatchEndSaysTheRoundsOnce: the Dutch match end says the
// winner in the present, the score as players say it ("met 2–0",
// words-round12 nl 2), with more sides the winner's rounds, then what the
// others won, the most first, equal counts said once, the reader as
// "jij".
func TestDutchMatchEndSaysTheRoundsOnce(t *testing.T) {
	for _, c := range []struct {
		e    Event
		want string
	}{
		{Event{Kind: MatchWon, Seat: 2, Players: 3, Scores: [4]int{0, 0, 2}}, "Speler 3 wint de partij met twee gewonnen rondes; jij en Ana hebben er geen gewonnen."},
		{Event{Kind: MatchWon, Seat: 2, Players: 3, Scores: [4]int{0, 1, 2}}, "Speler 3 wint de partij met twee gewonnen rondes; Ana heeft er één gewonnen, jij geen."},
		{Event{Kind: MatchWon, Seat: 2, Players: 3, Scores: [4]int{1, 1, 2}}, "Speler 3 wint de partij met twee gewonnen rondes; jij en Ana hebben er elk één gewonnen."},
		{Event{Kind: MatchWon, Seat: 1, Players: 2, Scores: [4]int{1, 2}}, "Ana wint de partij met 2–1."},
		{Event{Kind: MatchWon, Seat: 0, Players: 2, Scores: [4]int{2, 0}}, "Jij wint de partij met 2–0."},
	} {
		require.Equal(t, c.want, c.e.Narrate(lang.Dutch, 0, []string{"", "Ana"}))
	}
	e := Event{Kind: MatchWon, Seat: 0, Players: 2, Scores: [4]int{2, 0}}
	require.Equal(t, "Speler 1 wint de partij met 2–0.", e.Narrate(lang.Dutch, -1, nil))
}

// TestATypedWordNotUnderstoodIsNotIllegible: a symbol or cell typed that
// is no move's is "not recognised" or "not valid", never "illegible"
// (« illisible », « non si legge », "niet te lezen": words-r28 3), as
// Lino says it.
func TestATypedWordNotUnderstoodIsNotIllegible(t *testing.T) {
	for _, l := range lang.All() {
		for _, key := range []string{"typed-symbol", "typed-cell"} {
			require.NotRegexp(t, `illisible|non si legge|niet te lezen`, catalogue[l].refusals[key], "%s %s", l.Name(), key)
		}
	}
	require.Equal(t, "La case {item} n'est pas reconnue : tapez sa lettre puis son numéro, par exemple « D4 ».", catalogue[lang.French].refusals["typed-cell"])
}

// TestADrawSeenInPartKeepsItsCount: a draw of which some tiles are seen
// names those, then each tile not seen as one, in every language (words-r28
// 5: "a rock tile and a tile", or "a rock tile" for two drawn).
func TestADrawSeenInPartKeepsItsCount(t *testing.T) {
	you := speech.Person{You: true}
	for l, want := range map[lang.Language]string{
		lang.English: "you drew a rock tile and an unknown tile",
		lang.French:  "vous avez pioché une tuile pierre et une tuile inconnue",
		lang.Italian: "hai pescato una tessera Sasso e una tessera sconosciuta",
		lang.Dutch:   "je hebt een steentegel en een onbekende tegel getrokken",
	} {
		w := catalogue[l]
		require.Equal(t, want, w.drew(you, 2, []Symbol{Rock}), l.Name())
		require.Equal(t, want, w.drew(you, 2, []Symbol{Rock, 0}), l.Name())
		require.Equal(t, w.drew(you, 2, nil), w.drew(you, 2, []Symbol{0, 0}), "%s: no symbol seen, the draw is counted", l.Name())
	}
}
