package main

// This file holds the files store's journal: how the moves of many tables
// share one fsync (see store_files.go).

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
)

// The journal makes the files store's moves durable, a group of them at a
// time. Append writes a move's lines to its table's log without syncing
// it, then hands them to the journal's one writer, which takes every move
// waiting at that moment (up to maxBatch), appends them to the journal in
// one write, syncs it once, and only then answers each: no move is
// acknowledged before the sync that holds it has returned. A failed write
// or sync refuses every move of its batch with its error (each Append then
// cuts its lines off its table's log) and the journal is cut back to its
// last synced batch; if even that fails, the journal takes no more moves.
//
// The journal is DIR/journal.N, N from 1: a run of batches, each "TTJ1",
// its payload's length and the payload's CRC-32C (little-endian uint32s),
// then the payload: for each move, the length of its table's id (a byte)
// and the id, the offset of the move's lines in the table's log (a uint64)
// and their length (a uint32), then the lines. Once the journal has passed
// journalRotate bytes, the writer goes on in journal.N+1 while a
// checkpoint syncs every table's log written to until then and removes
// journal.N and those before it, whose moves the synced logs now hold.
//
// When the store opens, it replays what journals a crash left: each move's
// lines written again at their offset in their table's log (the same
// bytes, where the log kept them; a deleted table's moves are left out),
// the logs synced, the journals removed. A batch cut short by the crash
// (too short, or its checksum wrong) was never synced, so none of its moves
// was acknowledged: the replay of that journal ends there.
type journal struct {
	dir string
	log *slog.Logger

	mu     sync.RWMutex // held to hand a move over; close takes it to stop the writer
	closed bool
	queue  chan *journalMove // bounded: maxBatch moves wait at most
	stop   chan struct{}     // closed by close
	done   chan struct{}     // closed when the writer has stopped
	err    error             // the final checkpoint's, once done is closed

	// fault, when set, is the error every sync fails with from then on
	// after the batch is written: a test's failing disk.
	fault atomic.Pointer[error]

	// The writer's own.
	fd         int
	seq        int               // the journal written to is journal.seq
	size       int64             // its length after its last synced batch
	dirty      map[string]bool   // the tables written to since the last checkpoint
	broken     error             // the journal could not be cut back
	buf        []byte            // a batch, reused
	checkpoint chan checkpointed // while a checkpoint runs, where it answers
}

// journalMove is a move handed to the journal's writer.
type journalMove struct {
	id    string
	at    int64  // where its lines begin in its table's log
	lines []byte // as written there
	done  chan error
}

// checkpointed is a checkpoint's answer: the tables it was to sync, which
// the next one syncs again if it failed.
type checkpointed struct {
	tables map[string]bool
	err    error
}

const (
	// maxBatch is the most moves one sync holds, and the most that wait
	// for the writer: a move beyond waits for room.
	maxBatch = 128
	// batchHead is the length of a batch's magic, length and checksum.
	batchHead = 12
)

var (
	// journalRotate is the journal's length past which a checkpoint
	// begins: a few thousand moves' lines (a variable, which a test lowers
	// to see many checkpoints).
	journalRotate int64 = 8 << 20

	batchMagic = []byte("TTJ1")
	castagnoli = crc32.MakeTable(crc32.Castagnoli)
	errClosed  = errors.New("the store is closed")
)

// openJournal replays the journals in dir that a crash left, then starts
// a journal and its writer.
func openJournal(dir string, log *slog.Logger) (*journal, error) {
	if err := replayJournals(dir, log); err != nil {
		return nil, err
	}
	fd, err := createJournal(dir, 1)
	if err != nil {
		return nil, err
	}
	j := &journal{dir: dir, log: log, queue: make(chan *journalMove, maxBatch),
		stop: make(chan struct{}), done: make(chan struct{}), fd: fd, seq: 1, dirty: map[string]bool{}}
	go j.run()
	return j, nil
}

// journalPath is the file of journal seq in dir.
func journalPath(dir string, seq int) string {
	return filepath.Join(dir, "journal."+strconv.Itoa(seq))
}

// createJournal makes journal seq in dir, durably, and returns its
// descriptor, open to append.
func createJournal(dir string, seq int) (int, error) {
	path := journalPath(dir, seq)
	var fd int
	err := retryEINTR("open", path, func() (err error) {
		fd, err = syscall.Open(path, syscall.O_WRONLY|syscall.O_CREAT|syscall.O_EXCL|syscall.O_APPEND|syscall.O_CLOEXEC, 0o600)
		return err
	})
	if err != nil {
		return 0, err
	}
	if err := syncDir(dir); err != nil {
		syscall.Close(fd)
		return 0, err
	}
	return fd, nil
}

// journals returns the journals in dir by their number, up to upTo (all
// if upTo is 0), oldest first.
func journals(dir string, upTo int) ([]int, error) {
	names, err := filepath.Glob(filepath.Join(dir, "journal.*"))
	var seqs []int
	for _, name := range names {
		seq, err := strconv.Atoi(strings.TrimPrefix(filepath.Base(name), "journal."))
		if err == nil && seq > 0 && (upTo == 0 || seq <= upTo) {
			seqs = append(seqs, seq)
		}
	}
	slices.Sort(seqs)
	return seqs, err
}

// append stores a move's lines, written at offset at of table id's log,
// in the journal, and returns once they are synced, or why they are not.
func (j *journal) append(id string, at int64, lines []byte) error {
	m := &journalMove{id: id, at: at, lines: lines, done: make(chan error, 1)}
	j.mu.RLock()
	if j.closed {
		j.mu.RUnlock()
		return errClosed
	}
	j.queue <- m
	j.mu.RUnlock()
	return <-m.done
}

// close stops the writer once it has stored what was handed to it, and
// checkpoints: a store closed leaves no journal.
func (j *journal) close() error {
	j.mu.Lock()
	closed := j.closed
	j.closed = true
	j.mu.Unlock()
	if !closed {
		close(j.stop)
	}
	<-j.done
	return j.err
}

// run is the writer: it stores the moves handed over, a batch at a time,
// and rotates the journal.
func (j *journal) run() {
	defer close(j.done)
	batch := make([]*journalMove, 0, maxBatch)
	for {
		select {
		case m := <-j.queue:
			batch = j.gather(append(batch[:0], m))
			j.commit(batch)
			clear(batch)
			j.rotate()
		case c := <-j.checkpoint:
			j.checkpointed(c)
		case <-j.stop:
			// Every move handed over is in the queue: close waited for
			// the hands.
			for len(j.queue) > 0 {
				batch = j.gather(batch[:0])
				j.commit(batch)
				clear(batch)
			}
			if j.checkpoint != nil {
				j.checkpointed(<-j.checkpoint)
			}
			syscall.Close(j.fd)
			j.err = checkpoint(j.dir, j.dirty, j.seq)
			return
		}
	}
}

// gather adds to batch the moves waiting, up to maxBatch.
func (j *journal) gather(batch []*journalMove) []*journalMove {
	for len(batch) < maxBatch {
		select {
		case m := <-j.queue:
			batch = append(batch, m)
		default:
			return batch
		}
	}
	return batch
}

// commit writes batch to the journal and syncs it, then answers each of
// its moves.
func (j *journal) commit(batch []*journalMove) {
	err := j.write(batch)
	for _, m := range batch {
		m.done <- err
	}
}

// write writes batch to the journal as one batch and syncs it.
func (j *journal) write(batch []*journalMove) error {
	if j.broken != nil {
		return j.broken
	}
	buf := append(j.buf[:0], batchMagic...)
	buf = append(buf, make([]byte, batchHead-len(batchMagic))...)
	for _, m := range batch {
		buf = append(buf, byte(len(m.id)))
		buf = append(buf, m.id...)
		buf = binary.LittleEndian.AppendUint64(buf, uint64(m.at))
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(m.lines)))
		buf = append(buf, m.lines...)
	}
	binary.LittleEndian.PutUint32(buf[4:], uint32(len(buf)-batchHead))
	binary.LittleEndian.PutUint32(buf[8:], crc32.Checksum(buf[batchHead:], castagnoli))
	j.buf = buf
	path := journalPath(j.dir, j.seq)
	err := writeAll(j.fd, path, buf)
	if err == nil {
		err = retryEINTR("sync", path, func() error {
			if fault := j.fault.Load(); fault != nil {
				return *fault
			}
			return syscall.Fsync(j.fd)
		})
	}
	if err != nil {
		if terr := retryEINTR("truncate", path, func() error { return syscall.Ftruncate(j.fd, j.size) }); terr != nil {
			j.broken = fmt.Errorf("the journal cannot be cut back after a failed write, and takes no more moves: %w", errors.Join(err, terr))
			j.log.Error("the files store's journal cannot be cut back; no move is stored until the server is restarted", "file", path, "err", j.broken)
		}
		return fmt.Errorf("the journal: %w", err)
	}
	j.size += int64(len(buf))
	for _, m := range batch {
		j.dirty[m.id] = true
	}
	return nil
}

// rotate starts the next journal and a checkpoint of those before it, if
// the journal is long enough and no checkpoint runs.
func (j *journal) rotate() {
	if j.size < journalRotate || j.checkpoint != nil || j.broken != nil {
		return
	}
	fd, err := createJournal(j.dir, j.seq+1)
	if err != nil {
		j.log.Error("the files store cannot start its next journal; it goes on in this one", "dir", j.dir, "err", err)
		return
	}
	syscall.Close(j.fd)
	tables, upTo := j.dirty, j.seq
	j.fd, j.seq, j.size, j.dirty = fd, j.seq+1, 0, map[string]bool{}
	done := make(chan checkpointed, 1)
	j.checkpoint = done
	go func() { done <- checkpointed{tables, checkpoint(j.dir, tables, upTo)} }()
}

// checkpointed takes a checkpoint's answer: if it failed, its tables are
// synced by the next, which removes its journals too.
func (j *journal) checkpointed(c checkpointed) {
	j.checkpoint = nil
	if c.err != nil {
		j.log.Error("the files store's checkpoint failed; its journals are kept, and the next checkpoint tries again", "dir", j.dir, "err", c.err)
		for id := range c.tables {
			j.dirty[id] = true
		}
	}
}

// checkpoint syncs the logs of tables, then removes the journals up to
// upTo: the logs hold their moves. A table deleted since has no log to
// sync.
func checkpoint(dir string, tables map[string]bool, upTo int) error {
	for id := range tables {
		if err := syncFile(logPath(dir, id)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	seqs, err := journals(dir, upTo)
	if err != nil {
		return err
	}
	for _, seq := range seqs {
		if err := os.Remove(journalPath(dir, seq)); err != nil {
			return err
		}
	}
	return syncDir(dir)
}

// syncFile syncs the file at path.
func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	return errors.Join(f.Sync(), f.Close())
}
