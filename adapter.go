package tabletop

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/rng"
)

// What the handle needs of a game package's types: the shape every game
// shares (see the package doc), spelled out as constraints so that one
// generic implementation serves all the games.
type (
	gameState[S any, M comparable, E, V, P, O any] interface {
		Game[S, M, E, V]
		LegalMoves() []M
		Position() P
		Options() O
	}
	gameEvent[E any] interface {
		RedactFor(seat int) E
		String() string
	}
	gameView[M any, V any] interface {
		LegalMoves() []M
		Text(l lang.Language) string
		In(l lang.Language) V
	}
)

// rules is one game as the handle serves it: its description, and the
// game package's functions that are not methods.
type rules[S gameState[S, M, E, V, P, O], M moveType, E gameEvent[E], V gameView[M, V], P, O any] struct {
	info         GameInfo // without its bots, which are in bots
	newState     func(O) (S, error)
	fromPosition func(P) (S, error)
	fold         func(O, []E) (S, error)
	rules        func(lang.Language) []string // the game's rules in short
	parseMove    func(seat int, text string) (M, error)
	choices      func(V) []engine.Choice[M]                             // the View's Choices
	narrate      func(func() V, E, lang.Language, int, []string) string // an event's sentence beside the board of a View
	sample       func(V, *rng.Source) (S, error)                        // a game that agrees with a View (Guess)
	errs         sentinels

	mu   sync.RWMutex     // guards bots, which RegisterBot extends
	bots []botMaker[V, M] // in the order Games lists them
}

// moveType is what the handle needs of a game's Move: a comparable value
// with a notation.
type moveType interface {
	comparable
	fmt.Stringer
}

// maxInput bounds the JSON and text the handle reads from a caller, so
// that a hostile input costs little before it is refused.
const maxInput = 1 << 20

// decodeOptions reads options, a JSON object of the game's options, over
// the defaults of the game's description: an empty input is every default.
// A seed left out is drawn at random when draw is set, and is an error
// when not.
func (r *rules[S, M, E, V, P, O]) decodeOptions(options []byte, draw bool) (O, error) {
	var opts O
	filled, err := fillOptions(r.info.Options, options, fillMode{drawSeeds: draw, checkBounds: true})
	if err != nil {
		return opts, r.gameWords(options, draw, gameError{ErrInvalidOptions, fmt.Errorf("%w: %v", r.errs.options, err)})
	}
	if err := json.Unmarshal(filled, &opts); err != nil {
		return opts, r.errs.wrap(err, ErrInvalidOptions)
	}
	return opts, nil
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

// open starts a game.
func (r *rules[S, M, E, V, P, O]) open(options []byte) (Table, error) {
	opts, err := r.decodeOptions(options, true)
	if err != nil {
		return Table{}, err
	}
	s, err := r.newState(opts)
	if err != nil {
		return Table{}, r.errs.wrap(err, ErrInvalidOptions)
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
		return Table{}, r.errs.fail(ErrInvalidPosition, fmt.Sprintf("the position is %d bytes, more than %d", len(position), maxInput))
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

// foldLog rebuilds a game from its options and its event log.
func (r *rules[S, M, E, V, P, O]) foldLog(options []byte, log []json.RawMessage) (Table, error) {
	opts, err := r.decodeOptions(options, false)
	if err != nil {
		return Table{}, err
	}
	events := make([]E, len(log))
	for i, raw := range log {
		if len(raw) > maxInput {
			return Table{}, r.errs.fail(ErrInvalidEvent, fmt.Sprintf("event %d is %d bytes, more than %d", i, len(raw), maxInput))
		}
		if err := readWire(raw, &events[i], "", r.errs.event); err != nil {
			return Table{}, r.errs.wrap(engine.At(r.errs.event, fmt.Sprintf("event %d", i), err), ErrInvalidEvent)
		}
	}
	s, err := r.fold(opts, events)
	if err != nil {
		return Table{}, r.errs.wrap(err, ErrInvalidEvent)
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

// played is a game in play: a State of one game behind the handle, and the
// events since the table was opened. It is never changed once made.
type played[S gameState[S, M, E, V, P, O], M moveType, E gameEvent[E], V gameView[M, V], P, O any] struct {
	rules  *rules[S, M, E, V, P, O]
	s      S
	log    *batch[E] // the events since the table was opened, newest last
	loaded bool      // opened from a position, not from the game's start
}

// batch is the events of one move, and those before: a list that each
// move extends without copying or changing what earlier tables share.
type batch[E any] struct {
	prev   *batch[E]
	events []E
	total  int // events in this batch and all before it
}

func (p *played[S, M, E, V, P, O]) info() *GameInfo { return &p.rules.info }
func (p *played[S, M, E, V, P, O]) toMove() int     { return p.s.ToMove() }
func (p *played[S, M, E, V, P, O]) over() bool      { return p.s.Over() }
func (p *played[S, M, E, V, P, O]) scores() []int   { return p.s.Scores() }
func (p *played[S, M, E, V, P, O]) winners() []int  { return p.s.Winners() }
func (p *played[S, M, E, V, P, O]) fromLoad() bool  { return p.loaded }

func (p *played[S, M, E, V, P, O]) options() (json.RawMessage, error) {
	return json.Marshal(p.s.Options())
}

func (p *played[S, M, E, V, P, O]) view(l lang.Language, seat int) (json.RawMessage, error) {
	return json.Marshal(p.s.View(seat).In(l))
}

func (p *played[S, M, E, V, P, O]) viewText(l lang.Language, seat int) string {
	return p.s.View(seat).Text(l)
}

func (p *played[S, M, E, V, P, O]) legalMoves() []string {
	moves := p.s.LegalMoves()
	if len(moves) == 0 {
		return nil // as Choices: a game with nobody to move has no list
	}
	text := make([]string, len(moves))
	for i, m := range moves {
		text[i] = m.String()
	}
	return text
}

func (p *played[S, M, E, V, P, O]) choices(l lang.Language) []Choice {
	seat := p.s.ToMove()
	if seat < 0 {
		return nil
	}
	choices := p.rules.choices(p.s.View(seat).In(l))
	out := make([]Choice, len(choices))
	for i, c := range choices {
		out[i] = Choice{Pick: c.Pick, Label: c.Label, Moves: make([]Move, len(c.Moves))}
		for j, m := range c.Moves {
			out[i].Moves[j] = moveOf(m)
			out[i].Moves[j].Label, out[i].Moves[j].Preview = c.Texts(j)
		}
	}
	return out
}

// moveOf returns a legal move as data.
func moveOf[M moveType](m M) Move {
	notation := m.String()
	object, err := json.Marshal(m)
	var kind struct{ Kind string }
	if err != nil || json.Unmarshal(object, &kind) != nil {
		// No legal move fails to marshal; if one did, its notation as a
		// JSON string is still a move that PlayJSON takes.
		object, _ = json.Marshal(notation)
	}
	return Move{Kind: kind.Kind, Notation: notation, JSON: object}
}

// choicesOf adapts a game's View.Choices, whose Choice type has the fields
// of engine.Choice, to the handle's.
func choicesOf[V, M any, C ~struct {
	Pick     string
	Label    string
	Moves    []M
	Labels   []string
	Previews []string
}](choices func(V) []C) func(V) []engine.Choice[M] {
	return func(v V) []engine.Choice[M] {
		cs := choices(v)
		out := make([]engine.Choice[M], len(cs))
		for i, c := range cs {
			out[i] = engine.Choice[M](c)
		}
		return out
	}
}

func (p *played[S, M, E, V, P, O]) position() (json.RawMessage, error) {
	return json.Marshal(p.s.Position())
}

// all returns the events since the table was opened, oldest first, in a
// slice of the caller's.
func (p *played[S, M, E, V, P, O]) all() []E {
	if p.log == nil {
		return nil
	}
	all := make([]E, p.log.total)
	for b := p.log; b != nil; b = b.prev {
		copy(all[b.total-len(b.events):], b.events)
	}
	return all
}

func (p *played[S, M, E, V, P, O]) events() ([]json.RawMessage, error) {
	return marshalEach(p.all())
}

// history returns the events since the table was opened, each already
// redacted for seat, so that nothing in them, their Log included, is
// secret from seat.
func (p *played[S, M, E, V, P, O]) history(seat int) (Events, error) {
	whole, all := p.all(), p.all()
	for i, e := range all {
		all[i] = e.RedactFor(seat)
	}
	board := func(int) V { return p.s.View(-1) }
	if !p.loaded {
		// Each event beside the table it led to, as it was told when
		// played: folded again from the start, for the games whose
		// sentences ask for their board (Lino's).
		board = func(i int) V {
			if s, err := p.rules.fold(p.s.Options(), whole[:i+1]); err == nil {
				return s.View(-1)
			}
			return p.s.View(-1)
		}
	}
	return Events{eventList[E, V]{all, board, p.rules.narrate}}, nil
}

// parse reads a move of seat in notation, with or without its seat.
func (p *played[S, M, E, V, P, O]) parse(seat int, text string) (M, error) {
	if strings.TrimSpace(text) == "" {
		var m M
		return m, p.empty(seat, text)
	}
	m, err := p.rules.parseMove(seat, text)
	return m, p.rules.errs.wrap(err, ErrIllegalMove)
}

// decode reads a move of seat from JSON: its notation as a string, or an
// object of its kind and fields.
func (p *played[S, M, E, V, P, O]) decode(seat int, data []byte) (M, error) {
	var m M
	var text string
	switch trimmed := string(bytes.TrimSpace(data)); {
	case trimmed == "" || trimmed == "null":
		return m, p.empty(seat, string(data))
	case json.Unmarshal(data, &text) == nil:
		return p.parse(seat, text)
	}
	err := engine.Decode(withSeat(data, seat), &m, engine.Strict{AllowUnknown: true})
	var refused *MoveError
	if err != nil && !errors.As(err, &refused) {
		return m, p.malformed(seat, string(data), err.Error())
	}
	return m, p.rules.errs.wrap(err, ErrIllegalMove)
}

// empty returns the MoveError of a move, text, that holds nothing.
func (p *played[S, M, E, V, P, O]) empty(seat int, text string) error {
	refused := p.rules.errs.refuser(p.rules.info.Name).Refuse(seat, text, -1, engine.Refusal(engine.Malformed, "", nil, "empty move"))
	return p.rules.errs.refuse(refused)
}

// tooLong returns the MoveError of a move of more than maxInput bytes.
func (p *played[S, M, E, V, P, O]) tooLong(seat int, move string) error {
	return p.malformed(seat, move, fmt.Sprintf("%d bytes, more than %d", len(move), maxInput))
}

// malformed returns the MoveError of text, which seat sent and which is
// no move of the game, for why.
func (p *played[S, M, E, V, P, O]) malformed(seat int, text, why string) error {
	return p.rules.errs.refuse(p.rules.errs.refuser(p.rules.info.Name).Malformed(seat, text, why))
}

// withSeat returns a move's JSON object with "seat" set to seat when it
// has none, and any other JSON as it is.
func withSeat(data []byte, seat int) []byte {
	var members map[string]json.RawMessage
	if json.Unmarshal(data, &members) != nil || members == nil {
		return data
	}
	if _, ok := members["seat"]; ok {
		return data
	}
	open := bytes.IndexByte(data, '{')
	with := append([]byte(nil), data[:open+1]...)
	with = append(with, `"seat":`...)
	with = strconv.AppendInt(with, int64(seat), 10)
	if len(members) > 0 {
		with = append(with, ',')
	}
	return append(with, data[open+1:]...)
}

// play plays m, which seat sends. Every game's notation begins with the
// seat that moves, so a move that another seat sends is refused here,
// whatever the game's own parsing allowed.
func (p *played[S, M, E, V, P, O]) play(seat int, m M) (Table, Events, error) {
	if prefix := strconv.Itoa(seat) + ":"; !strings.HasPrefix(m.String(), prefix) {
		other, _, _ := engine.CutSeat(m.String())
		refused := p.rules.errs.refuser(p.rules.info.Name).OtherSeat(seat, m.String(), other)
		return Table{p}, Events{}, p.rules.errs.refuse(refused)
	}
	next, events, err := p.s.Apply(m)
	if err != nil {
		return Table{p}, Events{}, p.rules.errs.wrap(err, ErrIllegalMove)
	}
	q := &played[S, M, E, V, P, O]{rules: p.rules, s: next, log: p.log, loaded: p.loaded}
	if len(events) > 0 {
		total := len(events)
		if p.log != nil {
			total += p.log.total
		}
		q.log = &batch[E]{prev: p.log, events: events, total: total}
	}
	return Table{q}, Events{eventList[E, V]{events, func(int) V { return next.View(-1) }, p.rules.narrate}}, nil
}

func (p *played[S, M, E, V, P, O]) playText(seat int, move string) (Table, Events, error) {
	if len(move) > maxInput {
		return Table{p}, Events{}, p.tooLong(seat, move)
	}
	m, err := p.parse(seat, move)
	if err != nil {
		return Table{p}, Events{}, err
	}
	return p.play(seat, m)
}

func (p *played[S, M, E, V, P, O]) playJSON(seat int, move []byte) (Table, Events, error) {
	if len(move) > maxInput {
		return Table{p}, Events{}, p.tooLong(seat, string(move))
	}
	m, err := p.decode(seat, move)
	if err != nil {
		return Table{p}, Events{}, err
	}
	return p.play(seat, m)
}

// botMove asks a bot's choose, made by this game's rules, for the move of
// the seat to move, from that seat's view alone.
func (p *played[S, M, E, V, P, O]) botMove(ctx context.Context, choose any) (string, error) {
	c, ok := choose.(func(context.Context, V) (M, error))
	if !ok {
		return "", fmt.Errorf("%w: a bot of another game", ErrUnknownBot)
	}
	m, err := c(ctx, p.s.View(p.s.ToMove()))
	if ctxErr := ctx.Err(); err != nil && ctxErr != nil {
		// called off: the game's prefix, then err's words when they say
		// more than the context's (a registered bot that did not answer in
		// time), and err, which wraps ctx.Err(), for errors.Is and errors.As
		why := ctxErr.Error()
		if err != ctxErr {
			why = err.Error()
		}
		return "", calledOff{p.rules.info.Name + ": called off: " + why, err}
	}
	if err != nil {
		return "", p.rules.errs.wrap(err, ErrIllegalMove)
	}
	return m.String(), nil
}

// calledOff is the error of a bot that its context called off: a message
// with one prefix, and the bot's error beneath.
type calledOff struct {
	text string
	err  error
}

func (e calledOff) Error() string { return e.text }
func (e calledOff) Unwrap() error { return e.err }

// eventList is the events of one move, or a seat's history, as one
// game's type, each told beside the board of the table it led to, whose
// names of cells its sentence takes (Lino's change as its field is built):
// board(i) is a spectator's View of the table after event i, which tell
// asks for only for the games whose sentences need it.
type eventList[E gameEvent[E], V any] struct {
	list  []E
	board func(i int) V
	tell  func(board func() V, e E, l lang.Language, seat int, names []string) string
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
	board := l.board
	return eventList[E, V]{l.list[i : i+1 : i+1], func(int) V { return board(i) }, l.tell}
}

func (l eventList[E, V]) redacted(seat int) []E {
	out := make([]E, len(l.list))
	for i, e := range l.list {
		out[i] = e.RedactFor(seat)
	}
	return out
}

func (l eventList[E, V]) json(seat int) ([]json.RawMessage, error) {
	return marshalEach(l.redacted(seat))
}

func (l eventList[E, V]) log() ([]json.RawMessage, error) { return marshalEach(l.list) }

func (l eventList[E, V]) narrate(language lang.Language, seat int, names []string) []string {
	out := make([]string, len(l.list))
	for i, e := range l.list {
		out[i] = l.tell(func() V { return l.board(i) }, e, language, seat, names)
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

// marshalEach returns the JSON of each item.
func marshalEach[T any](items []T) ([]json.RawMessage, error) {
	out := make([]json.RawMessage, len(items))
	for i, item := range items {
		data, err := json.Marshal(item)
		if err != nil {
			return nil, err
		}
		out[i] = data
	}
	return out, nil
}
