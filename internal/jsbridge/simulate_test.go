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
