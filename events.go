package tabletop

import (
	"encoding/json"

	"github.com/tabletopgo/tabletop/lang"
)

// Events are the events of one move, each of which may be seen
// differently by each seat: [Events.JSON] and [Events.Text] hide what that
// seat may not know (which card another seat drew, say). The zero Events
// is empty.
type Events struct {
	l events
}

type events interface {
	len() int
	json(seat int) ([]json.RawMessage, error)
	log() ([]json.RawMessage, error)
	text(seat int) []string
	narrate(l lang.Language, seat int, names []string) []string
}

// list returns the events' list: noEvents for the zero Events.
func (e Events) list() events {
	if e.l == nil {
		return noEvents{}
	}
	return e.l
}

// Len returns the number of events.
func (e Events) Len() int { return e.list().len() }

// JSON returns each event as seat may see it, as JSON in the game's event
// vocabulary; seat -1, or any seat not at the table, sees what a spectator
// sees.
func (e Events) JSON(seat int) ([]json.RawMessage, error) { return e.list().json(seat) }

// Log returns each event whole, as JSON: what [Table.Log] holds of this
// move, every secret included, for a server to append to its own log. It
// is never for a player: send [Events.JSON] of the player's seat.
func (e Events) Log() ([]json.RawMessage, error) { return e.list().log() }

// Narrate returns each event as a sentence in language l for seat (-1: a
// spectator), about what that seat may see of it: "You drew a 7.",
// "Seat 2 played two 7s.", "Vous avez pris un 7 dans la pioche.".
// names[i], where given and not empty, is how seat i is called; otherwise
// it is the language's "Seat i+1", since people count seats from 1. The
// sentences are what a player reads; [Events.Text] is the form for logs.
func (e Events) Narrate(l lang.Language, seat int, names []string) []string {
	return e.list().narrate(l, seat, names)
}

// Text returns each event as seat may see it, in the game's text form for
// logs, such as "card-drawn seat=1 from=pile card=?".
func (e Events) Text(seat int) []string { return e.list().text(seat) }

// noEvents is the list of the zero Events: empty.
type noEvents struct{}

func (noEvents) len() int                                      { return 0 }
func (noEvents) json(int) ([]json.RawMessage, error)           { return nil, nil }
func (noEvents) log() ([]json.RawMessage, error)               { return nil, nil }
func (noEvents) text(int) []string                             { return nil }
func (noEvents) narrate(lang.Language, int, []string) []string { return nil }
