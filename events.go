package tabletop

import (
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"sync"

	"github.com/tabletopgo/tabletop/lang"
)

// Events are the events of one move, or of a seat's history
// ([Table.History]), each of which may be seen differently by each seat:
// [Events.JSON] and [Events.Text] hide what that seat may not know (which
// card another seat drew, say). The zero Events is empty.
type Events struct {
	l     events
	names []string // the names of the table that gave them, cleaned; nil when it has none
}

type events interface {
	len() int
	json(seat int) ([]json.RawMessage, error)
	log() ([]json.RawMessage, error)
	text(seat int) []string
	narrate(l lang.Language, seat int, names []string) []string
	turns(l lang.Language, seat int, names []string) []string
	at(i int) events // the i-th event alone
	check(seat int) error
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
// vocabulary; seat -1 sees what a spectator sees, and a seat not at the
// table gives an error wrapping [ErrNoSeat], as [Table.View] does. A
// seat's history ([Table.History]) is for that seat's eyes alone: another
// seat's JSON of it gives an error wrapping [ErrOthersHistory]
// ([Events.Check]). The
// Events of a move make each event's JSON once, and each call copies it:
// the JSON is the caller's, to change as it likes, not what another seat
// or the log is given.
func (e Events) JSON(seat int) ([]json.RawMessage, error) { return e.list().json(seat) }

// Log returns each event whole, as JSON: what [Table.Log] holds of this
// move, every secret included, for a server to append to its own log. It
// is never for a player: send [Events.JSON] of the player's seat. (Of a
// seat's history, the events are already as that seat may see them.) The
// list and its JSON are the caller's, as JSON's are.
func (e Events) Log() ([]json.RawMessage, error) { return e.list().log() }

// Narrate returns each event as a sentence in language l for seat (-1: a
// spectator), about what that seat may see of it: "You drew a 7.",
// "Seat 2 played two 7s.", "Vous avez pris un 7 dans la pioche.".
// names[i], where given and not empty, is how seat i is called (as
// [CleanName] makes it, or the computer: [Computer]); otherwise it is the
// language's "Seat i+1", since people count seats from 1. The
// sentences are what a player reads; [Events.Text] is the form for logs.
// A cell is named as the board the events go with names it: the board
// right after the move for the Events of [Table.Play], the table's board
// now for those of [Table.History] (see there); a Lino cell keeps its name
// for the whole game. A seat not at the table (below -1, or not less than
// the number of players) is told what a spectator is: Narrate has no
// error to give, unlike [Events.JSON], which refuses such a seat with
// [ErrNoSeat]; check the seat first where that matters. Nil names are
// the names of the table that gave the events ([Table.WithNames]), so
// that a named table's names are given once; an empty, non-nil list
// names every seat by its default name. A seat's history
// ([Table.History]) tells no other seat, nor a spectator, its story,
// which would be told with what that seat saw and without what the other
// saw ("You drew two tiles." of tiles it was not shown): Narrate gives
// them nil, and [Events.Check] the error that says why. [Events.Tell] is
// Narrate with that error: a front-end that tells a seat its history on
// its return calls Tell, so that a wrong seat is an error it logs, not an
// empty story shown.
//
// Whose turn it is is said once, last, alike in every game: while the game
// goes on, a move's last sentence ends with who decides next, the table's
// [Table.ToMove] after it, and to that seat what, in its rulebook's verb:
// "Seat 2 took your 7. It is your turn: draw a card.", "It is Ana's turn."
// (not twice where the event says it: a turn passed, a round dealt). A
// history, and an [Event] of [Events.All], tell each move as it was told.
func (e Events) Narrate(l lang.Language, seat int, names []string) []string {
	if names == nil {
		return e.list().narrate(l, seat, e.names)
	}
	return e.list().narrate(l, seat, cleanNames(names))
}

// Tell is [Events.Narrate] checked: Narrate's sentences, or none and
// [Events.Check]'s error where the events may not be told to seat,
// another seat's history (wrapping [ErrOthersHistory]) or a seat not at
// the table ([ErrNoSeat]), which Narrate tells nothing or a spectator's
// story without a word.
func (e Events) Tell(l lang.Language, seat int, names []string) ([]string, error) {
	if err := e.Check(seat); err != nil {
		return nil, err
	}
	return e.Narrate(l, seat, names), nil
}

// Turns returns, for each event, the turn sentence its narration
// ([Events.Narrate], of the same arguments) ends with, and "" for an event
// that says no one's turn: a front-end that shows the turn apart (a status
// line, say) cuts it off the sentence's end, and a history's older moves
// (whose turns are over) are told without it. An event that says a turn
// itself (a turn passed) ends with it too, whole.
func (e Events) Turns(l lang.Language, seat int, names []string) []string {
	if names == nil {
		return e.list().turns(l, seat, e.names)
	}
	return e.list().turns(l, seat, cleanNames(names))
}

// Text returns each event as seat may see it, in the game's text form for
// logs, such as "card-drawn seat=1 from=pile card=?". A seat not at the
// table is given a spectator's text, as [Events.Narrate] tells it, and
// a seat that another seat's history is not for is given nil, as
// Narrate does.
func (e Events) Text(seat int) []string { return e.list().text(seat) }

// Check returns nil where the events may be told to seat, by
// [Events.JSON], [Events.Narrate] and [Events.Text]: the events of a move
// ([Table.Play]) to any seat at the table and to -1, a spectator; a
// seat's history ([Table.History]) to that seat alone, since its events
// are as that seat saw them. Another seat is an error wrapping
// [ErrOthersHistory], and a seat not at the table one wrapping
// [ErrNoSeat], as JSON gives them. The zero Events may be told to anyone.
func (e Events) Check(seat int) error { return e.list().check(seat) }

// All returns an iterator over the events, in order, with their indexes
// from 0, as [slices.All] does over a slice.
func (e Events) All() iter.Seq2[int, Event] {
	return func(yield func(int, Event) bool) {
		l := e.list()
		for i := range l.len() {
			if !yield(i, Event{Events{l.at(i), e.names}}) {
				return
			}
		}
	}
}

// An Event is one of [Events], as [Events.All] yields it: its methods are
// those of Events, for the one event. The zero Event is no event: its
// texts are empty and its JSON nil.
type Event struct {
	one Events
}

// JSON returns the event as seat may see it, as [Events.JSON] does.
func (e Event) JSON(seat int) (json.RawMessage, error) { return first(e.one.JSON(seat)) }

// Log returns the event whole, as [Events.Log] does: never for a player.
func (e Event) Log() (json.RawMessage, error) { return first(e.one.Log()) }

// Narrate returns the event as a sentence in language l for seat, as
// [Events.Narrate] tells it among the events it came with.
func (e Event) Narrate(l lang.Language, seat int, names []string) string {
	s, _ := first(e.one.Narrate(l, seat, names), nil)
	return s
}

// Turn returns the turn sentence the event's narration ends with, or "",
// as [Events.Turns] does.
func (e Event) Turn(l lang.Language, seat int, names []string) string {
	s, _ := first(e.one.Turns(l, seat, names), nil)
	return s
}

// Text returns the event as seat may see it, in the game's text form for
// logs, as [Events.Text] does.
func (e Event) Text(seat int) string {
	s, _ := first(e.one.Text(seat), nil)
	return s
}

// MarshalJSON refuses, with an error that says what to marshal instead:
// Events may hold every secret of a move (which card each seat drew), and
// Events marshalled by accident would send them. Send a player
// [Events.JSON] of its seat; append [Events.Log] to a server's own log.
func (e Events) MarshalJSON() ([]byte, error) {
	return nil, errors.New("tabletop: Events do not marshal to JSON: marshal their JSON(seat) or Log() instead")
}

// UnmarshalJSON refuses anything but null (which, as encoding/json
// reads it, changes nothing): [Fold] reads a log, and [Table.History]
// tells a seat's history.
func (e *Events) UnmarshalJSON(data []byte) error { return refuseEvents(data) }

// MarshalJSON refuses, as [Events.MarshalJSON] does: send a player
// [Event.JSON] of its seat. The zero Event, which is no event, refuses
// with an error wrapping [ErrNoGame], as the zero Table does.
func (e Event) MarshalJSON() ([]byte, error) {
	if e.one.l == nil {
		return nil, fmt.Errorf("%w: the zero Event is no event, and does not marshal to JSON: marshal an event's JSON(seat)", ErrNoGame)
	}
	return nil, errors.New("tabletop: an Event does not marshal to JSON: marshal its JSON(seat) or Log() instead")
}

// UnmarshalJSON refuses anything but null, as [Events.UnmarshalJSON]
// does.
func (e *Event) UnmarshalJSON(data []byte) error { return refuseEvents(data) }

// refuseEvents is Events' and Event's UnmarshalJSON.
func refuseEvents(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	return errors.New("tabletop: events do not unmarshal from JSON: Fold reads a log")
}

// first returns the first of items, or the zero value when there is none.
func first[T any](items []T, err error) (T, error) {
	var zero T
	if err != nil || len(items) == 0 {
		return zero, err
	}
	return items[0], nil
}

// noEvents is the list of the zero Events: empty.
type noEvents struct{}

func (noEvents) len() int                                      { return 0 }
func (noEvents) json(int) ([]json.RawMessage, error)           { return nil, nil }
func (noEvents) log() ([]json.RawMessage, error)               { return nil, nil }
func (noEvents) text(int) []string                             { return nil }
func (noEvents) narrate(lang.Language, int, []string) []string { return nil }
func (noEvents) turns(lang.Language, int, []string) []string   { return nil }
func (noEvents) at(int) events                                 { return noEvents{} }
func (noEvents) check(int) error                               { return nil }

// eventList is the events of one move, or a seat's history, as one
// game's type, each told beside a board whose names of cells its sentence
// takes (Lino's change as its field is built): board(i) is a spectator's
// View of the latest table on which event i's names hold (the table after
// the move for a move's events, the table now for a history), which tell
// asks for only for the games whose sentences need it. whole, when not
// nil, keeps the events' JSON whole once made (see json).
type eventList[E gameEvent[E], V any] struct {
	list    []E
	players int // the table's seats, for json to check a seat
	board   func(i int) V
	tell    func(board func() V, e E, l lang.Language, seat int, names []string) string
	whole   *wholeJSON
	ends    func(i int) bool // whether event i ends a move (see withTurn); nil: only the last
}

// wholeJSON is the JSON of a move's events whole, made when first asked
// (by Log, or by the JSON of any seat) and shared by every later call:
// a server that appends a move's Log to its own log and sends each seat
// its JSON encodes each event once, and again only for the seats from
// which it hides something.
type wholeJSON struct {
	once sync.Once
	json []json.RawMessage
	err  error
}

// toldAlone tells an event of a game whose sentences need no board: by
// itself.
func toldAlone[V any, E interface {
	Narrate(lang.Language, int, []string) string
}](_ func() V, e E, l lang.Language, seat int, names []string) string {
	return e.Narrate(l, seat, names)
}

// toldBeside tells an event beside the board of a View, whose names of
// cells it takes.
func toldBeside[V interface {
	Narrate(E, lang.Language, int, []string) string
}, E any](board func() V, e E, l lang.Language, seat int, names []string) string {
	return board().Narrate(e, l, seat, names)
}

func (l eventList[E, V]) len() int { return len(l.list) }

func (l eventList[E, V]) at(i int) events {
	board, ends := l.board, l.endsMove(i)
	return eventList[E, V]{l.list[i : i+1 : i+1], l.players, func(int) V { return board(i) }, l.tell, nil, func(int) bool { return ends }}
}

func (l eventList[E, V]) redacted(seat int) []E {
	out := make([]E, len(l.list))
	for i, e := range l.list {
		out[i] = e.RedactFor(seat)
	}
	return out
}

// json returns the events as seat sees them: an event that RedactFor
// leaves as it was is the log's own JSON, made once (see wholeJSON), and
// only one that hides something from seat is encoded for seat.
func (l eventList[E, V]) json(seat int) ([]json.RawMessage, error) {
	if err := l.check(seat); err != nil {
		return nil, err
	}
	if l.whole == nil {
		return marshalEach(l.redacted(seat))
	}
	whole, err := l.wholeJSON()
	if err != nil {
		return nil, err
	}
	out := make([]json.RawMessage, len(l.list))
	for i, e := range l.list {
		if seen := e.RedactFor(seat); seen != e {
			if out[i], err = marshalOne(seen); err != nil {
				return nil, err
			}
			continue
		}
		out[i] = whole[i]
	}
	return cloneEach(out), nil
}

func (l eventList[E, V]) check(seat int) error {
	if seat < -1 || seat >= l.players {
		return fmt.Errorf("%w: seat %d; the table has seats 0 to %d, and -1 for a spectator", ErrNoSeat, seat, l.players-1)
	}
	return nil
}

// cloneEach returns a copy of each JSON of list, in one buffer, so that
// the caller owns what it is given and may change it in place: not the
// JSON that other seats and the log are given, at one allocation a call.
func cloneEach(list []json.RawMessage) []json.RawMessage {
	size := 0
	for _, data := range list {
		size += len(data)
	}
	buf := make([]byte, 0, size)
	for i, data := range list {
		start := len(buf)
		buf = append(buf, data...)
		list[i] = buf[start:len(buf):len(buf)]
	}
	return list
}

func (l eventList[E, V]) log() ([]json.RawMessage, error) {
	if l.whole == nil {
		return marshalEach(l.list)
	}
	whole, err := l.wholeJSON()
	if err != nil {
		return nil, err
	}
	return cloneEach(append([]json.RawMessage(nil), whole...)), nil
}

// wholeJSON returns the events' JSON whole, made at the first call.
func (l eventList[E, V]) wholeJSON() ([]json.RawMessage, error) {
	l.whole.once.Do(func() { l.whole.json, l.whole.err = marshalEach(l.list) })
	return l.whole.json, l.whole.err
}

func (l eventList[E, V]) narrate(language lang.Language, seat int, names []string) []string {
	out := make([]string, len(l.list))
	for i, e := range l.list {
		out[i] = l.tell(func() V { return l.board(i) }, e, language, seat, names)
		if l.endsMove(i) {
			out[i] = withTurn(out[i], l.board(i), language, seat, names)
		}
	}
	return out
}

func (l eventList[E, V]) turns(language lang.Language, seat int, names []string) []string {
	out := make([]string, len(l.list))
	for i := range l.list {
		if l.endsMove(i) {
			out[i] = turnOf(l.board(i), language, seat, names)
		}
	}
	return out
}

func (l eventList[E, V]) text(seat int) []string {
	out := make([]string, len(l.list))
	for i, e := range l.redacted(seat) {
		out[i] = e.String()
	}
	return out
}

// marshalEach returns the JSON of each item, byte for byte as
// json.Marshal writes it, without json.Marshal scanning what the item's
// MarshalJSON wrote once more (the games' events write theirs compact, in
// plain ASCII): it is taken as it is when plainJSON holds of it, and an
// item whose JSON is not plain goes through json.Marshal.
func marshalEach[T json.Marshaler](items []T) ([]json.RawMessage, error) {
	out := make([]json.RawMessage, len(items))
	for i, item := range items {
		data, err := marshalOne(item)
		if err != nil {
			return nil, err
		}
		out[i] = data
	}
	return out, nil
}

// marshalOne returns the JSON of item, as marshalEach does, its capacity
// its length, so that a caller's append to one JSON that several share
// copies it rather than writes past its end.
func marshalOne[T json.Marshaler](item T) (json.RawMessage, error) {
	data, err := item.MarshalJSON()
	if err != nil || !plainJSON(data) {
		data, err = json.Marshal(item)
	}
	return data[:len(data):len(data)], err
}

// plainJSON reports whether data, written by a MarshalJSON, holds nothing
// that json.Marshal would change or refuse: no byte but printable ASCII,
// so no white space to compact away, no escape to check and no character
// it escapes for HTML.
func plainJSON(data []byte) bool {
	if len(data) == 0 {
		return false
	}
	for _, c := range data {
		if c <= ' ' || c > '~' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}
