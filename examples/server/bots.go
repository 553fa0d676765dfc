package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/tabletopgo/tabletop"
)

// leaseTerm is how long a process holds a table's bots on a shared store
// without renewing: a process that dies gives them up after this.
const leaseTerm = 6 * time.Second

// resumeBots loads, in the background, the tables that wait for a bot's
// move, so that their games go on after a restart. Rebuilding a table runs
// no bot (see botFor), so this costs the games' replays alone. On a
// shared store the watch loop does it, with leases, again and again.
func (s *server) resumeBots() error {
	if s.shared != nil {
		return nil
	}
	list, err := s.store.List(s.ctx, s.waitingForBots())
	if err != nil {
		return err
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for _, sum := range list {
			if _, err := s.get(s.ctx, sum.ID); err != nil && s.ctx.Err() == nil {
				s.log.Warn("a table waiting for its bot was not resumed", "table", sum.ID, "err", err)
			}
		}
	}()
	return nil
}

// waitingForBots selects the games in play that wait for a bot's move,
// at most half the cache's worth.
func (s *server) waitingForBots() listFilter {
	notOver := false
	return listFilter{BotToMove: true, Over: &notOver, UpdatedSince: time.Now().Add(-s.cfg.idle), Limit: max(1, s.cfg.cacheTables/2)}
}

// startBots starts the goroutine that plays the table's bot seats, if it
// has any and its game goes on.
func (s *server) startBots(tb *table) {
	t, _, _ := tb.snapshot()
	if t.Over() || tb.memOnly {
		return
	}
	for _, st := range tb.rec.Seats {
		if st.Player == "bot" {
			s.pin(tb)
			s.wg.Add(1)
			go s.runBots(tb)
			return
		}
	}
}

// runBots plays the table's bots, one goroutine per table: whenever a bot
// is to move it waits the table's delay, then a place in the bot pool,
// chooses from its seat's view alone and plays like any seat, through the
// store. It ends with the game, the table or the server, which cancel the
// search in flight.
func (s *server) runBots(tb *table) {
	defer s.wg.Done()
	defer s.unpin(tb)
	if s.shared != nil {
		defer func() {
			if err := s.shared.Release(s.ctx, tb.id); err != nil && s.ctx.Err() == nil {
				s.log.Warn("a bot lease was not released", "table", tb.id, "err", err)
			}
		}()
	}
	for {
		s.fresh(tb.ctx, tb) // (on an error, the table is still stale: the next round tries again)
		t, _, events := tb.snapshot()
		if t.Over() || tb.ctx.Err() != nil {
			return
		}
		seat := t.ToMove()
		if seat < 0 || tb.rec.Seats[seat].Player != "bot" || !s.leased(tb) {
			var poll <-chan time.Time // the lease is another's: try it again, that process may die
			if seat >= 0 && tb.rec.Seats[seat].Player == "bot" {
				poll = time.After(leaseTerm / 3)
			}
			select {
			case <-tb.wake:
			case <-poll:
			case <-tb.ctx.Done():
				return
			}
			continue
		}
		if tb.botDelay > 0 {
			select {
			case <-time.After(tb.botDelay):
			case <-tb.ctx.Done():
				return
			}
		}
		move, err := s.botMove(tb, t, seat, events)
		if err != nil {
			if tb.ctx.Err() == nil {
				s.log.Error("a bot failed to choose", "table", tb.id, "seat", seat, "err", err)
			}
			return
		}
		data, _ := json.Marshal(move)
		if _, _, err := s.play(tb.ctx, tb, seat, data); err != nil && !s.botRetries(tb, seat, err) {
			return
		}
	}
}

// leased reports whether this process may play tb's bots now: always,
// unless the store is shared and another process holds the table's lease.
func (s *server) leased(tb *table) bool {
	if s.shared == nil {
		return true
	}
	ok, err := s.shared.Lease(tb.ctx, tb.id, leaseTerm)
	if err != nil && tb.ctx.Err() == nil {
		s.log.Warn("a bot lease failed", "table", tb.id, "err", err)
	}
	return ok && err == nil
}

// botMove chooses seat's move at t, the table's game after events
// events, with a place in the bot pool for each of the search's workers.
func (s *server) botMove(tb *table, t tabletop.Table, seat, events int) (string, error) {
	return s.choose(tb.ctx, tb, t, tb.rec.Seats[seat], seat, events)
}

// choose chooses seat's move at t with the bot sp, once it has a place in
// the bot pool for each of the search's workers: the seat's own bot, or
// a Hint's. It gives up, with ctx's error, when ctx ends first.
func (s *server) choose(ctx context.Context, tb *table, t tabletop.Table, sp seatSpec, seat, events int) (string, error) {
	workers := botWorkers(sp)
	s.botsQueue.Add(1)
	start := time.Now()
	err := s.pool.Acquire(ctx, workers)
	s.botsQueue.Add(-1)
	s.metrics.botWait.Observe(time.Since(start).Seconds())
	if err != nil {
		return "", err
	}
	defer s.pool.Release(workers)
	bot, err := botFor(tb.rec.Game, sp, tb.seed, seat, events)
	if err != nil {
		return "", err
	}
	return bot.Choose(ctx, t)
}

// botRetries reports whether a bot's runner looks again after its move
// was refused with err: at once when another process played the seat
// first (409), after a pause when the store failed (503, or its own
// error), and never when the table has ended or its log is damaged.
func (s *server) botRetries(tb *table, seat int, err error) bool {
	var e *apiError
	isAPI := errors.As(err, &e)
	switch {
	case isAPI && e.code == http.StatusConflict:
		return true
	case tb.ctx.Err() != nil || tb.endedWhy() != "":
		return false
	case errors.Is(err, errDamaged) || isAPI && e.code != http.StatusServiceUnavailable:
		s.log.Error("a bot's move was refused", "table", tb.id, "seat", seat, "err", err)
		return false
	}
	s.log.Warn("a bot's move was not stored; it plays again in a second", "table", tb.id, "seat", seat, "err", err)
	select {
	case <-time.After(time.Second):
		return true
	case <-tb.ctx.Done():
		return false
	}
}
