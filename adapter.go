package tabletop

import (
	"encoding/json"
	"fmt"
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
		Evolve(E) (S, error)
		LegalMoves() []M
		Position() P
		Options() O
	}
	gameEvent[E any] interface {
		// comparable, so that an event a seat sees whole (RedactFor
		// leaves it as it was) shares the JSON of the log (see
		// eventList.json).
		comparable
		RedactFor(seat int) E
		String() string
		// MarshalJSON writes the event's JSON, taken as it is when it
		// is plain (see marshalEach).
		MarshalJSON() ([]byte, error)
	}
	gameView[M any, V any] interface {
		LegalMoves() []M
		// Typed writes a move as a person types it from the view, in
		// its language, its cells by their names (Move.Typed), and
		// ParseTyped reads what a seat types so (Table.PlayIn).
		Typed(M) string
		ParseTyped(seat int, text string) (M, error)
		Text(l lang.Language) string
		In(l lang.Language) V
		// Named returns the View calling the seats by names, in its
		// labels, previews and text. A method of the constraint, not
		// found by a type assertion, which would copy the View to the
		// heap for every view served.
		Named(names []string) V
		// Label labels a move alone, the whole move where the game's
		// choices label the choice alone (Lino's "Move the tile at K7 to
		// K6"), and Preview says what it will do: a Choices entry's
		// texts, for Table.Move, which labels one move.
		Label(l lang.Language, m M, names []string) string
		Preview(l lang.Language, m M, names []string) string
		// MarshalJSON writes the View's JSON compact and valid, as
		// json.Marshal would leave it (internal/engine's MarshalView,
		// whose test holds that), so the handle writes it out as it is
		// rather than have json.Marshal scan it again.
		MarshalJSON() ([]byte, error)
	}
)

// rules is one game as the handle serves it: its description, and the
// game package's functions that are not methods.
type rules[S gameState[S, M, E, V, P, O], M moveType, E gameEvent[E], V gameView[M, V], P, O any] struct {
	info         GameInfo // without its bots, which are in bots
	newState     func(O) (S, error)
	fromPosition func(P) (S, error)
	rules        func(lang.Language) []string // the game's rules in short
	parseMove    func(seat int, text string) (M, error)
	namedCell    func(v V, name string) (string, bool)                  // the "x,y" of the cell called name on v's axes (Lino's run on beyond them, as far as a cell reaches, so that its rules name the cell); nil for a game without cells
	beyondAxes   string                                                 // the phrase of a cell named beyond the axes, "Z9", as typed text hears it
	choices      func(V) []engine.Choice[M]                             // the View's Choices
	cellLabels   func(V) func(M) string                                 // names the cell a move goes to on V's board, where the game labels the choice alone; nil for a game that labels every move
	choiceAlone  func(M) bool                                           // reports a move that the game's Choices labels by its choice alone, without a preview (Lino's building); nil for a game that labels every move
	narrate      func(func() V, E, lang.Language, int, []string) string // an event's sentence beside the board of a View
	sample       func(V, *rng.Source) (S, error)                        // a game that agrees with a View (Guess)
	maxEvent     int                                                    // the most bytes of an event's JSON the game reads: a longer one is refused unread
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

// The bounds of a move: every game's notation and JSON of a move is at
// most maxMove bytes (its JSON compact), and PlayJSON reads at most
// maxMoveEntry, four times that, room for the label and preview of a move
// as json.Marshal(Move) writes it.
const (
	maxMove      = 256
	maxMoveEntry = 1024
)

// played is a game in play: a State of one game behind the handle, and the
// events since the table was opened. It is never changed once made.
type played[S gameState[S, M, E, V, P, O], M moveType, E gameEvent[E], V gameView[M, V], P, O any] struct {
	rules  *rules[S, M, E, V, P, O]
	s      S
	log    *batch[E] // the events since the table was opened, newest last
	loaded bool      // opened from a position, not from the game's start
	saved  *savedLog // the log before the position Resume loaded; nil for none
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

// options writes the game's options with its name first, so that options
// and log are a save that names its game, which Open and Fold check.
func (p *played[S, M, E, V, P, O]) options() (json.RawMessage, error) {
	opts, err := json.Marshal(p.s.Options()) // a struct: an object that holds the seed
	if err != nil {
		return nil, err
	}
	return append([]byte(`{"game":"`+p.rules.info.Name+`",`), opts[1:]...), nil
}

func (p *played[S, M, E, V, P, O]) view(l lang.Language, seat int) (json.RawMessage, error) {
	return p.s.View(seat).In(l).MarshalJSON()
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
	v := p.s.View(seat).In(l)
	choices := p.rules.choices(v)
	var cellLabel func(M) string
	if p.rules.cellLabels != nil {
		cellLabel = p.rules.cellLabels(v)
	}
	out := make([]Choice, len(choices))
	for i, c := range choices {
		out[i] = Choice{Pick: c.Pick, Label: c.Label, Moves: make([]Move, len(c.Moves))}
		for j, m := range c.Moves {
			move := moveOf(m)
			move.Typed = v.Typed(m)
			move.Label, move.Preview = c.Texts(j)
			if move.Label == "" && cellLabel != nil {
				// a text front-end has no field to show the target on
				move.Label = cellLabel(m)
				move.cellLabel = move.Label != ""
			}
			out[i].Moves[j] = move
		}
	}
	return out
}

// move returns the legal move notation as Choices in l holds it, with its
// whole label (Table.Move), seats called names: only that move parsed,
// checked and labelled, never the choices. false for a notation that is
// not a legal move of the seat to move, written as its String writes it.
func (p *played[S, M, E, V, P, O]) move(l lang.Language, names []string, notation string) (Move, bool) {
	seat := p.s.ToMove()
	if seat < 0 || len(notation) > maxMove {
		return Move{}, false
	}
	m, err := p.rules.parseMove(seat, notation)
	if err != nil || m.String() != notation {
		return Move{}, false
	}
	if _, err := p.s.Next(m); err != nil {
		return Move{}, false
	}
	v := p.s.View(seat).In(l)
	if names != nil {
		v = v.Named(names)
	}
	move := moveOf(m)
	move.Typed = v.Typed(m)
	move.Label = v.Label(l, m, names)
	// as its Choices entry: no preview where the choice alone is labelled
	move.cellLabel = p.rules.choiceAlone != nil && p.rules.choiceAlone(m)
	if !move.cellLabel {
		move.Preview = v.Preview(l, m, names)
	}
	return move, true
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
func choicesOf[V, M any, C engine.ChoiceOf[M]](choices func(V) []C) func(V) []engine.Choice[M] {
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
	since, err := marshalEach(p.all())
	if p.saved == nil || err != nil {
		return since, err
	}
	return append(p.saved.copy(), since...), nil
}

// history returns the events since the table was opened, each already
// redacted for seat, so that nothing in them, their Log included, is
// secret from seat.
func (p *played[S, M, E, V, P, O]) history(seat int) (Events, error) {
	if p.saved != nil {
		return p.replayed(seat)
	}
	all := p.all()
	moves := sync.OnceValue(func() afterMoves[V] { return p.afterMoves(p.all()) }) // whole, not redacted
	for i, e := range all {
		all[i] = e.RedactFor(seat)
	}
	// Each event beside the board of the table after its move, whose
	// names of cells hold (a Lino cell keeps one name for the whole
	// game), and whose turn the move's last sentence ends with, as it was
	// told live: the game played again once, when first told.
	board := func(i int) V { return moves().boards[i] }
	ends := func(i int) bool { return moves().ends[i] }
	return Events{seenBy{eventList[E, V]{all, p.s.Players(), board, p.rules.narrate, nil, ends}, seat, p.s.Players()}, nil}, nil
}
