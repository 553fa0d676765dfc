package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// A Reason says why a move was refused, as a code that a front-end can
// switch on. The set is small and closed: the four below, which every game
// shares, and each game's few own, which its package lists.
type Reason string

// The reasons that every game shares.
const (
	// NotYourTurn: another seat is to move, or nobody is (MoveError.ToMove
	// says who).
	NotYourTurn Reason = "not-your-turn"
	// GameOver: the game is over.
	GameOver Reason = "game-over"
	// NotLegalHere: a rule forbids the move now; the generic reason.
	NotLegalHere Reason = "not-legal-here"
	// Malformed: the input is no move of the game (bad notation or JSON),
	// or a move of another seat than the one that sent it.
	Malformed Reason = "malformed"
)

// A MoveError is a refused move: the one error type of every game's
// Decide, Apply, Next and ParseMove, and of the handle's Play and PlayJSON,
// so that one errors.As serves all. errors.Is finds the game's
// ErrIllegalMove in every MoveError, and its ErrNotYourTurn or ErrGameOver
// when that is the reason (through the handle, the handle's too).
//
// It marshals to JSON with the wire's names; the sentence, which depends on
// the reader's names, is Sentence's.
type MoveError struct {
	// Game is the name of the game: "linko", "lino" or "linx".
	Game string `json:"game"`
	// Seat is the seat that tried the move, counted from 0 as on the wire;
	// -1 when the input named none that could be read.
	Seat int `json:"seat"`
	// Move is the move: its notation, or the input as given when it is
	// malformed.
	Move string `json:"move"`
	// Reason says why the move was refused.
	Reason Reason `json:"reason"`
	// ToMove is the seat to move, counted from 0; -1 when nobody is.
	ToMove int `json:"toMove"`
	// Item is what the refusal is about, in the words a player reads (a
	// card, a tile, a cell), or "".
	Item string `json:"item,omitempty"`
	// Other is another seat that the sentence names, counted from 0 (the
	// owner of a meld, say); -1 when none.
	Other int `json:"other"`
	// Detail is the developer's account of why, after the prefix of
	// Error's message.
	Detail string `json:"detail"`
	// Phrase is the key of the sentence's words when they are finer than
	// Reason's, such as "pile-empty"; "" for Reason's own. A front-end
	// with sentences of its own may key them on Phrase, then Reason.
	Phrase string `json:"phrase,omitempty"`

	words Words   // the game's words
	errs  []error // what Unwrap returns, the most specific sentinel first
}

// Error returns the developer's message: the game's prefix and the
// sentinel's words, then the detail ("linko: not your turn: …").
func (e *MoveError) Error() string {
	var head string
	switch {
	case len(e.errs) > 0:
		head = e.errs[0].Error()
	case e.Game != "":
		head = e.Game + ": illegal move"
	default: // a Refusal not yet completed, such as an event's check uses
		return e.Detail
	}
	if e.Detail == "" {
		return head
	}
	return head + ": " + e.Detail
}

// Unwrap returns the sentinels the error matches.
func (e *MoveError) Unwrap() []error { return e.errs }

// Sentence returns a plain sentence for the player who tried the move, in
// the second person, naming a seat i by names[i] when it is given and not
// empty, and as "Seat i+1" otherwise.
func (e *MoveError) Sentence(names []string) string {
	text := e.template()
	if e.ToMove >= 0 {
		text = strings.ReplaceAll(text, "{toMove}", SeatName(names, e.ToMove))
	}
	if e.Other >= 0 {
		text = strings.ReplaceAll(text, "{other}", SeatName(names, e.Other))
	}
	return strings.ReplaceAll(text, "{item}", e.Item)
}

// template returns the words for the error, with its placeholders.
func (e *MoveError) template() string {
	keys := [...]string{e.Phrase, string(e.Reason), ""}
	if e.Reason == NotYourTurn {
		keys[2] = phraseNobody
	}
	for _, words := range [...]Words{e.words, sharedWords} {
		for _, key := range keys {
			if text, ok := words[key]; ok && key != "" && e.fits(text) {
				return text
			}
		}
	}
	return sharedWords[string(NotLegalHere)]
}

// fits reports whether the error has what text needs.
func (e *MoveError) fits(text string) bool {
	return (e.Item != "" || !strings.Contains(text, "{item}")) &&
		(e.Other >= 0 || !strings.Contains(text, "{other}")) &&
		(e.ToMove >= 0 || !strings.Contains(text, "{toMove}"))
}

// SeatName returns how a sentence names seat: names[seat] when it is given
// and not empty, and "Seat seat+1" otherwise.
func SeatName(names []string, seat int) string {
	if seat >= 0 && seat < len(names) && names[seat] != "" {
		return names[seat]
	}
	return "Seat " + strconv.Itoa(seat+1)
}

// Words is one language's sentences for refused moves, keyed by reason or
// by a finer phrase of the game's. A sentence may hold {toMove}, the name
// of the seat to move, {other}, the name of the seat Other, and {item}, the
// MoveError's Item; a sentence is used only when the error has what it
// holds.
type Words map[string]string

// Refusal returns the start of a MoveError that the rules give: its
// reason, the phrase of its sentence ("" for the reason's), its item and
// its detail. [Refuser.Refuse] completes it.
func Refusal(reason Reason, phrase, item, detail string) *MoveError {
	return &MoveError{Reason: reason, Phrase: phrase, Item: item, Detail: detail, Seat: -1, ToMove: -1, Other: -1}
}

// A Refuser makes one game's MoveErrors.
type Refuser struct {
	// Game is the game's name, which begins its messages.
	Game string
	// Illegal, NotYourTurn and GameOver are the game's sentinels.
	Illegal, NotYourTurn, GameOver error
	// Words are the game's sentences.
	Words Words
}

// Refuse returns the MoveError of the move (its notation) that seat tried
// while toMove was to move: why, completed, when it is a MoveError from
// [Refusal], and a refusal for not-legal-here that says why otherwise.
// Further sentinels, such as the handle's, are matched too.
func (r *Refuser) Refuse(seat int, move string, toMove int, why error, also ...error) *MoveError {
	var e MoveError
	var start *MoveError
	if errors.As(why, &start) {
		e = *start
	} else {
		e = MoveError{Reason: NotLegalHere, Detail: why.Error(), Other: -1}
	}
	e.Game, e.Seat, e.Move, e.ToMove, e.words = r.Game, seat, move, toMove, r.Words
	e.errs = make([]error, 0, 2+len(also))
	switch e.Reason {
	case NotYourTurn:
		e.errs = append(e.errs, r.NotYourTurn)
	case GameOver:
		e.errs = append(e.errs, r.GameOver)
	}
	e.errs = append(append(e.errs, r.Illegal), also...)
	return &e
}

// Malformed returns the MoveError of input that is no move of the game:
// text, as given, that seat (-1 when unknown) sent, refused for why.
func (r *Refuser) Malformed(seat int, text, why string) *MoveError {
	refused := r.Refuse(seat, Shorten(text, maxMoveField), -1, Refusal(Malformed, "", "", Quote(text)+" is not a move: "+why))
	return refused
}

// maxMoveField bounds the input a MoveError's Move keeps of a malformed
// move: a megabyte of junk makes no megabyte error.
const maxMoveField = 256

// OtherSeat returns the MoveError of a move of seat other, text, that
// seat sent.
func (r *Refuser) OtherSeat(seat int, text string, other int) *MoveError {
	detail := fmt.Sprintf("%s is a move of seat %d, not of seat %d", Quote(text), other, seat)
	return r.Refuse(seat, text, -1, Refusal(Malformed, PhraseOtherSeat, "", detail))
}

// Rewrap returns err, a MoveError, with the further sentinels also and
// the detail begun by where ("move 3"), or err as it is when it is none.
func Rewrap(err error, where string, also ...error) error {
	var start *MoveError
	if !errors.As(err, &start) {
		return err
	}
	e := *start
	if where != "" {
		e.Detail = where + ": " + e.Detail
	}
	e.errs = append(append([]error(nil), e.errs...), also...)
	return &e
}

// phraseNobody is the key of the words for a move tried while nobody is
// to move.
const phraseNobody = "nobody-to-move"

// sharedWords are the sentences of the shared reasons, which a game's
// Words may replace.
var sharedWords = Words{
	string(NotYourTurn):  "It is not your turn: {toMove} is to move.",
	phraseNobody:         "Nobody can move now.",
	string(GameOver):     "The game is over.",
	string(NotLegalHere): "You cannot make that move now.",
	string(Malformed):    "That is not a move of this game.",
	PhraseOtherSeat:      "That is another seat's move, not yours.",
	PhraseNoGame:         "There is no game here to move in.",
}

// PhraseNoGame is the phrase of a move tried on the zero State, which
// holds no game.
const PhraseNoGame = "no-game"

// PhraseOtherSeat is the phrase of a malformed move that names another
// seat than the one that sent it.
const PhraseOtherSeat = "other-seat"
