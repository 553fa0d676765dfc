package lino

import (
	"errors"
	"slices"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// Typed returns m as a person types it to play it from the view, in the
// view's language ([View.In]): without its seat, its verb in the
// language's words, its cells named as the view's board names them: "move
// K7 K6", "déplacer K7 K6", "sposta K7 K6", "verplaats K7 K6". It is what
// [View.ParseTyped] of the view reads back, and what a text front-end
// shows beside a move's label; the notation, [Move.String], keeps the
// English verbs and the cells' "x,y".
func (v View) Typed(m Move) string { return typings.Of(v.lang).Typed(m.String(), v.frame()) }

// ParseTyped parses a move of seat as a person types it in the view's
// language ([View.In]): as [Axes.ParseMoveFor] reads it, on the view's
// axes, or with the language's verbs, in any case and their accents
// optional, the first of each the one [View.Typed] writes, and a word
// between a move's two cells read as nothing, "to" or one of the
// language's own, or an arrow:
//
//	English  move, place              move K7 to K6
//	French   déplacer, poser          déplacer K7 en K6 (à, vers)
//	Italian  sposta, metti            sposta K7 in K6 (a)
//	Dutch    verplaats, zet (plaats)  verplaats K7 naar K6
//	all                               move K7 → K6
//
// The English verbs are read in every language. Malformed text gives an
// error that wraps [ErrIllegalMove], whose sentence in the language names
// its verbs. A cell named beyond the board ("Z99") is refused as the
// rules refuse its "x,y", by a sentence that names it as typed: where a
// move takes its tile or a stone goes, "There is no tile at Z99.";
// where a tile goes, "Z99 is too far from the field.".
func (v View) ParseTyped(seat int, text string) (Move, error) {
	return parseMoveFor(typings.Of(v.lang), seat, withoutFiller(v.lang, text), typedCellsOn(v.frame()))
}

// fillers holds each language's words between a move's two cells, "to":
// what a person types who writes "move K7 to K6", which ParseTyped reads
// as "move K7 K6". The first is the one the language's help sentence
// shows ("typed"); the others are what a player may type as well, read
// without a word said of them.
var fillers = engine.Catalogue[[]string]{}

// arrow is the filler every language reads.
const arrow = "→"

// withoutFiller returns text without the word between a move's two cells
// that reads as nothing (see [View.ParseTyped]): the last word but one of
// four or more, which is the notation's verb, its two cells and the
// filler, the "SEAT:" before them perhaps. An arrow is read with no
// space around it too, "K7→K6".
func withoutFiller(l lang.Language, text string) string {
	words := strings.Fields(strings.ReplaceAll(text, arrow, " "+arrow+" "))
	if len(words) < 4 {
		return text
	}
	filler := engine.FoldWord(words[len(words)-2])
	isFiller := func(word string) bool { return engine.FoldWord(word) == filler }
	if filler != arrow && !slices.ContainsFunc(*fillers.Of(lang.English), isFiller) && !slices.ContainsFunc(*fillers.Of(l), isFiller) {
		return text
	}
	return strings.Join(slices.Delete(words, len(words)-2, len(words)-1), " ")
}

// typedCellsOn reads the cells of a move as a person types them on the
// frame f, one after the other: each by its name, "K7", or its "x,y". A
// name beyond f is refused as the rules refuse its "x,y" (see
// [State.refuseAt]), named as typed: the first cell of a move is where a
// tile is taken or a stone goes, which holds no tile ("no-tile"), the
// second where the tile goes, too far from the field (phraseTooFarAt).
func typedCellsOn(f speech.Frame) func(string) (Cell, error) {
	read := 0
	return func(word string) (Cell, error) {
		read++
		phrase := "no-tile"
		if read > 1 {
			phrase = phraseTooFarAt
		}
		c, err := engine.TypedCell(f, word, ParseCell, phrase, "the board's axes", "K7", "4,0")
		if beyond := (*MoveError)(nil); errors.As(err, &beyond) {
			column, row, _ := engine.CellNamed(word)
			beyond.About(phrase, nameBeyond(column, row), -1)
		}
		return c, err
	}
}
