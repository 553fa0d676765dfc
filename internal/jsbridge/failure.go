package jsbridge

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"
	"unicode"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
)

// A failure is an error as a caller in another language reads it.
type failure struct {
	// Code names the handle's sentinel the error wraps, such as
	// "illegal-move": what a program switches on.
	Code string `json:"code"`
	// Reason is why a move was refused, where the error says (a refused
	// move's reason, such as "not-your-turn"); "" otherwise.
	Reason string `json:"reason,omitempty"`
	// Message is the sentence for a player where the error has one, and
	// the error's message otherwise.
	Message string `json:"message"`
	// Detail is the error's message, for a developer.
	Detail string `json:"detail"`
}

// A spoken error is an error of a call that names the language its
// sentence for a player is to be in: [Failure] says it in that language.
type spoken struct {
	error
	lang lang.Language
}

func (s spoken) Unwrap() error { return s.error }

// codes names the handle's sentinels, in the order they are tried.
var codes = []struct {
	err  error
	code string
}{
	{tabletop.ErrUnknownGame, "unknown-game"},
	{tabletop.ErrInvalidOptions, "invalid-options"},
	{tabletop.ErrIllegalMove, "illegal-move"},
	{tabletop.ErrInvalidPosition, "invalid-position"},
	{tabletop.ErrInvalidEvent, "invalid-event"},
	{tabletop.ErrNoSeat, "no-seat"},
	{tabletop.ErrUnknownBot, "unknown-bot"},
	{tabletop.ErrInvalidBot, "invalid-bot"},
	{tabletop.ErrNoGame, "no-game"},
	{ErrBadCall, "bad-call"},
}

// Failure returns err as JSON: an object of "code" (the handle's sentinel
// it wraps, such as "illegal-move", or "error" for none), "reason" (a
// refused move's reason, "not-your-turn" for a move of another seat, left
// out where there is none), "message" (the
// sentence for a player where the error has one, in the language the call
// named, else the error's message) and "detail" (the error's message).
func Failure(err error) []byte {
	f := failure{Code: "error", Message: err.Error(), Detail: err.Error()}
	for _, c := range codes {
		if errors.Is(err, c.err) {
			f.Code = c.code
			break
		}
	}
	l := lang.English
	var in spoken
	if errors.As(err, &in) {
		l = in.lang
	}
	if reason, sentence, ok := refusal(err, l); ok {
		f.Reason, f.Message = reason, sentence
	}
	// A move of another seat than the one that sent it is, to a caller
	// that switches on the reason, a move out of its turn: the library
	// calls it malformed, and says so in its sentence.
	var refused *engine.MoveError
	if errors.As(err, &refused) && refused.Phrase == engine.PhraseOtherSeat {
		f.Reason = string(engine.NotYourTurn)
	}
	out, _ := marshal(f) // strings only: it cannot fail
	return out
}

// refusal finds, in err's chain, an error that carries a reason and a
// sentence for a player (a refused move), and returns them. It reads any
// error with a string field Reason and a method Sentence(l lang.Language,
// names []string) string, so that the bridge needs no change as the games'
// errors grow. The sentence is in language l.
func refusal(err error, l lang.Language) (reason, sentence string, ok bool) {
	queue := []error{err}
	for len(queue) > 0 {
		e := queue[0]
		queue = queue[1:]
		if s, isS := e.(interface {
			Sentence(l lang.Language, names []string) string
		}); isS {
			v := reflect.ValueOf(e)
			if v.Kind() == reflect.Pointer && !v.IsNil() {
				v = v.Elem()
			}
			if v.Kind() == reflect.Struct {
				if r := v.FieldByName("Reason"); r.IsValid() && r.Kind() == reflect.String {
					return r.String(), s.Sentence(l, nil), true
				}
			}
		}
		switch u := e.(type) {
		case interface{ Unwrap() error }:
			if next := u.Unwrap(); next != nil {
				queue = append(queue, next)
			}
		case interface{ Unwrap() []error }:
			queue = append(queue, u.Unwrap()...)
		}
	}
	return "", "", false
}

// camelKeys returns the JSON data with every object's keys in the wire's
// camelCase (Pick: pick, JSON: json, MoveJSON: moveJSON), in their order:
// the handle's Choice and Move have no JSON names of their own, and any
// field added to them reaches the caller named as the wire names things.
func camelKeys(data []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var out []byte
	// inObject[i] says whether the i-th open container is an object, and
	// wantKey whether the next token of the innermost object is a key.
	var inObject []bool
	wantKey := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		if n := len(out); n > 0 && out[n-1] != '[' && out[n-1] != '{' && out[n-1] != ':' && !isClose(tok) {
			out = append(out, ',')
		}
		switch tok := tok.(type) {
		case json.Delim:
			out = append(out, byte(tok))
			if tok == '{' || tok == '[' {
				inObject = append(inObject, tok == '{')
			} else {
				inObject = inObject[:len(inObject)-1]
			}
			wantKey = tok == '{' || len(inObject) > 0 && inObject[len(inObject)-1]
			continue
		case string:
			if wantKey {
				tok = camel(tok)
			}
			b, _ := marshal(tok)
			out = append(out, b...)
		case json.Number:
			out = append(out, tok...)
		default: // bool, nil
			b, _ := json.Marshal(tok)
			out = append(out, b...)
		}
		if wantKey {
			out = append(out, ':')
			wantKey = false
		} else {
			wantKey = len(inObject) > 0 && inObject[len(inObject)-1]
		}
	}
}

func isClose(tok json.Token) bool { return tok == json.Delim('}') || tok == json.Delim(']') }

// camel returns a Go field name in camelCase: its leading capitals lower,
// but the last of several when a lower letter follows (URLPath: urlPath).
func camel(name string) string {
	r := []rune(name)
	n := 0
	for n < len(r) && unicode.IsUpper(r[n]) {
		n++
	}
	if n > 1 && n < len(r) {
		n--
	}
	return strings.ToLower(string(r[:n])) + string(r[n:])
}
