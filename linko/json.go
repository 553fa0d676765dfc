package linko

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// This file holds the JSON forms of Options, Position (its MarshalJSON
// beside it, in position.go) and View: what their struct tags do not say
// (the seed as a string, the game's name, the view's envelope), and their
// decoders, which read through engine.Decode, measure lists before they
// decode their items and name the field that is wrong. Moves and events
// have their JSON in notation.go, beside their text, which it mirrors.

// MarshalJSON implements [json.Marshaler]: the seed as a string of digits,
// which JavaScript reads without loss.
func (o Options) MarshalJSON() ([]byte, error) {
	type plain Options // no methods: no recursion
	return json.Marshal(plain(o))
}

// UnmarshalJSON implements [json.Unmarshaler]. The seed may be a string of
// digits, as MarshalJSON writes it, or a plain number, as a person writes
// it. A field Options does not have, or a value of the wrong type, gives an
// error that wraps [ErrInvalidOptions]; whether the options can be played is
// for [New] to say.
// A "game" member, which a save of the handle may add, must
// be "linko": it is read and dropped.
func (o *Options) UnmarshalJSON(data []byte) error {
	if isNull(data) { // as encoding/json does: null leaves the value alone
		return nil
	}
	data, err := engine.WithoutGame(data, "linko")
	if err != nil {
		return engine.Wrap(ErrInvalidOptions, err)
	}
	opts, err := decodeOptions(data)
	if err != nil {
		return engine.Wrap(ErrInvalidOptions, err)
	}
	*o = opts
	return nil
}

// decodeOptions reads Options from JSON, or says why it cannot, without a
// sentinel.
func decodeOptions(data []byte) (Options, error) {
	if n := engine.CountItems(data); n < 0 || n > 8 || !isObject(data) {
		return Options{}, errors.New("options are a JSON object of players, seed, firstSeat and rounds")
	}
	var fields struct {
		Players   int             `json:"players"`
		Seed      json.RawMessage `json:"seed"`
		FirstSeat int             `json:"firstSeat"`
		Rounds    int             `json:"rounds"`
	}
	if err := engine.Decode(data, &fields, engine.Strict{}); err != nil {
		return Options{}, err
	}
	opts := Options{Players: fields.Players, FirstSeat: fields.FirstSeat, Rounds: fields.Rounds}
	if fields.Seed != nil {
		seed, err := engine.UnmarshalSeed(fields.Seed)
		if err != nil {
			return Options{}, err
		}
		opts.Seed = seed
	}
	return opts, nil
}

// isObject reports whether the JSON value data is an object.
func isObject(data []byte) bool {
	data = bytes.TrimLeft(data, " \t\r\n")
	return len(data) > 0 && data[0] == '{'
}

// isNull reports whether the JSON value data is null.
func isNull(data []byte) bool { return string(bytes.TrimSpace(data)) == "null" }

// gameName is the name of the game, as a Position's and a View's JSON
// write it.
const gameName = "linko"

// UnmarshalJSON implements [json.Unmarshaler] for the fields that a
// Position marshals to. A position that names another game ("game":"lino")
// gives an error that says so; one that names none, as older saves do, is
// read as Linko!'s. A field that a Position does not have, a malformed
// value (a card, a meld, a phase name) or a list longer than any game has
// gives an error that wraps [ErrInvalidPosition] and names the field, and
// leaves p as it was. Lists are measured before their items are decoded,
// so that decoding costs memory in proportion to a game, not to the input.
// Whether the position can be reached is for [FromPosition] to say.
func (p *Position) UnmarshalJSON(data []byte) error {
	if isNull(data) { // as encoding/json does: null leaves the value alone
		return nil
	}
	var q Position
	if err := q.decode(data); err != nil {
		return engine.Wrap(ErrInvalidPosition, err)
	}
	*p = q
	return nil
}

// positionFields are the names of a Position's JSON fields.
var positionFields = []string{"game", "options", "round", "phase", "active", "victim", "draws",
	"hands", "known", "tableaux", "display", "pile", "discard", "totals"}

func (p *Position) decode(data []byte) error {
	n := engine.CountItems(data)
	if n < 0 || n > 2*len(positionFields) || !isObject(data) {
		// Far too many fields are refused before they are decoded; a few
		// too many are decoded, so that decodeByField names an unknown one.
		return fmt.Errorf("a position is a JSON object of the fields %s", strings.Join(positionFields, ", "))
	}
	if p.decodeFast(data, n) {
		return nil
	}
	return p.decodeByField(data)
}

// decodeFast decodes a well-formed position of n fields in two passes, the
// first to measure its lists, and reports whether it could; it leaves
// anything else to decodeByField, which says what is wrong.
func (p *Position) decodeFast(data []byte, n int) bool {
	var raw struct {
		Game     json.RawMessage `json:"game"`
		Options  json.RawMessage `json:"options"`
		Round    json.RawMessage `json:"round"`
		Phase    json.RawMessage `json:"phase"`
		Active   json.RawMessage `json:"active"`
		Victim   json.RawMessage `json:"victim"`
		Draws    json.RawMessage `json:"draws"`
		Hands    json.RawMessage `json:"hands"`
		Known    json.RawMessage `json:"known"`
		Tableaux json.RawMessage `json:"tableaux"`
		Display  json.RawMessage `json:"display"`
		Pile     json.RawMessage `json:"pile"`
		Discard  json.RawMessage `json:"discard"`
		Totals   json.RawMessage `json:"totals"`
	}
	if engine.Decode(data, &raw, engine.Strict{AllowUnknown: true}) != nil {
		return false
	}
	present := 0
	if raw.Game != nil && string(raw.Game) != `"`+gameName+`"` {
		return false // another game, or no name: decodeByField says which
	}
	for _, value := range [...]json.RawMessage{raw.Game, raw.Options, raw.Round, raw.Phase, raw.Active, raw.Victim, raw.Draws,
		raw.Hands, raw.Known, raw.Tableaux, raw.Display, raw.Pile, raw.Discard, raw.Totals} {
		if value != nil {
			present++
		}
	}
	required := len(positionFields) - 1 // all but "game", which older saves leave out
	if raw.Game != nil {
		required++
	}
	// A field of another name, or one twice, or one missing or null (of
	// positionScalars, in this order), or a list of lists longer than the
	// seats: the careful path.
	if present != n || present != required || slices.ContainsFunc([][]byte{raw.Options, raw.Round, raw.Phase, raw.Active, raw.Victim, raw.Draws}, isNull) ||
		engine.CountItems(raw.Display) != DisplaySize ||
		engine.CountItems(raw.Totals) > MaxPlayers || engine.CountItems(raw.Hands) > MaxPlayers ||
		engine.CountItems(raw.Known) > MaxPlayers || engine.CountItems(raw.Tableaux) > MaxPlayers {
		return false
	}
	type plain Position // without methods: the standard decoding
	var q plain
	if engine.Decode(data, &q, engine.Strict{AllowUnknown: true}) != nil {
		return false
	}
	for _, lists := range [][][]Card{q.Hands, q.Known, {q.Pile, q.Discard}} {
		for _, list := range lists {
			if len(list) > NumCards {
				return false
			}
		}
	}
	for _, tableau := range q.Tableaux {
		if len(tableau) > NumCards {
			return false
		}
	}
	*p = Position(q)
	return true
}

// decodeByField decodes a position field by field, and names the field
// that is wrong.
func (p *Position) decodeByField(data []byte) error {
	var raw map[string]json.RawMessage
	if err := engine.Decode(data, &raw, engine.Strict{AllowUnknown: true}); err != nil {
		return err
	}
	// The game first: another game's position has other fields.
	if value, ok := raw["game"]; ok {
		var game string
		if err := engine.Decode(value, &game, engine.Strict{AllowUnknown: true}); err != nil {
			return fmt.Errorf("game: the name of a game, such as %q: %w", gameName, err)
		}
		if game != gameName {
			return fmt.Errorf("game: this is %s, not a %s one", aPosition(game), gameName)
		}
	}
	for key := range raw {
		if !slices.Contains(positionFields, key) {
			return fmt.Errorf("unknown field %s", engine.Quote(key)) // as every game says it
		}
	}
	if err := missingMember(raw); err != nil {
		return err
	}
	field := func(key string, decode func(json.RawMessage) error) error { return decodeField(raw, key, decode) }
	number := func(n *int) func(json.RawMessage) error {
		return func(value json.RawMessage) error {
			return engine.Decode(value, n, engine.Strict{AllowUnknown: true})
		}
	}
	cardLists := func(lists *[][]Card) func(json.RawMessage) error {
		return func(value json.RawMessage) error { return decodeLists(value, lists, NumCards) }
	}
	for _, err := range []error{
		field("options", func(value json.RawMessage) (err error) { p.Options, err = decodeOptions(value); return err }),
		field("round", number(&p.Round)),
		field("phase", func(value json.RawMessage) error { return decodePhase(value, &p.Phase) }),
		field("active", number(&p.Active)),
		field("victim", number(&p.Victim)),
		field("draws", number(&p.Draws)),
		field("hands", cardLists(&p.Hands)),
		field("known", cardLists(&p.Known)),
		field("tableaux", func(value json.RawMessage) error { return decodeLists(value, &p.Tableaux, NumCards) }),
		field("display", func(value json.RawMessage) error {
			if n := engine.CountItems(value); n != DisplaySize {
				return fmt.Errorf("the display is a list of %d cards (? for an empty slot)", DisplaySize)
			}
			return decodeList(value, DisplaySize, func(list []Card) { copy(p.Display[:], list) })
		}),
		field("pile", func(value json.RawMessage) error {
			return decodeList(value, NumCards, func(list []Card) { p.Pile = list })
		}),
		field("discard", func(value json.RawMessage) error {
			return decodeList(value, NumCards, func(list []Card) { p.Discard = list })
		}),
		field("totals", func(value json.RawMessage) error {
			return decodeList(value, MaxPlayers, func(list []int) { p.Totals = list })
		}),
	} {
		if err != nil {
			return err
		}
	}
	return nil
}

// decodeField decodes raw's field key, if it is there, and names the key
// in an error.
func decodeField(raw map[string]json.RawMessage, key string, decode func(json.RawMessage) error) error {
	value, ok := raw[key]
	if !ok {
		return nil
	}
	if err := decode(value); err != nil {
		sep := ": "
		if strings.HasPrefix(err.Error(), "[") { // an item: "hands[2]: ..."
			sep = ""
		}
		return fmt.Errorf("%s%s%w", key, sep, err)
	}
	return nil
}

// decodePhase reads a phase's name into phase.
func decodePhase(value json.RawMessage, phase *Phase) error {
	var name string
	if err := engine.Decode(value, &name, engine.Strict{AllowUnknown: true}); err != nil {
		return err
	}
	return phases.UnmarshalText([]byte(name), phase)
}

// aPosition returns "a lino position" for a game's name, or, unless the
// name is a plain word, "a position of" the name quoted.
func aPosition(name string) string {
	switch {
	case !engine.PlainName(name):
		return "a position of " + engine.Quote(name)
	case strings.ContainsRune("aeiou", rune(name[0])):
		return "an " + name + " position"
	}
	return "a " + name + " position"
}

// decodeList decodes a JSON list of at most limit items, counted before
// they are decoded, and gives it to set.
func decodeList[T any](value json.RawMessage, limit int, set func([]T)) error {
	if string(value) == "null" {
		set(nil)
		return nil
	}
	if n := engine.CountItems(value); n < 0 || n > limit {
		return fmt.Errorf("a list of at most %d items", limit)
	}
	var list []T
	if err := engine.Decode(value, &list, engine.Strict{AllowUnknown: true}); err != nil {
		return err
	}
	set(list)
	return nil
}

// decodeLists decodes a JSON list of one list per seat, each of at most
// limit items, and names the seat of a malformed one.
func decodeLists[T any](value json.RawMessage, lists *[][]T, limit int) error {
	if string(value) == "null" {
		*lists = nil
		return nil
	}
	if n := engine.CountItems(value); n < 0 || n > MaxPlayers {
		return fmt.Errorf("a list of at most %d lists, one per seat", MaxPlayers)
	}
	var items []json.RawMessage
	if err := engine.Decode(value, &items, engine.Strict{AllowUnknown: true}); err != nil {
		return err
	}
	out := make([][]T, len(items))
	for i, item := range items {
		err := decodeList(item, limit, func(list []T) { out[i] = list })
		if err != nil {
			return fmt.Errorf("[%d]: %w", i, err)
		}
	}
	*lists = out
	return nil
}

// viewFields is a View without methods, to decode its fields.
type viewFields View

// MarshalJSON implements [json.Marshaler]: the envelope described at
// [View], with the seat's legal moves as its [View.Choices]. The zero View
// (and the zero State's), which holds no game, refuses with an error that
// wraps [ErrInvalidPosition] and says what to marshal instead.
func (v View) MarshalJSON() ([]byte, error) {
	if v.Players == 0 {
		return nil, engine.ZeroViewJSON(ErrInvalidPosition)
	}
	return engine.MarshalView(gameName, v.appendFields, v.Choices(), moveMembers)
}

// appendFields appends the View's fields to o, as encoding/json writes
// them by their tags.
func (v View) appendFields(o *engine.Object) {
	o.Envelope(v.Seat, v.Players, v.Round, v.Rounds, v.ToMove, v.Over, v.Winners, v.Scores)
	phaseTexts.Value(o, "phase", v.Phase)
	o.Int("active", v.Active)
	o.Int("victim", v.Victim)
	o.Int("draws", v.Draws)
	cardTexts.Values(o, "hand", v.Hand)
	o.Ints("handSizes", v.HandSizes)
	cardTexts.Lists(o, "known", v.Known)
	engine.TextValueListsFrom(o, "tableaux", v.Tableaux, meldText)
	cardTexts.Values(o, "display", v.Display[:])
	o.Int("pileSize", v.PileSize)
	cardTexts.Values(o, "discard", v.Discard)
}

// maxViewJSON bounds the JSON of a View: one of five seats, with every
// card of the game in it, is a few kilobytes; its legal moves, at most a
// few hundred short strings.
const maxViewJSON = 1 << 16

// UnmarshalJSON implements [json.Unmarshaler]: it reads what MarshalJSON
// writes, so that a View round-trips, ignoring "legalMoves" (they follow
// from the rest). A View of another game, a field a View does not have, a
// malformed value or a list longer than any game has gives an error that
// wraps [ErrInvalidPosition] and leaves v as it was.
func (v *View) UnmarshalJSON(data []byte) error {
	if isNull(data) { // as encoding/json does: null leaves the value alone
		return nil
	}
	back, err := decodeView(data)
	if err != nil {
		return engine.Wrap(ErrInvalidPosition, fmt.Errorf("view: %w", err))
	}
	*v = back
	return nil
}

func decodeView(data []byte) (View, error) {
	if len(data) > maxViewJSON {
		return View{}, fmt.Errorf("%d bytes of JSON; a view takes at most %d", len(data), maxViewJSON)
	}
	if n := engine.CountItems(data); n < 0 || n > 21 || !isObject(data) {
		return View{}, errors.New("a view is a JSON object of the fields that View.MarshalJSON writes")
	}
	if err := engine.CheckViewGame(gameName, data); err != nil {
		return View{}, err
	}
	var raw map[string]json.RawMessage
	if err := engine.Decode(data, &raw, engine.Strict{AllowUnknown: true}); err != nil {
		return View{}, err
	}
	// Measure the lists before decoding their items.
	for key, limit := range map[string]int{"winners": MaxPlayers, "scores": MaxPlayers, "handSizes": MaxPlayers,
		"hand": NumCards, "discard": NumCards, "known": MaxPlayers, "tableaux": MaxPlayers, "display": DisplaySize} {
		if value, ok := raw[key]; ok && string(value) != "null" {
			if n := engine.CountItems(value); n < 0 || n > limit {
				return View{}, fmt.Errorf("%s: a list of at most %d items", key, limit)
			}
		}
	}
	for _, key := range []string{"known", "tableaux"} {
		var lists []json.RawMessage
		if value, ok := raw[key]; ok && engine.Decode(value, &lists, engine.Strict{AllowUnknown: true}) == nil {
			for i, list := range lists {
				if n := engine.CountItems(list); n > NumCards {
					return View{}, fmt.Errorf("%s[%d]: a list of at most %d items", key, i, NumCards)
				}
			}
		}
	}
	var fields struct {
		viewFields
		Game       string          `json:"game"`
		LegalMoves json.RawMessage `json:"legalMoves"`
	}
	if err := engine.Decode(data, &fields, engine.Strict{}); err != nil {
		return View{}, err
	}
	return View(fields.viewFields), nil
}
