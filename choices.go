package tabletop

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
)

// A Choice is the legal moves that share what a player picks first.
//
// The wire. The JSON of every game speaks one vocabulary, so a browser
// reads all three the same way. Every View marshals to one envelope:
//
//	game        "linko", "lino" or "linx"
//	seat        whose view it is; -1 for a spectator
//	players     the number of seats
//	round       the round being played, from 1
//	rounds      the rounds a game plays, where it plays a fixed number
//	toMove      the seat that decides next; -1 when nobody does
//	over        whether the game has ended
//	winners     the seats with the best result, once over
//	scores      each seat's score, as State.Scores counts it
//	legalMoves  the seat's legal moves as choices when it is to move, else []
//
// and beside them, flat, the game's own fields (a Linko! hand and tableaux,
// a Lino field, a LINX grid), with names a JavaScript programmer would
// guess. Cards, symbols, tiles, faces and cells are short text or numbers:
// nothing is base64, and nothing is padded for seats that do not exist.
// Events and Positions use the same names and forms, and a Position names
// its game ("game" first), so that one game's save is not read as
// another's.
//
// A Move encodes as the object of its kind and fields, such as
// {"seat":0,"kind":"play","meld":"7x2"}, and decodes from that object or
// from its notation, "0:play 7x2"; the handle's notation also names cells
// as a person reads them on the axes below, "move K7 K6". Legal moves are data, grouped the way a
// player chooses them: first a card, tile or symbol (the pick), then where
// or how it goes. Each choice holds its "pick" (left out where nothing is
// picked: a button such as take or pass, or a cell of the board to click,
// such as a Lino stone), the members all its moves share, and "moves",
// each move's other members:
//
//	"legalMoves": [
//	  {"pick":"7","label":"Your 7s","seat":0,"kind":"play","moves":[
//	    {"meld":"7","label":"Play a 7","preview":"Attacks Seat 2's 5."},
//	    {"meld":"7x2","label":"Play two 7s","preview":"Attacks nobody."}]},
//	  {"seat":0,"moves":[{"kind":"take","label":"Take Seat 2's two 5s","preview":"Seat 2 draws two cards."},
//	    {"kind":"leave","label":"Leave them","preview":"..."}]}
//	]
//
// Moves describe themselves, each text left out when "":
//
//	a choice's "label"     names its pick for a person
//	a move's "label"       the text of its button
//	a move's "preview"     what it will do, as the mover may know it (never
//	                       a card to be drawn); seats "Seat N", from 1, and
//	                       View.Label and View.Preview give the names
//	Lino's building moves  unlabelled: one list of the member they differ
//	                       in, "to":["4,-1","5,-1",…], in place of "moves",
//	                       the choice's label saying what they do ("Move
//	                       the tile at K7"); in Go, Table.Choices labels
//	                       each with its target's name, "K6"
//	"axes" (Lino, LINX)    {"left":-6,"top":-6,"columns":["A",…],"rows":
//	                       ["1",…]}: cell x,y is named columns[x-left] +
//	                       rows[y-top] ("C4") in every language, label,
//	                       sentence, refusal and picture
//
// So Lino's largest View is at most about 24 KB (in any language, with any
// options), and a Linko! or LINX View under 12 KB.
//
// To send a move, a client joins two parts into one object. The first part
// is the choice's shared members: all of them except "pick", "label" and
// "moves". The second is the move's entry in "moves". The second move
// above is {"seat":0,"kind":"play","meld":"7x2"}. The client sends that
// object as it is; [Table.PlayJSON] ignores a "label" or "preview" left in
// it.
//
// In Go, [Table.Choices] gives the same choices. Each move there has its
// notation, JSON, label and preview, and json.Marshal of the choices is
// "legalMoves".
//
// Events have two texts, for logs ([Events.Text]) and for the seat that
// reads them ([Events.Narrate]). People count seats from 1 in every
// sentence and picture of the table; notation and JSON keep the indexes
// from 0, and seat -1 is the spectator ([Table.View]). A seed encodes as a
// string, which JavaScript reads without loss, and decodes from a string
// or a number.
//
// Package [github.com/tabletopgo/tabletop/deck] holds immutable, comparable
// piles of byte-sized cards or tiles: a Linko! event that deals a round
// carries the deal as one. Building a pile allocates, so the game states
// themselves keep their cards in fixed-size arrays, and a playout's moves
// allocate nothing.
type Choice struct {
	// Pick is what the player picks first, written as the View writes it:
	// a card of the hand ("7"), a tile on the field ("4,0"), a symbol of
	// the hand ("P"). It is "" for moves that need nothing picked, which a
	// front-end offers as buttons (take, pass, draw from the pile) or as
	// cells of the board to click (placing a Lino stone).
	Pick string
	// Label is the pick's label for a person ("Your 7s", "Rock"); "" when
	// Pick is.
	Label string
	// Moves are the legal moves with that pick, in the game's order.
	Moves []Move
}

// A Move is one legal move as data.
//
// Its JSON is one entry of the View's "legalMoves", which the wire fixes:
// the move's object, its "label" and its "preview", without Notation and
// Typed, which are the handle's (a client in another language has the
// object, and [Table.PlayJSON] takes it). So a Move read back from JSON
// has its Kind, JSON, Label and Preview, and its Notation and Typed are
// "": a program that passes a Move through a queue or a cache, and must
// show it typed or look it up again, keeps its Notation beside it
// ([Table.Move] of that notation gives the whole Move again), or plays it
// as it is with PlayJSON.
//
// Moves: typed and JSON. [Table.Play] reads a move's notation, such as
// "play 7x2" or "0:play 7x2" (a seat before the colon must be the seat that
// sends it), or the text a person types: cells named as every sentence
// names them, "move K7 K6" in Lino, "up R D4" in LINX, or by their "x,y"
// ("move 4,0 4,-1"), read on the board's axes; a name beyond them is
// refused with a sentence that says so.
//
// [Table.PlayJSON] reads the same notation as a JSON string, or an object
// of the move's kind and fields with the names the game's View uses, such
// as {"seat":0,"kind":"play","meld":"7x2"} (each game package's doc lists
// its moves' fields), its cells as "x,y" or by their names on the View's
// axes: {"kind":"up","symbol":"R","cell":"D4"}. An object's seat must be
// the seat that sends it; an object without one is that seat's move, so a
// client may send a move of its choices without repeating who it is. A
// move as json.Marshal([Move]) writes it is taken too: its "label" and
// "preview" are ignored, whatever they say (the game packages'
// Move.UnmarshalJSON, which reads a move alone, refuses them as members
// no move has). Empty input, null or an empty string is an empty move.
//
// Either way, a move the seat cannot make now is a *[MoveError] (see
// Refusals), and the table is left as it was. What each refusal says:
//
//   - A seat out of turn is refused as not your turn, whatever it sent.
//   - Typed text, and a JSON string, which is what a person typed, is
//     refused with a sentence that says why: the verbs the game knows
//     (for empty text too), that it is too long, or the word that is no
//     card, symbol or cell.
//   - An object is a client's, not a player's, to fix: its refusal's
//     Detail says what is wrong (broken JSON at which byte, a member
//     missing, unknown or of the wrong type), quoting the bytes the
//     client sent, and its Sentence is the shared "That is not a move of
//     this game.".
//   - A cell off the board, named beyond the axes ("Z9") or by an "x,y"
//     off it ("99,99"), typed or in JSON, is [ReasonNotLegalHere], with
//     the game's sentence for it ("outside the square").
type Move struct {
	// Kind is the move's kind, as its JSON names it ("play", "move",
	// "up", "pass", ...).
	Kind string
	// Notation is the move's notation, with its seat and its cells'
	// "x,y", such as "0:play 7x2" or "0:move 4,0 4,-1": what
	// [Table.LegalMoves] lists, a bot answers and [Table.Play] takes.
	Notation string
	// Typed is the move as a person types it to play it, in the
	// language of the Choices that hold it: without the seat, its verb
	// and symbols in the language's words, its cells by their names, such
	// as "play 7x2" or "move K7 K6" in English, "sposta K7 K6" or "su S
	// D4" in Italian: what a text front-end shows ("type move K7 K6"),
	// and what [Table.PlayIn] of that language reads from the seat to
	// move ([Table.Play]: the English). Go only: the JSON does not hold
	// it (the wire has no typed form: its moves are objects), and a
	// Move read from JSON has it "".
	Typed string
	// JSON is the move's object, its kind and fields in the View's names,
	// such as {"seat":0,"kind":"play","meld":"7x2"}: what
	// [Table.PlayJSON] takes.
	JSON json.RawMessage
	// Label is the move's label for its button, such as "Play two 7s",
	// seats named "Seat N" from 1: the game's View.Label. Where the game
	// labels the choice alone (Lino's building: "Move the tile at K7"),
	// it is the name of the cell the move goes to, "K6", which a text
	// front-end shows beside the choice's label; in a Move that
	// [Table.Move] returns, which stands alone, it is the whole move's,
	// "Move the tile at K7 to K6". Such a label is left out
	// of the choice's JSON, as out of the View's "legalMoves", which keep
	// a choice of a thousand targets to a list of cells: a reader of the
	// JSON names each "to" on the View's "axes" (see [Choice]'s
	// wire).
	Label string
	// Preview says what the move will do, as its mover may know it, such
	// as "Attacks Seat 2's two 4s.": the game's View.Preview; "" when
	// there is nothing to say beyond the label.
	Preview string

	cellLabel bool // Label is the target's name, which the wire leaves out
}

// MarshalJSON writes the choice as the View's "legalMoves" writes it (see
// [Choice]'s wire): "pick" and "label" (each left out when ""), the
// members all its moves share, and "moves", each move's other members with
// its "label" and "preview". So json.Marshal of [Table.Choices] is the
// View's "legalMoves", byte for byte: a label that only names the cell a
// move goes to (Lino's building) is left out, as the View leaves it out.
func (c Choice) MarshalJSON() ([]byte, error) {
	if len(c.Moves) == 0 {
		return nil, errZeroChoiceJSON
	}
	wire := engine.Choice[[]engine.Member]{Pick: c.Pick, Label: c.Label, Moves: make([][]engine.Member, len(c.Moves)),
		Labels: make([]string, len(c.Moves)), Previews: make([]string, len(c.Moves))}
	for i, m := range c.Moves {
		members, err := m.members()
		if err != nil {
			return nil, fmt.Errorf("tabletop: the choice %s: move %d: %w", engine.Quote(c.Pick), i, err)
		}
		wire.Moves[i], wire.Labels[i], wire.Previews[i] = members, m.Label, m.Preview
		if m.cellLabel {
			wire.Labels[i] = ""
		}
	}
	data, err := engine.AppendChoiceJSON(nil, wire, func(dst []engine.Member, m []engine.Member) []engine.Member {
		return append(dst, m...)
	})
	if err != nil {
		return nil, fmt.Errorf("tabletop: %w", err)
	}
	return data, nil
}

// MarshalJSON writes the move as one entry of a choice's "moves" holding
// every member: its JSON's members, then its "label" and "preview" (each
// left out when ""), such as
// {"seat":0,"kind":"play","meld":"7x2","label":"Play two 7s","preview":"Attacks nobody."}.
// [Table.PlayJSON] takes m.JSON, without the label and the preview.
func (m Move) MarshalJSON() ([]byte, error) {
	if len(m.JSON) == 0 {
		return nil, errZeroMoveJSON
	}
	members, err := m.members()
	if err != nil {
		return nil, fmt.Errorf("tabletop: %w", err)
	}
	return engine.AppendEntryJSON(nil, members, m.Label, m.Preview), nil
}

// errZeroMoveJSON and errZeroChoiceJSON refuse to marshal the zero Move
// and the zero Choice, which hold no move: null or {} would read back as
// no move without a word (as the zero Table, Save, Event and Bot refuse).
var (
	errZeroMoveJSON   = fmt.Errorf(`%w: the zero Move, a move with no JSON, has nothing to write: marshal a Move of Table.ChoicesFor, whose JSON is an object such as {"seat":0,"kind":"play","meld":"7x2"}`, ErrNoGame)
	errZeroChoiceJSON = fmt.Errorf("%w: the zero Choice has no moves to write: marshal a Choice of Table.ChoicesFor", ErrNoGame)
)

// members returns the members of the move's JSON, or why it has none to
// write: the zero Move's is empty.
func (m Move) members() ([]engine.Member, error) {
	if len(m.JSON) == 0 {
		return nil, errors.New(`a move with no JSON, such as the zero Move, has nothing to write: its JSON is an object, such as {"seat":0,"kind":"play","meld":"7x2"}`)
	}
	return engine.ObjectMembers(m.JSON)
}

// UnmarshalJSON reads a choice as [Choice.MarshalJSON] writes it: each
// move's JSON is the members the choice shares with the move's own. JSON
// that is not such a choice is an error, and leaves c as it was.
//
// The JSON, the View's "legalMoves", leaves out what its move objects
// already say: each move's Notation and Typed, and the labels of Lino's
// building targets (cells named on the View's "axes"), left "" here. The
// object is the move: [Table.PlayJSON] takes it as it is, and a Go client
// with the game's package reads it into the game's Move, whose String is
// the notation and whose View's Typed is the typed form.
func (c *Choice) UnmarshalJSON(data []byte) error {
	read, err := engine.ReadChoice(data, func(data []byte) (m Move, err error) {
		err = m.read(data) // before m is returned
		return m, err
	})
	if err != nil {
		return fmt.Errorf("a choice's JSON: %w", err)
	}
	for i := range read.Labels {
		read.Moves[i].Label, read.Moves[i].Preview = read.Labels[i], read.Previews[i]
	}
	*c = Choice{Pick: read.Pick, Label: read.Label, Moves: read.Moves}
	return nil
}

// UnmarshalJSON reads a move as [Move.MarshalJSON] writes it: its "label"
// and "preview", and the other members as its JSON and Kind. JSON that is
// not such a move is an error, and leaves m as it was. Notation and
// Typed, which the JSON does not hold, are left "" (see
// [Choice.UnmarshalJSON]): [Table.PlayJSON] takes m.JSON.
func (m *Move) UnmarshalJSON(data []byte) error {
	if err := m.read(data); err != nil {
		return fmt.Errorf("a move's JSON: %w", err)
	}
	return nil
}

// read sets m to the move of an entry's JSON, data: a choice's move reads
// the same, without a label and a preview, which its choice has read.
func (m *Move) read(data []byte) error {
	members, err := engine.ObjectMembers(data)
	if err != nil {
		return err
	}
	var read Move
	var rest []engine.Member
	for _, member := range members {
		var err error
		switch member.Key {
		case "label":
			err = textMember(member, &read.Label)
		case "preview":
			err = textMember(member, &read.Preview)
		case "kind":
			err = textMember(member, &read.Kind)
			rest = append(rest, member)
		default:
			rest = append(rest, member)
		}
		if err != nil {
			return err
		}
	}
	if read.Kind == "" {
		return errors.New(`it has no "kind"`)
	}
	read.JSON = engine.AppendMembersJSON(nil, rest)
	*m = read
	return nil
}

// textMember reads a member whose value is a string into text.
func textMember(m engine.Member, text *string) error {
	if json.Unmarshal(m.Value, text) != nil {
		return fmt.Errorf("its %q must be a string", m.Key)
	}
	return nil
}

// Move returns the legal move whose notation is notation (what
// [Table.LegalMoves] lists and a bot answers), as [Table.Choices] in
// language l holds it, with its Label and Typed for a person; false when
// notation is no legal move of the seat to move. It shows a bot's move to
// a person, with no choice beside it, so its Label says the whole move:
// where Choices labels the choice alone and the move by its target (Lino's
// building: "Move the tile at K7", "K6"), Move's Label is the game's label
// of the move, "Move the tile at K7 to K6". It costs one move's label and
// preview, not the Choices' (BenchmarkTableMove): it reads the notation,
// refuses one that is not a move at once, checks that the move is legal
// and labels it alone, so a front-end looks up every bot move with it.
// See Text front-ends in the package doc.
func (t Table) Move(l lang.Language, notation string) (Move, bool) {
	return t.game().move(l, nil, notation)
}
