package linx

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// String draws the table as the view's seat sees it, in English: it is
// [View.Text] for fmt and the tests.
func (v View) String() string { return v.Text(lang.English) }

// Text draws the table as the view's seat sees it, in language l: the
// grid with its axes (the columns' letters and the rows' numbers that name
// its cells, [View.Axes]), a face-up tile as its colour's code and its
// symbol's in l ("yR" in English, "jPi" in French), a face-down one all in
// capitals ("YR"), "+" where a face-up tile may go now and "." for the
// other cells of the square bound the tiles may still spread to; then the
// seats, by their names ([View.Named]), with their colours, hand and pile
// sizes, their scores and the symbols known in their hands, counted
// ("known 3 rock and 2 paper": a hand of fifteen tiles that a pass showed
// keeps its row short); in teams, each team by its letter and its
// players, as narration names it, with its colours, a line each ("Team A
// (you and Seat 3): yellow and pink"); the seat's own hand, in words;
// whose turn it is, or who won, as a sentence. Seats are numbered for
// people, from 1 ("seat 1" is seat 0 of the notation). It fits a terminal
// of 40 rows. A view of no table (no players) is "no game".
func (v View) Text(l lang.Language) string {
	w := wordsOf(l)
	if v.Players <= 0 {
		return w.picNoGame
	}
	colour := func(seat int) string { return w.picColours[seat%NumColours] }
	// name is what the picture calls a seat (from 0): its player's name,
	// its default name or the computer; label, as its row shows it: a
	// default name as a label that begins a line ("Joueur 2 (bleu)").
	name := speech.Of(l).People(-1, v.names)
	label := func(seat int) string {
		if p := name(seat); p.Seat > 0 && p.Computers == 0 {
			return w.picSeatName(p.Seat)
		}
		return speech.Of(l).Label(name(seat))
	}
	var b strings.Builder
	b.WriteString(w.picRound(v.Round))
	if v.Seat >= 0 {
		b.WriteString(w.picSeat(name(v.Seat), colour(v.Seat)))
	} else {
		b.WriteString(w.picWatch)
	}
	b.WriteByte('\n')
	v.drawGrid(&b, w)
	// The seat column is as wide as the longest seat's name with the
	// longest colour, so that the counts after it line up in any language.
	// A seat's colour follows its name in brackets: "Seat 1 (yellow)".
	seats := min(v.Players, MaxPlayers)
	width := 0
	for seat := range seats {
		for _, c := range w.picColours {
			width = max(width, engine.Width(label(seat)+" ("+c+")"))
		}
	}
	col := w.picColumns
	for seat := range seats {
		row := label(seat) + " (" + colour(seat) + ")"
		b.WriteString(engine.PadRight(row, width)) // by columns: a name in Chinese or with an emoji is wider than its characters
		if seat < len(v.HandSizes) && seat < len(v.PileSizes) {
			fmt.Fprintf(&b, "  %s %2d  %s %2d", col[0], v.HandSizes[seat], col[1], v.PileSizes[seat])
		}
		if seat < len(v.Scores) {
			fmt.Fprintf(&b, "  %s %d", col[2], v.Scores[seat])
		}
		if seat < len(v.Known) && len(v.Known[seat]) > 0 && seat != v.Seat {
			fmt.Fprintf(&b, "  %s %s", col[3], symbolCounts(v.Known[seat], w.picKnown, speech.Of(l)))
		}
		if seat == v.Seat {
			b.WriteString("  " + w.picYou)
		}
		b.WriteByte('\n')
	}
	if v.Teams {
		for team := range 2 {
			colours := speech.Of(l).Join([]string{colour(team), colour(team + 2)})
			b.WriteString(speech.Capitalize(w.picTeam(v.team(w, speech.Of(l), team).team, colours)) + "\n")
		}
	}
	if v.Seat >= 0 {
		fmt.Fprintf(&b, "%s %s\n", speech.Capitalize(w.picYourHand), w.list(v.Hand))
	}
	var last string
	switch {
	case v.Over:
		var winners side
		for _, seat := range v.Winners {
			winners.who = append(winners.who, speech.Of(l).People(v.Seat, v.names)(seat))
		}
		if v.Teams && len(v.Winners) > 0 {
			winners = v.team(w, speech.Of(l), v.Winners[0])
		}
		last = w.picOver(winners)
	case v.ToMove >= 0 && v.ToMove == v.Seat:
		last = w.picYourTurn
		if moves := v.LegalMoves(); len(moves) > 0 && moves[0].Kind == Pass {
			last = w.picYourPass
		}
	case v.ToMove >= 0:
		last = w.picToMove(name(v.ToMove), colour(v.ToMove))
	default:
		last = w.picPlayedOut
	}
	b.WriteString(speech.Sentence(last))
	return speech.Of(l).Typeset(b.String())
}

// drawGrid writes the grid and its axes with the codes of w: every cell
// that holds a tile or may still take one within the square bound, each
// as wide as the widest code, so that the columns line up.
func (v View) drawGrid(b *strings.Builder, w *phrases) {
	var s State
	s.players = uint8(max(MinPlayers, min(v.Players, MaxPlayers)))
	for _, st := range v.Grid {
		if i, ok := spotOf(st.Cell); ok && st.Up != 0 {
			s.putUp(i, st.Up)
			s.down[i] = st.Down
		}
	}
	minX, minY, maxX, maxY, found := s.bounds()
	if !found {
		minX, minY, maxX, maxY = reach, reach, reach, reach
	}
	side := s.bound()
	// The cells the tiles may still spread to, within the window.
	x0, x1 := max(0, maxX-side+1), min(span-1, minX+side-1)
	y0, y1 := max(0, maxY-side+1), min(span-1, minY+side-1)
	if !found {
		x0, x1, y0, y1 = reach, reach, reach, reach
	}
	code := func(t Tile) string {
		return w.picColourCodes[t.Colour()%NumColours] + w.picSymbolCodes[t.Symbol()&3]
	}
	cell := 4 // a space before the widest code, or before an axis' letters
	for c := range Colour(NumColours) {
		for sym := Rock; sym <= Scissors; sym++ {
			cell = max(cell, 1+utf8.RuneCountInString(w.picDown(code(MakeTile(c, sym)))))
		}
	}
	board := frameFor(int(s.players))
	b.WriteString("     ")
	for x := x0; x <= x1; x++ {
		fmt.Fprintf(b, "%*s", cell, speech.Column(x-reach-board.Left))
	}
	b.WriteByte('\n')
	for y := y0; y <= y1; y++ {
		fmt.Fprintf(b, "%4d ", y-reach-board.Top+1)
		for x := x0; x <= x1; x++ {
			p := y*span + x
			text := "."
			switch {
			case s.down[p] != 0:
				text = w.picDown(code(s.down[p]))
			case s.up[p] != 0:
				text = code(s.up[p])
			case s.upSpot(spot(p)):
				text = "+"
			}
			fmt.Fprintf(b, "%*s", cell, text)
		}
		b.WriteByte('\n')
	}
}
