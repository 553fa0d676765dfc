package lino

import (
	"strconv"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// A MoveError is a refused move: every error of [State.Apply],
// [State.Decide], [State.Next], [ParseMove] and [ParseMoveFor] is one. Its
// Reason is one of the Reason constants below; its Sentence tells the
// player in plain words.
type MoveError = engine.MoveError

// A Reason says why a move was refused, as a code a front-end can switch on.
type Reason = engine.Reason

// The reasons of a [MoveError] in Lino. The four every game shares:
// another seat is to move, or nobody is (ReasonNotYourTurn); the game is
// over (ReasonGameOver); a rule forbids the move now (ReasonNotLegalHere);
// the input is no move of Lino, or another seat's (ReasonMalformed). Then
// the game's own.
const (
	ReasonNotYourTurn, ReasonGameOver, ReasonNotLegalHere, ReasonMalformed = engine.NotYourTurn, engine.GameOver, engine.NotLegalHere, engine.Malformed
	// ReasonCellTaken: a tile may not move to the cell, which holds one,
	// or the tile there holds a stone already.
	ReasonCellTaken Reason = "cell-taken"
)

// refuser makes the package's MoveErrors and its sentinels, below.
var refuser = engine.NewRefuser("lino", func(l lang.Language) engine.Words { return wordsOf(l).refusals })

// The sentinel errors of a refused move, beside the package's others
// ([ErrInvalidOptions] and the rest): every [MoveError] wraps
// ErrIllegalMove, and those of reason [ReasonNotYourTurn] and
// [ReasonGameOver] wrap ErrNotYourTurn and ErrGameOver too.
var ErrIllegalMove, ErrNotYourTurn, ErrGameOver = refuser.Illegal, refuser.NotYourTurn, refuser.GameOver

// cellItem is the cell a refusal names, as the labels name it.
type cellItem = engine.CellItem[Cell]

// refuseAt returns the refusal, for reason and phrase, of a move about the
// cell c, named as the board of s names it. A cell beyond the board is
// named as a player types it, on the board's axes run on to its right
// and below ("Z99", at most: see namedColumns), so that its sentence is
// the same whether the move named it so or by its "x,y", typed or in JSON ([View.ParseTyped] refuses
// a name beyond the board with the same sentence). A cell that no name
// can say, above or left of the board, has the phrase "no-tile-there" or
// "too-far", which names none but says of which cell it speaks: the board
// holds every cell next to a tile, so there is no tile that far from the
// field (the cell a tile or a stone was sought at), or, where a tile
// would go, it is too far from the field.
func (s *State) refuseAt(reason Reason, phrase string, c Cell, detail string) *MoveError {
	beyond := "too-far"
	switch phrase {
	case "no-tile":
		beyond = "no-tile-there" // the cell the move takes a tile or a stone from holds none: not "too far", which is said of where a tile goes
	case "too-far":
		phrase = phraseTooFarAt
	}
	f := s.frame()
	column, row := int(c.X)-f.Left, int(c.Y)-f.Top
	if name := nameBeyond(column, row); name != nil && !f.Contains(int(c.X), int(c.Y)) && column < namedColumns && row < namedRows {
		return engine.Refusal(reason, phrase, name, detail)
	}
	return engine.RefuseAt(reason, phrase, beyond, f, c, detail)
}

// A cell beyond the board past Z99 (a letter and two digits) is not
// named: its name ("DB106" of 99,99) is no name a player typed or knows,
// so the sentence says what is wrong there without one, as LINX's does of
// a cell off its square (Go builder r28, #8); the Detail keeps its "x,y".
// A name typed beyond the board that no Cell holds ("ZZ999") is quoted as
// typed (see typedCellsOn).
const namedColumns, namedRows = 26, 99

// phraseTooFarAt is the phrase of a cell too far from the field that the
// sentence names ("Z99 is too far from the field."): "too-far" is said of
// a cell it cannot name, as the handle's refusal of a cell named beyond
// the board in a move's JSON is.
const phraseTooFarAt = "too-far-at"

// A cellBeyond is a cell beyond the board that a refusal names, as the
// player types it: "Z99", the same in every language.
type cellBeyond string

// Words names the cell.
func (c cellBeyond) Words(lang.Language, func(int) speech.Person) string { return string(c) }

// nameBeyond returns the name of the cell in the given column and row of
// a board, counted from 0 from its corner and perhaps beyond it ("Z99"):
// its name on the board's axes run on, as [engine.CellNamed] reads it;
// nil for a cell above or left of the board, which no name says.
func nameBeyond(column, row int) engine.Item {
	if column < 0 || row < 0 {
		return nil
	}
	return cellBeyond(speech.Column(column) + strconv.Itoa(row+1))
}
