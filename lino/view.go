package lino

import (
	"fmt"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
)

// View is what one seat knows of the game. Lino hides nothing, so a View
// holds every fact of the game but the cursor of a move's settling events;
// it is here so that every game has the same shape, and so that a bot can
// choose from its View alone.
//
// [State.View] of a seat not at the table (any seat but 0 and 1, -1
// included) is the spectator's view: Seat is -1, and it has no legal moves.
//
// Its JSON is the wire's envelope, the same in every game of the module:
//
//	{"game":"lino","seat":0,"players":2,"round":1,"rounds":1,"toMove":0,
//	 "over":false,"scores":[0,0],
//	 "options":{...},"phase":"building","tiles":[{"cell":"4,0","face":"."},...],
//	 "stones":[[],[]],"moved":[],"vacated":[],"points":[0,0],"totals":[0,0],
//	 "axes":{"left":-6,"top":-6,"columns":["A",...,"V"],"rows":["1",...,"20"]},
//	 "legalMoves":[
//	  {"pick":"4,0","label":"Move the tile at K7","seat":0,"kind":"move","from":"4,0","to":["4,-1","5,-1",...]},
//	  ...]}
//
// "winners" appears once the game is over. "axes" name the board's cells
// ([View.Axes]): cell x,y is columns[x-left] + rows[y-top]. "legalMoves"
// is the seat's legal moves when it is to move, and [] otherwise, as
// [View.Choices]: one object a choice, with its "pick" and "label" (left
// out when ""), the members all its moves share, and then its moves. While
// building, a tile's targets are written as one list, "to", a cell a move:
// above, {"seat":0,"kind":"move","from":"4,0","to":"4,-1"} is the first,
// the JSON of a [Move]. While filling there is one choice, without a pick,
// whose "moves" hold each move's other members with its "label" and
// "preview" (see the package doc's wire):
//
//	"legalMoves":[{"seat":1,"kind":"place","moves":[{"to":"4,0"},{"to":"5,0"},...]}]
type View struct {
	// Seat is the seat that sees; -1 for a spectator.
	Seat int `json:"seat"`
	// Players is 2: Lino is for two.
	Players int `json:"players"`
	// Round is the round being played, from 1.
	Round int `json:"round"`
	// Rounds is the number of rounds in the game: 1, or 2 for a fair
	// match.
	Rounds int `json:"rounds"`
	// ToMove is the seat to decide, -1 when nobody is (once over, and
	// between two events of one move).
	ToMove int `json:"toMove"`
	// Over says whether the game has ended.
	Over bool `json:"over"`
	// Winners holds, once over, the seats with the best score (both on a
	// draw); nil before.
	Winners []int `json:"winners,omitempty"`
	// Scores holds each seat's points so far, as State.Scores.
	Scores []int `json:"scores"`

	// Options are the game's options, defaults filled in.
	Options Options `json:"options"`
	// Phase is what the game waits for.
	Phase Phase `json:"phase"`
	// Tiles holds every tile, in grid order, with its face.
	Tiles []Tile `json:"tiles"`
	// Stones holds each seat's stones, in grid order.
	Stones [Players][]Cell `json:"stones"`
	// Moved holds the tiles moved while building, which may not move
	// again.
	Moved []Cell `json:"moved"`
	// Vacated holds the cells the moved tiles left, where no tile may go.
	Vacated []Cell `json:"vacated"`
	// Points holds each seat's points in this round.
	Points [Players]int `json:"points"`
	// Totals holds each seat's points of the rounds already scored.
	Totals [Players]int `json:"totals"`

	// lang is the language of the View's words: the labels and previews
	// of its Choices and of its JSON's legal moves. See [View.In].
	lang lang.Language
	// names are how its picture calls the seats. See [View.Named].
	names []string
}

// View returns what seat knows of the game: everything. A seat not at the
// table gets the spectator's view, whose Seat is -1. The zero State, which
// is no game, gives every seat a spectator's View of no game: Seat and
// ToMove -1, Over, and nothing else.
func (s State) View(seat int) View {
	if s.rounds == 0 {
		return View{Seat: -1, ToMove: -1, Over: true}
	}
	if seat != 0 && seat != 1 {
		seat = -1
	}
	p := s.Position()
	return View{
		Seat:    seat,
		Players: Players,
		Round:   p.Round,
		Rounds:  int(s.rounds),
		ToMove:  s.ToMove(),
		Over:    s.Over(),
		Winners: s.Winners(),
		Scores:  s.Scores(),
		Options: p.Options,
		Phase:   p.Phase,
		Tiles:   p.Tiles,
		Stones:  p.Stones,
		Moved:   p.Moved,
		Vacated: p.Vacated,
		Points:  p.Points,
		Totals:  p.Totals,
	}
}

// position returns the position the view shows when a seat is to move (in
// a settling phase, the cursor of the events is not in the view).
func (v View) position() Position {
	return Position{Options: v.Options, Round: v.Round, Phase: v.Phase, ToMove: v.ToMove, Tiles: v.Tiles,
		Stones: v.Stones, Moved: v.Moved, Vacated: v.Vacated, Points: v.Points, Totals: v.Totals}
}

// LegalMoves returns the legal moves of the view's seat when it is to move,
// and nil when it is not, for a spectator, and for a View that no game
// reaches (one built by hand, say).
func (v View) LegalMoves() []Move {
	s, ok := v.moveState()
	if !ok {
		return nil
	}
	return s.LegalMoves()
}

// noGame reports whether the view shows no game: the zero View, and the
// View of the zero State, have no rounds.
func (v View) noGame() bool { return v.Rounds == 0 }

// errNoGameToMove is why a bot has no move to choose from a View of no game.
var errNoGameToMove = fmt.Errorf("%w: %s: the View shows none", ErrIllegalMove, noGame)

// Choice is a set of legal moves that share what a player picks first, as
// a front-end offers them: pick a tile, then click where it goes.
type Choice struct {
	// Pick is what the player picks first, as the View writes it: the
	// cell of the tile to move ("4,0"), or "" for placing a stone, where
	// the player clicks an empty tile directly.
	Pick string
	// Label is the pick's label for a person ("Move the tile at E2"); ""
	// when Pick is.
	Label string
	// Moves are the legal moves of that pick, in the order of
	// [View.LegalMoves]: a tile's targets, or every empty tile.
	Moves []Move
	// Labels holds each move's [View.Label]: Labels[i] is the label of
	// Moves[i]. A tile's targets, which a player clicks on the field once
	// the tile is picked, are labelled by the choice's Label alone, and
	// Labels is nil: thousands of labels would triple a building View's
	// JSON and say nothing that the field does not show.
	Labels []string
	// Previews holds each move's [View.Preview], as Labels does: nil while
	// building, when moves have none.
	Previews []string
}

// Choices returns the legal moves of [View.LegalMoves] grouped by what the
// player picks first, in the order of LegalMoves (a choice where its first
// move comes): while building, one Choice per tile that may move, whose
// Pick is its cell and whose Moves go to its targets; while filling, one
// Choice with Pick "" whose Moves are the empty tiles. Like LegalMoves, it
// is nil when the view's seat has no move to make. The stones come with
// their labels and previews, the tiles with the labels of their picks.
func (v View) Choices() []Choice {
	s, ok := v.moveState()
	if !ok {
		return nil
	}
	f := v.frame()
	return engine.GroupChoices[Choice](s.LegalMoves(), Move.samePick, Move.pick,
		func(m Move) string { return pickLabel(v.lang, cellName(f, m.From)) },
		func(m Move) (string, string, bool) {
			if m.Kind != PlaceStone {
				return "", "", false // a tile's targets: see Choice.Labels
			}
			return v.Label(v.lang, m, nil), preview(v.lang, f, s, m), true
		})
}

// pick returns what a player picks first to make the move m: see
// [Choice.Pick].
func (m Move) pick() string {
	if m.Kind != MoveTile {
		return ""
	}
	return m.From.String()
}

// samePick reports whether m and o share a pick, for Choices to group
// them by without writing their cells' names: two moves of one tile, or
// two stones.
func (m Move) samePick(o Move) bool {
	return m.Kind == o.Kind && (m.Kind != MoveTile || m.From == o.From)
}

// state rebuilds the State a view shows, for a seat that is to move.
func (v View) state() (State, error) {
	if v.noGame() {
		return State{}, errNoGameToMove
	}
	if !v.seatToMove() {
		return State{}, noMove(v)
	}
	return FromPosition(v.position())
}

// seatToMove reports whether the view's seat is to move.
func (v View) seatToMove() bool {
	return !v.noGame() && (v.Seat == 0 || v.Seat == 1) && v.ToMove == v.Seat
}

// moveState returns the State a view shows and true when its seat is to
// move, for LegalMoves and Choices, which are nil otherwise: the View of
// a seat that is not to move (every View a server sends the mover after a
// move that ends its turn) costs no error made to be dropped, and neither
// does a View that no game reaches.
func (v View) moveState() (State, bool) {
	if !v.seatToMove() {
		return State{}, false
	}
	s, err := FromPosition(v.position())
	return s, err == nil
}

// noMove is why the seat of v, a View of a game, has no move to make, in
// the words of every game.
func noMove(v View) error { return engine.NoMove(ErrIllegalMove, v.Players, v.Seat, v.ToMove) }

// In returns the View speaking language l: the labels and previews of its
// [View.Choices], and so of its JSON's "legalMoves", are in l. A View
// speaks English until told otherwise; methods that return a sentence
// take their language as their first argument instead.
func (v View) In(l lang.Language) View {
	v.lang = l
	return v
}

// Named returns the View calling seat i names[i] where given and not
// empty (the language's "Seat N" otherwise), as [View.Narrate] does, in
// its picture ([View.Text]); Lino's labels name no seat. The View keeps
// its own copy of names.
func (v View) Named(names []string) View {
	v.names = slices.Clone(names)
	return v
}
