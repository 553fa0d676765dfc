package lino

import (
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// The picture of a View: what [View.Text] draws of the field and its
// players for a terminal and the tests.

// seatName names a seat for the reader of View.Text, in language l,
// counting seats from 1 as people do: "Black (X), Seat 1", "White (O),
// Seat 2 (you)", "White (O), Computer".
func (v View) seatName(l lang.Language, seat int) string {
	w := wordsOf(l)
	p := v.person(l, seat)
	name := speech.Of(l).Label(p)
	if p.Seat > 0 && p.Computers == 0 {
		name = w.picSeatLabel(seat + 1)
	}
	if seat == 0 || seat == 1 {
		name = w.picColours[seat] + " (" + stoneMarks[seat] + "), " + name
	}
	if seat == v.Seat && seat >= 0 {
		name += " " + w.picYou
	}
	return name
}

// String draws the table as the view's seat sees it, in English: it is
// [View.Text] for fmt and the tests.
func (v View) String() string { return v.Text(lang.English) }

// Text draws the table as the view's seat sees it, in language l: the
// round and phase, the scores, the field with its axes (the columns' letters
// and the rows' numbers that name its cells, [View.Axes]), and whose turn it
// is or who won. Seats count from 1, as people count them. Each
// cell takes three characters after a space: X and O are the stones, "." an empty tile,
// and in the bonus game "*" a star and "x3" or "o5" black's 3 or white's
// 5; while building, "#" marks the tiles that may not move (the others
// may), "+" the cells where a tile may go now, and "~" the cells no tile
// may enter again. It fits a 40-row
// terminal. A View of no game (the zero View) is "no game".
func (v View) Text(l lang.Language) string {
	w := wordsOf(l)
	if v.noGame() {
		return w.picNoGame
	}
	var b strings.Builder
	v.writeHeader(&b, l)
	var moves []Move // the legal moves of the seat to move, for a View of a game
	if v.ToMove >= 0 {
		if s, err := FromPosition(v.position()); err == nil {
			moves = s.LegalMoves()
		}
	}
	writeField(&b, v.frame(), v.cellTexts(moves))
	v.writeStatus(&b, l)
	return speech.Of(l).Typeset(b.String())
}

// writeHeader writes the first lines of Text: the round, the phase, the
// reader's seat, and the scores.
func (v View) writeHeader(b *strings.Builder, l lang.Language) {
	w := wordsOf(l)
	phase := w.picUnknownPhase
	if int(v.Phase) < len(w.picPhases) {
		phase = w.picPhases[v.Phase]
	}
	b.WriteString(w.picRound(v.Round, v.Rounds, phase) + " ")
	if v.Seat == 0 || v.Seat == 1 {
		reader := v.person(l, v.Seat)
		reader.You = false // named, as others name the reader
		b.WriteString(w.picSeat(stoneMarks[v.Seat], v.Seat, reader, v.Over) + "\n")
	} else {
		b.WriteString(w.picWatch + "\n")
	}
	for seat := range Players {
		score := 0
		if seat < len(v.Scores) {
			score = v.Scores[seat]
		}
		if seat > 0 {
			b.WriteString(w.picScoreSep)
		}
		b.WriteString(w.picScore(v.seatName(l, seat), score))
	}
	b.WriteString(".\n")
}

// cellTexts returns the three characters String draws for each cell that
// shows something, given the legal moves of the seat to move.
func (v View) cellTexts(moves []Move) map[Cell]string {
	cells := map[Cell]string{}
	for _, c := range v.Vacated {
		cells[c] = "  ~"
	}
	for _, t := range v.Tiles {
		switch f := t.Face; {
		case f == Blank:
			cells[t.Cell] = "  ."
		case f.valid():
			cells[t.Cell] = fmt.Sprintf("%3s", f.String())
		default:
			cells[t.Cell] = "  ?"
		}
	}
	for seat, stones := range v.Stones {
		for _, c := range stones {
			cells[c] = "  " + stoneMarks[seat]
		}
	}
	if v.Phase == PhaseBuilding && len(moves) > 0 {
		// Mark the tiles that may not move: after the first moves, the
		// tiles moved, and the few that are another's only neighbour.
		movable := map[Cell]bool{}
		for _, m := range moves {
			movable[m.From] = true
		}
		for _, t := range v.Tiles {
			if text := cells[t.Cell]; !movable[t.Cell] && text[0] == ' ' {
				cells[t.Cell] = "#" + text[1:]
			}
		}
		// Draw where a tile may go, so that the axes name every cell a
		// move names.
		for _, m := range moves {
			if _, shown := cells[m.To]; !shown {
				cells[m.To] = "  +"
			}
		}
	}
	return cells
}

// writeField draws the cells that show something, with the names of
// their columns above and of their rows on the left, as the board's frame
// f names them (the frame's empty border, where tiles may go while
// building, is left out, so that the picture fits a terminal).
func writeField(b *strings.Builder, f speech.Frame, cells map[Cell]string) {
	var shown box
	for c := range cells {
		shown.add(c)
	}
	if !shown.found {
		return
	}
	// Each cell takes four characters, its three after a space, so that a
	// marked tile ("#o2") never touches the cell or row name before it.
	b.WriteString("   ")
	for x := shown.minX; x <= shown.maxX; x++ {
		fmt.Fprintf(b, "%4s", speech.Column(x-f.Left))
	}
	b.WriteString("\n")
	for y := shown.minY; y <= shown.maxY; y++ {
		var line strings.Builder
		fmt.Fprintf(&line, "%3d", y-f.Top+1)
		for x := shown.minX; x <= shown.maxX; x++ {
			text, ok := cells[Cell{int8(x), int8(y)}]
			if !ok {
				text = "   "
			}
			line.WriteString(" " + text)
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteString("\n")
	}
}

// writeStatus writes the last lines of Text: who won, or whose turn it
// is and how to write a move. It gives no move in notation as an example:
// the picture names cells by the board's axes alone, and notation keeps
// the grid's x,y.
func (v View) writeStatus(b *strings.Builder, l lang.Language) {
	w := wordsOf(l)
	switch {
	case v.Over:
		switch wins := v.Winners; {
		case len(wins) == 1 && wins[0] == v.Seat:
			b.WriteString(w.picYouWin)
		case len(wins) == 1 && wins[0] >= 0 && wins[0] < len(stoneMarks): // a hand-built View may name no seat
			b.WriteString(w.picWinner(v.person(l, wins[0]), wins[0], stoneMarks[wins[0]]))
		case len(wins) > 1:
			b.WriteString(w.picDraw)
		default:
			b.WriteString(w.picOver)
		}
	case v.ToMove < 0:
		b.WriteString(w.picNobody)
	case v.Phase == PhaseBuilding:
		b.WriteString(w.picLegend(len(v.Moved), buildMoves) + "\n")
		b.WriteString(w.picMoveTile(v.person(l, v.ToMove)))
	default:
		b.WriteString(w.picPlaceStone(v.person(l, v.ToMove)))
	}
	if !v.Over && v.ToMove >= 0 {
		b.WriteString(".")
	}
}

// person returns seat as the picture's words in language l speak of it:
// the reader, a player's name, the computer, or "Seat 1".
func (v View) person(l lang.Language, seat int) speech.Person {
	return speech.Of(l).People(v.Seat, v.names)(seat)
}
