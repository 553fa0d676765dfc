package jsbridge

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tabletopgo/tabletop"
)

// Think starts the move of a bot at a table, args the JSON array of the
// bot's handle and the table's, as "choose" takes them, in a goroutine of
// its own, and returns at once the search's number, which "stop" takes.
// answer gets, in that goroutine, the move's JSON (notation, as a JSON
// string) or the failure; it may be called before Think returns. A stop
// ends the search with its best move so far, as the bot's deadline does.
func (b *Bridge) Think(args []byte, answer func([]byte, error)) ([]byte, error) {
	in, err := arguments("think", []any{number, number}, args)
	if err != nil {
		return nil, err
	}
	bot, t, err := botAt(b, in)
	if err != nil {
		return nil, err
	}
	ctx := &stopper{done: make(chan struct{}), pause: b.Pause}
	cancel := ctx.stop
	b.mu.Lock()
	b.last++
	id := b.last
	b.thinking[id] = cancel
	b.mu.Unlock()
	goThink(func() {
		move, err := bot.Choose(ctx, t)
		b.mu.Lock()
		delete(b.thinking, id)
		b.mu.Unlock()
		cancel()
		if err != nil {
			answer(nil, err)
			return
		}
		answer(appendQuoted(nil, move), nil)
	})
	return strconv.AppendInt(nil, int64(id), 10), nil
}

// idle hands each search to a goroutine that has finished one and waits
// for the next, when there is one.
var idle = make(chan func())

// goThink runs f in a goroutine of its own: one whose search has ended, else a
// new one that then waits for more. A new goroutine's stack starts small
// and grows by copies during a move's first steps: about a tenth of a game
// driven from JavaScript (a search a move, and a random bot's is a
// single move) went there. There are never more goroutines than searches
// once under way at the same time.
func goThink(f func()) {
	select {
	case idle <- f:
	default:
		go func() {
			for {
				f()
				f = <-idle
			}
		}()
	}
}

// botAt returns the bot of handle in[0] and the table of handle in[1].
func botAt(b *Bridge, in []any) (*tabletop.Bot, tabletop.Table, error) {
	bot, err := get[*tabletop.Bot](b, in[0].(int))
	if err != nil {
		return nil, tabletop.Table{}, err
	}
	t, err := get[tabletop.Table](b, in[1].(int))
	return bot, t, err
}

// stopper is the context of a search that a stop ends, and a
// search.Pauser with the bridge's Pause: a context of its own rather than
// context.WithCancel and WithValue, whose machinery (a parent's
// propagation, AfterFunc, the lookup of values) cost each game's
// WebAssembly about 20 KB for what a closed channel says.
type stopper struct {
	done  chan struct{}
	once  sync.Once
	pause func(first bool)
	// paused is whether Pause has been called (by any of the search's
	// workers).
	paused atomic.Bool
}

// stop ends the context; later calls do nothing.
func (s *stopper) stop() { s.once.Do(func() { close(s.done) }) }

// Pause calls the bridge's Pause, if it has one.
func (s *stopper) Pause() {
	first := !s.paused.Swap(true)
	if s.pause != nil {
		s.pause(first)
	}
}

// Deadline reports that a stopper has none.
func (*stopper) Deadline() (time.Time, bool) { return time.Time{}, false }

// Done is closed by stop.
func (s *stopper) Done() <-chan struct{} { return s.done }

// Err is context.Canceled once stopped, nil before.
func (s *stopper) Err() error {
	select {
	case <-s.done:
		return context.Canceled
	default:
		return nil
	}
}

// Value is nil: a stopper carries no value.
func (*stopper) Value(any) any { return nil }
