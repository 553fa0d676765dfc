package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain lets the test binary stand in for the program: with PLAY_ARGS
// set, it runs main with those arguments instead of the tests.
func TestMain(m *testing.M) {
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
	out, status := program(t, "-seed 7 -seats 2", "")
	assert.Equal(t, 0, status, out)
	assert.Contains(t, out, "seat 0: 0:play ")
	assert.Contains(t, out, "  cards-played seat=0 meld=")
	assert.Contains(t, out, "game over: scores [42 28], winners [0]")
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

func TestBadFlagsAreRefused(t *testing.T) {
	out, status := program(t, "-game chess", "")
	assert.Equal(t, 2, status)
	assert.Contains(t, out, `-game "chess": choose one of linko, lino, linx`)
	out, status = program(t, "-bots clever", "")
	assert.Equal(t, 2, status)
	assert.Contains(t, out, "choose one of random, greedy")
	out, status = program(t, "-teams", "")
	assert.Equal(t, 2, status, "Linko! has no teams")
	assert.Contains(t, out, "-teams: Linko! has no such option")
	out, status = program(t, "-game linx -bonus", "")
	assert.Equal(t, 2, status, "only Lino has a bonus game")
	assert.Contains(t, out, "-bonus: LINX has no such option")
	out, status = program(t, "-seats 9", "")
	assert.Equal(t, 1, status)
	assert.Contains(t, out, "9 players; Linko! is for 2 to 5")
}

// TestAScriptedHumanGame plays seat 0 from a script, with wrong entries on
// the way: each is answered and the game goes on to its end.
func TestAScriptedHumanGame(t *testing.T) {
	script := "foo\n99\n1:take\nplay 13x8\n" + strings.Repeat("1\n", 300)
	var out, errOut bytes.Buffer
	status := run([]string{"-human", "-seed", "3", "-seats", "2", "-bots", "random"}, strings.NewReader(script), &out, &errOut, false)
	text := out.String()
	require.Equal(t, 0, status, errOut.String())
	assert.Contains(t, text, `unknown verb "foo"`)
	assert.Contains(t, text, "there is no move 99: choose 1 to 13 (\"moves\" lists them)")
	assert.Contains(t, text, `"1:take" is not a move: it is a move of seat 1, not of seat 0`)
	assert.Contains(t, text, "your hand: 1 2 2 4 6 7 9 11 11 11 12 12 13", "the table as seat 0 sees it")
	assert.Contains(t, text, "seat 0 cannot play 13x8: it holds one 13")
	assert.Contains(t, text, "game over: scores")
	assert.Contains(t, text, `notation such as "play `, "the prompt's example is a Linko! move")

	// The human sees only what seat 0 may: others' draws from the pile are
	// hidden.
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, "card-drawn seat=1 from=pile") {
			assert.True(t, strings.HasSuffix(line, "card=?"), "seat 0 saw %q", line)
		}
	}
}

func TestInputEndingEarlyIsAnError(t *testing.T) {
	var out, errOut bytes.Buffer
	status := run([]string{"-human", "-seats", "2"}, strings.NewReader("1\n"), &out, &errOut, false)
	assert.Equal(t, 1, status)
	assert.Contains(t, errOut.String(), "the input ended before the game")
}

func TestATerminalMeansAHumanUnlessAuto(t *testing.T) {
	var out, errOut bytes.Buffer
	status := run([]string{"-seats", "2"}, strings.NewReader(""), &out, &errOut, true)
	assert.Equal(t, 1, status, "a terminal asks the human, and the empty input ends")
	assert.Contains(t, out.String(), "your move")
	out.Reset()
	status = run([]string{"-auto", "-seats", "2"}, strings.NewReader(""), &out, &errOut, true)
	assert.Equal(t, 0, status)
	assert.NotContains(t, out.String(), "your move")
}

// TestLinoPlays: an auto game of Lino to its end, and a human's building
// move typed in notation.
func TestLinoPlays(t *testing.T) {
	out, status := program(t, "-game lino -seed 2", "")
	assert.Equal(t, 0, status, out)
	assert.Contains(t, out, "  filling-started seat=0")
	assert.Contains(t, out, "game over: scores")
	assert.NotContains(t, out, "star-scored", "the plain game unless -bonus")
	out, status = program(t, "-game lino -seed 2 -bonus", "")
	assert.Equal(t, 0, status, out)
	assert.Contains(t, out, "star-scored")

	var human, errOut bytes.Buffer
	script := "move 4,0 4,0\nmove 0,3 -1,4\n" + strings.Repeat("move 9,9 9,9\n", 3)
	status = run([]string{"-game", "lino", "-human"}, strings.NewReader(script), &human, &errOut, false)
	assert.Equal(t, 1, status, "the script ends before the game")
	assert.Contains(t, human.String(), "2232 legal moves: type yours in notation")
	assert.Contains(t, human.String(), `notation such as "move 4,0 4,-1"`, "the prompt's example is a Lino move")
	assert.Contains(t, human.String(), "4,0 holds a tile")
	assert.Contains(t, human.String(), "seat 0: 0:move 0,3 -1,4")
}

// TestLinxPlays: an auto match of LINX in teams, to its end.
func TestLinxPlays(t *testing.T) {
	out, status := program(t, "-game linx -teams -seed 4", "")
	assert.Equal(t, 0, status, out)
	assert.Contains(t, out, "seat 3: 3:")
	assert.Contains(t, out, "match-won seat=")
	assert.Contains(t, out, "game over: scores")
	out, status = program(t, "-game linx -teams -seats 3", "")
	assert.Equal(t, 1, status)
	assert.Contains(t, out, "teams need 4 players, not 3")
}

// TestHelpAndQuit: a player at the terminal can ask for help, and leave.
func TestHelpAndQuit(t *testing.T) {
	var out, errOut bytes.Buffer
	status := run([]string{"-human", "-seats", "2"}, strings.NewReader("help\nmoves\nquit\n"), &out, &errOut, false)
	assert.Equal(t, 0, status, errOut.String())
	assert.Contains(t, out.String(), "list every legal move")
	assert.Contains(t, out.String(), "bye")
	assert.NotContains(t, out.String(), "game over")
}
