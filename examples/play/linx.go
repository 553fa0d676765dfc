package main

import (
	"fmt"
	"io"

	"github.com/tabletopgo/tabletop/linx"
)

// playLinx plays a match of LINX.
func playLinx(c config, in io.Reader, out io.Writer) error {
	if c.seats == 0 {
		c.seats = 2
		if c.teams {
			c.seats = 4
		}
	}
	s, err := linx.New(linx.Options{Players: c.seats, Seed: c.seed, Teams: c.teams})
	if err != nil {
		return err
	}
	bots := make([]linx.Bot, c.seats)
	for seat := range bots {
		bots[seat] = linx.GreedyBot{}
		if c.bots == "random" {
			bots[seat] = linx.NewRandomBot(c.seed + uint64(seat))
		}
	}
	return play(s, table[linx.State, linx.Move, linx.Event]{
		show: func(s linx.State, seat int) string {
			v := s.View(seat)
			return fmt.Sprintf("\n%v\nyou play %v; your hand: %v", s, linx.Colour(seat), v.Hand)
		},
		choose: func(s linx.State, seat int) (linx.Move, error) {
			return bots[seat].Choose(s.View(seat))
		},
		parse:   linx.ParseMove,
		redact:  linx.Event.RedactFor,
		legal:   linx.State.LegalMoves,
		winners: linx.State.Winners,
	}, c, in, out)
}
