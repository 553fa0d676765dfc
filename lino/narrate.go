package lino

import (
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// Narrate returns a sentence in language l that tells the event e to the
// seat reader (-1 for a spectator), as a chat bot or a page shows it beside
// the view's board, whose names its cells take ([View.Axes]):
//
//	You moved the tile at E2 to D10.
//	Seat 2 placed a white stone on F6.
//	Ana a fermé la rangée de D5 à F5 et marqué 3 points.
//	Il campo è pronto: tocca a te mettere la prima pedina.
//
// The board to tell a move's events beside is the one the move leads to:
// the View of the table after it, whose axes hold every cell the events of
// the game so far name (the handle's Events.Narrate does so). The view's
// seat does not matter: every seat's board has the same axes.
//
// names[i], when present and not empty, is what seat i is called;
// otherwise it is the language's "Seat N", N = i+1, as people count seats
// from 1 (the notation and the JSON keep indexes from 0). The reader is
// "you". The sentence tells e as the reader may see it, [Event.RedactFor]:
// in Lino, which hides nothing, the event itself. [Event.String] stays the
// form for logs.
func (v View) Narrate(e Event, l lang.Language, reader int, names []string) string {
	return speech.Of(l).Typeset(v.narrate(e, l, reader, names))
}

// Turn returns the sentence that says, in language l, to the seat reader
// (-1 for a spectator), who decides next, [View.ToMove], with what the
// reader is to do when it is that seat: "It is your turn: place a
// stone.", "It is Ana's turn."; "" once the game is over. It names the
// seats as [View.Narrate] does.
//
// It ends the narration of every move while the game goes on: the
// handle's Events.Narrate adds it after the last event of a move (and of
// a history), from the View of the table the move led to, unless that
// event's own sentence already ends with it, as a FillingStarted's and a
// RoundStarted's do, whose Narrate says the turn in these same words. A
// front-end that tells a move with this package does the same, so that
// whose turn it is is said once, last.
func (v View) Turn(l lang.Language, reader int, names []string) string {
	if v.Over || v.ToMove < 0 {
		return ""
	}
	return speech.Of(l).Typeset(wordsOf(l).turnSentence(speech.Of(l).People(reader, names)(v.ToMove), v.Phase))
}

// narrate is [View.Narrate] before the language's typography.
func (v View) narrate(e Event, l lang.Language, reader int, names []string) string {
	e = e.RedactFor(reader)
	w := wordsOf(l)
	who := speech.Of(l).People(reader, names)
	cell := v.CellName
	switch e.Kind {
	case TileMoved:
		return w.tileMoved(who(e.Seat), cell(e.From), cell(e.To))
	case FillingStarted:
		return w.fillingStarted + " " + w.turnSentence(who(e.Seat), PhaseFilling) // whose turn, as View.Turn says it
	case StonePlaced:
		if e.Last { // the count follows: said first, before the rows and runs
			return w.stonePlaced(who(e.Seat), e.Seat, cell(e.Cell)) + " " + w.lastStone(stonesInPlay)
		}
		return w.stonePlaced(who(e.Seat), e.Seat, cell(e.Cell))
	case RowClosed:
		return w.rowClosed(who(e.Seat), cell(e.Row.Start), cell(e.Row.End()), e.Points)
	case RunScored:
		return w.runScored(who(e.Seat), e.Row.Len, cell(e.Row.Start), cell(e.Row.End()), e.Points)
	case NumberScored:
		return w.numberScored(e.Points, cell(e.Cell), e.Points, who(e.Seat))
	case StarScored:
		return w.starScored(cell(e.Cell), e.Points, who(e.Seat))
	case RoundEnded:
		// The best score first, as a standing lists them; a tie in
		// the seats' order (words-round12 nl 6).
		first, second := speech.Score{Who: who(0), Points: e.Scores[0]}, speech.Score{Who: who(1), Points: e.Scores[1]}
		if second.Points > first.Points {
			first, second = second, first
		}
		if v.Rounds <= 1 { // the only round: "Round 1" tells nothing; a match's first opens as the next (words-round11 fr)
			return w.scores(first, second)
		}
		return w.roundEnded(e.Round, first, second)
	case RoundStarted:
		return w.roundStarted(e.Round) + " " + w.turnSentence(who(e.Seat), PhaseFilling)
	case GameEnded:
		winner, win, lose := 0, e.Scores[0], e.Scores[1]
		if lose > win {
			winner, win, lose = 1, lose, win
		}
		// The final score, the winner's first even in the reader's
		// defeat (words-round12 fr): "You lost the game, 117 to 68".
		score := w.versus(win, lose)
		if v.Rounds <= 1 { // the round's end, just before, said the scores
			score = ""
		}
		switch {
		case win == lose:
			return w.draw(score)
		case who(1 - winner).You:
			return w.lost(score)
		}
		return w.won(who(winner), score)
	}
	return w.unknown
}
