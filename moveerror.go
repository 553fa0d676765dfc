package tabletop

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
)

// A MoveError is a refused move: every error of [Table.Play] and
// [Table.PlayJSON] that refuses the move (not those of a seat that is not
// at the table, or of the zero Table) is a *MoveError, whose Reason a
// front-end switches on and whose Sentence it shows the player. Its Seat
// is the seat that sent the move and its ToMove the seat to move, whatever
// the move held.
//
// It is the game's own refusal seen through the handle: errors.Is finds
// the handle's sentinels ([ErrIllegalMove], and [ErrNotYourTurn] or
// [ErrGameOver] when that is the reason) and the game's, and errors.As
// finds the game package's MoveError too, such as a *linko.MoveError.
//
// It marshals to JSON with the wire's names, and with its sentence in
// every language said with the seats' default names (names are in no
// JSON, as in no save), so that [MoveError.UnmarshalJSON] of it says the
// same [MoveError.Sentence] given nil or empty names: a named table's
// refusal read back says "Seat 2" where the table said "Bo" until its
// Sentence is given the names again.
//
// Refusals. A refused move is a *[MoveError] in every game. Its Reason is a
// code to switch on, its Seat the seat that sent the move and its ToMove
// the seat to move; its Sentence(l, names) is a plain sentence for the
// player, in language l and the second person:
//
//	var refused *tabletop.MoveError
//	if errors.As(err, &refused) {
//		show(refused.Sentence(lang.English, names)) // "It is not your turn: Seat 2 is to move."
//	}
//
// The sentence names a seat i by names[i] where it is given and not empty
// (as [CleanName] makes it, or the computer: [Computer]), and as the
// language's "Seat i+1" otherwise. Nil names are the names of the table
// that refused the move ([Table.WithNames]), so that a named table's names
// are given once; an empty, non-nil list names every seat by its default
// name.
//
// A MoveError marshals to JSON with its sentence in each language, said
// with the seats' default names. Read back, it says the sentence its JSON
// holds; given names, it says the sentence again with them, rebuilt from
// its fields (Reason, Phrase, ToMove, Other) and the game's words,
// wherever those say the sentence its JSON holds (the refusals that name
// a card or a cell, which JSON keeps as words alone, keep the JSON's). A
// MoveError read from JSON matches [ErrIllegalMove]. A nil *MoveError and
// the zero MoveError, which refused no move, say "".
type MoveError struct {
	// Game is the name of the game: "linko", "lino" or "linx".
	Game string `json:"game"`
	// Seat is the seat that sent the move, counted from 0 as on the wire.
	Seat int `json:"seat"`
	// Move is the move: its notation, or the input as given when it is
	// malformed, cut to its first 256 bytes (on a character's boundary)
	// and "..." when longer: at most 259 bytes.
	Move string `json:"move"`
	// Reason says why the move was refused.
	Reason Reason `json:"reason"`
	// ToMove is the seat to move, counted from 0; -1 when nobody is.
	ToMove int `json:"toMove"`
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

	game  *engine.MoveError // the game's refusal, which says the sentence; nil in the zero MoveError
	also  []error           // the handle's sentinels
	names []string          // the names of the table that refused, cleaned: Sentence's when given none
	read  bool              // read from JSON: game says the sentences its JSON held
}

// The sentinel errors of a refused move, beside the handle's others
// ([ErrInvalidOptions] and the rest).
var (
	// ErrIllegalMove reports a move that is malformed, or that the rules
	// do not allow now: out of turn, or for the wrong seat. Every
	// [MoveError] wraps it.
	ErrIllegalMove = errors.New("tabletop: illegal move")
	// ErrNotYourTurn reports a move of a seat that is not to move: the
	// [MoveError]s of reason [ReasonNotYourTurn] wrap it, beside
	// ErrIllegalMove, [Table.ChoicesFor]'s refusal of a seat that is not
	// to move among them.
	ErrNotYourTurn = errors.New("tabletop: not your turn")
	// ErrGameOver reports a move tried once the game is over: the
	// [MoveError]s of reason [ReasonGameOver] wrap it, beside
	// ErrIllegalMove; and [Table.ChoicesFor]'s refusal once the game is
	// over.
	ErrGameOver = errors.New("tabletop: game over")
)

// A Reason says why a move was refused, as a code a front-end can switch
// on: one of the constants below, which JSON writes as these codes.
//
//   - "not-your-turn" ([ReasonNotYourTurn]): another seat is to move, or nobody is.
//   - "game-over" ([ReasonGameOver]): the game is over.
//   - "not-legal-here" ([ReasonNotLegalHere]): a rule forbids the move now (a cell off the board too).
//   - "malformed" ([ReasonMalformed]): the input is no move of the game, or another seat's move.
//   - "not-in-hand" ([ReasonNotInHand], Linko! and LINX): the hand lacks what the move plays.
//   - "cell-taken" ([ReasonCellTaken], Lino and LINX): the cell the move goes to is taken.
type Reason string

// The reasons of a [MoveError]: the four every game shares, and the games'
// own (a game refuses only with its own and the shared ones). Each is
// written out as its code, so that go doc shows the codes; a test holds
// them equal to the games' own. A build of one game (see
// catalog_<game>.go) links no other.
const (
	// ReasonNotYourTurn: another seat is to move, or nobody is.
	ReasonNotYourTurn Reason = "not-your-turn"
	// ReasonGameOver: the game is over.
	ReasonGameOver Reason = "game-over"
	// ReasonNotLegalHere: a rule forbids the move now; the generic reason.
	// A cell off the board is one, however the move names it, typed or
	// in JSON, by a name beyond the axes ("Z9") or an "x,y" off the board
	// ("99,99"): the move is read, and nothing can go there.
	ReasonNotLegalHere Reason = "not-legal-here"
	// ReasonMalformed: the input is no move of the game (bad notation or
	// JSON), or a move of another seat than the one that sent it; not a
	// cell off the board (ReasonNotLegalHere).
	ReasonMalformed Reason = "malformed"
	// ReasonNotInHand (Linko!, LINX): the hand lacks what the move plays.
	ReasonNotInHand Reason = "not-in-hand"
	// ReasonCellTaken (Lino, LINX): the cell the move goes to is taken.
	ReasonCellTaken Reason = "cell-taken"
)

// reasons are the codes of [Reason], which a MoveError read from JSON
// holds one of.
var reasons = []Reason{ReasonNotYourTurn, ReasonGameOver, ReasonNotLegalHere, ReasonMalformed, ReasonNotInHand, ReasonCellTaken}

// moveErrorOf returns the handle's MoveError of the game's refused, which
// matches the handle's sentinels also too.
func moveErrorOf(refused *engine.MoveError, also []error) *MoveError {
	return &MoveError{Game: refused.Game, Seat: refused.Seat, Move: refused.Move, Reason: Reason(refused.Reason),
		ToMove: refused.ToMove, Other: refused.Other, Detail: refused.Detail, Phrase: refused.Phrase,
		game: refused, also: also}
}

// gameRefusal returns the game's refusal with e's fields.
func (e *MoveError) gameRefusal() *engine.MoveError {
	var g engine.MoveError
	if e.game != nil {
		g = *e.game
	}
	g.Game, g.Seat, g.Move, g.Reason, g.ToMove = e.Game, e.Seat, e.Move, engine.Reason(e.Reason), e.ToMove
	g.Other, g.Detail, g.Phrase = e.Other, e.Detail, e.Phrase
	return &g
}

// Error returns the developer's message: the game's prefix and the
// sentinel's words, then the detail ("linko: not your turn: …"), the same
// after a JSON round trip. The zero MoveError says that it is empty, and a
// nil *MoveError that it is nil.
func (e *MoveError) Error() string {
	if e == nil {
		return (*engine.MoveError)(nil).Error()
	}
	return e.gameRefusal().Error()
}

// Unwrap returns the game's MoveError and the handle's sentinels, which
// errors.Is and errors.As find; a nil *MoveError returns none, so that
// errors.Is and errors.As through a typed nil match nothing.
func (e *MoveError) Unwrap() []error {
	if e == nil {
		return nil
	}
	return append([]error{e.gameRefusal()}, e.also...)
}

// Sentence returns a plain sentence for the player who tried the move, in
// language l and the second person, naming seat i by names[i] where given
// and not empty, by the table's names when names is nil, and as "Seat
// i+1" otherwise. A MoveError read from JSON says the sentence its JSON
// holds; a nil or zero MoveError says "". The rules, names and JSON
// included: Refusals, in [MoveError]'s doc.
func (e *MoveError) Sentence(l lang.Language, names []string) string {
	if e == nil {
		return ""
	}
	l = l.Spoken() // the JSON's sentences are by the tags of lang.All
	if names == nil {
		names = e.names
	} else {
		names = cleanNames(names)
	}
	said := e.gameRefusal()
	if e.read && len(names) > 0 {
		if again := e.rebuilt(); again != nil && again.Sentence(l, nil) == said.Sentence(l, nil) {
			return again.Sentence(l, names)
		}
	}
	return said.Sentence(l, names)
}

// rebuilt returns the refusal of e's fields as its game says it, from a
// refusal of the game's that holds the game's words; nil for a game the
// catalog does not hold.
func (e *MoveError) rebuilt() *engine.MoveError {
	g, err := lookup(e.Game)
	if err != nil {
		return nil
	}
	blank := g.refusal()
	if blank == nil {
		return nil
	}
	again := *e
	again.game = blank
	return again.gameRefusal()
}

// MarshalJSON writes the error's fields with the wire's names, and under
// "sentences" its sentence in each language by tag, finished as Sentence
// says it with the seats' default names (elision and typography applied),
// so that UnmarshalJSON of it says the same sentence. The zero MoveError,
// which refused no move, refuses to marshal, and says so.
func (e MoveError) MarshalJSON() ([]byte, error) {
	return e.gameRefusal().MarshalJSON() // not json.Marshal, whose error would name the internal type
}

// UnmarshalJSON reads a MoveError as MarshalJSON writes it. Its Sentence
// is the one the error said (said again with names when given them: see
// [MoveError.Sentence]), and errors.Is finds the handle's sentinels that
// its Reason says, [ErrIllegalMove] always, as it did before (not the
// game package's, which JSON does not name). A nil *MoveError refuses to
// be read into. JSON refuses to be read, with an error that names the
// member at fault, where it names no "reason", such as {}, or a reason
// that is none of [Reason]'s codes, or no "game", without which Error
// would say nothing; without "sentences" its Sentence is its Reason's
// words.
func (e *MoveError) UnmarshalJSON(data []byte) error {
	if e == nil {
		return engine.ErrNilMoveError
	}
	var g engine.MoveError
	if err := json.Unmarshal(data, &g); err != nil {
		return err
	}
	switch reason := Reason(g.Reason); {
	case !slices.Contains(reasons, reason):
		return fmt.Errorf("tabletop: a MoveError's \"reason\" %q is none of %q", reason, reasons)
	case g.Game == "":
		return errors.New("tabletop: a MoveError's JSON names no \"game\", which its message begins with")
	}
	also := []error{ErrIllegalMove}
	switch Reason(g.Reason) {
	case ReasonNotYourTurn:
		also = append(also, ErrNotYourTurn)
	case ReasonGameOver:
		also = append(also, ErrGameOver)
	}
	*e = *moveErrorOf(&g, also)
	e.read = true
	return nil
}
