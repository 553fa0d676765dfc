package main

import (
	"bytes"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/lang"
)

// TestMain lets the test binary stand in for the program: with PLAY_ARGS
// set, it runs main with those arguments instead of the tests. The
// locale is unset, so that the program speaks English unless a test
// says otherwise.
func TestMain(m *testing.M) {
	for _, name := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		os.Unsetenv(name)
	}
	if args, ok := os.LookupEnv("PLAY_ARGS"); ok {
		os.Args = append([]string{"play"}, strings.Fields(args)...)
		main()
	}
	os.Exit(m.Run())
}

// program runs the program in a child process with stdin from a pipe, as
// `echo ... | go run ./examples/play` would.
func program(t *testing.T, args, stdin string) (string, int) {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "PLAY_ARGS="+args)
	cmd.Stdin = strings.NewReader(stdin)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if exit, ok := err.(*exec.ExitError); ok {
		return out.String(), exit.ExitCode()
	}
	require.NoError(t, err)
	return out.String(), 0
}

// TestPipedInputPlaysAnAutoGame: without a terminal, bots play every seat
// and the game is printed to its end: the README's demo.
func TestPipedInputPlaysAnAutoGame(t *testing.T) {
	out, status := program(t, "-seed 7 -seats 2 -bots easy", "")
	assert.Equal(t, 0, status, out)
	assert.Contains(t, out, "  Seat 1 played ", "the library's sentences, as a spectator reads them")
	assert.NotContains(t, out, "=", "no key=value")
	assert.Contains(t, out, "  Seat 2 drew a card from the pile.", "a spectator does not see a card drawn from the pile")
	assert.True(t, strings.HasSuffix(out, "  The game is over: Seat 1 won with 42 points; Seat 2 scored 28 points.\n"), out[max(0, len(out)-200):])
	assert.Equal(t, 1, strings.Count(out, "42 points"), "the end and its scores are told once, by the game")
}

// TestTheNullDeviceIsNoTerminal: `go run ./examples/play < /dev/null` is a
// bot game, not a human waiting for input.
func TestTheNullDeviceIsNoTerminal(t *testing.T) {
	null, err := os.Open(os.DevNull)
	require.NoError(t, err)
	defer null.Close()
	assert.False(t, isTerminal(null))
	pipeR, pipeW, err := os.Pipe()
	require.NoError(t, err)
	defer pipeR.Close()
	defer pipeW.Close()
	assert.False(t, isTerminal(pipeR))
}

// TestBadFlagsAreRefused: a flag the program cannot play is refused in a
// sentence of the player's language, and -h is in that language too
// (words-round11 fr, it, nl: no English for a French player).
func TestBadFlagsAreRefused(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{"-game chess", "Unknown game: “chess”. Choose linko, lino or linx."},
		{"-bots clever", "The computer has no level or bot called “clever”: choose easy, medium or hard, or a bot: random, greedy or ismcts."},
		{"-bots smart -lang nl", "De computer heeft geen niveau of bot “smart”: kies makkelijk, gemiddeld of moeilijk, of een bot: random, greedy of ismcts."},
		{"-teams", "Linko! has no -teams option."},
		{"-game linx -bonus", "LINX has no -bonus option."},
		{"-seats 9", "Linko! is for 2 to 5 players, not 9."},
		{"-lang de", "Unknown language: “de”. Choose en, fr, it or nl."},
		{"-lang fr -seats 9", "Linko! se joue de 2 à 5\u00a0joueurs, pas à 9."},
		// One number, not a range of one (words-round16 fr 2).
		{"-lang fr -game lino -seats 3", "Lino se joue à 2\u00a0joueurs, pas à 3."},
		{"-game lino -seats 3", "Lino is for 2 players, not 3."},
		{"-lang it -game lino -seats 3", "Lino si gioca in 2 giocatori, non in 3."},
		// Teams the library would refuse, in the player's words
		// (words-round16 fr 1: not "linx: invalid options: …").
		{"-lang fr -game linx -teams -seats 3", "Le jeu en équipes se joue à 4\u00a0joueurs, pas à 3."},
		{"-lang nl -game linx -teams -seats 2", "In teams speel je met 4 spelers, niet met 2."},
		// A number that is not one, said as such (words-round16 fr).
		{"-lang fr -seed abc", "Numéro de partie incorrect\u00a0: «\u00a0abc\u00a0» (un nombre est attendu)."},
		{"-lang it -seed -3", "Numero di partita sbagliato: «-3» (ci vuole un numero intero)."},
		{"-game foo -lang=fr", "Jeu inconnu\u00a0: «\u00a0foo\u00a0». Choisissez linko, lino ou linx."},
		{"-lang it -game linx -seats 7", "LINX si gioca da 2 a 4 giocatori, non in 7."},
		{"-lang it -teams", "Linko! non ha l’opzione -teams."},
		{"-lang it -game foo", "Gioco sconosciuto: «foo». Scegli linko, lino o linx."},
		{"-game lino -seats 3 -lang nl", "Lino speel je met 2 spelers, niet met 3."},
		{"-lang nl -game foo", "Onbekend spel: “foo”. Kies linko, lino of linx."},
		{"-lang fr -nosuch", "Options non reconnues"},
		{"-lang nl -nosuch", "Deze opties begrijp ik niet; de lijst hierboven toont welke er zijn."},
	} {
		out, status := program(t, c.args, "")
		assert.Equal(t, 2, status, c.args)
		assert.Contains(t, out, c.want, c.args)
	}
}

// TestTheUsageSpeaksThePlayersLanguage: -h says every flag in the
// player's language, its defaults too, the languages as a list closed by
// or, like the other options' (words-round15 fr: « en, fr, it ou nl »),
// and no word of the flag package.
func TestTheUsageSpeaksThePlayersLanguage(t *testing.T) {
	for _, c := range []struct{ lang, want, langs string }{
		{"en", "(default: Seat 1, Seat 2, …)", "the language: en, fr, it or nl (default: from $LANGUAGE, $LC_ALL, $LC_MESSAGES or $LANG, else English (en))"},
		{"fr", "(par défaut\u00a0: Joueur 1, Joueur 2, …)", "la langue\u00a0: en, fr, it ou nl (par défaut"},
		{"it", "(predefiniti: Giocatore 1, Giocatore 2, …)", "la lingua: en, fr, it o nl (predefinita"},
		// words-round15 nl 9: the number "bovenaan", not "erboven".
		{"nl", "(standaard: Speler 1, Speler 2, …)", "(standaard: een nieuwe partij; het nummer staat dan bovenaan)"},
	} {
		out, status := program(t, "-h -lang "+c.lang, "")
		assert.Equal(t, 2, status)
		assert.Contains(t, out, c.want, c.lang)
		assert.Contains(t, out, c.langs, c.lang)
		assert.NotContains(t, out, "(default ", c.lang)
		assert.NotContains(t, out, "Usage of", c.lang)
		for name := range flagWordsOf(lang.English).flags {
			assert.Contains(t, out, "  -"+name+"\n", c.lang)
		}
		// The computer's levels by the page's words, never a bot's code
		// name (the decision of session 17; words-round12 it 7, nl 3).
		l, err := lang.Parse(c.lang)
		require.NoError(t, err)
		levels := flagWordsOf(l).levels
		assert.Contains(t, out, levels[0], c.lang)
		assert.NotRegexp(t, `\b(random|greedy|ismcts)\b|standar|input`, out, c.lang)
	}
	for _, l := range lang.All() {
		assert.Len(t, flagWordsOf(l).flags, len(flagWordsOf(lang.English).flags), l.Name())
	}
}

// TestTheLevelsNameTheBots: -bots takes a level in the player's words or
// in English, or a bot's own name, and plays with that bot.
func TestTheLevelsNameTheBots(t *testing.T) {
	fr := flagWordsOf(lang.French)
	for value, want := range map[string]level{"facile": {bot: "greedy"}, "Moyen": {bot: "ismcts", iterations: 300}, "hard": {bot: "ismcts"}, "random": {bot: "random"}, "mine": {bot: "mine"}} {
		assert.Equal(t, want, botOf(value, fr), value)
	}
	out, status := program(t, "-auto -seed 3 -bots facile -lang fr -game lino", "")
	assert.Equal(t, 0, status, out)
}

// TestAScriptedHumanGame plays seat 0 from a script, with wrong entries on
// the way: each is answered and the game goes on to its end.
func TestAScriptedHumanGame(t *testing.T) {
	script := "foo\n99\n1:take\nplay 13x8\n" + strings.Repeat("1\n", 2000)
	var out, errOut bytes.Buffer
	status := run([]string{"-human", "-seed", "3", "-seats", "2", "-bots", "random"}, strings.NewReader(script), &out, &errOut, false)
	text := out.String()
	require.Equal(t, 0, status, errOut.String())
	assert.Contains(t, text, "I don’t know “foo”: type a number or “help”.")
	assert.NotContains(t, text, "illegal move", "no developer's words")
	assert.Contains(t, text, "Number 99 is not in the list: choose a number from 1 to 13.")
	assert.Contains(t, text, "That is another seat's move, not yours.")
	assert.Contains(t, text, "your hand: 1 2 2 4 6 7 9 11 11 11 12 12 13", "the table as seat 0 sees it")
	assert.Contains(t, text, "You have only a 13 in your hand.")
	assert.Regexp(t, `\nyour hand: [^\n]*\n(  [^\n]+\n)+  The game is over: Seat 2 won with \d+ points; you scored -?\d+ points?\.\n$`, text,
		"the last table, then the last move's story, the end told once by the game")
	assert.NotContains(t, text, "Game over", "the picture's own line on who won is not said again under the game's")
	assert.Contains(t, text, "Your move (number, rules, legend or help): ", "the prompt names no notation, whose cells and seats count from 0")
	assert.Contains(t, text, "  You played ", "the events told to the human as You")
	assert.Contains(t, text, "  Seat 2 drew a card from the pile.", "others' draws from the pile are hidden")
}

func TestInputEndingEarlyIsAnError(t *testing.T) {
	var out, errOut bytes.Buffer
	status := run([]string{"-human", "-seats", "2"}, strings.NewReader("1\n"), &out, &errOut, false)
	assert.Equal(t, 1, status)
	assert.Contains(t, errOut.String(), "The input ended before the game.")
}

func TestATerminalMeansAHumanUnlessAuto(t *testing.T) {
	var out, errOut bytes.Buffer
	status := run([]string{"-seats", "2"}, strings.NewReader(""), &out, &errOut, true)
	assert.Equal(t, 1, status, "a terminal asks the human, and the empty input ends")
	assert.Contains(t, out.String(), "Your move")
	out.Reset()
	status = run([]string{"-auto", "-seats", "2"}, strings.NewReader(""), &out, &errOut, true)
	assert.Equal(t, 0, status)
	assert.NotContains(t, out.String(), "Your move")
}

// TestLinoPlays: an auto game of Lino to its end, and a human's building
// move typed in notation, after a look at a tile's targets, named as the
// board names them.
func TestLinoPlays(t *testing.T) {
	out, status := program(t, "-game lino -seed 2 -bots easy", "")
	assert.Equal(t, 0, status, out)
	assert.Contains(t, out, "  The field is built. It is Seat 1's turn.")
	assert.True(t, strings.HasSuffix(out, "  Seat 1 scored 105 points and Seat 2 scored 103 points.\n  Seat 1 won the game.\n"), out[max(0, len(out)-200):])
	assert.Equal(t, 1, strings.Count(out, "105 points"), "the scores told once")
	assert.NotContains(t, out, "star", "the plain game unless -bonus")
	out, status = program(t, "-game lino -seed 2 -bonus", "")
	assert.Equal(t, 0, status, out)
	assert.Contains(t, out, "star")

	var human, errOut bytes.Buffer
	script := "1\nback\nmove 4,0 4,0\nmove 0,3 -1,4\n" + strings.Repeat("move 9,9 9,9\n", 3)
	status = run([]string{"-game", "lino", "-human"}, strings.NewReader(script), &human, &errOut, false)
	assert.Equal(t, 1, status, "the script ends before the game")
	assert.Contains(t, human.String(), "  1 Move the tile at K7… (39 moves)", "2232 moves, grouped by the tile moved")
	assert.Contains(t, human.String(), "more: type “more”)")
	assert.Contains(t, human.String(), "  1 K6  ", "a tile's targets by their cells' names")
	assert.Contains(t, human.String(), "There is a tile at K7 already.")
	// While the field is built, a cell keeps the name the opening's frame
	// gives it (the field's rectangle and the six cells a building can add).
	assert.Contains(t, human.String(), "  You moved the tile at G10 to F11.")
}

// TestLinxPlays: an auto match of LINX in teams, to its end.
func TestLinxPlays(t *testing.T) {
	out, status := program(t, "-game linx -teams -seed 4", "")
	assert.Equal(t, 0, status, out)
	assert.Contains(t, out, "  Seat 4 ")
	assert.Contains(t, out, "  Team\u00a0B (seats 2 and 4) won the match two rounds to none.\n")
	assert.Equal(t, 1, strings.Count(out, "won the match"), "the end is told once")
	out, status = program(t, "-game linx -teams -seats 3", "")
	assert.Equal(t, 2, status)
	assert.Equal(t, "A game in teams is for 4 players, not 3.\n", out)
}

// TestHelpAndQuit: a player at the terminal can ask for help, and leave.
func TestHelpAndQuit(t *testing.T) {
	var out, errOut bytes.Buffer
	status := run([]string{"-human", "-seats", "2"}, strings.NewReader("help\nmoves\nrules\nlegend\nquit\n"), &out, &errOut, false)
	assert.Equal(t, 0, status, errOut.String())
	assert.Contains(t, out.String(), "every legal move, by choice")
	assert.Contains(t, out.String(), "Scoring: +1 for every card on your tableau", "the rules")
	assert.Contains(t, out.String(), "known: the cards of that hand everyone has seen", "the legend")
	assert.Contains(t, out.String(), "Bye.")
	assert.NotContains(t, out.String(), "Game over")
}

// TestEveryGameFitsTheScreen plays each game from a script at an 80×24
// terminal: whenever the program asks for a move, the table and the prompt
// are on the screen together (the 24 lines that end with the prompt begin
// at or after the table's first line), and no line is wider than 80.
func TestEveryGameFitsTheScreen(t *testing.T) {
	for _, g := range []struct{ args, title string }{
		{"-seats 5 -seed 3", "Linko! "},
		{"-game lino -bonus -seed 3", "Lino"},
		// LINX's title goes on with a comma or a dot ("LINX · manche 1").
		{"-game linx -seats 4 -teams -seed 3", "LINX"},
		{"-game linx -seats 3 -seed 5", "LINX"},
	} {
		// In every language: the table's words are longer in some.
		for _, l := range lang.All() {
			prompt, _, _ := strings.Cut(wordsOf(l).prompt, " (")
			t.Run(l.String()+" "+g.args, func(t *testing.T) {
				var out, errOut bytes.Buffer
				script := "more\n" + strings.Repeat("1\n", 400)
				run(append([]string{"-human", "-lang", l.String()}, strings.Fields(g.args)...), strings.NewReader(script), &out, &errOut, false)
				// Each answer ends a screen line in a terminal: the
				// program's prompt and the events after it are two lines.
				end := wordsOf(l).prompt
				lines := strings.Split(strings.ReplaceAll(out.String(), end, strings.TrimSuffix(end, " ")+"\n"), "\n")
				prompts := 0
				for i, line := range lines {
					require.LessOrEqual(t, len([]rune(line)), 80, "a line wider than the screen: %q", line)
					if !strings.HasPrefix(line, prompt) {
						continue
					}
					prompts++
					top := max(0, i-23)
					screen := lines[top : i+1]
					if !slices.ContainsFunc(screen, func(l string) bool { return strings.HasPrefix(l, g.title) }) {
						t.Fatalf("the table is off the screen at prompt %d:\n%s", prompts, strings.Join(screen, "\n"))
					}
				}
				assert.Greater(t, prompts, 5, errOut.String())
			})
		}
	}
}
