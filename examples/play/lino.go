package main

import (
	"fmt"
	"io"

	"github.com/tabletopgo/tabletop/lino"
)

// playLino plays a game of Lino, the bonus game.
func playLino(c config, in io.Reader, out io.Writer) error {
	if c.seats != 0 && c.seats != lino.Players {
		return fmt.Errorf("-seats %d: Lino is for 2", c.seats)
	}
	s, err := lino.New(lino.Options{Seed: c.seed, Bonus: true})
	if err != nil {
		return err
	}
	bots := [lino.Players]lino.Bot{lino.GreedyBot{}, lino.GreedyBot{}}
	if c.bots == "random" {
		bots = [lino.Players]lino.Bot{lino.NewRandomBot(c.seed), lino.NewRandomBot(c.seed + 1)}
	}
	return play(s, table[lino.State, lino.Move, lino.Event]{
		show: func(s lino.State, seat int) string {
			return fmt.Sprintf("\n%v\nyou play %s", s, [2]string{"X", "O"}[seat])
		},
		choose: func(s lino.State, seat int) (lino.Move, error) {
			return bots[seat].Choose(s.View(seat))
		},
		parse:   lino.ParseMove,
		redact:  lino.Event.RedactFor,
		legal:   lino.State.LegalMoves,
		winners: lino.State.Winners,
	}, c, in, out)
}
