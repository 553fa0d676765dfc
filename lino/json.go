package lino

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// This file holds the JSON forms of Options, Position and View: what
// their struct tags do not say (the seed as a string or a number, the
// game's name, the view's envelope), and their decoders, which read through
// engine.Decode, refuse unknown fields and name the field that is wrong.
// Every decoder counts the items of a list before it decodes them, so that
// input far longer than any game's costs one scan, not one allocation per
// item. Moves and events have their JSON in notation.go, beside their
// text, which it mirrors.

// A member is one field of a JSON object as decodeObject reads it: its
// name, the most items it may hold if it is a list (0 if it is not), and
// how its value is read.
type member struct {
	name string
	max  int
	into func(raw []byte) error
}

// into reads a JSON value into v with the engine's decoder.
func into(v any) func([]byte) error {
	return func(raw []byte) error { return engine.Decode(raw, v, engine.Strict{AllowUnknown: true}) }
}

// decodeObject reads the JSON object data into the members, refusing any
// field that is not one of them, a list longer than its member allows, and
// a malformed value. The error names the field, without a sentinel: the
// caller wraps its own.
func decodeObject(data []byte, members []member) error {
	n := engine.CountItems(data)
	if n < 0 || bytes.TrimSpace(data)[0] != '{' {
		return errors.New("not a JSON object")
	}
	if n > 2*len(members) {
		// Far too many: refused before they are decoded. A few too many
		// are decoded, so that the error can name an unknown one.
		return fmt.Errorf("%d fields; there are %d", n, len(members))
	}
	var raw map[string]json.RawMessage
	if err := engine.Decode(data, &raw, engine.Strict{AllowUnknown: true, RefuseRepeats: true}); err != nil {
		return err
	}
	for key := range raw {
		known := false
		for _, m := range members {
			known = known || m.name == key
		}
		if !known {
			return fmt.Errorf("unknown field %s", engine.Quote(key))
		}
	}
	for _, m := range members {
		value, ok := raw[m.name]
		if !ok {
			continue
		}
		if m.max > 0 && string(value) != "null" {
			n := engine.CountItems(value)
			if n < 0 || value[0] != '[' {
				return fmt.Errorf("%s: not a list", m.name)
			}
			if n > m.max {
				return fmt.Errorf("%s: %d items; at most %d", m.name, n, m.max)
			}
		}
		if err := m.into(value); err != nil {
			return fmt.Errorf("%s: %w", m.name, err)
		}
	}
	return nil
}

// MarshalJSON implements [json.Marshaler]: the fields by their tags, the
// seed as a string of digits, which JavaScript reads without loss.
func (o Options) MarshalJSON() ([]byte, error) {
	return engine.MarshalObject(o.appendFields)
}

// appendFields appends the options' fields to obj, as encoding/json
// writes them by their tags.
func (o Options) appendFields(obj *engine.Object) {
	if o.Players != 0 { // the default, as the handle reads it left out
		obj.Int("players", o.Players)
	}
	obj.String("seed", strconv.FormatUint(o.Seed, 10))
	obj.Int("firstSeat", o.FirstSeat)
	if o.Rounds != 0 {
		obj.Int("rounds", o.Rounds)
	}
	obj.Bool("bonus", o.Bonus)
	obj.Bool("starsOnly", o.StarsOnly)
	if len(o.Layout) > 0 {
		engine.TextValues(obj, "layout", o.Layout)
	}
	if len(o.Faces) > 0 {
		engine.TextValues(obj, "faces", o.Faces)
	}
}

// UnmarshalJSON implements [json.Unmarshaler]. The seed may be a string or
// a number; a field Options does not have gives an error wrapping
// [ErrInvalidOptions], and so does a malformed one. It reads the fields
// only: [New] checks that they make a game. A "game" member, which a save of the handle may add, must
// be "lino": it is read and dropped.
func (o *Options) UnmarshalJSON(data []byte) error {
	data, err := engine.WithoutGame(data, "lino")
	if err == nil {
		err = o.decode(data, seedShown)
	}
	if err != nil {
		return engine.Wrap(ErrInvalidOptions, err)
	}
	return nil
}

// seedShown and seedMayHide say whether Options.decode reads a seed of
// null: a View's may be, as a server that hides the seed until the game
// ends writes it; Options and a Position always show theirs.
const (
	seedShown   = false
	seedMayHide = true
)

// decode reads Options from JSON; with hidden (seedMayHide), a seed of
// null reads as if left out, the zero seed.
func (o *Options) decode(data []byte, hidden bool) error {
	if string(bytes.TrimSpace(data)) == "null" {
		return nil
	}
	var out Options
	err := decodeObject(data, []member{
		{"players", 0, into(&out.Players)},
		{"seed", 0, func(raw []byte) (err error) {
			if hidden && string(bytes.TrimSpace(raw)) == "null" {
				return nil
			}
			out.Seed, err = engine.UnmarshalSeed(raw)
			return err
		}},
		{"firstSeat", 0, into(&out.FirstSeat)},
		{"rounds", 0, into(&out.Rounds)},
		{"bonus", 0, into(&out.Bonus)},
		{"starsOnly", 0, into(&out.StarsOnly)},
		{"layout", NumTiles, into(&out.Layout)},
		{"faces", NumTiles, into(&out.Faces)},
	})
	if err != nil {
		return err
	}
	*o = out
	return nil
}

// positionFields is a Position without its methods, for encoding/json.
type positionFields Position

// MarshalJSON implements [json.Marshaler]: the fields by their tags, after
// "game":"lino", which names the game first so that a save says what it
// is. A Position of round 0, such as the zero State's, holds no game and
// refuses, as the zero View does, with an error that wraps
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
	return append([]byte(`{"game":"lino",`), body[1:]...), nil
}

// UnmarshalJSON implements [json.Unmarshaler]. A Position that names
// another game ("game":"linko") gives an error that wraps
// [ErrInvalidPosition] and says which game it is; one that names none, as
// older saves, is read as Lino's. A malformed field, or one that Position
// does not have, gives an error that wraps [ErrInvalidPosition] and names
// the field; [FromPosition] then checks that the fields make a game.
func (p *Position) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		return nil
	}
	if err := checkGame(data); err != nil {
		return engine.Wrap(ErrInvalidPosition, err)
	}
	var out Position
	members := []member{
		{"game", 0, func(raw []byte) error { // its value is checked above
			var name string
			return engine.Decode(raw, &name, engine.Strict{AllowUnknown: true})
		}},
		{"options", 0, func(raw []byte) error { return out.Options.decode(raw, seedShown) }},
		{"round", 0, into(&out.Round)},
		{"phase", 0, into(&out.Phase)},
		{"toMove", 0, into(&out.ToMove)},
	}
	members = appendBoard(members, &out.Tiles, &out.Stones, &out.Moved, &out.Vacated, &out.Points, &out.Totals)
	members = append(members, member{"lastStone", 0, into(&out.LastStone)}, member{"next", 0, into(&out.Next)})
	err := decodeObject(data, members)
	if err == nil {
		err = missingMember(data, members[1:]) // all but "game"
	}
	if err != nil {
		return engine.Wrap(ErrInvalidPosition, err)
	}
	*p = out
	return nil
}

// appendBoard appends the members of the board that a Position and a View
// both hold, in this order, to members: the tiles, the stones, the moves of
// the building phase and the points.
func appendBoard(members []member, tiles *[]Tile, stones *[Players][]Cell, moved, vacated *[]Cell, points, totals *[Players]int) []member {
	return append(members,
		member{"tiles", NumTiles, into(tiles)},
		member{"stones", Players, stonesInto(stones)},
		member{"moved", buildMoves, into(moved)},
		member{"vacated", buildMoves, into(vacated)},
		member{"points", Players, into(points)},
		member{"totals", Players, into(totals)})
}

// checkGame says which game the JSON object data is of, if it names one
// that is not Lino. It is checked before the fields, which another game's
// position does not share.
func checkGame(data []byte) error {
	var head struct {
		Game *string `json:"game"`
	}
	if engine.Decode(data, &head, engine.Strict{AllowUnknown: true}) != nil || head.Game == nil || *head.Game == "lino" {
		return nil // malformed JSON is decodeObject's to report
	}
	name := *head.Game
	if !engine.PlainName(name) {
		name = engine.Quote(name)
	}
	return fmt.Errorf("this is a %s position, not a lino one", name)
}

// stonesInto reads each seat's stones, counting them before decoding.
func stonesInto(stones *[Players][]Cell) func([]byte) error {
	return func(raw []byte) error {
		var lists []json.RawMessage
		if err := engine.Decode(raw, &lists, engine.Strict{AllowUnknown: true}); err != nil {
			return err
		}
		if len(lists) != Players && len(lists) != 0 {
			return fmt.Errorf("%d lists; one for each of %d seats", len(lists), Players)
		}
		for seat, list := range lists {
			if string(list) == "null" {
				continue
			}
			if n := engine.CountItems(list); n < 0 || n > StonesEach {
				return fmt.Errorf("seat %d: not a list of at most %d cells", seat, StonesEach)
			}
			if err := engine.Decode(list, &stones[seat], engine.Strict{AllowUnknown: true}); err != nil {
				return fmt.Errorf("seat %d: %w", seat, err)
			}
		}
		return nil
	}
}

// MarshalJSON implements [json.Marshaler]: the wire's envelope (see
// [View]), with the board's "axes" ([View.Axes]) before "legalMoves".
// A View with longer lists than a game has (one built by hand) gives an
// error: UnmarshalJSON would refuse it; so does the zero View (and the
// zero State's), which holds no game, with an error that wraps
// [ErrInvalidPosition] and says what to marshal instead.
func (v View) MarshalJSON() ([]byte, error) {
	if v.noGame() {
		return nil, engine.ZeroViewJSON(ErrInvalidPosition)
	}
	if len(v.Tiles) > NumTiles || len(v.Stones[0]) > StonesEach || len(v.Stones[1]) > StonesEach ||
		len(v.Moved) > buildMoves || len(v.Vacated) > buildMoves || len(v.Winners) > Players || len(v.Scores) > Players {
		return nil, errors.New("lino: cannot marshal a view with more tiles, stones, moves, winners or scores than a game has")
	}
	choices := v.Choices()
	members := func(dst []engine.Member, m Move) []engine.Member { return m.members(dst) }
	if v.Phase == PhaseBuilding && len(choices) > 0 {
		// The building choices, thousands of moves, are written here
		// without listing each move's members, byte for byte as the
		// envelope writes its "legalMoves".
		return engine.MarshalViewWith("lino", v.appendFields, func(dst []byte) ([]byte, error) {
			return appendBuilding(dst, choices, members), nil
		})
	}
	return engine.MarshalView("lino", v.appendFields, choices, members)
}

// appendFields appends the View's fields and its "axes" to o, as
// encoding/json writes them by their tags.
func (v View) appendFields(o *engine.Object) {
	o.Envelope(v.Seat, v.Players, v.Round, v.Rounds, v.ToMove, v.Over, v.Winners, v.Scores)
	o.Object("options", v.Options.appendFields)
	phaseTexts.Value(o, "phase", v.Phase)
	engine.List(o, "tiles", v.Tiles, func(o *engine.Object, t Tile) {
		o.Pair("cell", t.Cell.X, t.Cell.Y)
		faceTexts.Value(o, "face", t.Face)
	})
	engine.PairLists(o, "stones", v.Stones[:], Cell.pair)
	engine.Pairs(o, "moved", v.Moved, Cell.pair)
	engine.Pairs(o, "vacated", v.Vacated, Cell.pair)
	o.Ints("points", v.Points[:])
	o.Ints("totals", v.Totals[:])
	o.Axes(v.frame())
}

// appendBuilding appends the JSON array of the building choices cs to
// dst, as engine.AppendChoicesJSON writes them: a tile's targets as one
// list, "to", or, for a tile with one target, in "moves".
func appendBuilding(dst []byte, cs []Choice, members func([]engine.Member, Move) []engine.Member) []byte {
	dst = append(dst, '[')
	for i, c := range cs {
		if i > 0 {
			dst = append(dst, ',')
		}
		if len(c.Moves) < 2 {
			dst, _ = engine.AppendChoiceJSON(dst, engine.Choice[Move](c), members) // a choice has a move
			continue
		}
		dst = append(dst, `{"pick":`...)
		dst = strconv.AppendQuote(dst, c.Pick)
		dst = append(dst, `,"label":`...)
		dst = strconv.AppendQuote(dst, c.Label)
		dst = append(dst, `,"seat":`...)
		dst = strconv.AppendInt(dst, int64(c.Moves[0].Seat), 10)
		dst = append(dst, `,"kind":"move","from":`...)
		dst = appendCell(dst, c.Moves[0].From)
		dst = append(dst, `,"to":[`...)
		for j, m := range c.Moves {
			if j > 0 {
				dst = append(dst, ',')
			}
			dst = appendCell(dst, m.To)
		}
		dst = append(dst, "]}"...)
	}
	return append(dst, ']')
}

// appendCell appends c as a JSON string, "x,y".
func appendCell(dst []byte, c Cell) []byte {
	dst = append(dst, '"')
	dst = strconv.AppendInt(dst, int64(c.X), 10)
	dst = append(dst, ',')
	dst = strconv.AppendInt(dst, int64(c.Y), 10)
	return append(dst, '"')
}

// UnmarshalJSON implements [json.Unmarshaler]: it reads what MarshalJSON
// writes, ignoring "axes" and "legalMoves" (they follow from the rest). Its options'
// seed may be null, as a server that hides it until the game ends writes
// it: it reads as the zero seed, which the plain game never uses (the
// bonus game's faces do not then agree with it, and a [Sampler] refuses
// the View). A view of another game, a field a View does not have and a
// malformed field give an error that wraps [ErrInvalidPosition] and names
// the field.
func (v *View) UnmarshalJSON(data []byte) error {
	if err := engine.CheckViewGame("lino", data); err != nil {
		return engine.Wrap(ErrInvalidPosition, err)
	}
	var out View
	ignore := func([]byte) error { return nil }
	members := []member{
		{"game", 0, ignore},
		{"legalMoves", 0, ignore},
		{"axes", 0, ignore},
		{"seat", 0, into(&out.Seat)},
		{"players", 0, into(&out.Players)},
		{"round", 0, into(&out.Round)},
		{"rounds", 0, into(&out.Rounds)},
		{"toMove", 0, into(&out.ToMove)},
		{"over", 0, into(&out.Over)},
		{"winners", Players, into(&out.Winners)},
		{"scores", Players, into(&out.Scores)},
		{"options", 0, func(raw []byte) error { return out.Options.decode(raw, seedMayHide) }},
		{"phase", 0, into(&out.Phase)},
	}
	members = appendBoard(members, &out.Tiles, &out.Stones, &out.Moved, &out.Vacated, &out.Points, &out.Totals)
	if err := decodeObject(data, members); err != nil {
		return engine.Wrap(ErrInvalidPosition, err)
	}
	*v = out
	return nil
}

// pair returns the cell's coordinates, which the view's JSON writes as
// its text (see [Cell.MarshalText]) without allocating it.
func (c Cell) pair() (x, y int8) { return c.X, c.Y }

// faceTexts holds every face's JSON, which a view writes one of a tile;
// phaseTexts every phase's, which every view writes, without the bytes
// Phase.MarshalText makes.
var (
	faceTexts  = engine.NewTextTable[Face]()
	phaseTexts = engine.NamesTable(phases)
)
