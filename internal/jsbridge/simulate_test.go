package jsbridge

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/tabletopgo/tabletop"
)

// TestSimulatePlaysWholeGames: each game is played to its end by the bots,
// as a Table opened with the game's reported seed and played by the same
// bots would end; a simulation of more games begins with a shorter one's;
// bots that do not match the seats, and no games, are refused.
func TestSimulatePlaysWholeGames(t *testing.T) {
	b := New()
	bots := []simulatedBot{{"greedy", ""}, {"random", ""}, {"random", `{"seed":"7"}`}}
	var games []simulatedGame
	out := must(t, b, "simulate", "linko", `{"players":3}`, bots, 4, "11")
	if err := json.Unmarshal(out, &games); err != nil || len(games) != 4 {
		t.Fatalf("simulate: %s, %v", out, err)
	}
	for i, g := range games {
		if g.Moves == 0 || len(g.Scores) != 3 || len(g.Winners) == 0 || g.Seed == "" {
			t.Errorf("game %d: %+v", i, g)
		}
		for _, w := range g.Winners {
			if g.Scores[w] != slices.Max(g.Scores) {
				t.Errorf("game %d: seat %d wins with %v", i, w, g.Scores)
			}
		}
	}
	if games[0].Seed == games[1].Seed {
		t.Errorf("two games dealt from one seed, %s", games[0].Seed)
	}
	var fewer []simulatedGame
	json.Unmarshal(must(t, b, "simulate", "linko", `{"players":3}`, bots, 2, "11"), &fewer)
	if !slices.EqualFunc(fewer, games[:2], func(a, b simulatedGame) bool {
		return a.Seed == b.Seed && a.Moves == b.Moves && slices.Equal(a.Scores, b.Scores)
	}) {
		t.Errorf("two games of the same seed: %+v, not %+v", fewer, games[:2])
	}
	// Greedy bots choose from the view alone: the game of the reported
	// seed, played again by hand, ends as simulate says.
	json.Unmarshal(must(t, b, "simulate", "lino", "", []simulatedBot{{"greedy", ""}, {"greedy", ""}}, 1, "3"), &games)
	table, err := tabletop.Open("lino", []byte(`{"seed":"`+games[0].Seed+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	greedy, _ := tabletop.NewBot("lino", "greedy", nil)
	again, err := playOut(table, []*tabletop.Bot{greedy, greedy})
	if err != nil || again.Moves != games[0].Moves || !slices.Equal(again.Scores, games[0].Scores) {
		t.Errorf("lino, seed %s, played again: %+v (%v), simulated: %+v", games[0].Seed, again, err, games[0])
	}
	// Every bot's seed is reported: the game of the reported seed, played
	// again by the reported bots, random and searching alike, ends as
	// simulate says.
	json.Unmarshal(must(t, b, "simulate", "linko", `{"players":3}`, []simulatedBot{{"random", ""}, {"ismcts", `{"iterations":20}`}, {"greedy", ""}}, 2, "5"), &games)
	for _, g := range games {
		replayed, err := tabletop.Open("linko", []byte(`{"players":3,"seed":"`+g.Seed+`"}`))
		if err != nil || len(g.Bots) != 3 {
			t.Fatalf("linko, seed %s: %v, bots %+v", g.Seed, err, g.Bots)
		}
		seats := make([]*tabletop.Bot, len(g.Bots))
		for s, bot := range g.Bots {
			if seats[s], err = tabletop.NewBot("linko", bot.Name, bot.Options); err != nil {
				t.Fatalf("bot %+v: %v", bot, err)
			}
		}
		again, err := playOut(replayed, seats)
		if err != nil || again.Moves != g.Moves || !slices.Equal(again.Scores, g.Scores) {
			t.Errorf("linko, seed %s, played again by %s: %+v (%v), simulated: %+v", g.Seed, g.Bots, again, err, g)
		}
	}
	if string(games[0].Bots[0].Options) == string(games[1].Bots[0].Options) || string(games[0].Bots[2].Options) != "{}" {
		t.Errorf("the bots' options of two games: %s and %s", games[0].Bots, games[1].Bots)
	}
	for _, bad := range []struct {
		bots  []simulatedBot
		games int
		want  error
	}{
		{[]simulatedBot{{"greedy", ""}}, 1, tabletop.ErrInvalidOptions},
		{[]simulatedBot{{"greedy", ""}, {"greedy", ""}}, 0, ErrBadCall},
		{[]simulatedBot{{"greedy", ""}, {"greedy", ""}}, maxSimulated + 1, ErrBadCall},
	} {
		if _, err := b.Call("simulate", args(t, "lino", "", bad.bots, bad.games, "1")); !errors.Is(err, bad.want) {
			t.Errorf("%d games of %v: %v, not %v", bad.games, bad.bots, err, bad.want)
		}
	}
}

// args is the JSON array of a call's arguments.
func args(t *testing.T, in ...any) []byte {
	t.Helper()
	out, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
