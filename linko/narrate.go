package linko

import (
	"strconv"
	"strings"
)

// Narrate returns the event as a sentence in plain English for the seat
// reader, as that seat may see it: -1 (or any seat not at the table) is a
// spectator. The event is redacted for the reader first ([Event.RedactFor]),
// so a sentence never tells what the reader may not see: "Seat 2 drew a
// card from the pile." names no card unless the reader is seat 2.
//
// names[i], when present and not empty, is how seat i is called; otherwise
// it is "Seat N", counting seats from 1 as people do (N = i+1). The reader
// is "you":
//
//	You played two 7s and a joker.
//	Ana attacked your two 5s.
//	Seat 2 took your two 5s.
//	It is your turn.
//
// Counts of cards are words up to ten, cards and scores numbers. The
// key=value text of [Event.String] stays the form for logs.
func (e Event) Narrate(reader int, names []string) string {
	e = e.RedactFor(reader)
	n := narrator{reader: reader, names: names}
	var s string
	switch e.Kind {
	case CardsPlayed:
		s = n.subject(e.Seat) + " played " + meldWords(e.Meld, false)
	case Attacked:
		s = n.subject(e.Seat) + " attacked " + n.possessive(e.Victim) + " " + meldWords(e.Meld, true)
	case TurnPassed:
		s = "It is " + n.possessive(e.Seat) + " turn"
	case CardsTaken:
		s = n.subject(e.Seat) + " took " + n.possessive(e.Victim) + " " + meldWords(e.Meld, true)
	case CardsLeft:
		s = n.subject(e.Seat) + " left " + n.possessive(e.Victim) + " " + meldWords(e.Meld, true)
	case CardsTakenBack:
		s = n.subject(e.Seat) + " took " + meldWords(e.Meld, false) + " back"
	case CardsDiscarded:
		s = n.subject(e.Seat) + " discarded " + meldWords(e.Meld, false)
	case CardDrawn:
		s = n.subject(e.Seat) + " drew " + cardWords(e.Card, "a card") + " from the " + e.From.place()
	case DisplayRefilled:
		s = "The display was refilled" + displayWords(e.Display)
	case RoundEnded:
		s = "Round " + strconv.Itoa(e.Round) + " is over: " + n.scores(e.scores(), nil)
	case RoundDealt:
		s = n.deal(e)
	case GameEnded:
		s = "The game is over: " + n.result(e.scores())
	default:
		s = "Something happened that Linko! does not know of"
	}
	return capitalize(s) + "."
}

// place returns where the source lies, as in "from the pile".
func (f Source) place() string {
	if f == FromDisplay {
		return "display"
	}
	return "pile"
}

// scores returns the event's scores, one per seat.
func (e Event) scores() []int { return e.Scores[:max(0, min(e.Players, MaxPlayers))] }

// narrator names the seats of a sentence for its reader.
type narrator struct {
	reader int
	names  []string
}

// name returns how seat is called: its name, else "Seat N" from 1.
func (n narrator) name(seat int) string {
	if 0 <= seat && seat < len(n.names) && n.names[seat] != "" {
		return n.names[seat]
	}
	return "Seat " + strconv.Itoa(seat+1)
}

// subject returns seat as the subject of a sentence: "you" for the reader.
func (n narrator) subject(seat int) string {
	if seat == n.reader {
		return "you"
	}
	return n.name(seat)
}

// possessive returns "your" for the reader, else "Seat 2's".
func (n narrator) possessive(seat int) string {
	if seat == n.reader {
		return "your"
	}
	return n.name(seat) + "'s"
}

// verb returns the verb in the present tense that agrees with seat: the
// reader's "play", another's "plays".
func (n narrator) verb(seat int, you, other string) string {
	if seat == n.reader {
		return you
	}
	return other
}

// deal narrates a round's deal: who plays first, and the reader's hand.
func (n narrator) deal(e Event) string {
	s := "round " + strconv.Itoa(e.Round) + " was dealt, and " + n.subject(e.Seat) + " " + n.verb(e.Seat, "play", "plays") + " first"
	if n.reader < 0 || n.reader >= e.Players || e.Players > MaxPlayers {
		return s
	}
	var hand []Card
	for i, c := range e.Deal.AppendTo(make([]Card, 0, NumCards)) {
		if i < HandSize*e.Players && (e.Seat+i)%e.Players == n.reader {
			hand = append(hand, c)
		}
	}
	if len(hand) == 0 {
		return s
	}
	return s + "; your hand is " + listWords(countCards(hand).appendCards(nil))
}

// scores lists the seats' scores: "you scored 3, Seat 2 scored -2 and Seat
// 3 scored 5"; the seats of skip are left out.
func (n narrator) scores(scores []int, skip []int) string {
	var parts []string
	for seat, score := range scores {
		if !contains(skip, seat) {
			parts = append(parts, n.subject(seat)+" scored "+points(score))
		}
	}
	return join(parts)
}

// result says who won, with how many points, and what the others scored.
func (n narrator) result(scores []int) string {
	if len(scores) == 0 {
		return "nobody scored"
	}
	best := scores[0]
	for _, score := range scores {
		best = max(best, score)
	}
	var winners []int
	var names []string
	for seat, score := range scores {
		if score == best {
			winners = append(winners, seat)
			names = append(names, n.subject(seat))
		}
	}
	s := join(names) + " won with " + points(best)
	if len(winners) < len(scores) {
		s += "; " + n.scores(scores, winners)
	}
	return s
}

func contains(seats []int, seat int) bool {
	for _, s := range seats {
		if s == seat {
			return true
		}
	}
	return false
}

// points returns "1 point", "-3 points".
func points(score int) string {
	if score == 1 || score == -1 {
		return strconv.Itoa(score) + " point"
	}
	return strconv.Itoa(score) + " points"
}

// join joins phrases as a list in English: "a, b and c".
func join(parts []string) string {
	switch len(parts) {
	case 0:
		return "nothing"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// numberWords are the counts that a sentence writes in words.
var numberWords = [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// count returns a count in words up to ten, else in figures.
func count(k int) string {
	if 0 <= k && k < len(numberWords) {
		return numberWords[k]
	}
	return strconv.Itoa(k)
}

// cardCount returns a number of cards: "a card", "two cards".
func cardCount(k int) string {
	if k == 1 {
		return "a card"
	}
	return count(k) + " cards"
}

// cardWords returns one card with its article: "a 7", "an 8", "a joker";
// a hidden card is unknown.
func cardWords(c Card, unknown string) string {
	switch {
	case c == Joker:
		return "a joker"
	case c == 8 || c == 11:
		return "an " + c.String()
	case c.IsNumber():
		return "a " + c.String()
	}
	return unknown
}

// cardsWords returns k cards c: "a 7", "two 7s", "three jokers"; owned
// (after "your"), one card has no article: "7", "joker".
func cardsWords(c Card, k int, owned bool) string {
	switch {
	case k == 1 && owned && c == Joker:
		return "joker"
	case k == 1 && owned:
		return c.String()
	case k == 1:
		return cardWords(c, "a card")
	}
	name := c.String() + "s"
	if c == Joker {
		name = "jokers"
	}
	return count(k) + " " + name
}

// meldWords returns a meld in words: "two 7s and a joker", "three jokers";
// owned (after "your"), a single card has no article: "your 7 and joker".
func meldWords(m Meld, owned bool) string {
	var parts []string
	if m.Count > 0 {
		parts = append(parts, cardsWords(m.Value, int(m.Count), owned))
	}
	if m.Jokers > 0 {
		parts = append(parts, cardsWords(Joker, int(m.Jokers), owned))
	}
	if len(parts) == 0 {
		return "no cards"
	}
	return join(parts)
}

// listWords lists cards, in the order given: "1, 1, 7 and a joker".
func listWords(cards []Card) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = c.String()
		if c == Joker {
			parts[i] = "a joker"
		}
	}
	return join(parts)
}

// displayWords says what a refilled display shows, slot by slot.
func displayWords(display [DisplaySize]Card) string {
	var shown []Card
	for _, c := range display {
		if c == Joker || c.IsNumber() {
			shown = append(shown, c)
		}
	}
	if len(shown) == 0 {
		return " and is empty"
	}
	return " and shows " + listWords(shown)
}
