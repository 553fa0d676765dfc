package main

import (
	"errors"
	"time"
)

// watch follows a shared store until the server stops: it catches the
// cached tables up when a process (another, or this one) changes them,
// and keeps adopting the bots that no process plays.
func (s *server) watch() {
	defer s.wg.Done()
	s.wg.Go(s.adoptBots)
	for s.ctx.Err() == nil {
		err := s.shared.Watch(s.ctx, s.changed)
		if s.ctx.Err() != nil {
			return
		}
		s.log.Warn("watching the store stopped; watching again in a second", "err", err)
		select {
		case <-time.After(time.Second):
		case <-s.ctx.Done():
			return
		}
	}
}

// changed catches table id up with the store, if the server holds it
// and streams or plays it (from the moves its notices carried, where they
// did, with no read); else it marks it stale, for the next request
// to catch up (one query for all the moves made meanwhile).
func (s *server) changed(id string) {
	s.mu.Lock()
	tb := s.cache[id]
	lazy := tb != nil && tb.pins == 0
	if lazy {
		tb.stale.Store(true)
	}
	s.mu.Unlock()
	if tb == nil || lazy {
		return
	}
	s.wg.Go(func() {
		if err := s.catchUpHeard(s.ctx, tb); err != nil && !errors.Is(err, errNotFound) && s.ctx.Err() == nil {
			s.log.Warn("a table did not catch up with the store", "table", tb.id, "err", err)
		}
	})
}

// adoptBots loads, every third of a lease's term, the tables that wait
// for a bot and that the server does not hold: their bot runners then try
// the lease, which is free when the process that had it died.
func (s *server) adoptBots() {
	s.every(leaseTerm/3, func() {
		list, err := s.store.List(s.ctx, s.waitingForBots())
		if err != nil {
			if s.ctx.Err() == nil {
				s.log.Warn("the tables waiting for bots cannot be listed", "err", err)
			}
			return
		}
		for _, sum := range list {
			s.mu.Lock()
			_, held := s.cache[sum.ID]
			s.mu.Unlock()
			if !held {
				if _, err := s.get(s.ctx, sum.ID); err != nil && s.ctx.Err() == nil {
					s.log.Warn("a table waiting for its bot was not loaded", "table", sum.ID, "err", err)
				}
			}
		}
	})
}
