package linx

import (
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// View is all that one seat may know of a match: its own hand; the grid,
// where a face-down tile's symbol is known to all (it had to beat the tile it
// covers, and only one symbol does); every hand's and pile's size; the
// tiles every seat saw revealed in another hand and that cannot have left
// it; and the scores. Two states that differ only in what the seat cannot
// see give equal views.
//
// A spectator's view, which [State.View] gives for any seat not at the
// table, has Seat -1 and no hand: only what every seat sees.
//
// Its JSON is the wire's envelope, shared by every game of the module; here
// seat 1's, after seat 0 put paper at 0,0:
//
//	{"game":"linx","seat":1,"players":2,"round":1,"toMove":1,"over":false,
//	 "scores":[0,0],"grid":[{"cell":"0,0","up":"yP"}],
//	 "hand":["R","P","S","S"],"handSizes":[4,4],"known":[[],[]],
//	 "pileSizes":[10,11],"teams":false,"phase":"play",
//	 "legalMoves":[
//	  {"pick":"R","seat":1,"kind":"up","symbol":"R","moves":[{"cell":"-1,-1"},{"cell":"0,-1"}, ...]},
//	  {"pick":"P","seat":1,"kind":"up","symbol":"P","moves":[{"cell":"-1,-1"}, ...]},
//	  {"pick":"S","seat":1,"symbol":"S","moves":[{"kind":"up","cell":"-1,-1"}, ...,
//	   {"kind":"down","cell":"0,0"}]}]}
//
// "winners" appears once the match is over. "legalMoves" holds the seat's
// [View.Choices] when it is to move, and is empty otherwise: for each, the
// symbol picked ("pick", left out for a pass), the members all its moves
// share, and in "moves" the other members of each move. A move is its
// choice's members but "pick", "label" and "moves", with one entry of
// "moves" but its "label" and "preview" (see the package doc)
// beside them: {"seat":1,"kind":"down","symbol":"S","cell":"0,0"}, the
// object a [Move] marshals to and a client sends back.
type View struct {
	Seat    int   `json:"seat"`              // the seat that sees, -1 for a spectator
	Players int   `json:"players"`           // seats at the table
	Round   int   `json:"round"`             // from 1
	ToMove  int   `json:"toMove"`            // the seat to decide, -1 for none
	Over    bool  `json:"over"`              // the match is over
	Winners []int `json:"winners,omitempty"` // once over, as State.Winners
	Scores  []int `json:"scores"`            // rounds won, as State.Scores

	Grid      []Stack    `json:"grid"`      // every cell with a tile
	Hand      []Symbol   `json:"hand"`      // the seat's own; nil for a spectator
	HandSizes []int      `json:"handSizes"` // by seat
	Known     [][]Symbol `json:"known"`     // by seat: symbols every seat saw in its hand
	PileSizes []int      `json:"pileSizes"` // by seat
	Teams     bool       `json:"teams"`     // seats 0 and 2 play against 1 and 3
	Phase     Phase      `json:"phase"`     // what the match waits for, as State.Phase

	// lang is the language of the View's words: the labels and previews
	// of its Choices and of its JSON's legal moves. See [View.In].
	lang lang.Language
	// names are how its words call the seats. See [View.Named].
	names []string
}

// View returns what seat may know of the match; for a seat not at the
// table (-1, or any number outside 0 to Players-1), the spectator's view.
func (s State) View(seat int) View {
	if seat < 0 || seat >= int(s.players) {
		seat = -1
	}
	v := View{
		Seat: seat, Players: int(s.players), Round: int(s.round), ToMove: s.ToMove(),
		Over: s.Over(), Winners: s.Winners(), Scores: s.Scores(),
		Grid: s.grid(), Hand: s.Hand(seat), Known: s.knownSymbols(),
		HandSizes: make([]int, s.players), PileSizes: make([]int, s.players),
		Teams: s.teams, Phase: s.Phase(),
	}
	for i := range int(s.players) {
		h := s.hands[i]
		v.HandSizes[i], v.PileSizes[i] = int(h[0]+h[1]+h[2]), TilesEach-int(s.drawn[i])
	}
	return v
}

// LegalMoves returns the legal moves of the view's seat when it is to move,
// and nil when it is not (and for a spectator): what it may do depends only
// on its hand, the grid and whether it can place anything. A view that no
// match gives (built by hand or decoded, with a tile that is no tile, say)
// has no moves.
func (v View) LegalMoves() []Move {
	s, ok := v.state()
	if !ok {
		return nil
	}
	return s.LegalMoves()
}

// A Choice is the legal moves that share what a player picks first: a
// symbol of the hand, for the tile moves, or nothing, for a pass.
type Choice struct {
	// Pick is the symbol the moves place, as the View writes it ("R", "P"
	// or "S"), or "" for a pass, which needs nothing picked: a front-end
	// offers it as a button.
	Pick string
	// Label is the pick's label for a person ("Rock"); "" when Pick is.
	Label string
	// Moves are the choice's moves, in the order of [View.LegalMoves]: the
	// cells where the picked symbol goes face up, then those where it
	// covers a tile face down.
	Moves []Move
	// Labels holds each move's [View.Label], seats named "Seat N":
	// Labels[i] is the label of Moves[i].
	Labels []string
	// Previews holds each move's [View.Preview], as Labels does.
	Previews []string
}

// Choices returns the legal moves of [View.LegalMoves] grouped by what a
// player picks first: a symbol of the hand, then one of the cells where it
// goes, face up or face down; or the pass, alone. Choices come in the
// order their first move has in LegalMoves, and so do the moves within
// each; together they are LegalMoves exactly. nil when the seat is not to
// move.
func (v View) Choices() []Choice {
	return engine.GroupChoices[Choice](v.LegalMoves(), Move.samePick, Move.pick,
		func(m Move) string { return pickLabel(v.lang, m.Symbol) },
		func(m Move) (string, string, bool) {
			return v.Label(v.lang, m, v.names), v.Preview(v.lang, m, v.names), true
		})
}

// samePick reports whether m and o share a pick, for Choices to group
// them by.
func (m Move) samePick(o Move) bool { return m.pick() == o.pick() }

// pick returns what a player picks first to make the move m: see
// [Choice.Pick].
func (m Move) pick() string {
	if m.Kind == Pass {
		return ""
	}
	return m.Symbol.String()
}

// state returns a State with what the view shows of the grid and the seat's
// hand: enough to list the seat's moves, nothing of the others' hands. It
// reports false when the seat is not to move, or the view is not one a
// match gives as far as the moves depend on it.
func (v View) state() (State, bool) {
	if v.Players < MinPlayers || v.Players > MaxPlayers || v.Seat < 0 || v.Seat >= v.Players ||
		v.ToMove != v.Seat || v.Phase != PhasePlay || v.Over || len(v.Grid) > numSpots || len(v.Hand) > TilesEach {
		return State{}, false
	}
	s := State{players: uint8(v.Players), phase: PhasePlay, toMove: uint8(v.Seat)}
	for _, st := range v.Grid {
		i, ok := spotOf(st.Cell)
		if !ok || s.up[i] != 0 || !st.Up.valid() ||
			(st.Down != 0 && (!st.Down.valid() || st.Down.Symbol() != st.Up.Symbol().beater())) {
			return State{}, false
		}
		s.putUp(i, st.Up)
		s.down[i] = st.Down
	}
	for _, sym := range v.Hand {
		if !sym.valid() || s.hands[v.Seat][sym-1] == 5 {
			return State{}, false
		}
		s.hands[v.Seat][sym-1]++
	}
	return s, true
}

// In returns the View speaking language l: the labels and previews of its
// [View.Choices], and so of its JSON's "legalMoves", are in l. A View
// speaks English until told otherwise; methods that return a sentence
// take their language as their first argument instead.
func (v View) In(l lang.Language) View {
	v.lang = l
	return v
}

// Named returns the View calling seat i names[i] where given and not
// empty (the language's "Seat N" otherwise), as [Event.Narrate] does: in
// the labels and previews of its [View.Choices], and so of its JSON, and
// in its picture's last line ([View.Text]). The View keeps its own copy
// of names.
func (v View) Named(names []string) View {
	v.names = slices.Clone(names)
	return v
}

// team returns the team of seat s as a side, named for the View's seat
// in the words w, the reader first, as narration names it.
func (v View) team(w *phrases, b speech.Basics, s int) side {
	people := b.People(v.Seat, v.names)
	first, second := s%2, s%2+2
	if v.Seat == second {
		first, second = second, first
	}
	return teamOf(w, b, s, []speech.Person{people(first), people(second)})
}
