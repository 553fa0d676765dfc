package main

// This file holds the files store's journal: how the moves of many tables
// share one fsync (see store_files.go).

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"log/slog"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// The journals make the files store's moves durable, a group of them at
// a time. Append writes a move's lines to its table's log without syncing
// it, then hands them to a journal (one of journalShards: see journalFor),
// whose one writer takes every move waiting at that moment (up to
// maxBatch; when they are fewer than groupMoves, those that come within
// the commit delay too), appends them to the journal in one write, syncs it
// once, and only then answers each: no move is acknowledged before the
// sync that holds it has returned. A failed write or sync refuses every
// move of its batch with its error (each Append then cuts its lines off
// its table's log) and the journal is cut back to its last synced batch;
// if even that fails, the journal takes no more moves (and a refused
// batch that is whole in it may come back at the next start, as a log cut
// back in vain did before the journals). The shards sync at
// the same time: one writer alone, which waits for a core after each sync
// on a busy machine, took half the moves a second that a sync per move
// did. But a light load uses the first journal alone, whose batches are
// then larger: four journals each synced for the one or two moves of
// their quarter of the load.
//
// A journal's room is written ahead, in zeros (journalRoom bytes at a
// time), and each batch written over it and synced with fdatasync: a sync
// of a file that kept its length and its blocks has no metadata to commit
// (ext4 then flushes the data alone, with no commit of its own journal),
// which costs the process less CPU than an fsync of a file that grew: 83
// µs a sync against 100 in BenchmarkSync/store/tables=1's CPU profile, 60
// to 65 against 100 to 130 for a 1,200-byte write and its sync alone. Only
// the batch that writes the next room commits the file's new length.
//
// A journal is DIR/journal.S.N, S its shard, N from 1: a run of batches,
// each "TTJ1", its payload's length and the payload's CRC-32C
// (little-endian uint32s), then the payload: for each move, the length of
// its table's id (a byte) and the id, the offset of the move's lines in
// the table's log (a uint64) and their length (a uint32), then the lines;
// then the zeros of its room not yet written over.
// Once the journal has passed journalRotate bytes, its writer goes on in
// journal.S.N+1 while a checkpoint syncs every table's log written to
// until then and removes journal.S.N and the shard's journals before it,
// whose moves the synced logs now hold.
//
// When the store opens, it replays what journals a crash left: each move's
// lines written again at their offset in their table's log (the same
// bytes, where the log kept them; a deleted table's moves are left out),
// the logs synced, the journals removed. A batch cut short by the crash
// (too short, or its checksum wrong) was never synced, so none of its moves
// was acknowledged: the replay of that journal ends there, as it does,
// without a word, at its room's zeros.
type journal struct {
	dir   string
	shard int
	log   *slog.Logger

	mu     sync.RWMutex // held to hand a move over; close takes it to stop the writer
	closed bool
	queue  chan *journalMove // bounded: maxBatch moves wait at most
	// pending counts the moves handed over since the writer's last
	// batch was taken (those in the batch it gathers included): the hand
	// that brings it to groupMoves tells the writer on full, which
	// otherwise sleeps through its commit delay, woken by no move.
	pending atomic.Int64
	full    chan struct{}
	stop    chan struct{} // closed by close
	done    chan struct{} // closed when the writer has stopped
	err     error         // the final checkpoint's, once done is closed

	// fault, when set, is the error every sync fails with from then on
	// after the batch is written: a test's failing disk.
	fault atomic.Pointer[error]
	// refusing is set once the writer is broken: journalFor passes it.
	refusing atomic.Bool

	// The writer's own.
	fd         int
	seq        int               // the journal written to is journal.seq
	size       int64             // its batches' length after its last synced batch
	room       int64             // its length, its zeros past size included
	dirty      map[string]bool   // the tables written to since the last checkpoint
	broken     error             // the journal could not be cut back
	buf        []byte            // a batch, reused
	checkpoint chan checkpointed // while a checkpoint runs, where it answers
	linger     *time.Timer       // the commit delay's, reused
	delay      time.Duration     // the commit delay: see commitDelay
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
	// for a journal's writer: a move beyond waits for room.
	maxBatch = 128
	// journalShards is how many journals a files store writes at once,
	// each for the tables whose ids hash to it.
	journalShards = 4
	// batchHead is the length of a batch's magic, length and checksum.
	batchHead = 12
	// groupMoves is the batch below which a journal's writer waits, up to
	// commitDelay, for more moves before it syncs, and the moves waiting
	// for a journal's writer past which journalFor hands a move to the
	// next journal.
	groupMoves = 8
	// commitDelay is how long a journal's writer that has fewer than
	// groupMoves moves waits for more before it syncs them, by default
	// (the server's -commit-delay sets it; 0 for none), as PostgreSQL's
	// commit_delay: at a light load (2,000 moves a second) a move
	// otherwise came alone or nearly to its sync, and each sync costs the
	// process 100 µs of CPU or more (BenchmarkSync), more than half of a
	// move's own. Under a heavy load the batches are large without
	// waiting, and no writer waits. A move is never answered before its
	// sync: the delay only lengthens its wait.
	commitDelay = 2 * time.Millisecond
	// journalRoom is how many bytes of zeros a journal's writer writes
	// ahead of its batches at a time (fewer if journalRotate is less):
	// a few hundred moves' lines, so that the batch that writes them (a
	// journal's first, then one in a few tens) waits for little more than
	// its own.
	journalRoom = 128 << 10
)

var (
	// journalRotate is the journal's length past which a checkpoint
	// begins: a few thousand moves' lines (a variable, which a test lowers
	// to see many checkpoints).
	journalRotate int64 = 8 << 20

	batchMagic = []byte("TTJ1")
	castagnoli = crc32.MakeTable(crc32.Castagnoli)
	errClosed  = errors.New("the store is closed")

	// observeBatch, if set, is told the number of moves of each batch a
	// journal has synced (the load benchmark counts the syncs a move).
	observeBatch func(moves int)
)

// openJournals replays the journals in dir that a crash left, then starts
// the store's journals and their writers.
func openJournals(dir string, log *slog.Logger) ([]*journal, error) {
	if err := replayJournals(dir, log); err != nil {
		return nil, err
	}
	var js []*journal
	for shard := range journalShards {
		fd, err := createJournal(dir, shard, 1)
		if err != nil {
			return js, err
		}
		j := &journal{dir: dir, shard: shard, log: log, queue: make(chan *journalMove, maxBatch), full: make(chan struct{}, 1),
			stop: make(chan struct{}), done: make(chan struct{}), fd: fd, seq: 1, dirty: map[string]bool{},
			delay: commitDelay}
		go j.run()
		js = append(js, j)
	}
	return js, nil
}

// journalFor returns the journal that takes ft's next move: the one that
// last refused a move of ft, if one did, else the first of the journals
// that is not broken and has fewer than groupMoves moves waiting for its
// writer, else the journal of ft's id (journalOf), or the next after it
// that is not broken. So a light load goes to
// the first journal alone and shares its syncs, and a heavy one spreads
// over them all. A table's moves may so lie in several journals, which is
// safe because a table's moves are handed over one at a time, each at its
// own offset of the log, so that replaying the journals in any order
// writes the same logs; but a refused move's lines may still be in the
// journal that refused it (a sync failed, and the journal's cut back was
// not synced), at the offset of the table's next move: that move goes to
// the same journal, after it, so that the replay writes the move after
// the refused one. The caller holds ft.mu.
func (fs *filesStore) journalFor(ft *fileTable, id string) *journal {
	if ft.journal != nil {
		return ft.journal
	}
	for _, j := range fs.journals {
		if len(j.queue) < groupMoves && !j.refusing.Load() {
			return j
		}
	}
	for i := range journalShards {
		if j := fs.journals[(journalOf(id)+i)%journalShards]; !j.refusing.Load() {
			return j
		}
	}
	return fs.journals[journalOf(id)] // every journal is broken: it refuses the move
}

// journalOf returns the index of the journal of table id among
// journalShards when every journal is busy: the same for a table's every
// move (FNV-1a of its id), to spread them.
func journalOf(id string) int {
	h := uint32(2166136261)
	for i := range len(id) {
		h = (h ^ uint32(id[i])) * 16777619
	}
	return int(h % journalShards)
}

// append stores m's lines, written at offset m.at of table m.id's log, in
// the journal, and returns once they are synced, or why they are not. The
// writer answers on m.done, whose room for the answer is free: m is the
// table's own, made once and handed over again at each of its moves, one
// at a time.
func (j *journal) append(m *journalMove) error {
	j.mu.RLock()
	if j.closed {
		j.mu.RUnlock()
		return errClosed
	}
	j.queue <- m
	if j.pending.Add(1) == groupMoves {
		select {
		case j.full <- struct{}{}:
		default: // told already
		}
	}
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
			if len(batch) < groupMoves && j.delay > 0 {
				batch = j.wait(batch)
			}
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
			j.err = checkpoint(j.dir, j.dirty, j.shard, j.seq)
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

// wait adds to batch the moves handed over within the commit delay,
// until it holds groupMoves. It sleeps through the delay, to be woken by
// the move that makes groupMoves (on full) if one comes first, not by
// each move: at a light load, each wake-up of a goroutine that waits
// sets the runtime's idle P spinning a thread (a futex wake and a spin
// that costs more CPU than the move's hand-over itself). A close
// meanwhile is seen once the batch is stored.
func (j *journal) wait(batch []*journalMove) []*journalMove {
	if j.linger == nil {
		j.linger = time.NewTimer(j.delay)
	} else {
		j.linger.Reset(j.delay)
	}
	defer j.linger.Stop()
	for {
		select {
		case <-j.full:
			// (Maybe a last batch's: that batch was full without waiting.)
			if batch = j.gather(batch); len(batch) >= groupMoves {
				return batch
			}
		case <-j.linger.C:
			return j.gather(batch)
		}
	}
}

// commit writes batch to the journal and syncs it, then answers each of
// its moves.
func (j *journal) commit(batch []*journalMove) {
	j.pending.Add(-int64(len(batch)))
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
	path := journalPath(j.dir, j.shard, j.seq)
	end := j.size + int64(len(buf))
	err := j.makeRoom(path, end)
	if err == nil {
		err = pwriteAll(j.fd, path, buf, j.size)
	}
	if err == nil {
		// The file's length and blocks are those of its last sync but
		// when makeRoom grew it: fdatasync then commits the new length.
		err = retryEINTR("sync", path, func() error {
			if fault := j.fault.Load(); fault != nil {
				return *fault
			}
			return syscall.Fdatasync(j.fd)
		})
	}
	if err != nil {
		// Cut back to the synced batches, their room too: the next batch
		// writes its room again.
		j.room = j.size
		if terr := retryEINTR("truncate", path, func() error { return syscall.Ftruncate(j.fd, j.size) }); terr != nil {
			j.broken = fmt.Errorf("the journal cannot be cut back after a failed write, and takes no more moves: %w", errors.Join(err, terr))
			j.refusing.Store(true)
			j.log.Error("the files store's journal cannot be cut back; it takes no move, nor do the tables whose moves it refused, until the server is restarted", "file", path, "err", j.broken)
		}
		return fmt.Errorf("the journal: %w", err)
	}
	j.size = end
	if observeBatch != nil {
		observeBatch(len(batch))
	}
	for _, m := range batch {
		j.dirty[m.id] = true
	}
	return nil
}

// journalZeros is what makeRoom writes, a piece at a time.
var journalZeros [64 << 10]byte

// makeRoom writes zeros at the journal's end until it holds end bytes and
// more, to the next multiple of journalRoom (or of journalRotate, if less).
func (j *journal) makeRoom(path string, end int64) error {
	if end <= j.room {
		return nil
	}
	step := min(journalRoom, max(journalRotate, 1))
	room := (end + step - 1) / step * step
	for j.room < room {
		n := min(room-j.room, int64(len(journalZeros)))
		if err := pwriteAll(j.fd, path, journalZeros[:n], j.room); err != nil {
			return err
		}
		j.room += n
	}
	return nil
}
