package lino

import (
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// Narrate returns a sentence in language l that tells the event to the
// seat reader (-1 for a spectator), as a chat bot or a page shows it:
//
//	You moved the tile at 4,0 to 3,8.
//	Seat 2 placed a white stone on 5,4.
//	Ana a fermé la rangée de 3,4 à 5,4 et marqué 3 points.
//	Il campo è pronto: tocca a te mettere la prima pedina.
//
// names[i], when present and not empty, is what seat i is called;
// otherwise it is the language's "Seat N", N = i+1, as people count seats
// from 1 (the notation and the JSON keep indexes from 0). The reader is
// "you". The sentence tells e as the reader may see it, [Event.RedactFor]:
// in Lino, which hides nothing, the event itself. [Event.String] stays the
// form for logs.
func (e Event) Narrate(l lang.Language, reader int, names []string) string {
	e = e.RedactFor(reader)
	w := wordsOf(l)
	who := speech.Of(l).People(reader, names)
	switch e.Kind {
	case TileMoved:
		return w.tileMoved(who(e.Seat), e.From, e.To)
	case FillingStarted:
		return w.fillingStarted(who(e.Seat))
	case StonePlaced:
		return w.stonePlaced(who(e.Seat), e.Seat, e.Cell)
	case RowClosed:
		return w.rowClosed(who(e.Seat), e.Row.Start, e.Row.End(), e.Points)
	case RunScored:
		return w.runScored(who(e.Seat), e.Row.Len, e.Row.Start, e.Row.End(), e.Points)
	case NumberScored:
		return w.numberScored(e.Points, e.Cell, e.Points, who(e.Seat))
	case StarScored:
		return w.starScored(e.Cell, e.Points, who(e.Seat))
	case RoundEnded:
		return w.roundEnded(e.Round, speech.Score{Who: who(0), Points: e.Scores[0]}, speech.Score{Who: who(1), Points: e.Scores[1]})
	case RoundStarted:
		return w.roundStarted(e.Round, who(e.Seat))
	case GameEnded:
		winner, win, lose := 0, e.Scores[0], e.Scores[1]
		if lose > win {
			winner, win, lose = 1, lose, win
		}
		switch {
		case win == lose:
			return w.draw(win)
		case who(1 - winner).You:
			return w.lost(lose, win)
		}
		return w.won(who(winner), win, lose)
	}
	return w.unknown
}
