package jsbridge

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
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
	// Field is the option a refusal of a game's options is about
	// (a *tabletop.OptionError's), such as "rounds": the setting a form
	// marks; "" where no one option is at fault, and for any other
	// failure.
	Field string `json:"field,omitempty"`
	// Message is the sentence for a player where the error has one, and
	// the error's message otherwise.
	Message string `json:"message"`
	// Detail is the error's message, for a developer.
	Detail string `json:"detail"`
	// PlayerMessage is always a sentence a player may read, from the
	// catalogue of the language the call named: a refused move's sentence,
	// or else the catalogue's word for a failure the player cannot mend.
	PlayerMessage string `json:"playerMessage"`
	// PlayerMessages is a refused move's sentence in every language, by
	// its tag ("fr"): what TabletopError.playerMessageIn says when a page
	// changes its language after the call; absent for any other failure,
	// whose sentences the package holds itself.
	PlayerMessages map[string]string `json:"playerMessages,omitempty"`
}

// A spoken error is an error of a call that names the language its
// sentence for a player is to be in, and maybe the seats' names:
// [Failure] says it in that language, with those names.
type spoken struct {
	error
	lang  lang.Language
	names []string
}

func (s spoken) Unwrap() error { return s.error }

// said returns a call's result with its failure said in language l,
// naming the seats names.
func said(l lang.Language, names []string) func(out []byte, err error) ([]byte, error) {
	return func(out []byte, err error) ([]byte, error) {
		if err != nil {
			return nil, spoken{err, l, names}
		}
		return out, nil
	}
}

// A fielded error is a refusal of a game's options that names the option
// it is about: [Failure] writes it as the failure's "field".
type fielded struct {
	error
	field string
}

func (f fielded) Unwrap() error { return f.error }

// withField returns err with the option a *tabletop.OptionError names,
// for a form to mark; err itself where no one option is at fault.
func withField(err error) error {
	if refused := new(tabletop.OptionError); errors.As(err, &refused) {
		return fielded{err, refused.Option}
	}
	return err
}

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
	// A table loaded from a position has no log from the start: a case a
	// page handles (it saves by position instead), not the catch-all.
	{tabletop.ErrNotFromStart, "not-from-start"},
	// A seat outside the table is the caller's mistake, never a turn.
	{tabletop.ErrNoSeat, "bad-argument"},
	{tabletop.ErrUnknownBot, "unknown-bot"},
	// A built-in bot that fails (a panic, an illegal move) is a defect of
	// the engine, not the caller's: a code of its own, so that a page
	// tells it from a refused move. ErrInvalidBot (RegisterBot's, a bot at
	// another game's table), ErrNoGame (the zero Table or Bot),
	// ErrOthersHistory (Table.History) and ErrReservedName (CheckName)
	// have none: no call of the package can meet them (it registers no
	// bot, checks a bot's table before it chooses, makes no zero value
	// and offers neither History nor CheckName).
	{tabletop.ErrBotFailed, "bot-failed"},
	{ErrBadCall, "bad-call"},
}

// Failure returns err as JSON: an object of "code" (the handle's sentinel
// it wraps, such as "illegal-move", or "error" for none), "reason" (a
// refused move's reason, "not-your-turn" for a move of another seat, left
// out where there is none), "field" (the option a refusal of a game's
// options is about, left out where none is), "message" (the
// sentence for a player where the error has one, in the language the call
// named, else the error's message), "detail" (the error's message) and
// "playerMessage" (a sentence for a player always: see failure).
func Failure(err error) []byte {
	detail := inPackageWords(err.Error())
	f := failure{Code: "error", Message: detail, Detail: detail}
	for _, c := range codes {
		if errors.Is(err, c.err) {
			f.Code = c.code
			break
		}
	}
	if fault := (fielded{}); errors.As(err, &fault) {
		f.Field = fault.field
	}
	l, names := lang.English, []string(nil)
	var in spoken
	if errors.As(err, &in) {
		l, names = in.lang, in.names
	}
	words := speech.Of(l)
	f.PlayerMessage = words.Typeset(words.Refusals["error"])
	// A move refused inside a log or a position is a damaged save, not a
	// move of the player's: its message keeps the library's words, which
	// say which event is wrong ("event 3: …"), not the move's sentence.
	if reason, sentence, ok := refusal(err, l, names); ok && f.Code != "invalid-event" && f.Code != "invalid-position" {
		f.Reason, f.Message, f.PlayerMessage = reason, sentence, sentence
		f.PlayerMessages = make(map[string]string, len(lang.All()))
		for _, each := range lang.All() {
			_, f.PlayerMessages[each.String()], _ = refusal(err, each, names)
		}
	}
	// Refused options say to the player what to change (an option a form
	// offers) or that the settings cannot start the game.
	if options := new(tabletop.OptionError); errors.As(err, &options) {
		f.PlayerMessage = options.Sentence(l)
		f.PlayerMessages = make(map[string]string, len(lang.All()))
		for _, each := range lang.All() {
			f.PlayerMessages[each.String()] = options.Sentence(each)
		}
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
// errors grow. The sentence is in language l, the seats called names.
func refusal(err error, l lang.Language, names []string) (reason, sentence string, ok bool) {
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
					return r.String(), s.Sentence(l, names), true
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
	"opened by Load or Guess", "opened by Engine.load or Engine.guess",
	"save it by its Position", "save it by its position()",
	"no game: the View shows none", "the view holds no game (pass what Table.view returned)",
	"NewBot", "Engine.newBot",
	"no such seat: seat ", "no seat ",
	"; the table has seats", ": the table has seats",
)

// inPackageWords returns message, a message of the handle for a
// developer, in the JavaScript package's words: its functions' names, and
// seats as the caller's arguments count them, from 0, with their place
// in words ("seat 1 (the second seat)"), but for a seat given as an
// argument or an option, which stays the caller's number alone ("first
// seat 3", and "no such seat: seat 5", said "no seat 5"); the
// table's seats ("seats 0 to 2") are said in both counts. (A scan, not a regexp: the regexp package would add
// half a megabyte to the WebAssembly.)
func inPackageWords(message string) string {
	message = goNames.Replace(withoutPackages(message))
	var b strings.Builder
	for {
		at := strings.Index(message, "seat")
		if at < 0 {
			b.WriteString(message)
			return b.String()
		}
		p, ok := readSeats(message[at:])
		if !ok || at > 0 && isWordByte(message[at-1]) {
			b.WriteString(message[:at+len("seat")])
			message = message[at+len("seat"):]
			continue
		}
		b.WriteString(message[:at])
		b.WriteString(p.say(b.String()))
		message = message[at+len(p.text):]
	}
}

// goPackages are the Go packages whose names their errors put before
// their messages ("lino: invalid options: …"): words of Go, not of the
// JavaScript package, whose function's name leads its messages instead.
var goPackages = []string{"tabletop", "linko", "lino", "linx"}

// withoutPackages returns message without the Go packages' prefixes, at
// its start or after a colon ("lino: invalid options: …" reads "invalid
// options: …").
func withoutPackages(message string) string {
	var b strings.Builder
	for {
		for again := true; again; {
			again = false
			for _, p := range goPackages {
				if rest, ok := strings.CutPrefix(message, p+": "); ok {
					message, again = rest, true
				}
			}
		}
		at := strings.Index(message, ": ")
		if at < 0 {
			b.WriteString(message)
			return b.String()
		}
		b.WriteString(message[:at+2])
		message = message[at+2:]
	}
}

// A seatsPhrase is "seat N" or "seats N to M" in a message.
type seatsPhrase struct {
	text     string // the phrase as the message writes it
	from, to int    // N, and M where hasTo
	hasTo    bool
}

// readSeats reads the phrase at the start of s, which starts with "seat".
func readSeats(s string) (p seatsPhrase, ok bool) {
	rest := strings.TrimPrefix(strings.TrimPrefix(s, "seat"), "s")
	after, spaced := strings.CutPrefix(rest, " ")
	if !spaced {
		return p, false
	}
	if p.from, rest, ok = leadingNumber(after); !ok {
		return p, false
	}
	if after, found := strings.CutPrefix(rest, " to "); found {
		if to, more, isTo := leadingNumber(after); isTo {
			p.to, p.hasTo, rest = to, true, more
		}
	}
	if rest != "" && isWordByte(rest[0]) {
		return p, false
	}
	p.text = s[:len(s)-len(rest)]
	return p, true
}

// say returns the phrase in the package's words, given the message's
// words before it.
func (p seatsPhrase) say(before string) string {
	switch {
	case strings.HasSuffix(before, "no ") || strings.HasSuffix(before, "first ") || p.from < 0:
		return p.text
	case p.hasTo:
		return fmt.Sprintf("seats %d to %d (the %s to the %s)", p.from, p.to, ordinal(p.from), ordinal(p.to))
	}
	return fmt.Sprintf("seat %d (the %s seat)", p.from, ordinal(p.from))
}

// ordinals are the places of the seats a game may have, from seat 0.
var ordinals = []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"}

// ordinal returns the place of seat, from 0, in words: "second" for 1.
func ordinal(seat int) string {
	if seat < len(ordinals) {
		return ordinals[seat]
	}
	return fmt.Sprintf("number %d", seat+1)
}

// leadingNumber reads a whole number, maybe negative, at the start of s,
// and returns it and what follows.
func leadingNumber(s string) (n int, rest string, ok bool) {
	end := 0
	if strings.HasPrefix(s, "-") {
		end = 1
	}
	for end < len(s) && '0' <= s[end] && s[end] <= '9' {
		end++
	}
	n, err := strconv.Atoi(s[:end])
	return n, s[end:], err == nil
}

// isWordByte reports whether c is a letter or a digit of ASCII.
func isWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}
