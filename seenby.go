package tabletop

import (
	"encoding/json"
	"fmt"

	"github.com/tabletopgo/tabletop/lang"
)

// seenBy is a seat's history: events already redacted for seat, which
// tell that seat alone, since another would be told what seat saw and
// not what it saw itself.
type seenBy struct {
	events
	seat, players int
}

func (s seenBy) check(seat int) error {
	if err := s.events.check(seat); err != nil {
		return err
	}
	if seat != s.seat {
		return fmt.Errorf("%w: these events are %s's history, as that seat saw them, not seat %d's: tell seat %d its own history (Table.History(%d))",
			ErrOthersHistory, seatWord(s.seat), seat, seat, seat)
	}
	return nil
}

// seatWord names seat for a developer: "seat 1", or "the spectator".
func seatWord(seat int) string {
	if seat < 0 {
		return "the spectator"
	}
	return fmt.Sprintf("seat %d", seat)
}

// tells reports whether s tells seat its story, a seat not at the table
// being told what a spectator is, as Narrate and Text tell it.
func (s seenBy) tells(seat int) bool {
	if seat < -1 || seat >= s.players {
		seat = -1
	}
	return seat == s.seat
}

func (s seenBy) json(seat int) ([]json.RawMessage, error) {
	if err := s.check(seat); err != nil {
		return nil, err
	}
	return s.events.json(seat)
}

func (s seenBy) narrate(l lang.Language, seat int, names []string) []string {
	if !s.tells(seat) {
		return nil
	}
	return s.events.narrate(l, seat, names)
}

func (s seenBy) turns(l lang.Language, seat int, names []string) []string {
	if !s.tells(seat) {
		return nil
	}
	return s.events.turns(l, seat, names)
}

func (s seenBy) text(seat int) []string {
	if !s.tells(seat) {
		return nil
	}
	return s.events.text(seat)
}

func (s seenBy) at(i int) events { return seenBy{s.events.at(i), s.seat, s.players} }
