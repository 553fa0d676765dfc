package main

import (
	"errors"
	"math"
	"sync"
	"time"

	"github.com/tabletopgo/tabletop"
)

// abandoned reports whether a game whose last move was at updated has
// gone without a move for longer than the operator allows: it is closed.
func (s *server) abandoned(t tabletop.Table, updated time.Time) bool {
	return !t.Over() && time.Since(updated) > s.cfg.idle
}

// janitorEvery is how often the janitor looks: often enough that a table
// is closed or removed within a small part of its term.
func (s *server) janitorEvery() time.Duration {
	return max(10*time.Millisecond, min(time.Minute, s.cfg.idle/10, s.cfg.retention/10))
}

// janitor closes the abandoned games of the cache and removes the logs of
// finished and abandoned games after the retention, until the server
// stops.
func (s *server) janitor() {
	defer s.wg.Done()
	s.every(s.janitorEvery(), func() {
		s.closeAbandoned()
		s.removeExpired()
		s.creates.prune(time.Now())
	})
}

// every calls f every d, until the server stops.
func (s *server) every(d time.Duration, f func()) {
	tick := time.NewTicker(d)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
		case <-s.ctx.Done():
			return
		}
		f()
	}
}

// closeAbandoned takes the cache's abandoned games out of play: their
// streams end saying so, their bots stop.
func (s *server) closeAbandoned() {
	s.mu.Lock()
	var gone []*table
	for _, tb := range s.cache {
		tb.mu.Lock()
		t, updated := tb.t, tb.updated
		tb.mu.Unlock()
		if !tb.memOnly && s.abandoned(t, updated) {
			gone = append(gone, tb)
		}
	}
	s.mu.Unlock()
	for _, tb := range gone {
		s.drop(tb, "closed: no move for "+s.cfg.idle.String())
		s.log.Info("table closed", "table", tb.id, "idle", s.cfg.idle)
	}
}

// removeExpired removes the logs of the games finished more than the
// retention ago, and of those abandoned (closed) that long ago, a batch at
// a time.
func (s *server) removeExpired() {
	now := time.Now()
	over, notOver := true, false
	for _, f := range []listFilter{
		{Over: &over, UpdatedBefore: now.Add(-s.cfg.retention), Limit: 1000},
		{Over: &notOver, UpdatedBefore: now.Add(-s.cfg.idle - s.cfg.retention), Limit: 1000},
	} {
		list, err := s.store.List(s.ctx, f)
		if err != nil {
			if s.ctx.Err() == nil {
				s.log.Warn("the janitor cannot list the tables", "err", err)
			}
			return
		}
		for _, sum := range list {
			if err := s.store.Delete(s.ctx, sum.ID); err != nil && !errors.Is(err, errNotFound) {
				s.log.Warn("an expired table was not removed", "table", sum.ID, "err", err)
				continue
			}
			s.mu.Lock()
			tb := s.cache[sum.ID]
			s.mu.Unlock()
			if tb != nil {
				s.drop(tb, "deleted: its retention is over")
			}
			s.log.Info("table removed", "table", sum.ID, "over", sum.Over, "updated", sum.Updated)
		}
	}
}

// rateLimiter is a token bucket per client address: each address may
// take burst at once, and rate a second on average.
type rateLimiter struct {
	rate  float64
	burst float64

	mu      sync.Mutex
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time // when tokens was counted
}

func newRateLimiter(rate float64, burst int) *rateLimiter {
	return &rateLimiter{rate: rate, burst: float64(burst), buckets: map[string]*bucket{}}
}

// take takes a token of addr's bucket at now, and returns 0; or, when the
// bucket is empty, how long until it has one.
func (l *rateLimiter) take(addr string, now time.Time) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[addr]
	if b == nil {
		b = &bucket{tokens: l.burst, at: now}
		l.buckets[addr] = b
	}
	b.tokens = math.Min(l.burst, b.tokens+now.Sub(b.at).Seconds()*l.rate)
	b.at = now
	if b.tokens < 1 {
		return time.Duration((1 - b.tokens) / l.rate * float64(time.Second))
	}
	b.tokens--
	return 0
}

// prune forgets the addresses whose buckets are full again at now: they
// are as if new, so the map holds only the recent clients.
func (l *rateLimiter) prune(now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for addr, b := range l.buckets {
		if b.tokens+now.Sub(b.at).Seconds()*l.rate >= l.burst {
			delete(l.buckets, addr)
		}
	}
}
