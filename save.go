package tabletop

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
)

// Save is a table saved whole, in one value: its game, its options, its
// log, its position and who sits where. [Table.Save] makes it and
// [Resume] turns it back into the table, names and history included.
// It marshals to JSON and reads back, so a server stores it as one
// document.
//
// A Save holds every secret of the game: every hand and the order of
// every pile. It is the server's to keep. Never send it to a client: send
// a player [Table.View] of their seat.
//
// A table that [Load] or [Guess] opened has no log from the game's start
// ([Table.Loaded]). Its Save holds the game, the options, the position
// and the seating, and no log. Resume of it loads the position again, and
// its history starts there.
//
// See Saving and resuming in the package doc.
type Save struct {
	// Game is the game's name, as [Games] lists it: "linko".
	Game string `json:"game"`
	// Options are the game's options, as [Table.Options] writes them.
	Options json.RawMessage `json:"options"`
	// Log is every event since the game's start, as [Table.Log] writes
	// them; nil for a table that Load or Guess opened.
	Log []json.RawMessage `json:"log"`
	// Position is the game now, as [Table.Position] writes it. Resume
	// plays on from it, once the log has led to it.
	Position json.RawMessage `json:"position"`
	// Seating is who sits where: the names and the computer's seats.
	Seating Seating `json:"seating"`
	// Languages are the seats' languages, by seat from seat 0, as
	// [Table.WithLanguages] kept them: Table.Save writes
	// [Table.Languages], nil where none were given, and Resume gives them
	// back to the table. Resume checks them: one at most per seat, each
	// of [lang.All]. In
	// JSON each is its tag ("fr"); a tag this version does not speak
	// ("de", stored by a later one) reads as English, the language
	// [lang.Match] falls back on, so that the save still loads.
	Languages []lang.Language `json:"languages,omitempty"`
}

// MarshalJSON writes the Save's fields by their tags. A Save with no game,
// or with neither a position nor a log, such as the zero Save, refuses
// with an error wrapping [ErrNoGame] and saying what to marshal instead:
// [Resume] would refuse its document, and a store that kept it would find
// out only when it loads it.
func (s Save) MarshalJSON() ([]byte, error) {
	if s.empty() {
		return nil, fmt.Errorf("%w: a Save with no game, or with neither a position nor a log (the zero Save), holds nothing to resume: marshal what Table.Save returns", ErrNoGame)
	}
	type plain Save // without this method
	return json.Marshal(plain(s))
}

// empty reports whether s holds nothing Resume could resume: no game, or
// neither a position nor a log (JSON's null is none).
func (s *Save) empty() bool {
	return s.Game == "" || (len(s.Position) == 0 || string(s.Position) == "null") && len(s.Log) == 0
}

// maxSaveBytes bounds a Save's JSON: a log of MaxLogBytes, and a
// mebibyte for its position, options, seating and the keys.
const maxSaveBytes = MaxLogBytes + 1<<20

// UnmarshalJSON reads a Save as json.Marshal writes it, a seat's language
// whose tag this version does not speak as English (see [Save.Languages]):
// a server that rolls back a language added since still loads its saves.
// It refuses, as the game packages and the options do, a member that a
// Save has not, such as a misspelled "seatings" or "language", with an
// error wrapping [ErrInvalidPosition] that names it: dropped, it would
// resume the table without its seating (a computer's seat a person's) or
// its languages, without a word; and so, for the same reason, a member
// given twice (in any case: "Seating" is "seating"), which encoding/json
// would take, the last one winning, or written in another case. So does
// JSON that is not a Save's.
// A "position" of null is none: the save of a log alone.
// A document that MarshalJSON would not write, one with no "game" or
// with neither a "position" nor a "log" ({} among them), gives an error
// wrapping [ErrNoGame] and leaves s as it was; null leaves it too, as
// encoding/json does. JSON beyond the bounds of what Resume reads (see
// Limits in the package doc) is refused unread.
func (s *Save) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		return nil
	}
	type plain Save // without this method
	var wire struct {
		plain
		Languages []string `json:"languages,omitempty"` // shadows plain's
	}
	// Bounded as Resume bounds what it reads (MaxLogBytes, MaxEvents), and
	// refused unread past them: a save of 3 million events cost seconds
	// to decode before Resume refused it (go-r37 #8).
	bounds := engine.Strict{RefuseRepeats: true, ExactCase: true, MaxBytes: maxSaveBytes, MaxItems: MaxEvents}
	if err := engine.Decode(data, &wire, bounds); err != nil {
		return fmt.Errorf("%w: a Save's JSON: %w", ErrInvalidPosition, err)
	}
	read := Save(wire.plain)
	if string(read.Position) == "null" {
		read.Position = nil // a save of its log alone, as json.Marshal writes it
	}
	if read.empty() {
		return fmt.Errorf("%w: a Save's JSON names its game and holds a position or a log: this one holds nothing to resume", ErrNoGame)
	}
	read.Languages = nil
	for _, tag := range wire.Languages {
		l, err := lang.Parse(tag)
		if err != nil {
			l = lang.Match(tag) // English: the fallback of every unknown tag
		}
		read.Languages = append(read.Languages, l)
	}
	*s = read
	return nil
}

// Save returns the table saved whole, for [Resume]: its game, options,
// log, position, seating and seats' languages. A table that [Load] or [Guess] opened saves
// all but the log, which it does not have (see [Save]). The zero Table's
// error wraps [ErrNoGame].
//
// Its cost grows with the log, as [Resume]'s does: for the longest
// Linko! (five seats, 100 rounds, 34,118 events) review go-r35 measured
// 50 to 90 ms of CPU for Save, and 65 to 80 ms each for json.Marshal of
// the save (1.7 MB) and json.Unmarshal of it back, on a loaded machine;
// a game at the default options costs about a millisecond in all. The
// cheap path for a chat that keeps a table between messages: keep the
// Table itself in memory (a value, safe to share), and save it when the
// process must let it go, or save it with Log set to nil, which resumes
// by its position in under a millisecond (but then has no History).
func (t Table) Save() (Save, error) {
	if t.p == nil {
		return Save{}, errZeroTable
	}
	options, err := t.Options()
	if err != nil {
		return Save{}, err
	}
	position, err := t.Position()
	if err != nil {
		return Save{}, err
	}
	var log []json.RawMessage
	if !t.Loaded() {
		if log, err = t.Log(); err != nil {
			return Save{}, err
		}
	}
	return Save{Game: t.Game(), Options: options, Log: log, Position: position, Seating: t.Seating(), Languages: t.Languages()}, nil
}

// Resume returns the table that s saved, as [Table.Save] made it: the
// game at its position, its names and computers, its seats' languages
// ([Table.Languages]), and its history.
//
// Resume checks:
//
//   - the game's name ([ErrUnknownGame]);
//   - the options and the position, each as [Open] and [Load] check them,
//     and that the position is a game of those options
//     ([ErrInvalidOptions], [ErrInvalidPosition]);
//   - the log's bounds ([ErrInvalidEvent], see the package doc's Limits);
//   - the seating, strictly, as [Table.CheckSeating] does ([ErrNoSeat],
//     [ErrReservedName]): it renames no one;
//   - one language at most per seat ([ErrNoSeat]), each of [lang.All]
//     (a Language outside lang.All, which only a damaged save holds:
//     [ErrInvalidPosition] and [lang.ErrUnknown]).
//
// Then it replays the whole log, as [Fold] does, and refuses one that
// does not lead to the position, such as a log cut short or an event
// changed, with an error wrapping [ErrInvalidEvent] that names the first
// bad event, so that a damaged save is refused when it is loaded, not
// saved again. Its cost grows with the log (BenchmarkResume, JSON read
// and Resume): about 1 ms of CPU for a whole game at the default options,
// 130 ms for the longest Linko! game the options allow (34,118 events);
// a chat that resumes every message and finds that too much saves without
// the log (Saving and resuming in the package doc).
//
// A save with no position is resumed by [Fold] of its options and log.
// A save with no log is resumed by [Load] of
// its position: the table is [Table.Loaded].
func Resume(s Save) (Table, error) {
	if s.Game == "" && len(s.Position) == 0 && len(s.Log) == 0 {
		return Table{}, fmt.Errorf("%w: the zero Save holds nothing to resume: resume what Table.Save returns", ErrNoGame)
	}
	if string(s.Position) == "null" {
		s.Position = nil // no position: the log alone, as a Save's JSON may write it
	}
	g, err := lookup(s.Game)
	if err != nil {
		return Table{}, err
	}
	var t Table
	switch {
	case len(s.Position) == 0 && len(s.Log) == 0:
		return Table{}, asGames(s.Game, ErrInvalidPosition, "the save holds neither a position nor a log")
	case len(s.Position) == 0:
		t, err = g.foldLog(s.Options, s.Log)
	default:
		t, err = g.resume(s.Options, s.Position, s.Log)
	}
	if err != nil {
		return Table{}, err
	}
	if err := t.CheckSeating(s.Seating); err != nil {
		return Table{}, err
	}
	if len(s.Languages) > t.Players() {
		return Table{}, fmt.Errorf("%w: the save has %d languages, for the table's %d seats", ErrNoSeat, len(s.Languages), t.Players())
	}
	for seat, l := range s.Languages {
		if !l.Valid() {
			return Table{}, fmt.Errorf("%w: the save's Languages[%d] is %v, none of lang.All: %w", ErrInvalidPosition, seat, l, lang.ErrUnknown)
		}
	}
	return t.WithSeating(s.Seating).WithLanguages(s.Languages), nil
}

// savedLog is the log of a table that Resume loaded from its position:
// the events from the game's start to the position, which Resume replayed
// to check them and History replays again (a table keeps the log's bytes,
// not every event decoded).
type savedLog struct {
	options  json.RawMessage
	log      []json.RawMessage
	position json.RawMessage
}

// copy returns the saved log in slices and bytes of the caller's.
func (s *savedLog) copy() []json.RawMessage {
	out := make([]json.RawMessage, len(s.log))
	for i, raw := range s.log {
		out[i] = bytes.Clone(raw)
	}
	return out
}

// logBounds refuses a log longer than Fold reads, unread.
func (r *rules[S, M, E, V, P, O]) logBounds(log []json.RawMessage) error {
	if len(log) > MaxEvents {
		return r.errs.fail(ErrInvalidEvent, fmt.Sprintf("the log has %d events, more than %d events", len(log), MaxEvents))
	}
	size := 0
	for _, raw := range log {
		size += len(raw)
	}
	if size > MaxLogBytes {
		return r.errs.fail(ErrInvalidEvent, fmt.Sprintf("the log is longer than %d bytes", MaxLogBytes))
	}
	return nil
}

// resume loads position and keeps log, the events before it, for
// History. A nil log is a table that Load opened.
func (r *rules[S, M, E, V, P, O]) resume(options, position []byte, log []json.RawMessage) (Table, error) {
	if err := r.logBounds(log); err != nil {
		return Table{}, err
	}
	t, err := r.load(position)
	if err != nil {
		return Table{}, err
	}
	p := t.p.(*played[S, M, E, V, P, O])
	if len(options) > 0 {
		given, err := r.decodeOptions(options, false)
		if err != nil {
			return Table{}, err
		}
		if !sameJSON(given, p.s.Options()) {
			return Table{}, r.errs.fail(ErrInvalidPosition, "the position is a game of other options than the save's")
		}
	}
	if log == nil {
		return t, nil
	}
	kept := savedLog{options: bytes.Clone(options), log: slices.Clone(log), position: bytes.Clone(position)}
	kept.log = kept.copy()
	resumed := &played[S, M, E, V, P, O]{rules: r, s: p.s, saved: &kept}
	if _, err := resumed.replay(); err != nil {
		return Table{}, err
	}
	return Table{resumed}, nil
}

// replay folds the saved log and the events since, and refuses them
// unless they lead to the table's position.
func (p *played[S, M, E, V, P, O]) replay() (Table, error) {
	log, err := p.events()
	if err != nil {
		return Table{}, err
	}
	whole, err := p.rules.foldLog(p.saved.options, log)
	if err != nil {
		return Table{}, err
	}
	if !sameJSON(whole.p.(*played[S, M, E, V, P, O]).s.Position(), p.s.Position()) {
		return Table{}, p.rules.errs.fail(ErrInvalidEvent, "the save's log does not lead to its position")
	}
	return whole, nil
}

// replayed is the history of a table that Resume loaded: Fold of the
// saved log and the events since, which must lead to the table's
// position.
func (p *played[S, M, E, V, P, O]) replayed(seat int) (Events, error) {
	whole, err := p.replay()
	if err != nil {
		return Events{}, err
	}
	return whole.p.history(seat)
}

// sameJSON reports whether a and b write the same JSON.
func sameJSON(a, b any) bool {
	ja, errA := json.Marshal(a)
	jb, errB := json.Marshal(b)
	return errA == nil && errB == nil && bytes.Equal(ja, jb)
}
