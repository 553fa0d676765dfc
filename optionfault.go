package tabletop

import (
	"encoding/json"
	"errors"
	"maps"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// An OptionError is a refusal of a game's or a bot's options that one
// option is at fault for: [Open], [CheckOptions], [Fold] and [NewBot]
// return one, found with errors.As, so that a form marks the setting in error beside the
// refusal's message, without reading the message. Err wraps
// [ErrInvalidOptions], and so does the OptionError (Unwrap). Where no one
// option is at fault (options that are no JSON object, or that name two
// options the game does not have) the refusal is no OptionError.
//
// The option is, in this order: "game", in options that name another
// game ({"game":"lino"} given to Linko!; a save's options name their
// game); an option given twice
// ({"players":2,"players":3}); an option the game does not have
// ("roundz"); the first option, in the game's order, whose value its
// [OptionInfo] refuses (its type, its Min and Max), the one the refusal
// speaks of; and for a rule between options, which each option's Doc
// states (Linko!'s rounds are 1 or a multiple of the players; a firstSeat
// is below the players), the last option given, in the game's order,
// without which the game takes the options: the one the rule is about,
// as the players' number is what the rounds must follow.
type OptionError struct {
	// Option is the option at fault, as [GameInfo].Options names it:
	// "rounds"; or "game", which no game lists, for another game's
	// options.
	Option string
	// Err is the refusal, wrapping ErrInvalidOptions.
	Err error

	fault *optionFault // what Sentence says: a pointer, so that an OptionError stays comparable
}

// Error returns Err's message; the zero OptionError says that it is empty.
func (e *OptionError) Error() string {
	if e.Err == nil {
		return "tabletop: an empty OptionError, which no call returns"
	}
	return e.Err.Error()
}

// Unwrap returns Err, so that errors.Is finds ErrInvalidOptions.
func (e *OptionError) Unwrap() error { return e.Err }

// optionErrorJSON is an OptionError on the wire.
type optionErrorJSON struct {
	Option string `json:"option"`
	Error  string `json:"error"`
	// Sentences is Sentence in each language, by tag.
	Sentences map[string]string `json:"sentences,omitempty"`
}

// MarshalJSON writes the refusal as a form reads it:
// {"option":"rounds","error":"…","sentences":{"en":"…","fr":"…",…}}:
// the developer's message and, by language tag, the player's sentence
// (Sentence), which a form shows beside the option. The zero OptionError, which no call
// returns, refuses to marshal, as the other zero values do, rather than
// send a refusal that refuses nothing.
func (e OptionError) MarshalJSON() ([]byte, error) {
	if e.Err == nil {
		return nil, errors.New("tabletop: the zero OptionError does not marshal; marshal the one Open, CheckOptions or Fold returned")
	}
	return json.Marshal(optionErrorJSON{e.Option, e.Error(), e.sentences()})
}

// UnmarshalJSON reads an OptionError as MarshalJSON writes it, so that a
// client of a server that sends one keeps the refusal: Option is the
// option, Sentence the sentence "sentences" holds in each language (or,
// without them, that the settings cannot be used), and Err an error that
// says the "error" text and wraps
// [ErrInvalidOptions], so that errors.Is finds it as before (not the
// game's own errors, which JSON does not name). A nil *OptionError
// refuses to be read into, and JSON with no "error" text to be read.
func (e *OptionError) UnmarshalJSON(data []byte) error {
	if e == nil {
		return errors.New("tabletop: cannot read an OptionError into a nil *OptionError")
	}
	var wire optionErrorJSON
	if err := json.Unmarshal(data, &wire); err != nil {
		return err
	}
	if wire.Error == "" {
		return errors.New(`tabletop: an OptionError's JSON says no "error"`)
	}
	*e = OptionError{Option: wire.Option, Err: readOptionError(wire.Error), fault: &optionFault{said: wire.Sentences}}
	return nil
}

// A readOptionError is the refusal an OptionError read from JSON says.
type readOptionError string

// Error returns the refusal's text as the JSON said it.
func (e readOptionError) Error() string { return string(e) }

// Unwrap returns ErrInvalidOptions, which every OptionError wraps.
func (readOptionError) Unwrap() error { return ErrInvalidOptions }

// withOption returns err, g's refusal of options (nil for none), as an
// *OptionError where one option is at fault.
func withOption(g game, options []byte, err error) error {
	if !errors.Is(err, ErrInvalidOptions) {
		return err
	}
	if option := optionAtFault(g, options); option != "" {
		return &OptionError{Option: option, Err: err, fault: faultOf(g, options, option)}
	}
	return err
}

// optionAtFault returns the option at fault for g's refusal of options
// (see OptionError), or "" for none.
func optionAtFault(g game, options []byte) string {
	if len(options) > maxInput || !json.Valid(options) {
		return "" // too long, or more than one JSON value: no option's fault
	}
	without, err := engine.WithoutGame(options, g.name())
	if err != nil {
		return "game" // another game's options, or a "game" that names none
	}
	return faultIn(g.describe().Options, without, func(data []byte) bool {
		_, err := g.open(data)
		return err == nil
	})
}

// faultIn returns the option of schema at fault for the refusal of
// options, a JSON object without "game", or "" for none, as OptionError
// says: one given twice, the one that schema lacks, the first that its
// OptionInfo refuses, or the last given without which takes says the
// rest are taken.
func faultIn(schema []OptionInfo, options []byte, takes func([]byte) bool) string {
	if len(options) > maxInput || !json.Valid(options) {
		return ""
	}
	if key, twice := engine.RepeatedKey(options); twice {
		return key
	}
	given, err := readObject(options)
	if err != nil {
		return ""
	}
	unknown := ""
	for name := range given {
		if !slices.ContainsFunc(schema, func(o OptionInfo) bool { return o.Name == name }) {
			if unknown != "" {
				return ""
			}
			unknown = name
		}
	}
	if unknown != "" {
		return unknown
	}
	for _, o := range schema {
		if value, ok := given[o.Name]; ok {
			if _, err := o.check(value, true); err != nil {
				return o.Name
			}
		}
	}
	for _, o := range slices.Backward(schema) {
		if _, ok := given[o.Name]; !ok {
			continue
		}
		rest := maps.Clone(given)
		delete(rest, o.Name)
		if data, err := json.Marshal(rest); err == nil && takes(data) {
			return o.Name
		}
	}
	return ""
}
