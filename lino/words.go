package lino

import (
	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// phrases are the words in which Lino speaks one language. Every language
// has one value of it, in words_<tag>.go; a test checks that no field is
// left empty in any of them. Each returns a whole sentence, capital and
// full stop included; cells come named as the board names them ("C4", see
// Axes), never as the grid's "x,y".
type phrases struct {
	tileMoved func(who speech.Person, from, to string) string
	// fillingStarted and roundStarted say that a phase begins; the turn
	// sentence (turn) that follows says who places first.
	fillingStarted string
	// stonePlaced: colour is the stone's, 0 black (X), 1 white (O).
	stonePlaced  func(who speech.Person, colour int, at string) string
	rowClosed    func(who speech.Person, start, end string, points int) string
	runScored    func(whose speech.Person, stones int, start, end string, points int) string
	numberScored func(number int, at string, points int, whom speech.Person) string
	starScored   func(at string, points int, whom speech.Person) string
	// lastStone says why a round ends: its stone is the last of stones,
	// the one way a round of Lino ends. It follows the last stone's
	// sentence and speaks of that stone alone, as the rows the stone
	// closed are told after it: "the 48 stones are placed" there read as
	// if the round ended before them (words-round13 fr 10).
	lastStone  func(stones int) string
	roundEnded func(round int, first, second speech.Score) string
	// scores is the end of a first or only round: its scores, with no
	// number, which a one-round game has no use for.
	scores       func(first, second speech.Score) string
	roundStarted func(round int) string
	// draw, lost (the reader's defeat) and won (a winner's victory) end
	// with score, the final score from versus (", 117 to 68"), or with
	// nothing in a one-round game, whose round's end has just said it.
	draw    func(score string) string
	lost    func(score string) string
	won     func(winner speech.Person, score string) string
	versus  func(first, second int) string
	unknown string

	// The picture of the table for a terminal (View.Text), in whole
	// sentences. A seat on the score line is named with its colour from
	// picColours, its stone, its name (picSeatLabel, from 1, for a default
	// name) and picYou for the reader: "Black (X), Seat 1 (you)"; a move
	// is written in notation, its verb ("move", "place") as a player types
	// it.
	picNoGame       string
	picRound        func(round, rounds int, phase string) string
	picPhases       []string // what each Phase is about, in its order
	picUnknownPhase string
	picSeat         func(stone string, colour int, reader speech.Person, over bool) string // the reader's colour (0 black), stone and name, in the past once the game is over
	picWatch        string                                                                 // a spectator
	picSeatLabel    func(seat int) string                                                  // a default name inside the score line: "speler 1"
	picYou          string
	picColours      [2]string                           // black's and white's, as a label: "Black"
	picScore        func(who string, points int) string // "Black (X), Seat 1: 3 points"
	picScoreSep     string                              // between two seats' scores: " · "
	// picWinner: the winner, named as in a sentence ("le joueur 2",
	// lower case, with its article), its colour (0 black) and stone.
	picWinner     func(winner speech.Person, colour int, stone string) string
	picYouWin     string
	picDraw       string
	picOver       string
	picNobody     string
	picLegend     func(moved, moves int) string // "#" and "~" while building
	picMoveTile   func(who speech.Person) string
	picPlaceStone func(who speech.Person) string

	// The labels of moves' buttons (View.Label) and of the tile picked
	// (Choice.Label); cells are named as the board names them ("C4").
	moveTile    func(from, to string) string
	placeStone  func(at string) string
	unknownMove string
	pickTile    func(from string) string
	// The previews of stones (View.Preview), whole sentences.
	scoresNothing string
	closesRow     func(from, to string, points int) string
	closesRows    func(rows, points int) string
	// makesRun and makesRuns follow them when the stone makes or
	// lengthens runs of four or more of its colour: the run of so many
	// stones, or so many runs through it, and what they will score at the
	// end (issue #38: runs decide the game and showed only then).
	makesRun  func(stones, points int) string
	makesRuns func(runs, points int) string
	// tilesLeft, lastTile and fieldBuilt preview a tile's move (see
	// preview): the tiles its mover has still to move after it, that it
	// is the mover's last, or that it is the last of the building, after
	// which the stones are placed.
	tilesLeft  func(n int) string
	lastTile   string
	fieldBuilt string
	// refusals are the sentences of refused moves, keyed by reason or
	// by the finer phrases of the rules (see engine.Words); {item} is a
	// cell, named as the labels name it. "too-far-at" names the cell too
	// far from the field; "too-far" and "no-tile-there" are for a cell no
	// name can say, where a tile would go and where a tile or a stone was
	// sought (see refuseAt).
	refusals engine.Words
	// rules is the game's summary for a player, a paragraph a string.
	rules []string

	// turn is the turn sentence ([View.Turn]): whose turn it is, and to
	// the seat whose turn it is what it does, by the rulebook's verb in
	// phase p (move a tile, place a stone). It may start with who's name
	// as a sentence's subject names it ("de computer"): turnSentence
	// raises its first letter.
	turn func(who speech.Person, p Phase) string
}

// turnSentence is the turn sentence as a sentence starts, its first
// letter in capitals: "De computer is aan de beurt.", as Linko!'s and
// LINX's turn sentences are.
func (w *phrases) turnSentence(who speech.Person, p Phase) string {
	return speech.Capitalize(w.turn(who, p))
}

// catalogue holds each language's words, one value of phrases in each
// words_<tag>.go.
var catalogue = engine.Catalogue[phrases]{lang.English: &inEnglish, lang.French: &inFrench, lang.Italian: &inItalian, lang.Dutch: &inDutch}

// typings holds the words each language's players type for the
// notation's verbs, which View.Typed writes and View.ParseTyped reads, and
// which the refusals' "typed" hints name.
var typings = engine.Catalogue[engine.Typing]{}

// wordsOf returns the words of language l; a Language outside
// [lang.All] speaks English.
func wordsOf(l lang.Language) *phrases { return catalogue.Of(l) }

// Rules returns the rules of Lino in short, in language l, one paragraph
// a string: what a player reads before a first game.
func Rules(l lang.Language) []string { return engine.Typeset(l, wordsOf(l).rules) }
