package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/tabletopgo/tabletop/linko"
)

// playLinko plays a game of Linko!.
func playLinko(c config, in io.Reader, out io.Writer) error {
	if c.seats == 0 {
		c.seats = 3
	}
	s, err := linko.New(linko.Options{Players: c.seats, Seed: c.seed})
	if err != nil {
		return err
	}
	bots := make([]linko.Bot, c.seats)
	for seat := range bots {
		if c.bots == "random" {
			bots[seat] = linko.NewRandomBot(c.seed + uint64(seat))
		} else {
			bots[seat] = linko.GreedyBot{}
		}
	}
	return play(s, table[linko.State, linko.Move, linko.Event]{
		show: showLinko,
		choose: func(s linko.State, seat int) (linko.Move, error) {
			return bots[seat].Choose(s.View(seat))
		},
		parse:   linko.ParseMove,
		redact:  linko.Event.RedactFor,
		legal:   linko.State.LegalMoves,
		winners: linko.State.Winners,
	}, c, in, out)
}

// showLinko draws what seat sees: the display and the piles, every seat's
// tableau and hand size, its own hand.
func showLinko(s linko.State, seat int) string {
	v := s.View(seat)
	var b strings.Builder
	fmt.Fprintf(&b, "\nround %d of %d · draw pile %d · display %v · discard %d\n",
		v.Round, v.Rounds, v.PileSize, v.Display, len(v.Discard))
	for i := range v.Players {
		who := fmt.Sprintf("seat %d", i)
		if i == seat {
			who = "you   "
		}
		top := "-"
		if t := v.Tableaux[i]; len(t) > 0 {
			top = t[len(t)-1].String()
		}
		fmt.Fprintf(&b, "  %s  %2d cards  score %3d  top %-7s tableau %v\n", who, v.HandSizes[i], v.Scores[i], top, v.Tableaux[i])
	}
	fmt.Fprintf(&b, "your hand: %v\n", v.Hand)
	switch v.Phase {
	case linko.PhaseTakeOrLeave:
		fmt.Fprintf(&b, "your meld attacks seat %d's %v: take it, or leave it to them\n", v.Victim, top(v, v.Victim))
	case linko.PhaseTakeBackOrDiscard:
		fmt.Fprintf(&b, "seat %d left you your %v: take it back, or discard it and draw %d\n", v.Active, top(v, seat), top(v, seat).Size())
	case linko.PhaseDraw:
		fmt.Fprintf(&b, "draw %d more: from the pile or the display\n", v.Draws)
	default:
		b.WriteString("play a meld\n")
	}
	return b.String()
}

func top(v linko.View, seat int) linko.Meld {
	t := v.Tableaux[seat]
	if len(t) == 0 {
		return linko.Meld{}
	}
	return t[len(t)-1]
}
