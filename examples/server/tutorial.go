package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"sync"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A tutorial is a first game of one game, played on prepared positions:
// a coach (the page, from the catalogue keys the steps name) explains each
// rule as it first matters, the player, at seat 0, makes the move the
// coach asks for, and the other seats answer with scripted moves. The
// server keeps nothing: a client says how many steps it has made, and the
// server replays the script up to there, which is short, so every request
// costs a few dozen moves at most.
type tutorial struct {
	// game is the game's name, as the catalog and the route say it.
	game string
	// stages are the tutorial's parts, each from a prepared start.
	stages []stage
}

// A stage is a part of a tutorial played from one start: a whole game
// would be too long to learn from, so a later stage may skip ahead to a
// position where the next rules matter.
type stage struct {
	// start is the position the stage starts at, as Table.Position writes
	// it (Load reads it).
	start []byte
	// steps are the player's moves of the stage, in order.
	steps []lesson
}

// A lesson is one move the coach asks of the player, and what follows it.
type lesson struct {
	// move is the move asked of seat 0, in notation without the seat.
	move string
	// replies are the moves the other seats make next, in notation
	// without the seat, each by the seat then to move.
	replies []string
}

// coachKey is the catalogue key of the coach's words before step i, and
// hintKey the key of what the coach says to a move that is not the one
// asked for; endKey is the key of the coach's words once the tutorial is
// played through.
func coachKey(game string, i int) string { return fmt.Sprintf("tutorial.%s.%d", game, i+1) }
func hintKey(game string, i int) string  { return fmt.Sprintf("tutorial.%s.%d.hint", game, i+1) }
func endKey(game string) string          { return "tutorial." + game + ".end" }

// load loads a stage's start of game, its other seats named as the
// computer: the script plays them, and the page's panels call them "the
// computer" (tutorial.js), so the library's words (the labels, previews
// and sentences) and the coach's do too, never "Seat 2".
func load(game string, start []byte) (tabletop.Table, error) {
	t, err := tabletop.Load(game, start)
	if err != nil {
		return t, err
	}
	computers := make([]int, t.Players()-1)
	for i := range computers {
		computers[i] = i + 1
	}
	return t.WithComputers(computers...), nil
}

// total is the number of the tutorial's steps.
func (tu *tutorial) total() int {
	n := 0
	for _, st := range tu.stages {
		n += len(st.steps)
	}
	return n
}

// locate returns the stage of step i and the step's index in it; for
// i == total, the last stage and its length.
func (tu *tutorial) locate(i int) (int, int) {
	for k, st := range tu.stages {
		if i < len(st.steps) || k == len(tu.stages)-1 {
			return k, i
		}
		i -= len(st.steps)
	}
	return 0, 0 // no stage: tutorials have one at least (TestTutorialScripts)
}

// at returns the table before step i (after the last step for i ==
// total): the stage's start and the stage's steps before it, replayed.
func (tu *tutorial) at(i int) (tabletop.Table, error) {
	k, j := tu.locate(i)
	st := tu.stages[k]
	t, err := load(tu.game, st.start)
	if err != nil {
		return t, err
	}
	for _, s := range st.steps[:j] {
		if t, _, err = t.Play(0, s.move); err != nil {
			return t, err
		}
		if t, err = replyAll(t, s.replies, lang.English, nil); err != nil {
			return t, err
		}
	}
	return t, nil
}

// A said is what one move did, for seat 0: the player's own move, or a
// reply of another seat.
type said struct {
	// Seat is the seat that moved (0: the player).
	Seat int `json:"seat"`
	// Text is the move's sentences, in the language asked.
	Text []string `json:"text"`
	// Turn is, for each sentence, the turn sentence it ends with, or ""
	// (see eventMessage's Turn).
	Turn []string `json:"turn"`
	// Events are the move's events as seat 0 may see them, which the page
	// marks on its board.
	Events []json.RawMessage `json:"events"`
	// View is seat 0's view after the move, so that the page can show
	// the moves one at a time.
	View json.RawMessage `json:"view"`
}

// told is what seat 0 is told of a move: its events and the view after it.
func told(t tabletop.Table, seat int, events tabletop.Events, l lang.Language) (said, error) {
	js, err := events.JSON(0)
	if err != nil {
		return said{}, err
	}
	view, err := t.View(l, 0)
	return said{Seat: seat, Text: events.Narrate(l, 0, nil), Turn: events.Turns(l, 0, nil), Events: js, View: view}, err
}

// replyAll plays the replies, each by the seat to move; with out, it adds
// what each did, in language l.
func replyAll(t tabletop.Table, replies []string, l lang.Language, out *[]said) (tabletop.Table, error) {
	for _, m := range replies {
		seat := t.ToMove()
		if seat <= 0 {
			return t, fmt.Errorf("the reply %q comes when seat %d is to move", m, seat)
		}
		next, events, err := t.Play(seat, m)
		if err != nil {
			return t, err
		}
		t = next
		if out != nil {
			s, err := told(t, seat, events, l)
			if err != nil {
				return t, err
			}
			*out = append(*out, s)
		}
	}
	return t, nil
}

// tutorialState is the answer of the tutorial's API: where the player is,
// what the coach says, and the player's view.
type tutorialState struct {
	// Game is the game's name.
	Game string `json:"game"`
	// Step is the number of steps made (0-based index of the next one);
	// Steps the tutorial's number of steps. Done once Step == Steps.
	Step  int  `json:"step"`
	Steps int  `json:"steps"`
	Done  bool `json:"done"`
	// Accepted is false when the move sent was not the one the coach asked
	// for: then nothing was played, and Hint is the coach's hint.
	Accepted bool `json:"accepted"`
	// Coach is the page catalogue's key of the coach's words; Hint that
	// of the coach's hint for a move other than the one asked for.
	Coach string `json:"coach"`
	Hint  string `json:"hint,omitempty"`
	// Expect is the move asked for, as the View's legalMoves write it, so
	// that the page can point at it.
	Expect json.RawMessage `json:"expect,omitempty"`
	// Said is what the move sent and the replies did, one entry a move.
	Said []said `json:"said"`
	// View is seat 0's view.
	View json.RawMessage `json:"view"`
}

// state answers with the table t before step i.
func (tu *tutorial) state(t tabletop.Table, i int, l lang.Language, out []said) (tutorialState, error) {
	view, err := t.View(l, 0)
	if err != nil {
		return tutorialState{}, err
	}
	if out == nil {
		out = []said{}
	}
	st := tutorialState{Game: tu.game, Step: i, Steps: tu.total(), Accepted: true, Said: out, View: view}
	if i >= st.Steps {
		st.Done, st.Coach = true, endKey(tu.game)
		return st, nil
	}
	st.Coach, st.Hint = coachKey(tu.game, i), hintKey(tu.game, i)
	k, j := tu.locate(i)
	want := "0:" + tu.stages[k].steps[j].move
	for _, c := range t.Choices(l) {
		for _, m := range c.Moves {
			if m.Notation == want {
				st.Expect = m.JSON
			}
		}
	}
	if st.Expect == nil {
		return st, fmt.Errorf("step %d's move %q is not legal", i+1, want)
	}
	return st, nil
}

// play answers the move m (JSON, as a View's legalMoves write it, or a
// notation string) sent at step i: the state after it and the replies if
// it is the move asked for, else the state before it with the hint.
func (tu *tutorial) play(i int, m json.RawMessage, l lang.Language) (tutorialState, error) {
	t, err := tu.at(i)
	if err != nil {
		return tutorialState{}, err
	}
	k, j := tu.locate(i)
	s := tu.stages[k].steps[j]
	want, events, err := t.Play(0, s.move)
	if err != nil {
		return tutorialState{}, err
	}
	got, _, err := t.PlayJSON(0, m)
	if err != nil || !sameGame(got, want) {
		st, err := tu.state(t, i, l, nil)
		st.Accepted = false
		return st, err
	}
	mine, err := told(want, 0, events, l)
	if err != nil {
		return tutorialState{}, err
	}
	out := []said{mine}
	if t, err = replyAll(want, s.replies, l, &out); err != nil {
		return tutorialState{}, err
	}
	if j == len(tu.stages[k].steps)-1 && k < len(tu.stages)-1 {
		// The next stage skips ahead: the player sees it from its start.
		if t, err = load(tu.game, tu.stages[k+1].start); err != nil {
			return tutorialState{}, err
		}
	}
	return tu.state(t, i+1, l, out)
}

// sameGame reports whether a and b are the same game at the same
// point.
func sameGame(a, b tabletop.Table) bool {
	pa, err1 := a.Position()
	pb, err2 := b.Position()
	return err1 == nil && err2 == nil && bytes.Equal(pa, pb)
}

// tutorials are the tutorials by game, built once: their prepared
// positions are made by playing.
var tutorials = sync.OnceValues(func() (map[string]*tutorial, error) {
	out := map[string]*tutorial{}
	for _, build := range []func() (*tutorial, error){linkoTutorial, linoTutorial, linxTutorial} {
		tu, err := build()
		if err != nil {
			return nil, err
		}
		out[tu.game] = tu
	}
	return out, nil
})

// broken is the 500 of a tutorial whose script does not play, which
// TestTutorialScripts keeps from happening: not the store's error that
// fail would take it for.
func broken(err error) error {
	return errorf(http.StatusInternalServerError, "the tutorial does not play: %v", err)
}

// tutorialOf returns the tutorial of the request's game, and the language
// the request asks for, read as every other answer reads it (requestLang).
func tutorialOf(r *http.Request) (*tutorial, lang.Language, error) {
	all, err := tutorials()
	if err != nil {
		return nil, 0, broken(err)
	}
	tu, ok := all[r.PathValue("game")]
	if !ok {
		return nil, 0, errorf(http.StatusNotFound, "no tutorial for the game %q", truncate(r.PathValue("game")))
	}
	return tu, requestLang(r), nil
}

// stepOf reads a step number, 0 to n.
func stepOf(text string, n int) (int, error) {
	i, err := strconv.Atoi(text)
	if err != nil || i < 0 || i > n {
		return 0, errorf(http.StatusBadRequest, "the step %q is not a number from 0 to %d", truncate(text), n)
	}
	return i, nil
}

// GET /api/tutorials/{game}?step=N&lang=L: the tutorial before step N
// (0 when left out).
func (s *server) handleTutorial(w http.ResponseWriter, r *http.Request) {
	tu, l, err := tutorialOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	i := 0
	if q := r.URL.Query().Get("step"); q != "" {
		if i, err = stepOf(q, tu.total()); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	t, err := tu.at(i)
	if err != nil {
		s.fail(w, r, broken(err))
		return
	}
	st, err := tu.state(t, i, l, nil)
	if err != nil {
		s.fail(w, r, broken(err))
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// tutorialMove is a move of the tutorial: the step it is made at, and the
// move.
type tutorialMove struct {
	// Step is the number of steps made before the move.
	Step int `json:"step"`
	// Move is the move, as the View's legalMoves write it, or its notation.
	Move json.RawMessage `json:"move"`
}

// POST /api/tutorials/{game}?lang=L {"step": N, "move": M}: the move M
// at step N; a move other than the one asked for is answered (200) with
// accepted false and the coach's hint, and changes nothing.
func (s *server) handleTutorialMove(w http.ResponseWriter, r *http.Request) error {
	tu, l, err := tutorialOf(r)
	if err != nil {
		return err
	}
	var req tutorialMove
	if err := readJSON(w, r, &req); err != nil {
		return err
	}
	if req.Step < 0 || req.Step >= tu.total() {
		return errorf(http.StatusBadRequest, "the step %d is not one of 0 to %d", req.Step, tu.total()-1)
	}
	move := bytes.TrimSpace(req.Move)
	if len(move) == 0 || move[0] != '"' && move[0] != '{' {
		return errorf(http.StatusBadRequest, `"move" must be the move's notation (a string) or its JSON object`)
	}
	st, err := tu.play(req.Step, move, l)
	if err != nil {
		return broken(err)
	}
	writeJSON(w, http.StatusOK, st)
	return nil
}
