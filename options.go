package tabletop

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// The types an option may have (see OptionInfo.Type).
var optionTypes = []string{"int", "number", "bool", "string", "seed", "list"}

// fillMode says what fillOptions does where its callers differ.
type fillMode struct {
	// drawSeeds draws a seed left out at random (randomSeed); without it, a seed
	// left out is an error (Fold must replay the seed the game had).
	drawSeeds bool
	// checkBounds checks an int option's Min and Max. Every caller
	// checks them; the handle reads options without, only to ask a game
	// for its own words about a value out of bounds.
	checkBounds bool
	// dropSeeds leaves every seed out, given or not: what a bot's JSON
	// shows of its options.
	dropSeeds bool
}

// fillOptions reads data, a JSON object of options, against schema, the
// options a game or a bot describes, and returns the object it means, every
// option in the schema's order: those given, each checked against its type
// (and bounds, as mode says), then the defaults of the rest, and a seed
// left out as mode says. Empty data, or null, is the empty object; an
// option given as null is left out. The error says what is wrong in words,
// without a sentinel.
func fillOptions(schema []OptionInfo, data []byte, mode fillMode) (json.RawMessage, error) {
	if len(data) > maxInput {
		return nil, fmt.Errorf("the options are %d bytes, more than %d", len(data), maxInput)
	}
	given, err := readObject(data)
	if err != nil {
		return nil, err
	}
	var unknown []string
	for name := range given {
		if !slices.ContainsFunc(schema, func(o OptionInfo) bool { return o.Name == name }) {
			unknown = append(unknown, engine.Quote(name))
		}
	}
	if len(unknown) > 0 {
		slices.Sort(unknown)
		return nil, fmt.Errorf("no option %s; the options are %s", strings.Join(unknown, ", "), optionNames(schema))
	}
	out := []byte{'{'}
	for _, o := range schema {
		value, ok := given[o.Name]
		switch {
		case o.Type == "seed" && mode.dropSeeds:
			continue
		case ok:
			if value, err = o.check(value, mode.checkBounds); err != nil {
				return nil, err
			}
		case o.Default != nil:
			value, _ = json.Marshal(o.Default)
			value, _ = o.check(value, false) // in its normal form: checkSchema passed it
		case o.Type == "seed" && mode.drawSeeds:
			value = strconv.AppendQuote(nil, strconv.FormatUint(randomSeed(), 10))
		case o.Type == "seed":
			return nil, fmt.Errorf("the %s is missing: give the one the game was opened with, which Table.Options reports", o.Name)
		default:
			continue
		}
		if len(out) > 1 {
			out = append(out, ',')
		}
		name, _ := json.Marshal(o.Name)
		out = append(append(append(out, name...), ':'), value...)
	}
	return append(out, '}'), nil
}

// randomSeed draws a seed from the runtime's generator, which the system's
// randomness seeds at start: unforeseeable enough for a game, and, unlike
// crypto/rand, it links no cryptography into a WebAssembly build.
func randomSeed() uint64 {
	return rand.Uint64()
}

// readObject reads data, a JSON object, into its fields, refusing a name
// given twice; empty data (white space alone included, as JSON reads
// it), or null, is the empty object, and a field given as null is left
// out.
func readObject(data []byte) (map[string]json.RawMessage, error) {
	fields := map[string]json.RawMessage{}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || string(trimmed) == "null" {
		return fields, nil
	}
	err := engine.Decode(data, &fields, engine.Strict{AllowUnknown: true, RefuseRepeats: true})
	if broken := new(engine.DecodeError); errors.As(err, &broken) && !broken.Broken && trimmed[0] != '{' {
		return nil, fmt.Errorf("the options must be a JSON object, not %s", kindOf(trimmed))
	}
	if err != nil {
		return nil, err
	}
	for name, value := range fields {
		if string(value) == "null" {
			delete(fields, name)
		}
	}
	return fields, nil
}

// readWire reads data, which messages call what ("" for nothing), into v:
// broken JSON gives an error wrapping sentinel that says where it breaks,
// and any other error is the type's own, returned as it is.
func readWire(data []byte, v any, what string, sentinel error) error {
	err := engine.Decode(data, v, engine.Strict{AllowUnknown: true})
	if broken, ok := err.(*engine.DecodeError); ok && broken.Broken && what == "" {
		return fmt.Errorf("%w: %v", sentinel, broken)
	}
	if broken, ok := err.(*engine.DecodeError); ok && broken.Broken {
		return fmt.Errorf("%w: %s is %v", sentinel, what, broken)
	}
	return err
}

// kindOf names the kind of a JSON value, as a message reads it.
func kindOf(value []byte) string {
	value = bytes.TrimSpace(value)
	if len(value) == 0 {
		return "nothing"
	}
	switch value[0] {
	case '"':
		return "a string"
	case '{':
		return "an object"
	case '[':
		return "a list"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// check returns value, given for o, in its normal form (a seed as a
// string), or an error that says what o must be; bounds checks o's Min and
// Max.
func (o OptionInfo) check(value json.RawMessage, bounds bool) (json.RawMessage, error) {
	kind := kindOf(value)
	switch o.Type {
	case "int":
		n, err := strconv.ParseInt(string(value), 10, 64)
		f, floatErr := strconv.ParseFloat(string(value), 64)
		switch {
		case kind != "a number":
			return nil, fmt.Errorf("%s must be a whole number, not %s", o.Name, kind)
		case err != nil && floatErr == nil && f == math.Trunc(f) && math.Abs(f) < 1<<63:
			// One rule for every number of the wire, moves' seats as
			// options: digits alone, as JSON.stringify writes them.
			return nil, fmt.Errorf("%s must be a whole number in digits, such as %d, not %s", o.Name, int64(f), engine.Shorten(string(value), 40))
		case err != nil && errors.Is(err, strconv.ErrRange):
			return nil, fmt.Errorf("%s is out of range: %s is too large", o.Name, engine.Shorten(string(value), 40))
		case err != nil:
			return nil, fmt.Errorf("%s must be a whole number, not %s", o.Name, engine.Shorten(string(value), 40))
		case bounds && (o.Min != 0 || o.Max != 0) && (n < int64(o.Min) || n > int64(o.Max)):
			return nil, fmt.Errorf("%s must be from %d to %d, not %s", o.Name, o.Min, o.Max, engine.Shorten(string(value), 40))
		}
	case "number":
		f, err := strconv.ParseFloat(string(value), 64)
		switch {
		case kind != "a number":
			return nil, fmt.Errorf("%s must be a number, not %s", o.Name, kind)
		case err != nil:
			// 1e400 is ±Inf to Go: no program reads it as a float64
			return nil, fmt.Errorf("%s is out of range: %s is too large", o.Name, engine.Shorten(string(value), 40))
		case bounds && (o.Min != 0 || o.Max != 0) && (f < float64(o.Min) || f > float64(o.Max)):
			return nil, fmt.Errorf("%s must be from %d to %d, not %s", o.Name, o.Min, o.Max, engine.Shorten(string(value), 40))
		}
	case "bool", "string", "list":
		want := map[string]string{"bool": "a boolean", "string": "a string", "list": "a list"}[o.Type]
		if kind != want {
			return nil, fmt.Errorf("%s must be %s, not %s", o.Name, strings.Replace(want, "a boolean", "true or false", 1), kind)
		}
	case "seed":
		s, err := engine.UnmarshalSeed(value)
		if err != nil {
			return nil, fmt.Errorf("%s must be a whole number from 0 to 2^64-1, as a string or a number, not %s", o.Name, engine.Shorten(string(value), 40))
		}
		return strconv.AppendQuote(nil, strconv.FormatUint(s, 10)), nil
	}
	return value, nil
}

// checkSchema reports what is wrong with the options schema of a bot that
// is being registered: an option without a name, a name that is not a
// key of the wire's style (validOptionName), a name given twice, a type it
// may not have, bounds on a type that has none or the wrong way round, or a
// default that its own option refuses.
func checkSchema(schema []OptionInfo) error {
	for i, o := range schema {
		switch {
		case o.Name == "":
			return fmt.Errorf("option %d has no name", i)
		case !validOptionName(o.Name):
			return fmt.Errorf("option %s is no option's name: a letter, then letters and digits, at most 32 (lower camel case, as the wire's keys: untilDeadline)", engine.Quote(o.Name))
		case (o.Min != 0 || o.Max != 0) && o.Type != "int" && o.Type != "number":
			return fmt.Errorf("option %s of type %s has bounds: only an int or a number has", o.Name, engine.Quote(o.Type))
		case slices.ContainsFunc(schema[:i], func(p OptionInfo) bool { return p.Name == o.Name }):
			return fmt.Errorf("two options are called %s", engine.Quote(o.Name))
		case !slices.Contains(optionTypes, o.Type):
			return fmt.Errorf("option %s has type %s; the types are %s", o.Name, engine.Quote(o.Type), strings.Join(optionTypes, ", "))
		case o.Min > o.Max:
			return fmt.Errorf("option %s has min %d above max %d", o.Name, o.Min, o.Max)
		}
		if o.Default != nil {
			value, err := json.Marshal(o.Default)
			if err == nil {
				_, err = o.check(value, true)
			}
			if err != nil {
				return fmt.Errorf("the default of option %s: %v", o.Name, err)
			}
		}
	}
	return nil
}

// validOptionName reports whether name may name an option: an ASCII
// letter, then ASCII letters and digits, at most 32 bytes, as the wire's
// keys are (untilDeadline).
func validOptionName(name string) bool {
	if len(name) > 32 || name == "" || !isASCIILetter(name[0]) {
		return false
	}
	for i := range len(name) {
		if c := name[i]; !isASCIILetter(c) && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// isASCIILetter reports whether c is an ASCII letter.
func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// optionNames lists the names of a schema's options.
func optionNames(schema []OptionInfo) string {
	if len(schema) == 0 {
		return "none"
	}
	names := make([]string, len(schema))
	for i, o := range schema {
		names[i] = o.Name
	}
	return strings.Join(names, ", ")
}

// CheckOptions reports whether [Open] would open the game called game
// with options: nil, or the error Open would give (wrapping
// [ErrUnknownGame] or [ErrInvalidOptions]), so that a form built from
// [Games] checks what a player chose before it opens a table, the rules
// between options too, which each option's Doc says (Linko!'s rounds are
// 1 or a multiple of the players; a firstSeat is below the players).
func CheckOptions(game string, options []byte) error {
	_, err := Open(game, options)
	return err
}
