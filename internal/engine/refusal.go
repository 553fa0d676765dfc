package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
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
	// NotLegalHere: a rule forbids the move now; the generic reason. A
	// cell off the board is one, however the move names it, typed or in
	// JSON, by its name ("Z9", beyond the axes) or its "x,y" ("99,99"):
	// the move is read, and no tile or stone can go there.
	NotLegalHere Reason = "not-legal-here"
	// Malformed: the input is no move of the game (bad notation or JSON),
	// or a move of another seat than the one that sent it; not a cell off
	// the board, which is NotLegalHere.
	Malformed Reason = "malformed"
)

// A MoveError is a refused move: the one error type of every game's
// Decide, Apply, Next and ParseMove, and of the handle's Play and PlayJSON,
// so that one errors.As serves all. errors.Is finds the game's
// ErrIllegalMove in every MoveError, and its ErrNotYourTurn or ErrGameOver
// when that is the reason (through the handle, the handle's too).
//
// It marshals to JSON with the wire's names; the sentence, which depends on
// the reader's language and names, is Sentence's. What the sentence names
// (a card, a tile, a cell) is kept as a value of the game's, not as words,
// so that each language says it in its own.
type MoveError struct {
	// The exported fields are those of the handle's tabletop.MoveError,
	// whose doc says each once (a game's MoveError is this type): the
	// game's name, the seat that sent the move (-1 when none could be
	// read), the move (cut to 256 bytes and "..."), the reason, the seat
	// to move and another seat the sentence names (each -1 when none),
	// the developer's detail, and the key of a sentence finer than the
	// reason's.
	Game   string `json:"game"`
	Seat   int    `json:"seat"`
	Move   string `json:"move"`
	Reason Reason `json:"reason"`
	ToMove int    `json:"toMove"`
	Other  int    `json:"other"`
	Detail string `json:"detail"`
	Phrase string `json:"phrase,omitempty"`

	item      Item                      // what the sentence is about, or nil
	words     func(lang.Language) Words // the game's words in a language
	errs      []error                   // what Unwrap returns, the most specific sentinel first
	sentences map[string]string         // read from JSON: each language's sentence, as sentencesJSON holds them
}

// Error returns the developer's message: the game's prefix and the
// sentinel's words, then the detail ("linko: not your turn: …"), the same
// after a JSON round trip. A nil *MoveError says that it is nil.
func (e *MoveError) Error() string {
	var head string
	switch {
	case e == nil:
		return "a nil *MoveError: no move was refused"
	case len(e.errs) > 0:
		head = e.errs[0].Error()
	case e.Game != "" && e.Reason == NotYourTurn:
		head = e.Game + ": not your turn"
	case e.Game != "" && e.Reason == GameOver:
		head = e.Game + ": game over"
	case e.Game != "":
		head = e.Game + ": illegal move"
	case e.Detail == "" && e.Reason == "":
		return "an empty MoveError: no move was refused"
	default: // a Refusal not yet completed, such as an event's check uses
		return e.Detail
	}
	if e.Detail == "" {
		return head
	}
	return head + ": " + e.Detail
}

// Unwrap returns the sentinels the error matches; a nil *MoveError
// matches none, so that errors.Is and errors.As through a typed nil match
// nothing.
func (e *MoveError) Unwrap() []error {
	if e == nil {
		return nil
	}
	return e.errs
}

// ErrNilMoveError is UnmarshalJSON's refusal of a nil *MoveError.
var ErrNilMoveError = errors.New("tabletop: cannot read JSON into a nil *MoveError")

// ErrEmptyMoveError is the refusal to marshal the zero MoveError, which
// refused no move, and to read JSON that names no reason into one.
var ErrEmptyMoveError = errors.New("tabletop: an empty MoveError refused no move: marshal the *MoveError that refused one, whose JSON names its reason")

// empty reports whether e is the zero MoveError, which refused no move.
func (e *MoveError) empty() bool { return e.Game == "" && e.Reason == "" && e.Detail == "" }

// Sentence returns a plain sentence for the player who tried the move, in
// language l and the second person, naming a seat i by names[i] when it is
// given and not empty, and as the language's "Seat i+1" otherwise. A
// MoveError read from JSON says the sentence its JSON holds, its seats
// named as they were there. A nil or empty MoveError, which refused no
// move, says nothing: "".
func (e *MoveError) Sentence(l lang.Language, names []string) string {
	if e == nil || e.empty() {
		return ""
	}
	b := speech.Of(l)
	who := b.People(-1, names)
	if text, ok := e.sentences[l.Spoken().String()]; ok { // read from JSON: finished
		return text
	}
	text := e.template(l)
	if e.ToMove >= 0 {
		text = b.Fill(text, "toMove", who(e.ToMove))
	}
	if e.Other >= 0 {
		text = b.Fill(text, "other", who(e.Other))
	}
	if e.item != nil {
		text = strings.ReplaceAll(text, "{item}", e.item.Words(l, who))
	}
	return b.Typeset(text)
}

// MarshalJSON writes the error's fields with the wire's names, and under
// "sentences" its sentence in each language, finished as Sentence says it
// with the seats' default names (elision and typography applied), so that
// a reader shows it as it is and [MoveError.UnmarshalJSON] of it says the
// same sentence. The zero MoveError, which refused no move, refuses to
// marshal: [ErrEmptyMoveError].
func (e MoveError) MarshalJSON() ([]byte, error) {
	if e.empty() {
		return nil, ErrEmptyMoveError
	}
	sentences := make(map[string]string, len(lang.All()))
	for _, l := range lang.All() {
		sentences[l.String()] = e.Sentence(l, nil)
	}
	return json.Marshal(moveErrorJSON{plainMoveError(e), sentences})
}

// UnmarshalJSON reads a MoveError as MarshalJSON writes it: its Sentence
// is the one the error said; Unwrap finds no sentinel, which JSON does not
// carry. A nil *MoveError refuses to be read into, and JSON without a
// "reason", such as {}, refuses to be read ([ErrEmptyMoveError]).
func (e *MoveError) UnmarshalJSON(data []byte) error {
	if e == nil {
		return ErrNilMoveError
	}
	var wire moveErrorJSON
	if err := json.Unmarshal(data, &wire); err != nil {
		return err
	}
	if wire.Reason == "" {
		return ErrEmptyMoveError
	}
	*e = MoveError(wire.plainMoveError)
	e.sentences = wire.Sentences
	return nil
}

// plainMoveError is a MoveError's exported fields, as JSON writes them.
type plainMoveError MoveError

// moveErrorJSON is a MoveError's JSON.
type moveErrorJSON struct {
	plainMoveError
	// Sentences is the sentence in each language, by tag, as Sentence
	// says it with the seats' default names.
	Sentences map[string]string `json:"sentences,omitempty"`
}

// template returns the words for the error in language l, with its
// placeholders.
func (e *MoveError) template(l lang.Language) string {
	keys := [...]string{e.Phrase, string(e.Reason), ""}
	if e.Reason == NotYourTurn {
		keys[2] = phraseNobody
	}
	shared := Words(speech.Of(l).Refusals)
	catalogues := [...]Words{nil, shared}
	if e.words != nil {
		catalogues[0] = e.words(l)
	}
	for _, words := range catalogues {
		for _, key := range keys {
			if text, ok := words[key]; ok && key != "" && e.fits(text) {
				return text
			}
		}
	}
	return shared[string(NotLegalHere)]
}

// fits reports whether the error has what text needs.
func (e *MoveError) fits(text string) bool {
	return (e.item != nil || !strings.Contains(text, "{item}")) &&
		(e.Other >= 0 || !strings.Contains(text, "other}")) &&
		(e.ToMove >= 0 || !strings.Contains(text, "toMove}"))
}

// An Item is what a refused move is about (a card, a tile, a cell): a
// value of the game's, which it names in each language, seats by who.
type Item interface {
	Words(l lang.Language, who func(seat int) speech.Person) string
}

// Words is one language's sentences for refused moves, keyed by reason or
// by a finer phrase of the game's. A sentence may hold {toMove}, the name
// of the seat to move, {other}, the name of the seat Other (each may
// follow a preposition that speech.Basics.Fill joins: "{à toMove}"), and {item},
// the MoveError's item in the language's words; a sentence is used only
// when the error has what it holds. The shared reasons' sentences are
// each language's speech.Basics.Refusals, which a game's Words may
// replace.
type Words map[string]string

// Refusal returns the start of a MoveError that the rules give: its
// reason, the phrase of its sentence ("" for the reason's), its item and
// its detail. [Refuser.Refuse] completes it.
func Refusal(reason Reason, phrase string, item Item, detail string) *MoveError {
	return &MoveError{Reason: reason, Phrase: phrase, item: item, Detail: detail, Seat: -1, ToMove: -1, Other: -1}
}

// About returns e about item, another seat than the one that tried the
// move, and its phrase: what a rule that refuses in several ways sets as
// it learns why. A nil *MoveError stays nil.
func (e *MoveError) About(phrase string, item Item, other int) *MoveError {
	if e == nil {
		return nil
	}
	e.Phrase, e.item, e.Other = phrase, item, other
	return e
}

// A Refuser makes one game's MoveErrors.
type Refuser struct {
	// Game is the game's name, which begins its messages.
	Game string
	// Illegal, NotYourTurn and GameOver are the game's sentinels.
	Illegal, NotYourTurn, GameOver error
	// Words returns the game's sentences in a language.
	Words func(lang.Language) Words
}

// NewRefuser returns the Refuser of the game called game, whose refusals
// words says, with the game's sentinels made here, so that each game
// writes them once: "linko: illegal move", "linko: not your turn" and
// "linko: game over".
// The Refuser is kept as the game's: [RefuserOf] returns it.
func NewRefuser(game string, words func(lang.Language) Words) *Refuser {
	r := &Refuser{Game: game, Illegal: errors.New(game + ": illegal move"),
		NotYourTurn: errors.New(game + ": not your turn"), GameOver: errors.New(game + ": game over"), Words: words}
	refusers.Lock()
	defer refusers.Unlock()
	if refusers.of == nil {
		refusers.of = map[string]*Refuser{}
	}
	refusers.of[game] = r
	return r
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

// NotNow returns the refusal of a move of seat when no move of seat's can
// be made now, whatever the move: once the game is over (over), in the
// middle of a move's events (toMove is -1), or while another seat is to
// move. It returns nil when seat is to move. Every game checks a move so
// before its own rules, and [Refuser.OutOfTurn] refuses so a move it need
// not read.
func NotNow(seat, toMove int, over bool) *MoveError {
	switch {
	case over:
		return Refusal(GameOver, "", nil, "the game is over")
	case toMove < 0:
		return Refusal(NotYourTurn, "", nil, "nobody can move in the middle of a move's events")
	case seat != toMove:
		return Refusal(NotYourTurn, "", nil, fmt.Sprintf("seat %d cannot move now: it is seat %d's turn", seat, toMove))
	}
	return nil
}

// OutOfTurn returns the MoveError of a move, text as given, that seat sent
// while toMove was to move, or once the game is over: whatever text says,
// out of turn is not-your-turn, as [NotNow] says it. seat must not be
// toMove, unless the game is over.
func (r *Refuser) OutOfTurn(seat int, text string, toMove int, over bool) *MoveError {
	return r.Refuse(seat, Shorten(text, maxMoveField), toMove, NotNow(seat, toMove, over))
}

// maxMoveField bounds the input a MoveError's Move keeps of a malformed
// move: a megabyte of junk makes no megabyte error.
const maxMoveField = 256

// OtherSeat returns the MoveError of a move of seat other, text, that
// seat sent.
func (r *Refuser) OtherSeat(seat int, text string, other int) *MoveError {
	detail := fmt.Sprintf("%s is a move of seat %d, not of seat %d", Quote(text), other, seat)
	return r.Refuse(seat, text, -1, Refusal(Malformed, PhraseOtherSeat, nil, detail))
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

// PhraseNoGame is the phrase of a move tried on the zero State, which
// holds no game.
const PhraseNoGame = "no-game"

// PhraseOtherSeat is the phrase of a malformed move that names another
// seat than the one that sent it.
const PhraseOtherSeat = "other-seat"

// A cell is a game's Cell: its column X and its row Y.
type cell interface{ ~struct{ X, Y int8 } }

// A CellItem is the cell that a refusal names, C a game's Cell, on the
// board of the move's state: "C4" as the labels name it, the same in
// every language.
type CellItem[C cell] struct {
	Cell  C
	Board speech.Frame
}

// Words names the cell.
func (c CellItem[C]) Words(lang.Language, func(int) speech.Person) string {
	xy := struct{ X, Y int8 }(c.Cell)
	return CellName(c.Board, xy.X, xy.Y)
}

// RefuseAt returns the refusal, for reason and phrase, of a move about the
// cell c: a sentence that names c as board does, or, for a cell beyond
// board, which no name of it can say, the phrase beyond, which names none.
func RefuseAt[C cell](reason Reason, phrase, beyond string, board speech.Frame, c C, detail string) *MoveError {
	if xy := struct{ X, Y int8 }(c); !board.Contains(int(xy.X), int(xy.Y)) {
		return Refusal(reason, beyond, nil, detail)
	}
	return Refusal(reason, phrase, CellItem[C]{c, board}, detail)
}

// NoMove returns why the seat of a View has no move to make, wrapping the
// game's sentinel illegal: a View of no game (players 0, the zero View), or
// a seat that is not to move.
func NoMove(illegal error, players, seat, toMove int) error {
	if players == 0 {
		return fmt.Errorf("%w: no game: the zero View holds none", illegal)
	}
	return fmt.Errorf("%w: seat %d has no move to make (seat %d is to move)", illegal, seat, toMove)
}
