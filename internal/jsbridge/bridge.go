// Package jsbridge serves the root package's handle to another language
// through one call: a method's name and its arguments as a JSON array in,
// JSON text out. The WebAssembly build (the wasm folder) passes JavaScript's
// calls to it, and the golden tests call it natively, so that the native
// and the WebAssembly engines answer through the same code and can be
// compared byte for byte.
//
// The Go values a caller holds (tables, the events of a move, bots) live in
// the Bridge under whole-number handles until the caller releases them:
// JavaScript cannot hold a Go value itself.
package jsbridge

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A Bridge holds the Go values its caller has handles to. It is safe for
// concurrent use.
type Bridge struct {
	mu     sync.Mutex
	last   int
	values map[int]any
	// described describes the moves of the table last described, until
	// it is released.
	described *describing
	// thinking cancels each search that Think started and that has not
	// answered yet, by its number.
	thinking map[int]func()

	// Pause, if not nil, is what a search that Think started calls every
	// few iterations, in its goroutine (see search.Pauser), first true at
	// the search's first call: the WebAssembly build parks there now and
	// then, and at every search's first call, so that JavaScript's event
	// loop runs, and a "stop" with it, while a bot thinks. Set it before
	// the first call.
	Pause func(first bool)
}

// New returns a Bridge that holds nothing.
func New() *Bridge { return &Bridge{values: map[int]any{}, thinking: map[int]func(){}} }

// Held returns the number of values the Bridge holds: what a caller has
// not released yet.
func (b *Bridge) Held() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.values)
}

// hold keeps v and returns its handle.
func (b *Bridge) hold(v any) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.last++
	b.values[b.last] = v
	return b.last
}

// get returns the value of handle h, which must be a T.
func get[T any](b *Bridge, h int) (T, error) {
	b.mu.Lock()
	v, ok := b.values[h]
	b.mu.Unlock()
	t, isT := v.(T)
	switch {
	case !ok:
		return t, fmt.Errorf("%w: handle %d is closed or was never opened", ErrBadCall, h)
	case !isT:
		return t, fmt.Errorf("%w: handle %d is a %s, not a %s", ErrBadCall, h, kind(v), kind(t))
	}
	return t, nil
}

// kind names a held value's kind for an error message.
func kind(v any) string {
	switch v.(type) {
	case tabletop.Table:
		return "table"
	case tabletop.Events:
		return "list of events"
	case *tabletop.Bot:
		return "bot"
	}
	return "value"
}

// ErrBadCall reports a call the bridge cannot make: an unknown method,
// arguments of the wrong number or type, a handle that is closed. Its
// message reaches the JavaScript package's caller after the name of the
// package's function that failed, so it names no Go package.
var ErrBadCall = errors.New("bad call to the engine")

// Call calls method with args, a JSON array of its arguments, and returns
// its result as JSON. Views, events, options, positions and logs are the
// handle's own bytes, untouched. A failure is an error; [Failure] reads it.
func (b *Bridge) Call(method string, args []byte) ([]byte, error) {
	m, ok := methods[method]
	if !ok {
		return nil, fmt.Errorf("%w: no method %q", ErrBadCall, method)
	}
	in, err := arguments(method, m.params, args)
	if err != nil {
		return nil, err
	}
	return m.call(b, in)
}

// methods are the bridge's calls. A table's call takes its handle first,
// and so do an events' and a bot's. A language is any BCP 47 tag or
// Accept-Language list, matched as lang.Match does (English where none of
// the four fits), so that a page may pass navigator.language as it is.
var methods = map[string]method{
	"games": {nil, func(*Bridge, []any) ([]byte, error) { return marshal(gameInfos()) }},
	"rules": {[]any{text, text}, func(_ *Bridge, in []any) ([]byte, error) {
		l := lang.Match(in[1].(string))
		rules, err := tabletop.Rules(l, in[0].(string))
		if err != nil {
			return nil, err
		}
		return marshal(rules)
	}},
	"open": {[]any{text, text}, func(b *Bridge, in []any) ([]byte, error) {
		game, options := in[0].(string), []byte(in[1].(string))
		t, err := tabletop.Open(game, options)
		return b.table(t, withField(err))
	}},
	// checkOptions is tabletop.CheckOptions: true, or Open's refusal, for
	// a form that checks a player's choice without opening a table.
	"checkOptions": {[]any{text, text}, func(_ *Bridge, in []any) ([]byte, error) {
		game, options := in[0].(string), []byte(in[1].(string))
		if err := tabletop.CheckOptions(game, options); err != nil {
			return nil, withField(err)
		}
		return []byte("true"), nil
	}},
	"load": {[]any{text, text}, func(b *Bridge, in []any) ([]byte, error) {
		return b.table(tabletop.Load(in[0].(string), []byte(in[1].(string))))
	}},
	// guess's seed is its decimal digits, so that a seed past 2^53
	// reaches the handle whole from JavaScript.
	"guess": {[]any{text, text, text}, func(b *Bridge, in []any) ([]byte, error) {
		seed, err := parseSeed(in[2].(string))
		if err != nil {
			return nil, err
		}
		return b.table(tabletop.Guess(in[0].(string), []byte(in[1].(string)), seed))
	}},
	"fold": {[]any{text, text, texts}, func(b *Bridge, in []any) ([]byte, error) {
		texts := in[2].([]string)
		log := make([]json.RawMessage, len(texts))
		for i, event := range texts {
			log[i] = json.RawMessage(event)
		}
		game, options := in[0].(string), []byte(in[1].(string))
		t, err := tabletop.Fold(game, options, log)
		return b.table(t, withField(err))
	}},
	"options": heldCall(nil, func(t tabletop.Table, _ []any) ([]byte, error) { return t.Options() }),
	"view": heldCall([]any{number, text, names}, func(t tabletop.Table, in []any) ([]byte, error) {
		l, named := lang.Match(in[1].(string)), in[2].(seatNames)
		return said(l, named)(withNames(t, named).View(l, in[0].(int)))
	}),
	"viewText": heldCall([]any{number, text, names}, func(t tabletop.Table, in []any) ([]byte, error) {
		l, named := lang.Match(in[1].(string)), in[2].(seatNames)
		s, err := withNames(t, named).ViewText(l, in[0].(int))
		if err != nil {
			return said(l, named)(nil, err)
		}
		return marshal(s)
	}),
	"legalMoves": heldCall(nil, func(t tabletop.Table, _ []any) ([]byte, error) { return marshal(orNone(t.LegalMoves())) }),
	"choices": heldCall([]any{text, names}, func(t tabletop.Table, in []any) ([]byte, error) {
		return choices(lang.Match(in[0].(string)), withNames(t, in[1].(seatNames)))
	}),
	// describe takes a move as PlayJSON does, with its seat, and the
	// language of its words and of a refusal.
	"describe": {[]any{number, text, text}, func(b *Bridge, in []any) ([]byte, error) {
		return b.describeOne(in[0].(int), []byte(in[1].(string)), lang.Match(in[2].(string)))
	}},
	// describeAll takes a JSON array of moves as describe takes them.
	"describeAll": {[]any{number, text, text}, func(b *Bridge, in []any) ([]byte, error) {
		return b.describeAll(in[0].(int), []byte(in[1].(string)), lang.Match(in[2].(string)))
	}},
	// simulate takes a game, its options' JSON text, one bot a seat, the
	// number of games and the seed they are drawn from, as guess's.
	"simulate": {[]any{text, text, []simulatedBot(nil), number, text}, func(_ *Bridge, in []any) ([]byte, error) {
		seed, err := parseSeed(in[4].(string))
		if err != nil {
			return nil, err
		}
		return simulate(in[0].(string), []byte(in[1].(string)), in[2].([]simulatedBot), in[3].(int), seed)
	}},
	"position": heldCall(nil, func(t tabletop.Table, _ []any) ([]byte, error) { return t.Position() }),
	"log": heldCall(nil, func(t tabletop.Table, _ []any) ([]byte, error) {
		log, err := t.Log()
		if err != nil {
			return nil, err
		}
		return list(log), nil
	}),
	// play and playJSON take the language of a refused move's sentence,
	// as view and narrate take theirs, and then the seats' names it says.
	"play": {[]any{number, number, text, text, names}, func(b *Bridge, in []any) ([]byte, error) {
		return b.play(in[0].(int), in[3].(string), in[4].(seatNames), func(t tabletop.Table) (tabletop.Table, tabletop.Events, error) {
			return t.PlayIn(lang.Match(in[3].(string)), in[1].(int), in[2].(string))
		})
	}},
	"playJSON": {[]any{number, number, text, text, names}, func(b *Bridge, in []any) ([]byte, error) {
		return b.play(in[0].(int), in[3].(string), in[4].(seatNames), func(t tabletop.Table) (tabletop.Table, tabletop.Events, error) {
			return t.PlayJSON(in[1].(int), []byte(in[2].(string)))
		})
	}},
	"eventsJSON": heldCall([]any{number}, func(e tabletop.Events, in []any) ([]byte, error) {
		events, err := e.JSON(in[0].(int))
		if err != nil {
			return nil, err
		}
		return list(events), nil
	}),
	"eventsLog": heldCall(nil, func(e tabletop.Events, _ []any) ([]byte, error) {
		events, err := e.Log()
		if err != nil {
			return nil, err
		}
		return list(events), nil
	}),
	"eventsText": heldCall([]any{number}, func(e tabletop.Events, in []any) ([]byte, error) {
		return marshal(orNone(e.Text(in[0].(int))))
	}),
	"narrate": heldCall([]any{number, texts, text}, func(e tabletop.Events, in []any) ([]byte, error) {
		l := lang.Match(in[2].(string))
		return marshal(orNone(e.Narrate(l, in[0].(int), in[1].([]string))))
	}),
	// turns takes narrate's arguments, and gives for each event the turn
	// sentence its narration ends with ("" for none): a front-end that
	// says the turn apart cuts it off the sentence, as the server's page
	// does with its stream's "turn".
	"turns": heldCall([]any{number, texts, text}, func(e tabletop.Events, in []any) ([]byte, error) {
		l := lang.Match(in[2].(string))
		return marshal(orNone(e.Turns(l, in[0].(int), in[1].([]string))))
	}),
	"newBot": {[]any{text, text, text}, func(b *Bridge, in []any) ([]byte, error) {
		bot, err := tabletop.NewBot(in[0].(string), in[1].(string), []byte(in[2].(string)))
		if err != nil {
			return nil, err
		}
		return marshal(struct {
			Handle  int             `json:"handle"`
			Name    string          `json:"name"`
			Game    string          `json:"game"`
			Options json.RawMessage `json:"options"`
		}{b.hold(bot), bot.Name(), bot.Game(), bot.Options()})
	}},
	// choose is Think's move, waited for: no pause, no stop.
	"choose": {[]any{number, number}, func(b *Bridge, in []any) ([]byte, error) {
		bot, t, err := botAt(b, in)
		if err != nil {
			return nil, err
		}
		move, err := bot.Choose(context.Background(), t)
		if err != nil {
			return nil, err
		}
		return appendQuoted(nil, move), nil
	}},
	// stop ends the search that Think numbered, which then answers with
	// its best move so far; a search that has answered is not stopped.
	"stop": {[]any{number}, func(b *Bridge, in []any) ([]byte, error) {
		b.mu.Lock()
		cancel := b.thinking[in[0].(int)]
		b.mu.Unlock()
		if cancel != nil {
			cancel()
		}
		return []byte("null"), nil
	}},
	// held is Held: JavaScript's tests count with it that close() and the
	// finalizer release what they should.
	"held": {nil, func(b *Bridge, _ []any) ([]byte, error) { return json.Marshal(b.Held()) }},
	"release": {[]any{number}, func(b *Bridge, in []any) ([]byte, error) {
		b.mu.Lock()
		delete(b.values, in[0].(int))
		if b.described != nil && b.described.handle == in[0].(int) {
			b.described = nil
		}
		b.mu.Unlock()
		return []byte("null"), nil
	}},
}

// heldCall is a method of a value the Bridge holds, a T (a table, the
// events of a move): its handle, then params.
func heldCall[T any](params []any, call func(v T, in []any) ([]byte, error)) method {
	return method{append([]any{number}, params...), func(b *Bridge, in []any) ([]byte, error) {
		v, err := get[T](b, in[0].(int))
		if err != nil {
			return nil, err
		}
		return call(v, in[1:])
	}}
}

// A tableResult is a new table as a caller sees it: its handle and the
// facts about it that never change, since a Table is immutable, so that a
// caller needs no call to read them.
type tableResult struct {
	Handle  int    `json:"handle"`
	Game    string `json:"game"`
	Players int    `json:"players"`
	ToMove  int    `json:"toMove"`
	Over    bool   `json:"over"`
	Scores  []int  `json:"scores"`
	// Winners are the seats with the best result once the game is over,
	// left out before, as the View's "winners" are.
	Winners      []int `json:"winners,omitempty"`
	FromPosition bool  `json:"fromPosition"`
}

func (b *Bridge) describe(t tabletop.Table) tableResult {
	return tableResult{b.hold(t), t.Game(), t.Players(), t.ToMove(), t.Over(),
		orNone(t.Scores()), t.Winners(), t.Loaded()}
}

// table holds t, which Open, Load or Fold made, and describes it.
func (b *Bridge) table(t tabletop.Table, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	return b.describe(t).appendJSON(nil), nil
}

// play plays a move at the table of handle h, and holds the new table and
// the move's events. A refusal is said in the language that tag matches.
func (b *Bridge) play(h int, tag string, named seatNames, move func(tabletop.Table) (tabletop.Table, tabletop.Events, error)) ([]byte, error) {
	l := lang.Match(tag)
	t, err := get[tabletop.Table](b, h)
	if err != nil {
		return nil, err
	}
	next, events, err := move(t)
	if err != nil {
		return nil, spoken{err, l, named}
	}
	return playResult{b.describe(next), b.hold(events), events.Len()}.appendJSON(nil), nil
}

// orNone returns s, or an empty slice for nil: a JavaScript caller
// iterates a list without testing it for null.
func orNone[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// list returns the JSON array of items, each byte for byte.
func list(items []json.RawMessage) []byte {
	out := []byte{'['}
	for i, item := range items {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, item...)
	}
	return append(out, ']')
}

// marshal is json.Marshal without escaping <, > and &: the handle's own
// JSON does not escape them, and a caller reads both alike.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte{'\n'}), nil
}

// choices returns the table's choices in language l as JSON: the View's
// "legalMoves" of the seat to move, which is json.Marshal of
// [tabletop.Table.Choices] byte for byte (the package's promise), and
// costs a tenth of it: Table.Choices makes each move's notation and JSON
// apart, 2,232 of each at Lino's opening, where the View writes a tile's
// targets as one list. A caller expands a choice into its moves with the
// package's movesOf. [] when nobody is to move.
func choices(l lang.Language, t tabletop.Table) ([]byte, error) {
	seat := t.ToMove()
	if seat < 0 {
		return []byte("[]"), nil
	}
	view, err := t.View(l, seat)
	if err != nil {
		return nil, err
	}
	var moves struct {
		LegalMoves json.RawMessage `json:"legalMoves"`
	}
	if err := json.Unmarshal(view, &moves); err != nil {
		return nil, err
	}
	return moves.LegalMoves, nil
}
