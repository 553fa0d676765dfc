package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
)

func TestWilsonIntervalKnownValues(t *testing.T) {
	for _, tc := range []struct{ wins, n, low, high float64 }{
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{700, 1000, 0.6709, 0.7276},
	} {
		low, high := wilson(tc.wins, tc.n)
		assert.InDelta(t, tc.low, low, 1e-4, "low of %v/%v", tc.wins, tc.n)
		assert.InDelta(t, tc.high, high, 1e-4, "high of %v/%v", tc.wins, tc.n)
	}
}

func TestEveryBotSitsEverywhereEquallyOften(t *testing.T) {
	a := arena{entries: []entry{{name: "a"}, {name: "b"}}, players: 4}
	sat := map[[2]int]int{} // entry, seat
	for g := range 8 {
		lineup := a.lineup(g)
		require.Len(t, lineup, 4)
		count := map[int]int{}
		for seat, e := range lineup {
			sat[[2]int{e, seat}]++
			count[e]++
		}
		assert.Equal(t, map[int]int{0: 1, 1: 3}, count, "one a and three b's, the last bot filling the seats")
	}
	for seat := range 4 {
		assert.Equal(t, 2, sat[[2]int{0, seat}], "a at seat %d", seat)
		assert.Equal(t, 6, sat[[2]int{1, seat}], "b at seat %d", seat)
	}
}

func arenaJSON(t *testing.T, args ...string) []row {
	t.Helper()
	var out, errOut bytes.Buffer
	status := run(append(args, "-json", "-quiet"), &out, &errOut)
	require.Equal(t, 0, status, errOut.String())
	var rows []row
	require.NoError(t, json.Unmarshal(out.Bytes(), &rows))
	return rows
}

func TestARunIsTheSameOnAnyNumberOfWorkers(t *testing.T) {
	one := arenaJSON(t, "-game", "linx", "-seats", "3", "-bots", "greedy,random:seed=5", "-games", "12", "-workers", "1")
	two := arenaJSON(t, "-game", "linx", "-seats", "3", "-bots", "greedy,random:seed=5", "-games", "12", "-workers", "2")
	assert.Equal(t, one, two)
	require.Len(t, one, 2)
	assert.Equal(t, 12, one[0].Games)
	assert.Equal(t, 24, one[1].Games, "random fills two seats of three")
	assert.InDelta(t, 12, one[0].Wins+one[1].Wins, 1e-9, "every game's win is shared out once")
	for _, r := range one {
		assert.LessOrEqual(t, r.Low, r.WinRate)
		assert.GreaterOrEqual(t, r.High, r.WinRate)
	}
}

func TestGreedyBeatsRandomInTheArena(t *testing.T) {
	rows := arenaJSON(t, "-game", "linko", "-seats", "2", "-bots", "greedy,random", "-games", "40")
	assert.Greater(t, rows[0].Low, 0.5, "greedy wins most games: %+v", rows[0])
}

func TestTheTableShowsEveryBot(t *testing.T) {
	var out, errOut bytes.Buffer
	status := run([]string{"-game", "lino", "-bots", "greedy,random", "-games", "4", "-quiet"}, &out, &errOut)
	require.Equal(t, 0, status, errOut.String())
	assert.Contains(t, out.String(), "lino, 2 seats, 4 games")
	assert.Contains(t, out.String(), "95% interval")
	assert.Regexp(t, `(?m)^greedy +4 `, out.String())
	assert.Regexp(t, `(?m)^random +4 `, out.String())
}

func TestBadArgumentsAreRefused(t *testing.T) {
	for args, want := range map[string]string{
		"-bots ,greedy":               "a bot has no name",
		"-bots genius":                `no bot "genius"; it has random, greedy, ismcts`,
		"-bots random:seed":           "name:key=value",
		"-bots random:sede=1":         `no option "sede"`,
		"-games 0":                    "at least one",
		"-game chess":                 "unknown game",
		"-game lino -seats 3":         "invalid options",
		"-game linko -teams -seats 4": "no option",
	} {
		var out, errOut bytes.Buffer
		status := run(splitArgs(args), &out, &errOut)
		assert.Equal(t, 2, status, args)
		assert.Contains(t, errOut.String(), want, args)
	}
}

// TestTheHelpNamesTheBots: -h lists the bots -bots takes, as the README
// tells a reader to run them.
func TestTheHelpNamesTheBots(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.Equal(t, 2, run([]string{"-h"}, &out, &errOut))
	assert.Contains(t, errOut.String(), "a bot for each seat, by its name (random, greedy, ismcts")
}

func splitArgs(s string) []string {
	var args []string
	for _, f := range bytes.Fields([]byte(s)) {
		args = append(args, string(f))
	}
	return args
}

// registered counts the bots the tests register.
var registered atomic.Int64

// firstBot is a bot of one's own: it plays its first legal move, or with
// the option "last" its last.
type firstBot struct {
	Last bool `json:"last"`
}

func (b firstBot) Choose(ctx context.Context, v linko.View) (linko.Move, error) {
	moves := v.LegalMoves()
	if len(moves) == 0 {
		return linko.Move{}, linko.ErrIllegalMove
	}
	if b.Last {
		return moves[len(moves)-1], nil
	}
	return moves[0], nil
}

func TestARegisteredBotPlaysInTheArenaByName(t *testing.T) {
	name := fmt.Sprintf("first%d", registered.Add(1)) // a name of its own on each run (-count)
	info := tabletop.BotInfo{Name: name, Doc: "plays its first legal move, or its last",
		Options: []tabletop.OptionInfo{{Name: "last", Type: "bool", Default: false, Doc: "play the last legal move"}}}
	require.NoError(t, tabletop.RegisterBot("linko", info, func(options json.RawMessage) (b firstBot, err error) {
		return b, json.Unmarshal(options, &b)
	}))
	rows := arenaJSON(t, "-game", "linko", "-seats", "3", "-bots", name+":last=true,"+name+",greedy", "-games", "6")
	require.Len(t, rows, 3)
	assert.Equal(t, name+":last=true", rows[0].Bot)
	assert.Equal(t, name, rows[1].Bot)
	for _, r := range rows {
		assert.Equal(t, 6, r.Games, r.Bot)
	}

	var out, errOut bytes.Buffer
	status := run([]string{"-game", "linko", "-bots", name + ":lats=true", "-games", "1", "-quiet"}, &out, &errOut)
	assert.Equal(t, 2, status)
	assert.Contains(t, errOut.String(), `no option "lats"`, "its options are checked like any bot's")
}
