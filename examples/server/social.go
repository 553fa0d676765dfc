package main

// What players of a finished game expect besides the game: names on the
// seats, a rematch with the same seats, and a replay, move by move.

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop"
)

// maxName bounds a seat's name, in characters.
const maxName = 24

// seatName checks the name a human seat asks for: trimmed, at most
// maxName characters, printable; "" leaves the seat "Seat N". The
// library's CheckSeating refuses the names its words would read wrong
// ("You", "Seat 2", the computer's), with a sentence for the player.
func seatName(seat int, name string) (string, error) {
	name = strings.Join(strings.Fields(name), " ")
	switch {
	case !utf8.ValidString(name) || strings.IndexFunc(name, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0:
		return "", errorf(http.StatusBadRequest, "seat %d: a name is printable text", seat)
	case utf8.RuneCountInString(name) > maxName:
		return "", errorf(http.StatusBadRequest, "seat %d: a name has at most %d characters", seat, maxName)
	}
	return name, nil
}

// humanNames returns the names the human seats asked for, by seat ("" for
// a bot's), which the library checks.
func humanNames(seats []seatSpec) []string {
	names := make([]string, len(seats))
	for i, st := range seats {
		if st.Player == "human" {
			names[i] = st.Name
		}
	}
	return names
}

// names returns how the library's words call the seats (see seatNames).
func (tb *table) names() []string { return seatNames(tb.rec.Seats) }

// named returns t with the names of seats, its bots' seats without a name
// the computer's (see seatNames): tabletop.Table.WithNames takes no
// marker, so that no name a person sends makes a seat the computer's.
func named(t tabletop.Table, seats []seatSpec) tabletop.Table {
	names := make([]string, len(seats))
	var computers []int
	for i, st := range seats {
		names[i] = st.Name
		if st.Player == "bot" && st.Name == "" {
			computers = append(computers, i)
		}
	}
	return t.WithNames(names).WithComputers(computers...)
}

// seatNames returns how the library's words call seats: a human seat by
// its name ("" for none: "Seat 2"), a bot's as tabletop.Computer ("the
// computer", as the page's panels call it). The seats the page reads
// (seatPublic) keep their own names, and so never the marker: the page
// names its panels itself.
func seatNames(seats []seatSpec) []string {
	names := make([]string, len(seats))
	for i, st := range seats {
		names[i] = st.Name
		if st.Player == "bot" && st.Name == "" {
			names[i] = tabletop.Computer
		}
	}
	return names
}

// rematchID is the id of a table's rematch: one id for every seat that
// asks, so that all of them meet at the same table.
func rematchID(id string) string {
	h := sha256.Sum256([]byte("rematch of " + id))
	return hex.EncodeToString(h[:8])
}

// POST /api/tables/{id}/rematch, with a seat's token: a new game of the
// same seats (each person's token opens their seat there too, each bot is
// the same bot), dealt afresh, the first seat passing to the next. Every
// seat that asks gets the same new table.
func (s *server) handleRematch(w http.ResponseWriter, r *http.Request) error {
	if err := s.refuseWhileDraining(); err != nil {
		return err
	}
	tb, err := s.lookup(r)
	if err != nil {
		return err
	}
	seat := tb.seatOfToken(token(r))
	if seat < 0 {
		return errorf(http.StatusForbidden, "a rematch is for the seats of the table: this needs a seat's token")
	}
	if t, _, _ := tb.snapshot(); !t.Over() {
		return errorf(http.StatusConflict, "the game is not over yet")
	}
	id := rematchID(tb.id)
	s.rematching.Lock()
	defer s.rematching.Unlock()
	if _, err := s.get(r.Context(), id); errors.Is(err, errNotFound) {
		err = s.addRematch(r, tb, id)
		if err != nil {
			return err
		}
	} else if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "seat": seat})
	return nil
}

// seatOfToken returns the seat whose token this is, or -1.
func (tb *table) seatOfToken(tok string) int {
	for i := range tb.rec.Seats {
		if tok != "" && tb.rec.Seats[i].check(tok) {
			return i
		}
	}
	return -1
}

// addRematch makes and adds the rematch of tb under id.
func (s *server) addRematch(r *http.Request, tb *table, id string) error {
	var opts map[string]json.RawMessage
	if err := json.Unmarshal(tb.rec.Options, &opts); err != nil {
		return err
	}
	delete(opts, "seed") // a fresh deal
	if first, ok := opts["firstSeat"]; ok {
		var n int
		json.Unmarshal(first, &n)
		opts["firstSeat"] = json.RawMessage(fmt.Sprint((n + 1) % len(tb.rec.Seats)))
	}
	options, _ := json.Marshal(opts)
	req := createRequest{Game: tb.rec.Game, Options: options, BotDelayMs: &tb.rec.BotDelayMs}
	for _, st := range tb.rec.Seats {
		if st.Player == "human" {
			st = seatSpec{Player: "human", Name: st.Name}
		}
		req.Seats = append(req.Seats, st)
	}
	rec, t, _, _, err := s.newRecord(req)
	if err != nil {
		return err
	}
	rec.ID, rec.CreatorHash = id, tb.rec.CreatorHash
	for i, st := range tb.rec.Seats {
		rec.Seats[i].TokenHash = st.TokenHash
	}
	if err := s.admitTable(r, rec); err != nil {
		return err
	}
	_, err = s.add(r.Context(), rec, t)
	return err
}

// replayStep is the table after one move, as a spectator (or the seat
// whose token asks) sees it.
type replayStep struct {
	Seat int             `json:"seat"`          // the seat that moved; -1 for the deal
	Text []string        `json:"text"`          // the move's events, in sentences
	View json.RawMessage `json:"view"`          // the table after it
	Move json.RawMessage `json:"move,omitzero"` // the move as it was sent
}

// GET /api/tables/{id}/replay: a finished game, move by move: the deal,
// then the table after each move, as a spectator sees it, with each move's
// events in sentences. With a seat's token, the game as that seat saw it:
// its own hand, "You" in the sentences, as at the table (a player who
// watches their game again meets themselves as they were called).
func (s *server) handleReplay(w http.ResponseWriter, r *http.Request) {
	tb, err := s.lookup(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	reader := -1
	if tok := token(r); tok != "" {
		if reader = tb.seatOfToken(tok); reader < 0 {
			s.fail(w, r, errorf(http.StatusForbidden, "the token is not a seat's of this table"))
			return
		}
	}
	if t, _, _ := tb.snapshot(); !t.Over() {
		s.fail(w, r, errorf(http.StatusConflict, "a replay is for a finished game, and this one is still being played"))
		return
	}
	rec, moves, err := s.store.Load(r.Context(), tb.id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, err := tabletop.Open(rec.Game, rec.Options)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t = named(t, tb.rec.Seats)
	l := requestLang(r)
	view, err := t.View(l, reader)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	steps := []replayStep{{Seat: -1, Text: []string{}, View: view}}
	for _, m := range moves {
		next, events, err := t.PlayJSON(m.Seat, m.Move)
		if err != nil {
			s.fail(w, r, fmt.Errorf("replaying table %s: %w", tb.id, err))
			return
		}
		t = next
		if view, err = t.View(l, reader); err != nil {
			s.fail(w, r, err)
			return
		}
		steps = append(steps, replayStep{Seat: m.Seat, Text: events.Narrate(l, reader, nil), View: view, Move: m.Move})
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": tb.id, "game": rec.Game, "steps": steps})
}
