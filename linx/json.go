package linx

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// This file holds the JSON forms of Options, Position and View: what
// their struct tags do not say (the seed as a string, the game's name, the
// view's envelope), and their decoders, which read through engine.Decode
// within bounds and name the field that is wrong. Moves and events have
// their JSON in notation.go, beside their text, which it mirrors.

// optionsJSON is Options without its methods, for encoding/json.
type optionsJSON struct {
	Players   int             `json:"players"`
	Seed      json.RawMessage `json:"seed"`
	FirstSeat int             `json:"firstSeat"`
	Teams     bool            `json:"teams"`
}

// UnmarshalJSON implements [json.Unmarshaler]: the seed is a string of
// digits or a number, and a field Options does not have is refused. Errors
// wrap [ErrInvalidOptions]. The values are checked by [New], not here.
// A "game" member, which a save of the handle may add, must
// be "linx": it is read and dropped.
func (o *Options) UnmarshalJSON(data []byte) error {
	var raw optionsJSON
	data, err := engine.WithoutGame(data, "linx")
	if err == nil {
		err = engine.Decode(data, &raw, engine.Strict{})
	}
	if err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidOptions, err)
	}
	out := Options{Players: raw.Players, FirstSeat: raw.FirstSeat, Teams: raw.Teams}
	if raw.Seed != nil {
		seed, err := engine.UnmarshalSeed(raw.Seed)
		if err != nil {
			return fmt.Errorf("%w: %v", ErrInvalidOptions, err)
		}
		out.Seed = seed
	}
	*o = out
	return nil
}

// positionGame is what a Position's JSON says its game is.
const positionGame = "linx"

// positionFields is Position without its methods, for encoding/json.
type positionFields Position

// MarshalJSON implements [json.Marshaler]: an object with "game":"linx"
// first, then the fields by their tags. The game is in the JSON only, not
// a field: a Position is always of LINX, and a save says so to whoever
// reads it. A Position of round 0, such as the zero State's, holds no
// game and refuses, as the zero View does, with an error that wraps
// [ErrInvalidPosition] and says what to marshal instead: [FromPosition]
// would refuse its JSON.
func (p Position) MarshalJSON() ([]byte, error) {
	if p.Round == 0 {
		return nil, engine.ZeroPositionJSON(ErrInvalidPosition)
	}
	body, err := json.Marshal(positionFields(p))
	if err != nil {
		return nil, err
	}
	out := append([]byte(`{"game":"`+positionGame+`"`), ',')
	return append(out, body[1:]...), nil
}

// UnmarshalJSON implements [json.Unmarshaler]: the cell, the face-up tile
// and, if any, the face-down tile; "?" (a hidden tile) is none of them, as
// nothing on the grid is hidden. The zero Stack, which holds no tile and
// lies on no grid, reads back from its own JSON, {"cell":"0,0","up":"?"}.
func (st *Stack) UnmarshalJSON(data []byte) error {
	var w stackWire
	if err := engine.Decode(data, &w, engine.Strict{AllowUnknown: true}); err != nil {
		var compact bytes.Buffer
		if json.Compact(&compact, data) == nil && compact.String() == zeroStackJSON {
			*st = Stack{}
			return nil
		}
		return err
	}
	out, err := w.stack()
	if err == nil {
		*st = out
	}
	return err
}

// zeroStackJSON is the zero Stack's JSON.
const zeroStackJSON = `{"cell":"0,0","up":"?"}`

// stackWire is how a Stack reads from JSON inside a Position or a View:
// each part with a type of its own, so that an error names the part and a
// missing one is seen, all in one pass of encoding/json over the grid.
type stackWire struct {
	Cell wireCell `json:"cell"`
	Up   wireUp   `json:"up"`
	Down wireDown `json:"down"`
}

// stack returns the Stack, or why there is none.
func (w stackWire) stack() (Stack, error) {
	switch {
	case !w.Cell.set:
		return Stack{}, errors.New("cell: missing")
	case !w.Up.set:
		return Stack{}, errors.New("up: missing")
	}
	return Stack{Cell: w.Cell.c, Up: w.Up.t, Down: w.Down.t}, nil
}

// stacks converts a decoded grid; the error names the item.
func stacks(wire []stackWire) ([]Stack, error) {
	if wire == nil {
		return nil, nil
	}
	grid := make([]Stack, len(wire))
	for i, w := range wire {
		st, err := w.stack()
		if err != nil {
			return nil, fmt.Errorf("grid[%d]: %w", i, err)
		}
		grid[i] = st
	}
	return grid, nil
}

// wireCell is a Cell read from JSON, and whether it was there.
type wireCell struct {
	c   Cell
	set bool
}

func (w *wireCell) UnmarshalText(text []byte) error {
	c, err := ParseCell(string(text))
	if err != nil {
		return fmt.Errorf("cell: %w", err)
	}
	*w = wireCell{c, true}
	return nil
}

// wireTile is a tile on the grid read from JSON, and whether it was there:
// a tile, never "?". wireUp and wireDown are the face-up and face-down
// ones, so that an error says which.
type (
	wireTile struct {
		t   Tile
		set bool
	}
	wireUp   struct{ wireTile }
	wireDown struct{ wireTile }
)

func (w *wireUp) UnmarshalText(text []byte) error   { return w.read("up", text) }
func (w *wireDown) UnmarshalText(text []byte) error { return w.read("down", text) }

func (w *wireTile) read(part string, text []byte) error {
	t, err := parseTileBytes(text)
	if err != nil || t == 0 {
		return fmt.Errorf("%s: %s is not a tile on the grid: write a colour (y, b, p, g) and a symbol (R, P, S)", part, engine.Quote(string(text)))
	}
	*w = wireTile{t, true}
	return nil
}

// positionJSON is a Position's JSON, each field kept raw so that an error
// names the field.
type positionJSON struct {
	Game    json.RawMessage `json:"game"`
	Options json.RawMessage `json:"options"`
	Round   json.RawMessage `json:"round"`
	Phase   json.RawMessage `json:"phase"`
	ToMove  json.RawMessage `json:"toMove"`
	Mover   json.RawMessage `json:"mover"`
	Draw    json.RawMessage `json:"draw"`
	Last    json.RawMessage `json:"last"`
	Grid    json.RawMessage `json:"grid"`
	Hands   json.RawMessage `json:"hands"`
	Known   json.RawMessage `json:"known"`
	Piles   json.RawMessage `json:"piles"`
	Scores  json.RawMessage `json:"scores"`
}

// Bounds of a Position's JSON: no list is longer than the cells of the
// window, and nothing nests deeper than a hand in the list of hands.
const (
	positionMaxItems = numSpots
	positionMaxDepth = 3
)

// UnmarshalJSON implements [json.Unmarshaler]. A position that names
// another game ("game":"lino") gives an error that wraps
// [ErrInvalidPosition] and says so; one that names none, as saves written
// before positions named their game, is read as LINX. A malformed field (a
// bad tile, cell, symbol or phase, a field Position, its Options or a
// Stack does not have, a stack without its cell or face-up tile) gives an
// error that wraps [ErrInvalidPosition] and names the field. Lists longer
// than any position needs are refused before they are read, so decoding
// costs memory in proportion to the input. The values are checked by
// [FromPosition], not here.
func (p *Position) UnmarshalJSON(data []byte) error {
	fail := func(field string, err error) error {
		return fmt.Errorf("%w: %s: %v", ErrInvalidPosition, field, err)
	}
	// The game first: another game's position has fields LINX's has not.
	var head struct {
		Game json.RawMessage `json:"game"`
	}
	if err := engine.Decode(data, &head, engine.Strict{MaxItems: positionMaxItems, MaxDepth: positionMaxDepth, AllowUnknown: true}); err != nil {
		return engine.Wrap(ErrInvalidPosition, err) // the whole: no field to name
	}
	if head.Game != nil {
		var game string
		if err := engine.Decode(head.Game, &game, engine.Strict{AllowUnknown: true}); err != nil {
			return fail("game", errors.New("not a string"))
		}
		if game != positionGame {
			return fmt.Errorf("%w: this is a %s position, not a %s one", ErrInvalidPosition, engine.Shorten(game, 40), positionGame)
		}
	}
	var raw positionJSON
	if err := engine.Decode(data, &raw, engine.Strict{}); err != nil {
		return engine.Wrap(ErrInvalidPosition, err) // unknown field "extra", as every game says it
	}
	if err := raw.missingMember(); err != nil {
		return err
	}
	var out Position
	for _, f := range []struct {
		name string
		raw  json.RawMessage
		dst  any
	}{
		{"options", raw.Options, &out.Options}, {"round", raw.Round, &out.Round},
		{"phase", raw.Phase, &out.Phase}, {"toMove", raw.ToMove, &out.ToMove},
		{"mover", raw.Mover, &out.Mover}, {"draw", raw.Draw, &out.Draw},
		{"last", raw.Last, &out.Last}, {"hands", raw.Hands, &out.Hands},
		{"known", raw.Known, &out.Known}, {"piles", raw.Piles, &out.Piles},
		{"scores", raw.Scores, &out.Scores},
	} {
		if f.raw == nil {
			continue // "last" alone may be missing
		}
		if err := engine.Decode(f.raw, f.dst, engine.Strict{AllowUnknown: true}); err != nil {
			return fail(f.name, unwrapSentinel(err, ErrInvalidOptions))
		}
	}
	var wire []stackWire
	if err := engine.Decode(raw.Grid, &wire, engine.Strict{}); err != nil {
		return fail("grid", err)
	}
	grid, err := stacks(wire)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidPosition, err)
	}
	out.Grid = grid
	*p = out
	return nil
}

// unwrapSentinel returns err, an error of engine.Decode, without the words
// of sentinel, or the package's name, in front, so that a Position's error
// names ErrInvalidPosition only.
func unwrapSentinel(err, sentinel error) error {
	text := strings.TrimPrefix(err.Error(), sentinel.Error()+": ")
	return errors.New(strings.TrimPrefix(text, "linx: "))
}

// viewFields is View without its methods, for encoding/json.
type viewFields View

// Bounds of a View's JSON: no list is longer than the legal moves can be,
// and nothing nests deeper than a move in its choice in the legal moves.
const (
	viewMaxItems = 4 * numSpots
	viewMaxDepth = 5
)

// MarshalJSON implements [json.Marshaler]: the wire's envelope (see
// [View]), with the grid's "axes" ([View.Axes]) before "legalMoves". The
// zero View (and the zero State's), which holds no game, refuses with an
// error that wraps [ErrInvalidPosition] and says what to marshal instead.
func (v View) MarshalJSON() ([]byte, error) {
	if v.Players == 0 {
		return nil, engine.ZeroViewJSON(ErrInvalidPosition)
	}
	return engine.MarshalView("linx", v.appendFields, v.Choices(),
		func(dst []engine.Member, m Move) []engine.Member { return m.members(dst) })
}

// appendFields appends the View's fields and its "axes" to o, as
// encoding/json writes them by their tags.
func (v View) appendFields(o *engine.Object) {
	o.Int("seat", v.Seat)
	o.Int("players", v.Players)
	o.Int("round", v.Round)
	o.Int("toMove", v.ToMove)
	o.Outcome(v.Over, v.Winners, v.Scores)
	engine.List(o, "grid", v.Grid, func(o *engine.Object, st Stack) {
		o.Pair("cell", st.Cell.X, st.Cell.Y)
		tileTexts.Value(o, "up", st.Up)
		if st.Down != 0 {
			tileTexts.Value(o, "down", st.Down)
		}
	})
	symbolTexts.Values(o, "hand", v.Hand)
	o.Ints("handSizes", v.HandSizes)
	symbolTexts.Lists(o, "known", v.Known)
	o.Ints("pileSizes", v.PileSizes)
	o.Bool("teams", v.Teams)
	phaseTexts.Value(o, "phase", v.Phase)
	o.Axes(frameFor(v.Players))
}

// UnmarshalJSON implements [json.Unmarshaler]: it reads what MarshalJSON
// writes, ignoring "axes" and "legalMoves" (they follow from the rest) and refusing a
// view of another game. Errors wrap [ErrInvalidPosition].
func (v *View) UnmarshalJSON(data []byte) error {
	if err := engine.CheckViewGame("linx", data); err != nil {
		return fmt.Errorf("%w: view: %v", ErrInvalidPosition, err)
	}
	var out struct {
		viewFields
		Grid []stackWire `json:"grid"` // read in the same pass, part by part
	}
	if err := engine.Decode(data, &out, engine.Strict{MaxItems: viewMaxItems, MaxDepth: viewMaxDepth, AllowUnknown: true}); err != nil {
		return fmt.Errorf("%w: view: %v", ErrInvalidPosition, unwrapSentinel(err, ErrInvalidPosition))
	}
	grid, err := stacks(out.Grid)
	if err != nil {
		return fmt.Errorf("%w: view: %v", ErrInvalidPosition, err)
	}
	out.viewFields.Grid = grid
	*v = View(out.viewFields)
	return nil
}

// tileTexts and symbolTexts hold every tile's and symbol's JSON, which a
// view writes many of; phaseTexts every phase's, which every view writes,
// without the bytes Phase.MarshalText makes.
var (
	tileTexts   = engine.NewTextTable[Tile]()
	symbolTexts = engine.NewTextTable[Symbol]()
	phaseTexts  = engine.NamesTable(phases)
)
