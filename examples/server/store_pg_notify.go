package main

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// pgNotifier sends the notifications of the moves a pgStore stored, each
// after its move's transaction committed, several in one statement:
// those of the moves stored while the last statement was out. Its
// transaction does not wait for its WAL flush (synchronous_commit off for
// it alone): a notification tells the other processes where to look, it
// records nothing, and each move was flushed before its request was
// answered. PostgreSQL's lock on the notification queue, which a
// notifying transaction holds through its commit, is then held by one
// short transaction a batch rather than by each move through its flush.
type pgNotifier struct {
	// exec sends a batch of payloads (the pool's statement; a test's own).
	exec func(ctx context.Context, payloads []string) error
	log  *slog.Logger

	mu      sync.Mutex
	pending []string      // the payloads not sent yet, oldest first
	wake    chan struct{} // a payload is pending (1-buffered)
	stop    chan struct{} // closed by close
	stopped sync.Once     // a store may be closed twice
	done    chan struct{} // closed once the last batch is sent
}

// pgNotifyBatch notifies pgChannel of each payload of $2 in one
// transaction that does not wait for its flush.
const pgNotifyBatch = `select pg_notify($1, n)
	from (select set_config('synchronous_commit', 'off', true)) s, unnest($2::text[]) as n`

// newPGNotifier starts the notifier of a store's pool.
func newPGNotifier(pool *pgxpool.Pool, log *slog.Logger) *pgNotifier {
	return startNotifier(func(ctx context.Context, payloads []string) error {
		_, err := pool.Exec(ctx, pgNotifyBatch, pgChannel, payloads)
		return err
	}, log)
}

// startNotifier starts a notifier that sends its batches with exec.
func startNotifier(exec func(ctx context.Context, payloads []string) error, log *slog.Logger) *pgNotifier {
	n := &pgNotifier{exec: exec, log: log, wake: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	go n.run()
	return n
}

// send queues the notification of a move that is stored.
func (n *pgNotifier) send(payload string) {
	n.mu.Lock()
	n.pending = append(n.pending, payload)
	n.mu.Unlock()
	n.wakeUp()
}

// close sends what is pending and stops the notifier.
func (n *pgNotifier) close() {
	n.stopped.Do(func() { close(n.stop) })
	<-n.done
}

// run sends the pending notifications, a batch at a time, until close.
// A batch that fails is tried again after a pause, with what came
// meanwhile, until close (which tries once more): a process that missed a
// notification would show a table's watchers an old game until its next
// move there.
func (n *pgNotifier) run() {
	defer close(n.done)
	for {
		select {
		case <-n.wake:
		case <-n.stop:
			n.flush()
			return
		}
		if !n.flush() {
			select {
			case <-time.After(100 * time.Millisecond):
			case <-n.stop:
				n.flush()
				return
			}
			n.wakeUp()
		}
	}
}

// wakeUp makes run look at the pending notifications again.
func (n *pgNotifier) wakeUp() {
	select {
	case n.wake <- struct{}{}:
	default:
	}
}

// flush sends the pending notifications in one statement, and reports
// whether it did; those it could not send stay pending, first.
func (n *pgNotifier) flush() bool {
	n.mu.Lock()
	batch := n.pending
	n.pending = nil
	n.mu.Unlock()
	if len(batch) == 0 {
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := n.exec(ctx, batch); err != nil {
		n.log.Warn("the other processes could not be told of moves yet; trying again", "moves", len(batch), "err", err)
		n.mu.Lock()
		n.pending = append(batch, n.pending...)
		n.mu.Unlock()
		return false
	}
	return true
}
