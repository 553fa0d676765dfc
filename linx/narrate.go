package linx

import (
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// Narrate returns a sentence in language l that tells the seat reader (-1
// for a spectator) what e says, as that seat may see it: "You drew a rock
// tile and a paper tile.", "Seat 2 drew two tiles.", "C'est à vous de
// jouer.". The event is redacted for reader first ([Event.RedactFor]), so
// that a sentence never tells what the seat may not know.
//
// names[i], when present and not empty, is what seat i is called ("Ana");
// otherwise it is the language's "Seat N", N = i+1, as people count seats
// from 1 (the notation and JSON keep indexes from 0). The reader is "you".
// Cells are named on the axes of the event's Players' grid, as
// [View.Label] names them ([View.Axes]); an event without Players (from a
// log written before events told it) names them as four seats' grid does,
// whose axes hold every cell of any grid, never 0 or below. The key=value text of [Event.String] stays the form for logs.
func (e Event) Narrate(l lang.Language, reader int, names []string) string {
	e = e.RedactFor(reader)
	board := frameFor(e.Players)
	if e.Players == 0 {
		board = frameFor(MaxPlayers)
	}
	n := teller{l: l, w: wordsOf(l), who: speech.Of(l).People(reader, names), reader: reader, board: board}
	b := speech.Of(l)
	switch why := n.why(e); {
	case why != "":
		return b.Sentence(why) + " " + b.Sentence(n.sentence(e))
	case e.Kind == RoundStarted: // the deal, then whose turn it is, as View.Turn says it
		return b.Sentence(n.sentence(e)) + " " + b.Sentence(n.w.turn(n.who(e.Seat)))
	}
	return b.Sentence(n.sentence(e))
}

// Turn returns the sentence that says, in language l, to the seat reader
// (-1 for a spectator), whose turn it is, [View.ToMove]: "It is your
// turn.", "It is Ana's turn."; "" once the match is over. It names the
// seats as [Event.Narrate] does. A turn in LINX has one decision, to
// place a tile (or, when none of the hand can be placed, to pass), which
// the sentence leaves to the View's picture and choices.
//
// It ends the narration of every move while the match goes on: the
// handle's Events.Narrate adds it after the last event of a move (and of
// a history), from the View of the table the move led to, unless that
// event's own sentence already ends with it, as a TurnPassed's and a
// RoundStarted's do, whose Narrate says the turn in these same words. A
// front-end that tells a move with this package does the same, so that
// whose turn it is is said once, last.
func (v View) Turn(l lang.Language, reader int, names []string) string {
	if v.Over || v.ToMove < 0 {
		return ""
	}
	return speech.Of(l).Sentence(wordsOf(l).turn(speech.Of(l).People(reader, names)(v.ToMove)))
}

// why returns why a stuck round ended, as RoundWon says it before its
// result: "Every pile is empty and no one can place a tile." Other events
// have no reason: "" (the line of three that won a round was told by its
// LineMade, the rounds that won the match are told by MatchWon).
func (n teller) why(e Event) string {
	switch {
	case e.Kind != RoundWon || !e.Blocked:
		return ""
	case e.Full:
		return n.w.gridFull
	}
	return n.w.pilesOut
}

// teller tells events to one reader in one language.
type teller struct {
	l      lang.Language
	w      *phrases
	who    func(seat int) speech.Person
	reader int
	board  speech.Frame // the grid the cells are named on
}

// cell names c for the reader, as the labels do.
func (n teller) cell(c Cell) string { return cellName(n.board, c) }

// side names who won: the seat, or in teams the team of seat s, both its
// members (seats s and s+2), the reader first, and its name.
func (n teller) side(s int, teams bool) side {
	if !teams {
		return side{who: []speech.Person{n.who(s)}}
	}
	a, b := s, s+2
	if n.reader == b {
		a, b = b, a
	}
	return teamOf(n.w, speech.Of(n.l), s, []speech.Person{n.who(a), n.who(b)})
}

// sentence returns what e says, without its capital and full stop.
func (n teller) sentence(e Event) string {
	who := n.who(e.Seat)
	switch e.Kind {
	case TilePlaced:
		sym := e.Tile.Symbol()
		if e.FaceDown {
			return n.w.covered(who, sym, n.cover(e), n.cell(e.Cell))
		}
		return n.w.placed(who, sym, n.cell(e.Cell))
	case Passed:
		if e.Hand == [3]uint8{} {
			return n.w.passedEmpty(who)
		}
		return n.w.passed(who, symbols(e.Hand))
	case TilesDrawn:
		var shown []Symbol
		for _, t := range e.Tiles[:max(0, min(e.Count, DrawAfterPlace))] {
			if t != 0 {
				shown = append(shown, t.Symbol())
			}
		}
		return n.w.drew(who, e.Count, shown)
	case LineMade:
		cells := e.Line.Cells()
		return n.w.line(who, e.FaceDown, n.cell(cells[0]), n.cell(cells[2]))
	case TurnPassed:
		return n.w.turn(who)
	case RoundWon:
		if !e.Blocked {
			return n.w.roundWon(n.side(e.Seat, e.Teams), e.Round)
		}
		var onTop []speech.Score
		for seat, count := range e.Visible[:seatsOf(&e)] {
			onTop = append(onTop, speech.Score{Who: n.who(seat), Points: count})
		}
		if tied(e) {
			return n.w.tied(e.Round, n.side(e.Seat, e.Teams), onTop)
		}
		return n.w.stuck(e.Round, n.side(e.Seat, e.Teams), onTop)
	case RoundStarted:
		return n.w.roundStarted(e.Round, n.dealt(e))
	case MatchWon:
		return n.w.matchWon(n.side(e.Seat, e.Teams), e.Scores[min(max(e.Seat, 0), MaxPlayers-1)], n.others(e))
	}
	return n.w.unknown
}

// cover says whose tile the face-down tile of e covered: a seat's (its
// colour's), the reader's partner's among them, or the neutral green's
// with three seats, or not told.
func (n teller) cover(e Event) cover {
	c := cover{symbol: e.Tile.Symbol().beater().beater(), told: e.Under != 0}
	if seat := int(e.Under.Colour()); c.told && seat < seatsOf(&e) {
		owner := n.who(seat)
		c.owner, c.own = &owner, seat == e.Seat
		c.partner = e.Teams && partners(seat, n.reader)
	}
	return c
}

// partners reports whether seats a and b are two seats of one team
// (seats 0 and 2, or 1 and 3), in a match in teams.
func partners(a, b int) bool { return a >= 0 && b >= 0 && a != b && a%2 == b%2 }

// tied reports whether, at a stuck end, the winner was tied with another
// side, and won by its place in the turn order.
func tied(e Event) bool {
	var totals [MaxPlayers]int
	sides := seatsOf(&e)
	for seat, count := range e.Visible[:sides] {
		side := seat
		if e.Teams {
			side = seat % 2
		}
		totals[side] += count
	}
	if e.Teams {
		sides = 2
	}
	tied := 0
	for _, total := range totals[:sides] {
		if e.Seat >= 0 && e.Seat < sides && total == totals[e.Seat] {
			tied++
		}
	}
	return tied >= 2
}

// dealt returns the reader's starting hand as a deal shows it to the
// reader: nothing for a spectator.
func (n teller) dealt(e Event) []Symbol {
	var hand []Symbol
	if n.reader >= 0 && n.reader < seatsOf(&e) {
		for _, t := range e.Piles[n.reader] {
			if t != 0 {
				hand = append(hand, t.Symbol())
			}
		}
	}
	return hand
}

// others returns the sides but the match's winner, with the rounds each
// won.
func (n teller) others(e Event) []side {
	var out []side
	sides := seatsOf(&e)
	if e.Teams {
		sides = 2
	}
	for s := range sides {
		if s != e.Seat {
			other := n.side(s, e.Teams)
			other.rounds = e.Scores[s]
			out = append(out, other)
		}
	}
	return out
}
