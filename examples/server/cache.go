package main

import (
	"context"
	"errors"
	"net/http"
	"time"
)

// get returns table id from the cache, loading it from the store if it is
// not there (one load at a time per table, however many requests ask).
func (s *server) get(ctx context.Context, id string) (*table, error) {
	for {
		s.mu.Lock()
		if tb := s.cache[id]; tb != nil {
			tb.lastUsed = time.Now()
			s.mu.Unlock()
			if err := s.fresh(ctx, tb); err != nil {
				return nil, err
			}
			return tb, nil
		}
		if err := s.damaged[id]; err != nil {
			s.mu.Unlock()
			return nil, err
		}
		wait, busy := s.loading[id]
		if !busy {
			wait = make(chan struct{})
			s.loading[id] = wait
		}
		s.mu.Unlock()
		if busy {
			select {
			case <-wait:
				continue
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		tb, err := s.load(ctx, id)
		s.mu.Lock()
		delete(s.loading, id)
		close(wait)
		if err == nil {
			err = s.insertLocked(tb)
		}
		s.mu.Unlock()
		if err != nil {
			return nil, err
		}
		s.startBots(tb)
		return tb, nil
	}
}

// fresh catches tb up with the store if another process announced a move
// while nothing streamed or played it (see changed).
func (s *server) fresh(ctx context.Context, tb *table) error {
	if tb.stale.CompareAndSwap(true, false) {
		if err := s.catchUpHeard(ctx, tb); err != nil {
			tb.stale.Store(true)
			return err
		}
	}
	return nil
}

// load reads table id from the store and rebuilds its game, with the time
// of its last move (from its summary), which tells when it is abandoned.
// A table that does not rebuild is damaged: it stays out of play, and the
// log says so.
func (s *server) load(ctx context.Context, id string) (*table, error) {
	rec, moves, err := s.store.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	tb, err := rebuild(rec, moves)
	if err != nil {
		s.log.Error("a table's log does not replay; the table is out of play", "table", id, "err", err)
		s.mu.Lock()
		s.damaged[id] = err // (until a restart, when an operator has looked)
		s.mu.Unlock()
		return nil, err
	}
	sums, err := s.store.List(ctx, listFilter{ID: id, Limit: 1})
	if err != nil {
		return nil, err
	}
	if len(sums) == 1 && sums[0].ID == id {
		tb.updated = sums[0].Updated
	}
	return tb, nil
}

// insertLocked puts tb in the cache, making room by evicting the least
// recently used table that nothing pins; with s.mu held. When every table
// is pinned (streamed or played by bots) the cache is full: 503.
func (s *server) insertLocked(tb *table) error {
	if len(s.cache) >= s.cfg.cacheTables {
		var lru *table
		for _, c := range s.cache {
			if c.pins == 0 && (lru == nil || c.lastUsed.Before(lru.lastUsed)) {
				lru = c
			}
		}
		if lru == nil {
			return busy(http.StatusServiceUnavailable, 10*time.Second, "the server holds as many games as it may (%d), every one in use; try again later", s.cfg.cacheTables)
		}
		delete(s.cache, lru.id)
	}
	tb.lastUsed = time.Now()
	tb.ctx, tb.cancel = context.WithCancel(s.ctx)
	s.cache[tb.id] = tb
	return nil
}

// drop takes tb out of the cache and out of play for why ("deleted",
// "closed"): its streams end saying so, its bots stop.
func (s *server) drop(tb *table, why string) {
	s.mu.Lock()
	if s.cache[tb.id] == tb {
		delete(s.cache, tb.id)
	}
	s.mu.Unlock()
	tb.end(why)
}

// pin keeps tb in the cache until unpin: a stream or a bot runner uses it.
func (s *server) pin(tb *table) {
	s.mu.Lock()
	tb.pins++
	s.mu.Unlock()
}

func (s *server) unpin(tb *table) {
	s.mu.Lock()
	tb.pins--
	tb.lastUsed = time.Now()
	s.mu.Unlock()
}

// cached returns the number of tables in the cache.
func (s *server) cached() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.cache)
}

// lookup returns the table named in the request's path.
func (s *server) lookup(r *http.Request) (*table, error) {
	id := r.PathValue("id")
	tb, err := s.get(r.Context(), id)
	if errors.Is(err, errNotFound) {
		return nil, errorf(http.StatusNotFound, "no table %q", truncate(id))
	}
	return tb, err
}
