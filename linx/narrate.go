package linx

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Narrate returns a sentence in plain English that tells the seat reader
// (-1 for a spectator) what e says, as that seat may see it: "You drew two
// tiles: rock and paper.", "Seat 2 drew two tiles.", "It is your turn.".
// The event is redacted for reader first ([Event.RedactFor]), so that a
// sentence never tells what the seat may not know.
//
// names[i], when present and not empty, is what seat i is called ("Ana");
// otherwise it is "Seat N", N = i+1, as people count seats from 1 (the
// notation and JSON keep indexes from 0). The reader is "you". Cells are
// the grid's "x,y". The key=value text of [Event.String] stays the form for
// logs.
func (e Event) Narrate(reader int, names []string) string {
	e = e.RedactFor(reader)
	n := narrator{reader: reader, names: names}
	return capitalize(n.sentence(e)) + "."
}

// narrator names seats for one reader.
type narrator struct {
	reader int
	names  []string
}

// name returns what seat is called: "you", its name, or "Seat N".
func (n narrator) name(seat int) string {
	switch {
	case seat == n.reader && seat >= 0:
		return "you"
	case seat >= 0 && seat < len(n.names) && n.names[seat] != "":
		return n.names[seat]
	}
	return "Seat " + strconv.Itoa(seat+1)
}

// possessive returns "your", "Ana's" or "Seat 2's".
func (n narrator) possessive(seat int) string {
	if name := n.name(seat); name != "you" {
		return name + "'s"
	}
	return "your"
}

// side names who won: the seat, or in teams both members of team side
// (seats side and side+2), the reader first.
func (n narrator) side(side int, teams bool) string {
	if !teams {
		return n.name(side)
	}
	a, b := side, side+2
	if n.reader == b {
		a, b = b, a
	}
	return n.name(a) + " and " + n.name(b)
}

// sentence returns what e says, without its capital and full stop.
func (n narrator) sentence(e Event) string {
	who := n.name(e.Seat)
	switch e.Kind {
	case TilePlaced:
		sym := e.Tile.Symbol()
		if e.FaceDown {
			return fmt.Sprintf("%s covered the %s at %v with %s, face down", who, symbolWord(sym.beater().beater()), e.Cell, symbolPhrase(sym))
		}
		return fmt.Sprintf("%s placed %s face up at %v", who, symbolPhrase(sym), e.Cell)
	case Passed:
		if e.Hand == [3]uint8{} {
			return who + " passed with an empty hand"
		}
		whose := "their"
		if who == "you" {
			whose = "your"
		}
		return fmt.Sprintf("%s passed and showed %s hand: %s", who, whose, symbolList(symbols(e.Hand)))
	case TilesDrawn:
		drawn := counted(e.Count, "tile", "tiles")
		var shown []Symbol
		for _, t := range e.Tiles[:max(0, min(e.Count, DrawAfterPlace))] {
			if t != 0 {
				shown = append(shown, t.Symbol())
			}
		}
		if len(shown) == 0 {
			return who + " drew " + drawn
		}
		return fmt.Sprintf("%s drew %s: %s", who, drawn, symbolList(shown))
	case LineMade:
		face := "up"
		if e.FaceDown {
			face = "down"
		}
		cells := e.Line.Cells()
		return fmt.Sprintf("%s made a line of three tiles face %s, from %v to %v", who, face, cells[0], cells[2])
	case TurnPassed:
		if who == "you" {
			return "it is your turn"
		}
		return "it is " + n.possessive(e.Seat) + " turn"
	case RoundWon:
		winner := n.side(e.Seat, e.Teams)
		if !e.Blocked {
			return fmt.Sprintf("%s won round %d", winner, e.Round)
		}
		return fmt.Sprintf("round %d was stuck, and %s won it on the tiles on top: %s%s", e.Round, winner, n.tilesOnTop(e), n.tie(e))
	case RoundStarted:
		text := fmt.Sprintf("round %d began with %s to play first", e.Round, who)
		if dealt := n.dealt(e); len(dealt) > 0 {
			text += ", and you were dealt " + symbolList(dealt)
		}
		return text
	case MatchWon:
		return fmt.Sprintf("%s won the match with %s, against %s", n.side(e.Seat, e.Teams), counted(e.Scores[min(max(e.Seat, 0), MaxPlayers-1)], "round", "rounds"), n.others(e))
	}
	return "something happened that LINX does not know"
}

// tilesOnTop says how many tiles each seat had on top at a stuck end.
func (n narrator) tilesOnTop(e Event) string {
	var parts []string
	for seat, count := range e.Visible[:seatsOf(&e)] {
		parts = append(parts, n.name(seat)+" had "+amount(count))
	}
	return joinWords(parts)
}

// tie says, at a stuck end, that the winner was tied and why it won.
func (n narrator) tie(e Event) string {
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
	if tied < 2 {
		return ""
	}
	return "; the tie went to whoever came later in the round's turn order"
}

// dealt returns the reader's starting hand as a deal shows it to the
// reader: nothing for a spectator.
func (n narrator) dealt(e Event) []Symbol {
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

// others says how many rounds each side but the match's winner won.
func (n narrator) others(e Event) string {
	var parts []string
	sides := seatsOf(&e)
	if e.Teams {
		sides = 2
	}
	for side := range sides {
		if side != e.Seat {
			parts = append(parts, amount(e.Scores[side])+" for "+n.side(side, e.Teams))
		}
	}
	return joinWords(parts)
}

var (
	numberWords = [...]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	symbolWords = [...]string{"tile", "rock", "paper", "scissors"}
)

// number returns n in words up to ten, in digits beyond.
func number(n int) string {
	if n >= 0 && n < len(numberWords) {
		return numberWords[n]
	}
	return strconv.Itoa(n)
}

// amount returns n in words, "none" for zero.
func amount(n int) string {
	if n == 0 {
		return "none"
	}
	return number(n)
}

// counted returns "a tile", "two tiles", "no tiles".
func counted(n int, one, many string) string {
	switch n {
	case 0:
		return "no " + many
	case 1:
		return "a " + one
	}
	return number(n) + " " + many
}

// symbolWord returns the symbol's name: "rock", "paper", "scissors".
func symbolWord(s Symbol) string { return symbolWords[s&3] }

// symbolPhrase returns the symbol as a tile placed is called: "a rock",
// "paper", "scissors".
func symbolPhrase(s Symbol) string {
	if s == Rock || !s.valid() {
		return "a " + symbolWord(s)
	}
	return symbolWord(s)
}

// symbolList returns "rock, rock and paper".
func symbolList(syms []Symbol) string {
	words := make([]string, len(syms))
	for i, s := range syms {
		words[i] = symbolWord(s)
	}
	return joinWords(words)
}

// joinWords returns "a", "a and b", "a, b and c".
func joinWords(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// capitalize returns text with its first letter in capitals.
func capitalize(text string) string {
	r, size := utf8.DecodeRuneInString(text)
	return string(unicode.ToUpper(r)) + text[size:]
}
