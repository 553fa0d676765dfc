package tabletop

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// This file holds how the handle reads what a caller gives a game: its
// options, a position, a log of events; adapter.go holds the game behind
// the handle.

// decodeOptions reads options, a JSON object of the game's options, over
// the defaults of the game's description: an empty input is every default.
// A seed left out is drawn at random when draw is set, and is an error
// when not.
func (r *rules[S, M, E, V, P, O]) decodeOptions(options []byte, draw bool) (O, error) {
	var opts O
	options, err := r.withoutGame(options)
	if err != nil {
		return opts, err
	}
	filled, err := fillOptions(r.info.Options, options, fillMode{drawSeeds: draw, checkBounds: true})
	if err != nil {
		return opts, r.gameWords(options, draw, gameError{ErrInvalidOptions, fmt.Errorf("%w: %v", r.errs.options, err)})
	}
	if err := json.Unmarshal(filled, &opts); err != nil {
		return opts, r.errs.wrap(err, ErrInvalidOptions)
	}
	return opts, nil
}

// withoutGame returns options without the "game" member that a save may
// add, which must name this game: another game's options are refused as
// such ("these options are Lino's, not Linko!'s"), before a save's events
// are read as this game's. Options without it are read as they are.
func (r *rules[S, M, E, V, P, O]) withoutGame(options []byte) ([]byte, error) {
	without, err := engine.WithoutGame(options, r.info.Name)
	if err != nil {
		return nil, gameError{ErrInvalidOptions, fmt.Errorf("%w: %v", r.errs.options, r.otherGame(options, err))}
	}
	return without, nil
}

// otherGame returns the refusal of options whose "game" names another
// game, in the words of options, the game's title if it is one of the
// catalogue's; err, WithoutGame's refusal, where "game" is no string.
func (r *rules[S, M, E, V, P, O]) otherGame(options []byte, err error) error {
	var named struct {
		Game *string `json:"game"`
	}
	if json.Unmarshal(options, &named) != nil || named.Game == nil {
		return err
	}
	whose := "of the game " + engine.Quote(*named.Game)
	if g, lookErr := lookup(*named.Game); lookErr == nil {
		whose = g.describe().Title + "'s"
	}
	return fmt.Errorf("these options are %s, not %s's", whose, r.info.Title)
}

// gameWords returns the game's own error for options out of the schema's
// range, where the game refuses them too: "9 players; Linko! is for 2 to
// 5" says more to a player than the schema's bounds. Otherwise (a value
// the game would read as its default, such as Lino's 0 players) it
// returns err, the schema's.
func (r *rules[S, M, E, V, P, O]) gameWords(options []byte, draw bool, err error) error {
	var opts O
	loose, looseErr := fillOptions(r.info.Options, options, fillMode{drawSeeds: draw})
	if looseErr != nil || json.Unmarshal(loose, &opts) != nil {
		return err // not a matter of bounds
	}
	if _, gameErr := r.newState(opts); gameErr != nil {
		return r.errs.wrap(gameErr, ErrInvalidOptions)
	}
	return err
}

// start returns the state a game starts from with the options' JSON,
// drawing the seeds it leaves out when draw is set (see decodeOptions).
func (r *rules[S, M, E, V, P, O]) start(options []byte, draw bool) (S, error) {
	opts, err := r.decodeOptions(options, draw)
	if err != nil {
		var none S
		return none, err
	}
	s, err := r.newState(opts)
	if err != nil {
		return s, r.errs.wrap(err, ErrInvalidOptions)
	}
	return s, nil
}

// refusal returns a refusal of the game's, which holds the game's words: a
// malformed move's, as any serves.
func (r *rules[S, M, E, V, P, O]) refusal() *engine.MoveError {
	_, err := r.parseMove(0, "")
	var refused *engine.MoveError
	if !errors.As(err, &refused) {
		return nil
	}
	return refused
}

// open starts a game.
func (r *rules[S, M, E, V, P, O]) open(options []byte) (Table, error) {
	s, err := r.start(options, true)
	if err != nil {
		return Table{}, err
	}
	return Table{&played[S, M, E, V, P, O]{rules: r, s: s}}, nil
}

// betweenMoves reports whether s is a state a Table may hold: one where a
// seat is to move, or the game is over, not one inside a move.
func betweenMoves[S gameState[S, M, E, V, P, O], M comparable, E, V, P, O any](s S) bool {
	return s.ToMove() >= 0 || s.Over()
}

// load rebuilds a game from its position's JSON.
func (r *rules[S, M, E, V, P, O]) load(position []byte) (Table, error) {
	var p P
	if len(position) > maxInput {
		return Table{}, r.errs.fail(ErrInvalidPosition, fmt.Sprintf("the position is longer than %d bytes", maxInput))
	}
	if isEmptyObject(position) {
		// "{}": the game's first complaint ("the position has no
		// "options"") is not what is wrong.
		return Table{}, r.errs.fail(ErrInvalidPosition, fmt.Sprintf("the position is empty: {} holds none of a %s position's fields", r.info.Title))
	}
	if err := readWire(position, &p, "the position", r.errs.position); err != nil {
		return Table{}, r.errs.wrap(err, ErrInvalidPosition)
	}
	s, err := r.fromPosition(p)
	if err != nil {
		return Table{}, r.errs.wrap(err, ErrInvalidPosition)
	}
	if !betweenMoves(s) {
		return Table{}, r.errs.fail(ErrInvalidPosition, "the position is inside a move: nobody is to move, and the game is not over")
	}
	return Table{&played[S, M, E, V, P, O]{rules: r, s: s, loaded: true}}, nil
}

// foldLog rebuilds a game from its options and its event log, reading
// and applying one event at a time, so that a log is refused at its first
// bad event without reading the rest.
func (r *rules[S, M, E, V, P, O]) foldLog(options []byte, log []json.RawMessage) (Table, error) {
	if err := r.logBounds(log); err != nil {
		return Table{}, err
	}
	s, err := r.start(options, false)
	if err != nil {
		return Table{}, err
	}
	events := make([]E, 0, min(len(log), 1024))
	players := s.Players()
	for i, raw := range log {
		var e E
		if len(raw) > r.maxEvent {
			// As the game says it, but before a byte is read: its decoder
			// says it once the JSON is scanned, a megabyte of it perhaps.
			return Table{}, r.errs.fail(ErrInvalidEvent, fmt.Sprintf("event %d: %d bytes of JSON; an event takes at most %d", i, len(raw), r.maxEvent))
		}
		if err := readWire(raw, &e, "", r.errs.event); err != nil {
			if other := logOf(raw, r.info.Name); other != "" {
				return Table{}, r.errs.fail(ErrInvalidEvent, fmt.Sprintf("event %d is a %s event: this is a %s log, not a %s one", i, other, other, r.info.Name))
			}
			if kind := kindOf(raw); kind != "an object" {
				return Table{}, r.errs.fail(ErrInvalidEvent, fmt.Sprintf("event %d is not an event object: %s", i, notAnObject(raw, kind)))
			}
			return Table{}, r.badEvent(i, raw, players, err)
		}
		if s, err = s.Evolve(e); err != nil {
			return Table{}, r.badEvent(i, raw, players, err)
		}
		events = append(events, e)
	}
	if !betweenMoves(s) {
		return Table{}, r.errs.fail(ErrInvalidEvent, fmt.Sprintf("the log ends inside a move, after event %d: nobody is to move, and the game is not over", len(log)-1))
	}
	p := &played[S, M, E, V, P, O]{rules: r, s: s}
	if len(events) > 0 {
		p.log = &batch[E]{events: events, total: len(events)}
	}
	return Table{p}, nil
}

// notAnObject says what raw, a value of kind (kindOf's) that is not an
// object, is instead: the start of its text where it is no JSON at all,
// in the caller's words, not encoding/json's.
func notAnObject(raw json.RawMessage, kind string) string {
	if json.Valid(raw) {
		return "it is " + kind
	}
	return engine.Quote(engine.Shorten(string(raw), 40)) + " is not JSON"
}

// isEmptyObject reports whether data, JSON, is an object with no key.
func isEmptyObject(data []byte) bool {
	var given map[string]json.RawMessage
	return json.Unmarshal(data, &given) == nil && len(given) == 0
}

// badEvent returns the error of a log's event i, raw, which the game
// could not read or apply (err) at a table of players seats. An event
// whose "seat" is no seat of the table is refused as such, in the same
// words in every game, and with the table's bounds: the game's own
// reading knows only its most seats, and its rules only whose turn it is.
func (r *rules[S, M, E, V, P, O]) badEvent(i int, raw json.RawMessage, players int, err error) error {
	var fields struct {
		Seat json.RawMessage `json:"seat"`
	}
	if json.Unmarshal(raw, &fields) == nil {
		if seat, bad := strconv.Atoi(string(fields.Seat)); bad == nil && (seat < 0 || seat >= players) {
			return r.errs.fail(ErrInvalidEvent, fmt.Sprintf("event %d: seat %d is not a seat of this table (0 to %d)", i, seat, players-1))
		}
	}
	return r.errs.wrap(engine.At(r.errs.event, fmt.Sprintf("event %d", i), err), ErrInvalidEvent)
}
