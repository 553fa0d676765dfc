package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/tabletopgo/tabletop"
)

// hintMs is how long the Hard computer player thinks over a Hint, at
// most: the player waits for it, as the page's own engine makes them wait
// (engine-worker.js's HINT_MS).
const hintMs = 800

// hintGrace is how long past hintMs a Hint's search may take to answer:
// the search stops before its context's deadline with the best move it
// has found (it stops within an iteration, and a quarter of the time
// left before it), so the deadline is hintMs and this grace, and the
// answer comes within it however loaded the machine is.
const hintGrace = 200 * time.Millisecond

// A Hint is asked once, and answered with a move or refused at once
// (r33 #3: a page that asked again every 1.5 s after a 503 repeated the
// search up to five times, on the server that had no time to spare):
//
//   - Its search does not queue for the bot pool, where the moves of the
//     bots' tables may wait for seconds: a Hint that waited there found
//     no move in time on a loaded server and answered 503, and the page
//     asked again. It is bounded by the clock instead (hintMs, then
//     hintGrace), and answers the best move found by then: on a busy
//     machine a weaker one, never none.
//   - What bounds the Hints' work is their own allowance, server.hints,
//     as many searches at once as the bot pool has workers (so hints and
//     bots together take at most twice the pool): a Hint beyond it gets
//     503 at once, with a Retry-After of a second; a second Hint at a
//     table whose last one is thought over, 429. These are the
//     operator's limits, the only refusals a Hint's seat sees besides
//     the turn's (409) and a draining server's.

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
// seat, on its turn, thought over for at most hintMs and hintGrace, for a
// page with no engine of its own. One Hint at a time a table, and at most
// server.hints in all.
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
	if !s.hints.TryAcquire(1) {
		s.fail(w, r, busy(http.StatusServiceUnavailable, time.Second, "too many hints are being thought over at once; try again in a second"))
		return
	}
	defer s.hints.Release(1)
	notation, err := s.hintMove(r.Context(), tb, t, seat, events)
	if err != nil {
		if r.Context().Err() != nil {
			return // the client has gone: no one reads an answer
		}
		s.log.Error("a hint's search found no move", "table", tb.id, "seat", seat, "err", err)
		s.fail(w, r, errorf(http.StatusInternalServerError, "no hint: the search failed"))
		return
	}
	reply, ok := hintOf(t.Choices(requestLang(r)), notation)
	if !ok {
		s.log.Error("a hint is not among the legal moves", "table", tb.id, "seat", seat, "move", notation)
		s.fail(w, r, errorf(http.StatusInternalServerError, "no hint: the search chose no legal move"))
		return
	}
	writeJSON(w, http.StatusOK, reply)
}

// hintMove chooses seat's move at t with the search bot, within the
// operator's budget and hintMs, and answers by hintGrace after: outside
// the bot pool (see hintGrace), with the move found best by then.
func (s *server) hintMove(ctx context.Context, tb *table, t tabletop.Table, seat, events int) (string, error) {
	ms := hintMs
	if s.cfg.botMs > 0 {
		ms = min(ms, s.cfg.botMs)
	}
	options, err := json.Marshal(map[string]int{"ms": ms, "iterations": s.cfg.botIterations, "workers": 1})
	if err != nil {
		return "", err
	}
	bot, err := botFor(tb.rec.Game, seatSpec{Player: "bot", Bot: "ismcts", Options: options}, tb.seed, seat, events)
	if err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(ctx, time.Duration(ms)*time.Millisecond+hintGrace)
	defer cancel()
	return lateIsAnswer(bot.Choose(ctx, t))
}

// lateIsAnswer takes a bot's answer that came after its deadline (a move
// with an error wrapping tabletop.ErrLate) as an answer: a Hint is asked
// once and waited for, and on a loaded machine the search's last
// iteration may end past hintGrace (page-r35 #1: two Lino hints in 75
// failed with a 500 though the bot had its move).
func lateIsAnswer(move string, err error) (string, error) {
	if move != "" && errors.Is(err, tabletop.ErrLate) {
		return move, nil
	}
	return move, err
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
