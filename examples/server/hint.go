package main

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/tabletopgo/tabletop"
)

// hintMs is how long the Hard computer player thinks over a Hint, at
// most: the player waits for it, as the page's own engine makes them wait
// (engine-worker.js's HINT_MS).
const hintMs = 800

// hintWait bounds a Hint's wait for a place in the bot pool: past it the
// bots are too busy to answer within about a second, and the seat gets a
// 503 to try again.
const hintWait = time.Second

// hintReply is a Hint's answer: the move the Hard computer would make,
// as the View's legalMoves write it, so that a page selects it among the
// choices it draws.
type hintReply struct {
	// Pick is the move's choice's pick ("" for a move picked at once).
	Pick string `json:"pick"`
	// Label is the pick's label, as the choice's.
	Label string `json:"label,omitempty"`
	// Move is the move's object, the seat's and kind's members included,
	// with its label and preview in the request's language.
	Move map[string]any `json:"move"`
}

// POST /api/tables/{id}/seats/{seat}/hint: the move the Hard computer
// player (the search bot, from the seat's view alone) would make for the
// seat, on its turn, thought over for at most hintMs through the bot pool,
// for a page with no engine of its own. One Hint at a time a table.
func (s *server) handleHint(w http.ResponseWriter, r *http.Request) {
	tb, seat, err := s.seatActing(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, _, events := tb.snapshot()
	if t.Over() || t.ToMove() != seat {
		s.fail(w, r, errorf(http.StatusConflict, "a hint is for the seat to move, and seat %d is not", seat))
		return
	}
	if !tb.hinting.CompareAndSwap(false, true) {
		s.fail(w, r, busy(http.StatusTooManyRequests, time.Second, "a hint for this table is being thought over already"))
		return
	}
	defer tb.hinting.Store(false)
	if s.botsQueue.Load() >= int64(s.cfg.botQueue) {
		s.fail(w, r, busy(http.StatusServiceUnavailable, 5*time.Second, "the bots are busy: %d moves wait for them; try again later", s.botsQueue.Load()))
		return
	}
	notation, err := s.hintMove(r.Context(), tb, t, seat, events)
	if err != nil {
		if r.Context().Err() == nil {
			s.log.Warn("a hint was not found in time", "table", tb.id, "seat", seat, "err", err)
		}
		s.fail(w, r, busy(http.StatusServiceUnavailable, 2*time.Second, "the bots are busy: no hint in time; try again later"))
		return
	}
	reply, ok := hintOf(t.Choices(requestLang(r)), notation)
	if !ok {
		s.log.Error("a hint is not among the legal moves", "table", tb.id, "seat", seat, "move", notation)
		s.fail(w, r, busy(http.StatusServiceUnavailable, 2*time.Second, "no hint now; try again later"))
		return
	}
	writeJSON(w, http.StatusOK, reply)
}

// hintMove chooses seat's move at t with the search bot, within the
// operator's budget and hintMs, waiting at most hintWait for the pool.
func (s *server) hintMove(ctx context.Context, tb *table, t tabletop.Table, seat, events int) (string, error) {
	ms := hintMs
	if s.cfg.botMs > 0 {
		ms = min(ms, s.cfg.botMs)
	}
	options, err := json.Marshal(map[string]int{"ms": ms, "iterations": s.cfg.botIterations, "workers": 1})
	if err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(ctx, hintWait+time.Duration(ms)*time.Millisecond)
	defer cancel()
	return s.choose(ctx, tb, t, seatSpec{Player: "bot", Bot: "ismcts", Options: options}, seat, events)
}

// hintOf finds the move written notation among choices, and writes it as
// a Hint's reply.
func hintOf(choices []tabletop.Choice, notation string) (hintReply, bool) {
	for _, c := range choices {
		for _, m := range c.Moves {
			if unseated(m.Notation) != unseated(notation) {
				continue
			}
			move := map[string]any{}
			if err := json.Unmarshal(m.JSON, &move); err != nil {
				return hintReply{}, false
			}
			move["label"], move["preview"] = m.Label, m.Preview
			return hintReply{Pick: c.Pick, Label: c.Label, Move: move}, true
		}
	}
	return hintReply{}, false
}

// unseated is a move's notation without its seat ("0:play 7" is "play 7").
func unseated(notation string) string {
	if i := strings.IndexByte(notation, ':'); i >= 0 && !strings.ContainsAny(notation[:i], " ") {
		notation = notation[i+1:]
	}
	return strings.TrimSpace(notation)
}
