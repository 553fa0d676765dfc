package lino

import (
	"fmt"
	"strconv"
)

// Narrate returns a sentence in plain English that tells the event to the
// seat reader (-1 for a spectator), as a chat bot or a page shows it:
//
//	You moved the tile at 4,0 to 3,8.
//	Seat 2 placed a white stone on 5,4.
//	Ana closed the row from 3,4 to 5,4 and scored 3 points.
//	The field is built: it is your turn to place the first stone.
//
// names[i], when present and not empty, is what seat i is called;
// otherwise it is "Seat N", N = i+1, as people count seats from 1 (the
// notation and the JSON keep indexes from 0). The reader is "you". The
// sentence tells e as the reader may see it, [Event.RedactFor]: in Lino,
// which hides nothing, the event itself. [Event.String] stays the form for
// logs.
func (e Event) Narrate(reader int, names []string) string {
	e = e.RedactFor(reader)
	n := narrator{reader, names}
	switch e.Kind {
	case TileMoved:
		return fmt.Sprintf("%s moved the tile at %v to %v.", n.subject(e.Seat), e.From, e.To)
	case FillingStarted:
		return fmt.Sprintf("The field is built: it is %s turn to place the first stone.", n.possessive(e.Seat))
	case StonePlaced:
		return fmt.Sprintf("%s placed %s on %v.", n.subject(e.Seat), stone(e.Seat), e.Cell)
	case RowClosed:
		return fmt.Sprintf("%s closed the row from %v to %v and scored %s.", n.subject(e.Seat), e.Row.Start, e.Row.End(), points(e.Points))
	case RunScored:
		return fmt.Sprintf("%s run of %s from %v to %v scored %s.", capital(n.possessive(e.Seat)), count(e.Row.Len, "stone"), e.Row.Start, e.Row.End(), points(e.Points))
	case NumberScored:
		return fmt.Sprintf("The %d on the empty tile at %v scored %s for %s.", e.Points, e.Cell, points(e.Points), n.object(e.Seat))
	case StarScored:
		return fmt.Sprintf("The star at %v scored %s for %s.", e.Cell, points(e.Points), n.object(e.Seat))
	case RoundEnded:
		return fmt.Sprintf("Round %d ended: %s scored %s and %s scored %d.", e.Round, n.object(0), points(e.Scores[0]), n.object(1), e.Scores[1])
	case RoundStarted:
		return fmt.Sprintf("Round %d started on the same field: it is %s turn to place the first stone.", e.Round, n.possessive(e.Seat))
	case GameEnded:
		winner, win, lose := 0, e.Scores[0], e.Scores[1]
		if lose > win {
			winner, win, lose = 1, lose, win
		}
		switch {
		case win == lose:
			return fmt.Sprintf("The game ended in a draw, %d to %d.", win, lose)
		case n.you(1 - winner):
			return fmt.Sprintf("You lost the game, %d to %d.", lose, win)
		}
		return fmt.Sprintf("%s won the game, %d to %d.", n.subject(winner), win, lose)
	}
	return "Something happened that no rule of Lino describes."
}

// A narrator names seats for one reader.
type narrator struct {
	reader int
	names  []string
}

// name is what seat is called, as a third person.
func (n narrator) name(seat int) string {
	if seat >= 0 && seat < len(n.names) && n.names[seat] != "" {
		return n.names[seat]
	}
	return "Seat " + strconv.Itoa(seat+1)
}

// you reports whether seat is the reader.
func (n narrator) you(seat int) bool { return seat == n.reader && seat >= 0 }

// subject names seat at the start of a sentence: "You", "Ana", "Seat 2".
func (n narrator) subject(seat int) string {
	if n.you(seat) {
		return "You"
	}
	return n.name(seat)
}

// object names seat within a sentence: "you", "Ana", "Seat 2".
func (n narrator) object(seat int) string {
	if n.you(seat) {
		return "you"
	}
	return n.name(seat)
}

// possessive is seat's within a sentence: "your", "Ana's", "Seat 2's".
func (n narrator) possessive(seat int) string {
	if n.you(seat) {
		return "your"
	}
	return n.name(seat) + "'s"
}

// capital returns text with its first letter in upper case, for a
// possessive that starts a sentence ("Your run", "Seat 2's run").
func capital(text string) string {
	if text != "" && 'a' <= text[0] && text[0] <= 'z' {
		return string(text[0]-'a'+'A') + text[1:]
	}
	return text
}

// stone names a stone of seat: "a black stone" (X, seat 0) or "a white
// stone" (O, seat 1).
func stone(seat int) string {
	switch seat {
	case 0:
		return "a black stone"
	case 1:
		return "a white stone"
	}
	return "a stone"
}

// numberWords are the numbers a sentence writes in words.
var numberWords = [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// count writes n things, in words up to ten: "four stones", "one stone",
// "12 stones".
func count(n int, noun string) string {
	word := strconv.Itoa(n)
	if n >= 0 && n < len(numberWords) {
		word = numberWords[n]
	}
	if n != 1 {
		noun += "s"
	}
	return word + " " + noun
}

// points writes a number of points, in figures as a score is: "3 points",
// "1 point".
func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return strconv.Itoa(n) + " points"
}
