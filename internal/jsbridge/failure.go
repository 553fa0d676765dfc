package jsbridge

import (
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"

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
	detail := inPackageWords(err.Error())
	f := failure{Code: "error", Message: detail, Detail: detail}
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

// goNames are the Go names that a message of the handle may hold, and
// the JavaScript package's names for them.
var goNames = strings.NewReplacer(
	"Table.Options", "Table.options()",
	"Open, Load or Fold", "Engine.open, load or fold",
	"NewBot", "Engine.newBot",
)

// seats finds, in a message of the handle, a seat as the wire counts it
// from 0: the table's seats ("seats 0 to 2"), or one seat ("seat 1"), and
// the words before that say the number is an option's or an argument's
// value, which stays as it was given ("first seat 3", "no such seat: seat
// 5; the table has seats 0 to 2").
var seats = regexp.MustCompile(`(first |no such seat: )?\bseat(s?) (-?\d+)(?: to (\d+))?\b`)

// inPackageWords returns message, a message of the handle for a
// developer, in the JavaScript package's words: its functions' names, and
// seats counted from 1 and named as a player's sentence names them ("Seat
// 2"), but a seat given as an argument or an option, which is the
// caller's number; the table's seats are then said in both counts.
func inPackageWords(message string) string {
	message = goNames.Replace(message)
	return seats.ReplaceAllStringFunc(message, func(found string) string {
		m := seats.FindStringSubmatch(found)
		before, plural, first, last := m[1], m[2], m[3], m[4]
		if before == "first " {
			return found
		}
		if before != "" { // the caller's seat argument
			return before + "the seat argument " + first
		}
		from, _ := strconv.Atoi(first)
		if from < 0 { // the spectator, who has no Seat
			return found
		}
		if plural == "" || last == "" {
			return "Seat" + plural + " " + strconv.Itoa(from+1)
		}
		to, _ := strconv.Atoi(last)
		return fmt.Sprintf("seats %d to %d (Seat %d to Seat %d)", from, to, from+1, to+1)
	})
}
