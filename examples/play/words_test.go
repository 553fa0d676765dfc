package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/internal/speech/speechtest"
	"github.com/tabletopgo/tabletop/lang"
)

// TestEveryLanguageHasEveryPhrase: a phrase of the program in one language
// and not another fails here.
func TestEveryLanguageHasEveryPhrase(t *testing.T) {
	gametest.CheckPhrases(t, catalogue)
	gametest.CheckPhrases(t, flagCatalogue)
}

// TestTheLanguageComesFromTheFlagOrTheEnvironment: -lang first, then
// $LANGUAGE, then the locale, the first set of $LC_ALL, $LC_MESSAGES and
// $LANG; the C locale and unknown languages are English.
func TestTheLanguageComesFromTheFlagOrTheEnvironment(t *testing.T) {
	for _, c := range []struct {
		flag string
		env  map[string]string
		want lang.Language
	}{
		{"fr", map[string]string{"LANG": "it_IT.UTF-8"}, lang.French},
		{"nl-BE", nil, lang.Dutch},
		{"", nil, lang.English},
		{"", map[string]string{"LANG": "it_IT.UTF-8"}, lang.Italian},
		{"", map[string]string{"LANG": "it_IT.UTF-8", "LC_MESSAGES": "nl_NL"}, lang.Dutch},
		{"", map[string]string{"LANG": "it_IT.UTF-8", "LC_ALL": "fr_CA.UTF-8", "LC_MESSAGES": "nl_NL"}, lang.French},
		{"", map[string]string{"LANG": "en_US.UTF-8", "LANGUAGE": "de:nl:en"}, lang.Dutch},
		{"", map[string]string{"LANG": "C", "LANGUAGE": "fr"}, lang.English},
		{"", map[string]string{"LANG": "de_DE.UTF-8"}, lang.English},
	} {
		got, err := languageFlag(c.flag, func(name string) string { return c.env[name] })
		require.NoError(t, err)
		assert.Equal(t, c.want, got, "-lang %q with %v", c.flag, c.env)
	}
	_, err := languageFlag("de", func(string) string { return "" })
	assert.ErrorContains(t, err, "en, fr, it, nl")
}

// TestBotsPlayInEveryLanguage: a game of bots told in French, Italian or
// Dutch holds no English word, the end included.
func TestBotsPlayInEveryLanguage(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		for _, l := range lang.All()[1:] {
			out, code := program(t, "-auto -seed 3 -bots random -lang "+l.String()+" -game "+game, "")
			require.Equal(t, 0, code, out)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			require.Greater(t, len(lines), 10)
			for _, line := range lines {
				gametest.CheckSpoken(t, l, line)
			}
		}
	}
}

// TestCommandsInThePlayersLanguage: the prompt takes its words in the
// player's language and in English alike, and the help, the legends and
// the end speak that language as an editor writes it.
func TestCommandsInThePlayersLanguage(t *testing.T) {
	for _, c := range []struct {
		l                    lang.Language
		script, legend, help string
		bye                  string
	}{
		{lang.French, "aide\nrègles\nlégende\nlegend\nquitter\n", "Cartes connues\u00a0: les cartes", "  table     réafficher la table", "Au revoir."},
		{lang.Italian, "aiuto\nregole\nlegenda\nhelp\nesci\n", "«Carte note»: le carte", "  regole    le regole del gioco", "Ciao."},
		{lang.Dutch, "hulp\nregels\nlegenda\nquit\n", "“Bekend”: de kaarten", "  regels    de regels van het spel", "Tot ziens."},
	} {
		out, code := program(t, "-human -seats 2 -lang "+c.l.String(), c.script)
		require.Equal(t, 0, code, out)
		assert.Contains(t, out, c.help, "%s: the help", c.l)
		assert.Contains(t, out, c.legend, "%s: the legend", c.l)
		assert.NotContains(t, out, "\n:", "%s: a colon alone at a line's start", c.l)
		assert.Contains(t, out, linkoRules(c.l)[:40], "%s: the rules", c.l)
		assert.True(t, strings.HasSuffix(strings.TrimSpace(out), c.bye), "%s: quit in its own word", c.l)
	}
	// The French help as the review wrote it (words-round8 fr 8).
	assert.Equal(t, []string{"Tapez le numéro d’un coup, ou celui d’un choix pour en voir les coups. Autres commandes\u00a0:",
		"  règles    les règles du jeu", "  légende   comment lire la table",
		"  suite     la suite de la liste, quand elle ne tient pas à l’écran", "  retour    revenir à la liste des choix",
		"  coups     tous les coups possibles, choix par choix", "  table     réafficher la table", "  aide      cette aide",
		"  quitter   quitter la partie"}, wordsOf(lang.French).helpText()[:9])
	for _, l := range lang.All() {
		w := wordsOf(l)
		help := w.helpText()
		for _, line := range append(help[:len(help)-1], w.legends["linko"]...) { // not the line of English words
			require.NoError(t, speechtest.Picture(l, line))
		}
		for i, name := range commandNames {
			got, ok := w.command(strings.ToUpper(w.commands[i]))
			assert.True(t, ok && got == name, "%s: %s", l, w.commands[i])
			got, ok = w.command(name)
			assert.True(t, ok && got == name, "%s: %s in English", l, name)
		}
	}
}

// linkoRules returns the first paragraph of Linko!'s rules in language l.
func linkoRules(l lang.Language) string {
	rules, _ := tabletop.Rules(l, "linko")
	return rules[0]
}

// TestNamesReachTheTerminal: -names names the players in every sentence,
// the end's included; a seat left unnamed keeps its default name, with
// its article in a sentence.
func TestNamesReachTheTerminal(t *testing.T) {
	out, code := program(t, "-auto -seed 3 -seats 3 -bots random -lang fr -names Ana,,Hugo", "")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "Ana a posé")
	assert.Contains(t, out, "Hugo a posé")
	assert.Contains(t, out, "Le joueur 2 a posé")
	assert.NotContains(t, out, "Joueur 1")
	assert.NotContains(t, out, "Joueur 3")
}

// TestEveryWordInThePlayersLanguage: in French, Italian and Dutch, the
// help, the prompt and every game's legend hold no English command word
// (but where the language's own word is spelled alike: French "table"),
// no x,y coordinates (a cell is named as the board names it, C4) and no
// notation of Linko!'s moves ("7x2+J"): a meld is written as the picture
// writes it, X a joker, as the rulebooks print it.
func TestEveryWordInThePlayersLanguage(t *testing.T) {
	notation := regexp.MustCompile(`\d+x\d+|\+J\b|\bJ\b|\bx,y\b`)
	for _, l := range []lang.Language{lang.French, lang.Italian, lang.Dutch} {
		w := wordsOf(l)
		texts := append(w.helpText(), w.prompt, w.english)
		for _, legend := range w.legends {
			texts = append(texts, legend...)
		}
		for _, text := range texts {
			assert.False(t, notation.MatchString(text), "%s: notation in %q", l, text)
			for i, english := range commandNames {
				if english != w.commands[i] {
					assert.NotRegexp(t, `\b`+english+`\b`, text, "%s: the English word %q in %q", l, english, text)
				}
			}
		}
	}
}

// TestTheTableWritesMeldsAsTheRulebooks: in French, Italian and Dutch the
// table a player reads writes a joker X and a meld as its cards joined by
// + ("7+7+X"), as the rulebooks print them, never the notation of moves
// ("13x2+J") that the legend no longer explains.
func TestTheTableWritesMeldsAsTheRulebooks(t *testing.T) {
	notation := regexp.MustCompile(`\d+x\d+|\+J\b|\bJ\b`)
	for _, l := range []lang.Language{lang.French, lang.Italian, lang.Dutch} {
		out, code := program(t, "-human -seats 3 -seed 5 -lang "+l.String(), strings.Repeat("1\n", 60)+wordsOf(l).commands[7]+"\n")
		require.Equal(t, 0, code, out)
		require.Contains(t, out, "Linko! ", "%s: the table", l)
		for _, line := range strings.Split(out, "\n") {
			assert.False(t, notation.MatchString(line), "%s: notation in %q", l, line)
		}
		assert.Regexp(t, `\d+\+\d+|\+X\b`, out, "%s: no meld of two cards or more in 60 moves", l)
	}
}

// TestTheEndNamesTheWinningTeam: a LINX game in teams ends on the game's
// own sentence, the team that won named by its letter and its players,
// told once, in every language.
func TestTheEndNamesTheWinningTeam(t *testing.T) {
	for l, want := range map[lang.Language]string{
		lang.English: "Team A (seats 1 and 3) won the match two rounds to none.",
		lang.French:  "L’équipe A (joueurs 1 et 3) a remporté la partie, deux manches à zéro.",
		lang.Italian: "La squadra A (giocatori 1 e 3) ha vinto la partita per 2 manche a 0.",
		lang.Dutch:   "Team A (spelers 1 en 3) wint de partij met 2–0.",
	} {
		out, code := program(t, "-game linx -teams -seed 6 -bots random -lang "+l.String(), "")
		require.Equal(t, 0, code, out)
		unwrapped := strings.Join(strings.Fields(strings.ReplaceAll(out, "\u00a0", " ")), " ")
		assert.True(t, strings.HasSuffix(unwrapped, want), "%s: %s", l, unwrapped[max(0, len(unwrapped)-300):])
		assert.Equal(t, 1, strings.Count(unwrapped, want), "%s: the end is told once", l)
	}
}

// TestTheTerminalTypesetsItsOwnPunctuation: the header names the game's
// number after the title and a middle dot (never "Linko!, …"), and
// the words the terminal puts together (a choice's count, the paging
// hints, a label before its moves) are typeset as the language's: French
// no-break spaces before : and ;.
func TestTheTerminalTypesetsItsOwnPunctuation(t *testing.T) {
	out, code := program(t, "-human -game lino -lang fr", "1\nsuite\ncoups\nquitter\n")
	require.Equal(t, 0, code, out)
	assert.Regexp(t, `^Lino · Partie n°\x{a0}\d+\n`, out)
	assert.Contains(t, out, "Déplacer la case de K7 vers\u00a0: ")
	assert.Regexp(t, `… \(\d+ endroits possibles\)`, out)
	assert.Contains(t, out, "(tapez «\u00a0retour\u00a0» pour revoir les choix)")
	assert.False(t, regexp.MustCompile(`[^\s\x{a0}\x{202f}][:;] `).MatchString(out), "a colon or semicolon without its space")
	out, code = program(t, "-human -lang it", "esci\n")
	require.Equal(t, 0, code, out)
	assert.Regexp(t, `^Linko! · Partita n\.\x{a0}\d+\n`, out)
	assert.NotContains(t, out, "!,", "a comma right after Linko!’s exclamation mark")
}

// TestAnUnknownWordIsQuotedBack: a word that is neither a command nor a
// move is quoted back in the language's quotation marks, with what the
// prompt takes instead, not as a refused move ("That is not a move of
// this game"); a move in notation still plays.
func TestAnUnknownWordIsQuotedBack(t *testing.T) {
	for l, want := range map[lang.Language]string{
		lang.English: "I don’t know “pippo”: type a number or “help”.",
		lang.French:  "Je ne connais pas «\u00a0pippo\u00a0»\u00a0: tapez un numéro ou «\u00a0aide\u00a0».",
		lang.Italian: "Non capisco «pippo»: scrivi un numero o «aiuto».",
		lang.Dutch:   "Ik ken “pippo” niet: typ een nummer of “hulp”.",
	} {
		out, code := program(t, "-human -seed 7 -lang "+l.String(), "pippo\nquit\n")
		require.Equal(t, 0, code, out)
		assert.Contains(t, out, want, l)
		require.NoError(t, speechtest.Sentence(l, want))
	}
	out, code := program(t, "-human -seed 7 -lang en", "play 2\nquit\n")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "You played a 2.")
}

// TestLinoLegendNamesThePlayers: the Lino legend names the stones'
// players as a legend does (the reader as you, the others by their names
// or seats, "(joueur 2)", "le pedine del giocatore 2", words-round11),
// and the stones by their colour, as adjectives ("pierre noire"), each
// sign before a colon, "." too, never a bare dot that reads as a full stop
// (words-round4 it 6); the bonus signs each with its own meaning, not
// paired with the colours by their order (words-round15 fr 7); it says
// what a cell's name is, and why the letters do not start at A1, as the
// page's "How to play" says it (words-round15 fr: a player who sees
// columns F–Q asks); every line passes the language's picture check.
func TestLinoLegendNamesThePlayers(t *testing.T) {
	for _, tc := range []struct {
		args, want string
	}{
		{"-lang fr -names Ana,Hugo", "X\u00a0: pierre noire (vous)\u202f; O\u00a0: pierre blanche (Hugo)\u202f; .\u00a0: case inoccupée\u202f;"},
		{"-lang fr", "X\u00a0: pierre noire (vous)\u202f; O\u00a0: pierre blanche (joueur 2)\u202f;"},
		// One colon a sign, and « ; » between the signs (words-round16 fr 7).
		{"-lang fr", "Jeu bonus, sur les cases inoccupées\u00a0: x3\u00a0: un 3 pour les Noirs (X)\u202f; o2\u00a0: un 2 pour les Blancs (O)\u202f; *\u00a0: une étoile."},
		{"-lang en", "Bonus game, on the empty tiles: x3: a 3 for Black (X); o2: a 2 for White (O); *: a star."},
		{"-lang fr", "voilà pourquoi il ne commence pas en A1."},
		{"-lang it", "per questo il campo non comincia da A1."},
		{"-lang nl", "daarom begint het speelveld niet bij A1."},
		{"-lang en", "that is why it does not start at A1."},
		{"-lang fr", "Une case se nomme par la lettre de sa colonne et le numéro de sa ligne\u00a0: L11, par exemple."},
		{"-lang it", "«X» le tue pedine (nere); «O» le pedine del giocatore 2 (bianche); «.» tessera vuota; «#» tessera"},
		{"-lang it -names Ana,Hugo", "«O» le pedine di Hugo (bianche);"},
		{"-lang it", "Le caselle hanno un nome fisso per tutta la partita, anche dove il campo si allarga:"},
		{"-lang nl -names Ana,Hugo", "X: zwarte steen (jij); O: witte steen (Hugo); punt (.): lege tegel;"},
		{"-lang nl", "Een plek wordt aangeduid met de letter bovenaan en het getal links, bijvoorbeeld L11."},
		{"-lang en -names Ana", "X: black stone (you); O: white stone (Seat 2); .: empty tile;"},
		{"-lang en", "A cell is named by its column's letter and its row's number, L11, as the axes show;"},
	} {
		out, code := program(t, "-human -game lino -seed 7 "+tc.args, "legend\nquit\n")
		require.Equal(t, 0, code, out)
		assert.Contains(t, strings.Join(strings.Fields(out), " "), strings.Join(strings.Fields(tc.want), " "), tc.args)
	}
	for _, l := range lang.All() {
		p := &player{lang: l, w: wordsOf(l), game: "lino"}
		lines := p.legend([]string{"Ana", "Émile"}, axes{Columns: []string{"F", "G", "H"}, Rows: []string{"2", "3", "4"}})
		for _, line := range lines {
			require.NoError(t, speechtest.Picture(l, line))
		}
		// The example cell is one of the board shown (fr 7, it 1).
		assert.Contains(t, strings.Join(lines, " "), "G3", l)
		assert.NotContains(t, strings.Join(lines, " "), "C4", l)
	}
	out, code := program(t, "-human -game lino -seed 7 -lang it", "legend\nquit\n")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "      F   G   H")
	assert.NotContains(t, out, "C4")
}

// TestItalianCallsACellCasella: one word for one thing; a cell of Lino's
// field or LINX's grid is a "casella" in every Italian legend, as in the
// LINX library, never "posto"; and LINX's scissors are "Forbici", plural,
// as the library names them (the lead's decision, words-round8), never
// "Forbice".
func TestItalianCallsACellCasella(t *testing.T) {
	for game, lines := range wordsOf(lang.Italian).legends {
		for _, line := range lines {
			assert.NotRegexp(t, `\bpost[oi]\b`, line, game)
			assert.NotRegexp(t, `(?i)\bforbice\b`, line, game)
		}
	}
}

// TestDutchSymbolsInLowerCase: inside a Dutch sentence LINX's symbols are
// common nouns, "steen", "papier", "schaar", as the Dutch review asked.
func TestDutchSymbolsInLowerCase(t *testing.T) {
	for _, line := range wordsOf(lang.Dutch).legends["linx"] {
		assert.NotRegexp(t, `\S (Steen|Papier|Schaar)\b`, line)
	}
}

// TestCommandsAreQuotedAndRefusalsAreSentences: a command the player is
// told to type stands between the language's quotation marks ("tapez
// « suite »", not "tapez suite"), and a number out of the list is told as
// a sentence, with its capital and full stop, as a number of the list, which
// holds choices as well as moves (words-round15 fr 6): « Le numéro 99
// n’est pas dans la liste : choisissez un numéro de 1 à 13. »
func TestCommandsAreQuotedAndRefusalsAreSentences(t *testing.T) {
	for _, l := range lang.All() {
		w := wordsOf(l)
		quote := speech.Of(l).Quote
		assert.Contains(t, w.more(5), quote(w.commands[2]), l)
		assert.Contains(t, w.lastOnes, quote(w.commands[2]), l)
		assert.Contains(t, w.back, quote(w.commands[3]), l)
		assert.Contains(t, w.unknown("x"), quote(w.commands[6]), l)
		noSuch := w.noSuch(99, 13)
		assert.Regexp(t, `^\p{Lu}.* 99\P{L}+\p{L}.*13\.$`, noSuch, l)
		require.NoError(t, speechtest.Sentence(l, noSuch))
	}
	assert.Equal(t, "Le numéro 99 n’est pas dans la liste\u00a0: choisissez un numéro de 1 à 13.", wordsOf(lang.French).noSuch(99, 13))
	// One or two moves are named, not ranged (words-round8 fr 8, it).
	assert.Equal(t, "Le numéro 3 n’est pas dans la liste\u00a0: tapez 1 ou 2.", wordsOf(lang.French).noSuch(3, 2))
	assert.Equal(t, "Il numero 2 non è nell’elenco: scrivi 1.", wordsOf(lang.Italian).noSuch(2, 1))
	assert.Equal(t, "Nummer 3 staat niet in de lijst: typ 1 of 2.", wordsOf(lang.Dutch).noSuch(3, 2))
	assert.Equal(t, "Number 2 is not in the list: type 1.", wordsOf(lang.English).noSuch(2, 1))
}
