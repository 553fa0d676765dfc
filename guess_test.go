package tabletop_test

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestGuessAgreesWithTheView plays random games of every game and, before
// each move, guesses the game from the mover's view: the guess offers the
// mover the same moves, with the same labels, plays the move made, and
// refuses another seat's move as the game itself does.
func TestGuessAgreesWithTheView(t *testing.T) {
	for _, g := range []struct {
		name    string
		options string
	}{{"linko", `{"players":3,"seed":"7"}`}, {"lino", `{"seed":"7"}`}, {"lino", `{"seed":"8","bonus":true}`}, {"linx", `{"players":4,"seed":"7"}`}} {
		t.Run(g.name, func(t *testing.T) {
			table, err := tabletop.Open(g.name, []byte(g.options))
			if err != nil {
				t.Fatal(err)
			}
			bot, err := tabletop.NewBot(g.name, "random", nil)
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; !table.Over() && step < 400; step++ {
				seat := table.ToMove()
				view, err := table.View(lang.English, seat)
				if err != nil {
					t.Fatal(err)
				}
				guess, err := tabletop.Guess(g.name, view, uint64(step))
				if err != nil {
					t.Fatalf("step %d: %v", step, err)
				}
				if want, got := fmt.Sprint(table.Choices(lang.English)), fmt.Sprint(guess.Choices(lang.English)); got != want {
					t.Fatalf("step %d: the guess offers %s, the game %s", step, got, want)
				}
				other := (seat + 1) % table.Players()
				move, err := bot.Choose(t.Context(), table)
				if err != nil {
					t.Fatal(err)
				}
				_, _, real := table.Play(other, move)
				_, _, guessed := guess.Play(other, move)
				var refused *tabletop.MoveError
				if !errors.As(real, &refused) || guessed == nil || guessed.Error() != real.Error() {
					t.Fatalf("step %d: another seat's move: the game says %v, the guess %v", step, real, guessed)
				}
				if _, _, err := guess.Play(seat, move); err != nil {
					t.Fatalf("step %d: the guess refuses %s: %v", step, move, err)
				}
				if table, _, err = table.Play(seat, move); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestGuessReadsAViewWithItsSeedHidden guesses Lino, the game whose view
// shows its options, from a view whose seed a server hides as null: the
// guess offers the same moves as the game. (The bonus game's faces follow
// from its seed: without it, its views cannot be guessed.)
func TestGuessReadsAViewWithItsSeedHidden(t *testing.T) {
	table, err := tabletop.Open("lino", []byte(`{"seed":"7"}`))
	if err != nil {
		t.Fatal(err)
	}
	view, err := table.View(lang.English, table.ToMove())
	if err != nil {
		t.Fatal(err)
	}
	hidden := bytes.ReplaceAll(view, []byte(`"seed":"7"`), []byte(`"seed":null`))
	if bytes.Equal(hidden, view) {
		t.Fatalf("the view shows no seed to hide: %s", view)
	}
	guess, err := tabletop.Guess("lino", hidden, 1)
	if err != nil {
		t.Fatal(err)
	}
	if want, got := fmt.Sprint(table.Choices(lang.English)), fmt.Sprint(guess.Choices(lang.English)); got != want {
		t.Errorf("the guess offers %s, the game %s", got, want)
	}
}

func TestGuessRefusesAView(t *testing.T) {
	for _, view := range []string{``, `[]`, `{"kind":"nothing"}`} {
		if _, err := tabletop.Guess("linx", []byte(view), 1); !errors.Is(err, tabletop.ErrInvalidPosition) {
			t.Errorf("Guess of %q: %v, want ErrInvalidPosition", view, err)
		}
	}
	if _, err := tabletop.Guess("chess", []byte(`{}`), 1); !errors.Is(err, tabletop.ErrUnknownGame) {
		t.Errorf("Guess of chess: %v, want ErrUnknownGame", err)
	}
}
